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
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from salon.agents.base import Agent, RandomAgent
from salon.agents.ecarte_players import EcarteStrong
from salon.agents.ecarte_thumb import EcarteRulesOfThumb
from salon.agents.piquet_strong import PiquetStrong
from salon.agents.piquet_thumb import PiquetRulesOfThumb
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.engine import turns
from salon.piquet.partie import Partie
from salon.piquet.rules import PiquetRules

GAMES = ("piquet", "ecarte")

AGENTS: dict[str, dict[str, Callable[[int], Agent]]] = {
    "piquet": {
        "random": lambda seed: RandomAgent(seed),
        "thumb": lambda seed: PiquetRulesOfThumb(),
        "strong": lambda seed: PiquetStrong(seed),
    },
    "ecarte": {
        "random": lambda seed: RandomAgent(seed),
        "thumb": lambda seed: EcarteRulesOfThumb(),
        "strong": lambda seed: EcarteStrong(seed),
        "strong-treatise-discard": lambda seed: EcarteStrong(seed, discard_by_search=False),
        "strong-unread-exchange": lambda seed: EcarteStrong(seed, read_exchange=False),
    },
}


POLICY_PREFIX = "policy:"
"""``policy:FILE`` names a trained policy (``salon[rl]``; see docs/bots.md)."""


def make_agent(name: str, seed: int, game: str = "piquet") -> Agent:
    players = AGENTS.get(game)
    if players is None:
        raise ValueError(f"unknown game {game!r}; choose from {', '.join(GAMES)}")
    if name.startswith(POLICY_PREFIX):
        try:
            from salon.envs.policy import PolicyAgent
        except ImportError as error:
            raise ValueError(f"{name} needs salon[rl] installed ({error})") from None
        return PolicyAgent.from_name(name, game)
    try:
        return players[name](seed)
    except KeyError:
        raise ValueError(
            f"unknown player {name!r}; choose from {', '.join(players)} or {POLICY_PREFIX}FILE"
        ) from None


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
        return (
            f"{self.first} against {self.second} at {self.game}: {self.mean:+.2f} points a "
            f"{unit} (95% interval {self.low:+.2f} to {self.high:+.2f}) over {self.pairs * 2} "
            f"{games} on {self.pairs} duplicate deals; {games} won {self.wins} "
            f"({share:.0%}), lost {self.losses}"
        )


def play_partie(seats: tuple[Agent, Agent], *, chance_seed: int, rules: PiquetRules) -> Partie:
    """A whole partie between two agents; the shuffles come from ``chance_seed`` alone."""
    partie = Partie(rules)
    _play(partie, seats, chance_seed)
    return partie


def _play(game: Any, seats: tuple[Agent, Agent], chance_seed: int) -> None:
    import random

    for actor in turns(game, random.Random(chance_seed)):
        view = game.view(actor)
        game.apply(seats[actor].choose(view, view.legal))


def _one_game(
    game: str,
    seats: tuple[Agent, Agent],
    chance_seed: int,
    rules_text: str,
    names: tuple[str, str],
) -> tuple[int, str]:
    """Seat 0's margin and the record of one partie (Piquet) or game or rubber (Écarté)."""
    from salon.replay import ecarte_record, partie_record

    if game == "ecarte":
        ecarte = EcarteGame(EcarteRules.from_text(rules_text))
        _play(ecarte, seats, chance_seed)
        margin = ecarte.game_points[0] - ecarte.game_points[1]
        return margin, ecarte_record(ecarte, names=names)
    partie = play_partie(seats, chance_seed=chance_seed, rules=PiquetRules.from_text(rules_text))
    result = partie.result
    assert result is not None
    return result.balance(0), partie_record(partie, names=names)


def play_pair(
    first: str, second: str, pair: int, seed: int, rules_text: str, game: str = "piquet"
) -> PairResult:
    chance_seed = seed * 1_000_003 + pair
    margins = []
    records = []
    for swapped in (False, True):
        a = make_agent(first, chance_seed, game)
        b = make_agent(second, chance_seed + 1, game)
        seats = (b, a) if swapped else (a, b)
        names = (second, first) if swapped else (first, second)
        margin, record = _one_game(game, seats, chance_seed, rules_text, names)
        margins.append(-margin if swapped else margin)
        records.append(record)
    return PairResult(pair, (margins[0], margins[1]), (records[0], records[1]))


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
        from salon.match_ray import connected, play_pairs

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
