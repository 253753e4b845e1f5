"""The facts of one hand's view read straight from a deal, for the environments' speed.

A :class:`~salon.piquet.view.DealView` sorts every hand and copies the talk; an environment
that encodes a view at every step needs neither. :func:`facts_of` reads the same fields from
the deal as ``deal_view`` does, and nothing more (the tests compare the two encodings at every
step of many deals, and check that hidden cards leave the encoding unchanged).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from salon.cards import Card
from salon.piquet.actions import Role
from salon.piquet.claims import Claim
from salon.piquet.deal import Deal, Phase, Trick

EXCHANGING: Final = (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE)


@dataclass(frozen=True, slots=True)
class EngineFacts:
    """The fields of a view the encoder reads (see ``piquet_observation.DealFacts``)."""

    role: Role
    phase: Phase
    to_act: Role | None
    hand: set[Card]
    dealt: tuple[Card, ...]
    discard: tuple[Card, ...]
    stock_seen: frozenset[Card]
    stock_known: list[Card]
    opponent_known: set[Card]
    opponent_shown_hand: tuple[Card, ...]
    lead: Card | None
    leader: Role
    tricks: list[Trick]
    tricks_won: list[int]
    scores: list[int]
    claims: list[Claim]
    stock_count: int
    opponent_card_count: int
    opponent_exchanged: int
    exchange_limit: int


def facts_of(deal: Deal, role: Role) -> EngineFacts:
    """What ``role`` may know of ``deal``, as the encoder reads it. The containers are the
    deal's own: encode them at once, before the deal moves on."""
    other = role.other
    to_act = deal.to_act
    acting = to_act if isinstance(to_act, Role) else None
    seen = deal.left_seen[role]
    revealed = deal.revealed[other]
    if revealed:
        played = {t.lead for t in deal.tricks} | {t.reply for t in deal.tricks}
        if deal.lead is not None:
            played.add(deal.lead)
        revealed = revealed - played
    limit = 0
    if acting is role and deal.phase in EXCHANGING:
        limit = deal.exchange_limit(role)
    return EngineFacts(
        role=role,
        phase=deal.phase,
        to_act=acting,
        hand=deal.hands[role],
        dealt=deal.dealt[role],
        discard=deal.discards[role] or deal.set_aside[role] or (),
        stock_seen=seen,
        stock_known=[c for c in deal.stock if c in seen] if seen else [],
        opponent_known=revealed,
        opponent_shown_hand=deal.shown_hand[other],
        lead=deal.lead,
        leader=deal.leader,
        tricks=deal.tricks,
        tricks_won=deal.tricks_won,
        scores=deal.scores,
        claims=deal.calls.claims,
        stock_count=len(deal.stock),
        opponent_card_count=len(deal.hands[other]),
        opponent_exchanged=len(deal.discards[other] or deal.set_aside[other] or ()),
        exchange_limit=limit,
    )
