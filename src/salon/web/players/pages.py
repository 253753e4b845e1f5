"""The players' pages and what they read: ``/account`` (sign up, sign in, the account's
settings), ``/players/{name}`` (a profile and its history), ``/leaderboard``; and
``/api/players/{name}``, ``/api/players/{name}/history``, ``/api/leaderboard/{game}``.

A private profile, and its history, are shown to its own player only; to anyone else the
answer is the same as for a name no one has.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import FileResponse, RedirectResponse

from salon.web.players.accounts import Account
from salon.web.players.history import HistoryFilter, history, profile
from salon.web.players.results import DRAWN, LOST, RATED_GAMES, RATED_SESSIONS, WON
from salon.web.players.web import Players
from salon.web.server.answers import Encoded, encode
from salon.web.server.pools import ReadingPool

STATIC = Path(__file__).parent.parent / "static"
NOT_SHOWN = "no such player, or the profile is private"


def player_routes(players: Players, limit: Callable[[str, Request], None]) -> APIRouter:
    router = APIRouter()
    engine = players.engine
    reading = ReadingPool()

    def shown(request: Request, name: str) -> Account:
        """The account named, if the one asking may see it (in a worker thread)."""
        account = players.accounts.by_name(name)
        viewer = players.account_of(request)
        if account is None or (account.private and (viewer is None or viewer.id != account.id)):
            raise HTTPException(status_code=404, detail=NOT_SHOWN)
        return account

    def player_answer(request: Request, name: str) -> bytes:
        account = shown(request, name)
        with engine.connect() as conn:
            facts = profile(conn, account.id)
        return encode(
            {
                "name": account.name,
                "member_since": account.created.date().isoformat(),
                "private": account.private,
            }
            | facts
        )

    def history_answer(request: Request, name: str, chosen: HistoryFilter) -> bytes:
        account = shown(request, name)
        with engine.connect() as conn:
            return encode(history(conn, account.id, chosen))

    async def answered(work: Callable[..., bytes], *args: object) -> Encoded:
        """The page read and encoded in one hop off the event loop, in the pages' own few
        threads (:mod:`salon.web.server.pools`)."""
        return Encoded(await reading.run(work, *args))

    @router.get("/api/players/{name}", response_class=Encoded)
    async def player(name: str, request: Request) -> Encoded:
        limit("lookups", request)
        return await answered(player_answer, request, name)

    @router.get("/api/players/{name}/history", response_class=Encoded)
    async def games_of(
        name: str,
        request: Request,
        game: str | None = Query(default=None, max_length=32),
        rated: bool | None = None,
        opponent: str | None = Query(default=None, max_length=100),
        result: str | None = Query(default=None, max_length=8),
        page: int = Query(default=0, ge=0, le=10_000),
    ) -> Encoded:
        if game is not None and game not in RATED_GAMES + RATED_SESSIONS:
            raise HTTPException(status_code=400, detail=f"the game is one of {GAME_NAMES}")
        if result is not None and result not in (WON, LOST, DRAWN):
            raise HTTPException(status_code=400, detail="the result is won, lost or drawn")
        limit("lookups", request)
        chosen = HistoryFilter(game, rated, opponent, result, page)
        return await answered(history_answer, request, name, chosen)

    @router.get("/api/leaderboard/{game}", response_class=Encoded)
    async def leaders(game: str, request: Request) -> Encoded:
        limit("lookups", request)
        if game not in RATED_GAMES + RATED_SESSIONS:
            raise HTTPException(status_code=404, detail=f"the leaderboards are {GAME_NAMES}")
        return await answered(players.boards.answer, game)

    @router.get("/players", include_in_schema=False)
    def every_player() -> RedirectResponse:
        """The players are found on the leaderboard, the provisional ones apart."""
        return RedirectResponse("/leaderboard", status_code=308)

    for path, page_file in (
        ("/account", "account.html"),
        ("/players/{name}", "player.html"),
        ("/leaderboard", "leaderboard.html"),
    ):
        router.add_api_route(path, _page(page_file), include_in_schema=False)
    return router


GAME_NAMES = ", ".join(RATED_GAMES + RATED_SESSIONS)


def _page(name: str) -> Callable[[], FileResponse]:
    def page() -> FileResponse:
        return FileResponse(STATIC / name)

    return page
