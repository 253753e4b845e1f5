"""A trained policy file played as a salon player (``policy:FILE``)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numpy")

from salon.cli import main
from salon.engine import turns
from salon.envs.policy import PolicyAgent, PolicyFileError, PolicyNetwork
from salon.match import make_agent
from salon.piquet.partie import Partie


def saved(tmp_path: Path, game: str, name: str = "policy.npz") -> Path:
    path = tmp_path / name
    PolicyNetwork.fresh(game, hidden=16, rng=np.random.default_rng(1)).save(path)
    return path


def test_a_policy_plays_a_whole_piquet_partie_legally(tmp_path: Path) -> None:
    agent = make_agent(f"policy:{saved(tmp_path, 'piquet')}", 0, "piquet")
    partie = Partie()
    for seat in turns(partie, random.Random(3)):
        view = partie.view(seat)
        action = agent.choose(view, view.legal)
        assert partie.is_legal(action)
        partie.apply(action)
    assert partie.result is not None


def test_salon_match_plays_a_policy_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = f"policy:{saved(tmp_path, 'ecarte')}"
    arguments = ["match", name, "thumb", "--game", "ecarte", "--parties", "2", "--jobs", "1"]
    assert main(arguments) == 0
    assert f"{name} against thumb at ecarte" in capsys.readouterr().out


def test_a_policy_for_the_other_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = f"policy:{saved(tmp_path, 'piquet')}"
    assert main(["match", name, "thumb", "--game", "ecarte", "--parties", "2"]) == 2
    assert "plays piquet, not ecarte" in capsys.readouterr().err


def test_a_file_that_is_no_policy_is_refused(tmp_path: Path) -> None:
    junk = tmp_path / "junk.npz"
    junk.write_text("not an archive")
    with pytest.raises(PolicyFileError, match="not a policy file"):
        PolicyAgent.from_name(f"policy:{junk}", "ecarte")
    with pytest.raises(PolicyFileError, match="not a policy file"):
        PolicyAgent.from_name(f"policy:{tmp_path / 'missing.npz'}", "ecarte")


def test_a_policy_trained_on_other_encodings_is_refused(tmp_path: Path) -> None:
    network = PolicyNetwork.fresh("ecarte", hidden=4, rng=np.random.default_rng(0))
    path = tmp_path / "old.npz"
    replace(network, hidden_weights=network.hidden_weights[:-1]).save(path)
    with pytest.raises(PolicyFileError, match="other encodings"):
        PolicyNetwork.load(path)


def test_saving_and_loading_keeps_the_choices(tmp_path: Path) -> None:
    path = saved(tmp_path, "ecarte")
    original = PolicyNetwork.fresh("ecarte", hidden=16, rng=np.random.default_rng(1))
    loaded = PolicyNetwork.load(path)
    rows = np.random.default_rng(2).random((5, original.hidden_weights.shape[0]), np.float32)
    assert np.allclose(original.scores(rows), loaded.scores(rows))


def test_a_policy_climbs_the_ecarte_ladder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = f"policy:{saved(tmp_path, 'ecarte')}"
    arguments = ["ladder", name, "random", "--game", "ecarte", "--parties", "2", "--jobs", "1"]
    assert main(arguments) == 0
    table = capsys.readouterr().out
    assert name in table
    assert "at ecarte" in table
