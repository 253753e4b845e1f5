"""``/api/account/…``: sign up, sign in and out, the password (changed, or reset by mail),
privacy, deleting the account, and the seats a signed-in player holds.

Every route under ``/api/account/`` needs the CSRF header (see :mod:`.sessions`); the
answers never say whether a name has an account, except "that name is taken" at sign-up.
"""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from salon.web.players.accounts import Account, AccountError
from salon.web.players.mail import ResetRefused
from salon.web.players.passwords import MAX_PASSWORD, PasswordRefused
from salon.web.players.seating import MOST_ADOPTED, HeldSeat
from salon.web.players.sessions import clear_session_cookie, session_token, set_session_cookie
from salon.web.players.web import WRONG, Players
from salon.web.tables.adapter import JSON

NO_MAIL_RESET = "This room sends no mail, so no reset link can be sent."


class Held(BaseModel):
    model_config = ConfigDict(extra="forbid")
    table: str = Field(min_length=1, max_length=32)
    seat: int = Field(ge=0, le=12)
    token: str = Field(min_length=1, max_length=200)


class SignUp(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=100)
    password: str = Field(min_length=1, max_length=MAX_PASSWORD)
    email: str | None = Field(default=None, max_length=254)
    seats: list[Held] = Field(default_factory=list, max_length=MOST_ADOPTED)
    """The seats this device holds as a guest, to become the account's."""


class SignIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=100)
    password: str = Field(min_length=1, max_length=MAX_PASSWORD)
    seats: list[Held] = Field(default_factory=list, max_length=MOST_ADOPTED)


class NewPassword(BaseModel):
    model_config = ConfigDict(extra="forbid")
    old: str = Field(min_length=1, max_length=MAX_PASSWORD)
    new: str = Field(min_length=1, max_length=MAX_PASSWORD)


class Confirm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(min_length=1, max_length=MAX_PASSWORD)


class Privacy(BaseModel):
    model_config = ConfigDict(extra="forbid")
    private: bool


class Tutor(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tutor: bool


class ResetRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=100)


class Reset(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=500)
    password: str = Field(min_length=1, max_length=MAX_PASSWORD)


def account_json(account: Account | None) -> JSON:
    if account is None:
        return {"account": None}
    return {
        "account": {
            "name": account.name,
            "email": account.email,
            "private": account.private,
            "tutor": account.tutor,
            "member_since": account.created.date().isoformat(),
        }
    }


def _seats_json(held: list[HeldSeat]) -> list[JSON]:
    return [{"table": s.table, "seat": s.seat, "token": s.token} for s in held]


def account_routes(players: Players) -> APIRouter:
    router = APIRouter()
    accounts = players.accounts
    https = players.settings.behind_https

    async def welcome(
        request: Request, response: Response, account: Account, held: list[Held]
    ) -> JSON:
        token = await asyncio.to_thread(accounts.open_session, account)
        set_session_cookie(response, request, token, behind_https=https)
        device = [HeldSeat(h.table, h.seat, h.token) for h in held]
        adopted = await asyncio.to_thread(players.seating.adopt, account, device)
        return account_json(account) | {"seats": _seats_json(adopted)}

    async def confirmed(request: Request, password: str) -> Account:
        """The signed-in account, its password said again (and counted as an attempt)."""
        account = await players.signed_in(request)
        players.throttle(request, account.name)
        if await asyncio.to_thread(accounts.check, account.name, password) is None:
            raise HTTPException(status_code=401, detail="that is not your password")
        players.signed_in_rightly(request, account.name)
        return account

    @router.get("/api/account")
    async def who(request: Request) -> JSON:
        # Whether this room sends mail: a forgotten password is only offered where it can be.
        sends_mail = players.settings.mail is not None
        return account_json(await players.account(request)) | {"sends_mail": sends_mail}

    @router.post("/api/account/sign-up", status_code=201)
    async def sign_up(body: SignUp, request: Request, response: Response) -> JSON:
        players.throttle(request, body.name)
        try:
            account = await asyncio.to_thread(accounts.create, body.name, body.password, body.email)
        except (AccountError, PasswordRefused) as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        players.signed_in_rightly(request, account.name)
        return await welcome(request, response, account, body.seats)

    @router.post("/api/account/sign-in")
    async def sign_in(body: SignIn, request: Request, response: Response) -> JSON:
        players.throttle(request, body.name)
        account = await asyncio.to_thread(accounts.check, body.name, body.password)
        if account is None:
            raise HTTPException(status_code=401, detail=WRONG)
        players.signed_in_rightly(request, account.name)
        return await welcome(request, response, account, body.seats)

    @router.post("/api/account/sign-out")
    async def sign_out(request: Request, response: Response) -> JSON:
        token = session_token(request)
        if token:
            await asyncio.to_thread(accounts.close_session, token)
        clear_session_cookie(response, request, behind_https=https)
        return {"account": None}

    @router.post("/api/account/password")
    async def change_password(body: NewPassword, request: Request, response: Response) -> JSON:
        account = await confirmed(request, body.old)
        try:
            await asyncio.to_thread(accounts.set_password, account, body.new)
        except PasswordRefused as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        return await welcome(request, response, account, [])

    @router.post("/api/account/private")
    async def privacy(body: Privacy, request: Request) -> JSON:
        account = await players.signed_in(request)
        await asyncio.to_thread(accounts.set_private, account, body.private)
        players.boards.forget()
        return account_json(await players.account(request))

    @router.post("/api/account/tutor")
    async def tutor(body: Tutor, request: Request) -> JSON:
        account = await players.signed_in(request)
        await asyncio.to_thread(accounts.set_tutor, account, body.tutor)
        return account_json(await players.account(request))

    @router.post("/api/account/delete")
    async def delete(body: Confirm, request: Request, response: Response) -> JSON:
        account = await confirmed(request, body.password)
        await asyncio.to_thread(accounts.delete, account)
        await asyncio.to_thread(players.forget_names, account)
        players.boards.forget()
        clear_session_cookie(response, request, behind_https=https)
        return {"account": None}

    @router.post("/api/account/reset-request", status_code=202)
    async def reset_request(body: ResetRequest, request: Request) -> JSON:
        players.throttle(request, body.name)
        if players.settings.mail is None:
            # Said alike for every name: whether a name exists is never told.
            return {"said": NO_MAIL_RESET}
        await asyncio.to_thread(players.mail_reset, body.name)
        return {"said": "If that account has an e-mail address, a link is on its way to it."}

    @router.post("/api/account/reset")
    async def reset(body: Reset, request: Request) -> JSON:
        try:
            account = await asyncio.to_thread(players.reset, body.token, body.password)
        except PasswordRefused as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        except ResetRefused as error:  # 400 for a link never good, 410 for one good no more
            status = 410 if error.gone else 400
            raise HTTPException(status_code=status, detail=str(error)) from None
        players.signed_in_rightly(request, account.name)
        return {"said": "Your password is changed: sign in with it."}

    @router.get("/api/account/seats")
    async def my_seats(request: Request) -> JSON:
        account = await players.signed_in(request)
        held = await asyncio.to_thread(players.seating.held, account)
        return {"seats": _seats_json(held)}

    return router
