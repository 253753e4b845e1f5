"""``salon score piquet``: the scoring card of a partie played with a real pack.

The players tell each deal class by class, in the order of precedence; salon checks what they
tell against the laws, counts it (the repique, the pique, the cards, capot), writes it on the
scoring card and reckons the partie with its ties and rubicon. A deal may be told again until
the next one is written (Law 32: errors in counting may be rectified before the player in
error has seen his next hand). Each deal is saved as it is written, so a partie can be resumed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from salon.invocation import program_name
from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.piquet.scorecard import ScoringCard
from salon.piquet.settlement import PartieError, dealer_of
from salon.piquet.told import (
    DealCount,
    DealTold,
    PlayTold,
    PointTold,
    SequencesTold,
    SetsTold,
    ToldError,
    count_told,
    needs_pique_question,
)
from salon.piquet.told_words import parse_sequences, parse_sets

T = TypeVar("T")


class Stopped(Exception):
    """The players stopped before the partie ended (end of input)."""


class Again(Exception):
    """The players asked to tell the last deal again."""


def add_score_parser(sub: Any) -> None:
    score = sub.add_parser(
        "score", help="keep the scoring card of a game played with real cards, by the laws"
    )
    score.add_argument("game", choices=["piquet"], help="the game at the table")
    score.add_argument("--names", nargs=2, metavar=("FIRST", "SECOND"), default=["A", "B"])
    score.add_argument("--rules", default="rubicon", help="a preset or options (as `salon play`)")
    score.add_argument("--save", type=Path, default=None, help="keep the card in this file")
    score.add_argument("--resume", type=Path, default=None, help="go on with a saved card")


@dataclass
class PiquetScorer:
    """The partie as told so far: who deals first, the rules, and each deal told."""

    names: tuple[str, str]
    first_dealer: int
    rules: PiquetRules = field(default_factory=PiquetRules)
    deals: list[DealTold] = field(default_factory=list)

    @property
    def card(self) -> ScoringCard:
        return ScoringCard(self.first_dealer, self.names, deals=tuple(self.seat_points()))

    def roles(self, index: int) -> tuple[int, int]:
        """The seats of elder and younger in the deal at this index."""
        dealer = dealer_of(index, first_dealer=self.first_dealer)
        return 1 - dealer, dealer

    def seat_points(self) -> list[tuple[int, int]]:
        points = []
        for index, told in enumerate(self.deals):
            elder_seat, _ = self.roles(index)
            elder, younger = count_told(told, self.rules).points
            points.append((elder, younger) if elder_seat == 0 else (younger, elder))
        return points

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "piquet",
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "rules": self.rules.to_text(),
            "deals": [_told_to_json(t) for t in self.deals],
        }


def _told_to_json(told: DealTold) -> dict[str, Any]:
    def role(r: Role | None) -> int | None:
        return None if r is None else int(r)

    return {
        "carte_blanche": list(told.carte_blanche),
        "point": [role(told.point.scorer), told.point.cards, told.point.making],
        "sequences": [role(told.sequences.scorer), list(told.sequences.lengths)],
        "sets": [role(told.sets.scorer), [[int(r), n] for r, n in told.sets.sets]],
        "play": [list(told.play.points), list(told.play.tricks)],
        "elder_thirty_first": told.elder_thirty_first,
    }


def _told_from_json(data: dict[str, Any]) -> DealTold:
    from salon.cards import Rank

    def role(value: Any) -> Role | None:
        return None if value is None else Role(int(value))

    point, sequences, sets, play = data["point"], data["sequences"], data["sets"], data["play"]
    return DealTold(
        carte_blanche=(bool(data["carte_blanche"][0]), bool(data["carte_blanche"][1])),
        point=PointTold(role(point[0]), int(point[1]), point[2]),
        sequences=SequencesTold(role(sequences[0]), tuple(int(n) for n in sequences[1])),
        sets=SetsTold(role(sets[0]), tuple((Rank(int(r)), int(n)) for r, n in sets[1])),
        play=PlayTold((int(play[0][0]), int(play[0][1])), (int(play[1][0]), int(play[1][1]))),
        elder_thirty_first=data.get("elder_thirty_first"),
    )


def load_scorer(path: Path) -> PiquetScorer:
    """A saved card, every deal checked again; :class:`ValueError` says what is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        scorer = PiquetScorer(
            names=(str(data["names"][0]), str(data["names"][1])),
            first_dealer=int(data["first_dealer"]),
            rules=PiquetRules.from_text(str(data.get("rules", "rubicon"))),
            deals=[_told_from_json(d) for d in data["deals"]],
        )
        scorer.card  # noqa: B018 -- counts and checks every deal
    except (OSError, KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"{path}: not a scoring card salon can read ({error})") from None
    return scorer


def run_score(args: argparse.Namespace, ask: Callable[[str], str] = input) -> int:
    try:
        scorer = _start(args, ask)
        while not scorer.card.progress.is_over:
            _tell_next_deal(scorer, ask, args.save)
    except Stopped:
        if args.save is not None:
            print(f"\nStopped. Go on with: {program_name()} score piquet --resume {args.save}")
        else:
            print("\nStopped.")
        return 0
    except ValueError as error:
        print(f"{program_name()} score: {error}", file=sys.stderr)
        return 1
    print(scorer.card.render())
    return 0


def _start(args: argparse.Namespace, ask: Callable[[str], str]) -> PiquetScorer:
    if args.resume is not None:
        scorer = load_scorer(args.resume)
        args.save = args.save or args.resume
        print(scorer.card.render())
        return scorer
    names = (args.names[0], args.names[1])
    if names[0] == names[1]:
        raise ValueError("the two players need different names")
    rules = PiquetRules.from_text(args.rules)
    first = _ask(ask, f"Who deals first, {names[0]} or {names[1]}? ", _one_of(names))
    return PiquetScorer(names=names, first_dealer=first, rules=rules)


def _tell_next_deal(scorer: PiquetScorer, ask: Callable[[str], str], save: Path | None) -> None:
    index = len(scorer.deals)
    elder_seat, younger_seat = scorer.roles(index)
    names = (scorer.names[elder_seat], scorer.names[younger_seat])
    print(f"\nDeal {index + 1}: {names[1]} deals, {names[0]} is elder.")
    try:
        told = _tell_deal(names, scorer.rules, ask, may_go_back=index > 0)
    except Again:
        told_again = _tell_deal(
            (scorer.names[1 - elder_seat], scorer.names[1 - younger_seat]),
            scorer.rules,
            ask,
            may_go_back=False,
            heading=f"Deal {index} told again.",
        )
        scorer.deals[-1] = told_again
        _save(scorer, save)
        return
    scorer.deals.append(told)
    try:
        scorer.card  # noqa: B018 -- the card checks the partie as a whole
    except PartieError as error:
        scorer.deals.pop()
        print(f"Not written: {error}")
        return
    _save(scorer, save)
    print(scorer.card.render())


def _tell_deal(
    names: tuple[str, str],
    rules: PiquetRules,
    ask: Callable[[str], str],
    *,
    may_go_back: bool,
    heading: str = "",
) -> DealTold:
    if heading:
        print(heading)
    while True:
        back = " (or 'back' to tell the last deal again)" if may_go_back else ""
        blanche = _ask(
            ask, f"Carte blanche? none, {names[0]}, {names[1]}{back}: ", _who(names, may_go_back)
        )
        point = _tell_point(names, ask)
        sequences = _tell_class(names, ask, "Sequences", parse_sequences, SequencesTold)
        sets = _tell_class(names, ask, "Quatorzes and trios", parse_sets, SetsTold)
        play = _tell_play(names, ask)
        told = DealTold(
            play=play,
            point=point,
            sequences=sequences,
            sets=sets,
            carte_blanche=(blanche is Role.ELDER, blanche is Role.YOUNGER),
        )
        try:
            if needs_pique_question(told, rules):
                answer = _ask(
                    ask,
                    f"Did {names[0]} reach thirty before {names[1]} scored in play? y/n: ",
                    _yes_no,
                )
                told = replace(told, elder_thirty_first=answer)
            count = count_told(told, rules)
        except ToldError as error:
            print(f"That cannot be: {error}. Tell the deal again.")
            continue
        print(_count_words(count, names))
        if _ask(ask, "Write it on the card? y/n: ", _yes_no):
            return told


def _tell_point(names: tuple[str, str], ask: Callable[[str], str]) -> PointTold:
    who = _ask(ask, f"Point: {names[0]}, {names[1]}, equal or none? ", _scorer(names))
    if who is None:
        return PointTold(None)
    cards = _ask(ask, "  Of how many cards? ", _number(1, 12))
    making = _ask(ask, "  Making how many? (Enter if not said) ", _optional_number)
    return PointTold(who, cards, making)


def _tell_class(
    names: tuple[str, str],
    ask: Callable[[str], str],
    label: str,
    parse: Callable[[str], Any],
    told: Any,
) -> Any:
    who = _ask(ask, f"{label}: {names[0]}, {names[1]}, equal or none? ", _scorer(names))
    if who is None:
        return told(None)
    example = "quint, tierce" if told is SequencesTold else "fourteen aces, three kings"
    return told(who, _ask(ask, f"  Which? (as '{example}') ", parse))


def _tell_play(names: tuple[str, str], ask: Callable[[str], str]) -> PlayTold:
    elder = _ask(ask, f"Play: {names[0]}'s points in play? ", _number(0, 34))
    younger = _ask(ask, f"  {names[1]}'s points in play? ", _number(0, 34))
    tricks = _ask(ask, f"  Tricks won by {names[0]}? ", _number(0, 12))
    return PlayTold((elder, younger), (tricks, 12 - tricks))


def _count_words(count: DealCount, names: tuple[str, str]) -> str:
    lines = [f"  {names[role]}: {words}, {points}" for role, words, points in count.lines]
    total = f"{names[0]} {count.points[0]}, {names[1]} {count.points[1]}."
    return "\n".join([*lines, total])


def _save(scorer: PiquetScorer, path: Path | None) -> None:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(scorer.to_json(), indent=1), encoding="utf-8")


def _ask(ask: Callable[[str], str], prompt: str, read: Callable[[str], T]) -> T:
    while True:
        try:
            answer = ask(prompt)
        except EOFError:
            raise Stopped from None
        try:
            return read(answer.strip())
        except (ToldError, ValueError) as error:
            print(f"  {error}")


def _one_of(names: tuple[str, str]) -> Callable[[str], int]:
    def read(text: str) -> int:
        for seat, name in enumerate(names):
            if text.lower() == name.lower():
                return seat
        raise ValueError(f"say {names[0]} or {names[1]}")

    return read


def _scorer(names: tuple[str, str]) -> Callable[[str], Role | None]:
    def read(text: str) -> Role | None:
        if text.lower() in ("equal", "none", "nobody", ""):
            return None
        return Role(_one_of(names)(text))

    return read


def _who(names: tuple[str, str], may_go_back: bool) -> Callable[[str], Role | None]:
    def read(text: str) -> Role | None:
        if may_go_back and text.lower() == "back":
            raise Again
        return _scorer(names)(text)

    return read


def _number(low: int, high: int) -> Callable[[str], int]:
    def read(text: str) -> int:
        if not text.isdigit() or not low <= int(text) <= high:
            raise ValueError(f"say a number from {low} to {high}")
        return int(text)

    return read


def _optional_number(text: str) -> int | None:
    return None if not text else _number(1, 99)(text)


def _yes_no(text: str) -> bool:
    if text.lower() in ("y", "yes"):
        return True
    if text.lower() in ("n", "no"):
        return False
    raise ValueError("say y or n")
