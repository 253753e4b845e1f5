"""What if, on the web: at a decision of a finished game's replay, another option played on.

``POST /api/whatif/options`` lists the other options of a step; ``POST /api/whatif`` starts a
branch there, ``POST /api/whatif/play`` plays one on (the player's choice, or none: the
computer plays both sides to its end). The game is named as for a review (a finished table
of this server, or a record's text); a table still in play is refused, so a branch never
shows a card that is hidden in a game going on (:mod:`salon.analysis.branches`). The strong
player's answers are found in the analysis's worker, in its queue, never on the event loop.
A branch is its record: the page sends it back to play on, and the replay viewer and the
review read it as they read any record.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.branches import (
    Branch,
    BranchError,
    Decision,
    Option,
    decision_at,
    how_it_went,
    play_on,
    start,
)
from salon.records import RecordError, parse_record
from salon.web.server.answers import Encoded, encode
from salon.web.server.queues import Urgency
from salon.web.server.workers import MOST_WAITING, Lane, TooMuchWaiting, client_of, while_connected
from salon.web.tables.adapter import JSON
from salon.web.tables.registry import Salon
from salon.web.tables.replays import MAX_RECORD, replay_json
from salon.web.tables.table import TableError

MAX_ACTION = 200
"""The most characters of an option sent (the longest, a discard of five, takes some 20)."""


class Source(BaseModel):
    model_config = ConfigDict(extra="forbid")
    table: str | None = Field(default=None, min_length=1, max_length=32)
    """A finished table of this server, or:"""
    record: str | None = Field(default=None, min_length=1, max_length=MAX_RECORD)
    """A finished game's record."""


class OptionsRequest(Source):
    step: int = Field(ge=0, le=100_000)
    """The replay's step, from 0."""


class BranchRequest(OptionsRequest):
    choose: str = Field(min_length=1, max_length=MAX_ACTION)
    """The other option, in the notation of records."""


class PlayRequest(Source):
    branch: str = Field(min_length=1, max_length=MAX_RECORD)
    """The branch's record, as the last answer gave it."""
    choose: str | None = Field(default=None, min_length=1, max_length=MAX_ACTION)
    """The player's next choice; none: the computer plays both sides to the branch's end."""


def _option(option: Option) -> JSON:
    return {"action": option.action, "words": option.words}


def decision_json(decision: Decision) -> JSON:
    return {
        "step": decision.step,
        "seat": decision.seat,
        "chosen": None if decision.chosen is None else _option(decision.chosen),
        "options": [_option(o) for o in decision.options],
    }


def options_json(text: str, step: int) -> JSON:
    """The other options at ``step`` of the finished game ``text``; BranchError if none."""
    return decision_json(decision_at(_read(text), step))


def branch_json(text: str, step: int, choose: str) -> bytes:
    """The branch choosing ``choose`` at ``step``, played on (runs in a worker, which
    encodes it: a branch carries its whole replay)."""
    record = _read(text)
    return encode(_answer(text, start(record, step, choose)))


def played_json(text: str, branch: str, choose: str | None) -> bytes:
    """The branch played on by one choice, or to its end (runs in a worker)."""
    return encode(_answer(text, play_on(_read(text), _read(branch), choose)))


def _answer(text: str, branch: Branch) -> JSON:
    written = parse_record(branch.record)
    try:
        replay = replay_json(branch.record, branch=True)
    except RecordError as error:  # the branch's own record: never expected
        raise BranchError(f"the branch cannot be replayed: {error}") from None
    return {
        "record": branch.record,
        "replay": replay,
        "turn": None if branch.turn is None else decision_json(branch.turn),
        "told": how_it_went(parse_record(text), written) if branch.turn is None else None,
    }


def _read(text: str) -> Any:
    """The record of ``text``; a RecordError becomes a BranchError, which crosses from a
    worker process whole (a RecordError's arguments do not)."""
    try:
        return parse_record(text)
    except RecordError as error:
        raise BranchError(str(error)) from None


def whatif_routes(salon: Salon, limit: Callable[[str, Request], None], analysis: Lane) -> APIRouter:
    """``POST /api/whatif/options``, ``POST /api/whatif`` and ``POST /api/whatif/play``."""
    router = APIRouter()

    async def in_worker(http: Request, work: Callable[..., bytes], *args: Any) -> Encoded:
        try:
            analysis.check_room(client_of(http), Urgency.ANSWER, MOST_WAITING)
            waiting = analysis.run(client_of(http), Urgency.ANSWER, work, *args)
            return Encoded(await while_connected(http, waiting))
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        except BranchError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    @router.post("/api/whatif/options")
    async def options(body: OptionsRequest, http: Request) -> JSON:
        limit("lookups", http)
        text = await _record_of(salon, body)
        try:
            return await asyncio.to_thread(options_json, text, body.step)
        except BranchError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    @router.post("/api/whatif", response_class=Encoded)
    async def branch(body: BranchRequest, http: Request) -> Encoded:
        limit("lookups", http)
        text = await _record_of(salon, body)
        return await in_worker(http, branch_json, text, body.step, body.choose)

    @router.post("/api/whatif/play", response_class=Encoded)
    async def play(body: PlayRequest, http: Request) -> Encoded:
        limit("lookups", http)
        text = await _record_of(salon, body)
        return await in_worker(http, played_json, text, body.branch, body.choose)

    return router


async def _record_of(salon: Salon, body: Source) -> str:
    if (body.table is None) == (body.record is None):
        raise HTTPException(status_code=400, detail="give either a table or a record")
    if body.record is not None:
        return body.record
    table = salon.find(body.table or "")
    if table is None:
        raise HTTPException(status_code=404, detail=f"there is no table {body.table!r}")

    def record() -> str:
        with table.lock:
            return table.record()  # refused while the game goes on

    try:
        return await asyncio.to_thread(record)
    except TableError as error:
        raise HTTPException(status_code=409, detail=str(error)) from None
