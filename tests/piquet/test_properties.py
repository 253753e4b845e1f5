"""Piquet over many random deals: conservation, progress, replay, scores from events."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import piquet_pack
from salon.engine import CHANCE
from salon.piquet.actions import DealAction, Role
from salon.piquet.deal import Deal, replay
from salon.piquet.rules import DealBy, PiquetRules

rules_strategy = st.builds(
    PiquetRules,
    deal_by=st.sampled_from(DealBy),
    last_trick_ten=st.booleans(),
    carte_rouge=st.sampled_from((0, 10, 20, 40)),
    cards_count_toward_pique=st.booleans(),
    point_value_always=st.booleans(),
)


def played(seed: int, rules: PiquetRules) -> tuple[Deal, list[DealAction]]:
    rng = random.Random(seed)
    deal = Deal(
        rules, throw_in=frozenset({Role.ELDER, Role.YOUNGER}) if seed % 7 == 0 else frozenset()
    )
    actions: list[DealAction] = []
    while not deal.is_terminal:
        assert deal.to_act is CHANCE or deal.legal_actions(), "an unfinished deal offers an action"
        action = deal.random_action(rng)
        assert deal.is_legal(action)
        deal.apply(action)
        actions.append(action)
        placed = [*deal.hands[0], *deal.hands[1], *deal.stock]
        placed += [*deal.discards[0], *deal.discards[1]]
        placed += [c for side in deal.set_aside if side for c in side]
        placed += [c for t in deal.tricks for c in (t.lead, t.reply)]
        placed += [deal.lead] if deal.lead else []
        assert sorted(c.index for c in placed) == sorted(c.index for c in piquet_pack())
    return deal, actions


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rules_strategy)
def test_the_thirty_two_cards_are_conserved_and_every_state_offers_an_action(
    seed: int, rules: PiquetRules
) -> None:
    played(seed, rules)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rules_strategy)
def test_replaying_the_actions_reproduces_the_deal(seed: int, rules: PiquetRules) -> None:
    deal, actions = played(seed, rules)
    again = replay(actions, rules) if seed % 7 else None
    if again is not None:
        assert again.events == deal.events and again.scores == deal.scores


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rules_strategy)
def test_the_scores_are_the_sum_of_the_events(seed: int, rules: PiquetRules) -> None:
    deal, _ = played(seed, rules)
    for role in Role:
        assert deal.scores[role] == sum(e.points for e in deal.events if e.seat == int(role))
