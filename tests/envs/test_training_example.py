"""The worked example of docs/bots.md runs as shown: examples/bots/train_ecarte.py trains for
its budget and saves a policy that loads as an Écarté player."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

from salon.envs.policy import PolicyAgent

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "bots" / "train_ecarte.py"


def test_the_training_example_saves_a_playable_policy(tmp_path: Path) -> None:
    out = tmp_path / "policy.npz"
    # A budget shorter than one update: the first update still runs, and its policy is saved.
    command = [sys.executable, str(SCRIPT), "--minutes", "0.0001", "--out", str(out)]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert finished.returncode == 0, finished.stderr
    assert "points a deal" in finished.stdout
    assert f"saved {out}" in finished.stdout
    assert PolicyAgent.from_name(f"policy:{out}", "ecarte").network.game == "ecarte"
