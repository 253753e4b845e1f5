"""The web app: a small JSON API to open and join tables, a websocket to play, the page.

Each websocket connection is one seat (after it proves the seat's secret) or one
spectator; it is sent only that seat's view, after every change at its table.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import multiprocessing
import os
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import orjson
from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, PlainTextResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from salon.web.adapter import JSON, adapter_for, computers_json
from salon.web.limits import ClientAllowances, QuietLog, RateLimit, RequestLimits
from salon.web.lobby import lobby_routes
from salon.web.protocol import Act, Hello, ProtocolError, read_message
from salon.web.rematch import rematch_routes
from salon.web.replays import replay_routes
from salon.web.security import ICON, SecurityHeaders, origin_allowed, origin_of
from salon.web.store import Store
from salon.web.tables import (
    ComputerTurn,
    Opponent,
    Salon,
    Table,
    TableError,
    leave_with,
    think,
)

log = logging.getLogger("salon.web")
STATIC = Path(__file__).parent / "static"
HELLO_TIMEOUT = 30.0
EXPIRE_AFTER = 24 * 3600.0
"""Seconds after which a table no person has acted at is forgotten."""
SWEEP_EVERY = 60.0
T = TypeVar("T")
GAMES = ("piquet", "ecarte")


class NewTableRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = "piquet"
    rules: str = Field(default="", max_length=200)
    """The rule options; empty for the game's standard preset."""
    name: str = Field(min_length=1, max_length=100)
    opponent: Opponent = Opponent.THUMB
    listed: bool = False
    """Show the table in the lobby: its open seat to join, then the game to watch."""


class JoinRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    invite: str | None = Field(default=None, min_length=1, max_length=200)
    """The invitation; none to take the open seat of a table listed in the lobby."""
    name: str = Field(min_length=1, max_length=100)


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


class Hub:
    """The live connections of every table, and the steps no person takes.

    People's actions and the views sent run in worker threads of their own; the computers
    think in worker processes (``thinkers``; 0 for threads), so that a computer thinking at
    one table never holds up a person acting at another.
    """

    def __init__(
        self,
        salon: Salon,
        *,
        pace: float = 0.0,
        rate: float = 4.0,
        burst: int = 12,
        thinkers: int = 1,
    ) -> None:
        self.salon = salon
        self.pace = pace
        self.rate = rate
        self.burst = burst
        self.watchers: dict[str, set[Connection]] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        # Many threads: an action mostly waits for its commit, shared with the others.
        self.acting = ThreadPoolExecutor(32, thread_name_prefix="salon-act")
        self.viewing = ThreadPoolExecutor(4, thread_name_prefix="salon-view")
        self.thinking: Executor = (
            ProcessPoolExecutor(
                thinkers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=leave_with,
                initargs=(os.getpid(),),
            )
            if thinkers
            else ThreadPoolExecutor(2, thread_name_prefix="salon-computer")
        )

    async def run(self, pool: Executor, work: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(pool, work, *args)

    def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        for pool in (self.acting, self.viewing, self.thinking):
            pool.shutdown(wait=False, cancel_futures=True)

    async def think(self, turn: ComputerTurn) -> tuple[Any, Any]:
        return await asyncio.get_running_loop().run_in_executor(
            self.thinking, think, turn.agent, turn.view
        )

    def join(self, table: Table, connection: Connection) -> None:
        self.watchers.setdefault(table.id, set()).add(connection)

    def leave(self, table: Table, connection: Connection) -> None:
        self.watchers.get(table.id, set()).discard(connection)

    async def send_state(self, table: Table, connection: Connection) -> None:
        async with connection.sending:
            message, text = await self.run(
                self.viewing, encoded_state, table, connection.seat, connection.talk_sent
            )
            step = message["table"]["step"]
            if step < connection.sent_step:
                return
            connection.sent_step = step
            view = message["view"]
            connection.talk_sent = view["talk_from"] + len(view["talk"])
            with contextlib.suppress(Exception):
                await connection.socket.send_text(text)

    async def broadcast(self, table: Table) -> None:
        for connection in list(self.watchers.get(table.id, ())):
            await self.send_state(table, connection)

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
                step = await self.run(self.acting, self.salon.next_step, table)
                if isinstance(step, ComputerTurn):
                    action, agent = await self.think(step)
                    step = await self.run(
                        self.acting, self.salon.computer_moves, table, step, action, agent
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


SETTLE_EVERY = 5.0


async def _settle_objects() -> None:
    """Every few seconds, set the objects that have lived so long aside from the cycle
    collector: the games' states and talk are long-lived, and a full collection scanning
    hundreds of tables would stop every table for a quarter of a second. Reference counting
    still frees them when a table lets them go; the young ones are collected first."""
    while True:
        gc.collect(1)
        gc.freeze()
        await asyncio.sleep(SETTLE_EVERY)


def encoded_state(table: Table, seat: int | None, talk_from: int = 0) -> tuple[JSON, str]:
    """The state message and its JSON text, made together off the event loop."""
    message = state_message(table, seat, talk_from)
    return message, orjson.dumps(message).decode()


async def _sweep(hub: Hub, expire_after: float) -> None:
    """Now and then, forget the tables no person has acted at for ``expire_after`` seconds,
    and tell whoever still watches one."""
    while True:
        for table in await asyncio.to_thread(hub.salon.expire, expire_after):
            await hub.broadcast(table)
        await asyncio.sleep(min(SWEEP_EVERY, max(expire_after / 4, 1.0)))


def create_app(
    store: Store,
    *,
    pace: float = 0.0,
    rate: float = 4.0,
    burst: int = 12,
    thinkers: int = 1,
    allowances: ClientAllowances | None = ClientAllowances(),  # noqa: B008 (frozen)
    expire_after: float = EXPIRE_AFTER,
    allow_origins: tuple[str, ...] = (),
) -> FastAPI:
    """The app over ``store``.

    ``pace`` is the pause (seconds) before each computer move; each connection may send
    ``burst`` messages at once and ``rate`` a second after that; the computers think in
    ``thinkers`` processes (0: in threads of the server's process). Each client address may
    open tables and claim seats as ``allowances`` say (None: without limit); tables no person
    has acted at are forgotten ``expire_after`` seconds after they were opened. The
    websocket is opened from the server's own page, or from pages at ``allow_origins``.
    """
    salon = Salon(store)
    hub = Hub(salon, pace=pace, rate=rate, burst=burst, thinkers=thinkers)
    limits = RequestLimits(allowances)
    origins = frozenset(origin_of(origin) for origin in allow_origins)

    def limit(kind: str, http: Request) -> None:
        _limit(limits, kind, http)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for table in list(salon.tables.values()):
            hub.advance(table)
        loop = asyncio.get_running_loop()
        background = [
            loop.create_task(_settle_objects()),
            loop.create_task(_sweep(hub, expire_after)),
        ]
        yield
        for task in background:
            task.cancel()
        hub.close()

    app = FastAPI(title="salon", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.salon = salon
    app.state.hub = hub

    @app.get("/api/games")
    def games() -> JSON:
        return {
            "games": [
                {
                    "name": adapter.name,
                    "title": adapter.title,
                    "presets": adapter.rule_presets(),
                    "computers": computers_json(),
                }
                for adapter in (adapter_for(name) for name in GAMES)
            ]
        }

    @app.post("/api/tables", status_code=201)
    async def new_table(request: NewTableRequest, http: Request) -> JSON:
        limit("tables", http)
        try:
            made = await asyncio.to_thread(
                salon.create,
                game=request.game,
                rules=request.rules,
                name=request.name,
                opponent=request.opponent,
                listed=request.listed,
            )
        except TableError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        hub.advance(made.table)
        return {
            "table": made.table.id,
            "seat": made.seat,
            "token": made.token,
            "invite": made.invite,
        }

    @app.post("/api/tables/{table_id}/join")
    async def join(table_id: str, request: JoinRequest, http: Request) -> JSON:
        limit("seats", http)
        try:
            table = await asyncio.to_thread(salon.table, table_id)
            seat, token = await asyncio.to_thread(
                salon.join, table_id, invite=request.invite, name=request.name
            )
        except TableError as error:
            raise HTTPException(status_code=404, detail=str(error)) from None
        await hub.broadcast(table)
        hub.advance(table)
        return {"table": table_id, "seat": seat, "token": token}

    @app.get("/api/tables/{table_id}")
    async def table_state(table_id: str) -> JSON:
        table = await asyncio.to_thread(_table, salon, table_id)
        return await hub.run(hub.viewing, state_message, table, None)

    @app.get("/api/tables/{table_id}/record", response_class=PlainTextResponse)
    def record(table_id: str) -> PlainTextResponse:
        table = _table(salon, table_id)
        try:
            with table.lock:
                text = table.record()
        except TableError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        filename = f"salon-{table.adapter.name}-{table.id}.txt"
        return PlainTextResponse(
            text, headers={"Content-Disposition": f'attachment; filename="{filename}"'}
        )

    @app.websocket("/ws/{table_id}")
    async def play(socket: WebSocket, table_id: str) -> None:
        origin = socket.headers.get("origin")
        if not origin_allowed(origin, socket.headers.get("host"), origins):
            QuietLog(_peer(socket)).warn(f"refused a websocket from the page at {origin}")
            await socket.close(code=4403)  # before accepting: an HTTP 403
            return
        await socket.accept()
        table = await asyncio.to_thread(salon.find, table_id)
        if table is None:
            await _refuse(socket, f"there is no table {table_id!r}")
            return
        connection = await _greet(socket, salon, table, hub)
        if connection is None:
            return
        hub.join(table, connection)
        try:
            await hub.send_state(table, connection)
            await _serve(socket, connection, table, salon, hub)
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(table, connection)

    async def rematch_started(finished: Table, table: Table) -> None:
        await hub.broadcast(finished)  # the other players' pages learn of the next table
        hub.advance(table, changed=True)

    app.include_router(lobby_routes(salon, limit))
    app.include_router(rematch_routes(salon, limit, rematch_started))
    app.include_router(replay_routes(salon, limit))

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/favicon.svg", include_in_schema=False)
    def icon() -> FileResponse:
        return FileResponse(
            ICON, media_type="image/svg+xml", headers={"Cache-Control": "max-age=86400"}
        )

    @app.get("/favicon.ico", include_in_schema=False)
    def old_icon() -> RedirectResponse:
        return RedirectResponse("/favicon.svg", status_code=301)

    app.add_middleware(SecurityHeaders)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def _limit(limits: RequestLimits, kind: str, request: Request) -> None:
    """Refuse (429, with when to try again) a client that has asked too much of ``kind``."""
    client = "unknown" if request.client is None else request.client.host
    wait = limits.refusal(kind, client)
    if wait is not None:
        raise HTTPException(
            status_code=429,
            detail=f"too many requests of this kind from your address; try again in {wait} s",
            headers={"Retry-After": str(wait)},
        )


def _table(salon: Salon, table_id: str) -> Table:
    try:
        return salon.table(table_id)
    except TableError as error:
        raise HTTPException(status_code=404, detail=str(error)) from None


async def _refuse(socket: WebSocket, reason: str) -> None:
    await socket.send_json({"type": "error", "message": reason})
    await socket.close(code=4403)


async def _greet(socket: WebSocket, salon: Salon, table: Table, hub: Hub) -> Connection | None:
    """The first message must say who the client is; a seat must prove its secret."""
    quiet = QuietLog(_peer(socket))
    try:
        text = await asyncio.wait_for(_receive(socket), HELLO_TIMEOUT)
        message = read_message(text)
        if not isinstance(message, Hello):
            raise ProtocolError("say hello first (your seat and its secret, or watch)")
        if message.seat is not None:
            salon.authenticate(table.id, message.seat, message.token or "")
    except (ProtocolError, TableError) as error:
        quiet.warn(f"refused before hello: {error}")
        await _refuse(socket, str(error))
        return None
    except (TimeoutError, WebSocketDisconnect):
        with contextlib.suppress(Exception):
            await socket.close(code=4408)
        return None
    limit = RateLimit(rate=hub.rate, burst=hub.burst)
    return Connection(socket, message.seat, limit, quiet)


async def _serve(
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


def _peer(socket: WebSocket) -> str:
    client = socket.client
    return "a client" if client is None else f"{client.host}:{client.port}"


async def _act(hub: Hub, table: Table, seat: int, message: Act) -> str:
    return await hub.run(hub.acting, hub.salon.act, table, seat, message.action)
