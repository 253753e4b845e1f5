"""The lean play of the cards counts exactly as a deal does."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.strong import PiquetStrong
from salon.piquet.actions import Play, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.playout import PlayState
from salon.piquet.rules import PiquetRules


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), ten=st.booleans(), cards_pique=st.booleans())
def test_playout_counts_as_the_deal_does(seed: int, ten: bool, cards_pique: bool) -> None:
    """piquet-description-and-example.txt "Playing" and "Carte blanche, pique and repique"."""
    rules = PiquetRules(last_trick_ten=ten, cards_count_toward_pique=cards_pique)
    rng = random.Random(seed)
    deal = Deal(rules)
    while not (deal.phase is Phase.PLAY and deal.hand_settled and deal.lead is None):
        if deal.is_terminal:
            return
        action = deal.random_action(rng)
        if deal.phase is Phase.PLAY and not isinstance(action, Play):
            continue  # reckon nothing more: the test is about the play
        deal.apply(action)
    state = PlayState(
        hands=[set(deal.hands[0]), set(deal.hands[1])],
        leader=deal.leader,
        lead=deal.lead,
        tricks_won=list(deal.tricks_won),
        scores=list(deal.scores),
        pique_open=deal.pique_open,
        cards_counted=deal.cards_counted,
        rules=rules,
    )
    while not deal.is_terminal:
        card = rng.choice(state.legal())
        assert sorted(c.index for c in state.legal()) == sorted(
            a.card.index for a in deal.legal_actions() if isinstance(a, Play)
        )
        deal.apply(Play(card))
        state.play(card)
    assert state.scores == deal.scores


def test_the_strong_player_only_plays_legal_cards() -> None:
    rng = random.Random(4)
    deal = Deal()
    strong = PiquetStrong(seed=1, samples=4)
    while not deal.is_terminal:
        actor = deal.to_act
        if not isinstance(actor, Role):
            deal.apply(deal.sample_chance(rng))
            continue
        view = deal.view(actor)
        action = strong.choose(view, view.legal)
        assert deal.is_legal(action)
        deal.apply(action)
