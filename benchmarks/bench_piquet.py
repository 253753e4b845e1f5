"""Complete random-play Piquet deals per second on one core.

Every action is drawn uniformly from the legal ones (exchanges without listing them) and
checked by the engine before it applies, as in a real game. The rounds are timed as
``rounds.py`` says.

    scripts/run python benchmarks/bench_piquet.py --deals 2000 --rounds 5 --seed 1
"""

from __future__ import annotations

import random
import time

from rounds import measure
from salon.piquet.deal import Deal


def play_deals(count: int, rng: random.Random) -> tuple[int, float]:
    actions = 0
    start = time.perf_counter()
    for _ in range(count):
        deal = Deal()
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
            actions += 1
    return actions, time.perf_counter() - start


def main() -> None:
    measure("Piquet", play_deals, description=__doc__.splitlines()[0], deals=2000, warm_up=300)


if __name__ == "__main__":
    main()
