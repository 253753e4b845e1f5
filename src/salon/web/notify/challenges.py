"""``/api/challenge``: the answer a challenge mail's link carries (accept or decline), by its
signed token alone, and the ``/challenge`` page the link opens. The page asks the player to
confirm, so a mail program that opens links to look at them answers nothing."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import FileResponse
from pydantic import BaseModel, ConfigDict, Field

from salon.web.notify.notifier import Notifier
from salon.web.notify.tokens import Answer, ChallengeAnswer, ExpiredLink
from salon.web.play.room import Room
from salon.web.play.seeks import Seek, SeekError, State
from salon.web.tables.adapter import JSON
from salon.web.tables.table import Table, TableError

PAGE = Path(__file__).parents[1] / "static" / "challenge.html"


class ChallengeBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=300)


def challenge_routes(
    room: Room,
    notifier: Notifier,
    announce: Callable[[Table], Awaitable[None]],
    limit: Callable[[str, Request], None],
) -> APIRouter:
    router = APIRouter()
    book = room.book

    def read(token: str) -> ChallengeAnswer:
        """The answer a link's token carries; refused (410, 400) if expired or forged."""
        try:
            said = notifier.challenges.read(token)
        except ExpiredLink as error:
            raise HTTPException(status_code=410, detail=str(error)) from None
        if said is None:
            raise HTTPException(status_code=400, detail="this challenge link is not valid")
        return said

    @router.post("/api/challenge/about")
    async def about(body: ChallengeBody, http: Request) -> JSON:
        """Who made the challenge of the link, and to what; nothing is answered."""
        limit("lookups", http)  # before the token is read: forged links cost their sender
        said = read(body.token)
        seek = await asyncio.to_thread(book.find, said.challenge)
        if seek is None:
            raise HTTPException(status_code=404, detail="this challenge is no longer offered")
        if seek.state is not State.OPEN:  # answered already, or withdrawn: no answer to send
            return {"said": answered(seek, said.account_id), "answer": None} | _table_of(
                seek, said.account_id
            )
        words = await asyncio.to_thread(notifier.challenge_words, seek)
        return {"said": words, "answer": said.answer.value}

    @router.post("/api/challenge")
    async def answer(body: ChallengeBody, http: Request) -> JSON:
        limit("seats", http)
        said = read(body.token)
        try:
            if said.answer is Answer.DECLINE:
                await asyncio.to_thread(book.close, said.challenge, said.account_id, State.DECLINED)
                return {"said": "You declined the challenge.", "table": None}
            seek = await asyncio.to_thread(book.take, said.challenge, said.account_id)
        except SeekError as error:
            found = await asyncio.to_thread(book.find, said.challenge)
            if found is not None and found.state is not State.OPEN:  # the other link, after
                raise HTTPException(
                    status_code=409, detail=answered(found, said.account_id)
                ) from None
            raise HTTPException(status_code=409, detail=str(error)) from None
        try:
            table = await asyncio.to_thread(room.pairing.seat, seek)
        except TableError as error:  # taken, but no table could be made: said as it is
            raise HTTPException(status_code=409, detail=str(error)) from None
        await announce(table)
        return {"said": "You accepted the challenge: the table is open.", "table": table.id}

    @router.get("/challenge", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(PAGE)

    return router


def answered(seek: Seek, account_id: int) -> str:
    """What became of a challenge no longer open, as the one challenged reads it."""
    if seek.state is State.TAKEN:
        seated = seek.taken_by == account_id and seek.table_id is not None
        return "you accepted this challenge already" + (": its table is open" if seated else "")
    if seek.state is State.DECLINED:
        return "you declined this challenge already"
    return "this challenge was withdrawn: it is no longer offered"


def _table_of(seek: Seek, account_id: int) -> JSON:
    """The table of a challenge this player accepted, to go to it from the other link."""
    mine = seek.state is State.TAKEN and seek.taken_by == account_id and seek.table_id
    return {"table": seek.table_id if mine else None}
