"""How long a computer player takes to decide, on one core.

uv run python benchmarks/bench_agents.py --player strong --parties 2 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from salon.engine import CHANCE
from salon.match import make_agent
from salon.piquet.partie import Partie


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="strong")
    parser.add_argument("--opponent", default="thumb")
    parser.add_argument("--parties", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times: list[float] = []
    for number in range(args.parties):
        chance = random.Random(args.seed + number)
        seats = (make_agent(args.player, number), make_agent(args.opponent, number))
        partie = Partie()
        while not partie.is_terminal:
            actor = partie.to_act
            if actor is CHANCE:
                partie.apply(partie.sample_chance(chance))
                continue
            assert isinstance(actor, int)
            view = partie.view(actor)
            start = time.perf_counter()
            action = seats[actor].choose(view, view.legal)
            if actor == 0:
                times.append(time.perf_counter() - start)
            partie.apply(action)
        print(f"  partie {number + 1}/{args.parties}", file=sys.stderr)
    times.sort()
    print(
        f"{args.player}: {len(times)} decisions on one core ({os.cpu_count()} on the machine): "
        f"median {statistics.median(times) * 1000:.1f} ms, "
        f"p90 {times[int(len(times) * 0.9)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
