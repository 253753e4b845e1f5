"""What the strong Écarté player's searched discard gains over the treatise's where they differ.

Games are played between the strong player (with the treatise's discard) and the rules of
thumb; at each of the strong player's discards the search is asked too, and where it chooses
otherwise both discards are played out from the true position many times (the stock shuffled
alike for both; the strong player, with the treatise's discard, against the rules of thumb), the
difference of the deal's points counted. One core.

scripts/run python benchmarks/ecarte_discards.py --games 100 --rollouts 16 --seed 1
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
from collections.abc import Iterator

from salon.agents.ecarte.discard import MARGIN, search_discard
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb, thumb_discard
from salon.cards import Card
from salon.ecarte.actions import Discard
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.game import EcarteGame
from salon.engine import turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rollouts", type=int, default=16)
    parser.add_argument("--samples", type=int, default=60, help="the search's samples")
    parser.add_argument(
        "--margin", type=float, default=MARGIN, help="standard errors a discard must gain by"
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    discards, gains = 0, []
    for number in range(args.games):
        seed = args.seed * 100_003 + number
        for deal, hand, treatise, searched in _differing_discards(seed, args.samples, args.margin):
            discards += 1
            if searched is None:
                continue
            gain = statistics.fmean(
                _points(deal, searched, r) - _points(deal, treatise, r)
                for r in range(args.rollouts)
            )
            gains.append(gain)
            print(
                f"  {' '.join(map(str, hand))}: {_cards(treatise)} or {_cards(searched)}: "
                f"{gain:+.2f}"
            )
    mean = statistics.fmean(gains) if gains else 0.0
    error = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
    print(
        f"{discards} discards, {len(gains)} differ from the treatise's; where they differ the "
        f"search gains {mean:+.3f} points a deal (standard error {error:.3f}); "
        f"one core ({os.cpu_count()} on the machine)"
    )


Hand = tuple[Card, ...]


def _differing_discards(
    seed: int, samples: int, margin: float
) -> Iterator[tuple[EcarteDeal, Hand, Hand, Hand | None]]:
    """Each of the strong player's discards in one game: the deal, the hand, the treatise's
    discard and the searched one (None when they agree)."""
    game = EcarteGame()
    seats = (EcarteStrong(seed, discard_by_search=False), EcarteRulesOfThumb())
    search = random.Random(seed)
    for actor in turns(game, random.Random(seed)):
        view = game.view(actor)
        deal = view.deal
        if actor == 0 and deal is not None and deal.discard_limit:
            assert deal.trump is not None and game.deal is not None
            treatise = thumb_discard(deal.hand, deal.trump, deal.discard_limit)
            searched = search_discard(deal, search, samples, margin=margin)
            differ = set(searched) != set(treatise)
            yield game.deal, deal.hand, treatise, searched if differ else None
        game.apply(seats[actor].choose(view, view.legal))


def _points(deal: EcarteDeal, discard: tuple[Card, ...], seed: int) -> int:
    """Seat 0's points less seat 1's for the rest of the deal after ``discard``."""
    deal = deal.copy()
    random.Random(seed).shuffle(deal.stock)
    deal.apply(Discard(discard))
    seats = (EcarteStrong(seed, discard_by_search=False), EcarteRulesOfThumb())
    before = deal.points[0] - deal.points[1]
    for actor in turns(deal, random.Random(seed)):  # no chance step is left in the deal
        view = deal.view(actor)
        deal.apply(seats[actor].choose(view, view.legal))
    return deal.points[0] - deal.points[1] - before


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


if __name__ == "__main__":
    main()
