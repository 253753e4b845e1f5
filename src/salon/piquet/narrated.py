"""A deal's events as the table tells them to one reader, where no partie has named the hands
for it (a trainer's position): something done, told of its doer by name; words said, as said."""

from __future__ import annotations

from dataclasses import replace

from salon.engine import Event
from salon.phrases import Phrase
from salon.piquet.talk import narration


def told_of(event: Event, names: tuple[str, str], reader: str | None) -> Event:
    """``event`` as told to ``reader``, the hands named ``names`` (elder's first).

    >>> from salon.cards import Card
    >>> from salon.piquet.talk import EventKind
    >>> taken = Event(EventKind.TAKE_IN, 1, "Takes in 7S.", cards=(Card.parse("7S"),))
    >>> told_of(taken, ("Your adversary", "You"), "You").words
    'You take in 7♠.'
    >>> told_of(taken, ("Ann", "Bob"), None).words
    'Bob takes in 7♠.'
    """
    seat = event.seat
    told = None if seat is None else narration(event.kind, event.words, event.cards, seat)
    if told is None:
        return event
    return replace(event, seat=None, words=Phrase(told, names).read_by(reader))
