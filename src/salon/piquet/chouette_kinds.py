"""The parts of a chouette sitting: the roles, the line-up and its rotation, the actions
(the cut, a partie recorded, the rising) and the lines of its card, kept in tens."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.cards import Card
from salon.piquet.settlement import PartieResult


class ChouetteRole(Enum):
    SINGLE = "plays alone"
    PARTNER = "plays for the two"
    ADVISER = "advises"


class ChouetteOutcome(Enum):
    """How a partie ended, from the single player's side."""

    SINGLE_WINS = "wins"
    SINGLE_LOSES = "loses"
    DRAWN = "draws"


SINGLE_WINS: Final = ChouetteOutcome.SINGLE_WINS
SINGLE_LOSES: Final = ChouetteOutcome.SINGLE_LOSES


class ChouetteEventKind(Enum):
    CUT = "cut"
    EQUAL_CUT = "equal cut"
    PARTIE = "partie"
    RISE = "rise"


def to_tens(points: int) -> int:
    """A partie's value in tens: units six to nine raise the tens, one to five are dropped.

    >>> to_tens(416), to_tens(141), to_tens(125), to_tens(126)
    (42, 14, 12, 13)
    """
    if points < 0:
        raise ValueError(f"a partie's value cannot be negative ({points})")
    return (points + 4) // 10


@dataclass(frozen=True, slots=True)
class LineUp:
    """Who plays alone, who plays for the two, and who advises him (seats 0-2)."""

    single: int
    partner: int
    adviser: int

    def __post_init__(self) -> None:
        if sorted((self.single, self.partner, self.adviser)) != [0, 1, 2]:
            raise ValueError(f"a line-up puts seats 0, 1 and 2 in one role each, not {self}")

    def role(self, seat: int) -> ChouetteRole:
        if seat == self.single:
            return ChouetteRole.SINGLE
        if seat == self.partner:
            return ChouetteRole.PARTNER
        if seat == self.adviser:
            return ChouetteRole.ADVISER
        raise ValueError(f"a chouette seat is 0, 1 or 2, not {seat!r}")

    def after(self, outcome: ChouetteOutcome) -> LineUp:
        """The line-up for the next partie.

        >>> LineUp(0, 1, 2).after(SINGLE_WINS)
        LineUp(single=0, partner=2, adviser=1)
        >>> LineUp(0, 1, 2).after(SINGLE_LOSES)
        LineUp(single=1, partner=2, adviser=0)
        """
        if outcome is ChouetteOutcome.SINGLE_LOSES:
            return LineUp(single=self.partner, partner=self.adviser, adviser=self.single)
        # A drawn partie is no loss: the single player keeps his place.
        return LineUp(single=self.single, partner=self.adviser, adviser=self.partner)


@dataclass(frozen=True, slots=True)
class Cut:
    """The chance step: the card each seat cuts, in seat order."""

    cards: tuple[Card, Card, Card]

    def __str__(self) -> str:
        return "Cut(" + " ".join(str(card) for card in self.cards) + ")"


@dataclass(frozen=True, slots=True)
class RecordPartie:
    """A finished partie: its outcome for the single player and its value in points.
    ``last``: the sitting's last partie, after which the players rise, so nobody is said to
    play the next."""

    outcome: ChouetteOutcome
    points: int
    last: bool = False

    @classmethod
    def from_result(cls, result: PartieResult, *, single: int, last: bool = False) -> RecordPartie:
        """Read a two-handed result in which the single player sat at ``single`` (0 or 1)."""
        if result.winner is None:
            return cls(ChouetteOutcome.DRAWN, 0, last)
        won = result.winner == single
        return cls(SINGLE_WINS if won else SINGLE_LOSES, result.points_won, last)


@dataclass(frozen=True, slots=True)
class Rise:
    """The players rise: the chouette is over and is settled."""


ChouetteAction = Cut | RecordPartie | Rise


@dataclass(frozen=True, slots=True)
class ChouettePartie:
    """One line of the chouette card: who played, the outcome, and every balance after it."""

    line_up: LineUp
    outcome: ChouetteOutcome
    points: int
    tens: int
    changes: tuple[int, int, int]
    balances: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class ChouetteView:
    """What a seat sees: everything at chouette is public."""

    seat: int
    names: tuple[str, str, str]
    line_up: LineUp | None
    parties: tuple[ChouettePartie, ...]
    balances_in_tens: tuple[int, int, int]
    is_over: bool
