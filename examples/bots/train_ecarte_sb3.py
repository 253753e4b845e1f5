"""Train Écarté with sb3-contrib's MaskablePPO, then export the policy to ONNX for salon's tables.

    scripts/run python examples/bots/train_ecarte_sb3.py --steps 200000 --out ecarte-sb3.onnx
    ./salon match policy:ecarte-sb3.onnx thumb --game ecarte --parties 400

The learner plays lone deals (``salon.envs.single.SeatEnv``) against ``--opponent``;
``FlatSeatEnv`` hands the standard ``MlpPolicy`` the observation vector alone and MaskablePPO
the mask through ``action_masks()``, so nothing else needs wrapping. With ``--self-play`` the
opponent is the learner itself, choosing by the policy as it stands. The actor's scores are
then exported to ONNX (one input, the observation; one output, a score per action index),
which ``policy:FILE.onnx`` plays wherever salon names a player.
"""

from __future__ import annotations

import argparse
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO

from salon.envs.opponents import OpponentSpec
from salon.envs.single import FlatSeatEnv, SeatEnv


class ActorScores(torch.nn.Module):
    """The actor of an ``MlpPolicy``: observation in, one score (logit) per action out."""

    def __init__(self, model: MaskablePPO) -> None:
        super().__init__()
        self.policy = model.policy

    def forward(self, observation: torch.Tensor) -> torch.Tensor:
        features = self.policy.extract_features(observation, self.policy.pi_features_extractor)
        scores: torch.Tensor = self.policy.action_net(
            self.policy.mlp_extractor.forward_actor(features)
        )
        return scores


def export(model: MaskablePPO, path: Path, observed: int) -> None:
    # The TorchScript exporter needs nothing beyond torch itself (the newer one, onnxscript).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(
            ActorScores(model).eval(),
            (torch.zeros(1, observed),),
            str(path),
            input_names=["observation"],
            output_names=["scores"],
            dynamic_axes={"observation": {0: "batch"}, "scores": {0: "batch"}},
            dynamo=False,
        )


def self_play(holder: dict[str, MaskablePPO]) -> OpponentSpec:
    """The learner in the other seat: its own choice, from its own observation and mask."""

    def choose(observation: Any, mask: Any) -> int:
        action, _ = holder["model"].predict(
            observation, action_masks=mask.astype(bool), deterministic=True
        )
        return int(action)

    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200_000, help="the learner's decisions")
    parser.add_argument("--opponent", default="thumb", help="random, thumb, strong or policy:FILE")
    parser.add_argument("--self-play", action="store_true", help="play against itself instead")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("ecarte-sb3.onnx"))
    arguments = parser.parse_args()
    torch.set_num_threads(1)
    holder: dict[str, MaskablePPO] = {}
    opponent = self_play(holder) if arguments.self_play else arguments.opponent
    env = FlatSeatEnv(SeatEnv("ecarte", opponent=opponent))
    n_steps = min(2048, max(64, arguments.steps // 4))
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=n_steps,
        batch_size=min(64, n_steps),
        seed=arguments.seed,
        device="cpu",
        verbose=0,
    )
    holder["model"] = model
    model.learn(arguments.steps)
    rewards = [info["r"] for info in model.ep_info_buffer]
    print(f"{arguments.steps} steps: {np.mean(rewards):+.2f} points a deal over the last deals")
    observed = env.observation_space.shape
    assert observed is not None
    export(model, arguments.out, observed[0])
    print(f"saved {arguments.out}")


if __name__ == "__main__":
    main()
