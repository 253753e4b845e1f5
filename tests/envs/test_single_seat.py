"""The Gymnasium environments of one seat against a salon player."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("gymnasium")

import warnings

import numpy as np
from gymnasium.utils.env_checker import check_env

from salon.agents.base import RandomAgent
from salon.envs.aec import IllegalIndexError
from salon.envs.single import FlatSeatEnv, SeatEnv


@pytest.mark.parametrize(
    ("game", "opponent"),
    [("ecarte", "thumb"), ("ecarte", "random"), ("piquet", "thumb"), ("piquet", "random")],
)
def test_gymnasium_check_env_passes(game: str, opponent: str) -> None:
    """Gymnasium's own checker, whole: it draws its action before resetting, so the index may
    not be open in the deal it is played in, which must still be a step like any other."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", ".*Not able to test alternative render modes")
        check_env(SeatEnv(game, opponent=opponent))


def test_gymnasium_check_env_passes_on_the_flat_observation() -> None:
    env = FlatSeatEnv(SeatEnv("ecarte", opponent="random"))
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", ".*(Not able to test|The environment .* different)")
        check_env(env)
    observation, _ = env.reset(seed=1)
    assert observation.shape == env.observation_space.shape
    assert env.action_masks().dtype == np.bool_
    assert np.array_equal(env.action_masks(), env.unwrapped.action_mask().astype(bool))


def test_a_reset_never_hands_back_a_finished_deal() -> None:
    """``random`` throws its cards down at its first turn now and then: such a deal is over
    before the learner acts, and is dealt again rather than handed back."""
    env = SeatEnv("ecarte", opponent="random")
    for seed in range(300):
        observation, info = env.reset(seed=seed)
        assert observation["action_mask"].any(), f"seed {seed}: a finished deal"
        assert env.unwrapped.table.to_act() == info["seat"]
        env.step(int(observation["action_mask"].nonzero()[0][0]))


def test_an_index_the_laws_refuse_ends_the_episode_at_the_greatest_loss() -> None:
    env = SeatEnv("ecarte", opponent="thumb", seat=0)
    observation, _ = env.reset(seed=4)
    closed = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    talk = env.render()
    observation, reward, terminated, truncated, info = env.step(closed)
    assert (reward, terminated, truncated) == (-3.0, True, False)
    assert "may not play" in info["illegal"]
    assert env.render() == talk, "the refused index changed nothing"
    assert not observation["action_mask"].any()
    with pytest.raises(IllegalIndexError, match="reset"):
        env.step(closed)
    assert SeatEnv("ecarte", illegal_reward=-10).illegal_reward == -10


@pytest.mark.parametrize("game", ["ecarte", "piquet"])
def test_a_seeded_step_is_deterministic(game: str) -> None:
    outcomes = []
    for _ in range(2):
        env = SeatEnv(game, opponent="strong")
        env.reset(seed=123)
        env.action_space.seed(5)
        outcomes.append(env.step(env.action_space.sample()))
    first, second = outcomes
    assert np.array_equal(first[0]["observation"], second[0]["observation"])
    assert np.array_equal(first[0]["action_mask"], second[0]["action_mask"])
    assert first[1:] == second[1:]


def test_the_action_space_samples_only_open_indices() -> None:
    env = SeatEnv("piquet", opponent="random")
    env.reset(seed=2)
    env.action_space.seed(2)
    for _ in range(20):
        mask = env.action_mask()
        action = env.action_space.sample()
        assert mask[action] == 1
        _, _, terminated, _, _ = env.step(action)
        if terminated:
            env.reset()


def random_episode(env: SeatEnv, rng: random.Random) -> tuple[float, int]:
    observation, _ = env.reset()
    steps = 0
    while True:
        legal = observation["action_mask"].nonzero()[0]
        assert len(legal) > 0, "the learner is asked to act only when it can"
        observation, reward, terminated, _, _ = env.step(rng.choice(list(legal)))
        steps += 1
        if terminated:
            return reward, steps
        assert reward == 0.0


@pytest.mark.parametrize("seat", [0, 1])
def test_the_learner_plays_its_seat_to_the_end_of_an_ecarte_game(seat: int) -> None:
    env = SeatEnv("ecarte", opponent="thumb", seat=seat, episode="game")
    env.reset(seed=seat)
    reward, steps = random_episode(env, random.Random(seat))
    game = env.table.game  # type: ignore[attr-defined]
    assert game.is_terminal
    assert reward == game.game_points[seat] - game.game_points[1 - seat]
    assert steps > 5


def test_a_piquet_deal_against_the_strong_player_ends_with_the_learners_points() -> None:
    env = SeatEnv("piquet", opponent="strong", seat=1)
    env.reset(seed=4)
    reward, _ = random_episode(env, random.Random(4))
    deal = env.table.deal  # type: ignore[attr-defined]
    role = env.table.role_of(1)  # type: ignore[attr-defined]
    assert reward == deal.scores[role] - deal.scores[role.other]


def test_stepping_after_the_end_is_refused() -> None:
    env = SeatEnv("ecarte", opponent="random", seat=0)
    env.reset(seed=1)
    random_episode(env, random.Random(1))
    with pytest.raises(IllegalIndexError, match="reset"):
        env.step(0)


def test_an_unknown_opponent_or_seat_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        SeatEnv("ecarte", opponent="nobody")
    with pytest.raises(ValueError, match="seat"):
        SeatEnv("ecarte", seat=2)


def test_a_function_or_a_salon_player_can_be_the_opponent() -> None:
    """Self-play: the other seat chooses by a function of its own observation and mask."""
    seen: list[int] = []

    def first_open(observation: np.ndarray, mask: np.ndarray) -> int:
        assert observation.shape == (191,) and mask.any()
        seen.append(int(mask.nonzero()[0][0]))
        return seen[-1]

    for opponent in (first_open, RandomAgent(3)):
        env = SeatEnv("ecarte", opponent=opponent, seat=1)
        random_episode(env, random.Random(2))
        assert not env.action_mask().any(), "the deal was played to its end"
    assert seen, "the function chose the opponent's moves"


def test_an_opponent_function_naming_a_closed_index_is_refused() -> None:
    env = SeatEnv("ecarte", opponent=lambda observation, mask: int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(IllegalIndexError, match="the opponent may not play"):
        for seed in range(4):  # the learner may deal first; the opponent acts within a reset
            observation, _ = env.reset(seed=seed)
            env.step(int(observation["action_mask"].nonzero()[0][0]))
    with pytest.raises(TypeError, match="an opponent is"):
        SeatEnv("ecarte", opponent=3)  # type: ignore[arg-type]
