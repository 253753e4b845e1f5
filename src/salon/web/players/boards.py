"""The leaderboards' answers, kept: read by every player who opens the page, they change only
when a rating at their game moves (a rated game's end, a person's game against a computer)
or a player leaves them (his profile made private, his account deleted)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, date, datetime

from sqlalchemy import Engine

from salon.web.players.computers import computers_board
from salon.web.players.glicko2 import SETTLED_AFTER
from salon.web.players.history import leaderboard
from salon.web.server.answers import encode


class Boards:
    """Each game's leaderboard as JSON, made once and kept until :meth:`forget` (or the
    day changes: the leaderboard counts the last 90 days)."""

    def __init__(self, engine: Engine, today: Callable[[], date] | None = None) -> None:
        self.engine = engine
        self.today = today or (lambda: datetime.now(UTC).date())
        self._lock = threading.Lock()
        self._kept: dict[str, tuple[date, bytes]] = {}
        self._forgotten = 0
        """How many times boards were forgotten: an answer read before one is not kept."""

    def answer(self, game: str) -> bytes:
        today = self.today()
        with self._lock:
            found = self._kept.get(game)
            forgotten = self._forgotten
        if found is not None and found[0] == today:
            return found[1]
        leaders, provisional = leaderboard(self.engine, game)
        made = encode(
            {
                "game": game,
                "players": leaders,
                "provisional": provisional,
                "computers": computers_board(self.engine, game),
                "settled_after": SETTLED_AFTER,
            }
        )
        with self._lock:
            if self._forgotten == forgotten:
                self._kept[game] = (today, made)
        return made

    def forget(self, game: str | None = None) -> None:
        """Read ``game``'s board (every board if None) afresh: call it once the change is
        committed."""
        with self._lock:
            self._forgotten += 1
            if game is None:
                self._kept.clear()
            else:
                self._kept.pop(game, None)
