"""How much better Piquet's card play could be: the strong player seeing the adversary's cards.

A player that sees the adversary's hand has nothing left to infer in the card play: it solves
each position exactly. It plays the strong player's exchange and calls, so set against the
strong player on the same seeds, pair by pair, its gain is what perfect inference with exact
search would add to the play. It is a measure, never a player: it reads a hand it must not.

    scripts/run python benchmarks/piquet_seeing_bound.py --pairs 300 \\
        --out benchmarks/results/duplicate-strong-seeing-play-2026.tsv --jobs 1 \\
        --control benchmarks/results/duplicate-strong-exact-finalists-2026.tsv

The deals, seeds and file are those of ``piquet_duplicate_deals.py``, against ``strong-2026``.
With ``--from-trick K`` the cards are seen only from the K-th trick, the strong player's play
before it: where in the play the gain lies.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from piquet_duplicate_deals import _margins, first_margin, paired_gain
from salon.agents.piquet.exact import play_position
from salon.agents.piquet.exchange import carte_blanche_holder
from salon.agents.piquet.positions import state_of
from salon.agents.piquet.strong import PiquetStrong, first_trick_state
from salon.cards import Card
from salon.match import make_agent
from salon.piquet.actions import Play, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.playout import PlayState
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import solve_all_moves

OPPONENT = "strong-2026"


class SeeingPlay:
    """The strong player, except that each card is chosen by solving the play exactly with
    the adversary's hand as it truly is (``peek``)."""

    def __init__(
        self, seed: int, peek: Callable[[Role], frozenset[Card]], from_trick: int = 1
    ) -> None:
        self.strong = PiquetStrong(seed)
        self.peek = peek
        self.from_trick = from_trick

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        plays = [a for a in legal if isinstance(a, Play)]
        if (
            not isinstance(view, DealView)
            or view.phase is not Phase.PLAY
            or len(plays) < 2
            or len(plays) != len(legal)  # a reckoning or a throw-in: the strong player's way
            or len(view.tricks) + 1 < self.from_trick
        ):
            return self.strong.choose(view, legal)
        exact = solve_all_moves(play_position(self._start(view)))
        sign = 1 if view.role is Role.ELDER else -1
        return max(plays, key=lambda p: (sign * exact[p.card], -p.card.rank))

    def _start(self, view: DealView) -> PlayState:
        theirs = set(self.peek(view.role.other))
        if view.tricks:
            return state_of(view, theirs)
        if view.lead is not None and view.leader is view.role.other:
            theirs.add(view.lead)
        mine = set(view.hand)
        hands = (mine, theirs) if view.role is Role.ELDER else (theirs, mine)
        return first_trick_state(view, hands, carte_blanche_holder(view))


def peeking(deal: Deal) -> Callable[[Role], frozenset[Card]]:
    """A look at either hand of ``deal`` as it truly is."""

    def peek(role: Role) -> frozenset[Card]:
        return frozenset(deal.view(role).hand)

    return peek


def play_pair(seed: int, pair: int, from_trick: int = 1) -> tuple[int, int, int]:
    """The seeing player's margin as elder, then as younger, on one shuffle: the same agents
    and chance as ``piquet_duplicate_deals.play_pair``."""
    margins = []
    for first_is_elder in (True, False):
        deal = Deal()
        agents = (
            SeeingPlay(seed + pair, peeking(deal), from_trick),
            make_agent(OPPONENT, seed + pair + 1),
        )
        margins.append(first_margin(deal, agents, first_is_elder, seed, pair))
    return pair, margins[0], margins[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--control", type=Path, required=True, help="strong against strong-2026")
    parser.add_argument(
        "--from-trick",
        type=int,
        default=1,
        help="the first trick in which the cards are seen (before it, the strong player's play)",
    )
    args = parser.parse_args()
    done = _margins(args.out)
    todo = [pair for pair in range(args.pairs) if pair not in done]
    with args.out.open("a", encoding="utf-8") as out, ProcessPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(play_pair, args.seed, p, args.from_trick) for p in todo]
        for number, job in enumerate(jobs, 1):
            pair, first, second = job.result()
            out.write(f"{pair}\t{first}\t{second}\n")
            out.flush()
            print(f"  pair {number}/{len(todo)}", file=sys.stderr)
    margins = {p: m for p, m in _margins(args.out).items() if p < args.pairs}
    gain, low, high, count = paired_gain(margins, _margins(args.control))
    print(
        f"the strong player seeing the cards from trick {args.from_trick}, over the strong "
        f"player on the same seeds: {gain:+.2f} points a deal ({low:+.2f} to {high:+.2f}, "
        f"95%) over {count} pairs against {OPPONENT}; "
        f"{args.jobs} processes on {os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
