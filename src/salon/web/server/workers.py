"""The worker processes of the heavy work, each fed from a
:class:`~salon.web.server.queues.FairQueue`.

A :class:`Lane` is a few worker processes (or threads, for tests) and the queue of what waits
for them: a piece of work is handed over only when a worker is free, so the order is the
queue's, not the pool's first come first served. The computers' moves have a lane of their
own; the analysis (reviews, hints, trainers) another, whose processes run at a lower priority
than the server's, so that the tables' actions and the computers' moves go first on a busy
machine whatever the analysis has to do. Work whose client has gone is taken out of the queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, TypeVar

from starlette.exceptions import HTTPException
from starlette.requests import Request

from salon.web.server.queues import FairQueue, Ticket, Urgency

log = logging.getLogger("salon.web")
T = TypeVar("T")

ANALYSIS_NICENESS = 10
"""How much lower the analysis processes run than the server (os.nice): the tables and the
computers first; a quick review under a flood is still done in seconds (docs/web.md)."""
MOST_WAITING = 4
"""Single answers (hints, trainers) one client may have waiting at once."""
GONE_CHECK = 0.25
"""Seconds between looks at whether a client waiting for an answer is still connected."""


class TooMuchWaiting(Exception):
    """A client with too many answers waiting already (answered 429)."""


def leave_with(parent: int) -> None:
    """Make this worker process end when the server ``parent`` is gone (killed, say), rather
    than linger: a process pool's workers are not told of it otherwise."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="salon-watch-parent", daemon=True).start()


def start_worker(parent: int, niceness: int) -> None:
    """A worker process's start: it ends with the server, and yields to it if told to."""
    leave_with(parent)
    if niceness:
        os.nice(niceness)


def niceness() -> int:
    """This process's niceness (for tests and the benchmark)."""
    return os.nice(0)


class Lane:
    """``workers`` processes (0: one thread of the server's own process) fed in the queue's
    order; ``niceness`` lowers the processes' priority."""

    def __init__(self, name: str, *, workers: int = 1, niceness: int = 0) -> None:
        self.name = name
        self.processes = workers
        self.slots = max(1, workers)
        self.niceness = niceness
        self.queue = FairQueue()
        self.running = 0
        self._pool: Executor | None = None

    def pool(self) -> Executor:
        """The workers, started at the first work."""
        if self._pool is None:
            self._pool = (
                ProcessPoolExecutor(
                    self.processes,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=start_worker,
                    initargs=(os.getpid(), self.niceness),
                )
                if self.processes
                else ThreadPoolExecutor(1, thread_name_prefix=f"salon-{self.name}")
            )
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    async def run(
        self,
        client: str,
        urgency: Urgency,
        work: Callable[..., T],
        *args: Any,
        job: str | None = None,
        most_waiting: int | None = None,
    ) -> T:
        """``work(*args)`` in a worker when the queue says so. Cancelled while waiting, it is
        taken out of the queue; ``most_waiting`` refuses (TooMuchWaiting) a client with as
        many of this urgency waiting already."""
        if most_waiting is not None:
            self.check_room(client, urgency, most_waiting)
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        ticket = Ticket(client, urgency, (work, args, done), job)
        self.queue.put(ticket)
        self._start_next()
        try:
            return await done
        except asyncio.CancelledError:
            self.queue.drop(ticket)
            raise

    def check_room(self, client: str, urgency: Urgency, most_waiting: int) -> None:
        """TooMuchWaiting if ``client`` has ``most_waiting`` of ``urgency`` waiting: asked
        first, it refuses a flood before any other work is done for it."""
        if self.queue.waiting(client, urgency) >= most_waiting:
            raise TooMuchWaiting(
                f"you have {most_waiting} requests of this kind waiting already: "
                "wait for their answers"
            )

    def drop_job(self, job: str) -> int:
        """Take a whole job's waiting work out of the queue."""
        return self.queue.drop_job(job)

    def _start_next(self) -> None:
        while self.running < self.slots:
            ticket = self.queue.take()
            if ticket is None:
                return
            work, args, done = ticket.work
            if done.done():  # its waiter was cancelled
                continue
            try:
                started = self.pool().submit(work, *args)
            except (BrokenExecutor, RuntimeError) as error:
                self._pool = None  # the next work starts fresh workers
                done.set_exception(error)
                continue
            self.running += 1
            asyncio.wrap_future(started).add_done_callback(
                functools.partial(self._finished, ticket, done, time.monotonic())
            )

    def _finished(
        self,
        ticket: Ticket,
        done: asyncio.Future[Any],
        started: float,
        finished: asyncio.Future[Any],
    ) -> None:
        self.running -= 1
        self.queue.finished(ticket, time.monotonic() - started)
        if not done.done():
            if finished.cancelled():
                done.cancel()
            elif (error := finished.exception()) is not None:
                if isinstance(error, BrokenExecutor):
                    log.error("the %s workers died; fresh ones start with the next work", self.name)
                    self._pool = None
                done.set_exception(error)
            else:
                done.set_result(finished.result())
        self._start_next()


CLIENT_GONE = 499
"""The status logged for a request whose client went before its answer (no one reads it)."""


async def while_connected(request: Request, answer: Awaitable[T]) -> T:
    """``answer``, unless the client goes first: then it is cancelled, so taken out of the
    queue, and the request ends (499)."""
    task = asyncio.ensure_future(answer)
    try:
        while not task.done():
            await asyncio.wait({task}, timeout=GONE_CHECK)
            if not task.done() and await request.is_disconnected():
                raise HTTPException(status_code=CLIENT_GONE, detail="the client has gone")
        return task.result()
    finally:
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


def client_of(request: Request) -> str:
    """The client a request comes from, as the queues tell them apart (its address)."""
    return "unknown" if request.client is None else request.client.host
