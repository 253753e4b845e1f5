"""A line of chat and the chat of one table, as kept in memory (and in the database by
:mod:`salon.web.talk.kept`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from salon.web.tables.adapter import JSON
from salon.web.talk.rules import Channel, Readers


@dataclass(frozen=True, slots=True)
class ChatLine:
    number: int
    seat: int | None
    name: str
    channel: Channel
    text: str
    readers: Readers

    def read_by(self, seat: int | None, *, over: bool) -> bool:
        if seat is None:
            return self.readers.spectators
        # The spectators' lines reach the players once play is over, not before.
        late = self.channel is Channel.SPECTATORS and over
        return seat in self.readers.seats or late

    def json(self) -> JSON:
        return {
            "number": self.number,
            "seat": self.seat,
            "name": self.name,
            "to": self.channel.value,
            "text": self.text,
        }


@dataclass
class TableChat:
    lines: list[ChatLine] = field(default_factory=list)
    said: int = 0
    muted: dict[int, set[int]] = field(default_factory=dict)
    """For each seat, the seats whose lines it does not want."""
    off: set[int] = field(default_factory=set)
    """The seats that turned the chat off at this table."""
