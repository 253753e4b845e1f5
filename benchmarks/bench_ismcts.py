"""OpenSpiel's information-set Monte Carlo tree search playing Écarté against salon's players.

The search (``open_spiel.python.algorithms.ismcts``) runs on the game registered by
``salon.envs.openspiel``; at each of its turns it draws worlds with the state's
``resample_from_infostate`` and evaluates leaves by rollouts that play on (uniform among the
legal actions other than throwing down, which random rollouts would choose far too often).
Deals are played in duplicate pairs: each shuffle twice, the seats exchanged. The figure is the
search's mean points a deal, the adversary's taken off, with the 95% interval over pairs; the
time is the process's CPU time (``time.process_time``), like every speed figure of salon's, so
that other work on the machine does not count.

    uv run python benchmarks/bench_ismcts.py --pairs 20 --simulations 100 --opponents random thumb
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from salon.envs import ecarte_actions
from salon.envs import openspiel as registered
from salon.match import make_agent

THROWS = range(ecarte_actions.THROW.offset, ecarte_actions.THROW.stop)


class PlayOnRollouts(mcts.RandomRolloutEvaluator):  # type: ignore[misc]
    """Random rollouts that throw down only when nothing else is open."""

    def evaluate(self, state: Any) -> Any:
        total = np.zeros(2)
        for _ in range(self.n_rollouts):
            working = state.clone()
            while not working.is_terminal():
                legal = working.legal_actions()
                playing = [a for a in legal if a not in THROWS] or legal
                working.apply_action(playing[self._random_state.randint(len(playing))])
            total += working.returns()
        return total / self.n_rollouts


def play_deal(game: Any, bot: Any, opponent: Any, searcher: int, chance_seed: int) -> float:
    """The searcher's points less the opponent's in one deal dealt from ``chance_seed``."""
    chance = random.Random(chance_seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(chance.random() * len(outcomes))][0])
        elif state.current_player() == searcher:
            state.apply_action(bot.step(state))
        else:
            view = state.table.view(state.current_player())
            state.apply_action(state.table.index_of(opponent.choose(view, view.legal)))
    return float(state.returns()[searcher])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=20, help="duplicate pairs of deals")
    parser.add_argument("--simulations", type=int, default=100, help="searches a move")
    parser.add_argument("--rollouts", type=int, default=2, help="rollouts a leaf")
    parser.add_argument("--opponents", nargs="+", default=["random", "thumb"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.pairs < 2 or args.simulations < 1 or args.rollouts < 1:
        parser.error("--pairs must be at least 2, --simulations and --rollouts at least 1")
    game = pyspiel.load_game(registered.ECARTE.short_name)
    load = ", ".join(f"{figure:.1f}" for figure in os.getloadavg())
    print(
        f"ISMCTS ({args.simulations} simulations a move, {args.rollouts} play-on rollouts a "
        f"leaf) at Écarté, {args.pairs} duplicate pairs of deals, one core "
        f"({os.cpu_count()} on the machine, load average {load})"
    )
    for name in args.opponents:
        randomness = np.random.RandomState(args.seed)
        bot = ismcts.ISMCTSBot(
            game,
            PlayOnRollouts(args.rollouts, randomness),
            uct_c=2.0,
            max_simulations=args.simulations,
            random_state=randomness,
        )
        margins = []
        start = time.process_time()
        for pair in range(args.pairs):
            seed = args.seed * 1_000_003 + pair
            pair_points = [
                play_deal(game, bot, make_agent(name, seed, "ecarte"), searcher, seed)
                for searcher in (0, 1)
            ]
            margins.append(sum(pair_points) / 2)
        mean = statistics.fmean(margins)
        half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
        seconds = time.process_time() - start
        print(
            f"  against {name}: {mean:+.2f} points a deal (95% interval {mean - half:+.2f} to "
            f"{mean + half:+.2f}), {seconds / (2 * args.pairs):.1f} CPU s a deal"
        )


if __name__ == "__main__":
    main()
