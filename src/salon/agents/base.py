"""The one interface every computer player follows.

An agent sees exactly what a client sees — its seat's view — plus the actions open to it,
and answers with one of them. It never sees a hidden card.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from salon.ecarte.actions import Discard
from salon.ecarte.view import EcarteDealView
from salon.piquet.actions import Exchange
from salon.piquet.view import DealView


class Agent(Protocol):
    """A computer player."""

    name: str

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        """One of ``legal`` (or, for a Piquet exchange, an ``Exchange`` the view allows)."""
        ...


class RandomAgent:
    """Chooses uniformly among the legal actions; exchanges a random number of random cards."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal = getattr(view, "deal", view)
        if isinstance(deal, DealView) and deal.my_turn and deal.exchange_limit:
            count = self.rng.randint(1, deal.exchange_limit)
            return Exchange(tuple(self.rng.sample(deal.hand, count)))
        if isinstance(deal, EcarteDealView) and deal.my_turn and deal.discard_limit:
            count = self.rng.randint(1, deal.discard_limit)
            return Discard(tuple(self.rng.sample(deal.hand, count)))
        if not legal:
            raise ValueError("no legal action was offered")
        return self.rng.choice(legal)
