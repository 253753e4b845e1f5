"""The environments as PettingZoo's classic ones are wrapped, observation spaces bounded on
every field, the package's docstring naming modules that exist, and the search benchmark timed
in CPU seconds like every other speed figure."""

from __future__ import annotations

import importlib
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.utils.wrappers import OrderEnforcingWrapper

import salon.envs
from salon.envs import ecarte_v0, piquet_observation, piquet_v0

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_ismcts.py"


@pytest.mark.parametrize("make", [piquet_v0.env, ecarte_v0.env])
def test_the_environments_are_wrapped_as_pettingzoo_classic_ones(
    make: Callable[..., Any],
) -> None:
    env = make()
    assert isinstance(env, OrderEnforcingWrapper)
    with pytest.raises(AssertionError, match="reset"):
        env.step(0)
    env.reset(seed=1)
    assert env.legal_actions(), "the environment's own methods reach through the wrappers"


@pytest.mark.parametrize("make", [piquet_v0.raw_env, ecarte_v0.raw_env])
def test_every_observation_field_has_finite_bounds(make: Callable[..., Any]) -> None:
    space = make().observation_space("player_0")["observation"]
    assert np.isfinite(space.low).all() and np.isfinite(space.high).all()


def test_piquet_points_and_totals_stay_within_their_bounds() -> None:
    """Fields 343, 344 (the deal's points) and 444, 445 (the partie's totals)."""
    fields = [
        piquet_observation.SCORES.offset,
        piquet_observation.SCORES.offset + 1,
        piquet_observation.PARTIE.offset,
        piquet_observation.PARTIE.offset + 1,
    ]
    assert fields == [343, 344, 444, 445]
    env = piquet_v0.env(episode="partie")
    space = env.observation_space("player_0")
    rng = random.Random(2)
    env.reset(seed=2)
    highest = np.zeros(4, dtype=np.float32)
    for agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        assert space.contains(observation), agent
        highest = np.maximum(highest, observation["observation"][fields])
        legal = observation["action_mask"].nonzero()[0]
        env.step(None if termination or truncation else int(rng.choice(list(legal))))
    assert highest[2] > 0, "the partie's totals were written"


def test_the_package_names_only_modules_that_exist() -> None:
    named = re.findall(r":mod:`(salon\.envs\.\w+)`", salon.envs.__doc__ or "")
    assert len(named) >= 6
    for module in named:
        importlib.import_module(module)


def test_the_search_benchmark_reports_cpu_time() -> None:
    pytest.importorskip("pyspiel")
    command = [
        sys.executable,
        str(BENCHMARK),
        *("--pairs", "2", "--simulations", "3", "--rollouts", "1", "--opponents", "random"),
    ]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert finished.returncode == 0, finished.stderr
    assert re.search(r"against random: .* \d+\.\d CPU s a deal", finished.stdout)
    assert "load average" in finished.stdout
