"""The seeks' feed (the websocket ``/api/play/feed``): every page of the lobby, and every page
watching its player's offers, holds it open and is told as soon as this process offers, takes,
seats, withdraws or declines a seek, so that it asks for the lobby then rather than at its next
poll. It says only that the seeks changed, never which: what each player may see of them is
his lobby answer's to say.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from salon.web.server.limits import QuietLog
from salon.web.server.security import origin_allowed
from salon.web.server.websocket import peer

GATHER = 0.05
"""Seconds the feed waits after a change for those written with it (a seek taken, then its
table noted), told in one message."""
SEND_SECONDS = 2.0
"""Seconds a page has to take the message; one that does not is let go (it asks again by its
poll), so that a page that never reads holds up no other."""
CHANGED = '{"type":"seeks"}'


class SeeksFeed:
    """The pages listening, and the message telling them the seeks changed."""

    def __init__(self) -> None:
        self.sockets: set[WebSocket] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._due: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._sending: set[WebSocket] = set()
        self._again: set[WebSocket] = set()

    def changed(self) -> None:
        """The hook on the seeks' ``on_change``: called in any thread, after the write."""
        loop = self._loop
        if loop is not None and self.sockets:
            with contextlib.suppress(RuntimeError):  # the server stopping: no page to tell
                loop.call_soon_threadsafe(self._tell)

    def _tell(self) -> None:
        if self._due is None:
            self._due = self._task(self._send())

    def _task(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """A task held until done (the loop keeps only a weak reference to its tasks)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def _send(self) -> None:
        await asyncio.sleep(GATHER)
        self._due = None
        for socket in list(self.sockets):  # each page apart: a slow one delays no other
            if socket in self._sending:
                self._again.add(socket)  # told once more when its message has gone
            else:
                self._task(self._send_to(socket))

    async def _send_to(self, socket: WebSocket) -> None:
        self._sending.add(socket)
        try:
            while True:
                self._again.discard(socket)
                await asyncio.wait_for(socket.send_text(CHANGED), SEND_SECONDS)
                if socket not in self._again:
                    return
        except Exception:  # gone, or not reading: let go
            self.sockets.discard(socket)
            self._again.discard(socket)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(socket.close(code=1001), SEND_SECONDS)
        finally:
            self._sending.discard(socket)

    async def listen(self, socket: WebSocket) -> None:
        """Hold ``socket`` until it closes; it has nothing to say (a word closes it)."""
        self._loop = asyncio.get_running_loop()
        self.sockets.add(socket)  # before the page hears it is open: no change falls between
        try:
            await socket.accept()
            await socket.receive_text()
            await socket.close(code=1008)
        except (WebSocketDisconnect, RuntimeError, KeyError):
            pass
        finally:
            self.sockets.discard(socket)


def feed_routes(feed: SeeksFeed, origins: frozenset[str]) -> APIRouter:
    """``/api/play/feed``, opened from the server's own page or from a page at ``origins``."""
    router = APIRouter()

    @router.websocket("/api/play/feed")
    async def listen(socket: WebSocket) -> None:
        origin = socket.headers.get("origin")
        if not origin_allowed(origin, socket.headers.get("host"), origins):
            QuietLog(peer(socket)).warn(f"refused the seeks' feed to the page at {origin}")
            await socket.close(code=4403)
            return
        await feed.listen(socket)

    return router
