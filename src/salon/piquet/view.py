"""What one hand of a Piquet deal may know, and nothing more.

A view holds the player's own cards, what he has been shown or has seen of the stock, what
his adversary's calls revealed, the tricks, the counts and the talk he witnessed. Only views
leave the engine. The deal fills one in for a role (:meth:`salon.piquet.deal.Deal.view`):
this module says what a view holds, and needs nothing of the deal's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card
from salon.engine import Event
from salon.piquet.actions import DealAction, Role
from salon.piquet.claims import Claim
from salon.piquet.combinations import Category
from salon.piquet.state import Phase, Trick
from salon.piquet.talk import EventKind

PLAYED_TO_A_COUNT = frozenset({EventKind.LEAD, EventKind.PLAY})
"""Events of a card laid on the table while its player says only his count ("Nine."): what
is written of them names the card beside the words."""


@dataclass(frozen=True, slots=True)
class DealView:
    """One hand's knowledge of a deal.

    ``opponent_known`` are cards the adversary still holds that his calls or his carte
    blanche revealed; ``stock_seen`` the cards of the stock this hand has looked at.
    ``legal`` lists the actions open to this hand now, except exchanges, which are any
    ``exchange_limit`` cards or fewer (at least one) of the hand (0: no exchange now).
    """

    role: Role
    phase: Phase
    to_act: Role | None
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    discard: tuple[Card, ...]
    stock_count: int
    stock_seen: tuple[Card, ...]
    stock_known: tuple[Card, ...]
    """Cards this hand has seen that are still in the stock (it knows their order)."""
    opponent_card_count: int
    opponent_exchanged: int
    opponent_known: tuple[Card, ...]
    opponent_shown_hand: tuple[Card, ...]
    lead: Card | None
    leader: Role
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    scores: tuple[int, int]
    talk: tuple[Event, ...]
    claims: tuple[Claim, ...]
    """What the calls and answers established about each hand (public)."""
    legal: tuple[DealAction, ...]
    exchange_limit: int
    calling: Category | None = None
    """The class being called, answered or reckoned by elder (None at other moments)."""
    corrections: tuple[DealAction, ...] = ()
    """The corrections of Law 25 open to this hand now, though it may not be its turn."""

    @property
    def my_turn(self) -> bool:
        return self.to_act is self.role
