"""Limits that keep one client from taking more than its share: messages on a connection,
lines in the log, tables opened and seats claimed from one address.
"""

from __future__ import annotations

import logging
import time
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

    def __init__(self, *, rate: float, burst: int, clock: Any = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.last: float | None = None

    def allow(self) -> bool:
        now = self.clock()
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


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
