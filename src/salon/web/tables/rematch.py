"""Play again: the same players, the same rules, the same computers, a fresh cut.

The first player to ask opens the next table and sits at once; every other person's seat
there waits for him, opened only by the secret of his seat at the finished table (the seat's
invitation is the hash of that secret's hash, so the server keeps no secret to open it); a
computer's seat is filled at once. The finished table then names the next one (``next``),
so that the other players' pages can offer "Play again" too.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.web.tables.adapter import HUMAN, JSON
from salon.web.tables.registry import Salon
from salon.web.tables.table import Seat, Table, TableError, hash_secret


class NotNow(TableError):
    """Playing again is refused for now (answered 409): the game goes on, or the seat at
    the next table is taken already."""


class Terms(Protocol):
    """What a finished table's players had agreed beyond its rules (accounts, rating,
    clocks), kept above the tables and handed on to the next table."""

    def carry(self, finished: Table, table: Table) -> None:
        """Give ``table`` the terms of ``finished`` (its rating, its clocks), before anyone
        plays at it."""

    def bind(self, finished: Table, table: Table, seat: int) -> str | None:
        """Bind ``seat`` of ``table``, just taken by its player, to the account that held it at
        ``finished``; the secret it opens with from now on (None: it held no account)."""

    def token(self, table: Table, seat: int) -> str | None:
        """The secret of ``seat`` if it is bound to an account (None: it is not)."""


@dataclass(frozen=True, slots=True)
class NextSeat:
    table: Table
    """The next table."""
    seat: int
    token: str
    created: bool
    """Whether this request opened the next table."""


def play_again(
    salon: Salon, table_id: str, seat: int, token: str, terms: Terms | None = None
) -> NextSeat:
    """The seat of ``seat``'s player at the next table, the table opened if need be, on the
    finished table's ``terms``."""
    finished = salon.authenticate(table_id, seat, token)
    with finished.lock:
        if not finished.is_over:
            raise NotNow("the game is not over: finish it before playing again")
        if finished.next is None:
            fresh = secrets.token_urlsafe(32)
            seats = [
                _seat_again(old, fresh if number == seat else None)
                for number, old in enumerate(finished.seats)
            ]
            # Not listed: its seats are kept for the players of this table alone.
            table = salon.open_table(finished.adapter, finished.rules, seats, hints=finished.hints)
            if terms is not None:  # the others' seats wait for them, bound as they sit
                terms.carry(finished, table)
                fresh = terms.bind(finished, table, seat) or fresh
            salon.store.set_next(finished.id, table.id)
            finished.next = table.id
            return NextSeat(table, seat, fresh, created=True)
        next_id = finished.next
    table = salon.table(next_id)
    name = finished.seats[seat].name
    try:
        number, fresh = salon.join(next_id, invite=hash_secret(token), name=name)
    except TableError:
        # Taken already: by him, from another device, if it is his account's seat.
        bound = terms.token(table, seat) if terms is not None else None
        if bound is None:
            raise NotNow("your seat at the next table is taken already (by you)") from None
        return NextSeat(table, seat, bound, created=False)
    bound = terms.bind(finished, table, number) if terms is not None else None
    return NextSeat(table, number, bound or fresh, created=False)


def _seat_again(old: Seat, token: str | None) -> Seat:
    """``old``'s player at the next table: seated with ``token``, a computer as it was, or
    a person's seat kept for him until he asks with his secret."""
    if old.is_computer:
        return Seat(old.name, old.player)
    if token is not None:
        return Seat(old.name, HUMAN, token_hash=hash_secret(token))
    if old.token_hash is None:
        raise TableError("a seat of this table was never taken")
    return Seat(old.name, HUMAN, invite_hash=hash_secret(old.token_hash))


class RematchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=11)
    token: str = Field(min_length=1, max_length=200)


def rematch_routes(
    salon: Salon,
    limit: Callable[[str, Request], None],
    started: Callable[[Table, Table], Awaitable[None]],
    terms: Terms | None = None,
) -> APIRouter:
    """``POST /api/tables/TABLE/rematch``; ``started(finished, next)`` lets the server send
    the finished table's new state and start the next table's play."""
    router = APIRouter()

    @router.post("/api/tables/{table_id}/rematch")
    async def rematch(table_id: str, request: RematchRequest, http: Request) -> JSON:
        limit("tables", http)
        try:
            finished = await asyncio.to_thread(salon.table, table_id)
            seated = await asyncio.to_thread(
                play_again, salon, table_id, request.seat, request.token, terms
            )
        except TableError as error:
            status = 409 if isinstance(error, NotNow) else 404
            raise HTTPException(status_code=status, detail=str(error)) from None
        await started(finished, seated.table)
        return {"table": seated.table.id, "seat": seated.seat, "token": seated.token}

    return router
