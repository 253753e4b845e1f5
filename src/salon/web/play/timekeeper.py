"""The players' clocks kept in the database: started when a person's turn begins (the
tables' ``on_turn`` hook), stopped when it ends, read by any server process, and found
again after a restart, since a running clock is its deadline, a stored fact."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Engine, Row, Select, delete, select, update

from salon.web.play.clock import Clock, Pace, TimeControl, deadline, left, start, stop
from salon.web.play.schema import clocks
from salon.web.server.store import games, seats
from salon.web.tables.adapter import JSON
from salon.web.tables.games import adapter_for
from salon.web.tables.table import Table

Now = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class SeatClock:
    seat: int
    control: TimeControl
    clock: Clock
    account_id: int | None

    def public(self, now: datetime) -> JSON:
        """What anyone at the table or watching it may know of this clock: times only."""
        falls = deadline(self.clock)
        return {
            "seat": self.seat,
            "pace": self.control.pace.value,
            "base": self.control.base,
            "left": round(left(self.clock, now), 1),
            "running": self.clock.running,
            "deadline": None if falls is None else falls.isoformat(),
        }


@dataclass(frozen=True, slots=True)
class Turn:
    """A table where a player is to act, for his "Your turn" list."""

    table: str
    seat: int
    game: str
    pace: str
    deadline: datetime
    left: float
    """Seconds left, by the server's time (a page's own clock may be wrong)."""
    against: tuple[str, ...] = ()
    """The names in the table's other seats."""

    def public(self) -> JSON:
        return {
            "table": self.table,
            "seat": self.seat,
            "game": self.game,
            "title": adapter_for(self.game).title,
            "against": ", ".join(self.against),
            "pace": self.pace,
            "deadline": self.deadline.isoformat(),
            "left": round(self.left, 1),
        }


def _aware(moment: datetime | None) -> datetime | None:
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


def _seat_clock(row: Row[tuple[object, ...]]) -> SeatClock:
    control = TimeControl(Pace(row.pace), row.base)
    return SeatClock(row.seat, control, Clock(row.bank, _aware(row.since)), row.account_id)


def waiting_for_days() -> Select[tuple[str]]:
    """The tables waiting for a person's move at a turn-based pace: the server leaves them
    in the database until asked for (their deadlines are read from the clocks alone)."""
    return select(clocks.c.game_id).where(
        clocks.c.pace == Pace.TURN.value, clocks.c.since.is_not(None)
    )


UNTIMED_KEPT = 4096
"""Tables remembered as having no clocks (the oldest forgotten first: one is then read
again at its next step, nothing worse)."""


class Timekeeper:
    def __init__(self, engine: Engine, now: Now = utc_now) -> None:
        self.engine = engine
        self.now = now
        # Most tables have no clocks: each step of theirs would read the database for none.
        # Clocks are given to a table only by set_up, in the process that plays it.
        self.untimed: dict[str, None] = {}
        self.untimed_lock = threading.Lock()
        self.set_ups = 0
        """Clocks given so far: a table found without any is remembered so only if none were
        given meanwhile (they may have been its own)."""

    def set_up(self, table_id: str, holders: Sequence[int | None], control: TimeControl) -> None:
        """Give each seat of a new table its clock, stopped."""
        rows = [
            {
                "game_id": table_id,
                "seat": seat,
                "account_id": account,
                "pace": control.pace.value,
                "base": control.base,
                "bank": control.base,
                "since": None,
            }
            for seat, account in enumerate(holders)
        ]
        with self.engine.begin() as conn:
            conn.execute(clocks.insert(), rows)
        with self.untimed_lock:
            self.set_ups += 1
            self.untimed.pop(table_id, None)

    def clocks(self, table_id: str) -> list[SeatClock]:
        query = select(clocks).where(clocks.c.game_id == table_id).order_by(clocks.c.seat)
        with self.engine.connect() as conn:
            return [_seat_clock(row) for row in conn.execute(query)]

    def turn_based(self, table_id: str) -> bool:
        """Whether the table's clocks give a time a move of days (a correspondence game)."""
        with self.untimed_lock:
            if table_id in self.untimed:
                return False
        clocks = self.clocks(table_id)
        return bool(clocks) and clocks[0].control.pace is Pace.TURN

    def over(self, table_id: str) -> bool:
        """Whether the table's game has ended: its clocks are then put away."""
        query = select(games.c.finished).where(games.c.id == table_id)
        with self.engine.connect() as conn:
            return conn.execute(query).scalar() is not None

    def public(self, table_id: str) -> list[JSON]:
        now = self.now()
        return [clock.public(now) for clock in self.clocks(table_id)]

    def step(self, table: Table) -> None:
        """The hook on the tables' ``on_step``: when a person is to act, his clock runs and
        the others stop; a turn-based clock starts afresh at each of his moves, but not when
        another person advised him (at a session the time is his, the adviser's counsel
        is given within it). While the shuffle or the computer is to act, the clocks stay
        as they are."""
        seat = table.actor
        if table.is_over or not isinstance(seat, int) or table.seats[seat].is_computer:
            return
        by = table.last_actor
        advised = isinstance(by, int) and by != seat and not table.seats[by].is_computer
        self._set_running(table.id, seat, afresh=not advised)

    def game_over(self, table: Table) -> None:
        self._set_running(table.id, None)
        with self.untimed_lock:
            self.untimed.pop(table.id, None)

    def _set_running(self, table_id: str, seat: int | None, *, afresh: bool = True) -> None:
        with self.untimed_lock:
            if table_id in self.untimed:
                return
            set_ups = self.set_ups
        now = self.now()
        with self.engine.begin() as conn:
            query = select(clocks).where(clocks.c.game_id == table_id)
            found_clocks = [_seat_clock(row) for row in conn.execute(query)]
            if not found_clocks:
                self._untimed(table_id, set_ups)
            for found in found_clocks:
                if found.seat == seat:
                    fresh = afresh and found.control.pace is Pace.TURN
                    clock = stop(found.clock, found.control, now) if fresh else found.clock
                    moved = start(clock, found.control, now)
                else:
                    moved = stop(found.clock, found.control, now)
                if moved != found.clock:
                    conn.execute(
                        update(clocks)
                        .where(clocks.c.game_id == table_id, clocks.c.seat == found.seat)
                        .values(bank=moved.bank, since=moved.since)
                    )

    def _untimed(self, table_id: str, set_ups: int) -> None:
        with self.untimed_lock:
            if set_ups != self.set_ups:
                return
            self.untimed[table_id] = None
            if len(self.untimed) > UNTIMED_KEPT:
                del self.untimed[next(iter(self.untimed))]

    def forget_seat(self, table_id: str, seat: int) -> None:
        """The seat went to the computer: it has no clock any more."""
        where = (clocks.c.game_id == table_id) & (clocks.c.seat == seat)
        with self.engine.begin() as conn:
            conn.execute(delete(clocks).where(where))

    def your_turn(self, account_id: int) -> list[Turn]:
        """Every table in play where this player's clock runs, the nearest deadline first:
        read from the database, so any server process answers it alike. The seat's account
        is the one bound to it (a session's friend is bound when he sits down)."""
        query = (
            select(clocks, games.c.game)
            .join(games, games.c.id == clocks.c.game_id)
            .join(seats, (seats.c.game_id == clocks.c.game_id) & (seats.c.seat == clocks.c.seat))
            .where(
                seats.c.account_id == account_id,
                clocks.c.since.is_not(None),
                games.c.finished.is_(None),
            )
        )
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
            others = select(seats.c.game_id, seats.c.seat, seats.c.name).where(
                seats.c.game_id.in_([row.game_id for row in rows])
            )
            names = conn.execute(others.order_by(seats.c.game_id, seats.c.seat)).all()
        turns = []
        now = self.now()
        for row in rows:
            found = _seat_clock(row)
            falls = deadline(found.clock)
            assert falls is not None
            seconds = left(found.clock, now)
            against = tuple(
                n.name for n in names if n.game_id == row.game_id and n.seat != row.seat and n.name
            )
            turns.append(Turn(row.game_id, row.seat, row.game, row.pace, falls, seconds, against))
        return sorted(turns, key=lambda turn: turn.deadline)

    def running(self) -> list[tuple[str, int, datetime]]:
        """Every running clock's table, seat and deadline (re-armed at start)."""
        query = select(clocks).where(clocks.c.since.is_not(None))
        with self.engine.connect() as conn:
            found = [(row.game_id, _seat_clock(row)) for row in conn.execute(query)]
        return [
            (table_id, seat.seat, falls)
            for table_id, seat in found
            if (falls := deadline(seat.clock)) is not None
        ]
