"""The web app: a small JSON API to open and join tables, a websocket to play, the page.

Each websocket connection is one seat (after it proves the seat's secret) or one
spectator; it is sent only that seat's view, after every change at its table.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from salon.web.adapter import JSON, adapter_for
from salon.web.protocol import Act, Hello, ProtocolError, RateLimit, read_message
from salon.web.store import Store
from salon.web.tables import Opponent, Salon, Table, TableError

log = logging.getLogger("salon.web")
STATIC = Path(__file__).parent / "static"
HELLO_TIMEOUT = 30.0
GAMES = ("piquet", "ecarte")


class NewTableRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = "piquet"
    rules: str = Field(default="", max_length=200)
    """The rule options; empty for the game's standard preset."""
    name: str = Field(min_length=1, max_length=100)
    opponent: Opponent = Opponent.THUMB


class JoinRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    invite: str = Field(min_length=1, max_length=200)
    name: str = Field(min_length=1, max_length=100)


@dataclass(eq=False)
class Connection:
    socket: WebSocket
    seat: int | None
    limit: RateLimit
    sending: asyncio.Lock = field(default_factory=asyncio.Lock)
    sent_step: int = -1
    """The step of the last state sent: an older state is never sent after a newer one."""


class Hub:
    """The live connections of every table, and the steps no person takes."""

    def __init__(self, salon: Salon, *, pace: float = 0.0, rate: float = 4.0, burst: int = 12):
        self.salon = salon
        self.pace = pace
        self.rate = rate
        self.burst = burst
        self.watchers: dict[str, set[Connection]] = {}
        self.tasks: set[asyncio.Task[None]] = set()

    def join(self, table: Table, connection: Connection) -> None:
        self.watchers.setdefault(table.id, set()).add(connection)

    def leave(self, table: Table, connection: Connection) -> None:
        self.watchers.get(table.id, set()).discard(connection)

    async def send_state(self, table: Table, connection: Connection) -> None:
        async with connection.sending:
            message = await asyncio.to_thread(state_message, table, connection.seat)
            step = message["table"]["step"]
            if step < connection.sent_step:
                return
            connection.sent_step = step
            with contextlib.suppress(Exception):
                await connection.socket.send_json(message)

    async def broadcast(self, table: Table) -> None:
        for connection in list(self.watchers.get(table.id, ())):
            await self.send_state(table, connection)

    def advance(self, table: Table) -> None:
        """Play the shuffles and the computers' moves, in a worker thread, in the background."""
        task = asyncio.get_running_loop().create_task(self._advance(table))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _advance(self, table: Table) -> None:
        while True:
            if self.pace and self.salon.next_is_computer(table):
                await asyncio.sleep(self.pace)
            try:
                moved = await asyncio.to_thread(self.salon.advance_one, table)
            except Exception:
                log.exception("table %s: a step no person takes failed", table.id)
                return
            if not moved:
                return
            await self.broadcast(table)


def state_message(table: Table, seat: int | None) -> JSON:
    with table.lock:
        return {"type": "state", "table": table.public_info(), "view": table.view(seat)}


def create_app(store: Store, *, pace: float = 0.0, rate: float = 4.0, burst: int = 12) -> FastAPI:
    """The app over ``store``.

    ``pace`` is the pause (seconds) before each computer move; each connection may send
    ``burst`` messages at once and ``rate`` a second after that.
    """
    salon = Salon(store)
    hub = Hub(salon, pace=pace, rate=rate, burst=burst)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for table in list(salon.tables.values()):
            hub.advance(table)
        yield
        for task in list(hub.tasks):
            task.cancel()

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
                    "computers": list(adapter.computer_players),
                }
                for adapter in (adapter_for(name) for name in GAMES)
            ]
        }

    @app.post("/api/tables", status_code=201)
    async def new_table(request: NewTableRequest) -> JSON:
        try:
            made = await asyncio.to_thread(
                salon.create,
                game=request.game,
                rules=request.rules,
                name=request.name,
                opponent=request.opponent,
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
    async def join(table_id: str, request: JoinRequest) -> JSON:
        try:
            table = salon.table(table_id)
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
        table = _table(salon, table_id)
        return await asyncio.to_thread(state_message, table, None)

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
        await socket.accept()
        table = salon.tables.get(table_id)
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

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


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
    try:
        text = await asyncio.wait_for(socket.receive_text(), HELLO_TIMEOUT)
        message = read_message(text)
        if not isinstance(message, Hello):
            raise ProtocolError("say hello first (your seat and its secret, or watch)")
        if message.seat is not None:
            salon.authenticate(table.id, message.seat, message.token or "")
    except (ProtocolError, TableError) as error:
        await _refuse(socket, str(error))
        return None
    except (TimeoutError, WebSocketDisconnect):
        with contextlib.suppress(Exception):
            await socket.close(code=4408)
        return None
    return Connection(socket, message.seat, RateLimit(rate=hub.rate, burst=hub.burst))


async def _serve(
    socket: WebSocket, connection: Connection, table: Table, salon: Salon, hub: Hub
) -> None:
    while True:
        text = await socket.receive_text()
        if not connection.limit.allow():
            await socket.send_json({"type": "error", "message": "too many messages; slow down"})
            continue
        try:
            message = read_message(text)
            if isinstance(message, Hello):
                raise ProtocolError("you have already said hello")
            if connection.seat is None:
                raise TableError("spectators watch; they do not act")
            done = await _act(salon, table, connection.seat, message)
        except (ProtocolError, TableError) as error:
            await socket.send_json({"type": "error", "message": str(error)})
            continue
        await socket.send_json({"type": "ack", "action": done, "step": table.step})
        await hub.broadcast(table)
        hub.advance(table)


async def _act(salon: Salon, table: Table, seat: int, message: Act) -> str:
    return await asyncio.to_thread(salon.act, table, seat, message.action)


def serve(*, host: str, port: int, database: str, pace: float = 0.6) -> None:
    """Run the app with uvicorn until interrupted."""
    import uvicorn

    store = Store(database)
    app = create_app(store, pace=pace)
    print(f"salon is at http://{host}:{port}/  (database: {_safe_url(database)})", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")


def _safe_url(url: str) -> Any:
    """The database URL without its password, fit to print."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
