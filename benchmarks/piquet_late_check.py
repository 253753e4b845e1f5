"""How much reading the adversary's late cards by best play sharpens the lie of the cards: at
every moment of the play where he has played a card late (:mod:`salon.agents.piquet.solved_play`),
the chance that a deal drawn by its agreement with the view alone gives him his true hand,
against the same chance when the drawn deals are weighed by his late cards.

    scripts/run python benchmarks/piquet_late_check.py --player strong --deals 20
"""

from __future__ import annotations

import argparse
import random
import statistics

from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.solved_play import SOLVED_FROM
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="strong")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--draws", type=int, default=40)
    parser.add_argument(
        "--late-hand",
        type=int,
        default=SOLVED_FROM,
        help="his cards played with this many or fewer in his hand are read",
    )
    parser.add_argument(
        "--seed", type=int, default=1000, help="the first deal's seed (the fit used 0 to 39)"
    )
    args = parser.parse_args()
    alike, weighed = [], []
    for seed in range(args.seed, args.seed + args.deals):
        rng = random.Random(seed)
        deal = Deal()
        seats = (make_agent(args.player, seed), make_agent(args.player, seed + 1))
        for seat in turns(deal, rng):
            view = deal.view(Role(seat))
            knowledge = Knowledge.from_view(view) if view.phase is Phase.PLAY else None
            late = knowledge is not None and any(c.held <= args.late_hand for c in knowledge.late)
            if knowledge is not None and late:
                theirs = frozenset(deal.view(view.role.other).hand) - knowledge.opponent_known
                drawn = [d for d in (knowledge.sample(rng) for _ in range(args.draws)) if d]
                weights = [knowledge.late_likelihood(d, args.late_hand) for d in drawn]
                true = [d.opponent_hand == theirs for d in drawn]
                alike.append(statistics.fmean(true))
                total = sum(weights)
                if total > 0:
                    weighed.append(sum(w for w, t in zip(weights, true, strict=True) if t) / total)
                else:
                    weighed.append(alike[-1])
            deal.apply(seats[seat].choose(view, view.legal))
    print(
        f"{args.player}, {args.deals} deals, {len(alike)} moments with late cards to read: a "
        f"deal drawn gives him his true hand with chance {statistics.fmean(alike):.3f} by "
        f"agreement alone, {statistics.fmean(weighed):.3f} weighed by his late cards"
    )


if __name__ == "__main__":
    main()
