"""Complete random-play Piquet deals per second on one core.

Every action is drawn uniformly from the legal ones (exchanges without listing them) and
checked by the engine before it applies, as in a real game.

    uv run python benchmarks/bench_piquet.py --deals 2000 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

from salon.piquet.deal import Deal


def play_deals(count: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    for done in range(1, count + 1):
        deal = Deal()
        while not deal.is_terminal:
            deal.apply(deal.random_action(rng))
            actions += 1
        if done % 500 == 0:
            print(f"  {done}/{count} deals", file=sys.stderr)
    return actions, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    actions, seconds = play_deals(args.deals, args.seed)
    print(
        f"{args.deals} random-play Piquet deals in {seconds:.2f} s on one core "
        f"({os.cpu_count()} on the machine): {args.deals / seconds:,.0f} deals/s, "
        f"{actions / args.deals:.1f} actions a deal, {actions / seconds:,.0f} actions/s"
    )


if __name__ == "__main__":
    main()
