"""Calibration of the review's chance of winning: at every decision of records between strong
players, the chance the analysis gives A of winning the partie (Piquet) or the game (Écarté)
after the choice made, against whether A won. Binned by the chance foretold, each bin's
foretold mean against its realised rate with a 95% Wilson interval, and a reliability diagram
drawn as an SVG picture. Run in parts: each record's figures are appended to ``--results``
(one line a decision) and a record found there is not reviewed again.

    nice scripts/run python benchmarks/analysis_chance_calibration.py --game ecarte \
        --records 40 --jobs 2 --results benchmarks/results/chance-ecarte.tsv \
        --picture benchmarks/results/chance-ecarte.svg
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path
from typing import Any

from played import play_records
from salon.analysis.review import review_record
from salon.records import parse_record

BINS = 10


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("piquet", "ecarte"), default="ecarte")
    parser.add_argument("--records", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--results", type=Path, required=True)
    parser.add_argument("--picture", type=Path, default=None)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; review processes: {args.jobs}")
    done = _read(args.results)
    for number in range(args.first, args.first + args.records):
        if any(record == number for record, _, _, _ in done):
            continue
        [text] = play_records(args.game, ("strong", "strong"), 1, args.seed + number)
        review = review_record(parse_record(text), quick=args.quick, jobs=args.jobs)
        won = _winner(review.result)
        with args.results.open("a", encoding="utf-8") as out:
            for d in review.decisions:
                chance = d.chance if d.seat == 0 else 1 - d.chance
                out.write(f"{number}\t{d.moment.value}\t{chance:.4f}\t{won}\n")
                done.append((number, d.moment.value, chance, won))
        print(f"record {number}: {len(review.decisions)} decisions, A won: {won}", flush=True)
    _report(done, args.picture)


def _winner(report: dict[str, Any]) -> int:
    """1 if A won the game (Écarté) or the partie (Piquet), else 0."""
    winner = report.get("winner") or (report.get("result") or {}).get("winner")
    return 1 if winner == "A" else 0


def _read(path: Path) -> list[tuple[int, str, float, int]]:
    if not path.exists():
        return []
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        record, moment, chance, won = line.split("\t")
        found.append((int(record), moment, float(chance), int(won)))
    return found


def wilson(hits: int, count: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a rate."""
    if count == 0:
        return 0.0, 1.0
    rate = hits / count
    centre = (rate + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count))
    return max(0.0, centre - half / (1 + z * z / count)), min(
        1.0, centre + half / (1 + z * z / count)
    )


def _report(done: list[tuple[int, str, float, int]], picture: Path | None) -> None:
    records = len({record for record, _, _, _ in done})
    print(f"{len(done)} decisions of {records} records")
    rows = []
    for number in range(BINS):
        low, high = number / BINS, (number + 1) / BINS
        here = [(c, w) for _, _, c, w in done if low <= c < high or (high == 1 and c == 1)]
        if not here:
            continue
        foretold = sum(c for c, _ in here) / len(here)
        hits = sum(w for _, w in here)
        lo, hi = wilson(hits, len(here))
        rows.append((foretold, hits / len(here), lo, hi, len(here)))
        inside = "inside" if lo <= foretold <= hi else "OUTSIDE"
        print(
            f"  {low:.1f}–{high:.1f}: {len(here):5d} decisions, foretold {foretold:.3f}, "
            f"realised {hits / len(here):.3f} (95% {lo:.3f} to {hi:.3f}), {inside}"
        )
    print("  (the decisions of one record are not independent: the intervals are too narrow)")
    if picture is not None:
        picture.write_text(_svg(rows), encoding="utf-8")
        print(f"reliability diagram: {picture}")


def _svg(rows: list[tuple[float, float, float, float, int]]) -> str:
    size, pad = 320, 40
    scale = size - 2 * pad

    def x(v: float) -> float:
        return pad + v * scale

    def y(v: float) -> float:
        return size - pad - v * scale

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        'font-family="sans-serif" font-size="11">',
        f'<rect width="{size}" height="{size}" fill="white"/>',
        f'<line x1="{x(0)}" y1="{y(0)}" x2="{x(1)}" y2="{y(1)}" stroke="#999" '
        'stroke-dasharray="4 3"/>',
        f'<rect x="{x(0)}" y="{y(1)}" width="{scale}" height="{scale}" fill="none" stroke="#333"/>',
        f'<text x="{size / 2}" y="{size - 8}" text-anchor="middle">chance foretold</text>',
        f'<text x="12" y="{size / 2}" transform="rotate(-90 12 {size / 2})" '
        'text-anchor="middle">realised</text>',
    ]
    for foretold, realised, lo, hi, _ in rows:
        parts.append(
            f'<line x1="{x(foretold):.1f}" y1="{y(lo):.1f}" x2="{x(foretold):.1f}" '
            f'y2="{y(hi):.1f}" stroke="#36c"/>'
        )
        parts.append(f'<circle cx="{x(foretold):.1f}" cy="{y(realised):.1f}" r="3" fill="#36c"/>')
    parts.append("</svg>")
    return "\n".join(parts)


if __name__ == "__main__":
    main()
