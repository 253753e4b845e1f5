"""sb3-contrib's MaskablePPO trains on the single-seat environment with its standard policy and
no wrapper of its own, and the worked example's exported policy plays at salon's tables."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib")

import torch
from sb3_contrib import MaskablePPO

from salon.cli import main
from salon.envs.single import FlatSeatEnv, SeatEnv

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "bots" / "train_ecarte_sb3.py"


def test_maskable_ppo_trains_with_its_standard_policy_and_plays_only_open_indices() -> None:
    torch.set_num_threads(1)
    env = FlatSeatEnv(SeatEnv("ecarte", opponent="random"))
    model = MaskablePPO("MlpPolicy", env, n_steps=256, batch_size=64, n_epochs=2, seed=1)
    model.learn(1024)
    assert model.num_timesteps >= 1024
    observation, _ = env.reset(seed=5)
    for _ in range(200):
        masks = env.action_masks()
        action, _ = model.predict(observation, action_masks=masks, deterministic=True)
        assert masks[int(action)]
        observation, _, terminated, _, info = env.step(action)
        assert "illegal" not in info
        if terminated:
            observation, _ = env.reset()


def test_the_sb3_example_trains_by_self_play_and_exports_an_onnx_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ecarte-sb3.onnx"
    command = [sys.executable, str(SCRIPT), "--steps", "512", "--self-play", "--out", str(out)]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert finished.returncode == 0, finished.stderr
    assert "points a deal" in finished.stdout
    assert f"saved {out}" in finished.stdout
    arguments = ["match", f"policy:{out}", "random", "--game", "ecarte", "--parties", "2"]
    assert main([*arguments, "--jobs", "1"]) == 0
    assert f"policy:{out} against random at ecarte" in capsys.readouterr().out
