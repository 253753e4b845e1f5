"""Accounts: a name and an Argon2 hash of the password (an e-mail address if given), and
the sessions that sign a browser in. A session's secret is random and kept only as its
SHA-256, like a seat's."""

from __future__ import annotations

import hmac
import secrets
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, Engine, delete, select, update
from sqlalchemy.exc import IntegrityError

from salon.web.players.passwords import check_new, hash_password, verify
from salon.web.players.schema import account_sessions, accounts
from salon.web.server.store import seats
from salon.web.tables.table import MAX_NAME, TableError, clean_name, hash_secret

FORMER_PLAYER = "a former player"
"""What a deleted account's seats are called from then on."""
MAX_EMAIL = 254


class AccountError(ValueError):
    """A request about an account that is refused; the message says why, nothing changed."""


@dataclass(frozen=True, slots=True)
class Account:
    id: int
    name: str
    email: str | None
    created: datetime
    private: bool
    password_hash: str
    tutor: bool | None = None
    """The tutor at his tables against the computer, on or off; None: never chosen (each
    device keeps its own)."""


def name_key(name: str) -> str:
    """The form of a name that two accounts may not share: "Ann", "ANN" and "ａｎｎ" are one.

    >>> name_key(" Mme  de Staël ") == name_key("MME DE STAËL")
    True
    """
    return unicodedata.normalize("NFKC", " ".join(name.split())).casefold()[:MAX_NAME]


def clean_account_name(name: str) -> str:
    try:
        cleaned = clean_name(name)
    except TableError as error:
        raise AccountError(str(error)) from None
    if name_key(cleaned) == name_key(FORMER_PLAYER) or cleaned.startswith("Computer"):
        raise AccountError("that name is kept for the salon's own use")
    return cleaned


def clean_email(email: str | None) -> str | None:
    if email is None or not email.strip():
        return None
    email = email.strip()
    if len(email) > MAX_EMAIL or "@" not in email[1:-1] or any(c.isspace() for c in email):
        raise AccountError("that does not look like an e-mail address")
    return email


def _now() -> datetime:
    return datetime.now(UTC)


class Accounts:
    """Reads and writes accounts and sessions over the store's engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # ------------------------------------------------------------------ accounts

    def create(self, name: str, password: str, email: str | None = None) -> Account:
        cleaned = clean_account_name(name)
        hashed = hash_password(check_new(password))
        row = {
            "name": cleaned,
            "name_key": name_key(cleaned),
            "password_hash": hashed,
            "email": clean_email(email),
            "created": _now(),
        }
        try:
            with self.engine.begin() as conn:
                conn.execute(accounts.insert().values(**row))
        except IntegrityError:
            raise AccountError("that name is taken; choose another") from None
        found = self.by_name(cleaned)
        assert found is not None
        return found

    def by_name(self, name: str) -> Account | None:
        return self._one(accounts.c.name_key == name_key(name))

    def by_id(self, account_id: int) -> Account | None:
        return self._one(accounts.c.id == account_id)

    def _one(self, where: object) -> Account | None:
        query = select(accounts).where(where, accounts.c.deleted.is_(None))  # type: ignore[arg-type]
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None:
            return None
        return Account(
            row.id,
            row.name,
            row.email,
            _aware(row.created),
            bool(row.private),
            row.password_hash,
            None if row.tutor is None else bool(row.tutor),
        )

    def check(self, name: str, password: str) -> Account | None:
        """The account if the password is its own; None otherwise, in about the same time
        whether the name exists or not."""
        account = self.by_name(name)
        if not verify(password, None if account is None else account.password_hash):
            return None
        return account

    def set_password(self, account: Account, password: str) -> None:
        """A new password; every session of the account ends (it signs in again)."""
        hashed = hash_password(check_new(password))
        with self.engine.begin() as conn:
            conn.execute(
                update(accounts).where(accounts.c.id == account.id).values(password_hash=hashed)
            )
            conn.execute(
                delete(account_sessions).where(account_sessions.c.account_id == account.id)
            )

    def set_email(self, account: Account, email: str | None) -> str | None:
        """A new address (None or blank: none); the address kept, or AccountError."""
        kept = clean_email(email)
        with self.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account.id).values(email=kept))
        return kept

    def set_private(self, account: Account, private: bool) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(accounts).where(accounts.c.id == account.id).values(private=private)
            )

    def set_tutor(self, account: Account, on: bool) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account.id).values(tutor=on))

    def delete(self, account: Account) -> None:
        """Forget the account's name, password and address; its games stay, its seats
        called :data:`FORMER_PLAYER`."""
        with self.engine.begin() as conn:
            conn.execute(
                delete(account_sessions).where(account_sessions.c.account_id == account.id)
            )
            conn.execute(
                update(accounts)
                .where(accounts.c.id == account.id)
                .values(
                    name=None,
                    name_key=None,
                    password_hash=None,
                    email=None,
                    private=True,
                    deleted=_now(),
                )
            )
            conn.execute(
                update(seats).where(seats.c.account_id == account.id).values(name=FORMER_PLAYER)
            )

    # ------------------------------------------------------------------ sessions

    def open_session(self, account: Account) -> str:
        """A new session's secret, for the cookie."""
        token = secrets.token_urlsafe(32)
        with self.engine.begin() as conn:
            conn.execute(
                account_sessions.insert().values(
                    token_hash=hash_secret(token), account_id=account.id, created=_now()
                )
            )
        return token

    def session_account(self, token: str) -> Account | None:
        if not token or len(token) > 100:
            return None
        query = select(account_sessions.c.account_id, account_sessions.c.token_hash).where(
            account_sessions.c.token_hash == hash_secret(token)
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None or not hmac.compare_digest(row.token_hash, hash_secret(token)):
            return None
        return self.by_id(row.account_id)

    def close_session(self, token: str) -> None:
        with self.engine.begin() as conn:
            _forget_session(conn, token)


def _forget_session(conn: Connection, token: str) -> None:
    conn.execute(
        delete(account_sessions).where(account_sessions.c.token_hash == hash_secret(token))
    )


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
