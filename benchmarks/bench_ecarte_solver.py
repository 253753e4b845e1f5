"""The exact Écarté solver on the five tricks of random deals from the first lead, one core.

scripts/run python benchmarks/bench_ecarte_solver.py --deals 2000 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from salon.cards import SUITS, piquet_pack
from salon.solvers.ecarte_dd import EcartePosition, point_worth, solve_all_moves, solve_counting


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    times, every_card, nodes = [], [], []
    for _ in range(args.deals):
        cards = list(piquet_pack())
        rng.shuffle(cards)
        position = EcartePosition.start(
            cards[:5],
            cards[5:10],
            rng.choice(SUITS),
            point=point_worth(rng.choice((None, 0, 1))),
        )
        start = time.perf_counter()
        _, searched = solve_counting(position)
        times.append(time.perf_counter() - start)
        nodes.append(searched)
        start = time.perf_counter()
        solve_all_moves(position)
        every_card.append(time.perf_counter() - start)
    print(
        f"{args.deals} deals solved from the first lead on one core "
        f"({os.cpu_count()} on the machine):"
    )
    for what, seconds in (("value", times), ("value of every card", every_card)):
        seconds.sort()
        print(
            f"  {what}: median {statistics.median(seconds) * 1000:.2f} ms, "
            f"p90 {seconds[int(len(seconds) * 0.9)] * 1000:.2f} ms, "
            f"max {seconds[-1] * 1000:.2f} ms"
        )
    nodes.sort()
    print(
        f"  positions searched: median {statistics.median(nodes):.0f}, "
        f"p90 {nodes[int(len(nodes) * 0.9)]}, max {nodes[-1]}"
    )


if __name__ == "__main__":
    main()
