"""The treatise's rules of thumb for Écarté (ecarte-treatise-1896-ocr.txt).

Play without proposing on a jeu de règle, otherwise propose; as dealer, refuse on the hands
with which to refuse; discard all but trumps and kings ("to discard less than three cards,
unless the player holds the king of trumps, is usually bad"); always mark the king; lead from
the strong plain suit; win as cheaply as the duty allows.

>>> from salon.cards import parse_cards
>>> [str(c) for c in thumb_discard(parse_cards("KS 7D 9C 8H 10S"), Suit.DIAMONDS, 5)]
['8H', '9C', '10S']
>>> str(thumb_card(None, parse_cards("KS 7D 9C 8S"), Suit.DIAMONDS))
'KS'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from salon.cards import Card, Rank, Suit, in_index_order
from salon.ecarte.actions import Accept, Discard, MarkKing, Play, Propose, Refuse, Stand
from salon.ecarte.deal import Phase, beats, duty_cards
from salon.ecarte.jeux import Advice, jeu_de_regle, refusal
from salon.ecarte.order import strength
from salon.ecarte.view import EcarteDealView


def deal_view(view: Any) -> EcarteDealView:
    """The deal's view, from a game's view or a deal's own."""
    deal = getattr(view, "deal", view)
    assert isinstance(deal, EcarteDealView)
    return deal


def thumb_discard(hand: Sequence[Card], trump: Suit, limit: int) -> tuple[Card, ...]:
    """All but trumps and kings, the lowest first; at least one card, at most ``limit``."""
    keep = [c for c in hand if c.suit is trump or c.rank is Rank.KING]
    out = sorted((c for c in hand if c not in keep), key=strength)
    if not out:
        out = [min(hand, key=lambda c: (c.suit is trump, strength(c)))]
    return tuple(out[:limit])


def thumb_card(lead: Card | None, plays: Sequence[Card], trump: Suit) -> Card:
    """Lead a court card of the longest plain suit, else its best card; follow cheaply."""
    if lead is None:
        plain = [c for c in plays if c.suit is not trump]
        if plain:
            by_suit = {c.suit: sum(1 for p in plain if p.suit is c.suit) for c in plain}
            return max(plain, key=lambda c: (strength(c) >= 6, by_suit[c.suit], strength(c)))
        return min(plays, key=strength)
    return min(plays, key=lambda c: (c.suit is trump, strength(c)))


def thumb_tricks(first: Iterable[Card], second: Iterable[Card], trump: Suit) -> int:
    """The tricks won by the hand that leads first, both hands leading and following by
    :func:`thumb_card`, neither seeing the other's cards.

    >>> from salon.cards import parse_cards
    >>> thumb_tricks(parse_cards("KD QD JD KS QS"), parse_cards("AD 10D 9D 9S 10S"), Suit.DIAMONDS)
    5
    """
    held = [set(first), set(second)]
    leader, won = 0, 0
    for _ in range(5):
        lead = thumb_card(None, in_index_order(held[leader]), trump)
        held[leader].discard(lead)
        reply = thumb_card(lead, duty_cards(held[1 - leader], lead, trump), trump)
        held[1 - leader].discard(reply)
        if beats(reply, lead, trump):
            leader = 1 - leader
        won += leader == 0
    return won


def thumb_proposes(hand: Sequence[Card], trump: Suit) -> bool:
    return jeu_de_regle(hand, trump) is None


def thumb_refuses(hand: Sequence[Card], trump: Suit) -> bool:
    advice = refusal(hand, trump)
    return advice is not None and advice.advice is Advice.REFUSE


class EcarteRulesOfThumb:
    """The treatise's counsel, move by move."""

    name = "thumb"

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal = deal_view(view)
        trump = deal.trump
        assert trump is not None
        if MarkKing() in legal:
            return MarkKing()
        if deal.phase is Phase.PROPOSAL:
            if Propose() in legal and thumb_proposes(deal.hand, trump):
                return Propose()
            return Stand()
        if deal.phase is Phase.RESPONSE:
            return Refuse() if thumb_refuses(deal.hand, trump) else Accept()
        if deal.discard_limit:
            return Discard(thumb_discard(deal.hand, trump, deal.discard_limit))
        plays = [a.card for a in legal if isinstance(a, Play)]
        return Play(thumb_card(deal.lead, plays, trump))
