"""Ratings: when a rated table's game ends, both players' Glicko-2 ratings for that game
move (the game is one rating period, see :mod:`salon.web.players.glicko2`), and each new
rating is kept in the history from which the profile draws its graph."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, select, update

from salon.web.players.computers import rate_computer
from salon.web.players.glicko2 import Rating, Result, rate
from salon.web.players.results import (
    RATED_GAMES,
    claimed_outcomes,
    score_of,
    seat_outcomes,
    winner_of,
)
from salon.web.players.schema import rating_history, ratings
from salon.web.server.store import games, seats
from salon.web.tables.table import Table


@dataclass(frozen=True, slots=True)
class PlayerRating:
    game: str
    rating: Rating
    games: int


@dataclass(frozen=True, slots=True)
class RatingMove:
    """How a rated game's end moved one seat's rating, for the end of the game to tell."""

    seat: int
    before: Rating
    after: Rating

    def public(self, name: str) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": name,
            "before": round(self.before.rating),
            "after": round(self.after.rating),
            "provisional": self.after.provisional,
        }


def read_rating(conn: Connection, account_id: int, game: str) -> Rating | None:
    query = select(ratings).where(ratings.c.account_id == account_id, ratings.c.game == game)
    row = conn.execute(query).first()
    return None if row is None else Rating(row.rating, row.deviation, row.volatility)


def write_rating(
    conn: Connection, account_id: int, game: str, game_id: str, new: Rating, played: int = 1
) -> None:
    """Keep the account's new rating at ``game`` after ``played`` games at table
    ``game_id``, and its point on the graph."""
    now = datetime.now(UTC)
    values = {
        "rating": new.rating,
        "deviation": new.deviation,
        "volatility": new.volatility,
        "updated": now,
    }
    where = (ratings.c.account_id == account_id) & (ratings.c.game == game)
    changed = conn.execute(
        update(ratings).where(where).values(games=ratings.c.games + played, **values)
    ).rowcount
    if not changed:
        conn.execute(
            ratings.insert().values(account_id=account_id, game=game, games=played, **values)
        )
    conn.execute(
        rating_history.insert().values(
            account_id=account_id,
            game_id=game_id,
            game=game,
            rating=new.rating,
            deviation=new.deviation,
            at=now,
        )
    )


def rate_finished(conn: Connection, table: Table) -> list[RatingMove]:
    """Note each seat's result of a finished two-seat game; move the two players' ratings
    if the table was rated and both seats are accounts', or the computer's rating if a
    signed-in person played it; in the caller's transaction (the store's writer's, with the
    actions: SQLite admits one writer at a time). The two players' moves, if they moved."""
    game = table.adapter.name
    if game not in RATED_GAMES or not table.is_over or len(table.seats) != 2:
        return []
    if table.claimed is not None:  # the loser's time ran out: he lost
        winner: int | None = table.claimed.winner
        outcomes = claimed_outcomes(table.claimed.winner)
    else:
        winner, outcomes = winner_of(table.game), seat_outcomes(table.game)
    for seat, said in enumerate(outcomes):
        conn.execute(
            update(seats)
            .where(seats.c.game_id == table.id, seats.c.seat == seat)
            .values(
                outcome=said.outcome,
                margin=said.margin,
                rubicon=said.rubicon,
                capots=said.capots,
            )
        )
    rated = conn.execute(select(games.c.rated).where(games.c.id == table.id)).scalar()
    query = select(seats.c.account_id).where(seats.c.game_id == table.id).order_by(seats.c.seat)
    holders = list(conn.execute(query).scalars())
    computer = [seat.is_computer for seat in table.seats]
    if len(holders) == 2 and any(computer) and not all(computer):
        person = computer.index(False)
        account = holders[person]
        if account is not None:
            opponent = read_rating(conn, account, game) or Rating()
            player = table.seats[1 - person].player
            rate_computer(conn, player, game, opponent, score_of(1 - person, winner))
        return []
    if not rated or len(holders) != 2 or None in holders or holders[0] == holders[1]:
        return []
    before = [read_rating(conn, account, game) or Rating() for account in holders]
    moves = []
    for seat, account in enumerate(holders):
        result = Result(before[1 - seat], score_of(seat, winner))
        after = rate(before[seat], [result])
        write_rating(conn, account, game, table.id, after)
        moves.append(RatingMove(seat, before[seat], after))
    return moves


def moves_at(conn: Connection, table_id: str) -> list[RatingMove]:
    """How a finished table moved its seats' ratings, read back from their history: each
    account's rating after the table, and before it its rating after the table before (or
    a newcomer's)."""
    held = select(seats.c.seat, seats.c.account_id).where(seats.c.game_id == table_id)
    seat_of = {row.account_id: row.seat for row in conn.execute(held)}
    moves = []
    for row in conn.execute(select(rating_history).where(rating_history.c.game_id == table_id)):
        if row.account_id not in seat_of:  # the computer's rating: not told at the table
            continue
        earlier = conn.execute(
            select(rating_history.c.rating, rating_history.c.deviation)
            .where(
                rating_history.c.account_id == row.account_id,
                rating_history.c.game == row.game,
                rating_history.c.at < row.at,
            )
            .order_by(rating_history.c.at.desc())
            .limit(1)
        ).first()
        before = Rating() if earlier is None else Rating(earlier.rating, earlier.deviation)
        after = Rating(row.rating, row.deviation)
        moves.append(RatingMove(seat_of[row.account_id], before, after))
    return sorted(moves, key=lambda move: move.seat)


def ratings_of(conn: Connection, account_id: int) -> list[PlayerRating]:
    query = select(ratings).where(ratings.c.account_id == account_id).order_by(ratings.c.game)
    return [
        PlayerRating(row.game, Rating(row.rating, row.deviation, row.volatility), row.games)
        for row in conn.execute(query)
    ]
