"""The action mask allows exactly the engine's legal actions, at every step of many deals; and
the encoding read straight from the engine is the encoding of the view."""

from __future__ import annotations

import random

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from salon.cards import in_index_order
from salon.ecarte.deal import EcarteDeal
from salon.envs import ecarte_actions, ecarte_observation, piquet_actions
from salon.envs import piquet_observation as po
from salon.envs.ecarte_table import legal_in_deal as ecarte_legal
from salon.envs.layout import PACK
from salon.envs.piquet_table import DealReader
from salon.envs.piquet_table import legal_in_deal as piquet_legal
from salon.piquet.actions import Role
from salon.piquet.deal import Deal
from salon.piquet.rules import PiquetRules


def test_every_piquet_action_index_reads_back() -> None:
    hand = in_index_order(random.Random(1).sample(list(PACK), 12))
    for index in range(piquet_actions.ACTION_COUNT):
        action = piquet_actions.action_at(index, hand)
        assert piquet_actions.index_of(action, hand) == index


def test_every_ecarte_action_index_reads_back() -> None:
    hand = in_index_order(random.Random(2).sample(list(PACK), 5))
    for index in range(ecarte_actions.ACTION_COUNT):
        action = ecarte_actions.action_at(index, hand)
        assert ecarte_actions.index_of(action, hand) == index


@pytest.mark.parametrize("seed", range(4))
def test_piquet_mask_is_exactly_the_legal_actions(seed: int) -> None:
    rng = random.Random(seed)
    rules = PiquetRules(point_value_always=seed % 2 == 1)
    for number in range(30):
        deal = Deal(rules, throw_in=frozenset(Role) if number % 3 == 0 else frozenset())
        deal.apply(deal.sample_chance(rng))
        reader = DealReader(deal, 0)
        while not deal.is_terminal:
            role = deal.to_act
            assert isinstance(role, Role)
            hand = in_index_order(deal.hands[role])
            engine = {piquet_actions.index_of(a, hand) for a in deal.legal_actions()}
            offered = piquet_legal(deal)
            assert len(offered) == len(set(offered))
            assert set(offered) == engine
            for seat in (0, 1):
                fast = reader.observe(seat, po.LONE_DEAL)
                slow = po.observe_deal(deal.view(reader.roles[seat]))
                assert np.array_equal(fast, slow), po.OBSERVATION.meaning(
                    int(np.flatnonzero(fast != slow)[0])
                )
            index = offered[int(rng.random() * len(offered))]
            action = piquet_actions.action_at(index, hand)
            assert deal.is_legal(action)
            deal.apply(action)


@pytest.mark.parametrize("seed", range(4))
def test_ecarte_mask_is_exactly_the_legal_actions(seed: int) -> None:
    rng = random.Random(seed)
    for number in range(150):
        deal = EcarteDeal(dealer=number % 2)
        deal.apply(deal.sample_chance(rng))
        while not deal.is_terminal:
            seat = deal.to_act
            assert isinstance(seat, int)
            hand = in_index_order(deal.hands[seat])
            engine = {ecarte_actions.index_of(a, hand) for a in deal.legal_actions()}
            offered = ecarte_legal(deal)
            assert len(offered) == len(set(offered))
            assert set(offered) == engine
            for viewer in (0, 1):
                fast = ecarte_observation.observe_deal(ecarte_observation.facts_of(deal, viewer))
                slow = ecarte_observation.observe_deal(deal.view(viewer))
                assert np.array_equal(fast, slow), ecarte_observation.OBSERVATION.meaning(
                    int(np.flatnonzero(fast != slow)[0])
                )
            # Throwing down ends most random deals at once: play on more often than not.
            playing = [i for i in offered if i < ecarte_actions.THROW.offset]
            pool = playing if playing and rng.random() < 0.9 else offered
            index = pool[int(rng.random() * len(pool))]
            deal.apply(ecarte_actions.action_at(index, hand))


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_long_episode_encodes_as_the_seats_view_is_encoded(game: str) -> None:
    """A policy trained in a partie or a game sees in ``salon match`` what it saw in training:
    the environment's encoding equals the encoding of the seat's view of the whole partie."""
    from salon.envs import ecarte_v0, piquet_v0

    env = (
        piquet_v0.raw_env(episode="partie")
        if game == "piquet"
        else ecarte_v0.raw_env(episode="game")
    )
    env.reset(seed=7)
    table = env.table
    rng = random.Random(7)
    observe = po.observe_partie if game == "piquet" else ecarte_observation.observe_game
    state = (lambda: table.partie) if game == "piquet" else (lambda: table.game)
    steps = 0
    while table.to_act() is not None and steps < 3000:
        for seat in (0, 1):
            fast = table.observe(seat)
            slow = observe(state().view(seat))
            assert np.array_equal(fast, slow), steps
        legal = table.legal()
        table.play(legal[int(rng.random() * len(legal))])
        steps += 1
    assert table.to_act() is None, "the episode ran to its end"
    assert steps > 20
