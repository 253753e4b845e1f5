"""Écarté's order of the cards: king, queen, knave, ace, ten, nine, eight, seven.

>>> from salon.cards import Card
>>> [str(c) for c in sorted(map(Card.parse, ["AS", "KS", "JS", "7S"]), key=strength, reverse=True)]
['KS', 'JS', 'AS', '7S']
>>> trick_value(Card.parse("KH")), trick_value(Card.parse("10H")), trick_value(Card.parse("9H"))
(5, 1, 0)
"""

from __future__ import annotations

from collections.abc import Iterable

from salon.cards import SUITS, Card, Rank

_STRENGTH = {
    Rank.KING: 8,
    Rank.QUEEN: 7,
    Rank.JACK: 6,
    Rank.ACE: 5,
    Rank.TEN: 4,
    Rank.NINE: 3,
    Rank.EIGHT: 2,
    Rank.SEVEN: 1,
}

_VALUE = {Rank.KING: 5, Rank.QUEEN: 4, Rank.JACK: 3, Rank.ACE: 2, Rank.TEN: 1}
"""The treatise's valuation of plain cards ("A few simple illustrated hands")."""


def strength(card: Card) -> int:
    """Higher beats lower within a suit."""
    return _STRENGTH[card.rank]


def sort_ecarte_hand(cards: Iterable[Card]) -> list[Card]:
    """Sorted by suit as every hand is (spades, hearts, diamonds, clubs), each suit in
    Écarté's order: the king first, the ace after the knave.

    >>> [str(c) for c in sort_ecarte_hand(map(Card.parse, ["AC", "9S", "KC", "10H"]))]
    ['9S', '10H', 'KC', 'AC']
    """
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), -_STRENGTH[c.rank]))


def trick_value(card: Card) -> int:
    return _VALUE.get(card.rank, 0)


COURTS = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})
