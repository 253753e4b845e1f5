"""What one player may know of an Écarté deal: his hand, never the adversary's nor the stock.

Nobody may look at discards, his own included (Law XII): a view holds only their number.
The deal fills one in for a seat (:meth:`salon.ecarte.deal.EcarteDeal.view`): this module
says what a view holds, and needs nothing of the deal's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card, Suit
from salon.ecarte.actions import EcarteAction
from salon.ecarte.state import Phase, Trick
from salon.engine import Event


@dataclass(frozen=True, slots=True)
class EcarteDealView:
    seat: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    turn_up: Card | None
    trump: Suit | None
    stock_count: int
    discarded: tuple[int, int]
    proposals: int
    lead: Card | None
    leader: int
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int]
    points: tuple[int, int]
    marked: tuple[bool, bool]
    talk: tuple[Event, ...]
    legal: tuple[EcarteAction, ...]
    discard_limit: int
    """When discarding: any one to this many cards of the hand (listed separately)."""

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat
