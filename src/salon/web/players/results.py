"""What a finished two-seat game says of its players, as the game itself states it: who
won, or a draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from salon.ecarte.game import EcarteGame
from salon.piquet.deal_classes import capots_in
from salon.piquet.partie import Partie

RATED_GAMES = ("piquet", "ecarte")
"""The games a table may be rated at: a Piquet partie, an Écarté game (or rubber)."""
RATED_SESSIONS = ("chouette", "pool", "french")
"""The sessions of three or more a table may be rated at, each rated apart (docs/players.md
"Chouette, the pool and French Écarté")."""


def winner_of(game: Any) -> int | None:
    """The winning seat of a finished Piquet partie or Écarté game; None for a draw."""
    if isinstance(game, Partie):
        return None if game.result is None else game.result.winner
    if isinstance(game, EcarteGame):
        return game.winner
    raise TypeError(f"no winner is read from a {type(game).__name__}")


def score_of(seat: int, winner: int | None) -> float:
    """1 won, 0 lost, 0.5 drawn.

    >>> score_of(0, 0), score_of(1, 0), score_of(1, None)
    (1.0, 0.0, 0.5)
    """
    if winner is None:
        return 0.5
    return 1.0 if winner == seat else 0.0


WON, LOST, DRAWN = "won", "lost", "drawn"


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One seat's end of a finished game, kept for its player's record."""

    outcome: str
    """:data:`WON`, :data:`LOST` or :data:`DRAWN`."""
    margin: int
    """Points won (plus) or lost (minus): a Piquet partie's settlement, an Écarté game's
    or rubber's points less the other's."""
    rubicon: bool
    """The loser of a Piquet partie was rubiconed."""
    capots: int = 0
    """Deals of a Piquet partie in which this seat took every trick."""


def seat_outcomes(game: Any) -> tuple[SeatOutcome, SeatOutcome]:
    winner = winner_of(game)

    def said(seat: int) -> str:
        return DRAWN if winner is None else WON if winner == seat else LOST

    if isinstance(game, Partie):
        result = game.result
        assert result is not None
        capots = capots_in(game.events)
        return (
            SeatOutcome(said(0), result.balance(0), result.rubiconed, capots[0]),
            SeatOutcome(said(1), result.balance(1), result.rubiconed, capots[1]),
        )
    points = game.game_points
    return (
        SeatOutcome(said(0), points[0] - points[1], False),
        SeatOutcome(said(1), points[1] - points[0], False),
    )


def claimed_outcomes(winner: int) -> tuple[SeatOutcome, SeatOutcome]:
    """A game won by a claim, the loser's time having run out: no points are counted."""
    return (
        SeatOutcome(WON if winner == 0 else LOST, 0, False),
        SeatOutcome(WON if winner == 1 else LOST, 0, False),
    )
