"""The moments of an Écarté deal and its tricks: what the deal moves through and records,
and what its views (:mod:`salon.ecarte.view`) show, held apart so that the views need
nothing of the deal's rules.

>>> Phase.PROPOSAL.value
'the non-dealer plays or proposes'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from salon.cards import Card
from salon.engine import pickle_by_fields


class Phase(Enum):
    DEAL = "deal"
    PROPOSAL = "the non-dealer plays or proposes"
    RESPONSE = "the dealer accepts or refuses"
    NON_DEALER_DISCARD = "the non-dealer discards"
    DEALER_DISCARD = "the dealer discards"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True, init=False)
class Trick:
    leader: int
    lead: Card
    reply: Card
    winner: int

    def __init__(self, leader: int, lead: Card, reply: Card, winner: int) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "lead", lead)
        object.__setattr__(self, "reply", reply)
        object.__setattr__(self, "winner", winner)


pickle_by_fields(globals())
