"""Steps per second of random play through the learning environments, side by side.

salon's PettingZoo environments (``salon.envs.piquet_v0``, ``salon.envs.ecarte_v0``) against
OpenSpiel's C++ Skat and Euchre driven from Python and RLCard's Gin Rummy, in the same run:
each round times every contender in turn on one core, so they share the machine's load; the
figure is the median round. Time is the process's CPU time (``time.process_time``), so that
other work on a shared machine does not count against any contender. A step is one decision of
a player (chance steps are not counted, nor the resets between episodes).

*Without observations*, each step asks only for the legal actions and picks one at random;
*with observations*, it builds the acting player's observation and mask and picks from the
mask, as a learner would: PettingZoo's ``env.last()``; OpenSpiel's ``observation_tensor``
(Skat) or ``information_state_tensor`` (Euchre, which has no other); RLCard's ``env.step``,
which always encodes the next state (its game object without the environment is the
"without" figure).

    uv run python benchmarks/bench_envs.py --steps 20000 --rounds 5
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

import numpy as np

from salon.envs import ecarte_v0, piquet_v0
from salon.envs.aec import CardTableEnv

Contender = Callable[[int, random.Random], float]
"""Take that many steps with that generator; the CPU seconds spent."""


def salon_steps(make: Callable[[], CardTableEnv], *, observe: bool) -> Contender:
    env = make()
    env.reset(seed=1)

    def run(steps: int, rng: random.Random) -> float:
        start = time.process_time()
        done = 0
        while done < steps:
            agent = env.agent_selection
            if env.terminations[agent]:
                env.reset()
                continue
            if observe:
                observation, _, _, _, _ = env.last()
                legal: Sequence[int] = np.flatnonzero(observation["action_mask"])  # type: ignore[assignment]
            else:
                legal = env.legal_actions()
            env.step(legal[int(rng.random() * len(legal))])
            done += 1
        return time.process_time() - start

    return run


def open_spiel_steps(name: str, *, observe: bool) -> Contender:
    import pyspiel

    game = pyspiel.load_game(name)
    kind = game.get_type()
    tensor = "observation_tensor" if kind.provides_observation_tensor else None
    if tensor is None and kind.provides_information_state_tensor:
        tensor = "information_state_tensor"

    def run(steps: int, rng: random.Random) -> float:
        start = time.process_time()
        done = 0
        state = game.new_initial_state()
        while done < steps:
            if state.is_terminal():
                state = game.new_initial_state()
                continue
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
                continue
            if observe and tensor is not None:
                getattr(state, tensor)(state.current_player())
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
            done += 1
        return time.process_time() - start

    return run


def rlcard_steps(*, observe: bool) -> Contender:
    import rlcard

    env = rlcard.make("gin-rummy", config={"seed": 1})

    def run_env(steps: int, rng: random.Random) -> float:
        start = time.process_time()
        done = 0
        state, _ = env.reset()
        while done < steps:
            if env.is_over():
                state, _ = env.reset()
                continue
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[int(rng.random() * len(legal))])
            done += 1
        return time.process_time() - start

    def run_game(steps: int, rng: random.Random) -> float:
        game = env.game
        start = time.process_time()
        done = 0
        game.init_game()
        while done < steps:
            if game.is_over():
                game.init_game()
                continue
            legal = game.judge.get_legal_actions()
            game.step(legal[int(rng.random() * len(legal))])
            done += 1
        return time.process_time() - start

    return run_env if observe else run_game


def contenders(observe: bool) -> dict[str, Contender]:
    found: dict[str, Contender] = {
        "Piquet (salon, PettingZoo AEC)": salon_steps(piquet_v0.raw_env, observe=observe),
        "Écarté (salon, PettingZoo AEC)": salon_steps(ecarte_v0.raw_env, observe=observe),
    }
    try:
        found["Skat (OpenSpiel, C++)"] = open_spiel_steps("skat", observe=observe)
        found["Euchre (OpenSpiel, C++)"] = open_spiel_steps("euchre", observe=observe)
    except ImportError as error:
        print(f"OpenSpiel left out: {error}", file=sys.stderr)
    try:
        found["Gin Rummy (RLCard)"] = rlcard_steps(observe=observe)
    except ImportError as error:
        print(f"RLCard left out: {error}", file=sys.stderr)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=20000, help="steps in each round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.steps < 1 or args.rounds < 1:
        parser.error("--steps and --rounds must be at least 1")
    rng = random.Random(args.seed)
    load = ", ".join(f"{figure:.1f}" for figure in os.getloadavg())
    print(
        f"{args.rounds} rounds of {args.steps:,} random-play steps per contender on one core "
        f"({os.cpu_count()} on the machine, load average {load}); "
        "median steps per CPU second (slowest, fastest)"
    )
    for observe in (False, True):
        table = contenders(observe)
        rates: dict[str, list[float]] = {name: [] for name in table}
        for run in table.values():
            run(min(args.steps, 2000), rng)  # warm-up
        for _ in range(args.rounds):
            for name, run in table.items():
                rates[name].append(args.steps / run(args.steps, rng))
        print("with observations:" if observe else "without observations:")
        for name, found in rates.items():
            print(
                f"  {name:32} {statistics.median(found):>9,.0f}  "
                f"({min(found):,.0f}, {max(found):,.0f})"
            )


if __name__ == "__main__":
    main()
