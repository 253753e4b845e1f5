"""What the strong Écarté player reads from a deal beyond the cards in his hand: the cards he
threw, the number his adversary threw, and the king of trumps marked or not.

>>> from salon.cards import parse_cards
>>> reading = KingReading(Card.parse("KH"), marked=False, could_mark=False)
>>> reading.allows(parse_cards("KH 7S")), reading.allows(parse_cards("QH 7S"))
(False, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from salon.agents.ecarte.discard import Dialogue
from salon.cards import Card, Rank, Suit
from salon.ecarte.view import EcarteDealView


def played_cards(deal: EcarteDealView) -> set[Card]:
    """Every card played this deal, the card led to the trick under way included."""
    played = {c for t in deal.tricks for c in (t.lead, t.reply)}
    if deal.lead is not None:
        played.add(deal.lead)
    return played


class ThrownCards:
    """The cards the player has thrown this deal. He may not look at them (Law XII) but he
    remembers them, and knows that neither his adversary nor the stock holds them; the view
    gives only their number, so he notes every hand he is shown.

    Built afresh in the middle of a deal (a resumed game), he has seen none of them thrown and
    reports none: never a card he did not throw."""

    def __init__(self) -> None:
        self.held: set[Card] = set()

    def thrown(self, deal: EcarteDealView) -> frozenset[Card]:
        if deal.discarded[deal.seat] == 0:
            self.held = set()  # nothing thrown yet: a new deal, or its exchange not begun
        self.held.update(deal.hand)
        out = self.held - set(deal.hand) - played_cards(deal)
        return frozenset(out) if len(out) <= deal.discarded[deal.seat] else frozenset()


def trumps_and_kings(card: Card, trump: Suit | None) -> bool:
    """What the treatise's discard keeps."""
    return card.suit is trump or card.rank is Rank.KING


class HandLikelihood:
    """How likely the adversary's hand is, given how many cards he threw at his last discard,
    had he thrown the treatise's way (all but trumps and kings): he kept ``kept`` trumps and
    kings and drew the rest, so a hand holding ``t`` of them (those he has played counted)
    arose in C(t, kept) ways."""

    def __init__(self, deal: EcarteDealView) -> None:
        self.kept = Dialogue.of_view(deal).kept()
        self.trump = deal.trump
        other = 1 - deal.seat
        played = [t.lead if t.leader == other else t.reply for t in deal.tricks]
        if deal.lead is not None and deal.leader == other:
            played.append(deal.lead)
        self.played_kept = sum(trumps_and_kings(c, self.trump) for c in played)

    def draw(self, unseen: list[Card], count: int, rng: random.Random) -> tuple[list[Card], float]:
        """A hand of ``count`` of the ``unseen`` cards and its weight. The trumps and kings he
        must hold besides those played are drawn first, the rest at random; the weight, the
        reading's chance of the hand over the chance of drawing it so, puts each hand back in
        proportion. Without a reading, or if it cannot hold, a hand at random of weight one.
        ``unseen`` is shuffled: its cards after the hand serve as the stock."""
        rng.shuffle(unseen)
        need = max(0, self.kept - self.played_kept)
        if not self.kept or need > count:
            return unseen[:count], 1.0
        first = [c for c in unseen if trumps_and_kings(c, self.trump)][:need]
        if len(first) < need:
            return unseen[:count], 1.0
        rest = [c for c in unseen if c not in first]
        rng.shuffle(rest)  # the other trumps and kings lay after those drawn first
        unseen[:] = first + rest
        hand = unseen[:count]
        held = sum(trumps_and_kings(c, self.trump) for c in hand)
        return hand, math.comb(held + self.played_kept, self.kept) / math.comb(held, need)

    def of(self, hand: Sequence[Card]) -> float:
        """The chance, relative to the likeliest, that he holds ``hand`` now."""
        if not self.kept:
            return 1.0
        held = sum(trumps_and_kings(c, self.trump) for c in hand) + self.played_kept
        return math.comb(held, self.kept) / math.comb(5, self.kept)


@dataclass(frozen=True, slots=True)
class KingReading:
    """The king of trumps and the adversary: he has marked it, so holds it unless played; or
    he has played a card without marking it, so does not (the treatise's players mark it
    always); or he may still mark it before his first card, and will if he holds it."""

    king: Card | None
    """None when it was turned up or is out of his reach (in the player's hand or played)."""
    marked: bool
    could_mark: bool

    @classmethod
    def of_view(cls, deal: EcarteDealView) -> KingReading:
        assert deal.trump is not None
        other = 1 - deal.seat
        king: Card | None = Card(Rank.KING, deal.trump)
        if king == deal.turn_up or king in deal.hand or king in played_cards(deal):
            king = None
        has_played = bool(deal.tricks) or (deal.lead is not None and deal.leader == other)
        return cls(king, marked=deal.marked[other], could_mark=not has_played)

    def allows(self, hand: Sequence[Card]) -> bool:
        """Whether the adversary may hold ``hand`` now."""
        if self.king is None:
            return True
        if self.marked:
            return self.king in hand
        return self.could_mark or self.king not in hand

    def will_mark(self, hand: Sequence[Card]) -> bool:
        """Whether he is yet to mark a point for the king in ``hand``."""
        return self.king is not None and not self.marked and self.could_mark and (self.king in hand)
