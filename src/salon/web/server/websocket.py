"""The websocket of a table (``/ws/TABLE``): the hello, then actions, each message read
strictly.

A malformed message gets an error that says why (and before the hello, a close frame) and
one short line in the log, rate-limited for each connection.
"""

from __future__ import annotations

import asyncio
import contextlib

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from salon.web.play.presence import Presence
from salon.web.server.hub import Connection, Hub
from salon.web.server.limits import QuietLog, RateLimit
from salon.web.server.protocol import Act, Hello, ProtocolError, read_message
from salon.web.server.security import origin_allowed
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError
from salon.web.talk.live import chat_message
from salon.web.talk.rules import ChatRefused

HELLO_TIMEOUT = 30.0
NO_SUCH_TABLE = 4404
"""The close code for a table that is not there (never was, or was put away): no retry will
find it."""


def socket_routes(hub: Hub, presence: Presence, origins: frozenset[str]) -> APIRouter:
    """``/ws/TABLE``, opened from the server's own page or from a page at ``origins``; who
    sits there is told to ``presence`` as he comes and goes."""
    router = APIRouter()
    salon = hub.salon

    @router.websocket("/ws/{table_id}")
    async def play(socket: WebSocket, table_id: str) -> None:
        origin = socket.headers.get("origin")
        if not origin_allowed(origin, socket.headers.get("host"), origins):
            QuietLog(peer(socket)).warn(f"refused a websocket from the page at {origin}")
            await socket.close(code=4403)  # before accepting: an HTTP 403
            return
        await socket.accept()
        table = await asyncio.to_thread(salon.find, table_id)
        if table is None:  # its own close code: the page stops reconnecting, and says so
            await refuse(socket, f"there is no table {table_id!r}", code=NO_SUCH_TABLE)
            return
        connection = await greet(socket, salon, table, hub)
        if connection is None:
            return
        hub.join(table, connection)
        if connection.seat is not None:
            presence.arrived(table.id, connection.seat)
        try:
            await hub.send_state(table, connection)
            await hub.send_chat(table, connection, whole=True)
            await serve(socket, connection, table, salon, hub)
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(table, connection)
            if connection.seat is not None:
                presence.left(table.id, connection.seat)
            if table.is_over:
                presence.forget(table.id)
                if table.id not in hub.watchers:
                    hub.chat.let_go(table.id)

    return router


async def refuse(socket: WebSocket, reason: str, code: int = 4403) -> None:
    await socket.send_json({"type": "error", "message": reason})
    await socket.close(code=code)


async def greet(socket: WebSocket, salon: Salon, table: Table, hub: Hub) -> Connection | None:
    """The first message must say who the client is; a seat must prove its secret."""
    quiet = QuietLog(peer(socket))
    try:
        text = await asyncio.wait_for(_receive(socket), HELLO_TIMEOUT)
        message = read_message(text)
        if not isinstance(message, Hello):
            raise ProtocolError("say hello first (your seat and its secret, or watch)")
        if message.seat is not None:
            salon.authenticate(table.id, message.seat, message.token or "")
    except (ProtocolError, TableError) as error:
        quiet.warn(f"refused before hello: {error}")
        await refuse(socket, str(error))
        return None
    except (TimeoutError, WebSocketDisconnect):
        with contextlib.suppress(Exception):
            await socket.close(code=4408)
        return None
    limit = RateLimit(rate=hub.rate, burst=hub.burst)
    return Connection(socket, message.seat, limit, quiet)


async def serve(
    socket: WebSocket, connection: Connection, table: Table, salon: Salon, hub: Hub
) -> None:
    while True:
        text = await _receive(socket)
        if not connection.limit.allow():
            await socket.send_json({"type": "error", "message": "too many messages; slow down"})
            continue
        try:
            message = read_message(text)
            if isinstance(message, Hello):
                raise ProtocolError("you have already said hello")
        except ProtocolError as error:
            connection.quiet.warn(f"refused: {error}")
            await socket.send_json({"type": "error", "message": str(error)})
            continue
        if not isinstance(message, Act):
            try:
                await chat_message(hub, table, connection, message)
            except ChatRefused as error:
                await socket.send_json({"type": "error", "message": str(error), "chat": True})
            continue
        try:
            if connection.seat is None:
                raise TableError("spectators watch; they do not act")
            done = await _act(hub, table, connection.seat, message)
        except TableError as error:
            await socket.send_json({"type": "error", "message": str(error)})
            continue
        await socket.send_json({"type": "ack", "action": done, "step": table.step})
        hub.advance(table, changed=True)


async def _receive(socket: WebSocket) -> str:
    """The next text message; a binary one is read as a message no JSON can be (refused by
    ``read_message``), so that every bad message gets the same clean answer."""
    received = await socket.receive()
    if received["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(received.get("code", 1000))
    text = received.get("text")
    return text if isinstance(text, str) else "(binary)"


def peer(socket: WebSocket) -> str:
    client = socket.client
    return "a client" if client is None else f"{client.host}:{client.port}"


async def _act(hub: Hub, table: Table, seat: int, message: Act) -> str:
    return await hub.run(hub.acting, hub.salon.act, table, seat, message.action)
