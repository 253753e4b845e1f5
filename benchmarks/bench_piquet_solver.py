"""The exact solver on the whole twelve-trick play of random deals, one core.

scripts/run python benchmarks/bench_piquet_solver.py --deals 20 --seed 1
scripts/run python benchmarks/bench_piquet_solver.py --deals 20 --seed 1 --python

The compiled core by default; ``--python`` times the pure-Python search instead.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from salon.cards import piquet_pack
from salon.solvers.piquet_dd import COMPILED, PlayPosition, solve_counting


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--python", action="store_true", help="time the pure-Python search")
    args = parser.parse_args()
    compiled = COMPILED and not args.python
    if not COMPILED and not args.python:
        print("the compiled core was not built: timing the pure-Python search", file=sys.stderr)
    rng = random.Random(args.seed)
    times, nodes = [], []
    for number in range(args.deals):
        cards = list(piquet_pack())
        rng.shuffle(cards)
        position = PlayPosition.start(cards[:12], cards[12:24])
        start = time.perf_counter()
        value, searched = solve_counting(position, compiled=compiled)
        times.append(time.perf_counter() - start)
        nodes.append(searched)
        print(
            f"  deal {number + 1}: value {value:+d}, {searched} positions, "
            f"{times[-1] * 1000:.1f} ms",
            file=sys.stderr,
        )
    times.sort()
    print(
        f"{args.deals} whole plays solved by the {'compiled' if compiled else 'pure-Python'} "
        f"search on one core ({os.cpu_count()} on the machine): "
        f"median {statistics.median(times) * 1000:.0f} ms, "
        f"p90 {times[int(len(times) * 0.9)] * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms; "
        f"median {statistics.median(nodes):.0f} positions"
    )


if __name__ == "__main__":
    main()
