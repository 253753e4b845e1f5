"""Seeks and challenges in the database, shared by every server process.

A seek is a game offered to anyone (within a rating range, if its player gave one); a
challenge is a seek offered to one named player, who accepts or declines it. Taking one is a
single conditional write, so of two players taking the same seek at once (on the same server
process or on two) one has it and the other is told it is gone.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum
from typing import Any

from sqlalchemy import Engine, Row, func, select, update
from sqlalchemy.exc import IntegrityError

from salon.web.play.clock import time_control
from salon.web.play.schema import presence, seeks
from salon.web.play.timekeeper import Now, utc_now
from salon.web.players.glicko2 import Rating
from salon.web.players.ratings import read_rating
from salon.web.players.results import RATED_GAMES
from salon.web.server.store import games
from salon.web.tables.adapter import JSON
from salon.web.tables.games import adapter_for

MOST_OPEN = 5
"""The most seeks and challenges one player may have waiting at once."""
LOWEST, HIGHEST = 0.0, 4000.0
ONLINE = timedelta(minutes=2)
"""A player is online while he was seen (a page of the room asked) this recently."""
SHARED_FOR = 1.0
"""Seconds a process answers the lobby from the open seeks it read last (its own writes
read afresh at once): other processes' new seeks show within this."""
NOTED_EVERY = timedelta(seconds=30)
"""A process writes that it saw a player at most this often (the lobby is asked every few
seconds by each page; the presence it keeps is to the minute)."""


class SeekError(ValueError):
    """A seek refused: the message says why, and nothing changed."""


class State(Enum):
    OPEN = "open"
    TAKEN = "taken"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"


@dataclass(frozen=True, slots=True)
class Offer:
    """What a player offers: checked by :func:`checked_offer` before it is kept."""

    game: str
    rules: str
    pace: str
    time: int
    rated: bool
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True, slots=True)
class Seek:
    id: str
    account_id: int
    offer: Offer
    rating: float
    to_account: int | None
    state: State
    taken_by: int | None
    table_id: str | None
    provisional: bool = False
    """The rating was provisional (few games yet) when the game was offered."""

    def admits(self, rating: float) -> bool:
        low, high = self.offer.low, self.offer.high
        return (low is None or rating >= low) and (high is None or rating <= high)

    def public(self, names: dict[int, str]) -> JSON:
        """What anyone may see of a seek: no card, only the offer and who makes it."""
        return {
            "id": self.id,
            "player": names.get(self.account_id, "?"),
            "rating": round(self.rating),
            "provisional": self.provisional,
            "game": self.offer.game,
            "rules": self.offer.rules,
            "rules_words": rules_words(self.offer.game, self.offer.rules),
            "pace": self.offer.pace,
            "time": self.offer.time,
            # What a live bank gains at the end of each turn, in seconds (0 turn-based).
            "refill": time_control(self.offer.pace, self.offer.time).refill,
            "rated": self.offer.rated,
            "low": self.offer.low,
            "high": self.offer.high,
            "to": None if self.to_account is None else names.get(self.to_account, "?"),
            "state": self.state.value,
            # Shown only to the seek's maker, among his offers (others see open seeks only).
            "taken_by": None if self.taken_by is None else names.get(self.taken_by, "?"),
            "table": self.table_id,
        }


def rules_words(game: str, rules: str) -> str:
    """The rules of an offer as a player reads them; nothing for the game's usual rules
    (its first preset), which "Piquet" or "Écarté" alone says."""
    adapter = adapter_for(game)
    if adapter.rules_text(rules) == adapter.rules_text(""):
        return ""
    return adapter.describe_rules(rules)


def checked_offer(offer: Offer) -> Offer:
    """The offer with its rules in their plain form; or :class:`SeekError` saying why not."""
    try:
        adapter = adapter_for(offer.game)
        time_control(offer.pace, offer.time)
        rules = adapter.rules_text(offer.rules)
    except ValueError as error:
        raise SeekError(str(error)) from None
    if adapter.waits_for_seats:
        raise SeekError("a seek is for a two-seat game; sessions are opened from their own form")
    if offer.rated and offer.game not in RATED_GAMES:
        raise SeekError("a rated game is a game of Piquet or Écarté")
    for bound in (offer.low, offer.high):
        if bound is not None and not LOWEST <= bound <= HIGHEST:
            raise SeekError("a rating range lies between 0 and 4000")
    if offer.low is not None and offer.high is not None and offer.low > offer.high:
        raise SeekError("a rating range's lower end cannot be above its upper end")
    return Offer(offer.game, rules, offer.pace, offer.time, offer.rated, offer.low, offer.high)


def _seek(row: Row[Any]) -> Seek:
    offer = Offer(row.game, row.rules, row.pace, row.time, row.rated, row.low, row.high)
    return Seek(
        row.id,
        row.account_id,
        offer,
        row.rating,
        row.to_account,
        State(row.state),
        row.taken_by,
        row.table_id,
        bool(row.provisional),
    )


class SeekBook:
    def __init__(self, engine: Engine, now: Now = utc_now) -> None:
        self.engine = engine
        self.now = now
        self._noted: dict[int, datetime] = {}
        self._pending: dict[int, datetime] = {}
        self._open: tuple[float, list[Seek]] | None = None
        self.on_challenge: list[Callable[[Seek], None]] = []
        """Called with each challenge just made (the one challenged may be mailed): quick,
        it is called in the request's thread."""
        self.on_change: list[Callable[[], None]] = []
        """Called after each write to the seeks (the pages of the lobby are told), in the
        writer's thread."""
        self.version = 0
        """Counts this process's writes to the seeks: a lobby made before one is stale."""

    def _wrote(self) -> None:
        self._open = None
        self.version += 1
        for then in self.on_change:
            then()

    def _all_open(self) -> list[Seek]:
        moment = time.monotonic()
        if self._open is not None and moment - self._open[0] < SHARED_FOR:
            return self._open[1]
        query = select(seeks).where(seeks.c.state == State.OPEN.value)
        with self.engine.connect() as conn:
            found = [_seek(row) for row in conn.execute(query.order_by(seeks.c.created))]
        self._open = (moment, found)
        return found

    def rating(self, account_id: int, game: str) -> float:
        return self.standing(account_id, game).rating

    def standing(self, account_id: int, game: str) -> Rating:
        """The player's rating at ``game``, with how sure it is (a new player's: 1500, unsure)."""
        with self.engine.connect() as conn:
            return read_rating(conn, account_id, game) or Rating()

    def offer(self, account_id: int, offer: Offer, to_account: int | None = None) -> Seek:
        offer = checked_offer(offer)
        if to_account == account_id:
            raise SeekError("a challenge is made to another player")
        standing = self.standing(account_id, offer.game)
        seek_id = secrets.token_urlsafe(12)
        with self.engine.begin() as conn:
            waiting = conn.execute(
                select(func.count())
                .select_from(seeks)
                .where(seeks.c.account_id == account_id, seeks.c.state == State.OPEN.value)
            ).scalar_one()
            if waiting >= MOST_OPEN:
                raise SeekError(f"a player may have {MOST_OPEN} games offered at once")
            conn.execute(
                seeks.insert().values(
                    id=seek_id,
                    account_id=account_id,
                    game=offer.game,
                    rules=offer.rules,
                    pace=offer.pace,
                    time=offer.time,
                    rated=offer.rated,
                    rating=standing.rating,
                    provisional=standing.provisional,
                    low=offer.low,
                    high=offer.high,
                    to_account=to_account,
                    state=State.OPEN.value,
                    created=self.now(),
                )
            )
        self._wrote()
        made = Seek(
            seek_id, account_id, offer, standing.rating, to_account, State.OPEN, None, None,
            standing.provisional,
        )  # fmt: skip
        if to_account is not None:
            for then in self.on_challenge:
                then(made)
        return made

    def find(self, seek_id: str) -> Seek | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(seeks).where(seeks.c.id == seek_id)).first()
        return None if row is None else _seek(row)

    def open_to(self, account_id: int, among: list[Seek] | None = None) -> list[Seek]:
        """The open seeks (``among`` these, if given) this player may take (others', in his
        rating range), and the challenges made to him. His rating is read only for a game
        where some seek has a range."""
        found = [
            seek
            for seek in (self._all_open() if among is None else among)
            if seek.account_id != account_id and seek.to_account in (None, account_id)
        ]
        ratings: dict[str, float] = {}
        kept = []
        for seek in found:
            game = seek.offer.game
            ranged = seek.offer.low is not None or seek.offer.high is not None
            if ranged and game not in ratings:
                ratings[game] = self.rating(account_id, game)
            if not ranged or seek.admits(ratings[game]):
                kept.append(seek)
        return kept

    def lately(self) -> list[Seek]:
        """Every seek open, or made in the last hour (what the lobby shows), but for one
        taken whose game has ended: its player has nothing more to go to."""
        since = self.now() - timedelta(hours=1)
        query = (
            select(seeks)
            .outerjoin(games, games.c.id == seeks.c.table_id)
            .where((seeks.c.state == State.OPEN.value) | (seeks.c.created > since))
            .where(games.c.finished.is_(None))
        )
        with self.engine.connect() as conn:
            return [_seek(row) for row in conn.execute(query.order_by(seeks.c.created))]

    def take(self, seek_id: str, account_id: int) -> Seek:
        """Take the seek (or accept the challenge): refused if it is one's own, out of one's
        rating range, made to someone else, or taken or withdrawn already."""
        seek = self.find(seek_id)
        if seek is None:
            raise SeekError("there is no such game offered")
        if seek.account_id == account_id:
            raise SeekError("that game is your own offer")
        if seek.to_account is not None and seek.to_account != account_id:
            raise SeekError("that challenge is made to another player")
        if not seek.admits(self.rating(account_id, seek.offer.game)):
            raise SeekError("your rating is outside the range that player asked for")
        with self.engine.begin() as conn:
            changed = conn.execute(
                update(seeks)
                .where(seeks.c.id == seek_id, seeks.c.state == State.OPEN.value)
                .values(state=State.TAKEN.value, taken_by=account_id)
            ).rowcount
        if changed != 1:  # refused: nothing written, no page told
            raise SeekError("that game was taken or withdrawn already")
        self._wrote()
        return Seek(
            seek.id, seek.account_id, seek.offer, seek.rating, seek.to_account,
            State.TAKEN, account_id, None, seek.provisional,
        )  # fmt: skip

    def seated(self, seek_id: str, table_id: str) -> None:
        """Note the table made for a taken seek (its player finds it there)."""
        with self.engine.begin() as conn:
            conn.execute(update(seeks).where(seeks.c.id == seek_id).values(table_id=table_id))
        self._wrote()

    def close(self, seek_id: str, account_id: int, state: State) -> None:
        """Withdraw one's own seek, or decline a challenge made to oneself."""
        owner = seeks.c.account_id if state is State.WITHDRAWN else seeks.c.to_account
        with self.engine.begin() as conn:
            changed = conn.execute(
                update(seeks)
                .where(
                    seeks.c.id == seek_id, seeks.c.state == State.OPEN.value, owner == account_id
                )
                .values(state=state.value)
            ).rowcount
        if changed != 1:  # refused: nothing written, no page told
            raise SeekError("there is no such game open to you to close")
        self._wrote()

    def nearest(self, account_id: int, game: str) -> Seek | None:
        """The waiting seek of this game nearest this player's rating, among those whose
        range admits him (challenges aside)."""
        mine = self.rating(account_id, game)
        found = [
            seek
            for seek in self.open_to(account_id)
            if seek.offer.game == game and seek.to_account is None
        ]
        return min(found, key=lambda seek: abs(seek.rating - mine), default=None)

    def counts(self) -> dict[str, int]:
        """How many seek each game (open seeks, challenges aside)."""
        counts: dict[str, int] = {}
        for seek in self._all_open():
            if seek.to_account is None:
                counts[seek.offer.game] = counts.get(seek.offer.game, 0) + 1
        return counts

    def seen(self, account_id: int) -> None:
        """Note that the player was seen; written with the others by :meth:`write_seen`."""
        now = self.now()
        last = self._noted.get(account_id)
        if last is not None and now - last < NOTED_EVERY:
            return
        self._noted[account_id] = now
        self._pending[account_id] = now

    def write_seen(self) -> None:
        """Write the players seen since the last time, in one transaction."""
        pending, self._pending = self._pending, {}
        if not pending:
            return
        try:
            with self.engine.begin() as conn:
                for account_id, now in pending.items():
                    changed = conn.execute(
                        update(presence).where(presence.c.account_id == account_id).values(seen=now)
                    ).rowcount
                    if not changed:
                        conn.execute(presence.insert().values(account_id=account_id, seen=now))
        except IntegrityError:  # another process noted one of them at the same moment
            pass

    def online(self) -> list[int]:
        since = self.now() - ONLINE
        query = select(presence.c.account_id).where(presence.c.seen > since)
        with self.engine.connect() as conn:
            return list(conn.execute(query).scalars())
