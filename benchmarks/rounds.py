"""Rounds of timed deals for the engine benchmarks: a warm-up, then ``--rounds`` rounds whose
rates are printed one by one, the median being the figure (a shared machine's speed wanders)."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from collections.abc import Callable

Play = Callable[[int, random.Random], tuple[int, float]]
"""Play that many deals with that generator: the actions taken and the seconds spent."""


def measure(game: str, play: Play, *, description: str, deals: int, warm_up: int) -> None:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deals", type=int, default=deals, help="deals in each round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.deals < 1 or args.rounds < 1:
        parser.error("--deals and --rounds must be at least 1")
    rng = random.Random(args.seed)
    play(min(args.deals, warm_up), rng)
    rates, actions, seconds = [], 0, 0.0
    for number in range(1, args.rounds + 1):
        done, spent = play(args.deals, rng)
        actions, seconds = actions + done, seconds + spent
        rates.append(args.deals / spent)
        print(f"  round {number}: {rates[-1]:,.0f} deals/s", file=sys.stderr)
    print(
        f"{args.rounds} rounds of {args.deals} random-play {game} deals on one core "
        f"({os.cpu_count()} on the machine): median {statistics.median(rates):,.0f} deals/s "
        f"(slowest {min(rates):,.0f}, fastest {max(rates):,.0f}), "
        f"{actions / (args.deals * args.rounds):.1f} actions a deal, "
        f"{actions / seconds:,.0f} actions/s"
    )
