"""A claim against a player whose time ran out: his adversary ends the game as won (at a
rated table this is a loss that moves both ratings, so closing the tab escapes nothing), or,
at a casual table, hands his seat to the computer and plays on."""

from __future__ import annotations

from enum import Enum

from salon.web.play.clock import may_claim
from salon.web.play.timekeeper import Timekeeper
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError, claim_result

STAND_IN = "thumb"
"""The computer player that takes a seat handed over by a claim."""


class ClaimKind(Enum):
    WIN = "win"
    COMPUTER = "computer"


def claim(
    salon: Salon, keeper: Timekeeper, table: Table, by: int, kind: ClaimKind, *, rated: bool
) -> str:
    """Make the claim of seat ``by``; what happened, in words. Refused (nothing changed) if
    the table is over, or the seat claimed against is ``by``'s own or still has time."""
    if table.is_over:
        raise TableError("the game is over")
    against = next((found for found in keeper.clocks(table.id) if found.clock.running), None)
    if against is None or against.seat == by:
        raise TableError("no adversary's clock is running: there is nothing to claim")
    if not may_claim(against.clock, keeper.now(), None):
        raise TableError("your adversary still has time")
    if kind is ClaimKind.COMPUTER:
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
