"""The strong Écarté player with the equilibrium's first proposal, answer and exchange: legal
over whole games from its views alone, and drawing those choices from the solved table."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.ecarte.equilibrium import EcarteEquilibrium
from salon.agents.ecarte.thumb import EcarteRulesOfThumb, deal_view
from salon.ecarte.actions import Propose, Refuse, Stand
from salon.ecarte.deal import Phase
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.solvers.ecarte_abstraction import hand_class


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_equilibrium_player_only_returns_legal_actions(seed: int) -> None:
    chance = random.Random(seed)
    game = EcarteGame()
    seats = (EcarteEquilibrium(seed, samples=6, weigh_samples=6), EcarteRulesOfThumb())
    if seed % 2:
        seats = (seats[1], seats[0])  # type: ignore[assignment]
    for actor in turns(game, chance):
        view = game.view(actor)
        action = seats[actor].choose(view, view.legal)
        assert game.is_legal(action)
        game.apply(action)


def test_the_first_proposal_follows_the_table_for_the_hand_class() -> None:
    game = EcarteGame()
    chance = random.Random(5)
    for actor in turns(game, chance):
        view = game.view(actor)
        deal = deal_view(view)
        if deal.phase is Phase.PROPOSAL and Propose() in view.legal:
            break
        game.apply(EcarteRulesOfThumb().choose(view, view.legal))
    assert deal.trump is not None
    name = hand_class(deal.hand, deal.trump)
    player = EcarteEquilibrium(1, samples=4, weigh_samples=4)
    player.table[name] = replace(
        player.table.get(name, next(iter(player.table.values()))), propose=1.0
    )
    assert player.choose(view, view.legal) == Propose()
    player.table[name] = replace(player.table[name], propose=0.0)
    assert player.choose(view, view.legal) == Stand()


def test_after_a_refused_proposal_the_player_plays_the_tricks_as_the_strong_player() -> None:
    """A refusal leaves one proposal made and no discard: the play is not the first exchange."""
    game = EcarteGame()
    player = EcarteEquilibrium(2, samples=4, weigh_samples=4)
    played = 0
    for actor in turns(game, random.Random(8)):
        view = game.view(actor)
        deal = deal_view(view)
        if deal.phase is Phase.PROPOSAL and Propose() in view.legal and deal.proposals == 0:
            action = Propose()
        elif deal.phase is Phase.RESPONSE and deal.proposals == 1:
            action = Refuse()
        else:
            action = player.choose(view, view.legal)
            played += deal.phase is Phase.PLAY
        assert game.is_legal(action)
        game.apply(action)
    assert played
