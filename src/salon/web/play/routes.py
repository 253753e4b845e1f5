"""``/api/play/…``: the seeks and challenges, "Play someone now", who is online, the "Your
turn" list, the clocks of a table, and claims. Nothing here carries a card."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from salon.web.play.claims import ClaimKind, claim, resign
from salon.web.play.lobby import MOST_LISTED, Lobby, names_of
from salon.web.play.room import Room
from salon.web.play.seeks import Offer, Seek, SeekError, State
from salon.web.tables.adapter import JSON
from salon.web.tables.table import Table, TableError


class OfferRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1, max_length=32)
    rules: str = Field(default="", max_length=200)
    pace: str = Field(default="live", max_length=8)
    time: int = Field(default=300, ge=0, le=1_000_000)
    rated: bool = False
    low: float | None = None
    high: float | None = None
    to: str | None = Field(default=None, min_length=1, max_length=100)
    """A challenge: the name of the one player it is made to."""


class QuickRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1, max_length=32)


class SeatRequest(BaseModel):
    """A seat's player, proved by its secret."""

    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=12)
    token: str = Field(min_length=1, max_length=200)


class ClaimRequest(SeatRequest):
    kind: ClaimKind


def play_routes(
    room: Room,
    announce: Callable[[Table], Awaitable[None]],
    limit: Callable[[str, Request], None],
) -> APIRouter:
    """``announce`` tells a table's players that it changed (a seat taken, a claim); ``limit``
    counts a client's tries at a seat's secret, as joining a table does."""
    router = APIRouter()
    players = room.players
    book, keeper = room.book, room.keeper

    lobby = Lobby(book, keeper)

    def listed(seeks: list[Seek]) -> list[JSON]:
        ids = {s.account_id for s in seeks} | {s.to_account for s in seeks if s.to_account}
        known = names_of(players.engine, ids)
        return [seek.public(known) for seek in seeks[:MOST_LISTED]]

    async def seated(seek: Seek) -> JSON:
        table = await asyncio.to_thread(room.pairing.seat, seek)
        await announce(table)
        account = seek.taken_by
        assert account is not None
        token = players.seating.keys.token(table.id, 1, account)
        return {"table": table.id, "seat": 1, "token": token}

    @router.get("/api/play/lobby")
    async def play_lobby(http: Request) -> Response:
        answer = await asyncio.to_thread(lambda: lobby.answer(players.account_of(http)))
        return Response(answer, media_type="application/json")

    @router.get("/api/play/turns")
    async def turns(http: Request) -> JSON:
        account = await players.signed_in(http)
        found = await asyncio.to_thread(keeper.your_turn, account.id)
        return {"turns": [turn.public() for turn in found]}

    @router.post("/api/play/seeks", status_code=201)
    async def offer(request: OfferRequest, http: Request) -> JSON:
        account = await players.signed_in(http)
        to = None
        if request.to is not None:
            other = await asyncio.to_thread(players.accounts.by_name, request.to)
            if other is None:
                raise HTTPException(status_code=404, detail="no player has that name")
            to = other.id
        made = Offer(
            request.game, request.rules, request.pace, request.time, request.rated,
            request.low, request.high,
        )  # fmt: skip
        try:
            seek = await asyncio.to_thread(book.offer, account.id, made, to)
        except SeekError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        return {"seek": listed([seek])[0]}

    @router.post("/api/play/seeks/{seek_id}/take")
    async def take(seek_id: str, http: Request) -> JSON:
        account = await players.signed_in(http)
        try:
            seek = await asyncio.to_thread(book.take, seek_id[:40], account.id)
        except SeekError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        return await seated(seek)

    @router.post("/api/play/seeks/{seek_id}/{how}")
    async def close(seek_id: str, how: str, http: Request) -> JSON:
        account = await players.signed_in(http)
        states = {"withdraw": State.WITHDRAWN, "decline": State.DECLINED}
        if how not in states:
            raise HTTPException(status_code=404, detail="a seek is taken, withdrawn or declined")
        try:
            await asyncio.to_thread(book.close, seek_id[:40], account.id, states[how])
        except SeekError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        return {"closed": seek_id}

    @router.post("/api/play/quick")
    async def quick(request: QuickRequest, http: Request) -> JSON:
        """Pair with the nearest waiting seek of the game, by rating; if none waits, offer
        one (live, casual, the game's first rules) for the next player to take."""
        account = await players.signed_in(http)
        for _ in range(3):  # someone else may take the nearest first
            nearest = await asyncio.to_thread(book.nearest, account.id, request.game)
            if nearest is None:
                break
            try:
                seek = await asyncio.to_thread(book.take, nearest.id, account.id)
            except SeekError:
                continue
            return await seated(seek)
        try:
            mine = await asyncio.to_thread(
                book.offer, account.id, Offer(request.game, "", "live", 300, False)
            )
        except SeekError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        return {"seek": listed([mine])[0]}

    @router.get("/api/play/clocks/{table_id}")
    async def clocks(table_id: str) -> JSON:
        found = await asyncio.to_thread(keeper.clocks, table_id[:40])
        over = bool(found) and await asyncio.to_thread(keeper.over, table_id[:40])
        return {"clocks": room.presence.marked(table_id[:40], found), "over": over}

    async def proved(table_id: str, request: SeatRequest, http: Request) -> Table:
        """The table, once the seat's secret is proved (else 409, as any refusal here)."""
        limit("seats", http)  # secrets are not guessed by the thousand
        try:
            return await asyncio.to_thread(
                players.salon.authenticate, table_id[:40], request.seat, request.token
            )
        except TableError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None

    @router.post("/api/play/claim/{table_id}")
    async def make_claim(table_id: str, request: ClaimRequest, http: Request) -> JSON:
        table = await proved(table_id, request, http)
        try:
            rated = await asyncio.to_thread(players.seating.is_rated, table.id)
            said = await asyncio.to_thread(
                claim, players.salon, keeper, table, request.seat, request.kind,
                rated=rated, away=room.presence.away_since,
            )  # fmt: skip
        except TableError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        await announce(table)
        return {"claimed": said}

    @router.post("/api/play/resign/{table_id}")
    async def make_resignation(table_id: str, request: SeatRequest, http: Request) -> JSON:
        table = await proved(table_id, request, http)
        try:
            said = await asyncio.to_thread(resign, players.salon, keeper, table, request.seat)
        except TableError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        await announce(table)
        return {"resigned": said}

    return router
