"""The tables' JSON API: the games offered, opening a table or a session, taking a seat, a
table's state and its record."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from salon.web.play.clock import Pace, time_control
from salon.web.play.room import Room
from salon.web.players.web import Players
from salon.web.server.hub import Hub, state_message
from salon.web.server.workers import client_of
from salon.web.sessions.tables import FRIEND, HOST, open_session
from salon.web.tables.adapter import JSON, EngineAdapter, computers_json
from salon.web.tables.games import SESSIONS, adapter_for
from salon.web.tables.policies import PLAYER_PATTERN, ServedPolicies
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent, Table, TableError

TWO_SEATS_TURN_BASED = "a two-seat table is made turn-based from a seek (docs/web.md)"
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


def table_api_routes(
    people: Players, room: Room, hub: Hub, limit: Callable[[str, Request], None]
) -> APIRouter:
    """``/api/games`` and ``/api/tables``: ``limit`` refuses a client that opens tables or
    takes seats too often; ``room`` times the moves of a session played turn-based."""
    router = APIRouter()
    salon = hub.salon

    @router.get("/api/games")
    def games() -> JSON:
        return {"games": [_game_json(name, salon.policies) for name in GAMES]}

    @router.post("/api/tables", status_code=201)
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

    @router.post("/api/tables/{table_id}/join")
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

    @router.get("/api/tables/{table_id}")
    async def table_state(table_id: str) -> JSON:
        table = await asyncio.to_thread(_table, salon, table_id)
        return await hub.run(hub.viewing, state_message, table, None)

    @router.get("/api/tables/{table_id}/record", response_class=PlainTextResponse)
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

    return router


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


def _table(salon: Salon, table_id: str) -> Table:
    try:
        return salon.table(table_id)
    except TableError as error:
        raise HTTPException(status_code=404, detail=str(error)) from None
