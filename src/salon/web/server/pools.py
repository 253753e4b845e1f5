"""A bounded pool of threads for the pages that only read (a profile, a history, a
leaderboard), apart from the threads the tables' actions need.

An action takes a thread of the hub's own and waits for its commit; opening or joining a table
takes one of the server's common threads. The players' pages may come in bursts and each
reads and encodes for a while: given the common threads, a burst of them took every one, and
a table opened or joined meanwhile waited behind them; and every page reading at once competed
with the acting threads and the event loop for the interpreter, which only one thread holds at
a time. So the pages take at most :data:`PAGE_THREADS` threads at once: the others wait their
turn on the event loop, where waiting costs nothing (docs/web.md "Under load").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from anyio import CapacityLimiter, to_thread

T = TypeVar("T")

PAGE_THREADS = 2
"""The players' pages read in at most this many threads at once: one a core of the machine
measured (docs/web.md), the rest of the threads and the interpreter left to the tables."""


class ReadingPool:
    """Runs blocking work in a thread, at most ``threads`` at once; the rest wait in line."""

    def __init__(self, threads: int = PAGE_THREADS) -> None:
        self.limiter = CapacityLimiter(threads)

    async def run(self, work: Callable[..., T], *args: object) -> T:
        return await to_thread.run_sync(work, *args, limiter=self.limiter)
