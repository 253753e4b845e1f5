"""Who is at each table now: for each seat, how many pages (any device) hold its websocket
open, and when the last of them closed. A seat away for longer than the grace while its live
clock runs may be claimed against (:func:`salon.web.play.clock.may_claim`).

Presence is the process's own knowledge (a table is played on one process): a seat whose
page has not been open since the server started is not counted away, its clock still runs.
"""

from __future__ import annotations

import threading
from datetime import datetime

from salon.web.play.clock import GRACE
from salon.web.play.timekeeper import Now, SeatClock, utc_now
from salon.web.tables.adapter import JSON

Seat = tuple[str, int]


class Presence:
    def __init__(self, now: Now = utc_now) -> None:
        self.now = now
        self._open: dict[Seat, int] = {}
        self._left: dict[Seat, datetime] = {}
        self._lock = threading.Lock()

    def arrived(self, table_id: str, seat: int) -> None:
        with self._lock:
            self._open[table_id, seat] = self._open.get((table_id, seat), 0) + 1
            self._left.pop((table_id, seat), None)

    def left(self, table_id: str, seat: int) -> None:
        """A page of the seat closed: if it was the last, the seat is away from now."""
        with self._lock:
            count = self._open.get((table_id, seat), 0) - 1
            if count > 0:
                self._open[table_id, seat] = count
                return
            self._open.pop((table_id, seat), None)
            self._left[table_id, seat] = self.now()

    def forget(self, table_id: str) -> None:
        """The table is over or gone: when its seats were left no longer matters, and kept it
        would grow with every table the server has seen."""
        with self._lock:
            for seat in [seat for seat in self._left if seat[0] == table_id]:
                del self._left[seat]

    def present(self, table_id: str, seat: int) -> bool:
        with self._lock:
            return (table_id, seat) in self._open

    def away_since(self, table_id: str, seat: int) -> datetime | None:
        """When the seat's last page closed; None while one is open, or none was."""
        with self._lock:
            return self._left.get((table_id, seat))

    def marked(self, table_id: str, found: list[SeatClock]) -> list[JSON]:
        """The clocks' public facts, each with ``away`` (the seconds its player has been away
        while his clock runs, or away at all; None while he is there) and the ``grace``."""
        now = self.now()
        marked = []
        for clock in found:
            since = self.away_since(table_id, clock.seat)
            away = None
            if since is not None:
                started = clock.clock.since
                counted = since if started is None else max(since, started)
                away = round(max(0.0, (now - counted).total_seconds()), 1)
            marked.append(clock.public(now) | {"away": away, "grace": GRACE})
        return marked
