"""What a branch's record says of itself: where it left the game, and whether it is over.

A *branch* ("what if") is a game replayed from its record up to one decision, where another
option is chosen, and played on from there (:mod:`salon.analysis.branches`). Its record is
an ordinary record with two more tags::

    [Branch "14"]          ; the move, counted from 1, that the branch plays otherwise
    [Instead "play KD"]    ; what the game (or the branch it came from) played there
    [Within "9"]           ; a branch of a branch: where the branches it grew from left the game

A branch may itself be branched from once it is over: ``Branch`` and ``Instead`` then say
where it leaves the branch it came from, and ``Within`` the earlier moves (from 1, first to
last) where that branch, and any it grew from, left the game.

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
WITHIN_TAG = "Within"


def branch_move(record: Record) -> int | None:
    """The move (from 1) where ``record`` leaves the game it branched from; None: it is no
    branch. RecordError if the tag is not a move of the record."""
    text = record.tags.get(BRANCH_TAG)
    if text is None:
        return None
    if not text.isdigit() or not 1 <= int(text) <= len(record.moves):
        raise RecordError(0, f"[{BRANCH_TAG}] is the number of one of the record's moves")
    at = int(text)
    earlier = record.tags.get(WITHIN_TAG, "").split()
    if not all(n.isdigit() and 1 <= int(n) < at for n in earlier) or earlier != sorted(
        earlier, key=int
    ):
        raise RecordError(0, f"[{WITHIN_TAG}] is the numbers of moves before [{BRANCH_TAG}]")
    return at


def departures(record: Record) -> tuple[int, ...]:
    """The moves (from 1, first to last) where ``record`` and the branches it grew from left
    the game; empty for a game. RecordError as :func:`branch_move`."""
    at = branch_move(record)
    if at is None:
        return ()
    return (*(int(n) for n in record.tags.get(WITHIN_TAG, "").split()), at)


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
