"""Complete random-play Écarté deals per second on one core.

Every action is drawn uniformly from the legal ones and checked by the engine before it
applies, as in a real game.

    uv run python benchmarks/bench_ecarte.py --deals 20000 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import time

from salon.ecarte.deal import EcarteDeal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    actions = 0
    start = time.perf_counter()
    for number in range(args.deals):
        deal = EcarteDeal(dealer=number % 2)
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
            actions += 1
    seconds = time.perf_counter() - start
    print(
        f"{args.deals} random-play Écarté deals in {seconds:.2f} s on one core "
        f"({os.cpu_count()} on the machine): {args.deals / seconds:,.0f} deals/s, "
        f"{actions / args.deals:.1f} actions a deal"
    )


if __name__ == "__main__":
    main()
