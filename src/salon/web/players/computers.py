"""The computer players' ratings: a pool apart from people's, seeded by games between
computers (``data/computer_ratings.json``, made by ``benchmarks/computer_ratings.py``), then
moved by the games they play against signed-in people (the person's rating, provisional or
not, is the opponent's; it does not move). They are shown rounded, as "about 1650", beside
the people's leaderboard and never in it, each named as a table names it ("The computer,
steady"), never by its name in the program."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from sqlalchemy import Connection, Engine, select, update

from salon.agents.names import computer_words
from salon.web.players.glicko2 import Rating, Result, rate
from salon.web.players.schema import computer_ratings
from salon.web.tables.adapter import JSON

ROUNDED_TO = 50


def about(rating: float) -> int:
    """A computer's rating as it is shown: to the nearest fifty.

    >>> about(1663.2), about(1624.9)
    (1650, 1600)
    """
    return int(round(rating / ROUNDED_TO) * ROUNDED_TO)


SEEDS = Path(__file__).parent / "data" / "computer_ratings.json"


@dataclass(frozen=True, slots=True)
class Seed:
    """A computer's rating as games between computers measured it."""

    rating: Rating
    games: int


@cache
def seeds(path: Path = SEEDS) -> dict[tuple[str, str], Seed]:
    """Each computer's seeded rating by (player, game); none if the file is missing."""
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        (player, game): Seed(Rating(found["rating"], found["deviation"]), int(found["games"]))
        for game, players in data["ratings"].items()
        for player, found in players.items()
    }


def _read(conn: Connection, player: str, game: str) -> Rating:
    query = select(computer_ratings).where(
        computer_ratings.c.player == player, computer_ratings.c.game == game
    )
    row = conn.execute(query).first()
    if row is None:
        seed = seeds().get((player, game))
        return Rating() if seed is None else seed.rating
    return Rating(row.rating, row.deviation, row.volatility)


def rate_computer(conn: Connection, player: str, game: str, person: Rating, score: float) -> None:
    """Move the computer ``player``'s rating after a game against a person rated ``person``,
    in which the computer scored ``score``."""
    new = rate(_read(conn, player, game), [Result(person, score)])
    values = {
        "rating": new.rating,
        "deviation": new.deviation,
        "volatility": new.volatility,
        "updated": datetime.now(UTC),
    }
    where = (computer_ratings.c.player == player) & (computer_ratings.c.game == game)
    changed = conn.execute(
        update(computer_ratings).where(where).values(games=computer_ratings.c.games + 1, **values)
    ).rowcount
    if not changed:
        conn.execute(computer_ratings.insert().values(player=player, game=game, games=1, **values))


def computers_board(engine: Engine, game: str) -> list[JSON]:
    query = (
        select(computer_ratings)
        .where(computer_ratings.c.game == game)
        .order_by(computer_ratings.c.rating.desc())
    )
    with engine.connect() as conn:
        rows = conn.execute(query).all()
    shown = {row.player: Rating(row.rating, row.deviation) for row in rows}
    played = {row.player: row.games for row in rows}
    seeded = {player: seed for (player, kind), seed in seeds().items() if kind == game}
    for player, seed in seeded.items():
        shown.setdefault(player, seed.rating)
    return [
        {
            "player": player,
            "title": computer_words(player).title,
            "about": about(rating.rating),
            "provisional": rating.provisional,
            "games": played.get(player, 0),
            "seeded_by": seeded[player].games if player in seeded else 0,
        }
        for player, rating in sorted(shown.items(), key=lambda item: -item[1].rating)
    ]
