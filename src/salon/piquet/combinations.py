"""Piquet's combinations — point, sequences, quatorzes and trios — as pure values.

Each combination knows its cards, what it scores when good, how it compares with one of
its class (``key``: the greater key is good) and the words used to call it.

>>> from salon.cards import parse_cards
>>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
>>> best_point(hand)
Point(suit=<Suit.HEARTS: 'H'>, count=5, value=49)
>>> best_point(hand).call_words, best_point(hand).value_words
('Five cards.', 'Forty-nine.')
>>> [s.name for s in maximal_sequences(hand)]
['quart major']
>>> [s.call_words for s in sets_held(hand)]
['Three knaves.']
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Sequence as Seq
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations as choose

from salon.cards import SUITS, Card, Rank, Suit
from salon.engine import pickle_by_fields
from salon.words import counted, number_words


class Category(Enum):
    """The order of precedence in which scores reckon (seed: "Scoring")."""

    __hash__ = object.__hash__  # singletons: hashed in C, not by name in Python

    CARTE_BLANCHE = 1
    POINT = 2
    SEQUENCE = 3
    SET = 4
    PLAY = 5
    CARDS = 6

    @property
    def word(self) -> str:
        return _CATEGORY_WORDS[self]

    @property
    def noun(self) -> str:
        """One call of the class, named: "point", "sequence", "quatorze or trio"."""
        return _CATEGORY_NOUNS.get(self, self.word)


_CATEGORY_WORDS = {
    Category.CARTE_BLANCHE: "carte blanche",
    Category.POINT: "point",
    Category.SEQUENCE: "sequence",
    Category.SET: "quatorzes and trios",
    Category.PLAY: "play",
    Category.CARDS: "the cards",
}
_CATEGORY_NOUNS = {Category.SET: "quatorze or trio"}
"""Where one call of a class is named otherwise than the class ("quatorzes and trios")."""

DECLARED_CATEGORIES = (Category.POINT, Category.SEQUENCE, Category.SET)

_SEQUENCE_NAMES = {
    3: "tierce",
    4: "quart",
    5: "quint",
    6: "sixième",
    7: "septième",
    8: "huitième",
    9: "neuvième",
}


def _suit_order(card: Card) -> int:
    return SUITS.index(card.suit)


def _by_rank_desc(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: -c.rank))


@dataclass(frozen=True, slots=True, init=False)
class Point:
    """The point: the ``count`` best cards of one suit (a player may call fewer than he holds)."""

    suit: Suit
    count: int
    value: int = field(default=0, compare=False)
    """Filled in from the hand; a call is identified by suit and count alone."""

    def __init__(self, suit: Suit, count: int, value: int = 0) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "value", value)

    @property
    def category(self) -> Category:
        return Category.POINT

    @property
    def key(self) -> tuple[int, int]:
        return (self.count, self.value)

    @property
    def score(self) -> int:
        return self.count

    @property
    def call_words(self) -> str:
        return f"{counted(self.count, 'card').capitalize()}."

    @property
    def value_words(self) -> str:
        return f"{number_words(self.value).capitalize()}."

    @property
    def description(self) -> str:
        return f"point of {number_words(self.count)} in {self.suit.plural}"

    def cards_in(self, hand: Iterable[Card]) -> tuple[Card, ...]:
        """The cards of this point in ``hand`` (its best ``count`` of the suit)."""
        return _by_rank_desc(c for c in hand if c.suit is self.suit)[: self.count]


@dataclass(frozen=True, slots=True, init=False)
class Sequence:
    """Three or more cards of one suit in unbroken order, named by length and top card."""

    suit: Suit
    top: Rank
    length: int

    def __init__(self, suit: Suit, top: Rank, length: int) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "top", top)
        object.__setattr__(self, "length", length)

    @property
    def category(self) -> Category:
        return Category.SEQUENCE

    @property
    def key(self) -> tuple[int, int]:
        return (self.length, int(self.top))

    @property
    def score(self) -> int:
        return self.length + (10 if self.length >= 5 else 0)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(Card(Rank(int(self.top) - i), self.suit) for i in range(self.length))

    @property
    def name(self) -> str:
        kind = _SEQUENCE_NAMES[self.length]
        if self.top is Rank.ACE:
            return f"{kind} major"
        if int(self.top) - self.length + 1 == int(Rank.SEVEN):
            return f"{kind} minor"
        return f"{kind} to the {self.top.word}"

    @property
    def call_words(self) -> str:
        article = "An" if self.name[0] in "aeiou" else "A"
        return f"{article} {self.name}."

    @property
    def description(self) -> str:
        return f"{self.name} in {self.suit.plural}"


@dataclass(frozen=True, slots=True, init=False)
class CardSet:
    """A quatorze (four aces, kings, queens, knaves or tens) or a trio (three of them)."""

    rank: Rank
    cards: tuple[Card, ...]

    def __init__(self, rank: Rank, cards: tuple[Card, ...]) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "cards", tuple(sorted(cards, key=_suit_order)))

    @property
    def category(self) -> Category:
        return Category.SET

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def key(self) -> tuple[int, int]:
        return (self.count, int(self.rank))

    @property
    def score(self) -> int:
        return 14 if self.count == 4 else 3

    @property
    def call_words(self) -> str:
        return f"{number_words(self.count).capitalize()} {self.rank.plural}."

    @property
    def description(self) -> str:
        return ("quatorze of " if self.count == 4 else "trio of ") + self.rank.plural

    @property
    def missing_suits(self) -> tuple[Suit, ...]:
        held = {c.suit for c in self.cards}
        return tuple(s for s in SUITS if s not in held)


Combination = Point | Sequence | CardSet


def combination_cards(combo: Combination, hand: Iterable[Card]) -> tuple[Card, ...]:
    if isinstance(combo, Point):
        return combo.cards_in(hand)
    return combo.cards


def points_held(hand: Iterable[Card]) -> list[Point]:
    """Every point that may be called: in each suit, its best one, two, ... n cards."""
    by_suit: dict[Suit, list[Card]] = {}
    for card in hand:
        by_suit.setdefault(card.suit, []).append(card)
    points = []
    for suit in SUITS:
        cards = _by_rank_desc(by_suit.get(suit, ()))
        value = 0
        for count, card in enumerate(cards, start=1):
            value += card.point_value
            points.append(Point(suit, count, value))
    return points


def best_point(hand: Iterable[Card]) -> Point | None:
    return max(points_held(hand), key=lambda p: p.key, default=None)


def maximal_sequences(hand: Iterable[Card]) -> list[Sequence]:
    """The longest unbroken runs of three or more in each suit, best first."""
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[card.index // 9] |= 1 << (card.index % 9)
    runs = []
    for number, mask in enumerate(masks):
        length = 0
        for bit in range(9, -2, -1):  # ace (bit 8) down to six (bit 0), then a stop
            if bit >= 0 and mask >> bit & 1:
                length += 1
                continue
            if length >= 3:
                runs.append(Sequence(SUITS[number], _RANKS[bit + length], length))
            length = 0
    if len(runs) > 1:
        runs.sort(key=lambda s: (s.length, s.top), reverse=True)
    return runs


_RANKS = {int(rank) - 6: rank for rank in Rank}


def callable_sequences(hand: Iterable[Card]) -> list[Sequence]:
    """Every sequence that may be called, including less than a whole run (sinking)."""
    found = []
    for run in maximal_sequences(hand):
        for length in range(3, run.length + 1):
            for offset in range(run.length - length + 1):
                found.append(Sequence(run.suit, Rank(int(run.top) - offset), length))
    return sorted(found, key=lambda s: s.key, reverse=True)


def sets_held(hand: Iterable[Card]) -> list[CardSet]:
    """The quatorzes and trios held at full strength (tens and above), best first."""
    by_rank: dict[Rank, list[Card]] = {}
    for card in hand:
        if card.rank >= Rank.TEN:
            by_rank.setdefault(card.rank, []).append(card)
    found = [CardSet(rank, tuple(cards)) for rank, cards in by_rank.items() if len(cards) >= 3]
    return sorted(found, key=lambda s: s.key, reverse=True)


def callable_sets(hand: Iterable[Card]) -> list[CardSet]:
    """Every set that may be called: a trio may be called out of a quatorze (sinking one)."""
    found = []
    for full in sets_held(hand):
        found.append(full)
        if full.count == 4:
            found.extend(CardSet(full.rank, trio) for trio in choose(full.cards, 3))
    return sorted(found, key=lambda s: s.key, reverse=True)


def callable_combinations(category: Category, hand: Seq[Card]) -> Seq[Combination]:
    if category is Category.POINT:
        return points_held(hand)
    if category is Category.SEQUENCE:
        return callable_sequences(hand)
    if category is Category.SET:
        return callable_sets(hand)
    raise ValueError(f"{category} is not a declared class")


def source_of(combo: Combination, hand: Iterable[Card]) -> object:
    """What a call draws on: two calls with the same source cannot both be reckoned.

    A point has one source (only one point counts); a sequence draws on the whole run it
    lies in (a run is not split into two calls); a quatorze or trio on its rank.
    """
    if isinstance(combo, Point):
        return Category.POINT
    if isinstance(combo, CardSet):
        return combo.rank
    for run in maximal_sequences(hand):
        if run.suit is combo.suit and run.top >= combo.top > int(run.top) - run.length:
            return (run.suit, run.top)
    raise ValueError(f"{combo.description} is not held")


def is_carte_blanche(hand: Iterable[Card]) -> bool:
    """No king, queen nor knave in the twelve cards dealt (seed: "Carte blanche")."""
    return not any(card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK) for card in hand)


pickle_by_fields(globals())
