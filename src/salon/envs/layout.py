"""Fixed-size layouts of named slots: the shape of an observation or of an action space.

A layout is built once, field by field; each field knows its offset, its size, what each of
its slots means and its largest value, so the table "index → meaning" is printed from the
same object the encoder writes through, and cannot drift from it.

>>> layout = Layout()
>>> hand = layout.cards("hand", "in my hand")
>>> turn = layout.flags("turn", ("my turn",))
>>> layout.size, hand.offset, turn.offset
(33, 0, 32)
>>> layout.meaning(0), layout.meaning(32)
('hand: 7S in my hand', 'turn: my turn')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

import numpy as np
import numpy.typing as npt

from salon.cards import Card, piquet_pack

PACK: Final = piquet_pack()
"""The 32 cards, in the order of every card plane: spades, hearts, diamonds, clubs; 7 to ace."""
SLOT_OF_INDEX: Final = {card.index: slot for slot, card in enumerate(PACK)}


def card_slot(card: Card) -> int:
    """The card's place in a 32-card plane.

    >>> card_slot(Card.parse("7S")), card_slot(Card.parse("AC"))
    (0, 31)
    """
    return SLOT_OF_INDEX[card.index]


CARD_SLOT: Final = tuple(SLOT_OF_INDEX.get(index, -1) for index in range(36))
"""``card_slot`` by ``Card.index``, for the encoders' inner loops (-1: a six, not in the pack)."""


CARD_BIT: Final = tuple(1 << (31 - slot) if slot >= 0 else 0 for slot in CARD_SLOT)
"""Each card's bit in a plane's 32-bit mask, by ``Card.index``; the first slot is the highest
bit, as ``numpy.unpackbits`` reads a big-endian word."""


def card_mask(cards: Iterable[Card]) -> int:
    """The plane of ``cards`` as a 32-bit mask (see :func:`write_planes`)."""
    bits = CARD_BIT
    mask = 0
    for card in cards:
        mask |= bits[card.index]
    return mask


def write_planes(vector: npt.NDArray[np.float32], masks: Sequence[int]) -> None:
    """Card planes laid end to end from the start of ``vector``: one unpacking for them all,
    where setting slot by slot costs a Python step a card.

    >>> vector = np.zeros(64, dtype=np.float32)
    >>> write_planes(vector, [card_mask([Card.parse("7S")]), card_mask([Card.parse("AC")])])
    >>> [int(i) for i in np.flatnonzero(vector)]
    [0, 63]
    """
    vector[: 32 * len(masks)] = np.unpackbits(np.array(masks, dtype=">u4").view(np.uint8))


@dataclass(frozen=True, slots=True)
class Field:
    """``size`` consecutive slots from ``offset``; ``names`` says what each one holds."""

    name: str
    offset: int
    names: tuple[str, ...]
    high: float

    @property
    def size(self) -> int:
        return len(self.names)

    @property
    def stop(self) -> int:
        return self.offset + self.size


@dataclass(slots=True)
class Layout:
    """Fields laid end to end."""

    fields: list[Field] = field(default_factory=list)
    size: int = 0

    def add(self, name: str, names: Sequence[str], high: float = 1.0) -> Field:
        if any(existing.name == name for existing in self.fields):
            raise ValueError(f"the field {name!r} is laid out twice")
        laid = Field(name, self.size, tuple(names), high)
        self.fields.append(laid)
        self.size += laid.size
        return laid

    def cards(self, name: str, what: str) -> Field:
        """One slot per card of the pack: 1 when the card is ``what``."""
        return self.add(name, [f"{card} {what}" for card in PACK])

    def flags(self, name: str, names: Sequence[str]) -> Field:
        return self.add(name, names)

    def numbers(self, name: str, names: Sequence[str], high: float) -> Field:
        return self.add(name, names, high)

    def one_of(self, name: str, choices: Sequence[object], word: Callable[[object], str]) -> Field:
        """One slot per choice, exactly one of them set."""
        return self.add(name, [word(choice) for choice in choices])

    def meaning(self, index: int) -> str:
        for laid in self.fields:
            if laid.offset <= index < laid.stop:
                return f"{laid.name}: {laid.names[index - laid.offset]}"
        raise IndexError(f"{index} is beyond the layout's {self.size} slots")

    def highs(self) -> list[float]:
        return [laid.high for laid in self.fields for _ in laid.names]

    def table(self, title: str) -> str:
        """A Markdown table of the fields: their index ranges and what each slot holds."""
        lines = [f"| {title} | field | meaning |", "| --- | --- | --- |"]
        for laid in self.fields:
            where = str(laid.offset) if laid.size == 1 else f"{laid.offset}–{laid.stop - 1}"
            lines.append(f"| {where} | {laid.name} | {_summary(laid)} |")
        return "\n".join(lines)


def _summary(laid: Field) -> str:
    if laid.size <= 8:
        return "; ".join(laid.names)
    return f"{laid.names[0]}; {laid.names[1]}; … {laid.names[-1]} ({laid.size} slots)"
