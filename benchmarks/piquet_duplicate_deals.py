"""Two Piquet players on duplicate deals played alone: the points a deal one gains on the other.

Each deal is dealt twice from the same shuffle, the players changing hands, so that the luck of
the cards cancels; the figure is the mean margin a deal of the first player over the second,
with its 95% interval over the pairs. Runs in parts: each pair's margins are written to
``--out`` as they come, and a second run goes on from where the first stopped.

    scripts/run python benchmarks/piquet_duplicate_deals.py strong-reading strong --pairs 300 \
        --out benchmarks/results/duplicate-strong-reading.tsv --jobs 2
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument(
        "--control",
        type=Path,
        help="the results of a control match on the same seeds (e.g. strong against "
        "strong-2026): the first player's gain over the control's first player, pair by pair",
    )
    args = parser.parse_args()
    done = _margins(args.out)
    todo = [pair for pair in range(args.pairs) if pair not in done]
    with args.out.open("a", encoding="utf-8") as out, ProcessPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(play_pair, args.first, args.second, args.seed, p) for p in todo]
        for number, job in enumerate(jobs, 1):
            pair, first, second = job.result()
            out.write(f"{pair}\t{first}\t{second}\n")
            out.flush()
            print(f"  pair {number}/{len(todo)}", file=sys.stderr)
    margins = [sum(m) / 2 for p, m in _margins(args.out).items() if p < args.pairs]
    mean = statistics.fmean(margins)
    spread = statistics.stdev(margins) if len(margins) > 1 else math.inf
    half = 1.96 * spread / math.sqrt(len(margins))
    print(
        f"{args.first} against {args.second}: {mean:+.2f} points a deal "
        f"({mean - half:+.2f} to {mean + half:+.2f}, 95%) over {len(margins)} duplicate pairs "
        f"of deals played alone; {args.jobs} processes on {os.cpu_count()} cores"
    )
    if args.control is not None:
        gain, low, high, count = paired_gain(_margins(args.out), _margins(args.control))
        print(
            f"{args.first} over the control's first player on the same seeds: {gain:+.2f} "
            f"points a deal ({low:+.2f} to {high:+.2f}, 95%) over {count} pairs"
        )


def paired_gain(
    margins: dict[int, tuple[int, int]], control: dict[int, tuple[int, int]]
) -> tuple[float, float, float, int]:
    """The mean gain a deal of ``margins`` over ``control`` on the pairs both played, with
    its 95% interval. The players draw their samples from the pair's seeds, so on the same
    seeds a player and its variant make the same choices wherever the variant changes
    nothing: the difference pair by pair cancels the luck of the samples as the duplicate
    deals cancel the luck of the cards.

    >>> paired_gain({0: (4, 2), 1: (0, 0)}, {0: (2, 2), 1: (0, 0), 2: (9, 9)})
    (0.5, -0.48, 1.48, 2)
    """
    common = sorted(set(margins) & set(control))
    gains = [(sum(margins[p]) - sum(control[p])) / 2 for p in common]
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    return mean, round(mean - half, 2), round(mean + half, 2), len(common)


def _margins(path: Path) -> dict[int, tuple[int, int]]:
    if not path.exists():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        pair, first, second = line.split("\t")
        found[int(pair)] = (int(first), int(second))
    return found


def play_pair(first: str, second: str, seed: int, pair: int) -> tuple[int, int, int]:
    """The first player's margin as elder, then as younger, on one shuffle."""
    margins = []
    for first_is_elder in (True, False):
        agents = (make_agent(first, seed + pair), make_agent(second, seed + pair + 1))
        margins.append(first_margin(Deal(), agents, first_is_elder, seed, pair))
    return pair, margins[0], margins[1]


def first_margin(
    deal: Deal, agents: tuple[Any, Any], first_is_elder: bool, seed: int, pair: int
) -> int:
    """``deal`` played out by the two ``agents`` (the first elder or younger), the pair's own
    chance dealing the cards; the first agent's margin."""
    seats = agents if first_is_elder else (agents[1], agents[0])
    for seat in turns(deal, random.Random(seed * 1_000_003 + pair)):
        actor = Role(seat)
        view = deal.view(actor)
        deal.apply(seats[actor].choose(view, view.legal))
    elder, younger = deal.scores
    return elder - younger if first_is_elder else younger - elder


if __name__ == "__main__":
    main()
