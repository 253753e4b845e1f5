"""A claim against a player whose time ran out: his adversary ends the game as won (at a
rated table this is a loss that moves both ratings, so closing the tab escapes nothing), or,
at a casual table, hands his seat to the computer and plays on. At a session any other
person seated may claim: the seat goes to the computer, except a French Écarté bettor's,
whose turn at the betting passes (the game goes on without his bet).

A player may also resign a two-handed game at any moment of it: his adversary wins it, as by
a claim (a loss at a rated table)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from enum import Enum

from salon.web.play.clock import GRACE, Pace, may_claim
from salon.web.play.timekeeper import Timekeeper
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError, claim_result, resign_result

STAND_IN = "thumb"
"""The computer player that takes a seat handed over by a claim."""


AwaySince = Callable[[str, int], datetime | None]
"""When a seat of a table was last left by its pages; None while it is there."""


def never_away(table_id: str, seat: int) -> datetime | None:
    return None


class ClaimKind(Enum):
    WIN = "win"
    COMPUTER = "computer"


def claim(
    salon: Salon,
    keeper: Timekeeper,
    table: Table,
    by: int,
    kind: ClaimKind,
    *,
    rated: bool,
    away: AwaySince = never_away,
) -> str:
    """Make the claim of seat ``by``; what happened, in words. Refused (nothing changed) if
    the table is over, or the seat claimed against is ``by``'s own, or still has time and
    (at a live table) has not been away past the grace: a turn-based table's player has his
    time per move, away or not."""
    if table.is_over:
        raise TableError("the game is over")
    against = next((found for found in keeper.clocks(table.id) if found.clock.running), None)
    if against is None or against.seat == by:
        raise TableError("no adversary's clock is running: there is nothing to claim")
    live = against.control.pace is Pace.LIVE
    away_since = away(table.id, against.seat) if live else None
    if not may_claim(against.clock, keeper.now(), away_since):
        if away_since is not None:
            grace = f"{GRACE:.0f} seconds"
            raise TableError(f"your adversary still has time, and has been away less than {grace}")
        raise TableError("your adversary still has time")
    if kind is ClaimKind.COMPUTER:
        lapsed = table.adapter.lapsed(table.game, against.seat)
        if lapsed is not None:  # a bettor's turn passes; he keeps his seat and his purse
            name = table.seats[against.seat].name
            salon.act(table, against.seat, table.adapter.action_text(table.game, lapsed))
            return f"{name}'s time ran out: the betting goes on without him"
        if rated:
            raise TableError("at a rated table a claim ends the game; the computer sits at none")
        name = table.seats[against.seat].name
        keeper.forget_seat(table.id, against.seat)
        salon.hand_to_computer(table, against.seat, STAND_IN)
        return f"the computer plays for {name} from now on"
    if len(table.seats) != 2:
        raise TableError("a game is claimed as won at a two-seat table; here, hand the seat over")
    salon.end_by_claim(table, by, claim_result(table, by))
    keeper.game_over(table)
    return table.outcome()


def resign(salon: Salon, keeper: Timekeeper, table: Table, by: int) -> str:
    """Seat ``by`` gives the game up: his adversary wins it; what happened, in words. Refused
    (nothing changed) once the game is over, and at a table of three or more."""
    if table.is_over:
        raise TableError("the game is over")
    if len(table.seats) != 2:
        raise TableError("only a two-handed game may be resigned, not a session of three or more")
    salon.end_by_claim(table, 1 - by, resign_result(table, 1 - by), resigned=True)
    keeper.game_over(table)
    return table.outcome()
