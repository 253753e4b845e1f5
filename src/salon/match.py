"""Matches between computer players on duplicate deals.

Each pair of parties is played from the same cards twice, the players changing seats
(:mod:`salon.pairs`), on this machine's processes or as tasks of a Ray cluster
(:mod:`salon.match_ray`): the match, above both, chooses where. The margin of a pair is the
mean of the two parties' settlements, seen from the first player; pairs are independent, so
the 95% interval is the mean's normal interval over pairs.
"""

from __future__ import annotations

import math
import os
import statistics
import sys
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from salon.ecarte.rules import EcarteRules
from salon.match_ray import connected, play_pairs
from salon.pairs import AGENTS as AGENTS
from salon.pairs import GAMES as GAMES
from salon.pairs import PairResult as PairResult
from salon.pairs import make_agent as make_agent
from salon.pairs import play_pair as play_pair
from salon.pairs import play_partie as play_partie
from salon.piquet.rules import PiquetRules


@dataclass(frozen=True, slots=True)
class MatchReport:
    game: str
    first: str
    second: str
    pairs: int
    mean: float
    low: float
    high: float
    wins: int
    losses: int

    @property
    def words(self) -> str:
        unit = "game" if self.game == "ecarte" else "partie"
        games = "games" if self.game == "ecarte" else "parties"
        share = self.wins / (self.pairs * 2)
        interval = (
            f"95% interval {self.low:+.2f} to {self.high:+.2f}"
            if math.isfinite(self.low)
            else "one pair gives no interval: play four or more"
        )
        return (
            f"{self.first} against {self.second} at {self.game}: {self.mean:+.2f} points a "
            f"{unit} ({interval}) over {self.pairs * 2} "
            f"{games} on {self.pairs} duplicate deals; {games} won {self.wins} "
            f"({share:.0%}), lost {self.losses}"
        )


def summarise(
    first: str, second: str, results: list[PairResult], game: str = "piquet"
) -> MatchReport:
    pair_margins = [r.margin for r in results]
    mean = statistics.fmean(pair_margins)
    spread = statistics.stdev(pair_margins) if len(pair_margins) > 1 else math.inf
    half = 1.96 * spread / math.sqrt(len(pair_margins))
    parties = [m for r in results for m in r.margins]
    return MatchReport(
        game,
        first,
        second,
        len(results),
        mean,
        mean - half,
        mean + half,
        sum(1 for m in parties if m > 0),
        sum(1 for m in parties if m < 0),
    )


def run_match(
    first: str,
    second: str,
    *,
    pairs: int,
    seed: int = 1,
    rules: PiquetRules | EcarteRules | None = None,
    jobs: int | None = None,
    records: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
    game: str = "piquet",
    ray: str | None = None,
) -> MatchReport:
    """Play ``pairs`` duplicate pairs of parties on ``jobs`` processes (default: every core),
    or as tasks of the Ray cluster at ``ray`` (see :mod:`salon.match_ray`; there ``jobs``
    bounds the pairs played at once)."""
    for name in (first, second):
        make_agent(name, 0, game)
    if rules is None:
        rules = EcarteRules() if game == "ecarte" else PiquetRules()
    rules_text = rules.to_text()
    args = [(first, second, pair, seed, rules_text, game) for pair in range(pairs)]
    results: list[PairResult] = []

    def collect(outcomes: Iterable[PairResult]) -> None:
        for result in outcomes:
            results.append(result)
            if records is not None:
                _save(records, result, first, second)
            if progress is not None:
                progress(len(results), pairs)

    if ray is not None:
        with connected(ray, cpus=jobs) as cluster:
            collect(play_pairs(cluster, args, in_flight=jobs))
    elif (jobs or os.cpu_count() or 1) == 1:
        collect(play_pair(*arg) for arg in args)
    else:
        with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
            collect(pool.map(play_pair, *zip(*args, strict=True)))
    # Tasks finish in any order; the report is the same whichever order they came in.
    results.sort(key=lambda result: result.pair)
    return summarise(first, second, results, game)


def _save(directory: Path, result: PairResult, first: str, second: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for side, text in zip(("a", "b"), result.records, strict=True):
        name = f"pair{result.pair:04d}{side}-{first}-{second}.txt"
        (directory / name).write_text(text, encoding="utf-8")


def text_progress(done: int, total: int) -> None:
    """A progress bar on standard error."""
    width = 30
    filled = width * done // total
    bar = "#" * filled + "-" * (width - filled)
    end = "\n" if done == total else ""
    print(f"\r[{bar}] {done}/{total} pairs", end=end, file=sys.stderr, flush=True)
