"""Inference of the adversary's cards never excludes the true deal, and samples agree with it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.inference import HiddenDeal, Knowledge
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase


def played_deal(seed: int, steps: int) -> Deal:
    rng = random.Random(seed)
    deal = Deal()
    for _ in range(steps):
        if deal.is_terminal:
            break
        deal.apply(deal.random_action(rng))
    return deal


def true_hidden(deal: Deal, role: Role, knowledge: Knowledge) -> HiddenDeal:
    """How the cards hidden from ``role`` truly lie."""
    other = role.other
    return HiddenDeal(
        opponent_hand=frozenset(deal.hands[other]) - knowledge.opponent_known,
        opponent_discard=frozenset(deal.discards[other] or deal.set_aside[other] or ()),
        stock=frozenset(deal.stock) - set(deal.view(role).stock_known),
    )


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(2, 60), role=st.sampled_from(Role))
def test_inference_never_excludes_the_true_deal(seed: int, steps: int, role: Role) -> None:
    deal = played_deal(seed, steps)
    if deal.phase in (Phase.DEAL, Phase.CARTE_BLANCHE, Phase.ELDER_EXCHANGE):
        return
    knowledge = Knowledge.from_view(deal.view(role))
    truth = true_hidden(deal, role, knowledge)
    unseen = set(knowledge.unseen)
    assert truth.opponent_hand | truth.opponent_discard | truth.stock == unseen
    assert len(truth.opponent_hand) == knowledge.opponent_hand_slots
    assert knowledge.admits(truth)
    sample = knowledge.sample(random.Random(seed), tries=200)
    if sample is not None:
        assert knowledge.admits(sample)
        assert sample.opponent_hand | sample.opponent_discard | sample.stock == unseen


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(2, 60), role=st.sampled_from(Role))
def test_the_true_deal_is_never_weighed_impossible(seed: int, steps: int, role: Role) -> None:
    """Weighing deals by the adversary's exchange, calls, answers, sinkings and replies never
    gives the true deal no chance."""
    deal = played_deal(seed, steps)
    if deal.phase in (Phase.DEAL, Phase.CARTE_BLANCHE, Phase.ELDER_EXCHANGE):
        return
    knowledge = Knowledge.from_view(deal.view(role))
    truth = true_hidden(deal, role, knowledge)
    assert knowledge.exchange_likelihood(truth, random.Random(seed)) > 0.0
    assert 0.0 < knowledge.conduct_likelihood(truth) <= 1.0
