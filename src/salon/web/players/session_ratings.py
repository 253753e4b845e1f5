"""A finished session of three or more in its players' records and ratings.

The session says what happened (``salon.sessions.bouts``): each game a bout between two sides,
each participant's standing at the end. Here each seat's standing is noted for its player's
history and record (won when he ends ahead, lost when behind, drawn when even); and, at a
rated table whose every seat is an account's, each bout counts as a two-player result between
every member of one side and every member of the other, all of one session's results making
one rating period for each player, rated against his opponents' ratings before the session
(docs/players.md "Chouette, the pool and French Écarté").
"""

from __future__ import annotations

from sqlalchemy import Connection, select, update

from salon.sessions.bouts import Standing
from salon.web.players.glicko2 import Rating, Result, rate
from salon.web.players.ratings import RatingMove, read_rating, write_rating
from salon.web.players.results import DRAWN, LOST, RATED_SESSIONS, WON
from salon.web.server.store import games, seats
from salon.web.sessions.adapter import Sitting
from salon.web.tables.table import Table


def standing_outcome(standing: Standing) -> str:
    return WON if standing.net > 0 else LOST if standing.net < 0 else DRAWN


def rate_session(conn: Connection, table: Table) -> list[RatingMove]:
    """Note each seat's end of a finished session; move the players' ratings if the table
    was rated and every seat is a different account's; in the caller's transaction. How each
    seat's rating moved, if they moved, for the end of the session to tell."""
    sitting = table.game
    if table.adapter.name not in RATED_SESSIONS or not isinstance(sitting, Sitting):
        return []
    session = sitting.session
    if session is None or not session.is_terminal:
        return []
    seat_of = {word: number for number, word in enumerate(sitting.words)}
    for standing in session.standings():
        conn.execute(
            update(seats)
            .where(seats.c.game_id == table.id, seats.c.seat == seat_of[standing.name])
            .values(outcome=standing_outcome(standing), margin=standing.net)
        )
    holders = [holder for holder in _holders(conn, table.id) if holder is not None]
    if not _rated(conn, table.id) or len(set(holders)) != len(sitting.words):
        return []  # casual, or a seat not an account's, or one account in two seats
    account = {word: holders[seat_of[word]] for word in sitting.words}
    game = table.adapter.name
    before = {word: read_rating(conn, account[word], game) or Rating() for word in account}
    results: dict[str, list[Result]] = {word: [] for word in account}
    played = dict.fromkeys(account, 0)
    for bout in session.bouts():
        for word in {*bout.sides[0], *bout.sides[1]}:
            played[word] += 1
        for first, second, score in bout.opponents():
            results[first].append(Result(before[second], score))
            results[second].append(Result(before[first], 1.0 - score))
    moves = []
    for word, met in results.items():
        if met:
            new = rate(before[word], met)
            write_rating(conn, account[word], game, table.id, new, played[word])
            moves.append(RatingMove(seat_of[word], before[word], new))
    return sorted(moves, key=lambda move: move.seat)


def _holders(conn: Connection, table_id: str) -> list[int | None]:
    query = select(seats.c.account_id).where(seats.c.game_id == table_id).order_by(seats.c.seat)
    return list(conn.execute(query).scalars())


def _rated(conn: Connection, table_id: str) -> bool:
    return bool(conn.execute(select(games.c.rated).where(games.c.id == table_id)).scalar())
