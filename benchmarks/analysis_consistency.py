"""Consistency of the analysis: does playing its recommendation instead of a flagged mistake
gain, on average, what it said the mistake lost?

Plays Piquet deals (each alone: a deal's score is its margin) or Écarté games between two
players of the rules of thumb, and reviews each record as ``salon review`` does (full depth,
or ``--quick``). Wherever a choice is graded a mistake or a blunder, the record is taken back
to that moment twice — once with the choice made, once with the recommendation — and played
to its end from the true cards by two strong players (the same seeds both times: at Écarté to
the end of the game, the deals to come shuffled alike). The gain realised for the hand that
chose (in the deal's points, and in deals or games won) is set against the loss the analysis
foretold, overall and by kind of decision. Prints the core count.

Each record is fixed by its number and the seed, so a long run may be done in parts: every
record's flagged decisions are appended to ``--results`` as they come (a record with none
leaves a line saying so), records found there are not played again, and the report covers
every record in the file with this game and seed::

    nice scripts/run python benchmarks/analysis_consistency.py --game piquet --records 400 \
        --jobs 2 --results benchmarks/results/consistency-piquet.tsv
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from calibration_figures import Mean, by_kind, mean_interval
from played import deal_record
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.utility import winning_value
from salon.analysis.review import review_record
from salon.analysis.verdicts import Verdict
from salon.ecarte.actions import DealCards as EcarteDeal
from salon.ecarte.actions import Play as EcartePlay
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.piquet.actions import DealCards as PiquetDeal
from salon.piquet.actions import Play as PiquetPlay
from salon.piquet.actions import Role
from salon.piquet.deal import Deal
from salon.records import parse_record
from salon.replay import REPLAYERS, ecarte_record

FLAGGED = (Verdict.MISTAKE, Verdict.BLUNDER)
NONE = "-"
"""The moment written for a record in which nothing was flagged."""


@dataclass(frozen=True, slots=True)
class About:
    """What the review said of a flagged decision beyond its loss, to see where the losses
    foretold and realised part: its grade, the trick it was made in, the samples it was
    weighed on, the standard error of its loss, and the points the recommendation gains over
    the choice with every card seen (a card played; else none)."""

    grade: str
    trick: int
    samples: int
    spread: float
    seen_gain: float | None

    def fields(self) -> str:
        seen = NONE if self.seen_gain is None else f"{self.seen_gain:.4f}"
        return f"\t{self.grade}\t{self.trick}\t{self.samples}\t{self.spread:.4f}\t{seen}"

    @classmethod
    def parse(cls, fields: Sequence[str]) -> About:
        grade, trick, samples, spread, seen = fields
        gain = None if seen == NONE else float(seen)
        return cls(grade, int(trick), int(samples), float(spread), gain)


@dataclass(frozen=True, slots=True)
class Replayed:
    """One flagged decision: the loss foretold and the gain the recommendation realised, in
    the deal's points and in the chance of winning (the deal alone, or the Écarté game)."""

    game: str
    seed: int
    record: int
    moment: str
    foretold: float
    realised: float
    foretold_chance: float
    realised_chance: float
    about: About | None = None
    """What else the review said of it (files written before it was kept have none)."""

    def line(self) -> str:
        about = "" if self.about is None else self.about.fields()
        return (
            f"{self.game}\t{self.seed}\t{self.record}\t{self.moment}\t{self.foretold:.4f}\t"
            f"{self.realised:.4f}\t{self.foretold_chance:.4f}\t{self.realised_chance:.4f}"
            f"{about}\n"
        )


def piquet_deal(base: int) -> tuple[str, list[Any]]:
    """A Piquet deal played alone by two players of the rules of thumb."""
    return deal_record(("thumb", "thumb"), base)


def ecarte_game(base: int) -> tuple[str, list[Any]]:
    """An Écarté game between two players of the rules of thumb: its record and every
    action."""
    game = EcarteGame()
    seats = (EcarteRulesOfThumb(), EcarteRulesOfThumb())
    for seat in turns(game, random.Random(base)):
        view = game.view(seat)
        game.apply(seats[seat].choose(view, view.legal))
    return ecarte_record(game), [entry.action for entry in game.log]


def piquet_after(actions: Sequence[Any], seat: int, seed: int) -> tuple[float, float]:
    """For ``seat`` (elder 0), the margin of the deal replayed through ``actions`` and then
    played to its end by two strong players, and whether it was won (a half if drawn)."""
    deal = Deal()
    for action in actions:
        deal.apply(action)
    players = (PiquetStrong(seed), PiquetStrong(seed + 1))
    while not deal.is_terminal:
        actor = deal.to_act
        assert isinstance(actor, Role)
        view = deal.view(actor)
        deal.apply(players[actor].choose(view, view.legal))
    role = Role(seat)
    mine, theirs = deal.scores[role], deal.scores[role.other]
    return float(mine - theirs), winning_value(mine, theirs)


def ecarte_after(actions: Sequence[Any], seat: int, seed: int) -> tuple[float, float]:
    """For ``seat``, the margin of the deal in which the last of ``actions`` was made, the
    game then played to its end by two strong players, and whether the game was won."""
    game = EcarteGame()
    for action in actions:
        game.apply(action)
    deal = len(game.deal_points)
    players = (EcarteStrong(seed), EcarteStrong(seed + 1))
    for each in turns(game, random.Random(seed)):
        view = game.view(each)
        game.apply(players[each].choose(view, view.legal))
    points = game.deal_points[deal]
    return float(points[seat] - points[1 - seat]), 1.0 if game.winner == seat else 0.0


def trick_of(actions: Sequence[Any]) -> int:
    """The trick the next card of the deal under way falls in (the first until a card is
    played)."""
    played = 0
    for action in actions:
        if isinstance(action, PiquetDeal | EcarteDeal):
            played = 0
        elif isinstance(action, PiquetPlay | EcartePlay):
            played += 1
    return played // 2 + 1


GAMES: dict[str, tuple[Callable[[int], tuple[str, list[Any]]], Callable[..., Any]]] = {
    "piquet": (piquet_deal, piquet_after),
    "ecarte": (ecarte_game, ecarte_after),
}


def one_record(game: str, number: int, seed: int, quick: bool) -> list[Replayed]:
    """Every flagged decision of one record, replayed both ways."""
    base = seed * 1_000_003 + 11 * number
    play, after = GAMES[game]
    text, actions = play(base)
    record = parse_record(text)
    parse = REPLAYERS[record.tag("Game")].parse
    index = {move.line: i for i, move in enumerate(record.moves)}
    review = review_record(record, quick=quick, jobs=1)
    found = []
    for decision in review.decisions:
        if decision.verdict not in FLAGGED:
            continue
        i = index[decision.line]
        try:
            best = parse(decision.best)
        except ValueError:
            continue  # a recommendation no move of a record says (the king left unmarked)
        lines = {o.action: o for o in decision.options}
        chosen, recommended = lines[decision.chosen], lines[decision.best]
        seen = None
        if recommended.all_seen is not None and chosen.all_seen is not None:
            seen = recommended.all_seen - chosen.all_seen
        about = About(
            decision.verdict.value, trick_of(actions[:i]), decision.samples, chosen.spread, seen
        )
        made = after(actions[: i + 1], decision.seat, base + 5)
        recommended = after([*actions[:i], best], decision.seat, base + 5)
        found.append(
            Replayed(
                game,
                seed,
                number,
                decision.moment.value,
                decision.points_lost,
                recommended[0] - made[0],
                decision.chance_lost,
                recommended[1] - made[1],
                about,
            )
        )
    return found or [Replayed(game, seed, number, NONE, 0.0, 0.0, 0.0, 0.0)]


def read(path: Path | None, game: str, seed: int) -> list[Replayed]:
    """The lines of a results file for this game and seed (a record's "none" line too)."""
    if path is None or not path.exists():
        return []
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) in (8, 13) and fields[0] == game and int(fields[1]) == seed:
            foretold, realised, foretold_chance, realised_chance = (float(f) for f in fields[4:8])
            about = About.parse(fields[8:]) if len(fields) == 13 else None
            record, moment = int(fields[2]), fields[3]
            found.append(
                Replayed(
                    game,
                    seed,
                    record,
                    moment,
                    foretold,
                    realised,
                    foretold_chance,
                    realised_chance,
                    about,
                )
            )
    return found


def summary(rows: Sequence[Replayed]) -> list[tuple[str, int, float, float, Mean, Mean]]:
    """For all the flagged decisions and each kind of decision: how many, the mean loss
    foretold and gain realised in points, realised less foretold in points and in the chance
    of winning, each with its 95% interval. A group of fewer than two is left out."""
    flagged = [r for r in rows if r.moment != NONE]
    groups = {"all": flagged, **by_kind(flagged, lambda r: r.moment)}
    table = []
    for name, here in groups.items():
        if len(here) < 2:
            continue
        table.append(
            (
                name,
                len(here),
                sum(r.foretold for r in here) / len(here),
                sum(r.realised for r in here) / len(here),
                mean_interval([r.realised - r.foretold for r in here]),
                mean_interval([r.realised_chance - r.foretold_chance for r in here]),
            )
        )
    return table


def report(rows: Sequence[Replayed], game: str) -> None:
    records = len({r.record for r in rows})
    unit = "deals of Piquet" if game == "piquet" else "games of Écarté"
    print(f"{records} {unit} of thumb against thumb:")
    for name, count, foretold, realised, points, chance in summary(rows):
        print(
            f"  {name}: {count} mistakes and blunders, loss foretold {foretold:.3f} points, "
            f"gain realised {realised:.3f}; realised less foretold {points.mean:+.3f} "
            f"(95% {points.low:+.3f} to {points.high:+.3f}); in the chance of winning "
            f"{chance.mean:+.4f} (95% {chance.low:+.4f} to {chance.high:+.4f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=tuple(GAMES), default="piquet")
    parser.add_argument("--records", "--deals", type=int, default=40)
    parser.add_argument("--first", type=int, default=0, help="the first record's number")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="review at the quick depth")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--results", type=Path, help="keep every record's figures here")
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: {args.jobs}", flush=True)
    rows = read(args.results, args.game, args.seed)
    done = {r.record for r in rows}
    numbers = [n for n in range(args.first, args.first + args.records) if n not in done]
    if done:
        print(f"{len(done)} records already in {args.results}", flush=True)
    count = len(numbers)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        found = pool.map(
            one_record, [args.game] * count, numbers, [args.seed] * count, [args.quick] * count
        )
        for number, replayed in zip(numbers, found, strict=True):
            rows.extend(replayed)
            if args.results is not None:
                with args.results.open("a", encoding="utf-8") as out:
                    out.writelines(r.line() for r in replayed)
            flagged = sum(r.moment != NONE for r in replayed)
            print(f"record {number}: {flagged} flagged", flush=True)
    report(rows, args.game)


if __name__ == "__main__":
    main()
