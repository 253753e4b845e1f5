"""What a branch's record says of itself: where it left the game, and whether it is over.

A *branch* ("what if") is a game replayed from its record up to one decision, where another
option is chosen, and played on from there (:mod:`salon.analysis.branches`). Its record is
an ordinary record with two more tags::

    [Branch "14"]          ; the move, counted from 1, that the branch plays otherwise
    [Instead "play KD"]    ; what the game itself played there

A branch of Écarté is over when its game is; a branch of a Piquet partie when the deal it
left is over (it asks "how would the deal have gone"), so its record may stop between deals.
"""

from __future__ import annotations

from typing import Any

from salon.engine import CHANCE
from salon.piquet.partie import Partie, PartiePhase
from salon.records import Record, RecordError

BRANCH_TAG = "Branch"
INSTEAD_TAG = "Instead"


def branch_move(record: Record) -> int | None:
    """The move (from 1) where ``record`` leaves the game it branched from; None: it is no
    branch. RecordError if the tag is not a move of the record."""
    text = record.tags.get(BRANCH_TAG)
    if text is None:
        return None
    if not text.isdigit() or not 1 <= int(text) <= len(record.moves):
        raise RecordError(0, f"[{BRANCH_TAG}] is the number of one of the record's moves")
    return int(text)


def deals_done(game: Any) -> int:
    """The deals a two-seat game has finished."""
    return len(game.deal_scores) if isinstance(game, Partie) else len(game.deal_points)


def branch_over(record: Record, game: Any) -> bool:
    """Whether ``game``, replayed from the branch ``record``, has come to the branch's end:
    the game's end, or for a Piquet partie the end of a deal (the partie waits for the next
    deal's shuffle)."""
    if branch_move(record) is None:
        return False
    return bool(game.is_terminal) or between_deals(game)


def between_deals(game: Any) -> bool:
    """Whether a Piquet partie has just finished a deal and waits for the next shuffle."""
    return (
        isinstance(game, Partie)
        and game.phase is PartiePhase.DEALS
        and game.to_act is CHANCE
        and deals_done(game) > 0
    )


def over(record: Record, game: Any) -> bool:
    """Whether the record is of a game that is over, or of a branch that is: the only
    records whose every card may be shown."""
    return bool(game.is_terminal) or branch_over(record, game)
