"""The clock arithmetic, pure: every function is given the time, none reads it.

Two paces. **Live**: each player has a bank of time for reflection that runs while he is
to act and refills a little each time his turn ends, never above what it started with (the
style of Board Game Arena's "time for reflection"). **Turn-based**: each player has a fixed
time for each move (one, three or seven days), given afresh each time his turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import Enum

DAY = 86_400.0


class Pace(Enum):
    LIVE = "live"
    TURN = "turn"


LIVE_BANKS = (180, 300, 600)
"""The banks a live table may start with, in seconds: three, five or ten minutes."""
TURN_DAYS = (1, 3, 7)
"""The time per move a turn-based table may give, in days."""
REFILL_SHARE = 0.1
"""What a live bank gains when the player's turn ends: a tenth of what it started with."""
GRACE = 60.0
"""Seconds a player may be away from a live table, when it is his turn, before his
adversary may claim (he may be reloading the page)."""


@dataclass(frozen=True, slots=True)
class TimeControl:
    pace: Pace
    base: float
    """Seconds: a live bank's start (and ceiling); a turn-based table's time per move."""

    @property
    def refill(self) -> float:
        return self.base * REFILL_SHARE if self.pace is Pace.LIVE else 0.0


def time_control(pace: str, time: int) -> TimeControl:
    """The time control a player chose: ``live`` with a bank in seconds, or ``turn`` with a
    number of days a move; anything else is refused.

    >>> time_control("turn", 3).base
    259200.0
    """
    try:
        chosen = Pace(pace)
    except ValueError:
        raise ValueError("a table is played live or turn-based") from None
    if chosen is Pace.LIVE:
        if time not in LIVE_BANKS:
            raise ValueError("a live bank is of 3, 5 or 10 minutes (180, 300 or 600 seconds)")
        return TimeControl(chosen, float(time))
    if time not in TURN_DAYS:
        raise ValueError("a turn-based table gives 1, 3 or 7 days a move")
    return TimeControl(chosen, time * DAY)


@dataclass(frozen=True, slots=True)
class Clock:
    bank: float
    """Seconds left when the clock last started (or, stopped, seconds left)."""
    since: datetime | None = None
    """When it started running; None while stopped."""

    @property
    def running(self) -> bool:
        return self.since is not None


def new_clock(control: TimeControl) -> Clock:
    return Clock(control.base)


def left(clock: Clock, now: datetime) -> float:
    """Seconds left, never below nothing."""
    if clock.since is None:
        return max(0.0, clock.bank)
    return max(0.0, clock.bank - (now - clock.since).total_seconds())


def deadline(clock: Clock) -> datetime | None:
    """When a running clock falls; None while stopped."""
    if clock.since is None:
        return None
    return clock.since + timedelta(seconds=clock.bank)


def is_out(clock: Clock, now: datetime) -> bool:
    return clock.since is not None and left(clock, now) <= 0.0


def start(clock: Clock, control: TimeControl, now: datetime) -> Clock:
    """The player's turn begins: a turn-based clock is given its whole time for the move; a
    live one runs on from its bank. A running clock is left as it is."""
    if clock.since is not None:
        return clock
    bank = control.base if control.pace is Pace.TURN else clock.bank
    return Clock(bank, now)


def stop(clock: Clock, control: TimeControl, now: datetime) -> Clock:
    """The player's turn ends: a live bank keeps what was left, plus its refill, up to its
    start; a turn-based clock is simply stopped."""
    if clock.since is None:
        return clock
    if control.pace is Pace.TURN:
        return replace(clock, since=None)
    return Clock(min(control.base, left(clock, now) + control.refill))


def may_claim(clock: Clock, now: datetime, away_since: datetime | None) -> bool:
    """An adversary may claim against this seat when its clock has run out, or (live) when
    its player has been away for longer than the grace while his clock runs."""
    if is_out(clock, now):
        return True
    if clock.since is None or away_since is None:
        return False
    return (now - max(away_since, clock.since)).total_seconds() > GRACE
