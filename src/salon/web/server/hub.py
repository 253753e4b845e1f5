"""The live connections of every table: who is sent what, and the steps no person takes.

A connection is one seat (after it proved the seat's secret) or one spectator; after every
change at its table it is sent the table's public facts and only its own seat's view.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

import orjson
from fastapi import WebSocket

from salon.web.server.limits import QuietLog, RateLimit
from salon.web.server.queues import Urgency
from salon.web.server.workers import ANALYSIS_NICENESS, Lane
from salon.web.tables.adapter import JSON
from salon.web.tables.computers import ComputerTurn, think
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table
from salon.web.talk.chat import QUIET, Chat

log = logging.getLogger("salon.web")
T = TypeVar("T")

States = dict[tuple[int | None, int], tuple[JSON, str]]
"""State messages and their text, by the seat they are for and the talk they start from."""

ACTING_THREADS = 32
"""Threads that apply people's actions and commit them: enough that a slow commit at one table
never holds up another."""
STEPPING_THREADS = 32
"""Threads for the steps no person takes (the shuffles, the computers' moves), apart from the
people's: when the writer is slow, every step waiting on it holds its thread, and a person's
action behind them would wait for a thread before it could even wait for the commit."""


@dataclass(eq=False)
class Connection:
    socket: WebSocket
    seat: int | None
    limit: RateLimit
    quiet: QuietLog
    """The log of this connection's bad messages, rate-limited."""
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)
    sent_step: int = -1
    """The step of the last state sent: an older state is never sent after a newer one."""
    talk_sent: int = 0
    """How much of the talk this connection holds: each state carries only what follows."""
    chat_limit: RateLimit | None = None
    """This speaker's allowance of lines of chat."""
    chat_sent: int = -1
    """The number of the last line of chat sent: each chat message carries what follows."""


class Hub:
    """The live connections of every table, and the steps no person takes.

    People's actions, the steps no person takes and the views sent each run in worker threads
    of their own; the computers think in worker processes (``thinkers``; 0 for threads), so
    that a computer thinking at one table never holds up a person acting at another. The
    analysis has workers of its own at a lower priority, so that it never holds up a
    computer's move nor a table's actions: one for the quick work (``analysis``: hints,
    trainers, quick reviews), one for the full reviews (``full_reviews``), whose moments may
    each take seconds.
    """

    def __init__(
        self,
        salon: Salon,
        *,
        pace: float = 0.0,
        rate: float = 4.0,
        burst: int = 12,
        thinkers: int = 1,
        chat: Chat | None = None,
    ) -> None:
        self.salon = salon
        self.chat = chat or Chat()
        self.pace = pace
        self.rate = rate
        self.burst = burst
        self.watchers: dict[str, set[Connection]] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        # Many threads: an action mostly waits for its commit, shared with the others.
        self.acting = ThreadPoolExecutor(ACTING_THREADS, thread_name_prefix="salon-act")
        self.stepping = ThreadPoolExecutor(STEPPING_THREADS, thread_name_prefix="salon-step")
        self.viewing = ThreadPoolExecutor(4, thread_name_prefix="salon-view")
        self.thinking = Lane("computer", workers=thinkers)
        analysts = 1 if thinkers else 0
        self.analysis = Lane("analysis", workers=analysts, niceness=ANALYSIS_NICENESS)
        self.full_reviews = Lane("full reviews", workers=analysts, niceness=ANALYSIS_NICENESS)

    async def run(self, pool: Executor, work: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(pool, work, *args)

    def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        for pool in (self.acting, self.stepping, self.viewing):
            pool.shutdown(wait=False, cancel_futures=True)
        for lane in (self.thinking, self.analysis, self.full_reviews):
            lane.close()

    async def think(self, table: Table, turn: ComputerTurn) -> tuple[Any, Any]:
        """The computer's move, the tables taking turns for the computers' workers."""
        return await self.thinking.run(table.id, Urgency.MOVE, think, turn.agent, turn.view)

    def join(self, table: Table, connection: Connection) -> None:
        self.watchers.setdefault(table.id, set()).add(connection)

    def leave(self, table: Table, connection: Connection) -> None:
        """The connection has closed; a table no one watches any more is let go of, lest
        every table ever watched be kept."""
        watching = self.watchers.get(table.id)
        if watching is not None:
            watching.discard(connection)
            if not watching:
                del self.watchers[table.id]

    async def send_state(
        self, table: Table, connection: Connection, made: States | None = None
    ) -> None:
        """Send ``connection`` the table's state, taken from ``made`` (the states a broadcast
        made for every watcher at once) when it holds the one this connection wants."""
        async with connection.sending:
            wanted = (connection.seat, connection.talk_sent)
            if made is not None and wanted in made:
                message, text = made[wanted]
            else:
                message, text = await self.run(self.viewing, self._state_and_chat, table, *wanted)
            step = message["table"]["step"]
            if step < connection.sent_step:
                return
            connection.sent_step = step
            view = message["view"]
            connection.talk_sent = view["talk_from"] + len(view["talk"])
            with contextlib.suppress(Exception):
                await connection.socket.send_text(text)

    def _state_and_chat(self, table: Table, seat: int | None, talk_from: int) -> tuple[JSON, str]:
        """The state encoded, with the table's chat made ready on the way: the chat follows
        every state, and its first reading (from the store, when a player joins) would
        otherwise hold up the event loop."""
        self.chat.of(table)
        return encoded_state(table, seat, talk_from)

    def _states(self, table: Table, wanted: set[tuple[int | None, int]]) -> States:
        return {each: self._state_and_chat(table, *each) for each in wanted}

    async def broadcast(self, table: Table) -> None:
        """Every watcher's state, each one made once however many want it (the spectators
        alike), all in one hop to a worker thread."""
        connections = list(self.watchers.get(table.id, ()))
        if not connections:
            return
        wanted = {(connection.seat, connection.talk_sent) for connection in connections}
        made = await self.run(self.viewing, self._states, table, wanted)
        for connection in connections:
            await self.send_state(table, connection, made)
            await self.send_chat(table, connection, whole=table.is_over)

    async def send_chat(
        self, table: Table, connection: Connection, *, whole: bool = False, told: bool = False
    ) -> None:
        """The lines of chat this connection reads and has not had yet; ``whole``: every
        line it reads, with its settings (on joining, after a mute, once play is over, when
        the spectators' lines reach the players). Nothing is sent while there is nothing to
        say, unless the connection is to be ``told`` its settings changed."""
        after = -1 if whole else connection.chat_sent
        lines = self.chat.lines_for(table, connection.seat, after)
        settings = self.chat.settings(table, connection.seat)
        if not lines and not told and (not whole or settings == QUIET):
            return
        async with connection.sending:
            if lines:
                connection.chat_sent = lines[-1].number
            message = {
                "type": "chat",
                "whole": whole,
                "lines": [line.json() for line in lines],
                "settings": settings,
            }
            with contextlib.suppress(Exception):
                await connection.socket.send_text(orjson.dumps(message).decode())

    async def broadcast_chat(self, table: Table, *, whole: bool = False) -> None:
        for connection in list(self.watchers.get(table.id, ())):
            await self.send_chat(table, connection, whole=whole, told=whole)

    def advance(self, table: Table, *, changed: bool = False) -> None:
        """Send the new state if ``changed``, then play the shuffles and the computers' moves
        that are due, in the background, sending the states they make."""
        task = asyncio.get_running_loop().create_task(self._advance(table, changed))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _advance(self, table: Table, changed: bool) -> None:
        if changed and self.pace:
            await self.broadcast(table)
        while True:
            if self.pace and self.salon.next_is_computer(table):
                await asyncio.sleep(self.pace)
            try:
                step = await self.run(self.stepping, self.salon.next_step, table)
                if isinstance(step, ComputerTurn):
                    action, agent = await self.think(table, step)
                    step = await self.run(
                        self.stepping, self.salon.computer_moves, table, step, action, agent
                    )
            except Exception:
                log.exception("table %s: a step no person takes failed", table.id)
                step = False
            if not step:
                break
            changed = True
            if self.pace:
                await self.broadcast(table)
        if changed and not self.pace:
            # Without a pause the steps follow at once: the state after them says it all.
            await self.broadcast(table)


def state_message(table: Table, seat: int | None, talk_from: int = 0) -> JSON:
    """The table and what ``seat`` may know, the talk from its ``talk_from``-th event on."""
    with table.lock:
        view = table.view(seat, talk_from)
        return {"type": "state", "table": table.public_info(), "view": view}


def encoded_state(table: Table, seat: int | None, talk_from: int = 0) -> tuple[JSON, str]:
    """The state message and its JSON text, made together off the event loop."""
    message = state_message(table, seat, talk_from)
    return message, orjson.dumps(message).decode()
