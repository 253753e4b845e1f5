"""Calibration of the analysis: does its expected deal score come true on average?

Plays Piquet deals (each alone, so that a deal's score is its margin) between two strong
players. At elder's first decision, his discard, the analysis weighs the choice made (full
depth) and says what elder should expect of the deal; the deal is then played out. Over many
deals, the expected margin less the realised margin should average nought within its 95%
interval. Prints the running figure every hundred deals and the machine's core count.

    nice scripts/run python benchmarks/analysis_calibration.py --deals 2000 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from salon.agents.piquet_strong import PiquetStrong
from salon.analysis.piquet import appraise_piquet
from salon.analysis.review import FULL
from salon.engine import turns
from salon.piquet.actions import Exchange, Role
from salon.piquet.deal import Deal


def one_deal(number: int, seed: int) -> tuple[float, int]:
    """Elder's expected margin at his discard, and the margin the deal came to."""
    base = seed * 1_000_003 + 7 * number
    seats = (PiquetStrong(base), PiquetStrong(base + 1))
    deal = Deal()
    expected: float | None = None
    for role in turns(deal, random.Random(base)):
        view = deal.view(Role(role))
        action = seats[role].choose(view, view.legal)
        if expected is None and view.exchange_limit and isinstance(action, Exchange):
            analyst = PiquetStrong(
                base + 2,
                samples=FULL.piquet_play,
                exchange_samples=FULL.piquet_exchange,
                call_samples=FULL.piquet_calls,
            )
            [judged] = appraise_piquet(view, action, analyst, exact_exchange=FULL.exact_exchange)
            chosen = judged.appraisal.value_of(judged.chosen)
            assert chosen is not None
            expected = chosen.points
        deal.apply(action)
    assert expected is not None
    return expected, deal.scores[Role.ELDER] - deal.scores[Role.YOUNGER]


def _report(pairs: list[tuple[float, int]], started: float) -> str:
    differences = [e - r for e, r in pairs]
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    expected = statistics.fmean(e for e, _ in pairs)
    realised = statistics.fmean(r for _, r in pairs)
    return (
        f"{len(pairs)} deals: expected margin {expected:+.2f}, realised {realised:+.2f}, "
        f"expected less realised {mean:+.2f} "
        f"(95% interval {mean - half:+.2f} to {mean + half:+.2f}); "
        f"{time.perf_counter() - started:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: {args.jobs}", flush=True)
    started = time.perf_counter()
    pairs: list[tuple[float, int]] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        numbers = range(args.deals)
        for pair in pool.map(one_deal, numbers, [args.seed] * args.deals, chunksize=4):
            pairs.append(pair)
            if len(pairs) % 100 == 0 and len(pairs) < args.deals:
                print(_report(pairs, started), flush=True)
    print(_report(pairs, started))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
