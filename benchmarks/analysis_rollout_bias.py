"""How the quick play-out the exchange is weighed with rates elder's deal against exact play.

Deals random hands, exchanges them by the quick discard the analysis samples the adversary's
exchange with (elder taking five, younger three), counts both hands, and plays the cards out
twice: by the greedy play-out (:func:`salon.piquet.playout.roll_out`) and solved exactly with
every card seen (:mod:`salon.solvers.piquet_dd`). Prints elder's mean margin each way and the
mean difference with its 95% interval, and the core count.

    scripts/run python benchmarks/analysis_rollout_bias.py --deals 2000
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics

from salon.agents.piquet.exact import play_position
from salon.agents.piquet.exchange import quick_discard
from salon.agents.piquet.hands import count_hands
from salon.cards import piquet_pack
from salon.piquet.actions import Role
from salon.piquet.playout import roll_out
from salon.solvers.piquet_dd import solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}")
    rng = random.Random(args.seed)
    greedy: list[int] = []
    exact: list[int] = []
    for _ in range(args.deals):
        pack = list(piquet_pack())
        rng.shuffle(pack)
        elder, younger, stock = pack[:12], pack[12:24], pack[24:]
        out = quick_discard(elder, 5, elder=True)
        elder = [c for c in elder if c not in out] + stock[:5]
        out = quick_discard(younger, 3, elder=False)
        younger = [c for c in younger if c not in out] + stock[5:]
        hands = (frozenset(elder), frozenset(younger))
        state = count_hands(hands).play_state(hands)
        before = state.scores[Role.ELDER] - state.scores[Role.YOUNGER]
        value, _ = solve(play_position(state.copy()))
        exact.append(before + value)
        played = roll_out(state)
        greedy.append(played.scores[Role.ELDER] - played.scores[Role.YOUNGER])
    differences = [g - e for g, e in zip(greedy, exact, strict=True)]
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    print(
        f"{args.deals} deals: elder's margin by the greedy play-out "
        f"{statistics.fmean(greedy):+.2f}, "
        f"solved exactly {statistics.fmean(exact):+.2f}; greedy less exact {mean:+.2f} "
        f"(95% interval {mean - half:+.2f} to {mean + half:+.2f})"
    )


if __name__ == "__main__":
    main()
