"""The web app: the routes of its modules put together, the page, and the server's start and
stop.

The tables' JSON API is :mod:`salon.web.tables.api`, their websocket
:mod:`salon.web.server.websocket`, the live connections kept by :mod:`salon.web.server.hub`;
the lobby, Play again and the replays are routes of their own modules
(:mod:`salon.web.tables.lobby`, :mod:`salon.web.tables.rematch`,
:mod:`salon.web.tables.replays`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from salon.web.notify.challenges import challenge_routes
from salon.web.notify.notifier import Notifier, paced_by
from salon.web.notify.routes import notify_routes
from salon.web.play.feed import feed_routes
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
from salon.web.server.hub import Hub
from salon.web.server.limits import ClientAllowances, RequestLimits, waiting_words
from salon.web.server.missing import not_found
from salon.web.server.security import ICON, SecurityHeaders, origin_of
from salon.web.server.store import Store
from salon.web.server.upkeep import EXPIRE_AFTER, settle_objects, sweep
from salon.web.server.websocket import socket_routes
from salon.web.server.workers import client_of
from salon.web.tables.api import table_api_routes
from salon.web.tables.lobby import lobby_routes
from salon.web.tables.policies import ServedPolicies
from salon.web.tables.registry import Salon
from salon.web.tables.rematch import rematch_routes
from salon.web.tables.replays import replay_routes
from salon.web.tables.table import Table
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

FINISHED_IN_MEMORY = 64
"""Finished tables kept in memory once asked for; the others are rebuilt from the database
when asked for again. A finished piquet table's game is some 1,000 objects that every full
collection of the cycle collector scans: 256 of them kept were most of what it scanned, and
its pauses were as long (docs/web.md "Under load")."""


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
    people = Players(salon, players, ticks=ticks)
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
            loop.create_task(sweep(hub, room.presence, expire_after)),
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

    app.include_router(table_api_routes(people, room, hub, limit))
    app.include_router(socket_routes(hub, room.presence, origins))

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

    app.include_router(play_routes(room, announce, limit))  # early: the lobby is asked most often
    app.include_router(feed_routes(room.feed, origins))
    app.include_router(learning_routes(salon))
    app.include_router(training_routes(limit, hub.analysis))
    app.include_router(lobby_routes(salon, limit))
    app.include_router(rematch_routes(salon, limit, rematch_started, room.rematch_terms))
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
    app.include_router(challenge_routes(room, notifier, announce, limit))
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
    app.add_exception_handler(StarletteHTTPException, not_found)
    app.add_exception_handler(Exception, server_error)
    app.add_middleware(StrictBodies)  # innermost: a body is read only past the other checks
    app.add_middleware(CsrfCheck, secret=people.key, behind_https=players.behind_https)
    app.add_middleware(SecurityHeaders)  # added last: outermost, round every answer

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def _limit(limits: RequestLimits, kind: str, request: Request) -> None:
    """Refuse (429, with when to try again) a client that has asked too much of ``kind``."""
    client = client_of(request)
    wait = limits.refusal(kind, client)
    if wait is not None:
        raise HTTPException(
            status_code=429,
            detail=(
                "too many requests of this kind from your address; "
                f"try again in {waiting_words(wait)}"
            ),
            headers={"Retry-After": str(wait)},
        )
