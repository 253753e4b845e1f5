"""How often an Écarté hand played without proposing wins the point, the tricks played out
two ways: solved exactly (both sides seeing every card) and by the rules of thumb (neither
seeing the other's). The adversary's five cards are drawn at random from the rest of the pack.
One core.

scripts/run python benchmarks/ecarte_hand_odds.py --hand "QS JC 8C 10D 7D" --turn-up 7H --deals 2000
"""

from __future__ import annotations

import argparse
import os
import random

from salon.agents.ecarte.thumb import thumb_tricks
from salon.cards import Card, parse_cards, piquet_pack
from salon.solvers.ecarte_dd import EcartePosition, mask_of, solve


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hand", default="QS JC 8C 10D 7D", help="the non-dealer's five cards")
    parser.add_argument("--turn-up", default="7H")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        hand = parse_cards(args.hand)
        turn_up = Card.parse(args.turn_up)
    except ValueError as error:
        parser.error(str(error))
    if len(hand) != 5 or turn_up in hand:
        parser.error("give five cards, the turned-up card not among them")
    trump = turn_up.suit
    rest = [c for c in piquet_pack() if c not in hand and c != turn_up]
    rng = random.Random(args.seed)
    exact = thumb = 0
    for _ in range(args.deals):
        other = rng.sample(rest, 5)
        value, _ = solve(EcartePosition((mask_of(hand), mask_of(other)), trump))
        exact += value > 0
        thumb += thumb_tricks(hand, other, trump) >= 3
    print(
        f"{args.hand}, the {turn_up.name} turned up, over {args.deals} deals on one core "
        f"({os.cpu_count()} on the machine):"
    )
    print(f"  the point or the vole, solved exactly: {exact / args.deals:.1%}")
    print(f"  the point or the vole, by the rules of thumb: {thumb / args.deals:.1%}")


if __name__ == "__main__":
    main()
