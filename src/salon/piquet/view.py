"""What one hand of a Piquet deal may know, and nothing more.

A view is built from the deal for one role. It holds the player's own cards, what he has
been shown or has seen of the stock, what his adversary's calls revealed, the tricks, the
counts and the talk he witnessed. Only views leave the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card, sort_hand
from salon.engine import Event
from salon.piquet.actions import DealAction, Role
from salon.piquet.claims import Claim
from salon.piquet.combinations import Category
from salon.piquet.deal import Deal, Phase, Trick


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

    @property
    def my_turn(self) -> bool:
        return self.to_act is self.role


def deal_view(deal: Deal, role: Role) -> DealView:
    """The view of ``deal`` for the ``role`` hand."""
    other = role.other
    to_act = deal.to_act
    mine = to_act is role
    exchanging = deal.phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE)
    legal: tuple[DealAction, ...] = ()
    limit = 0
    if mine and exchanging:
        limit = deal.exchange_limit(role)
        legal = tuple(deal.announcements())
    elif mine:
        legal = tuple(deal.legal_actions())
    played = {t.lead for t in deal.tricks} | {t.reply for t in deal.tricks}
    if deal.lead is not None:
        played.add(deal.lead)
    opponent_discard = deal.discards[other] or deal.set_aside[other] or ()
    return DealView(
        role=role,
        phase=deal.phase,
        to_act=to_act if isinstance(to_act, Role) else None,
        hand=tuple(sort_hand(deal.hands[role])),
        dealt=tuple(sort_hand(deal.dealt[role])),
        discard=tuple(sort_hand(deal.discards[role] or deal.set_aside[role] or ())),
        stock_count=len(deal.stock),
        stock_seen=tuple(sort_hand(deal.left_seen[role])),
        stock_known=tuple(sort_hand(c for c in deal.left_seen[role] if c in deal.stock)),
        opponent_card_count=len(deal.hands[other]),
        opponent_exchanged=len(opponent_discard),
        opponent_known=tuple(sort_hand(deal.revealed[other] - played)),
        opponent_shown_hand=tuple(sort_hand(deal.shown_hand[other])),
        lead=deal.lead,
        leader=deal.leader,
        tricks=tuple(deal.tricks),
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
        scores=(deal.scores[0], deal.scores[1]),
        talk=tuple(e for e in deal.events if e.seen_by(int(role))),
        claims=tuple(deal.calls.claims),
        legal=legal,
        exchange_limit=limit,
        calling=deal.calls.category if deal.phase in _CALLING else None,
    )


_CALLING = frozenset({Phase.CALL, Phase.ANSWER, Phase.EXTRAS})
