"""The jeux de règle and the hands with which to refuse, as code that names a hand's class.

The treatise (ecarte-treatise-1896-ocr.txt, "Jeux de règle" and "Hands with which to refuse")
lists the hands the non-dealer should play without proposing, classed by the number of
trumps, and then, taking them in order, says which of them the dealer should play on (refuse)
and which not. The wording below is a summary; the numbers and letters are the treatise's.

>>> from salon.cards import Suit, parse_cards
>>> jeu_de_regle(parse_cards("7D 9D JD 8S 10C"), Suit.DIAMONDS).name
'THREE_TRUMPS'
>>> jeu_de_regle(parse_cards("7D 9S 10S 8C 7H"), Suit.DIAMONDS) is None
True
>>> refusal(parse_cards("7D 9D JD 8S 10C"), Suit.DIAMONDS).advice
<Advice.REFUSE: 'refuse'>
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from salon.cards import Card, Rank, Suit
from salon.ecarte.order import COURTS, strength, trick_value


class JeuDeRegle(Enum):
    """A hand to play without proposing (the treatise's classes 1 to 4)."""

    THREE_TRUMPS = "1: three trumps (or more)"
    TWO_TRUMPS_THREE_OF_A_SUIT = "2a: two trumps and three cards of one suit"
    TWO_TRUMPS_QUEEN_GUARDED = "2b: two trumps, two cards of a suit, one as high as a queen"
    TWO_TRUMPS_SMALL_PAIR_AND_KING = "2c: two trumps, two small cards of a suit and a king"
    TWO_TRUMPS_INTERMEDIATE = "2d: two trumps, a hand between 2b and 2c"
    TWO_TRUMPS_THREE_SUITS = "2e: two trumps and three suits worth king, knave and a small card"
    ONE_TRUMP_TIERCE_MAJOR = "3a: one trump and a tierce major"
    ONE_TRUMP_FOUR_TO_A_KING = "3b: one trump and four cards of a suit, one a king"
    ONE_TRUMP_QUEEN_THIRD_AND_QUEEN = (
        "3c: one trump, three of a suit as high as a queen, and a fifth card a queen"
    )
    NO_TRUMP_FOUR_COURTS = "4: no trump and four court cards, or three queens"


class Advice(Enum):
    REFUSE = "refuse"
    ACCEPT = "accept"


class RefusalRule(Enum):
    """The treatise's hands I–VIII as the dealer sees them."""

    HAND_I = "I: three trumps: refuse, unless one is the king"
    HAND_II = (
        "II: two trumps and three of a suit: refuse if a court card heads it, "
        "unless the king of trumps is held"
    )
    HAND_III_IV = (
        "III-IV: two trumps, a guarded queen or two small and a king: refuse, "
        "unless the king of trumps is held"
    )
    HAND_V = "V: two trumps and a card of each other suit as high as king, knave, small: refuse"
    HAND_VI = "VI: one trump and a tierce major: refuse only if the fifth card is a court card"
    HAND_VII = "VII: one trump and four of a suit headed by the king: too weak, accept"
    HAND_VIII = "VIII: four court cards and no trump: refuse if they are of three suits"


@dataclass(frozen=True, slots=True)
class Refusal:
    rule: RefusalRule
    advice: Advice


def _plain(hand: Iterable[Card], trump: Suit) -> list[Card]:
    return [c for c in hand if c.suit is not trump]


def _high(card: Card, rank: Rank) -> bool:
    """As high as ``rank`` in Écarté order (king, queen, knave, ace, ten...)."""
    return strength(card) >= strength(Card(rank, card.suit))


def jeu_de_regle(hand: Iterable[Card], trump: Suit) -> JeuDeRegle | None:
    """The class of the jeux de règle that ``hand`` belongs to, or None."""
    cards = list(hand)
    trumps = sum(1 for c in cards if c.suit is trump)
    plain = _plain(cards, trump)
    suits = Counter(c.suit for c in plain)
    if trumps >= 3:
        return JeuDeRegle.THREE_TRUMPS
    if trumps == 2:
        return _two_trumps(plain, suits)
    if trumps == 1:
        return _one_trump(plain, suits)
    courts = [c for c in cards if c.rank in COURTS]
    queens = [c for c in cards if c.rank is Rank.QUEEN]
    if len(courts) >= 4 or len(queens) >= 3:
        return JeuDeRegle.NO_TRUMP_FOUR_COURTS
    return None


def _two_trumps(plain: list[Card], suits: Counter[Suit]) -> JeuDeRegle | None:
    if max(suits.values()) == 3:
        return JeuDeRegle.TWO_TRUMPS_THREE_OF_A_SUIT
    if len(suits) == 3:
        if sum(trick_value(c) for c in plain) >= 7:  # king, knave and a small card: 8
            return JeuDeRegle.TWO_TRUMPS_THREE_SUITS
        return None
    pair_suit = next(s for s, n in suits.items() if n == 2)
    pair = [c for c in plain if c.suit is pair_suit]
    single = next(c for c in plain if c.suit is not pair_suit)
    top = max(pair, key=strength)
    if _high(top, Rank.QUEEN):
        return JeuDeRegle.TWO_TRUMPS_QUEEN_GUARDED
    if single.rank is Rank.KING:
        return JeuDeRegle.TWO_TRUMPS_SMALL_PAIR_AND_KING
    # Between b and c: a weaker pair with a stronger single card, or the reverse.
    if trick_value(top) + trick_value(single) >= 4:
        return JeuDeRegle.TWO_TRUMPS_INTERMEDIATE
    return None


def _one_trump(plain: list[Card], suits: Counter[Suit]) -> JeuDeRegle | None:
    for suit, count in suits.items():
        ranks = {c.rank for c in plain if c.suit is suit}
        if {Rank.KING, Rank.QUEEN, Rank.JACK} <= ranks:
            return JeuDeRegle.ONE_TRUMP_TIERCE_MAJOR
        if count == 4 and Rank.KING in ranks:
            return JeuDeRegle.ONE_TRUMP_FOUR_TO_A_KING
        if count == 3:
            three = [c for c in plain if c.suit is suit]
            fifth = next(c for c in plain if c.suit is not suit)
            if any(_high(c, Rank.QUEEN) for c in three) and _high(fifth, Rank.QUEEN):
                return JeuDeRegle.ONE_TRUMP_QUEEN_THIRD_AND_QUEEN
    return None


def refusal(hand: Iterable[Card], trump: Suit) -> Refusal | None:
    """For the dealer facing a proposal: which of hands I–VIII this is, and the advice."""
    cards = list(hand)
    king = Card(Rank.KING, trump) in cards
    plain = _plain(cards, trump)
    trumps = len(cards) - len(plain)
    suits = Counter(c.suit for c in plain)
    if trumps >= 3:
        return Refusal(RefusalRule.HAND_I, Advice.ACCEPT if king else Advice.REFUSE)
    if trumps == 2:
        kind = _two_trumps(plain, suits)
        if kind is JeuDeRegle.TWO_TRUMPS_THREE_OF_A_SUIT:
            suit = max(suits, key=lambda s: suits[s])
            headed = max((c for c in plain if c.suit is suit), key=strength).rank in COURTS
            refuse = headed and not king
            return Refusal(RefusalRule.HAND_II, Advice.REFUSE if refuse else Advice.ACCEPT)
        if kind in (
            JeuDeRegle.TWO_TRUMPS_QUEEN_GUARDED,
            JeuDeRegle.TWO_TRUMPS_SMALL_PAIR_AND_KING,
            JeuDeRegle.TWO_TRUMPS_INTERMEDIATE,
        ):
            return Refusal(RefusalRule.HAND_III_IV, Advice.ACCEPT if king else Advice.REFUSE)
        if kind is JeuDeRegle.TWO_TRUMPS_THREE_SUITS:
            return Refusal(RefusalRule.HAND_V, Advice.REFUSE)
        return None
    if trumps == 1:
        kind = _one_trump(plain, suits)
        if kind is JeuDeRegle.ONE_TRUMP_TIERCE_MAJOR:
            suit = next(s for s, n in suits.items() if n >= 3)
            others = [c for c in plain if c.suit is not suit]
            court = any(c.rank in COURTS for c in others)
            return Refusal(RefusalRule.HAND_VI, Advice.REFUSE if court else Advice.ACCEPT)
        if kind is JeuDeRegle.ONE_TRUMP_FOUR_TO_A_KING:
            return Refusal(RefusalRule.HAND_VII, Advice.ACCEPT)
        return None
    if jeu_de_regle(cards, trump) is JeuDeRegle.NO_TRUMP_FOUR_COURTS:
        court_suits = {c.suit for c in cards if c.rank in COURTS}
        advice = Advice.REFUSE if len(court_suits) >= 3 else Advice.ACCEPT
        return Refusal(RefusalRule.HAND_VIII, advice)
    return None


def counselled_lead(hand: Iterable[Card], trump: Suit, card: Card) -> bool:
    """Whether leading ``card`` follows the treatise's usual system for the lead (Playing):
    with three trumps or more, "usually the game to begin with a trump"; with fewer, "to lead
    from two or more of a plain suit", the strong suit (of two as long, either; with no two of
    a plain suit, no lead is its usual one). The exceptions it names are left to the weighing.

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("7D 9S 10S 8S KH")
    >>> counselled_lead(hand, Suit.DIAMONDS, Card.parse("9S"))
    True
    >>> counselled_lead(hand, Suit.DIAMONDS, Card.parse("KH"))
    False
    >>> counselled_lead(parse_cards("7C 8C 9C 8S KH"), Suit.CLUBS, Card.parse("KH"))
    False
    """
    cards = list(hand)
    plain = Counter(c.suit for c in cards if c.suit is not trump)
    if len(cards) - sum(plain.values()) >= 3:
        return card.suit is trump
    held = plain[card.suit] if card.suit is not trump else 0
    return held >= 2 and held == max(plain.values())
