"""The exchanges a computer player makes, written down to fit the model of an adversary's exchange.

Plays whole deals between two players and writes one line per exchange: the hand (elder or
younger), how many cards it might take, the twelve cards dealt to it and the cards it put out.
The model of :mod:`salon.agents.piquet.likelihood` is fitted to these lines
(``benchmarks/piquet_exchange_fit.py``). Resumable: lines already written are kept and the
deals go on from the next number.

    scripts/run python benchmarks/piquet_exchange_choices.py --player strong --deals 300 \
        --out benchmarks/results/exchanges-strong.tsv
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from salon.cards import Card, format_cards
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Exchange, Role
from salon.piquet.deal import Deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="strong")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    done = _deals_done(args.out)
    with args.out.open("a", encoding="utf-8") as out:
        if done == 0:
            out.write("deal\thand\tlimit\tdealt\tdiscard\n")
        for number in range(done, args.deals):
            for role, limit, dealt, discard in _exchanges(args.player, args.seed, number):
                out.write(
                    f"{number}\t{role.name.lower()}\t{limit}\t"
                    f"{format_cards(dealt)}\t{format_cards(discard)}\n"
                )
            out.flush()
            print(f"  deal {number + 1}/{args.deals}", file=sys.stderr)


def _deals_done(path: Path) -> int:
    if not path.exists():
        return 0
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    return 1 + max((int(line.split("\t", 1)[0]) for line in lines), default=-1)


def _exchanges(
    player: str, seed: int, number: int
) -> list[tuple[Role, int, tuple[Card, ...], tuple[Card, ...]]]:
    rng = random.Random(seed * 1_000_003 + number)
    seats = (make_agent(player, number), make_agent(player, number + 1))
    deal = Deal()
    found: list[tuple[Role, int, tuple[Card, ...], tuple[Card, ...]]] = []
    for seat in turns(deal, rng):
        actor = Role(seat)
        view = deal.view(actor)
        action = seats[actor].choose(view, view.legal)
        if isinstance(action, Exchange):
            found.append((actor, view.exchange_limit, tuple(view.dealt), tuple(action.discard)))
            if actor is Role.YOUNGER:
                return found
        deal.apply(action)
    return found


if __name__ == "__main__":
    main()
