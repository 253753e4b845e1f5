"""The chat of every table, kept in memory beside the tables and, given a store, in the
database (so a restart forgets none of it): the lines with their readers, each seat's mutes
and whether it turned the chat off, and the limits on length and pace.

The lines never touch the game, its store or its record: the talk of the table stays the
game's own words. The server writes no line of its own in the chat, so no card is ever put
there on anyone's behalf.
"""

from __future__ import annotations

import threading
import time
import unicodedata
from collections.abc import Callable

from salon.web.server.limits import RateLimit
from salon.web.tables.adapter import JSON
from salon.web.tables.table import Table, clean_name
from salon.web.talk.kept import ChatStore
from salon.web.talk.lines import ChatLine, TableChat
from salon.web.talk.rules import Channel, ChatRefused, readers
from salon.web.talk.sides import sides_of

MAX_CHAT = 300
"""The most characters in a line of chat."""
CHAT_RATE = 0.5
"""Lines a second one speaker may say, after a burst of :data:`CHAT_BURST`."""
CHAT_BURST = 4
KEPT_LINES = 300
"""The lines of a table kept (the oldest are let go)."""
SPECTATOR = "watching"
QUIET: JSON = {"muted": [], "off": False, "closed": False}
"""The settings of a seat that changed none, and a spectator's."""


def clean_text(text: str) -> str:
    """A line as it is kept: control characters out, spaces folded; never empty.

    >>> clean_text("  <b>hello</b>\\x00  there ")
    '<b>hello</b> there'
    """
    if len(text) > MAX_CHAT:
        raise ChatRefused(f"a line of chat is {MAX_CHAT} characters at most")
    kept = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    kept = " ".join(kept.split())
    if not kept:
        raise ChatRefused("say something: the line is empty")
    return kept


class Chat:
    """The chat of every table; each speaker (a connection) has its own rate limit."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, store: ChatStore | None = None
    ) -> None:
        self.clock = clock
        self.store = store
        self.tables: dict[str, TableChat] = {}
        self._lock = threading.Lock()
        self._loading: dict[str, threading.Lock] = {}
        """A lock a table whose chat is being read: two first comers read it once."""

    def limit(self) -> RateLimit:
        """A new speaker's allowance of lines."""
        return RateLimit(rate=CHAT_RATE, burst=CHAT_BURST, clock=self.clock)

    def of(self, table: Table) -> TableChat:
        """The table's chat: from memory, or read from the store the first time."""
        with self._lock:
            found = self.tables.get(table.id)
            if found is not None:
                return found
            loading = self._loading.setdefault(table.id, threading.Lock())
        with loading:
            with self._lock:
                found = self.tables.get(table.id)
            if found is None:
                found = TableChat() if self.store is None else self.store.load(table.id, KEPT_LINES)
                with self._lock:
                    self.tables[table.id] = found
                    self._loading.pop(table.id, None)
            return found

    def let_go(self, table_id: str) -> None:
        """The table is over and no one is there: its chat leaves memory, lest every table's
        be kept; the store keeps it, and it is read again when asked for."""
        if self.store is not None:
            with self._lock:
                self.tables.pop(table_id, None)

    def forget(self, table_ids: list[str]) -> None:
        """The chat of tables forgotten (expired) goes with them."""
        with self._lock:
            for table_id in table_ids:
                self.tables.pop(table_id, None)
        if self.store is not None:
            self.store.forget(table_ids)

    def say(
        self,
        table: Table,
        seat: int | None,
        channel: Channel,
        text: str,
        limit: RateLimit,
        *,
        name: str | None = None,
    ) -> ChatLine:
        """Say ``text`` from ``seat`` (None: a spectator, who gives a ``name``)."""
        kept = clean_text(text)
        chat = self.of(table)
        with table.lock:
            sides = sides_of(table)
            heard = readers(sides, seat, channel, over=table.is_over)
            if seat is not None and seat in chat.off:
                raise ChatRefused("you turned the chat off at this table")
            if channel is Channel.PLAYERS and chat.off - {seat}:
                raise ChatRefused("a player turned the chat off at this table")
            speaker = _speaker(table, seat, name)
            if not limit.allow():
                raise ChatRefused("you are chatting too fast; wait a moment")
            # The table's lock is held: no other line of this table takes this number.
            line = ChatLine(chat.said, seat, speaker, channel, kept, heard)
            if self.store is not None:
                self.store.add(table.id, line)
            with self._lock:
                chat.said += 1
                chat.lines.append(line)
                del chat.lines[:-KEPT_LINES]
        return line

    def lines_for(self, table: Table, seat: int | None, after: int = -1) -> list[ChatLine]:
        """The lines ``seat`` reads, numbered after ``after``, without those it muted."""
        chat = self.of(table)
        if seat is not None and seat in chat.off:
            return []
        over = table.is_over
        muted = chat.muted.get(seat, set()) if seat is not None else set()
        with self._lock:
            lines = list(chat.lines)
        return [
            line
            for line in lines
            if line.number > after and line.read_by(seat, over=over) and line.seat not in muted
        ]

    def mute(self, table: Table, seat: int, other: int, muted: bool) -> None:
        if not 0 <= other < len(table.seats) or other == seat:
            raise ChatRefused("mute another seat of this table")
        chat = self.of(table)
        mutes = chat.muted.setdefault(seat, set())
        if muted:
            mutes.add(other)
        else:
            mutes.discard(other)
        self._keep_settings(table.id, chat, seat)

    def turn_off(self, table: Table, seat: int, off: bool) -> None:
        chat = self.of(table)
        if off:
            chat.off.add(seat)
        else:
            chat.off.discard(seat)
        self._keep_settings(table.id, chat, seat)

    def _keep_settings(self, table_id: str, chat: TableChat, seat: int) -> None:
        if self.store is not None:
            self.store.set_settings(table_id, seat, chat.muted.get(seat, set()), seat in chat.off)

    def settings(self, table: Table, seat: int | None) -> JSON:
        chat = self.of(table)
        if seat is None:
            return QUIET
        return {
            "muted": sorted(chat.muted.get(seat, set())),
            "off": seat in chat.off,
            "closed": bool(chat.off - {seat}),
        }


def _speaker(table: Table, seat: int | None, name: str | None) -> str:
    if seat is not None:
        return table.seats[seat].name
    try:
        return f"{clean_name(name or '')} ({SPECTATOR})"
    except ValueError:
        raise ChatRefused("a spectator gives a name to chat under") from None
