"""A partie scored with real cards as a game record (``[Game "Piquet scoring card"]``): one
line a deal, said by its dealer, in a few words that read back exactly, so that
``salon replay`` counts every deal again and checks who dealt it.

>>> told = parse_told("told point elder 5 49 sequences elder 4 sets younger 4x10,3x12 "
...                   "play 9 6 tricks 7 5")
>>> format_told(told)
'told blanche none point elder 5 49 sequences elder 4 sets younger 4x10,3x12 play 9 6 tricks 7 5'
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from salon.cards import Rank
from salon.piquet.actions import Role
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import PartieError
from salon.piquet.told import DealTold, PlayTold, PointTold, SequencesTold, SetsTold, ToldError
from salon.piquet.told_card import PiquetScorer
from salon.piquet.told_short import ShortTold
from salon.records import format_record

GAME = "Piquet scoring card"
LETTERS = ("A", "B")
_WHO = {"elder": Role.ELDER, "younger": Role.YOUNGER, "none": None}
_BLANCHE = {
    "none": (False, False),
    "elder": (True, False),
    "younger": (False, True),
    "both": (True, True),
}


def _who(role: Role | None) -> str:
    return "none" if role is None else role.word


def format_told(told: DealTold) -> str:
    """A told deal in the record's words (elder and younger by their roles)."""
    blanche = next(k for k, v in _BLANCHE.items() if v == told.carte_blanche)
    words = ["told", "blanche", blanche, "point", _who(told.point.scorer)]
    if told.point.scorer is not None:
        words += [
            str(told.point.cards),
            "-" if told.point.making is None else str(told.point.making),
        ]
    words += ["sequences", _who(told.sequences.scorer)]
    if told.sequences.scorer is not None:
        words.append(",".join(map(str, told.sequences.lengths)) or "-")
    words += ["sets", _who(told.sets.scorer)]
    if told.sets.scorer is not None:
        words.append(",".join(f"{n}x{int(r)}" for r, n in told.sets.sets) or "-")
    words += ["play", *map(str, told.play.points), "tricks", *map(str, told.play.tricks)]
    if told.elder_thirty_first is not None:
        words += ["pique", "yes" if told.elder_thirty_first else "no"]
    if told.reckons_nothing is not None:
        words += ["penalty", told.reckons_nothing.word]
    for short in told.short:
        words += ["short", short.hand.word, str(short.without)]
    return " ".join(words)


def parse_told(text: str) -> DealTold:
    """A told deal from the record's words; :class:`ValueError` says what is wrong."""
    words = iter(text.split())
    if next(words, None) != "told":
        raise ValueError(f"{text!r} is not a deal told (told point ... play ... tricks ...)")
    fields: dict[str, Any] = {}
    try:
        for word in words:
            _read_field(word, words, fields)
        return DealTold(**fields)
    except (KeyError, StopIteration, TypeError, ValueError) as error:
        raise ValueError(f"{text!r} is not a deal told ({error!r})") from None


def _read_field(word: str, words: Iterator[str], fields: dict[str, Any]) -> None:
    if word == "blanche":
        fields["carte_blanche"] = _BLANCHE[next(words)]
    elif word == "point":
        who = _WHO[next(words)]
        if who is None:
            fields["point"] = PointTold(None)
        else:
            cards, making = int(next(words)), next(words)
            fields["point"] = PointTold(who, cards, None if making == "-" else int(making))
    elif word == "sequences":
        who = _WHO[next(words)]
        lengths = () if who is None else _numbers(next(words))
        fields["sequences"] = SequencesTold(who, lengths)
    elif word == "sets":
        who = _WHO[next(words)]
        sets = () if who is None else tuple(_set(part) for part in _parts(next(words)))
        fields["sets"] = SetsTold(who, sets)
    elif word == "play":
        points = (int(next(words)), int(next(words)))
        if next(words) != "tricks":
            raise ValueError("the tricks follow the points in play")
        fields["play"] = PlayTold(points, (int(next(words)), int(next(words))))
    elif word == "pique":
        fields["elder_thirty_first"] = {"yes": True, "no": False}[next(words)]
    elif word == "penalty":
        fields["reckons_nothing"] = _WHO[next(words)]
    elif word == "short":
        hand = _WHO[next(words)]
        if hand is None:
            raise ValueError("name the hand that played short")
        fields["short"] = (*fields.get("short", ()), ShortTold(hand, int(next(words))))
    else:
        raise ValueError(f"unknown word {word!r}")


def _parts(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in _parts(text))


def _set(text: str) -> tuple[Rank, int]:
    count, _, rank = text.partition("x")
    return Rank(int(rank)), int(count)


class ToldPartie:
    """A scored partie replayed from its record: each deal counted again, by its dealer."""

    def __init__(self, scorer: PiquetScorer) -> None:
        self.scorer = scorer

    @property
    def is_terminal(self) -> bool:
        return self.scorer.card.progress.is_over

    @property
    def dealer_letter(self) -> str:
        if self.is_terminal:
            return "nobody"
        return LETTERS[self.scorer.roles(len(self.scorer.deals))[1]]

    def apply(self, told: DealTold) -> None:
        """Write a deal on the card; :class:`ValueError` says why it could not have been."""
        self.scorer.deals.append(told)
        try:
            self.scorer.seat_points()
            self.scorer.card  # noqa: B018 -- the card checks the partie as a whole
        except (ToldError, PartieError) as error:
            self.scorer.deals.pop()
            raise ValueError(f"that deal cannot be: {error}") from None

    def report(self, names: tuple[str, str]) -> dict[str, Any]:
        card = self.scorer.card
        return {
            "game": GAME,
            "names": dict(zip(LETTERS, names, strict=True)),
            "finished": self.is_terminal,
            "deals": [{"A": a, "B": b} for a, b in card.deals],
            "standing": card.settlement_line,
            "text": card.render(),
        }


def start_told(tags: dict[str, str]) -> ToldPartie:
    """The empty card a record's tags describe: the rules, the names, the first dealer."""
    first = tags.get("FirstDealer", "A")
    if first not in LETTERS:
        raise ValueError(f"[FirstDealer] is A or B, not {first!r}")
    names = (tags.get("A", "A"), tags.get("B", "B"))
    rules = PiquetRules.from_text(tags.get("Rules", "rubicon"))
    return ToldPartie(PiquetScorer(names, LETTERS.index(first), rules))


def told_record(scorer: PiquetScorer) -> str:
    """The scored partie as a record; each deal's line says its count after ``;``."""
    tags = {
        "Game": GAME,
        "Rules": scorer.rules.to_text(),
        "A": scorer.names[0],
        "B": scorer.names[1],
        "FirstDealer": LETTERS[scorer.first_dealer],
    }
    moves = []
    for index, (told, points) in enumerate(zip(scorer.deals, scorer.seat_points(), strict=True)):
        dealer = LETTERS[scorer.roles(index)[1]]
        moves.append((dealer, format_told(told), f"A {points[0]}, B {points[1]}"))
    return format_record(tags, moves)
