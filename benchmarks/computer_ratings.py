"""Seed the computer players' Glicko-2 ratings by games between computers.

Every pair of computer players (random, thumb, strong) plays duplicate pairs of Piquet parties
and of Écarté games (``salon.pairs``: the same cards twice, seats changed). The results are
kept in a state file after every pair, so the work goes in parts: each run plays for at most
``--minutes`` and goes on where the last stopped; when every match has its pairs, the ratings
are final.

The ratings are Glicko-2's (``salon.web.players.glicko2``), found as the point where one more
rating period over all of a player's games would not move him: each player is rated again and
again from his current estimate (deviation 350) against the others' estimates, until nothing
moves. One drawn game is added between each pair of players, so that a player who won every
game keeps a finite rating. The scale is tied down by an **anchor**: the random player, who
picks any legal card, is held at 1000, five hundred below a newcomer's 1500; the people's scale
and the computers' meet only through that convention until people's games move them.

The result goes to ``src/salon/web/players/data/computer_ratings.json``, which the server reads
to seed each computer's rating (docs/players.md "The computer players"). Usage::

    nice scripts/run python benchmarks/computer_ratings.py --minutes 3
    nice scripts/run python benchmarks/computer_ratings.py --minutes 3   # goes on
    nice scripts/run python benchmarks/computer_ratings.py --forget piquet --minutes 3
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from salon.ecarte.rules import EcarteRules
from salon.pairs import play_pair
from salon.piquet.rules import PiquetRules
from salon.web.players.glicko2 import Rating, Result, rate

ROOT = Path(__file__).resolve().parents[1]
STATE = ROOT / "benchmarks" / "results" / "computer_ratings_games.json"
DATA = ROOT / "src" / "salon" / "web" / "players" / "data" / "computer_ratings.json"
PLAYERS = ("random", "thumb", "strong")
ANCHOR = "random"
ANCHOR_RATING = 1000.0
ANCHOR_DEVIATION = 30.0
SEED_DEVIATION_FLOOR = 60.0
"""The least deviation a seeded rating carries: the computers' scale meets the people's only
through the anchor, so their ratings must stay free to move when people play them."""
PAIRS = {
    # The quick players' matches are cheap; the strong player's cost seconds a pair.
    "piquet": {("random", "thumb"): 30, ("random", "strong"): 4, ("thumb", "strong"): 20},
    "ecarte": {("random", "thumb"): 150, ("random", "strong"): 15, ("thumb", "strong"): 60},
}
RULES = {"piquet": PiquetRules().to_text(), "ecarte": EcarteRules().to_text()}
SEED = 23


@dataclass(frozen=True, slots=True)
class Game:
    first: str
    second: str
    score: float
    """The first player's: 1 won, 0 lost, 0.5 drawn."""


def match_key(game: str, first: str, second: str) -> str:
    return f"{game}:{first}:{second}"


def load_state() -> dict[str, dict[str, list[int]]]:
    if STATE.exists():
        return dict(json.loads(STATE.read_text(encoding="utf-8")))
    return {}


def save_state(state: dict[str, dict[str, list[int]]]) -> None:
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps(state, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def missing(state: dict[str, dict[str, list[int]]]) -> list[tuple[str, str, str, int]]:
    """The pairs still to play, one of each match in turn, so that a part stopped early
    leaves every match begun."""
    queues = []
    for game, matches in PAIRS.items():
        for (first, second), pairs in matches.items():
            played = state.get(match_key(game, first, second), {})
            queues.append([(game, first, second, p) for p in range(pairs) if str(p) not in played])
    order = []
    while any(queues):
        for queue in queues:
            if queue:
                order.append(queue.pop(0))
    return order


def _play(task: tuple[str, str, str, int]) -> tuple[str, str, str, int, tuple[int, int]]:
    game, first, second, pair = task
    result = play_pair(first, second, pair, SEED, RULES[game], game)
    return game, first, second, pair, result.margins


def games_of(state: dict[str, dict[str, list[int]]], game: str) -> list[Game]:
    played = []
    for key, pairs in state.items():
        kind, first, second = key.split(":")
        if kind != game:
            continue
        for margins in pairs.values():
            for margin in margins:
                score = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
                played.append(Game(first, second, score))
    return played


def glicko_ratings(games: list[Game], players: tuple[str, ...]) -> dict[str, tuple[Rating, int]]:
    """Each player's rating where another period over all his games would not move him,
    the anchor held; with the number of his games."""
    games = games + [Game(a, b, 0.5) for a, b in combinations(players, 2)]
    current = {p: Rating() for p in players}
    current[ANCHOR] = Rating(ANCHOR_RATING, ANCHOR_DEVIATION)
    counts = {p: sum(p in (g.first, g.second) for g in games) for p in players}
    for _ in range(500):
        moved = 0.0
        for player in players:
            if player == ANCHOR:
                continue
            results = [
                Result(current[g.second], g.score)
                if g.first == player
                else Result(current[g.first], 1.0 - g.score)
                for g in games
                if player in (g.first, g.second)
            ]
            new = rate(Rating(current[player].rating), results)
            moved = max(moved, abs(new.rating - current[player].rating))
            current[player] = new
        if moved < 0.01:
            break
    return {p: (current[p], counts[p] - (len(players) - 1)) for p in players}


def write_data(
    state: dict[str, dict[str, list[int]]], complete: bool, command: str
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "anchor": {"player": ANCHOR, "rating": ANCHOR_RATING},
        "complete": complete,
        "command": command,
        "ratings": {},
    }
    for game in PAIRS:
        rated = glicko_ratings(games_of(state, game), PLAYERS)
        data["ratings"][game] = {
            player: {
                "rating": round(rating.rating, 1),
                "deviation": round(max(rating.deviation, SEED_DEVIATION_FLOOR), 1),
                "games": played,
            }
            for player, (rating, played) in rated.items()
        }
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="play for at most this long")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine is shared)")
    parser.add_argument("--fresh", action="store_true", help="forget the games played so far")
    parser.add_argument(
        "--forget",
        choices=sorted(PAIRS),
        action="append",
        default=[],
        help="forget the games played so far of this game only (after a player of it changed)",
    )
    args = parser.parse_args()
    state = {} if args.fresh else load_state()
    state = {key: pairs for key, pairs in state.items() if key.split(":")[0] not in args.forget}
    todo = missing(state)
    deadline = time.monotonic() + args.minutes * 60
    played = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for start in range(0, len(todo), args.jobs):
            if time.monotonic() >= deadline:
                break
            for game, first, second, pair, margins in pool.map(
                _play, todo[start : start + args.jobs]
            ):
                state.setdefault(match_key(game, first, second), {})[str(pair)] = list(margins)
                played += 1
            save_state(state)
    left = len(missing(state))
    command = "nice scripts/run python benchmarks/computer_ratings.py --minutes M (until complete)"
    data = write_data(state, left == 0, command)
    print(f"{played} pairs played in this part; {left} pairs left")
    for game, players in data["ratings"].items():
        shown = ", ".join(
            f"{p} {r['rating']:.0f} ±{r['deviation']:.0f} ({r['games']} games)"
            for p, r in players.items()
        )
        print(f"{game}: {shown}")


if __name__ == "__main__":
    main()
