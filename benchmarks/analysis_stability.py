"""Seed stability: how often a decision keeps its grade when the review is made again on other
samples (another seed). Each record is reviewed under two seeds and the verdicts compared
decision by decision; "too close to call" counts as a grade of its own. Run in parts: each
record's comparison is appended to ``--results`` (a TSV) and skipped when found there.

    nice scripts/run python benchmarks/analysis_stability.py --game piquet --records 2 \
        --examples --quick --jobs 2 --results benchmarks/results/stability.tsv
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from played import play_records
from salon.analysis.review import review_record
from salon.records import parse_record

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("piquet", "ecarte"), default="piquet")
    parser.add_argument("--records", type=int, default=2, help="fresh parties or games")
    parser.add_argument("--first", type=int, default=0, help="the first fresh record's number")
    parser.add_argument("--examples", action="store_true", help="the example records too")
    parser.add_argument("--quick", action="store_true", help="review with fewer samples")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seeds", type=int, nargs=2, default=(1, 2))
    parser.add_argument("--results", type=Path, default=None)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; review processes: {args.jobs}")
    records: list[tuple[str, str]] = []
    if args.examples:
        records += [(p.name, p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.txt"))]
    fresh = play_records(args.game, ("strong", "thumb"), args.first + args.records, 1)
    records += [(f"{args.game}-{n}", fresh[n]) for n in range(args.first, len(fresh))]
    done = _done(args.results)
    for name, text in records:
        key = f"{name}\t{'quick' if args.quick else 'full'}"
        if key not in done:
            same, total, moved = _compare(text, args.quick, args.jobs, args.seeds)
            done[key] = (same, total, moved)
            if args.results is not None:
                with args.results.open("a", encoding="utf-8") as out:
                    out.write(f"{key}\t{same}\t{total}\t{moved}\n")
        same, total, moved = done[key]
        print(f"{name}: {same} of {total} decisions keep their grade; {moved}", flush=True)
    kept = sum(v[0] for v in done.values())
    total = sum(v[1] for v in done.values())
    if total:
        print(f"all results: {kept} of {total} ({100 * kept / total:.1f}%) keep their grade")


def _compare(text: str, quick: bool, jobs: int, seeds: tuple[int, int]) -> tuple[int, int, str]:
    record = parse_record(text)
    reviews = [review_record(record, quick=quick, jobs=jobs, seed=s).decisions for s in seeds]
    first, second = ({(d.line, d.moment): d.verdict for d in found} for found in reviews)
    both = [key for key in first if key in second]
    moved = [
        f"line {line} {moment.value} {first[line, moment].value}>{second[line, moment].value}"
        for line, moment in both
        if first[line, moment] is not second[line, moment]
    ]
    return len(both) - len(moved), len(both), "; ".join(moved) or "none moved"


def _done(results: Path | None) -> dict[str, tuple[int, int, str]]:
    found: dict[str, tuple[int, int, str]] = {}
    if results is None or not results.exists():
        return found
    for line in results.read_text(encoding="utf-8").splitlines():
        name, depth, same, total, moved = line.split("\t")
        found[f"{name}\t{depth}"] = (int(same), int(total), moved)
    return found


if __name__ == "__main__":
    main()
