"""The web app: a small JSON API to open and join tables, a websocket to play, the page.

The live connections are kept by :mod:`salon.web.server.hub`, the websocket's messages read
by :mod:`salon.web.server.websocket`; the lobby, Play again and the replays are routes of their
own modules (:mod:`salon.web.tables.lobby`, :mod:`salon.web.tables.rematch`,
:mod:`salon.web.tables.replays`).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, PlainTextResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from salon.web.notify.challenges import challenge_routes
from salon.web.notify.notifier import Notifier, paced_by
from salon.web.notify.routes import notify_routes
from salon.web.play.clock import Pace, time_control
from salon.web.play.presence import Presence
from salon.web.play.room import Room
from salon.web.play.routes import play_routes
from salon.web.play.timekeeper import Now, utc_now, waiting_for_days
from salon.web.players.pages import player_routes
from salon.web.players.routes import account_routes
from salon.web.players.sessions import CsrfCheck
from salon.web.players.web import Players, PlayerSettings
from salon.web.scoring.chouette_routes import chouette_routes
from salon.web.scoring.ecarte_routes import ecarte_routes
from salon.web.scoring.kept import KeptCards
from salon.web.scoring.kept_routes import kept_routes
from salon.web.scoring.routes import score_routes
from salon.web.scoring.table_routes import table_routes
from salon.web.server.bodies import StrictBodies, invalid_request, server_error
from salon.web.server.hub import Hub, state_message
from salon.web.server.limits import ClientAllowances, QuietLog, RequestLimits
from salon.web.server.security import ICON, SecurityHeaders, origin_allowed, origin_of
from salon.web.server.store import Store
from salon.web.server.websocket import greet, peer, refuse, serve
from salon.web.server.workers import client_of
from salon.web.sessions.tables import FRIEND, HOST, open_session
from salon.web.tables.adapter import JSON, EngineAdapter, computers_json
from salon.web.tables.games import SESSIONS, adapter_for
from salon.web.tables.lobby import lobby_routes
from salon.web.tables.policies import PLAYER_PATTERN, ServedPolicies
from salon.web.tables.registry import Salon
from salon.web.tables.rematch import rematch_routes
from salon.web.tables.replays import replay_routes
from salon.web.tables.table import Opponent, Table, TableError
from salon.web.talk.chat import Chat
from salon.web.talk.kept import ChatStore
from salon.web.teaching.hints import hint_routes
from salon.web.teaching.learning import learning_routes
from salon.web.teaching.puzzle_book import PuzzleBook
from salon.web.teaching.puzzles import puzzle_routes
from salon.web.teaching.review import Reviews, review_routes
from salon.web.teaching.training import training_routes
from salon.web.teaching.tutor import tutor_routes
from salon.web.teaching.whatif import whatif_routes

STATIC = Path(__file__).parent / "static"
TWO_SEATS_TURN_BASED = "a two-seat table is made turn-based from a seek (docs/web.md)"
EXPIRE_AFTER = 24 * 3600.0
"""Seconds after which a table no person has acted at is forgotten."""
SWEEP_EVERY = 60.0
GAMES = ("piquet", "ecarte", "chouette", "pool", "french")


class NewTableRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(default="piquet", max_length=32)
    rules: str = Field(default="", max_length=200)
    """The rule options; empty for the game's standard preset."""
    name: str = Field(min_length=1, max_length=100)
    opponent: Opponent | Annotated[str, StringConstraints(pattern=PLAYER_PATTERN)] = Opponent.THUMB
    """A friend, a computer, or a policy the server offers (``policy:NAME``)."""
    listed: bool = False
    """Show the table in the lobby: its open seat to join, then the game to watch."""
    hints: bool = False
    """The player may ask for hints (against the computer only)."""
    seats: list[str] | None = Field(default=None, max_length=12)
    """A session's seats, one entry each: host, friend, or a computer's strength."""
    options: dict[str, int | str] = Field(default_factory=dict, max_length=12)
    """A session's options (docs/web.md "Tables for three or more")."""
    rated: bool = False
    """The game counts for both players' ratings (docs/players.md)."""
    days: int | None = Field(default=None, ge=0, le=1000)
    """A session played turn-based: the days each person has for each move (1, 3 or 7)."""


class JoinRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    invite: str | None = Field(default=None, min_length=1, max_length=200)
    """The invitation; none to take the open seat of a table listed in the lobby."""
    name: str = Field(min_length=1, max_length=100)


def _people_only(request: NewTableRequest) -> bool:
    """Every seat but the host's is a friend's, none the computer's."""
    if request.seats is None:
        return request.opponent is Opponent.FRIEND
    return all(entry in (HOST, FRIEND) for entry in request.seats)


FINISHED_IN_MEMORY = 64
"""Finished tables kept in memory once asked for; the others are rebuilt from the database
when asked for again. A finished piquet table's game is some 1,000 objects that every full
collection of the cycle collector scans: 256 of them kept were most of what it scanned, and
its pauses were as long (docs/web.md "Under load")."""


def settle_objects() -> None:
    """Set the objects made at start (the modules, the tables loaded, the compiled tables)
    aside from the cycle collector, once, before the first connection is served.

    Set aside, they are never scanned by a full collection, which is shorter for it. An object
    set aside is never collected as part of a cycle, so this is done before serving only:
    the server used to do it again and again, with connections open, and kept every closed
    websocket for good (docs/web.md "Under load"); a second time after a warm-up would still
    keep whatever cycles the connections and tables open at that moment leave."""
    gc.collect()
    gc.freeze()


async def _sweep(hub: Hub, presence: Presence, expire_after: float) -> None:
    """Now and then, forget the tables no person has acted at for ``expire_after`` seconds,
    and tell whoever still watches one."""
    while True:
        expired = await asyncio.to_thread(hub.salon.expire, expire_after)
        for table in expired:
            await hub.broadcast(table)
            presence.forget(table.id)
        await asyncio.to_thread(hub.chat.forget, [table.id for table in expired])
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
    players: PlayerSettings = PlayerSettings(),  # noqa: B008 (frozen)
    policies: ServedPolicies | None = None,
    now: Now = utc_now,
    ticks: Callable[[], float] = time.monotonic,
) -> FastAPI:
    """The app over ``store``.

    ``pace`` is the pause (seconds) before each computer move; each connection may send
    ``burst`` messages at once and ``rate`` a second after that; the computers think in
    ``thinkers`` processes (0: in threads of the server's process). Each client address may
    open tables and claim seats as ``allowances`` say (None: without limit); tables no person
    has acted at are forgotten ``expire_after`` seconds after they were opened. The
    websocket is opened from the server's own page, or from pages at ``allow_origins``.
    ``policies`` are the trained policies offered as computer players; ``players`` says how
    accounts are kept (docs/players.md). ``now`` tells the players' clocks the time; ``ticks``
    the seconds by which the clients' allowances refill. The objects made at start are set
    aside from the cycle collector before the first connection (:func:`settle_objects`).
    """
    salon = Salon(
        store, policies=policies, waiting=waiting_for_days(), finished_kept=FINISHED_IN_MEMORY
    )
    people = Players(salon, players)
    room = Room(people, now)
    chat = Chat(store=ChatStore(store.engine))
    hub = Hub(salon, pace=pace, rate=rate, burst=burst, thinkers=thinkers, chat=chat)
    notifier = Notifier(
        salon,
        people.key,
        players.mail,
        now=now,
        present=room.presence.present,
        turn_based=paced_by(room.keeper),
    )
    room.book.on_challenge.append(notifier.challenged)
    limits = RequestLimits(allowances, clock=ticks)
    origins = frozenset(origin_of(origin) for origin in allow_origins)

    def limit(kind: str, http: Request) -> None:
        _limit(limits, kind, http)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settle_objects()  # before the loaded tables' moves are set going
        for table in list(salon.tables.values()):
            hub.advance(table)
        loop = asyncio.get_running_loop()
        background = [
            loop.create_task(_sweep(hub, room.presence, expire_after)),
            loop.create_task(room.watch(tell_table)),
        ]
        yield
        for task in background:
            task.cancel()
        hub.close()
        notifier.close()

    app = FastAPI(title="salon", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.salon = salon
    app.state.hub = hub
    app.state.notifier = notifier
    app.state.room = room

    @app.get("/api/games")
    def games() -> JSON:
        return {"games": [_game_json(name, salon.policies) for name in GAMES]}

    @app.post("/api/tables", status_code=201)
    async def new_table(request: NewTableRequest, http: Request) -> JSON:
        limit("tables", http)
        if request.rated:
            await people.may_open_rated(http, request.game, people_only=_people_only(request))
        if request.game in SESSIONS or request.seats is not None:
            return await _new_session(request, http)
        if request.days is not None:
            raise HTTPException(status_code=400, detail=TWO_SEATS_TURN_BASED)
        if request.options:
            raise HTTPException(status_code=400, detail="a two-seat table takes rules, not options")
        try:
            made = await asyncio.to_thread(
                salon.create,
                game=request.game,
                rules=request.rules,
                name=request.name,
                opponent=request.opponent,
                listed=request.listed,
                hints=request.hints,
            )
        except TableError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        if request.rated:
            await people.mark_rated(made.table)
        hub.advance(made.table)
        return {
            "table": made.table.id,
            "seat": made.seat,
            "token": await people.seat_for(http, made.table, made.seat, made.token),
            "invite": made.invite,
        }

    async def _new_session(request: NewTableRequest, http: Request) -> JSON:
        if request.hints:
            raise HTTPException(status_code=400, detail="hints are given at two-seat tables")
        control, account = None, None
        if request.days is not None:
            account = await people.signed_in(http)  # "Your turn" lists it on every device
            try:
                control = time_control(Pace.TURN.value, request.days)
            except ValueError as error:
                raise HTTPException(status_code=400, detail=str(error)) from None
        try:
            made = await asyncio.to_thread(
                open_session,
                salon,
                game=request.game,
                name=request.name,
                seats=request.seats or [],
                options=request.options,
                listed=request.listed,
            )
        except TableError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        if request.rated:
            await people.mark_rated(made.table)
        token = await people.seat_for(http, made.table, made.seat, made.token)
        if control is not None and account is not None:
            holders = [account.id if n == made.seat else None for n in range(len(made.table.seats))]
            await asyncio.to_thread(room.time_a_move, made.table, holders, control)
        hub.advance(made.table)
        invites = [{"seat": seat, "invite": invite} for seat, invite in made.invites]
        return {
            "table": made.table.id,
            "seat": made.seat,
            "token": token,
            "invite": invites[0]["invite"] if invites else None,
            "invites": invites,
        }

    @app.post("/api/tables/{table_id}/join")
    async def join(table_id: str, request: JoinRequest, http: Request) -> JSON:
        limit("seats", http)
        await people.may_sit(http, table_id)
        try:
            table = await asyncio.to_thread(salon.table, table_id)
            seat, token = await asyncio.to_thread(
                salon.join,
                table_id,
                invite=request.invite,
                name=request.name,
                address=client_of(http),
            )
        except TableError as error:
            raise HTTPException(status_code=404, detail=str(error)) from None
        token = await people.seat_for(http, table, seat, token)
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
            QuietLog(peer(socket)).warn(f"refused a websocket from the page at {origin}")
            await socket.close(code=4403)  # before accepting: an HTTP 403
            return
        await socket.accept()
        table = await asyncio.to_thread(salon.find, table_id)
        if table is None:
            await refuse(socket, f"there is no table {table_id!r}")
            return
        connection = await greet(socket, salon, table, hub)
        if connection is None:
            return
        hub.join(table, connection)
        if connection.seat is not None:
            room.presence.arrived(table.id, connection.seat)
        try:
            await hub.send_state(table, connection)
            await hub.send_chat(table, connection, whole=True)
            await serve(socket, connection, table, salon, hub)
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(table, connection)
            if connection.seat is not None:
                room.presence.left(table.id, connection.seat)
            if table.is_over:
                room.presence.forget(table.id)
                if table.id not in hub.watchers:
                    chat.let_go(table.id)

    async def announce(table: Table) -> None:
        await hub.broadcast(table)
        hub.advance(table)

    async def tell_table(table_id: str) -> None:
        table = salon.tables.get(table_id)
        if table is not None:
            await hub.broadcast(table)

    async def rematch_started(finished: Table, table: Table) -> None:
        await hub.broadcast(finished)  # the other players' pages learn of the next table
        hub.advance(table, changed=True)

    app.include_router(play_routes(room, announce))  # first: the lobby is asked most often
    app.include_router(learning_routes(salon))
    app.include_router(training_routes(limit, hub.analysis))
    app.include_router(lobby_routes(salon, limit))
    app.include_router(rematch_routes(salon, limit, rematch_started))
    app.include_router(replay_routes(salon, limit))
    reviews = Reviews(hub.analysis, hub.full_reviews)
    app.include_router(review_routes(salon, limit, reviews))
    book = PuzzleBook(store.engine)
    app.include_router(
        puzzle_routes(limit, hub.analysis, reviews, people.key, book, people.account, now)
    )
    app.include_router(whatif_routes(salon, limit, hub.analysis))
    app.include_router(hint_routes(salon, hub, limit))
    app.include_router(tutor_routes(salon, hub, limit))
    app.include_router(account_routes(people))
    app.include_router(player_routes(people, limit))
    app.include_router(notify_routes(people, notifier))
    app.include_router(challenge_routes(room, notifier, announce))
    app.include_router(score_routes(limit))
    app.include_router(ecarte_routes(limit))
    app.include_router(chouette_routes(limit))
    app.include_router(table_routes(limit))
    app.include_router(kept_routes(people, KeptCards(salon.store.engine)))

    @app.api_route("/", methods=["GET", "HEAD"], include_in_schema=False)
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

    app.add_exception_handler(RequestValidationError, invalid_request)
    app.add_exception_handler(Exception, server_error)
    app.add_middleware(StrictBodies)  # innermost: a body is read only past the other checks
    app.add_middleware(CsrfCheck, secret=people.key, behind_https=players.behind_https)
    app.add_middleware(SecurityHeaders)  # added last: outermost, round every answer

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def _game_json(name: str, policies: ServedPolicies) -> JSON:
    adapter = adapter_for(name)
    data: JSON = {
        "name": adapter.name,
        "title": adapter.title,
        "presets": adapter.rule_presets(),
        "computers": computers_json() + policies.computers(name),
        "seats": {"least": 2, "most": 2},
        "options": [],
        "rule_options": adapter.options_json() if isinstance(adapter, EngineAdapter) else [],
    }
    session = SESSIONS.get(name)
    return data if session is None else data | session.games_json()


def _limit(limits: RequestLimits, kind: str, request: Request) -> None:
    """Refuse (429, with when to try again) a client that has asked too much of ``kind``."""
    client = client_of(request)
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
