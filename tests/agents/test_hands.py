"""The count of two known hands before the play agrees with the engine's calling."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.hands import count_hands
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.piquet.actions import Play, Reckon, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.rules import PiquetRules


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    carte_rouge=st.sampled_from([0, 20]),
    cards_pique=st.booleans(),
)
def test_full_declaration_counts_as_the_engine_does(
    seed: int, carte_rouge: int, cards_pique: bool
) -> None:
    """piquet-description-and-example.txt "Calling and showing" and "Carte blanche, pique and
    repique": with both hands calling their best, answering truly and reckoning everything,
    the hands count what the engine counts, repique and pique included."""
    rules = PiquetRules(carte_rouge=carte_rouge, cards_count_toward_pique=cards_pique)
    rng = random.Random(seed)
    thumb = PiquetRulesOfThumb()
    deal = Deal(rules)
    while not (deal.phase is Phase.PLAY and deal.lead is None and not deal.tricks):
        actor = deal.to_act
        if isinstance(actor, Role):
            view = deal.view(actor)
            deal.apply(thumb.choose(view, view.legal))
        else:
            deal.apply(deal.sample_chance(rng))
    blanche = deal.carte_blanche if deal.carte_blanche_shown else None
    hands = (deal.held_after_exchange[Role.ELDER], deal.held_after_exchange[Role.YOUNGER])
    state = count_hands(hands, rules=rules, carte_blanche=blanche).play_state(hands, rules)
    while not deal.is_terminal:
        reckons = [a for a in deal.legal_actions() if isinstance(a, Reckon)]
        if reckons:
            deal.apply(reckons[0])
            continue
        card = rng.choice(state.legal())
        deal.apply(Play(card))
        state.play(card)
    assert state.scores == deal.scores
