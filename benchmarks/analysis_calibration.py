"""Calibration of the analysis: does its expected deal score come true on average?

Plays Piquet deals (each alone, so that a deal's score is its margin) between two strong
players. At elder's first decision, his discard, the analysis weighs the choice made (full
depth) and says what elder should expect of the deal; the deal is then played out. Over many
deals, the expected margin less the realised margin should average nought within its 95%
interval. Prints the running figure every hundred deals and the machine's core count.

    nice scripts/run python benchmarks/analysis_calibration.py --deals 2000 --jobs 2

Each deal is fixed by its number and the seed, so a long run may be done in parts: with
``--results FILE`` every deal's figures are kept in FILE (one line each) as they come, deals
already there are not played again, and the report covers every deal in the file::

    nice scripts/run python benchmarks/analysis_calibration.py --first 0 --deals 1000 \
        --results calibration.tsv
    nice scripts/run python benchmarks/analysis_calibration.py --first 1000 --deals 1000 \
        --results calibration.tsv
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
from pathlib import Path

from salon.agents.piquet.strong import PiquetStrong
from salon.analysis.depth import FULL
from salon.analysis.piquet import appraise_piquet
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


def _kept(path: Path | None, seed: int) -> dict[int, tuple[float, int]]:
    """The deals already played with this seed, from a results file: number → figures."""
    if path is None or not path.exists():
        return {}
    kept = {}
    for line in path.read_text().splitlines():
        fields = line.split("\t")
        if len(fields) == 4 and int(fields[0]) == seed:
            kept[int(fields[1])] = (float(fields[2]), int(fields[3]))
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--results", type=Path, help="keep every deal's figures in this file")
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: {args.jobs}", flush=True)
    started = time.perf_counter()
    kept = _kept(args.results, args.seed)
    numbers = [n for n in range(args.first, args.first + args.deals) if n not in kept]
    pairs = list(kept.values())
    if kept:
        print(f"{len(kept)} deals already in {args.results}", flush=True)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        played = pool.map(one_deal, numbers, [args.seed] * len(numbers), chunksize=4)
        for number, pair in zip(numbers, played, strict=True):
            pairs.append(pair)
            if args.results is not None:
                with args.results.open("a") as out:
                    out.write(f"{args.seed}\t{number}\t{pair[0]!r}\t{pair[1]}\n")
            if len(pairs) % 100 == 0:
                print(_report(pairs, started), flush=True)
    print(_report(pairs, started))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
