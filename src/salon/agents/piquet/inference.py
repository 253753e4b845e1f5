"""What the adversary can hold: constraints read from a view, and deals sampled under them.

From one hand's view: every card it has seen is placed; the adversary's known cards are in his
hand; a suit he failed to follow he no longer holds; his calls and answers are true of his hand
after the exchange; his discard and the unseen stock have known sizes. The sampler deals the
unseen cards to the adversary's hand, his discard and the stock so that all of this holds.
It never excludes the true deal; it does not weigh deals by how likely the adversary's choices
were (a search on many samples does that work).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from salon.cards import Card, Suit, piquet_pack
from salon.piquet.claims import Claim
from salon.piquet.view import DealView

_PACK = piquet_pack()


@dataclass(frozen=True, slots=True)
class HiddenDeal:
    """One way the unseen cards may lie."""

    opponent_hand: frozenset[Card]
    opponent_discard: frozenset[Card]
    stock: frozenset[Card]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The constraints one view puts on the unseen cards."""

    unseen: tuple[Card, ...]
    opponent_known: frozenset[Card]
    opponent_played: frozenset[Card]
    opponent_hand_slots: int
    opponent_discard_slots: int
    stock_slots: int
    voids: frozenset[Suit]
    claims: tuple[Claim, ...]
    shown: frozenset[Card]
    """Cards of a carte blanche shown by the adversary: in his hand or his discard."""

    @classmethod
    def from_view(cls, view: DealView) -> Knowledge:
        me, other = view.role, view.role.other
        played: dict[object, set[Card]] = {me: set(), other: set()}
        voids: set[Suit] = set()
        for trick in view.tricks:
            follower = trick.leader.other
            played[trick.leader].add(trick.lead)
            played[follower].add(trick.reply)
            if follower is other and trick.reply.suit is not trick.lead.suit:
                voids.add(trick.lead.suit)
        if view.lead is not None:
            played[view.leader].add(view.lead)
        all_played = played[me] | played[other]
        in_stock = set(view.stock_known)
        # Seen in the stock but gone from it: the adversary took them in.
        taken = set(view.stock_seen) - in_stock - all_played
        known = (set(view.opponent_known) | taken) - all_played
        seen = set(view.hand) | set(view.discard) | set(view.dealt) | set(view.stock_seen)
        seen |= all_played | known
        unseen = tuple(c for c in _PACK if c not in seen)
        shown = frozenset(c for c in view.opponent_shown_hand if c in unseen)
        return cls(
            unseen=unseen,
            opponent_known=frozenset(known),
            opponent_played=frozenset(played[other]),
            opponent_hand_slots=view.opponent_card_count - len(known),
            opponent_discard_slots=view.opponent_exchanged,
            stock_slots=view.stock_count - len(in_stock),
            voids=frozenset(voids),
            claims=tuple(c for c in view.claims if c.role is other),
            shown=shown,
        )

    def admits(self, hidden: HiddenDeal) -> bool:
        """Whether ``hidden`` agrees with everything this view knows."""
        if any(card.suit in self.voids for card in hidden.opponent_hand):
            return False
        if self.shown & hidden.stock:
            return False
        held = hidden.opponent_hand | self.opponent_known | self.opponent_played
        return all(claim.satisfied_by(held) for claim in self.claims)

    def sample(self, rng: random.Random, *, tries: int = 2000) -> HiddenDeal | None:
        """A deal of the unseen cards that agrees with the view (None if none was found)."""
        blocked = [c for c in self.unseen if c.suit in self.voids]
        free = [c for c in self.unseen if c.suit not in self.voids]
        outside = self.opponent_discard_slots + self.stock_slots
        slots = self.opponent_hand_slots + self.opponent_discard_slots + self.stock_slots
        if (
            slots != len(self.unseen)
            or len(blocked) > outside
            or min(self.stock_slots, self.opponent_hand_slots) < 0
        ):
            return None
        for _ in range(tries):
            rng.shuffle(free)
            hand = free[: self.opponent_hand_slots]
            rest = blocked + free[self.opponent_hand_slots :]
            rng.shuffle(rest)
            discard = rest[: self.opponent_discard_slots]
            stock = rest[self.opponent_discard_slots :]
            hidden = HiddenDeal(frozenset(hand), frozenset(discard), frozenset(stock))
            if self.admits(hidden):
                return hidden
        return None
