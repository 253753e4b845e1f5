"""Matches between computer players on duplicate deals.

Each pair of parties is played from the same cards twice, the players changing seats, so that
the luck of the deal cancels: the shuffles come from a generator of their own, seeded by the
pair, and the players' choices never disturb it. The margin of a pair is the mean of the two
parties' settlements, seen from the first player; pairs are independent, so the 95% interval
is the mean's normal interval over pairs.
"""

from __future__ import annotations

import math
import os
import statistics
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from salon.agents.base import Agent, RandomAgent
from salon.agents.piquet_strong import PiquetStrong
from salon.agents.piquet_thumb import PiquetRulesOfThumb
from salon.engine import CHANCE
from salon.piquet.partie import Partie
from salon.piquet.rules import PiquetRules

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": lambda seed: RandomAgent(seed),
    "thumb": lambda seed: PiquetRulesOfThumb(),
    "strong": lambda seed: PiquetStrong(seed),
}


def make_agent(name: str, seed: int) -> Agent:
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(AGENTS)}") from None


@dataclass(frozen=True, slots=True)
class PairResult:
    """The two parties of one duplicate pair, from the first player's side."""

    pair: int
    margins: tuple[int, int]
    records: tuple[str, str]

    @property
    def margin(self) -> float:
        return sum(self.margins) / 2


@dataclass(frozen=True, slots=True)
class MatchReport:
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
        return (
            f"{self.first} against {self.second}: {self.mean:+.1f} points a partie "
            f"(95% interval {self.low:+.1f} to {self.high:+.1f}) over {self.pairs * 2} parties "
            f"on {self.pairs} duplicate deals; parties won {self.wins}, lost {self.losses}"
        )


def play_partie(seats: tuple[Agent, Agent], *, chance_seed: int, rules: PiquetRules) -> Partie:
    """A whole partie between two agents; the shuffles come from ``chance_seed`` alone."""
    import random

    chance = random.Random(chance_seed)
    partie = Partie(rules)
    while not partie.is_terminal:
        actor = partie.to_act
        if actor is CHANCE:
            partie.apply(partie.sample_chance(chance))
            continue
        assert isinstance(actor, int)
        view = partie.view(actor)
        partie.apply(seats[actor].choose(view, view.legal))
    return partie


def play_pair(first: str, second: str, pair: int, seed: int, rules_text: str) -> PairResult:
    from salon.replay import partie_record

    rules = PiquetRules.from_text(rules_text)
    chance_seed = seed * 1_000_003 + pair
    margins = []
    records = []
    for swapped in (False, True):
        a = make_agent(first, chance_seed)
        b = make_agent(second, chance_seed + 1)
        seats = (b, a) if swapped else (a, b)
        partie = play_partie(seats, chance_seed=chance_seed, rules=rules)
        result = partie.result
        assert result is not None
        first_seat = 1 if swapped else 0
        won = 0 if result.winner is None else result.points_won
        margins.append(won if result.winner == first_seat else -won)
        names = (second, first) if swapped else (first, second)
        records.append(partie_record(partie, names=names))
    return PairResult(pair, (margins[0], margins[1]), (records[0], records[1]))


def summarise(first: str, second: str, results: list[PairResult]) -> MatchReport:
    pair_margins = [r.margin for r in results]
    mean = statistics.fmean(pair_margins)
    spread = statistics.stdev(pair_margins) if len(pair_margins) > 1 else math.inf
    half = 1.96 * spread / math.sqrt(len(pair_margins))
    parties = [m for r in results for m in r.margins]
    return MatchReport(
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
    rules: PiquetRules | None = None,
    jobs: int | None = None,
    records: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> MatchReport:
    """Play ``pairs`` duplicate pairs of parties on ``jobs`` processes (default: every core)."""
    for name in (first, second):
        make_agent(name, 0)
    rules_text = (rules or PiquetRules()).to_text()
    jobs = jobs or os.cpu_count() or 1
    results: list[PairResult] = []
    args = [(first, second, pair, seed, rules_text) for pair in range(pairs)]
    if jobs == 1:
        outcomes: Any = (play_pair(*arg) for arg in args)
        pool = None
    else:
        pool = ProcessPoolExecutor(max_workers=jobs)
        outcomes = pool.map(play_pair, *zip(*args, strict=True))
    try:
        for result in outcomes:
            results.append(result)
            if records is not None:
                _save(records, result, first, second)
            if progress is not None:
                progress(len(results), pairs)
    finally:
        if pool is not None:
            pool.shutdown()
    return summarise(first, second, results)


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
