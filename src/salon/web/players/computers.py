"""The computer players' ratings: a pool apart from people's, measured by the games they
play against signed-in people (the person's rating, provisional or not, is the opponent's;
it does not move). They are shown rounded, as "about 1650", beside the people's
leaderboard and never in it."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import Connection, Engine, select, update

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


def _read(conn: Connection, player: str, game: str) -> Rating:
    query = select(computer_ratings).where(
        computer_ratings.c.player == player, computer_ratings.c.game == game
    )
    row = conn.execute(query).first()
    return Rating() if row is None else Rating(row.rating, row.deviation, row.volatility)


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
        return [
            {
                "player": row.player,
                "about": about(row.rating),
                "provisional": Rating(row.rating, row.deviation).provisional,
                "games": row.games,
            }
            for row in conn.execute(query)
        ]
