"""Calibration of the review's chance of winning and of its deal's points: at every decision of
records between strong players, the chance the analysis gives A of winning the partie
(``piquet``), the game (``ecarte``) or the deal played alone (``piquet-deal``) after the
choice made, against whether A won; and the deal's margin the choice was expected to bring the
hand that chose, against the margin the deal came to. Overall and by kind of decision
(exchange, calls and answers, proposals, card play): the chance binned by tenths, each bin's
foretold mean against its realised rate with a 95% Wilson interval, drawn as reliability
diagrams (SVG pictures); the deal's points as the mean expected less realised with its 95%
interval, and binned as a diagram too.

Run in parts: each record's figures are appended to ``--results`` (one line a decision) and a
record found there is not reviewed again; the report covers the records asked for, and
``--records 0`` only reports on the whole file.

    nice scripts/run python benchmarks/analysis_chance_calibration.py --game ecarte \
        --records 40 --jobs 2 --results benchmarks/results/chance-ecarte.tsv \
        --picture benchmarks/results/chance-ecarte.svg
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from calibration_figures import (
    Bin,
    bin_line,
    by_kind,
    chance_bins,
    clustered_interval,
    mean_interval,
    points_bins,
    reliability_svg,
    wilson,
)
from played import PIQUET_DEAL, play_records
from salon.agents.piquet.utility import winning_value
from salon.analysis.review import Review, review_record
from salon.records import parse_record

EDGES = {
    "piquet": (-30.0, -20.0, -10.0, 0.0, 10.0, 20.0, 30.0),
    PIQUET_DEAL: (-30.0, -20.0, -10.0, 0.0, 10.0, 20.0, 30.0),
    "ecarte": (-1.0, -0.5, 0.0, 0.5, 1.0),
}
"""The bins of the deal's expected points for each game (the first and last open-ended)."""
SPANS = {"piquet": (-70.0, 70.0), PIQUET_DEAL: (-70.0, 70.0), "ecarte": (-2.0, 2.0)}
TITLES = {"piquet": "Piquet partie", PIQUET_DEAL: "Piquet deal alone", "ecarte": "Écarté game"}


@dataclass(frozen=True, slots=True)
class Row:
    """One decision: A's chance of winning foretold after it and whether A won (a half for
    a drawn deal), and for the hand that chose (``seat``) the deal's margin expected and
    realised (none in results written before these were kept)."""

    record: int
    moment: str
    chance: float
    won: float
    seat: int | None = None
    expected: float | None = None
    realised: float | None = None

    @property
    def deal(self) -> tuple[float, float] | None:
        """The deal's margin expected and realised, when they were kept."""
        if self.expected is None or self.realised is None:
            return None
        return self.expected, self.realised

    def line(self) -> str:
        assert self.deal is not None, "a row written keeps the deal's figures"
        return (
            f"{self.record}\t{self.moment}\t{self.chance:.4f}\t{self.won:g}\t{self.seat}"
            f"\t{self.expected:.3f}\t{self.realised:g}\n"
        )

    @classmethod
    def parse(cls, line: str) -> Row:
        fields = line.split("\t")
        if len(fields) not in (4, 7):
            raise ValueError(f"a line of 4 or 7 fields, not {line!r}")
        record, moment, chance, won = fields[:4]
        if len(fields) == 4:
            return cls(int(record), moment, float(chance), float(won))
        seat, expected, realised = fields[4:]
        return cls(
            int(record),
            moment,
            float(chance),
            float(won),
            int(seat),
            float(expected),
            float(realised),
        )


def rows_of(number: int, review: Review, game: str) -> list[Row]:
    """The rows of one record's review."""
    won = _winner(review.result, game)
    margins = {s.number: s.scores[0] - s.scores[1] for s in review.deals}
    found = []
    for d in review.decisions:
        chance = d.chance if d.seat == 0 else 1 - d.chance
        realised = margins[d.deal] if d.seat == 0 else -margins[d.deal]
        found.append(Row(number, d.moment.value, chance, won, d.seat, _expected(d), realised))
    return found


def _expected(decision: Any) -> float:
    """The deal's margin the choice made was expected to bring, from the chooser's side."""
    for option in decision.options:
        if option.action == decision.chosen:
            return float(option.deal)
    raise ValueError(f"the choice {decision.chosen} is not among the options weighed")


def _winner(report: dict[str, Any], game: str) -> float:
    """1 if A won the game (Écarté), the partie (Piquet) or the deal (A is elder), a half
    for a drawn deal, else 0."""
    if game == PIQUET_DEAL:
        return winning_value(report["elder"], report["younger"])
    winner = report.get("winner") or (report.get("result") or {}).get("winner")
    return 1.0 if winner == "A" else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=tuple(EDGES), default="ecarte")
    parser.add_argument("--records", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--results", type=Path, required=True)
    parser.add_argument("--picture", type=Path, default=None)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; review processes: {args.jobs}")
    done = read(args.results)
    seen = {row.record for row in done}
    for number in range(args.first, args.first + args.records):
        if number in seen:
            continue
        [text] = play_records(args.game, ("strong", "strong"), 1, args.seed + number)
        review = review_record(parse_record(text), quick=args.quick, jobs=args.jobs)
        rows = rows_of(number, review, args.game)
        with args.results.open("a", encoding="utf-8") as out:
            out.writelines(row.line() for row in rows)
        done.extend(rows)
        print(f"record {number}: {len(rows)} decisions, A won: {rows[0].won:g}", flush=True)
    if args.records:
        done = [row for row in done if args.first <= row.record < args.first + args.records]
    report(done, args.game, args.picture)


def read(path: Path) -> list[Row]:
    if not path.exists():
        return []
    return [Row.parse(line) for line in path.read_text(encoding="utf-8").splitlines()]


def report(done: Sequence[Row], game: str, picture: Path | None) -> None:
    records = len({row.record for row in done})
    print(f"{len(done)} decisions of {records} records")
    groups = {"all": list(done), **by_kind(done, lambda row: row.moment)}
    for name, rows in groups.items():
        bins = chance_bins(
            [(row.chance, row.won) for row in rows], records=[row.record for row in rows]
        )
        won = sum(row.won for row in rows)
        low, high = wilson(won, len(rows))
        numbers = sorted({row.record for row in rows})
        wide = clustered_interval([[r.won for r in rows if r.record == n] for n in numbers])
        print(
            f"the chance of winning, {name}: {len(rows)} decisions of {len(numbers)} records, "
            f"foretold {sum(row.chance for row in rows) / len(rows):.3f} on average, won "
            f"{won / len(rows):.3f} (95% {low:.3f} to {high:.3f}; by record "
            f"{max(0.0, wide.low):.3f} to {min(1.0, wide.high):.3f}); "
            f"{sum(one.inside for one in bins)} of "
            f"{len(bins)} tenths within their interval by record"
        )
        for one in bins:
            print(bin_line(one))
        _draw(picture, name, "", bins, f"{TITLES[game]}, chance of winning: {name}", (0.0, 1.0))
    print(
        "  (the decisions of one record are not independent: the Wilson intervals are too "
        "narrow, those by record allow for it)"
    )
    for name, rows in groups.items():
        pairs = [deal for row in rows if (deal := row.deal) is not None]
        numbers = sorted({row.record for row in rows if row.deal is not None})
        if len(numbers) < 2:
            continue
        difference = mean_interval([e - r for e, r in pairs])
        clustered = clustered_interval(
            [[d[0] - d[1] for r in rows if r.record == n and (d := r.deal)] for n in numbers]
        )
        expected = sum(e for e, _ in pairs) / len(pairs)
        realised = sum(r for _, r in pairs) / len(pairs)
        print(
            f"the deal's points, {name}: {len(pairs)} decisions, expected {expected:+.2f}, "
            f"realised {realised:+.2f}, expected less realised {difference.mean:+.2f} "
            f"(95% {difference.low:+.2f} to {difference.high:+.2f}; taking the decisions of "
            f"a record together {clustered.low:+.2f} to {clustered.high:+.2f})"
        )
        bins = points_bins(pairs, EDGES[game], [row.record for row in rows if row.deal is not None])
        for one in bins:
            print(bin_line(one, digits=2))
        _draw(picture, name, "-points", bins, f"{TITLES[game]}, deal's points: {name}", SPANS[game])


def _draw(
    picture: Path | None,
    kind: str,
    measure: str,
    bins: list[Bin],
    title: str,
    span: tuple[float, float],
) -> None:
    """The diagram of one group, beside ``picture`` (``chance-piquet-card-play.svg``)."""
    if picture is None or not bins:
        return
    suffix = "" if kind == "all" else "-" + kind.replace(" ", "-")
    path = picture.with_name(f"{picture.stem}{suffix}{measure}{picture.suffix}")
    path.write_text(reliability_svg(bins, title, span), encoding="utf-8")
    print(f"  reliability diagram: {path}")


if __name__ == "__main__":
    main()
