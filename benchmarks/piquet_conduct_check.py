"""How often the true lie of the cards weighs more, by the adversary's conduct, than the lies
drawn by their agreement with the view alone: at every moment of the play after the first
trick, the true deal's weight against the mean of ``--draws`` drawn deals.

    scripts/run python benchmarks/piquet_conduct_check.py --player thumb --deals 30

``--model thumb`` reads the conduct by the rules of thumb's own model rather than the strong
player's (:mod:`salon.agents.piquet.adversary`).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics

from salon.agents.piquet.adversary import AS_STRONG, AS_THUMB
from salon.agents.piquet.inference import HiddenDeal, Knowledge
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="thumb")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--draws", type=int, default=20)
    parser.add_argument("--model", choices=("strong", "thumb"), default="strong")
    args = parser.parse_args()
    model = AS_THUMB if args.model == "thumb" else AS_STRONG
    truths, drawn = [], []
    for seed in range(args.deals):
        rng = random.Random(seed)
        deal = Deal()
        seats = (make_agent(args.player, seed), make_agent(args.player, seed + 1))
        for seat in turns(deal, rng):
            view = deal.view(Role(seat))
            if view.phase is Phase.PLAY and view.tricks:
                knowledge = Knowledge.from_view(view)
                other = deal.view(view.role.other)
                theirs = frozenset(other.hand) - knowledge.opponent_known
                # His true discard too: his leads are read against what he knows is out.
                discard = frozenset(other.discard) & set(knowledge.unseen)
                truth = HiddenDeal(theirs, discard, frozenset())
                truths.append(knowledge.conduct_likelihood(truth, model))
                deals = [knowledge.sample(rng) for _ in range(args.draws)]
                weights = [knowledge.conduct_likelihood(d, model) for d in deals if d is not None]
                drawn.append(statistics.fmean(weights))
            deal.apply(seats[seat].choose(view, view.legal))
    above = sum(t > d for t, d in zip(truths, drawn, strict=True))
    print(
        f"{args.player}, {args.deals} deals, read as {args.model}: the true deal weighs more "
        f"than the mean drawn one at {above} of {len(truths)} moments "
        f"({above / len(truths):.0%}); mean log weight "
        f"{statistics.fmean(map(math.log, truths)):.2f} against "
        f"{statistics.fmean(map(math.log, drawn)):.2f}"
    )


if __name__ == "__main__":
    main()
