"""How Écarté deals score, in the order their points are marked: the table behind the strong
player's reckoning of the game (``salon.agents.ecarte.standing.DEAL_POINTS``).

Deals are played between two players of the rules of thumb; each deal's points are listed in
the order they fall (the king turned up, the king marked, the tricks), for the elder hand and the
dealer, and the frequency of each such sequence printed. One core.

scripts/run python benchmarks/ecarte_deal_points.py --deals 200000 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
from collections import Counter

from salon.agents.ecarte.standing import points_in_order
from salon.ecarte.deal import EcarteDeal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    chance = random.Random(args.seed)
    counts = Counter(points_in_order(EcarteDeal(), chance) for _ in range(args.deals))
    print(f"# {args.deals} deals, seed {args.seed}, on one core ({os.cpu_count()} on the machine)")
    print("DEAL_POINTS = {")
    for sequence, count in counts.most_common():
        print(f"    {sequence!r}: {count / args.deals:.5f},")
    print("}")


if __name__ == "__main__":
    main()
