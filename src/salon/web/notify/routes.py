"""``/api/account/mail`` (what a signed-in player asks to be mailed about, and whether this
server sends mail at all), ``/api/account/email`` (his address, changed with his password),
``/api/unsubscribe`` (a mail's one-click unsubscribe, by its token: no session needed) and
the ``/unsubscribe`` page the mail's link opens."""

from __future__ import annotations

import asyncio
from pathlib import Path

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import FileResponse
from pydantic import BaseModel, ConfigDict, Field

from salon.web.notify.mails import WHAT
from salon.web.notify.notifier import Notifier
from salon.web.notify.wishes import Wishes
from salon.web.players.accounts import AccountError
from salon.web.players.passwords import MAX_PASSWORD
from salon.web.players.web import Players
from salon.web.tables.adapter import JSON

PAGE = Path(__file__).parents[1] / "static" / "unsubscribe.html"


class MailWishes(BaseModel):
    model_config = ConfigDict(extra="forbid")
    turn: bool
    challenge: bool
    ended: bool


class NewEmail(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: str = Field(max_length=254)
    """Empty: the account keeps no address (and gets no mail)."""
    password: str = Field(min_length=1, max_length=MAX_PASSWORD)


class UnsubscribeBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=300)


def notify_routes(players: Players, notifier: Notifier) -> APIRouter:
    router = APIRouter()
    book = notifier.book

    def wishes_json(wishes: Wishes, email: str | None) -> JSON:
        return {
            "mail": notifier.mail is not None,
            "email": email is not None,
            "turn": wishes.turn,
            "challenge": wishes.challenge,
            "ended": wishes.ended,
        }

    @router.get("/api/account/mail")
    async def my_wishes(request: Request) -> JSON:
        account = await players.signed_in(request)
        wishes = await asyncio.to_thread(book.wishes, account.id)
        return wishes_json(wishes, account.email)

    @router.post("/api/account/mail")
    async def set_wishes(body: MailWishes, request: Request) -> JSON:
        account = await players.signed_in(request)
        wishes = Wishes(body.turn, body.challenge, body.ended)
        await asyncio.to_thread(book.set_wishes, account.id, wishes)
        return wishes_json(wishes, account.email)

    @router.post("/api/account/email")
    async def set_email(body: NewEmail, request: Request) -> JSON:
        """The address the mails (and a forgotten password's link) go to: the password is
        asked again, so a session left open elsewhere cannot send them to another."""
        account = await players.signed_in(request)
        players.throttle(request, account.name)
        if await asyncio.to_thread(players.accounts.check, account.name, body.password) is None:
            raise HTTPException(status_code=401, detail="that is not your password")
        try:
            email = await asyncio.to_thread(players.accounts.set_email, account, body.email)
        except AccountError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        wishes = await asyncio.to_thread(book.wishes, account.id)
        said = f"Mails go to {email}." if email else "salon keeps no address of yours now."
        return wishes_json(wishes, email) | {"address": email, "said": said}

    @router.post("/api/unsubscribe")
    async def unsubscribe(request: Request, token: str | None = None) -> JSON:
        """The token in the query (a mail program's one-click POST, RFC 8058) or in a JSON
        body (the page's)."""
        if token is None:
            try:
                token = UnsubscribeBody.model_validate(await request.json()).token
            except ValueError:
                raise HTTPException(status_code=400, detail="say which mail to stop") from None
        stop = notifier.tokens.read(token)
        if stop is None:
            raise HTTPException(status_code=400, detail="this unsubscribe link is not valid")
        await asyncio.to_thread(book.stop, stop.account_id, stop.kind)
        return {"said": f"salon will no longer mail you {WHAT[stop.kind]}"}

    @router.get("/unsubscribe", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(PAGE)

    return router
