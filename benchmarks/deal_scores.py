"""The spread of one deal's points for each hand, which the strong player's partie objective uses.

Plays whole deals between two computer players and prints the mean and standard deviation of
elder's and younger's points and their correlation: the figures behind
``salon.agents.piquet.utility.DEAL_SCORES``.

    scripts/run python benchmarks/deal_scores.py --deals 2000 --player thumb
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys

from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--player", default="thumb")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    elder: list[int] = []
    younger: list[int] = []
    for number in range(args.deals):
        seats = (make_agent(args.player, number), make_agent(args.player, number + 1))
        deal = Deal()
        while not deal.is_terminal:
            actor = deal.to_act
            if not isinstance(actor, Role):
                deal.apply(deal.sample_chance(rng))
                continue
            view = deal.view(actor)
            deal.apply(seats[actor].choose(view, view.legal))
        elder.append(deal.scores[Role.ELDER])
        younger.append(deal.scores[Role.YOUNGER])
        if (number + 1) % 250 == 0:
            print(f"  {number + 1}/{args.deals} deals", file=sys.stderr)
    print(f"{args.deals} deals, {args.player} against {args.player}:")
    print(f"  elder:   mean {statistics.fmean(elder):.2f}, sd {statistics.stdev(elder):.2f}")
    print(f"  younger: mean {statistics.fmean(younger):.2f}, sd {statistics.stdev(younger):.2f}")
    print(f"  correlation {statistics.correlation(elder, younger):+.3f}")


if __name__ == "__main__":
    main()
