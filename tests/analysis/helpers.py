"""Records of games between computer players, for the analysis to review."""

from __future__ import annotations

import random

from salon.agents.base import Agent
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.piquet.actions import Role, WaiveCarteBlanche, parse_action
from salon.piquet.deal import Deal
from salon.piquet.examples import ELDER_DEALT, STOCK, YOUNGER_DEALT, deal_order
from salon.piquet.partie import Partie, PartieView
from salon.replay import ecarte_record


def ecarte_game_record(seats: tuple[Agent, Agent], seed: int) -> str:
    """The record of one game of Écarté between two players, shuffled from ``seed``."""
    game = EcarteGame()
    for seat in turns(game, random.Random(seed)):
        view = game.view(seat)
        game.apply(seats[seat].choose(view, view.legal))
    return ecarte_record(game)


def example_deal_at_the_exchange() -> Deal:
    """The seed's worked Example, elder to exchange."""
    deal = Deal()
    order = deal_order(ELDER_DEALT, YOUNGER_DEALT, STOCK)
    deal.apply(parse_action("deal " + " ".join(map(str, order))))
    deal.apply(WaiveCarteBlanche())
    assert deal.to_act is Role.ELDER
    return deal


def partie_at_the_elders_exchange(seed: int) -> PartieView:
    """The elder's view at the exchange of a partie's first deal, brought there by the first
    choice offered at each step before it."""
    rng = random.Random(seed)
    partie = Partie()
    while True:
        actor = partie.to_act
        if not isinstance(actor, int):
            partie.apply(partie.sample_chance(rng))
            continue
        view = partie.view(actor)
        if view.deal is not None and view.deal.exchange_limit == 5:
            return view
        partie.apply(view.legal[0])
