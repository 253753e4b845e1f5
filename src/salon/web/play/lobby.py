"""The lobby's answer, made for many players asking every few seconds.

What every player sees alike (who is online, how many seek each game, each seek as it is
shown) is read and encoded once, then kept as a snapshot for a second, or until this
process writes a seek; each ask then adds only what is the asker's own (the seeks open to
him, his own, his turns), from the snapshot and one query for his turns. The players seen
are written together when a snapshot is made, not one transaction an ask.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import Engine, select

from salon.web.play.seeks import SHARED_FOR, Seek, SeekBook, State
from salon.web.play.timekeeper import Timekeeper
from salon.web.players.accounts import FORMER_PLAYER, Account
from salon.web.players.schema import accounts

MOST_LISTED = 100
"""The most seeks, and names online, a lobby answer lists."""


def names_of(engine: Engine, ids: Iterable[int]) -> dict[int, str]:
    query = select(accounts.c.id, accounts.c.name).where(accounts.c.id.in_(set(ids)))
    with engine.connect() as conn:
        return {row.id: row.name or FORMER_PLAYER for row in conn.execute(query)}


def public_of(engine: Engine, ids: Iterable[int]) -> set[int]:
    """Those of ``ids`` whose profile anyone may open (not private, not deleted)."""
    query = select(accounts.c.id).where(
        accounts.c.id.in_(set(ids)), accounts.c.private.is_(False), accounts.c.deleted.is_(None)
    )
    with engine.connect() as conn:
        return set(conn.execute(query).scalars())


def encoded(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Snapshot:
    made: float
    version: int
    online: frozenset[int]
    online_names: tuple[str, ...]
    public: dict[int, str]
    """Of the accounts shown (online, in a seek), those whose profile is public, by id: each
    answer links the ones it shows."""
    listed: tuple[int, ...]
    """The accounts online whose names are listed."""
    counts: str
    open: list[Seek]
    lately: list[Seek]
    """Every seek open or made in the last hour (a player's own are shown him)."""
    shown: dict[str, str]
    """Each seek of ``lately`` as the lobby shows it, encoded."""


class Making(Protocol):
    """The lock one ask holds while it makes the snapshot."""

    def acquire(self, blocking: bool = ...) -> bool: ...

    def release(self) -> None: ...


class Lobby:
    def __init__(self, book: SeekBook, keeper: Timekeeper, making: Making | None = None) -> None:
        self.book = book
        self.keeper = keeper
        self._snapshot: Snapshot | None = None
        self._making: Making = making or threading.Lock()

    def snapshot(self) -> Snapshot:
        """The snapshot, made afresh if it is older than a second or a seek was written
        since; one thread makes it while the others answer from the one before, unless a
        seek was written since that one (the pages told of it ask at once, and must see it)."""
        found = self._snapshot
        if found is not None and self._fresh(found):
            return found
        written = found is None or found.version != self.book.version
        if not self._making.acquire(blocking=written):
            assert found is not None
            return found
        try:
            found = self._snapshot
            if found is None or not self._fresh(found):
                found = self._snapshot = self._make()
            return found
        finally:
            self._making.release()

    def _fresh(self, snapshot: Snapshot) -> bool:
        return (
            snapshot.version == self.book.version and time.monotonic() - snapshot.made < SHARED_FOR
        )

    def _make(self) -> Snapshot:
        made, version = time.monotonic(), self.book.version
        self.book.write_seen()
        online = self.book.online()
        lately = self.book.lately()
        shown_ids = {s.account_id for s in lately} | {s.to_account for s in lately if s.to_account}
        shown_ids |= {s.taken_by for s in lately if s.taken_by}
        names = names_of(self.book.engine, shown_ids | set(online[:MOST_LISTED]))
        public = public_of(self.book.engine, names)
        open_ = [seek for seek in lately if seek.state is State.OPEN]
        counts: dict[str, int] = {}
        for seek in open_:
            if seek.to_account is None:
                counts[seek.offer.game] = counts.get(seek.offer.game, 0) + 1
        return Snapshot(
            made,
            version,
            frozenset(online),
            tuple(sorted(names[n] for n in online[:MOST_LISTED] if n in names)),
            {n: names[n] for n in public},
            tuple(n for n in online[:MOST_LISTED] if n in names),
            encoded(counts),
            open_,
            lately,
            {seek.id: encoded(seek.public(names)) for seek in lately},
        )

    def answer(self, account: Account | None) -> bytes:
        """The lobby as ``account`` (None: a guest) sees it, encoded."""
        if account is not None:
            self.book.seen(account.id)
        snapshot = self.snapshot()
        online, names = len(snapshot.online), list(snapshot.online_names)
        shown = set(snapshot.listed)  # whose names this answer gives: their profiles linked
        if account is not None and account.id not in snapshot.online:
            online += 1  # seen just now: written with the next snapshot
            if len(names) < MOST_LISTED:
                names = sorted([*names, account.name])
                shown.add(account.id)
        seeks = mine = turns = "[]"
        if account is not None:
            taken = self.book.open_to(account.id, snapshot.open)[:MOST_LISTED]
            own = [seek for seek in snapshot.lately if seek.account_id == account.id]
            seeks = _listed(snapshot, taken)
            mine = _listed(snapshot, own[:MOST_LISTED])
            turns = encoded([turn.public() for turn in self.keeper.your_turn(account.id)])
            for seek in (*taken, *own[:MOST_LISTED]):
                shown |= {seek.account_id, seek.to_account or 0, seek.taken_by or 0}
        public = dict(snapshot.public)
        if account is not None and not account.private:
            public[account.id] = account.name
        profiles = sorted(public[n] for n in shown if n in public)
        return (
            f'{{"online":{online},"online_names":{encoded(names)},"profiles":{encoded(profiles)},'
            f'"seeking":{snapshot.counts},"seeks":{seeks},"mine":{mine},"turns":{turns}}}'
        ).encode()


def _listed(snapshot: Snapshot, seeks: list[Seek]) -> str:
    return "[" + ",".join(snapshot.shown[seek.id] for seek in seeks) + "]"
