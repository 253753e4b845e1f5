"""What each account asked to be mailed about, and the mails already sent (at most one of a
kind a day about one table)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, delete, select

from salon.web.notify.schema import mail_wishes, mails_sent
from salon.web.notify.tokens import Kind

Now = Callable[[], datetime]
MAIL_EVERY = timedelta(days=1)
"""At most one mail of a kind about one table in this time."""


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Wishes:
    turn: bool = False
    challenge: bool = False
    ended: bool = False

    def wants(self, kind: Kind) -> bool:
        return bool(getattr(self, kind.value))


class MailBook:
    def __init__(self, engine: Engine, now: Now = utc_now) -> None:
        self.engine = engine
        self.now = now

    def wishes(self, account_id: int) -> Wishes:
        query = select(mail_wishes).where(mail_wishes.c.account_id == account_id)
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None:
            return Wishes()
        return Wishes(bool(row.turn), bool(row.challenge), bool(row.ended))

    def set_wishes(self, account_id: int, wishes: Wishes) -> None:
        values = {"turn": wishes.turn, "challenge": wishes.challenge, "ended": wishes.ended}
        with self.engine.begin() as conn:
            conn.execute(delete(mail_wishes).where(mail_wishes.c.account_id == account_id))
            conn.execute(mail_wishes.insert().values(account_id=account_id, **values))

    def stop(self, account_id: int, kind: Kind) -> None:
        wishes = self.wishes(account_id)
        values = {"turn": wishes.turn, "challenge": wishes.challenge, "ended": wishes.ended}
        self.set_wishes(account_id, Wishes(**(values | {kind.value: False})))

    def may_send(self, account_id: int, table_id: str, kind: Kind) -> bool:
        """Note a mail about to be sent, unless one of its kind about this table went to
        this account within :data:`MAIL_EVERY`; whether it may go."""
        now = self.now()
        where = (
            (mails_sent.c.account_id == account_id)
            & (mails_sent.c.table_id == table_id)
            & (mails_sent.c.kind == kind.value)
        )
        with self.engine.begin() as conn:
            last = conn.execute(select(mails_sent.c.sent).where(where)).scalar_one_or_none()
            if last is not None and now - _aware(last) < MAIL_EVERY:
                return False
            conn.execute(delete(mails_sent).where(where))
            conn.execute(
                mails_sent.insert().values(
                    account_id=account_id, table_id=table_id, kind=kind.value, sent=now
                )
            )
        return True


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
