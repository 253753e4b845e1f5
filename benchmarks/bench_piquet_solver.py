"""The exact solver on the whole twelve-trick play of random deals, one core.

uv run python benchmarks/bench_piquet_solver.py --deals 10 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from salon.cards import piquet_pack
from salon.solvers.piquet_dd import PlayPosition, solve_counting


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    times, nodes = [], []
    for number in range(args.deals):
        cards = list(piquet_pack())
        rng.shuffle(cards)
        position = PlayPosition.start(cards[:12], cards[12:24])
        start = time.perf_counter()
        value, searched = solve_counting(position)
        times.append(time.perf_counter() - start)
        nodes.append(searched)
        print(
            f"  deal {number + 1}: value {value:+d}, {searched} positions, {times[-1]:.2f} s",
            file=sys.stderr,
        )
    times.sort()
    print(
        f"{args.deals} whole plays solved on one core ({os.cpu_count()} on the machine): "
        f"median {statistics.median(times) * 1000:.0f} ms, "
        f"p90 {times[int(len(times) * 0.9)] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms; "
        f"median {statistics.median(nodes):.0f} positions"
    )


if __name__ == "__main__":
    main()
