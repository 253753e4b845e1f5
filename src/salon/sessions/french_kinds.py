"""What a French Écarté session (:mod:`salon.sessions.french`) is made of: its moments, the
gallery's pass and a player's resignation, the money on the table, the ledger's lines and
what one participant sees.

>>> move_text(Pass("Di")), move_text(Resign("Ann"))
('pass', 'resign')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.ecarte.french import Bet, Cover, Decline, FrenchEventKind
from salon.ecarte.game import EcarteView
from salon.sessions.actions import Advise, Chance, Counsel, Move
from salon.sessions.talk import Said
from salon.sessions.two_handed import OnlookerView

MOST_AT_TABLE: Final = 12
"""Two players and a gallery of up to ten."""

PURSE: Final = 20

BETS_ON_BOTH: Final = "bets on both"
"""The role of a rentrant with money on each player: by Law XXVIII he looks over neither
hand, advises neither player and plays out neither's game."""


class FrenchPhase(Enum):
    BETS = "the gallery bets"
    TAKING = "the players take"
    COVERING = "the gallery covers"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Pass:
    """A rentrant lays no bet, or covers nothing, in his turn."""

    by: str

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Resign:
    """A player gives up his game; his first backer plays it out."""

    by: str

    def __str__(self) -> str:
        return "resign"


FrenchSessionAction = Bet | Cover | Decline | Pass | Resign | Move | Advise | Chance


@dataclass(frozen=True, slots=True)
class Wager:
    """Money on the table: ``name`` has ``amount`` on ``side``, laid as a stake, a bet or a
    cover of the money on the other side."""

    name: str
    side: str
    amount: int
    kind: FrenchEventKind = FrenchEventKind.BET


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """After a game: who won, who lost, and everyone's chips (net, from the start)."""

    game: int
    winner: str
    loser: str
    chips: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class FrenchSessionView:
    """All that one participant may know now."""

    name: str
    names: tuple[str, ...]
    role: str
    """'player', 'backs NAME', 'bets on both', 'rentrant', or 'plays out NAME's game'."""
    seated: tuple[str, str]
    chouette: str | None
    order: tuple[str, ...]
    """The rentrants in the order of going in (fresh rentrants first)."""
    phase: FrenchPhase
    wagers: tuple[Wager, ...]
    uncovered: int
    chips: tuple[tuple[str, int], ...]
    """Each participant's chips, net from the start, money on the table counted as his."""
    left: int
    """What is left of ``name``'s purse to bet with."""
    ledger: tuple[LedgerLine, ...]
    game: EcarteView | None
    """The game from the one seat ``name`` may look at: his own, or his player's."""
    table: OnlookerView | None
    advice: tuple[Counsel, ...]
    """Advice pointed at for ``name`` to weigh, or that ``name`` pointed at."""
    to_act: str | None
    legal: tuple[FrenchSessionAction, ...]
    talk: tuple[Said, ...]
    is_over: bool


def move_text(action: FrenchSessionAction) -> str:
    """An action as a record's move, its actor left to the line (``bet Ann 3``).

    >>> move_text(Bet("Cy", "Ann", 3)), move_text(Cover("Bob", "Ann", 1)), move_text(Decline("Bob"))
    ('bet Ann 3', 'cover Ann 1', 'decline')
    """
    if isinstance(action, Bet):
        return f"bet {action.on} {action.amount}"
    if isinstance(action, Cover):
        return f"cover {action.against} {action.amount}"
    if isinstance(action, Decline):
        return "decline"
    return str(action)
