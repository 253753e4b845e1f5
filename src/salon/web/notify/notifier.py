"""The mails of the notifications, hooked onto the tables: a person's turn begins at a table
he is away from (``Salon.on_turn``), a game ends (``Salon.on_finish``), a challenge is made
(:meth:`Notifier.challenged`, called by whoever makes challenges). The hooks run under the
table's lock, so the mails go from a thread of their own. No mail names a card."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

from sqlalchemy import Engine, select

from salon.web.notify.mails import Mail, deliver, message_of
from salon.web.notify.tokens import Kind, UnsubscribeTokens
from salon.web.notify.wishes import MailBook, Now, utc_now
from salon.web.players.accounts import Accounts
from salon.web.players.mail import MailServer
from salon.web.server.store import seats
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table

log = logging.getLogger("salon.web")

Present = Callable[[str, int], bool]
"""Whether a seat of a table has its page open at the table now."""
TurnBased = Callable[[Table], bool]


def every_table(table: Table) -> bool:
    """Until tables say whether they are played turn-based, every table is taken as one:
    a player away from it when his turn comes is mailed (once a day at most)."""
    return True


class Inline(Executor):
    """Runs each mail at once, in the caller's thread (for tests)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        fn(*args, **kwargs)


class Notifier:
    def __init__(
        self,
        salon: Salon,
        key: str,
        mail: MailServer | None,
        *,
        now: Now = utc_now,
        present: Present = lambda table_id, seat: False,
        turn_based: TurnBased = every_table,
        sending: Executor | None = None,
    ) -> None:
        self.engine: Engine = salon.store.engine
        self.accounts = Accounts(self.engine)
        self.book = MailBook(self.engine, now)
        self.tokens = UnsubscribeTokens(key)
        self.mail = mail
        self.present = present
        self.turn_based = turn_based
        self.sending = sending or ThreadPoolExecutor(1, thread_name_prefix="salon-mail")
        salon.on_turn.append(self._turn)
        salon.on_finish.append(self._ended)

    # ------------------------------------------------------------------ the hooks

    def _turn(self, table: Table, seat: int) -> None:
        if self.mail is None or not self.turn_based(table) or self.present(table.id, seat):
            return
        against = _others(table, seat)
        text = f"It is your turn at your game of {table.adapter.title} {against}."
        self.sending.submit(self._send, table.id, seat, Kind.TURN, "Your turn", text)

    def _ended(self, table: Table) -> None:
        if self.mail is None:
            return
        outcome = table.outcome()
        for seat in range(len(table.seats)):
            text = f"Your game of {table.adapter.title} is over: {outcome}"
            self.sending.submit(self._send, table.id, seat, Kind.ENDED, "A game is over", text)

    def challenged(self, account_id: int, by: str, game: str, challenge: str) -> None:
        """Mail ``account_id`` that ``by`` challenged him to ``game`` (``challenge``: its
        id, one mail a day about each)."""
        if self.mail is None:
            return
        text = f"{by} challenges you to a game of {game}. Answer in the room at salon."
        self.sending.submit(self._mail, account_id, challenge, Kind.CHALLENGE, "A challenge", text)

    # ------------------------------------------------------------------ sending

    def _send(self, table_id: str, seat: int, kind: Kind, subject: str, text: str) -> None:
        query = select(seats.c.account_id).where(seats.c.game_id == table_id, seats.c.seat == seat)
        with self.engine.connect() as conn:
            account_id = conn.execute(query).scalar_one_or_none()
        if account_id is not None:
            link = "" if self.mail is None else f"\n\n{self.mail.site}/#/t/{table_id}"
            self._mail(account_id, table_id, kind, subject, text + link)

    def _mail(self, account_id: int, about: str, kind: Kind, subject: str, text: str) -> None:
        try:
            account = self.accounts.by_id(account_id)
            if account is None or account.email is None or self.mail is None:
                return
            if not self.book.wishes(account_id).wants(kind):
                return
            if not self.book.may_send(account_id, about, kind):
                return
            token = self.tokens.make(account_id, kind)
            mail = Mail(account.email, f"salon: {subject}", text, token)
            deliver(self.mail, message_of(self.mail, mail, kind))
        except Exception:  # a mail not sent must not stop the game
            log.exception("a mail to account %s was not sent", account_id)

    def close(self) -> None:
        self.sending.shutdown(wait=False)


def _others(table: Table, seat: int) -> str:
    names = [s.name for number, s in enumerate(table.seats) if number != seat]
    return "against " + " and ".join(names)
