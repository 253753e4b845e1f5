"""The play room in one object over the salon: seeks, clocks and pairing, hooked onto the
tables (a turn begins: a clock starts; a game ends: the clocks stop)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime

from salon.web.play.clock import TimeControl
from salon.web.play.feed import SeeksFeed
from salon.web.play.pairing import Pairing
from salon.web.play.presence import Presence
from salon.web.play.rematch_terms import RematchTerms
from salon.web.play.seeks import SeekBook
from salon.web.play.timekeeper import Now, Timekeeper, utc_now
from salon.web.players.web import Players
from salon.web.tables.table import Table

log = logging.getLogger("salon.web")

WATCH_EVERY = 2.0
"""Seconds between looks at the clocks that fell (their tables' players are then told)."""


class Room:
    def __init__(self, players: Players, now: Now = utc_now) -> None:
        salon = players.salon
        engine = salon.store.engine
        self.players = players
        self.book = SeekBook(engine, now)
        self.feed = SeeksFeed()
        self.book.on_change.append(self.feed.changed)
        self.keeper = Timekeeper(engine, now)
        self.presence = Presence(now)
        self.pairing = Pairing(salon, players.seating, players.accounts, self.book, self.keeper)
        self.rematch_terms = RematchTerms(players.seating, players.accounts, self.keeper)
        salon.takes_forced = lambda table: self.keeper.turn_based(table.id)
        salon.on_step.append(self._step)
        salon.on_finish.append(self._over)

    def time_a_move(
        self, table: Table, holders: Sequence[int | None], control: TimeControl
    ) -> None:
        """Give a session's table a time a move: each seat its clock, that of the person to
        act (if the session waits for one already) started."""
        self.keeper.set_up(table.id, holders, control)
        self.keeper.step(table)

    def _step(self, table: Table) -> None:
        try:
            self.keeper.step(table)
        except Exception:  # a clock not moved must not stop the game
            log.exception("table %s: the clocks did not follow the turn", table.id)

    def _over(self, table: Table) -> None:
        try:
            self.keeper.game_over(table)
        except Exception:
            log.exception("table %s: the clocks did not stop", table.id)

    async def watch(self, tell: Callable[[str], Awaitable[None]]) -> None:
        """Tell each table whose clock fell (read from the database, so a deadline passed
        while the server was down is told at once after its start)."""
        told: set[tuple[str, int, datetime]] = set()
        while True:
            now = self.keeper.now()
            running = await asyncio.to_thread(self.keeper.running)
            fallen = {entry for entry in running if entry[2] <= now}
            for table_id, _, _ in fallen - told:
                await tell(table_id)
            told = fallen
            await asyncio.sleep(WATCH_EVERY)
