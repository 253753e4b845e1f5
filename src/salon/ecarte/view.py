"""What one player may know of an Écarté deal: his hand, never the adversary's nor the stock.

Nobody may look at discards, his own included (Law XII): a view holds only their number.
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card, Suit, sort_hand
from salon.ecarte.actions import EcarteAction
from salon.ecarte.deal import EcarteDeal, Phase, Trick
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


def deal_view(deal: EcarteDeal, seat: int) -> EcarteDealView:
    to_act = deal.to_act
    mine = to_act == seat and isinstance(to_act, int)
    discarding = deal.phase in (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD)
    legal: tuple[EcarteAction, ...] = ()
    limit = 0
    if mine and discarding:
        limit = deal.discard_limit(seat)
    elif mine:
        legal = tuple(deal.legal_actions())
    return EcarteDealView(
        seat=seat,
        dealer=deal.dealer,
        phase=deal.phase,
        to_act=to_act if isinstance(to_act, int) else None,
        hand=tuple(sort_hand(deal.hands[seat])),
        turn_up=deal.turn_up,
        trump=None if deal.turn_up is None else deal.turn_up.suit,
        stock_count=len(deal.stock),
        discarded=(len(deal.discards[0]), len(deal.discards[1])),
        proposals=deal.proposals,
        lead=deal.lead,
        leader=deal.leader,
        tricks=tuple(deal.tricks),
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
        points=(deal.points[0], deal.points[1]),
        marked=(deal.marked[0], deal.marked[1]),
        talk=tuple(e for e in deal.events if e.seen_by(seat)),
        legal=legal,
        discard_limit=limit,
    )
