"""The typed actions of Écarté, with their short text form.

>>> parse_action("discard 7C 8D")
Discard(cards=(Card.parse('7C'), Card.parse('8D')))
>>> str(parse_action("stand")), str(parse_action("play KH"))
('stand', 'play KH')
>>> parse_action("propose now")
Traceback (most recent call last):
...
salon.ecarte.actions.ActionParseError: 'propose now' is not an Écarté action
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from salon.cards import CARDS_BY_INDEX, Card, CardParseError, format_cards, parse_cards
from salon.engine import pickle_by_fields


class ActionParseError(ValueError):
    """Text that is not an Écarté action."""


@dataclass(frozen=True, slots=True)
class CutForDeal:
    """Chance: the cards cut by seat 0 and seat 1; the higher Écarté card deals."""

    cards: tuple[Card, Card]

    def __str__(self) -> str:
        return f"cut {self.cards[0]} {self.cards[1]}"


@dataclass(frozen=True, slots=True)
class DealCards:
    """Chance: the pack in dealing order (the non-dealer's packet first)."""

    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + format_cards(self.order)


@dataclass(frozen=True, slots=True)
class Stand:
    """The non-dealer plays without proposing: "I play." """

    def __str__(self) -> str:
        return "stand"


@dataclass(frozen=True, slots=True)
class Propose:
    """ "I propose." (again: "Again.")"""

    def __str__(self) -> str:
        return "propose"


@dataclass(frozen=True, slots=True)
class Accept:
    """ "How many?" """

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Refuse:
    """ "I refuse." — the hands are played as they are."""

    def __str__(self) -> str:
        return "refuse"


@dataclass(frozen=True, slots=True, eq=False)
class Discard:
    """Put out these cards face down (and take as many from the stock): the same cards named in
    any order are the same discard.

    >>> from salon.cards import parse_cards
    >>> Discard(parse_cards("7C 8D")) == Discard(parse_cards("8D 7C"))
    True
    """

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "discard " + format_cards(self.cards)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Discard):
            return NotImplemented
        return frozenset(self.cards) == frozenset(other.cards)

    def __hash__(self) -> int:
        return hash(frozenset(self.cards))


@dataclass(frozen=True, slots=True)
class MarkKing:
    """ "I mark the king": announce the king of trumps and score one."""

    def __str__(self) -> str:
        return "mark-king"


@dataclass(frozen=True, slots=True)
class Play:
    """Lead or play a card."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


PLAYS: Final = tuple(Play(card) for card in CARDS_BY_INDEX)
"""One Play action per card, by its index, shared so that legal moves are cheap to list."""


@dataclass(frozen=True, slots=True)
class ThrowDown:
    """Throw down the cards, giving up the deal (Law XXV: lose one, or two with no trick)."""

    def __str__(self) -> str:
        return "throw-down"


@dataclass(frozen=True, slots=True)
class ClaimPoint:
    """Throw down the cards claiming the point: allowed only when it cannot be lost."""

    def __str__(self) -> str:
        return "claim"


EcarteAction = (
    CutForDeal
    | DealCards
    | Stand
    | Propose
    | Accept
    | Refuse
    | Discard
    | MarkKing
    | Play
    | ThrowDown
    | ClaimPoint
)

_SIMPLE: dict[str, EcarteAction] = {
    "stand": Stand(),
    "propose": Propose(),
    "accept": Accept(),
    "refuse": Refuse(),
    "mark-king": MarkKing(),
    "throw-down": ThrowDown(),
    "claim": ClaimPoint(),
}


def parse_action(text: str) -> EcarteAction:
    """Read an action from its text form."""
    words = text.split()
    if not words:
        raise ActionParseError("an empty line is not an action")
    head, rest = words[0].lower(), words[1:]
    if head in _SIMPLE and not rest:
        return _SIMPLE[head]
    try:
        if head == "deal" and rest:
            return DealCards(parse_cards(" ".join(rest)))
        if head == "discard" and rest:
            return Discard(parse_cards(" ".join(rest)))
        if head == "play" and len(rest) == 1:
            return PLAYS[Card.parse(rest[0]).index]  # shared: a game holds dozens of plays
        if head == "cut" and len(rest) == 2:
            first, second = parse_cards(" ".join(rest))
            return CutForDeal((first, second))
    except CardParseError as error:
        raise ActionParseError(f"{text!r}: {error}") from None
    raise ActionParseError(f"{text!r} is not an Écarté action")


pickle_by_fields(globals())
