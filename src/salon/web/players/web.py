"""The players' side of the server in one object: accounts, sessions, sign-in limits,
password resets, seats bound to accounts and ratings, over the salon's database."""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from fastapi import HTTPException, Request
from sqlalchemy import Connection

from salon.web.players.accounts import FORMER_PLAYER, Account, Accounts, name_key
from salon.web.players.boards import Boards
from salon.web.players.keys import server_key
from salon.web.players.mail import MailServer, NotValid, ResetTokens, Used, send_reset
from salon.web.players.passwords import warm
from salon.web.players.ratings import RatingMove, moves_at, rate_finished
from salon.web.players.results import RATED_GAMES, RATED_SESSIONS
from salon.web.players.seating import Seating, SeatKeys
from salon.web.players.session_ratings import rate_session
from salon.web.players.sessions import session_token
from salon.web.players.throttle import SignInAllowances, SignInLimits
from salon.web.server.limits import waiting_words
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError

log = logging.getLogger("salon.web")

WRONG = "that name and password do not match an account"
"""The one answer to a wrong password and to a name no account has."""


@dataclass(frozen=True, slots=True)
class PlayerSettings:
    """What ``salon serve`` says of accounts: https in front, a mail server for resets."""

    behind_https: bool = False
    mail: MailServer | None = None
    sign_in: SignInAllowances | None = SignInAllowances()  # noqa: RUF009 (frozen)


class Players:
    def __init__(
        self, salon: Salon, settings: PlayerSettings, *, ticks: Callable[[], float] = time.monotonic
    ) -> None:
        engine = salon.store.engine
        self.salon = salon
        self.settings = settings
        self.accounts = Accounts(engine)
        self.key = server_key(engine)
        self.resets = ResetTokens(self.key)
        self.seating = Seating(salon, SeatKeys(self.key))
        self.limits = SignInLimits(settings.sign_in, clock=ticks)
        self.engine = engine
        self.boards = Boards(engine)
        salon.on_finish.append(self._rate)
        salon.on_reopen.append(self._recall_ratings_moved)
        warm()

    def _rate(self, table: Table) -> None:
        def rate(conn: Connection) -> list[RatingMove]:
            return rate_finished(conn, table) + rate_session(conn, table)

        try:
            # Through the store's writer, in a transaction with the actions waiting: a
            # writer of its own would make theirs wait on SQLite's lock.
            moves = self.salon.store.commits.call(rate)
        except Exception:  # a rating not moved must not stop the game's end
            log.exception("table %s: the ratings were not moved", table.id)
            moves = []
        if moves:  # the end of the game tells each player how his rating moved
            names = table.names
            table.ratings_moved = [move.public(names[move.seat]) for move in moves]
        if table.adapter.name in RATED_GAMES + RATED_SESSIONS:
            self.boards.forget(table.adapter.name)

    def _recall_ratings_moved(self, table: Table) -> None:
        """A finished table read again from the database (after a restart, or long after
        its end) tells how its ratings moved, as it did when the game ended."""
        if table.adapter.name not in RATED_GAMES + RATED_SESSIONS:
            return
        with self.engine.connect() as conn:
            moves = moves_at(conn, table.id)
        if moves:
            table.ratings_moved = [move.public(table.names[move.seat]) for move in moves]

    async def account(self, request: Request) -> Account | None:
        token = session_token(request)
        if not token:
            return None
        return await asyncio.to_thread(self.accounts.session_account, token)

    def account_of(self, request: Request) -> Account | None:
        """The signed-in account, read in the caller's thread (one hop for a worker that
        does more)."""
        token = session_token(request)
        return self.accounts.session_account(token) if token else None

    async def signed_in(self, request: Request) -> Account:
        account = await self.account(request)
        if account is None:
            raise HTTPException(status_code=401, detail="sign in first")
        return account

    def throttle(self, request: Request, name: str) -> None:
        """Refuse an attempt at ``name``'s password beyond the limits, saying the time truly
        left (in whole minutes, rounded up: trying again then is never too soon)."""
        wait = self.limits.refusal(name_key(name), _address(request))
        if wait is not None:
            told = wait if wait < 60 else math.ceil(wait / 60) * 60
            raise HTTPException(
                status_code=429,
                detail=f"too many attempts to sign in; try again in {waiting_words(told)}",
                headers={"Retry-After": str(wait)},
            )

    def signed_in_rightly(self, request: Request, name: str) -> None:
        """The right password was given for ``name`` from this request's address: its
        attempts from there are counted afresh."""
        self.limits.succeeded(name_key(name), _address(request))

    def mail_reset(self, name: str) -> None:
        """Mail a reset link to the account's address, if it has one and a mail server is
        configured; said the same way whatever happened."""
        account = self.accounts.by_name(name)
        mail = self.settings.mail
        if account is None or account.email is None or mail is None:
            return
        token = self.resets.make(account.id, account.password_hash)
        try:
            send_reset(mail, account.name, account.email, token)
        except OSError as error:
            log.warning("a password reset mail was not sent: %s", error)

    def reset(self, token: str, password: str) -> Account:
        """Set a new password with a reset token; :class:`ResetRefused` if the token is not
        valid (forged, or its account gone), expired or used already."""
        account_id, fingerprint = self.resets.account_of(token)
        account = self.accounts.by_id(account_id)
        if account is None:
            raise NotValid
        if not self.resets.still_good(fingerprint, account.password_hash):
            raise Used
        self.accounts.set_password(account, password)
        return account

    async def seat_for(
        self, request: Request, table: Table, seat: int, token: str, *, rated: bool = False
    ) -> str:
        """The secret to give the player who just sat at ``seat``: bound to his account if
        he is signed in (then any of his devices may sit there), else the guest's own."""
        account = await self.account(request)
        if account is None:
            return token
        bound = await asyncio.to_thread(self.seating.bind, table, seat, account)
        return token if bound is None else bound

    async def may_sit(self, request: Request, table_id: str) -> None:
        """Refuse a seat at a rated table to anyone not signed in, and to its host."""
        if not await asyncio.to_thread(self.seating.is_rated, table_id):
            return
        account = await self.account(request)
        if account is None:
            raise HTTPException(status_code=403, detail="a rated table is for signed-in players")
        if account.id in await asyncio.to_thread(self.seating.holders, table_id):
            raise HTTPException(status_code=403, detail="you already sit at this table")

    def forget_names(self, account: Account) -> None:
        former_names(self.salon, account, self.seating.seats_of(account.id))

    async def may_open_rated(self, request: Request, game: str, *, people_only: bool) -> None:
        """Refuse a rated table before it is made, unless a signed-in player opens it for
        friends only, at a game that is rated (each friend must sign in to sit down)."""
        if await self.account(request) is None:
            raise HTTPException(status_code=403, detail="sign in to open a rated table")
        if game not in RATED_GAMES + RATED_SESSIONS or not people_only:
            raise HTTPException(
                status_code=400,
                detail="a rated table is a game between people who are signed in, not the "
                "computer: Piquet, Écarté, chouette, the pool or French Écarté",
            )

    async def mark_rated(self, table: Table) -> None:
        try:
            await asyncio.to_thread(self.seating.make_rated, table)
        except TableError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None


def _address(request: Request) -> str:
    return "unknown" if request.client is None else request.client.host


def former_names(salon: Salon, account: Account, where: list[tuple[str, int]]) -> None:
    """The deleted account's seats in memory are called :data:`FORMER_PLAYER` too."""
    for table_id, seat in where:
        table = salon.tables.get(table_id) or salon.finished.get(table_id)
        if table is not None and seat < len(table.seats):
            table.seats[seat].name = FORMER_PLAYER
