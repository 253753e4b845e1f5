"""Train a small policy for Écarté against salon's rules of thumb, by PPO written in NumPy.

    scripts/run python examples/bots/train_ecarte.py --minutes 25 --out examples/bots/ecarte-ppo.npz
    ./salon match policy:examples/bots/ecarte-ppo.npz thumb --game ecarte --parties 400

The learner plays lone deals of Écarté (``salon.envs.single.SeatEnv``) in a seat drawn at each
deal, against ``thumb``; its reward is the deal's points less the adversary's. The network is
``salon.envs.policy.PolicyNetwork`` (one hidden layer); training is proximal policy
optimisation (clipped ratio, a value baseline, an entropy bonus, Adam), the gradients written
out by hand so that NumPy is all it needs. It stops after ``--minutes`` of wall-clock time and
saves the policy, playable at once as ``policy:FILE``.
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass, field, fields
from pathlib import Path

import numpy as np
import numpy.typing as npt

from salon.envs.policy import PolicyNetwork
from salon.envs.single import SeatEnv

Array = npt.NDArray[np.float32]


@dataclass
class Settings:
    hidden: int = 128
    steps_per_update: int = 4096
    epochs: int = 4
    batch: int = 512
    learning_rate: float = 1e-3
    clip: float = 0.2
    value_weight: float = 0.5
    entropy_weight: float = 0.01
    gradient_norm: float = 0.5


@dataclass
class Rollout:
    """The learner's steps of whole deals: what it saw, did and got."""

    observations: list[Array] = field(default_factory=list)
    masks: list[npt.NDArray[np.bool_]] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    log_probabilities: list[float] = field(default_factory=list)
    values: list[float] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    deal_rewards: list[float] = field(default_factory=list)


def masked_log_softmax(scores: Array, masks: npt.NDArray[np.bool_]) -> Array:
    shifted = np.where(masks, scores, -1e9)
    shifted = shifted - shifted.max(axis=1, keepdims=True)
    result: Array = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    return result


def collect(env: SeatEnv, network: PolicyNetwork, steps: int, rng: np.random.Generator) -> Rollout:
    rollout = Rollout()
    observation, _ = env.reset()
    started = 0
    while True:
        vector = observation["observation"]
        mask = observation["action_mask"].astype(bool)
        hidden = network.hidden(vector[None, :])
        scores = hidden @ network.action_weights + network.action_bias
        log_p = masked_log_softmax(scores, mask[None, :])[0]
        action = int(np.searchsorted(np.cumsum(np.exp(log_p)), rng.random() * 0.999999))
        while not mask[action]:  # rounding at the edge of the distribution
            action = int(np.flatnonzero(mask)[0])
        value = float((hidden @ network.value_weights + network.value_bias)[0, 0])
        rollout.observations.append(vector)
        rollout.masks.append(mask)
        rollout.actions.append(action)
        rollout.log_probabilities.append(float(log_p[action]))
        rollout.values.append(value)
        observation, reward, terminated, _, _ = env.step(action)
        if terminated:
            rollout.returns += [float(reward)] * (len(rollout.actions) - started)
            rollout.deal_rewards.append(float(reward))
            started = len(rollout.actions)
            if started >= steps:
                return rollout
            observation, _ = env.reset()


class Adam:
    def __init__(self, network: PolicyNetwork, rate: float) -> None:
        self.names = [f.name for f in fields(network) if f.name != "game"]
        self.network = network
        self.rate = rate
        self.first = {n: np.zeros_like(getattr(network, n)) for n in self.names}
        self.second = {n: np.zeros_like(getattr(network, n)) for n in self.names}
        self.steps = 0

    def step(self, gradients: dict[str, Array], norm_limit: float) -> None:
        norm = np.sqrt(sum(float((g**2).sum()) for g in gradients.values()))
        scale = min(1.0, norm_limit / (norm + 1e-8))
        self.steps += 1
        for name in self.names:
            gradient = gradients[name] * scale
            self.first[name] = 0.9 * self.first[name] + 0.1 * gradient
            self.second[name] = 0.999 * self.second[name] + 0.001 * gradient**2
            first = self.first[name] / (1 - 0.9**self.steps)
            second = self.second[name] / (1 - 0.999**self.steps)
            weights = getattr(self.network, name)
            weights -= (self.rate * first / (np.sqrt(second) + 1e-8)).astype(np.float32)


def update(
    network: PolicyNetwork,
    optimiser: Adam,
    rollout: Rollout,
    settings: Settings,
    rng: np.random.Generator,
) -> None:
    observations = np.array(rollout.observations, dtype=np.float32)
    masks = np.array(rollout.masks)
    actions = np.array(rollout.actions)
    old_log_p = np.array(rollout.log_probabilities, dtype=np.float32)
    returns = np.array(rollout.returns, dtype=np.float32)
    advantages = returns - np.array(rollout.values, dtype=np.float32)
    advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
    count = len(actions)
    for _ in range(settings.epochs):
        order = rng.permutation(count)
        for start in range(0, count, settings.batch):
            rows = order[start : start + settings.batch]
            gradients = _gradients(
                network,
                observations[rows],
                masks[rows],
                actions[rows],
                old_log_p[rows],
                returns[rows],
                advantages[rows],
                settings,
            )
            optimiser.step(gradients, settings.gradient_norm)


def _gradients(
    network: PolicyNetwork,
    x: Array,
    masks: npt.NDArray[np.bool_],
    actions: npt.NDArray[np.int64],
    old_log_p: Array,
    returns: Array,
    advantages: Array,
    settings: Settings,
) -> dict[str, Array]:
    """The gradient of the clipped surrogate, the value loss and the entropy bonus."""
    size = len(actions)
    pre = x @ network.hidden_weights + network.hidden_bias
    hidden = np.maximum(pre, 0.0)
    log_p = masked_log_softmax(hidden @ network.action_weights + network.action_bias, masks)
    p = np.where(masks, np.exp(log_p), 0.0)
    taken = log_p[np.arange(size), actions]
    ratio = np.exp(taken - old_log_p)
    unclipped = ratio * advantages
    clipped = np.clip(ratio, 1 - settings.clip, 1 + settings.clip) * advantages
    active = unclipped <= clipped  # the minimum is the unclipped term: its gradient flows
    d_taken = -(advantages * ratio * active) / size
    d_scores = -p * d_taken[:, None]
    d_scores[np.arange(size), actions] += d_taken
    safe_log_p = np.where(masks, log_p, 0.0)
    entropy = -(p * safe_log_p).sum(axis=1)
    d_scores += settings.entropy_weight * p * (safe_log_p + entropy[:, None]) / size
    value = (hidden @ network.value_weights + network.value_bias)[:, 0]
    d_value = (settings.value_weight * 2 * (value - returns) / size)[:, None]
    d_hidden = d_scores @ network.action_weights.T + d_value @ network.value_weights.T
    d_pre = d_hidden * (pre > 0)
    return {
        "hidden_weights": (x.T @ d_pre).astype(np.float32),
        "hidden_bias": d_pre.sum(axis=0).astype(np.float32),
        "action_weights": (hidden.T @ d_scores).astype(np.float32),
        "action_bias": d_scores.sum(axis=0).astype(np.float32),
        "value_weights": (hidden.T @ d_value).astype(np.float32),
        "value_bias": d_value.sum(axis=0).astype(np.float32),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=20.0, help="wall-clock budget")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="thumb")
    parser.add_argument("--out", type=Path, default=Path("examples/bots/ecarte-ppo.npz"))
    args = parser.parse_args()
    settings = Settings()
    rng = np.random.default_rng(args.seed)
    network = PolicyNetwork.fresh("ecarte", hidden=settings.hidden, rng=rng)
    optimiser = Adam(network, settings.learning_rate)
    env = SeatEnv("ecarte", opponent=args.opponent)
    env.reset(seed=args.seed)
    print(f"training on {os.cpu_count()} cores for {args.minutes} minutes", flush=True)
    start = time.perf_counter()
    deadline = start + args.minutes * 60
    steps = deals = 0
    while time.perf_counter() < deadline:
        rollout = collect(env, network, settings.steps_per_update, rng)
        update(network, optimiser, rollout, settings, rng)
        steps += len(rollout.actions)
        deals += len(rollout.deal_rewards)
        mean = float(np.mean(rollout.deal_rewards))
        won = float(np.mean(np.array(rollout.deal_rewards) > 0))
        minutes = (time.perf_counter() - start) / 60
        print(
            f"{minutes:5.1f} min  {steps:8d} steps  {deals:7d} deals  "
            f"points a deal {mean:+.3f}  deals won {won:.1%}",
            flush=True,
        )
        network.save(args.out)
    print(f"saved {args.out} ({args.out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
