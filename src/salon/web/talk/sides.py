"""Who looks at which hand now, read from the game or the session: the facts the chat's
rules stand on. The session says who plays and who looks over whose hand; nothing here
decides it."""

from __future__ import annotations

from dataclasses import dataclass

from salon.sessions.table import TableSession
from salon.web.tables.table import Table


@dataclass(frozen=True, slots=True)
class Sides:
    """At one moment of a table: whether a game with hidden hands is being played, and for
    each seat of the table the game's seat it plays and the one whose hand it may see."""

    in_play: bool
    plays: tuple[int | None, ...]
    looks_at: tuple[int | None, ...]

    def side_of(self, seat: int) -> frozenset[int]:
        """The table's seats that see the hand ``seat`` sees (itself included)."""
        looked = self.looks_at[seat]
        if looked is None:
            return frozenset()
        return frozenset(s for s, other in enumerate(self.looks_at) if other == looked)


def sides_of(table: Table) -> Sides:
    """The sides at ``table`` now (the caller holds the table's lock)."""
    count = len(table.seats)
    if not table.adapter.waits_for_seats:
        seats = tuple(range(count))
        return Sides(not table.is_over and table.broken is None, seats, seats)
    session = getattr(table.game, "session", None)
    words: tuple[str, ...] = getattr(table.game, "words", ())
    if not isinstance(session, TableSession) or not words:
        return Sides(False, (None,) * count, (None,) * count)
    return Sides(
        _game_in_play(session),
        tuple(session.seat_of(word) for word in words),
        tuple(session.looks_at(word) for word in words),
    )


def _game_in_play(session: TableSession) -> bool:
    game = session.game
    return game is not None and not game.is_terminal
