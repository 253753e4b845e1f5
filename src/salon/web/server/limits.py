"""Limits that keep one client from taking more than its share: messages on a connection,
lines in the log, tables opened and seats claimed from one address.
"""

from __future__ import annotations

import logging
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger("salon.web")


class RateLimit:
    """A token bucket: ``burst`` messages at once, refilled at ``rate`` a second.

    >>> clock = iter([0.0, 0.0, 0.0, 1.0]).__next__
    >>> limit = RateLimit(rate=1, burst=2, clock=clock)
    >>> [limit.allow() for _ in range(4)]
    [True, True, False, True]
    """

    __slots__ = ("burst", "clock", "last", "rate", "tokens")  # thousands are kept: small

    def __init__(self, *, rate: float, burst: int, clock: Any = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.last: float | None = None

    def allow(self, now: float | None = None) -> bool:
        """Take one token if there is one (``now``: the clock's time, read if not given)."""
        now = self.clock() if now is None else now
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def full(self, now: float) -> bool:
        """Whether the bucket has refilled to its burst by ``now``: it then allows no more and
        no less than a new one would."""
        if self.last is None:
            return True
        return self.tokens + (now - self.last) * self.rate >= self.burst

    def wait(self, now: float) -> float:
        """Seconds from ``now`` until one more message is allowed: none if one is now. A
        refused message takes nothing, so asking again does not lengthen the wait.

        >>> limit = RateLimit(rate=0.5, burst=1)
        >>> limit.allow(0.0), limit.allow(0.5), limit.wait(0.5), limit.wait(1.5)
        (True, False, 1.5, 0.5)
        """
        tokens = self.tokens if self.last is None else self.tokens + (now - self.last) * self.rate
        if tokens >= 1:
            return 0.0
        return (1 - tokens) / self.rate if self.rate > 0 else float("inf")


@dataclass(eq=False)
class QuietLog:
    """Warnings about one connection, each in one short line, a few at once and then one a
    minute: a client sending garbage over and over cannot fill the log.

    >>> quiet = QuietLog("127.0.0.1:5000", RateLimit(rate=0, burst=1))
    >>> quiet.warn("not JSON"), quiet.warn("not JSON"), quiet.suppressed
    (True, False, 1)
    """

    who: str
    limit: RateLimit = field(default_factory=lambda: RateLimit(rate=1 / 60, burst=3))
    suppressed: int = 0

    def warn(self, what: str) -> bool:
        """Log ``what`` (cut short) unless this connection has logged too much; true if logged."""
        if not self.limit.allow():
            self.suppressed += 1
            return False
        more = f" ({self.suppressed} more not logged)" if self.suppressed else ""
        self.suppressed = 0
        log.warning("%s: %s%s", self.who, " ".join(what.split())[:120], more)
        return True


@dataclass(frozen=True, slots=True)
class Allowance:
    """``burst`` requests at once, then ``per_hour`` an hour, from one client."""

    burst: int
    per_hour: float


@dataclass(frozen=True, slots=True)
class ClientAllowances:
    """What one client (one address) may ask of the server.

    A person opens a few tables an evening and sits at a few; these leave room for a club's
    evening behind one address, and none for a script opening thousands.
    """

    tables: Allowance = Allowance(burst=10, per_hour=60)
    """New tables, rematches included."""
    seats: Allowance = Allowance(burst=20, per_hour=120)
    """Seats claimed, by invitation or from the lobby."""
    lookups: Allowance = Allowance(burst=60, per_hour=3600)
    """Lists of tables: the lobby and "my tables"; trainers' positions."""
    training: Allowance = Allowance(burst=30, per_hour=600)
    """Trainers' answers graded: each takes the analysis a few seconds of a core."""
    rulings: Allowance = Allowance(burst=30, per_hour=600)
    """The umpire's rulings on a scoring card: a few an evening at a real table."""


class ClientLimits:
    """One rate limit a client for one kind of request, for the most recent clients.

    A client's limit is forgotten once it has refilled (a new one would be the same), at most
    ``burst / per_hour`` hours after its last request: kept until ``clients`` were held, the
    limits of clients seen once each grew for hours (a few hundred bytes each), and every
    full collection of the cycle collector scanned them (docs/web.md "Under load").

    >>> clock = iter([0.0] * 4 + [7200.0]).__next__
    >>> limits = ClientLimits(Allowance(burst=2, per_hour=1), clock=clock)
    >>> [limits.allow("10.0.0.1") for _ in range(3)], limits.allow("10.0.0.2")
    ([True, True, False], True)
    >>> limits.allow("10.0.0.3"), list(limits.limits)
    (True, ['10.0.0.3'])
    """

    def __init__(self, allowance: Allowance, *, clients: int = 10_000, clock: Any = None) -> None:
        self.allowance = allowance
        self.clients = clients
        self.clock = clock or time.monotonic
        self.limits: OrderedDict[str, RateLimit] = OrderedDict()

    def allow(self, client: str) -> bool:
        now = self.clock()
        self._forget_refilled(now)
        limit = self.limits.get(client)
        if limit is None:
            rate = self.allowance.per_hour / 3600
            limit = RateLimit(rate=rate, burst=self.allowance.burst, clock=self.clock)
            self.limits[client] = limit
            if len(self.limits) > self.clients:
                self.limits.popitem(last=False)
        else:
            self.limits.move_to_end(client)
        return limit.allow(now)

    def forget(self, client: str) -> None:
        """Start ``client`` afresh: its next request finds its whole burst."""
        self.limits.pop(client, None)

    def __len__(self) -> int:
        """How many clients' limits are held."""
        return len(self.limits)

    def _forget_refilled(self, now: float) -> None:
        """Forget the least recently seen limits that have refilled. One not yet refilled
        holds back those seen after it, but for no longer than a whole refill takes."""
        while self.limits:
            oldest = next(iter(self.limits.values()))
            if not oldest.full(now):
                return
            self.limits.popitem(last=False)

    def retry_after(self) -> int:
        """Seconds until one more request is allowed, for a client refused now."""
        return max(1, round(3600 / max(self.allowance.per_hour, 1e-9)))

    def time_left(self, client: str) -> int:
        """Whole seconds until ``client`` may make one more request (0 if he may now): the
        true time left, which counts down as it passes."""
        limit = self.limits.get(client)
        if limit is None:
            return 0
        return math.ceil(min(limit.wait(self.clock()), 365 * 86400) - 1e-6)


def waiting_words(seconds: int) -> str:
    """A wait as a person says it.

    >>> [waiting_words(s) for s in (1, 45, 60, 180, 200, 3600, 5400)]
    ['1 second', '45 seconds', '1 minute', '3 minutes', '3 minutes', '1 hour', '1 hour 30 minutes']
    """
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = round(seconds / 60)
    hours, minutes = divmod(minutes, 60)
    parts = [f"{hours} hour{'s' if hours != 1 else ''}"] if hours else []
    if minutes:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts)


class RequestLimits:
    """The per-client limits of the HTTP API by kind (``tables``, ``seats``, ``lookups``,
    ``training``, ``rulings``);
    none at all for load tests, whose thousands of clients share one address. ``clock`` gives
    the seconds the allowances refill by (tests stop it)."""

    def __init__(
        self, allowances: ClientAllowances | None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.kinds: dict[str, ClientLimits] = {}
        if allowances is not None:
            self.kinds = {
                kind: ClientLimits(getattr(allowances, kind), clock=clock)
                for kind in ("tables", "seats", "lookups", "training", "rulings")
            }

    def refusal(self, kind: str, client: str) -> int | None:
        """None if ``client`` may make one more request of ``kind``; else the seconds to wait."""
        limits = self.kinds.get(kind)
        if limits is None or limits.allow(client):
            return None
        return limits.retry_after()
