"""Measures two claims of the 1902 "Hints to Players" on deals between computer players.

"Gaining the point makes an average difference of at least ten to the score", and "winning
the cards instead of losing them makes a difference of about twenty-three points". For each
deal we take elder's margin (his points less younger's) and compare the deals in which elder
gained the point with those in which younger did, and likewise for the cards.

    uv run python benchmarks/seed_claims.py --deals 3000 --player thumb
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.combinations import Category
from salon.piquet.deal import Deal


def point_owner(deal: Deal) -> Role | None:
    """Who reckoned the point, if anyone."""
    for record in deal.calls.reckoned:
        if record.combination.category is Category.POINT:
            return record.role
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--player", default="thumb")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    by_point: dict[Role, list[int]] = {Role.ELDER: [], Role.YOUNGER: []}
    by_cards: dict[Role, list[int]] = {Role.ELDER: [], Role.YOUNGER: []}
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
        margin = deal.scores[Role.ELDER] - deal.scores[Role.YOUNGER]
        owner = point_owner(deal)
        if owner is not None:
            by_point[owner].append(margin)
        elder_tricks = deal.tricks_won[Role.ELDER]
        if elder_tricks != 6:
            by_cards[Role.ELDER if elder_tricks > 6 else Role.YOUNGER].append(margin)
        if (number + 1) % 500 == 0:
            print(f"  {number + 1}/{args.deals} deals", file=sys.stderr)
    point = statistics.fmean(by_point[Role.ELDER]) - statistics.fmean(by_point[Role.YOUNGER])
    cards = statistics.fmean(by_cards[Role.ELDER]) - statistics.fmean(by_cards[Role.YOUNGER])
    print(
        f"{args.deals} deals between {args.player} players ({os.cpu_count()} cores on the "
        f"machine): gaining the point instead of losing it: {point:+.1f} points to the "
        f"score ({len(by_point[Role.ELDER])} deals won by elder, "
        f"{len(by_point[Role.YOUNGER])} by younger); winning the cards instead of losing "
        f"them: {cards:+.1f} ({len(by_cards[Role.ELDER])} and {len(by_cards[Role.YOUNGER])})"
    )


if __name__ == "__main__":
    main()
