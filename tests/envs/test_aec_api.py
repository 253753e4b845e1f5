"""PettingZoo's own checks on both environments, and what an illegal index does."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

from salon.envs import ecarte_v0, piquet_v0
from salon.envs.aec import IllegalIndexError

MAKERS: dict[str, Callable[[], Any]] = {
    "piquet deal": lambda: piquet_v0.env(),
    "piquet partie": lambda: piquet_v0.env(episode="partie"),
    "ecarte deal": lambda: ecarte_v0.env(),
    "ecarte game": lambda: ecarte_v0.env(episode="game"),
}


@pytest.mark.parametrize("name", MAKERS)
def test_pettingzoo_api_test_passes(name: str) -> None:
    with warnings.catch_warnings():
        # The dictionary of observation and mask is PettingZoo's own convention for board
        # and card games, though its checker suggests a bare array.
        warnings.simplefilter("ignore", UserWarning)
        api_test(MAKERS[name](), num_cycles=200)


@pytest.mark.parametrize("name", MAKERS)
def test_pettingzoo_seed_test_passes(name: str) -> None:
    seed_test(MAKERS[name], num_cycles=200)


@pytest.mark.parametrize("make", [piquet_v0.env, ecarte_v0.env])
def test_an_illegal_index_is_refused_and_changes_nothing(make: Callable[..., Any]) -> None:
    env = make()
    env.reset(seed=3)
    before = env.observe(env.agent_selection)
    mask = before["action_mask"]
    closed = int(next(i for i in range(len(mask)) if not mask[i]))
    with pytest.raises(IllegalIndexError, match="may not play"):
        env.step(closed)
    after = env.observe(env.agent_selection)
    assert (before["observation"] == after["observation"]).all()
    assert (before["action_mask"] == after["action_mask"]).all()


@pytest.mark.parametrize("make", [piquet_v0.env, ecarte_v0.env])
def test_an_index_beyond_the_space_is_refused(make: Callable[..., Any]) -> None:
    env = make()
    env.reset(seed=3)
    with pytest.raises(IllegalIndexError, match="is not an action"):
        env.step(10_000)


def _rewards_of_an_episode(env: Any, *, seed: int, pick: int) -> dict[str, float]:
    """Each agent's rewards summed over one episode, every step taking the open action at
    place ``pick`` of the mask (0 the first, -1 the last)."""
    env.reset(seed=seed)
    total = {"player_0": 0.0, "player_1": 0.0}
    for agent in env.agent_iter():
        observation, reward, termination, _truncation, _ = env.last()
        total[agent] += reward
        if termination:
            env.step(None)
            continue
        env.step(int(observation["action_mask"].nonzero()[0][pick]))
    return total


def test_rewards_are_the_deal_points_less_the_adversarys() -> None:
    env = ecarte_v0.env()
    total = _rewards_of_an_episode(env, seed=5, pick=0)
    points = env.unwrapped.table.deal.points
    assert total == {"player_0": points[0] - points[1], "player_1": points[1] - points[0]}
    assert points[0] != points[1]


def test_a_partie_is_rewarded_by_its_settlement() -> None:
    env = piquet_v0.env(episode="partie")
    total = _rewards_of_an_episode(env, seed=2, pick=-1)
    result = env.unwrapped.table.partie.result
    assert result is not None
    assert total == {"player_0": result.balance(0), "player_1": result.balance(1)}
    assert total["player_0"] != 0
