"""OpenSpiel's own checks on the two registered games, serialization, and the worlds drawn for
information-set search."""

from __future__ import annotations

import pickle
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
# Importing the module registers the two games; this file must not rely on another doing it.
pytest.importorskip("salon.envs.openspiel")

NAMES = ("python_salon_ecarte", "python_salon_piquet")


def played(game: object, seed: int, decisions: int) -> object:
    """A state after the deal and up to ``decisions`` random decisions."""
    rng = random.Random(seed)
    state = game.new_initial_state()  # type: ignore[attr-defined]
    made = 0
    while not state.is_terminal() and made < decisions:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            continue
        state.apply_action(rng.choice(state.legal_actions()))
        made += 1
    return state


@pytest.mark.parametrize("name", NAMES)
def test_open_spiel_random_simulation_test_passes(name: str) -> None:
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_a_state_serializes_and_pickles_to_the_same_information(name: str) -> None:
    game = pyspiel.load_game(name)
    state = played(game, 2, 8)
    text = pyspiel.serialize_game_and_state(game, state)
    _, restored = pyspiel.deserialize_game_and_state(text)
    unpickled = pickle.loads(pickle.dumps(state))
    for other in (restored, unpickled):
        assert other.history() == state.history()
        for player in (0, 1):
            assert other.information_state_string(player) == state.information_state_string(player)
            assert other.information_state_tensor(player) == state.information_state_tensor(player)


def test_the_shuffle_is_chance_uniform_over_the_cards_left() -> None:
    game = pyspiel.load_game("python_salon_piquet")
    state = game.new_initial_state()
    state.apply_action(1)
    for dealt in range(32):
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 32 - dealt
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        state.apply_action(outcomes[-1][0])
    assert not state.is_chance_node()


@pytest.mark.parametrize("name", NAMES)
def test_a_resampled_world_looks_the_same_to_the_player(name: str) -> None:
    game = pyspiel.load_game(name)
    changed = 0
    for seed in range(6):
        state = played(game, seed, 6)
        if state.is_terminal():
            continue
        player = state.current_player()
        world = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.information_state_tensor(player) == state.information_state_tensor(player)
        other = 1 - player
        changed += world.table.view(other).hand != state.table.view(other).hand
    assert changed > 0, "the adversary's cards are dealt anew"
