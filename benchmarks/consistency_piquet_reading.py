"""Consistency, the Piquet card play foretold afresh two ways: the flagged leads and follows of
consistency results files (``analysis_consistency.py``), each one's loss foretold again on
fresh deals sampled freely from every way the laws allow (as the review weighed card play
before) and on deals kept in proportion to how likely the adversary's exchange was under them
(the reading player, as the review weighs calls and answers, and now cards), and set against
the gain its replay realised.

Each decision is found again in its record by its trick and kind (or, in a file that did not
keep the trick, by its loss among the review's flagged cards of its kind); its recommendation
is the review's as it stands, weighed again with its own seed (the line is left out when the
review does not flag it alike). The loss foretold afresh is the recommended
card's mean margin less the chosen card's on :data:`FRESH` deals. Resumable: each record's
figures are appended to ``--out`` and a record found there is not weighed again. Prints the
core count::

    nice scripts/run python benchmarks/consistency_piquet_reading.py \\
        --results benchmarks/results/consistency-piquet-4.tsv \\
        --out benchmarks/results/consistency-piquet-reading.tsv
"""

from __future__ import annotations

import argparse
import os
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from analysis_consistency import FLAGGED, NONE, Replayed, piquet_deal, read, trick_of
from calibration_figures import clustered_interval, mean_interval
from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.utility import MarginUtility
from salon.analysis.piquet import deal_of, reading_player
from salon.analysis.review import plan_review, weigh_moment
from salon.piquet.actions import Play
from salon.records import parse_record
from salon.replay import REPLAYERS

FRESH = 192
"""Deals on which each decision is foretold afresh, each way: four times the review's first."""
CARD_PLAY = ("lead", "follow")
LARGE = 20.0
"""The least loss foretold (by the review) of the largest losses, reported apart."""


@dataclass(frozen=True, slots=True)
class Afresh:
    """One flagged card: the loss the review foretold, the gain realised, and the loss
    foretold afresh on free and on read samples (each file's lines in one source)."""

    results: str
    record: int
    moment: str
    trick: int
    foretold: float
    now: float
    """The loss the review foretells now, weighed again with its own seed."""
    realised: float
    free: float
    reading: float

    def line(self) -> str:
        return (
            f"{self.results}\t{self.record}\t{self.moment}\t{self.trick}\t{self.foretold:.4f}\t"
            f"{self.now:.4f}\t{self.realised:.4f}\t{self.free:.4f}\t{self.reading:.4f}\n"
        )

    @classmethod
    def parse(cls, line: str) -> Afresh:
        results, record, moment, trick, *figures = line.rstrip("\n").split("\t")
        foretold, now, realised, free, reading = (float(f) for f in figures)
        return cls(results, int(record), moment, int(trick), foretold, now, realised, free, reading)


def foretold_afresh(view: object, best: Play, chosen: Play, seed: int, *, read: bool) -> float:
    """The recommended card's mean margin less the chosen card's on :data:`FRESH` deals,
    sampled freely or (``read``) in proportion to how likely the adversary's exchange was."""
    deal = deal_of(view)
    strong = PiquetStrong(seed, samples=FRESH)
    weigher = reading_player(strong) if read else strong
    weighing = weigher.weigh_play(deal, [best, chosen], False, margin_only=True)
    if weighing is None:
        return float("nan")
    values = weighing.values(MarginUtility())
    return statistics.fmean(values[0]) - statistics.fmean(values[1])


def afresh(name: str, number: int, seed: int, stored: Sequence[Replayed]) -> list[Afresh]:
    """The flagged cards of one record foretold afresh both ways (a record's line with no
    figures, ``-``, when none could be found again). A line that kept its trick is found by
    it; one that did not, by its loss among the review's flagged cards of its kind."""
    base = seed * 1_000_003 + 11 * number
    text, actions = piquet_deal(base)
    record = parse_record(text)
    plan = plan_review(record, seed=seed)
    index = {move.line: i for i, move in enumerate(record.moves)}
    by_trick = {(r.about.trick, r.moment): r for r in stored if r.about is not None}
    by_loss = [r for r in stored if r.about is None]
    found: list[Afresh] = []
    for position, task in enumerate(plan.tasks):
        meeting = task[0]
        if not by_trick and not by_loss:
            break
        if not isinstance(meeting.chosen, Play):
            continue
        trick = trick_of(actions[: index[meeting.line]])
        kind = "lead" if deal_of(meeting.view).lead is None else "follow"
        if (trick, kind) not in by_trick and all(r.moment != kind for r in by_loss):
            continue
        judged = [[] if i != position else weigh_moment(task) for i in range(len(plan.tasks))]
        decisions = [d for d in plan.finish(judged).decisions if d.moment.value == kind]
        if not decisions or decisions[0].verdict not in FLAGGED:
            continue
        decision = decisions[0]
        row = by_trick.pop((trick, kind), None)
        if row is None:
            row = next(
                (
                    r
                    for r in by_loss
                    if r.moment == kind and abs(r.foretold - decision.points_lost) < 1e-3
                ),
                None,
            )
            if row is None:
                continue
            by_loss.remove(row)
        best = REPLAYERS[record.tag("Game")].parse(decision.best)
        if not isinstance(best, Play):
            continue
        seed_here = task[2] + 104_729
        free = foretold_afresh(meeting.view, best, meeting.chosen, seed_here, read=False)
        reading = foretold_afresh(meeting.view, best, meeting.chosen, seed_here, read=True)
        found.append(
            Afresh(
                name,
                number,
                kind,
                trick,
                row.foretold,
                decision.points_lost,
                row.realised,
                free,
                reading,
            )
        )
    return found or [Afresh(name, number, NONE, 0, 0.0, 0.0, 0.0, 0.0, 0.0)]


def report(rows: Sequence[Afresh]) -> None:
    """Realised less foretold, the review's loss and each way afresh, with 95% intervals (plain,
    and over the records, whose cards share a deal), over every card and over the largest
    losses the review foretold."""
    cards = [r for r in rows if r.moment != NONE]
    print(f"{len({(r.results, r.record) for r in rows})} records, {len(cards)} cards found again")
    for label, part in (
        ("all", cards),
        (f"review foretold {LARGE:g} or more", [r for r in cards if r.foretold >= LARGE]),
    ):
        if len(part) < 2:
            continue
        realised = statistics.fmean(r.realised for r in part)
        print(f"  {label} ({len(part)}): gain realised {realised:.3f}")
        ways: tuple[tuple[str, Callable[[Afresh], float]], ...] = (
            ("the review's loss", lambda r: r.foretold),
            ("afresh, sampled freely", lambda r: r.free),
            ("afresh, the exchange read", lambda r: r.reading),
        )
        for way, loss in ways:
            gap = mean_interval([r.realised - loss(r) for r in part])
            records: dict[tuple[str, int], list[float]] = defaultdict(list)
            for r in part:
                records[(r.results, r.record)].append(r.realised - loss(r))
            by_record = clustered_interval(list(records.values()))
            mean = statistics.fmean(loss(r) for r in part)
            print(
                f"    {way}: foretold {mean:.3f}; realised less foretold {gap.mean:+.3f} "
                f"(95% {gap.low:+.3f} to {gap.high:+.3f}; by record {by_record.low:+.3f} "
                f"to {by_record.high:+.3f})"
            )
        paired = mean_interval([r.free - r.reading for r in part])
        print(
            f"    freely less read {paired.mean:+.3f} (95% {paired.low:+.3f} to {paired.high:+.3f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, required=True, nargs="+")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", type=int, default=10_000, help="at most this many")
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: 1", flush=True)
    rows = (
        [Afresh.parse(line) for line in args.out.read_text(encoding="utf-8").splitlines()]
        if args.out.exists()
        else []
    )
    done = {(r.results, r.record) for r in rows}
    todo: list[tuple[str, int, list[Replayed]]] = []
    for path in args.results:
        stored: dict[int, list[Replayed]] = defaultdict(list)
        for row in read(path, "piquet", args.seed):
            if row.moment in CARD_PLAY:
                stored[row.record].append(row)
        todo.extend((path.name, n, stored[n]) for n in sorted(stored) if (path.name, n) not in done)
    for name, number, stored_rows in todo[: args.records]:
        found = afresh(name, number, args.seed, stored_rows)
        rows.extend(found)
        with args.out.open("a", encoding="utf-8") as out:
            out.writelines(r.line() for r in found)
        cards = sum(r.moment != NONE for r in found)
        print(f"{name} record {number}: {cards} of {len(stored_rows)} found", flush=True)
    report(rows)


if __name__ == "__main__":
    main()
