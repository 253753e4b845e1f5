"""Complete random-play Écarté deals per second on one core.

Every action is drawn uniformly from the legal ones and checked by the engine before it
applies, as in a real game. The rounds are timed as ``rounds.py`` says.

    scripts/run python benchmarks/bench_ecarte.py --deals 20000 --rounds 5 --seed 1
"""

from __future__ import annotations

import random
import time

from rounds import measure
from salon.ecarte.deal import EcarteDeal


def play_deals(count: int, rng: random.Random) -> tuple[int, float]:
    actions = 0
    start = time.perf_counter()
    for number in range(count):
        deal = EcarteDeal(dealer=number % 2)
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
            actions += 1
    return actions, time.perf_counter() - start


def main() -> None:
    measure("Écarté", play_deals, description=__doc__.splitlines()[0], deals=20000, warm_up=2000)


if __name__ == "__main__":
    main()
