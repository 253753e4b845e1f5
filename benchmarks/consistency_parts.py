"""Where the losses foretold and the gains realised part: the flagged decisions of consistency
results files (``analysis_consistency.py``) taken together, reported as that script reports
one file, and split by what the review said of each — its grade, the size of the loss
foretold, the trick, and whether the recommendation gains with every card seen — with realised
less foretold and its 95% interval in each part.

The decisions of one record share its deal, so beside the plain interval each part gives one
taken over the records (:func:`calibration_figures.clustered_interval`)::

    scripts/run python benchmarks/consistency_parts.py --kind "card play" \
        benchmarks/results/consistency-piquet.tsv benchmarks/results/consistency-piquet-4.tsv
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from analysis_consistency import NONE, Replayed, read, report
from calibration_figures import KIND_ORDER, Mean, clustered_interval, kind_of, mean_interval

FORETOLD_BANDS = (
    (5.0, "foretold under 10"),
    (10.0, "foretold 10 to 20"),
    (20.0, "foretold 20 or more"),
)
"""Each band of the loss foretold, by its least loss (a flagged loss is five points or more)."""
TRICK_BANDS = ((1, "tricks 1 to 4"), (5, "tricks 5 to 8"), (9, "tricks 9 to 12"))


@dataclass(frozen=True, slots=True)
class Part:
    """One part of the flagged decisions: how many, the mean loss foretold and gain realised,
    realised less foretold with its plain interval and its interval over the records, and,
    where every decision of the part kept it, the gain with every card seen: its mean, how far
    it lies from the loss foretold (the true deal against the sampled ones) and how far the
    gain realised lies from it (strong play against exact play on the true cards)."""

    name: str
    count: int
    foretold: float
    realised: float
    gap: Mean
    by_record: Mean
    seen: Seen | None = None


@dataclass(frozen=True, slots=True)
class Seen:
    """The gain with every card seen: its mean, less the loss foretold, and the gain realised
    less it, each with its 95% interval."""

    mean: float
    over_foretold: Mean
    realised_over: Mean


def band(value: float, bands: Sequence[tuple[float, str]]) -> str:
    """The name of the last band whose least value ``value`` reaches (the first below all)."""
    found = bands[0][1]
    for least, name in bands:
        if value >= least:
            found = name
    return found


def part(name: str, rows: Sequence[Replayed]) -> Part:
    """The figures of one part (two decisions at least)."""
    gaps = [r.realised - r.foretold for r in rows]
    records: dict[int, list[float]] = defaultdict(list)
    for row, gap in zip(rows, gaps, strict=True):
        records[row.record].append(gap)
    seen = [r.about.seen_gain for r in rows if r.about is not None]
    known = [s for s in seen if s is not None]
    told = None
    if len(known) == len(rows):
        told = Seen(
            statistics.fmean(known),
            mean_interval([s - r.foretold for s, r in zip(known, rows, strict=True)]),
            mean_interval([r.realised - s for s, r in zip(known, rows, strict=True)]),
        )
    return Part(
        name,
        len(rows),
        statistics.fmean(r.foretold for r in rows),
        statistics.fmean(r.realised for r in rows),
        mean_interval(gaps),
        clustered_interval(list(records.values())) if len(records) > 1 else mean_interval(gaps),
        told,
    )


SEEN = ("gains with every card seen", "level with every card seen", "loses with every card seen")


def _seen(row: Replayed) -> str | None:
    if row.about is None or row.about.seen_gain is None:
        return None
    if row.about.seen_gain > 0:
        return SEEN[0]
    return SEEN[1] if row.about.seen_gain == 0 else SEEN[2]


ORDER = (
    *KIND_ORDER,
    "mistake",
    "blunder",
    *(name for _, name in FORETOLD_BANDS),
    *(name for _, name in TRICK_BANDS),
    *SEEN,
)
"""The order the parts are told in."""


SPLITS: tuple[Callable[[Replayed], str | None], ...] = (
    lambda r: kind_of(r.moment),
    lambda r: None if r.about is None else r.about.grade,
    lambda r: band(r.foretold, FORETOLD_BANDS),
    lambda r: None if r.about is None else band(r.about.trick, TRICK_BANDS),
    _seen,
)
"""How the decisions are split: by kind, grade, loss foretold, trick and the cards seen."""


def parts(rows: Sequence[Replayed], kind: str | None = None) -> list[Part]:
    """All the flagged decisions (of one ``kind``, if given) and each part of every split,
    a part of fewer than two decisions left out."""
    flagged = [r for r in rows if r.moment != NONE]
    if kind is not None:
        flagged = [r for r in flagged if kind_of(r.moment) == kind]
    found = [part("all", flagged)] if len(flagged) > 1 else []
    for split in SPLITS if kind is None else SPLITS[1:]:
        groups: dict[str, list[Replayed]] = defaultdict(list)
        for row in flagged:
            name = split(row)
            if name is not None:
                groups[name].append(row)
        named = sorted(groups, key=ORDER.index)
        found.extend(part(name, groups[name]) for name in named if len(groups[name]) > 1)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", type=Path, nargs="+", help="consistency results files")
    parser.add_argument("--game", default="piquet")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kind", help="only this kind of decision (e.g. 'card play')")
    args = parser.parse_args()
    rows = [row for path in args.results for row in read(path, args.game, args.seed)]
    print(f"{len(args.results)} files together:")
    report(rows, args.game)
    print("realised less foretold, by part, in points:")
    for found in parts(rows, args.kind):
        seen = ""
        if found.seen is not None:
            told, played = found.seen.over_foretold, found.seen.realised_over
            seen = (
                f"; with every card seen {found.seen.mean:.2f}, less foretold {told.mean:+.2f} "
                f"({told.low:+.2f} to {told.high:+.2f}), realised less it {played.mean:+.2f} "
                f"({played.low:+.2f} to {played.high:+.2f})"
            )
        print(
            f"  {found.name}: {found.count}, foretold {found.foretold:.2f}, realised "
            f"{found.realised:.2f}{seen}; realised less foretold {found.gap.mean:+.2f} "
            f"(95% {found.gap.low:+.2f} to {found.gap.high:+.2f}; by record "
            f"{found.by_record.low:+.2f} to {found.by_record.high:+.2f})"
        )


if __name__ == "__main__":
    main()
