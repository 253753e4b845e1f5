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
from salon.web.notify.tokens import (
    CHALLENGE_LINK_FOR,
    Answer,
    ChallengeTokens,
    Kind,
    UnsubscribeTokens,
)
from salon.web.notify.wishes import MailBook, Now, utc_now
from salon.web.play.clock import Pace, time_control
from salon.web.play.seeks import Offer, Seek
from salon.web.play.timekeeper import Timekeeper
from salon.web.players.accounts import Accounts
from salon.web.players.mail import MailServer
from salon.web.server.store import seats
from salon.web.tables.games import adapter_for
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table

log = logging.getLogger("salon.web")

Present = Callable[[str, int], bool]
"""Whether a seat of a table has its page open at the table now."""
TurnBased = Callable[[str], bool]
"""Whether the table of this id is played turn-based (read from the database)."""


def no_table(table_id: str) -> bool:
    return False


def paced_by(keeper: Timekeeper) -> TurnBased:
    """A table is turn-based when its clocks say so: a live table, or one without clocks (a
    friend's, the computer's), gets no your-turn mail, its players being there to play."""

    def turn_based(table_id: str) -> bool:
        return any(found.control.pace is Pace.TURN for found in keeper.clocks(table_id))

    return turn_based


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
        turn_based: TurnBased = no_table,
        sending: Executor | None = None,
    ) -> None:
        self.engine: Engine = salon.store.engine
        self.accounts = Accounts(self.engine)
        self.book = MailBook(self.engine, now)
        self.tokens = UnsubscribeTokens(key)
        self.challenges = ChallengeTokens(key, lambda: now().timestamp())
        self.mail = mail
        self.present = present
        self.turn_based = turn_based
        self.sending = sending or ThreadPoolExecutor(1, thread_name_prefix="salon-mail")
        salon.on_turn.append(self._turn)
        salon.on_finish.append(self._ended)

    # ------------------------------------------------------------------ the hooks

    def _turn(self, table: Table, seat: int) -> None:
        if self.mail is None or self.present(table.id, seat):
            return
        against = _others(table, seat)
        text = f"It is your turn at your game of {table.adapter.title} {against}."
        self.sending.submit(self._your_turn, table.id, seat, text)

    def _your_turn(self, table_id: str, seat: int, text: str) -> None:
        """Off the table's lock: whether the table is turn-based is read from the database."""
        try:
            turn_based = self.turn_based(table_id)
        except Exception:
            log.exception("table %s: its pace was not read; no mail sent", table_id)
            return
        if turn_based:
            self._send(table_id, seat, Kind.TURN, "Your turn", text)

    def _ended(self, table: Table) -> None:
        if self.mail is None:
            return
        outcome = table.outcome()
        for seat in range(len(table.seats)):
            text = f"Your game of {table.adapter.title} is over: {outcome}"
            self.sending.submit(self._send, table.id, seat, Kind.ENDED, "A game is over", text)

    def challenged(self, seek: Seek) -> None:
        """The hook on the seeks' ``on_challenge``: mail the player challenged (if he asked
        for it), with a link to accept and one to decline; one mail about each challenge."""
        if self.mail is None or seek.to_account is None:
            return
        self.sending.submit(self._challenge, seek, seek.to_account)

    def challenge_words(self, seek: Seek) -> str:
        """Who challenges, to what: "Ann challenges you to a casual game of Écarté, …"."""
        by = self.accounts.by_id(seek.account_id)
        name = by.name if by is not None and by.name else "A former player"
        return f"{name} challenges you to {_offer_words(seek.offer)}."

    def _challenge(self, seek: Seek, account_id: int) -> None:
        try:
            text = self.challenge_words(seek)
            if self.mail is not None:
                links = [
                    f"To {answer.value}: {self.mail.site}/challenge?answer={answer.value}&token="
                    + self.challenges.make(account_id, seek.id, answer)
                    for answer in Answer
                ]
                days = CHALLENGE_LINK_FOR // 86_400
                text += "\n\n" + "\n".join(links)
                text += (
                    f"\n\nThese links are good for {days} days. You may also answer on salon's "
                    f"home page, under Play someone: {self.mail.site}/"
                )
        except Exception:
            log.exception("the mail of challenge %s was not written", seek.id)
            return
        self._mail(account_id, seek.id, Kind.CHALLENGE, "A challenge", text)

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


def _offer_words(offer: Offer) -> str:
    """A challenge's offer in a player's words: "a rated game of Écarté, live, 5 minutes"."""
    kind = "rated" if offer.rated else "casual"
    control = time_control(offer.pace, offer.time)
    if control.pace is Pace.LIVE:
        more = round(control.refill)  # the bank's gain at the end of each turn
        gain = "a minute" if more == 60 else f"{more} seconds"
        pace = f"live, {offer.time // 60} minutes each, {gain} more a move"
    else:
        pace = f"turn-based, {offer.time} day{'s' if offer.time > 1 else ''} a move"
    return f"a {kind} game of {adapter_for(offer.game).title}, {pace}"
