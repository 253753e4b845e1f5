"""Hints at the table: the analysis's recommendation for the player to act, in the words the
terminal gives (:func:`salon.analysis.hints.hint_for`).

Only a table opened with hints (against the computer) gives them, only to the player whose
turn it is, and only from his own view: the hint is weighed in a worker process on exactly
what a computer player in his seat would be given, the cards he holds and what he has seen
and heard. Hints wait in the analysis's queue (:mod:`salon.web.server.queues`), after the computers'
moves, and a hint whose player has gone is not weighed. At a table against a friend no hint
is given: the friend plays unaided too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.hints import hint_for
from salon.web.server.hub import Hub
from salon.web.server.queues import Urgency
from salon.web.server.workers import MOST_WAITING, TooMuchWaiting, client_of, while_connected
from salon.web.tables.adapter import JSON
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError


class NoHint(TableError):
    """A hint refused for now (answered 409): the table gives none, or it is not the
    player's turn."""


class HintRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=7)
    token: str = Field(min_length=1, max_length=200)


def view_to_hint(salon: Salon, table_id: str, seat: int, token: str) -> tuple[int, Any]:
    """The step and the seat's own view (what a computer in the seat would be given), if a
    hint may be given there now; NoHint says why not, TableError that the secret is wrong."""
    table = salon.authenticate(table_id, seat, token)
    with table.lock:
        if not table.hints:
            raise NoHint(_why_no_hints(table))
        if table.broken is not None or table.is_over:
            raise NoHint("the game is over: hints are given during play")
        if table.actor != seat:
            raise NoHint("it is not your turn: a hint is given when you are to choose")
        return table.step, table.adapter.computer_view(table.game, seat)


def _why_no_hints(table: Table) -> str:
    if sum(not seat.is_computer for seat in table.seats) > 1:
        return "hints are not given at a table against a friend"
    return "this table was opened without hints"


def no_hint_words(view: Any) -> str:
    """Why no hint is given for the choice at hand, where the analysis weighs none."""
    if len(getattr(view, "legal", ())) == 1:
        return "nothing to weigh: the laws leave you one thing to do here"
    return (
        "no hint for this choice: hints weigh the choices that score, the exchange or discard, "
        "the declarations and the cards played"
    )


def hint_json(view: Any) -> JSON | None:
    """The hint for ``view``'s seat as the page shows it (None: nothing to choose). Runs in a
    worker process."""
    hint = hint_for(view)
    if hint is None:
        return None
    legal = getattr(view, "legal", ())
    return {
        "words": hint.words,
        "action": str(hint.choice) if hint.choice in legal else None,
        "chance": round(hint.chance, 4),
        "margin": None if hint.margin is None else round(hint.margin, 2),
        "maxim": None
        if hint.maxim is None
        else {"text": hint.maxim.text, "source": hint.maxim.source},
    }


def hint_routes(salon: Salon, hub: Hub, limit: Callable[[str, Request], None]) -> APIRouter:
    """``POST /api/tables/TABLE/hint``: the hint for the seat whose secret is given."""
    router = APIRouter()

    @router.post("/api/tables/{table_id}/hint")
    async def hint(table_id: str, request: HintRequest, http: Request) -> JSON:
        limit("lookups", http)
        try:
            hub.analysis.check_room(client_of(http), Urgency.ANSWER, MOST_WAITING)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        try:
            step, view = await asyncio.to_thread(
                view_to_hint, salon, table_id, request.seat, request.token
            )
        except TableError as error:
            status = 409 if isinstance(error, NoHint) else 404
            raise HTTPException(status_code=status, detail=str(error)) from None
        weighed = hub.analysis.run(
            client_of(http), Urgency.ANSWER, hint_json, view, most_waiting=MOST_WAITING
        )
        try:
            found = await while_connected(http, weighed)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        if found is None:
            raise HTTPException(status_code=409, detail=no_hint_words(view))
        return {"step": step, "hint": found}

    return router
