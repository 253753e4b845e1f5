"""The strong Écarté player with the solved equilibrium's proposing, answering and discarding.

On the deal's first proposal, its answer and the exchange that follows, the player draws its
choice from the equilibrium's chances for its hand's class (``salon.solvers.ecarte_solved``);
every later proposal, answer and discard, the king and the tricks are the strong player's.
The equilibrium weighs the deal's points, not the chance of the game at the score.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import deal_view
from salon.ecarte.actions import Accept, Discard, Propose, Refuse, Stand
from salon.ecarte.deal import Phase
from salon.ecarte.view import EcarteDealView
from salon.solvers import ecarte_solved
from salon.solvers.ecarte_abstraction import DISCARDS, hand_class


class EcarteEquilibrium(EcarteStrong):
    """The equilibrium's first proposal, answer and exchange; the strong player's rest."""

    name = "strong-equilibrium"

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        super().__init__(seed, **options)
        self.table, _ = ecarte_solved.shipped()
        # A generator of its own: the strong player's samples stay as they were.
        self.mix = random.Random(seed)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal = deal_view(view)
        trump = deal.trump
        if trump is None or not first_round(deal):
            return super().choose(view, legal)
        play = self.table.get(hand_class(deal.hand, trump), ecarte_solved.UNSEEN)
        if deal.phase is Phase.PROPOSAL and Propose() in legal:
            return Propose() if self.mix.random() < play.propose else Stand()
        if deal.phase is Phase.RESPONSE:
            return Refuse() if self.mix.random() < play.refuse else Accept()
        if deal.discard_limit:
            elder = deal.seat != deal.dealer
            chances = play.elder_discard if elder else play.dealer_discard
            way = DISCARDS[_draw(self.mix, chances)][1]
            return Discard(way(deal.hand, trump)[: deal.discard_limit])
        return super().choose(view, legal)


def first_round(deal: EcarteDealView) -> bool:
    """Before the first exchange is done: no proposal yet, the first one answered, or the
    first discards under way (the seat to discard has not yet discarded)."""
    if deal.phase in (Phase.PROPOSAL, Phase.RESPONSE):
        return deal.proposals <= 1 and deal.discarded == (0, 0)
    discarding = deal.phase in (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD)
    return discarding and deal.proposals == 1 and deal.discarded[deal.seat] == 0


def _draw(rng: random.Random, chances: Sequence[float]) -> int:
    return rng.choices(range(len(chances)), weights=chances)[0]
