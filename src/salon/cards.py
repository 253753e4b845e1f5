"""Suits, ranks, cards and packs shared by Piquet and Écarté, with their short notation.

Cards are interned: there is exactly one object for each card, so they compare
and hash by identity, which keeps search cheap.

>>> Card.parse("AS")
Card.parse('AS')
>>> str(Card.parse("th")), Card.parse("10H") is Card.parse("TH")
('10H', True)
>>> Card.parse("Q♦").symbol
'Q♦'
>>> [str(c) for c in parse_cards("7C 8c 9♣")]
['7C', '8C', '9C']
>>> len(piquet_pack()), len(piquet_pack(with_sixes=True))
(32, 36)
>>> Card.parse("AS").point_value, Card.parse("KH").point_value, Card.parse("9D").point_value
(11, 10, 9)
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Sequence
from enum import Enum, IntEnum
from typing import ClassVar, Final, TypeVar

T = TypeVar("T")


class CardParseError(ValueError):
    """Text that does not name a card, with the reason."""


class Suit(Enum):
    """The four French suits; the value is the letter used in notation."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    # Members are singletons: hashing by identity is exact, and runs in C where Enum's own
    # hash (of the name) runs in Python, once for every card built or suit looked up.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def plural(self) -> str:
        """The word a player says: "in spades"."""
        return _SUIT_PLURALS[self]

    @property
    def singular(self) -> str:
        return _SUIT_PLURALS[self][:-1]

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS: Final = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
}
_SUIT_PLURALS: Final = {suit: suit.name.lower() for suit in Suit}
_SYMBOL_TO_SUIT: Final = {symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()}

SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The suits in the order hands are sorted for display."""


class Rank(IntEnum):
    """Ranks in their natural (Piquet) order; the value orders them, ace highest."""

    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @property
    def word(self) -> str:
        """The English name a player uses ("knave" for the jack, as the seeds do)."""
        return _RANK_WORDS[self]

    @property
    def plural(self) -> str:
        return _RANK_PLURALS[self]

    @property
    def point_value(self) -> int:
        """Value for the point: ace 11, court cards 10, others their pips."""
        if self is Rank.ACE:
            return 11
        return min(int(self), 10)


_RANK_LETTERS: Final = {
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_WORDS: Final = {
    Rank.SIX: "six",
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "knave",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}
_RANK_PLURALS: Final = {rank: word + "s" for rank, word in _RANK_WORDS.items()} | {
    Rank.SIX: "sixes"
}
_LETTER_TO_RANK: Final = {letter: rank for rank, letter in _RANK_LETTERS.items()} | {"T": Rank.TEN}

COURT_RANKS: Final = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})


class Card:
    """One playing card. Build with ``Card(rank, suit)`` or ``Card.parse(text)``."""

    __slots__ = ("index", "rank", "suit")
    _interned: ClassVar[dict[tuple[Rank, Suit], Card]] = {}
    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return cls._interned[(rank, suit)]
        except KeyError:
            pass
        if not isinstance(rank, Rank) or not isinstance(suit, Suit):
            raise TypeError(f"Card needs a Rank and a Suit, not {rank!r} and {suit!r}")
        card = super().__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        # A small dense number: suit-major, used for bit sets in search.
        object.__setattr__(card, "index", SUITS.index(suit) * 9 + (int(rank) - 6))
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``AS``, ``10H``, ``TH``, ``7c`` or ``Q♦``."""
        cleaned = text.strip().upper()
        if len(cleaned) < 2:
            raise CardParseError(f"{text!r} is not a card: write a rank then a suit, as A♠ or 10♥")
        rank_text, suit_text = cleaned[:-1], cleaned[-1]
        suit = _SYMBOL_TO_SUIT.get(suit_text)
        if suit is None:
            try:
                suit = Suit(suit_text)
            except ValueError:
                raise CardParseError(
                    f"{text!r} is not a card: {suit_text!r} is not a suit (C, D, H, S)"
                ) from None
        rank = _LETTER_TO_RANK.get(rank_text)
        if rank is None:
            raise CardParseError(
                f"{text!r} is not a card: {rank_text!r} is not a rank (A K Q J 10 9 8 7 6)"
            )
        return cls(rank, suit)

    @property
    def point_value(self) -> int:
        return self.rank.point_value

    @property
    def symbol(self) -> str:
        return self.rank.letter + self.suit.symbol

    @property
    def name(self) -> str:
        """The words: "ace of spades"."""
        return _CARD_NAMES[self.index]

    def __str__(self) -> str:
        return self.rank.letter + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas; an empty text is no cards.

    >>> parse_cards("")
    ()
    >>> parse_cards("AS XX")
    Traceback (most recent call last):
    ...
    salon.cards.CardParseError: 'XX' is not a card: 'X' is not a suit (C, D, H, S)
    """
    return tuple(Card.parse(word) for word in text.replace(",", " ").split())


def format_cards(cards: Iterable[Card], *, symbols: bool = False) -> str:
    return " ".join(card.symbol if symbols else str(card) for card in cards)


def piquet_pack(*, with_sixes: bool = False) -> tuple[Card, ...]:
    """The 32-card pack (seven to ace), or 36 cards with the sixes; in a fixed order."""
    return _PACK_36 if with_sixes else _PACK_32


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Sorted by suit (spades, hearts, diamonds, clubs), high cards first."""
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), -c.rank))


CARDS_BY_INDEX: Final = tuple(Card(rank, suit) for suit in SUITS for rank in Rank)
_CARD_NAMES: Final = tuple(f"{card.rank.word} of {card.suit.plural}" for card in CARDS_BY_INDEX)
_PACK_36: Final = CARDS_BY_INDEX
_PACK_32: Final = tuple(card for card in CARDS_BY_INDEX if card.rank >= Rank.SEVEN)
_PACK_32_SET: Final = frozenset(_PACK_32)
"""Every card by its ``index`` (suit-major, six to ace)."""


def shuffled(cards: Iterable[Card], rng: random.Random) -> list[Card]:
    """The cards in a random order: Fisher and Yates's shuffle, one ``rng.random()`` a card.

    ``random.shuffle`` draws each index bit by bit in Python; this costs a third as much. The
    rounding of a 53-bit fraction to an index favours none of 32 places by more than 2**-47.

    >>> sorted(shuffled(piquet_pack(), random.Random(1)), key=lambda c: c.index) == list(
    ...     piquet_pack())
    True
    """
    order = list(cards)
    draw = rng.random
    for top in range(len(order) - 1, 0, -1):
        other = int(draw() * (top + 1))
        order[top], order[other] = order[other], order[top]
    return order


def pick(items: Sequence[T], rng: random.Random) -> T:
    """One of ``items`` drawn uniformly with one ``rng.random()`` (see :func:`shuffled`)."""
    return items[int(rng.random() * len(items))]


def in_index_order(cards: Collection[Card]) -> list[Card]:
    """``cards`` sorted by index: the pack filtered, cheaper than a sort with a key when
    ``cards`` is a set.

    >>> in_index_order({Card.parse("AS"), Card.parse("7S"), Card.parse("KH")})
    [Card.parse('7S'), Card.parse('AS'), Card.parse('KH')]
    """
    return [card for card in CARDS_BY_INDEX if card in cards]


def card_at(suit_number: int, rank_value: int) -> Card:
    """The card of ``SUITS[suit_number]`` and rank value 6–14, without building enums."""
    return CARDS_BY_INDEX[suit_number * 9 + rank_value - 6]
