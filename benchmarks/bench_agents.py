"""How long a computer player takes to decide, on one core.

scripts/run python benchmarks/bench_agents.py --player strong --parties 2 --seed 1
scripts/run python benchmarks/bench_agents.py --player strong-conduct --parties 1 --seed 1 --cpu
scripts/run python benchmarks/bench_agents.py --game ecarte --player strong --parties 20 --seed 1
scripts/run python benchmarks/bench_agents.py --game ecarte --player strong --parties 100 --discards
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from salon.agents.base import Agent
from salon.ecarte.actions import Discard
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.match import GAMES, make_agent
from salon.piquet.actions import Exchange
from salon.piquet.partie import Partie


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="piquet")
    parser.add_argument("--player", default="strong")
    parser.add_argument("--opponent", default="thumb")
    parser.add_argument("--parties", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--discards", action="store_true", help="time only the discards (Piquet: the exchanges)"
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time by this process's CPU time, so that a machine busy with others' work does not "
        "slow the figures",
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    times: list[float] = []
    for number in range(args.parties):
        seats = (
            make_agent(args.player, number, args.game),
            make_agent(args.opponent, number, args.game),
        )
        game = Partie() if args.game == "piquet" else EcarteGame()
        chance = random.Random(args.seed + number)
        times.extend(_first_seat_times(game, seats, chance, clock, discards=args.discards))
        print(f"  {args.game} {number + 1}/{args.parties}", file=sys.stderr)
    times.sort()
    what = "discards" if args.discards else "decisions"
    print(
        f"{args.player}: {len(times)} {what} on one core ({os.cpu_count()} on the machine): "
        f"median {statistics.median(times) * 1000:.1f} ms, "
        f"p90 {times[int(len(times) * 0.9)] * 1000:.1f} ms, "
        f"p99 {times[int(len(times) * 0.99)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
        f"{' (CPU time)' if args.cpu else ''}"
    )


def _first_seat_times(
    game: Any,
    seats: tuple[Agent, Agent],
    chance: random.Random,
    clock: Callable[[], float] = time.perf_counter,
    *,
    discards: bool = False,
) -> list[float]:
    """Play ``game`` (a Piquet partie or an Écarté game) out; the first seat's decision times,
    or only those of its discards."""
    times = []
    for actor in turns(game, chance):
        view = game.view(actor)
        start = clock()
        action = seats[actor].choose(view, view.legal)
        if actor == 0 and (not discards or isinstance(action, Discard | Exchange)):
            times.append(clock() - start)
        game.apply(action)
    return times


if __name__ == "__main__":
    main()
