"""The tutor at a table against the computer: a choice weighed before it is played.

``POST /api/tables/TABLE/tutor`` with the seat's secret and the choice the player is about to
send: the analysis weighs it (:func:`salon.analysis.tutor.check_choice`, a quick review's
depth, in the analysis's worker and its queue, never on the server's event loop) from the
seat's own view — exactly what a hint is weighed on — and says whether it is a mistake or a
blunder, what it gives away and the better choice. The page holds the choice until then: a
slip is not played unless the player confirms it; he may choose again. The tutor is given
where hints are (a two-seat table against the computer opened with them); the page's Tutor
box turns it on and off.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.tutor import check_choice
from salon.engine import IllegalActionError
from salon.web.server.hub import Hub
from salon.web.server.queues import Urgency
from salon.web.server.workers import MOST_WAITING, TooMuchWaiting, client_of, while_connected
from salon.web.tables.adapter import JSON
from salon.web.tables.registry import Salon
from salon.web.tables.table import MAX_ACTION_TEXT, TableError
from salon.web.teaching.hints import NoHint, view_to_hint


class TutorRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=7)
    token: str = Field(min_length=1, max_length=200)
    action: str = Field(min_length=1, max_length=MAX_ACTION_TEXT)


class NotAChoice(ValueError):
    """An action that is not one the seat may take now (it says why)."""


def choice_to_weigh(
    salon: Salon, table_id: str, seat: int, token: str, text: str
) -> tuple[int, Any, Any]:
    """The step, the seat's own view and the action it is about to send (NoHint where the
    tutor is not given, TableError for a wrong secret, NotAChoice for an action refused)."""
    step, view = view_to_hint(salon, table_id, seat, token)
    table = salon.table(table_id)
    with table.lock:
        if table.step != step:
            raise NoHint("the table moved on: choose again")
        try:
            action = table.adapter.read(table.game, seat, text)
            table.adapter.check(table.game, action)
        except (ValueError, IllegalActionError) as error:
            raise NotAChoice(str(error)) from None
    return step, view, action


def verdict_json(view: Any, action: Any) -> JSON:
    """The tutor's word on ``action`` (runs in a worker process)."""
    caution = check_choice(view, action)
    if caution is None:
        return {"stop": False}
    return {
        "stop": True,
        "verdict": caution.verdict.value,
        "words": caution.words,
        "points_lost": round(caution.points_lost, 2),
        "chance_lost": round(caution.chance_lost, 4),
        "chosen": caution.chosen,
        "advice": caution.advice,
        "best": str(caution.best),
    }


def tutor_routes(salon: Salon, hub: Hub, limit: Callable[[str, Request], None]) -> APIRouter:
    """``POST /api/tables/TABLE/tutor``: is the seat's choice a mistake or a blunder?"""
    router = APIRouter()

    @router.post("/api/tables/{table_id}/tutor")
    async def tutor(table_id: str, request: TutorRequest, http: Request) -> JSON:
        limit("lookups", http)
        try:
            hub.analysis.check_room(client_of(http), Urgency.ANSWER, MOST_WAITING)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        try:
            step, view, action = await asyncio.to_thread(
                choice_to_weigh, salon, table_id, request.seat, request.token, request.action
            )
        except NotAChoice as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        except TableError as error:
            status = 409 if isinstance(error, NoHint) else 404
            raise HTTPException(status_code=status, detail=str(error)) from None
        weighed = hub.analysis.run(
            client_of(http), Urgency.ANSWER, verdict_json, view, action, most_waiting=MOST_WAITING
        )
        try:
            found = await while_connected(http, weighed)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        return {"step": step, "action": request.action} | found

    return router
