"""A network exported to ONNX plays at salon's tables through ``policy:FILE.onnx``: in a match,
on the ladder, and as the opponent of the single-seat environment."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")

import onnx
from onnx import TensorProto, helper, numpy_helper

from salon.cli import main
from salon.envs.onnx_policy import GAME_KEY
from salon.envs.policy import PolicyAgent, PolicyFileError, PolicyNetwork
from salon.envs.single import SeatEnv


def exported(network: PolicyNetwork, path: Path, *, game: str | None = None) -> Path:
    """``network`` written as an ONNX graph, as an exporter elsewhere would write it."""
    weights = {
        "w1": network.hidden_weights,
        "b1": network.hidden_bias,
        "w2": network.action_weights,
        "b2": network.action_bias,
    }
    nodes = [
        helper.make_node("MatMul", ["observation", "w1"], ["h"]),
        helper.make_node("Add", ["h", "b1"], ["hb"]),
        helper.make_node("Relu", ["hb"], ["r"]),
        helper.make_node("MatMul", ["r", "w2"], ["s"]),
        helper.make_node("Add", ["s", "b2"], ["scores"]),
    ]
    inputs, actions = network.hidden_weights.shape[0], network.action_bias.shape[0]
    graph = helper.make_graph(
        nodes,
        "policy",
        [helper.make_tensor_value_info("observation", TensorProto.FLOAT, ["batch", inputs])],
        [helper.make_tensor_value_info("scores", TensorProto.FLOAT, ["batch", actions])],
        [numpy_helper.from_array(value, name) for name, value in weights.items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    if game is not None:
        helper.set_model_props(model, {GAME_KEY: game})
    onnx.checker.check_model(model)
    onnx.save(model, path)
    return path


def network(game: str) -> PolicyNetwork:
    return PolicyNetwork.fresh(game, hidden=16, rng=np.random.default_rng(7))


def test_an_onnx_model_scores_as_the_network_it_was_exported_from(tmp_path: Path) -> None:
    original = network("ecarte")
    agent = PolicyAgent.from_file(exported(original, tmp_path / "p.onnx"), "ecarte")
    rows = np.random.default_rng(2).random((5, original.hidden_weights.shape[0]), np.float32)
    assert np.allclose(agent.network.scores(rows), original.scores(rows), atol=1e-5)


def test_salon_match_and_ladder_play_an_onnx_policy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = f"policy:{exported(network('ecarte'), tmp_path / 'ecarte.onnx')}"
    for command, other in (("match", "thumb"), ("ladder", "random")):
        assert (
            main([command, name, other, "--game", "ecarte", "--parties", "2", "--jobs", "1"]) == 0
        )
        assert f"{name} against {other} at ecarte" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("game", "as_name"), [("ecarte", True), ("ecarte", False), ("piquet", True)]
)
def test_an_onnx_policy_is_the_single_seat_environments_opponent(
    tmp_path: Path, game: str, as_name: bool
) -> None:
    path = exported(network(game), tmp_path / "opponent.onnx")
    env = SeatEnv(game, opponent=f"policy:{path}" if as_name else path, seat=0)
    rng = random.Random(1)
    for seed in range(5 if game == "ecarte" else 1):
        observation, _ = env.reset(seed=seed)
        terminated = False
        while not terminated:
            legal = list(observation["action_mask"].nonzero()[0])
            observation, _, terminated, _, info = env.step(rng.choice(legal))
            assert "illegal" not in info


def test_a_model_for_the_other_game_or_other_sizes_is_refused(tmp_path: Path) -> None:
    piquet = exported(network("piquet"), tmp_path / "piquet.onnx")
    with pytest.raises(PolicyFileError, match="plays piquet, not ecarte"):
        PolicyAgent.from_file(piquet, "ecarte")
    named = exported(network("ecarte"), tmp_path / "named.onnx", game="piquet")
    with pytest.raises(PolicyFileError, match="plays piquet, not ecarte"):
        PolicyAgent.from_file(named, "ecarte")
    fresh = network("ecarte")
    small = PolicyNetwork(
        "ecarte",
        fresh.hidden_weights[:-1],
        fresh.hidden_bias,
        fresh.action_weights,
        fresh.action_bias,
        fresh.value_weights,
        fresh.value_bias,
    )
    with pytest.raises(PolicyFileError, match="observes 190 numbers"):
        PolicyAgent.from_file(exported(small, tmp_path / "small.onnx"), "ecarte")


def test_a_file_that_is_no_onnx_model_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.onnx"
    junk.write_bytes(b"not a model")
    with pytest.raises(PolicyFileError, match="not an ONNX model"):
        PolicyAgent.from_file(junk, "ecarte")
    assert main(["match", f"policy:{junk}", "thumb", "--game", "ecarte", "--parties", "2"]) == 2
    assert "not an ONNX model" in capsys.readouterr().err
