"""Fit the model of an adversary's exchange to a player's exchanges, by maximum likelihood.

Reads the lines of ``benchmarks/piquet_exchange_choices.py`` and, for elder and younger apart,
searches a grid for the sharpness of the discard and the keep cost and sharpness of the count;
prints the values to put in :mod:`salon.agents.piquet.likelihood` and how much better than
chance they predict (mean log-likelihood per exchange, against every discard alike).

    scripts/run python benchmarks/piquet_exchange_fit.py benchmarks/results/exchanges-strong.tsv
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from salon.agents.piquet.likelihood import ExchangeModel
from salon.cards import Card, parse_cards

Exchange = tuple[int, tuple[Card, ...], tuple[Card, ...]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", type=Path)
    args = parser.parse_args()
    by_hand: dict[str, list[Exchange]] = {"elder": [], "younger": []}
    for line in args.lines.read_text(encoding="utf-8").splitlines()[1:]:
        _, hand, limit, dealt, discard = line.split("\t")
        by_hand[hand].append((int(limit), parse_cards(dealt), parse_cards(discard)))
    for hand, exchanges in by_hand.items():
        elder = hand == "elder"
        sharp = max(
            (s / 10 for s in range(0, 41)),
            key=lambda s: _discard_log(ExchangeModel(elder, s, 0.0, 0.0), exchanges),
        )
        cost, count_sharp = max(
            ((c / 2, g / 10) for c in range(0, 41) for g in range(0, 31)),
            key=lambda cg: _count_log(ExchangeModel(elder, sharp, cg[0], cg[1]), exchanges),
        )
        model = ExchangeModel(elder, sharp, cost, count_sharp)
        chance = sum(
            -math.log(math.comb(12, len(d))) - math.log(limit) for limit, _, d in exchanges
        )
        fitted = _discard_log(model, exchanges) + _count_log(model, exchanges)
        print(
            f"{hand}: {len(exchanges)} exchanges; sharpness={sharp:.1f}, keep_cost={cost:.1f}, "
            f"count_sharpness={count_sharp:.1f}; log-likelihood per exchange "
            f"{fitted / len(exchanges):.2f} against {chance / len(exchanges):.2f} by chance"
        )


def _discard_log(model: ExchangeModel, exchanges: list[Exchange]) -> float:
    return sum(math.log(model.discard_likelihood(dealt, d)) for _, dealt, d in exchanges)


def _count_log(model: ExchangeModel, exchanges: list[Exchange]) -> float:
    return sum(
        math.log(model.count_likelihood(dealt, len(d), limit)) for limit, dealt, d in exchanges
    )


if __name__ == "__main__":
    main()
