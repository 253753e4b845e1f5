"""Elder's margin in the deals of parties between strong players, and the partie's chance of
winning at the start of each deal against whether the partie was won: the figures behind
``salon.agents.piquet.deal_margins.ELDER_MARGINS``, and the check of the chance model that uses
them (:mod:`salon.agents.piquet.partie_chance`) against the normal model of ``DEAL_SCORES``.

The parties are those of ``analysis_chance_calibration.py --game piquet`` (record ``n`` played
from seed ``--seed`` + ``n``). Run in parts: each record's deals are appended to ``--results``
and a record found there is not played again; ``--records 0`` only reports on the file;
``--margins`` prints the margins of the records from ``--first`` for the table.

    nice scripts/run python benchmarks/partie_deal_margins.py --first 56 --records 100 \
        --results benchmarks/results/partie-deal-starts.tsv
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass
from pathlib import Path

from calibration_figures import bin_line, chance_bins
from played import play_records
from salon.agents.piquet.partie_chance import partie_chance
from salon.agents.piquet.utility import PartieUtility, expected_final, winning_value
from salon.piquet.actions import Role
from salon.piquet.partie import Partie
from salon.records import parse_record
from salon.replay import replay_steps


@dataclass(frozen=True, slots=True)
class Start:
    """The start of one deal: A's role and lead, elder's margin in it, whether A won."""

    record: int
    deal: int
    role: Role
    lead: int
    elder_margin: int
    won: float

    def line(self) -> str:
        return (
            f"{self.record}\t{self.deal}\t{self.role.name}\t{self.lead}\t{self.elder_margin}"
            f"\t{self.won:g}\n"
        )

    @classmethod
    def parse(cls, line: str) -> Start:
        record, deal, role, lead, margin, won = line.split("\t")
        return cls(int(record), int(deal), Role[role], int(lead), int(margin), float(won))


def starts_of(number: int, text: str) -> list[Start]:
    """Each deal's start in one partie's record."""
    steps = replay_steps(parse_record(text))
    partie = next(steps)
    assert isinstance(partie, Partie)
    seen: list[tuple[int, Role, int]] = []
    for _move in steps:
        if partie.deal is not None and len(partie.deal_scores) == len(seen):
            view = partie.view(0)
            assert view.deal is not None, "a deal is in play"
            seen.append((len(seen), view.deal.role, view.totals[0] - view.totals[1]))
    won = winning_value(*partie.totals)
    found = []
    for deal, role, lead in seen:
        a, b = partie.deal_scores[deal]
        found.append(Start(number, deal, role, lead, a - b if role is Role.ELDER else b - a, won))
    return found


def chances(start: Start, deals: int = 6) -> tuple[float, float]:
    """A's chance at the start of the deal: by the measured margins, by the normal model."""
    future = tuple(
        (start.role if later % 2 == 0 else start.role.other, 1)
        for later in range(deals - start.deal)
    )
    measured = PartieUtility(start.lead, 0, 0, future, chance=True).value(0, 0)
    return measured, expected_final(start.lead, 0, future, winning_value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--results", type=Path, required=True)
    parser.add_argument("--margins", action="store_true")
    args = parser.parse_args()
    done = read(args.results)
    seen = {start.record for start in done}
    for number in range(args.first, args.first + args.records):
        if number in seen:
            continue
        [text] = play_records("piquet", ("strong", "strong"), 1, args.seed + number)
        found = starts_of(number, text)
        with args.results.open("a", encoding="utf-8") as out:
            out.writelines(start.line() for start in found)
        done.extend(found)
        print(f"record {number}: {len(found)} deals", flush=True)
    last = args.first + args.records if args.records else None
    done = [s for s in done if s.record >= args.first and (last is None or s.record < last)]
    report(done)
    if args.margins:
        print(tuple(sorted(start.elder_margin for start in done)))


def read(path: Path) -> list[Start]:
    if not path.exists():
        return []
    return [Start.parse(line) for line in path.read_text(encoding="utf-8").splitlines()]


def report(done: list[Start]) -> None:
    margins = [start.elder_margin for start in done]
    records = sorted({start.record for start in done})
    print(
        f"{len(done)} deals of {len(records)} parties: elder's margin mean "
        f"{statistics.fmean(margins):+.2f}, sd {statistics.stdev(margins):.2f}, median "
        f"{statistics.median(margins):+g}"
    )
    print("the leader's chance, by the measured margins and by the normal model:")
    for count in (1, 2, 3):
        for role in Role:
            roles = tuple((role if later % 2 == 0 else role.other, 1) for later in range(count))
            both = [
                f"{lead}: {partie_chance(lead, roles):.3f} / "
                f"{expected_final(lead, 0, roles, winning_value):.3f}"
                for lead in (10, 20, 30, 40, 60)
            ]
            print(f"  {count} deal(s) to come, {role.word} in the next: " + ", ".join(both))
    numbers = [start.record for start in done]
    for name, which in (("measured margins", 0), ("normal model", 1)):
        pairs = [(chances(start)[which], start.won) for start in done]
        brier = statistics.fmean((c - w) ** 2 for c, w in pairs)
        print(f"A's chance at the start of each deal, {name}: Brier score {brier:.4f}")
        for one in chance_bins(pairs, records=numbers):
            print(bin_line(one))


if __name__ == "__main__":
    main()
