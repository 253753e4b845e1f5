"""A player's finished games, his record and his ratings' history, and the leaderboard:
read from the seats bound to accounts and the results noted as each game ended."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import Connection, Engine, func, select
from sqlalchemy.orm import aliased

from salon.web.players.glicko2 import Rating
from salon.web.players.ratings import ratings_of
from salon.web.players.results import DRAWN, LOST, WON
from salon.web.players.schema import accounts, rating_history, ratings
from salon.web.server.store import games, seats
from salon.web.tables.adapter import JSON
from salon.web.tables.games import adapter_for
from salon.web.tables.table import ENDED_EARLY

PAGE = 20
ACTIVE_DAYS = 90
"""The leaderboard shows players who played a rated game in this many days."""
LEADERS = 50


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    game: str | None = None
    rated: bool | None = None
    opponent: str | None = None
    result: str | None = None
    page: int = 0


def rating_json(game: str, rating: Rating, played: int) -> JSON:
    return {
        "game": game,
        "title": adapter_for(game).title,
        "rating": round(rating.rating),
        "deviation": round(rating.deviation),
        "provisional": rating.provisional,
        "games": played,
    }


def history(conn: Connection, account_id: int, chosen: HistoryFilter) -> JSON:
    """One page of the account's finished games, newest first, as filtered; a session's
    opponents are everyone else at its table."""
    mine, other = seats.alias("mine"), aliased(seats, name="other")
    query = (
        select(
            games.c.id,
            games.c.game,
            games.c.rated,
            games.c.finished,
            games.c.result,
            mine.c.outcome,
            mine.c.margin,
            mine.c.seat,
        )
        .join(mine, mine.c.game_id == games.c.id)
        .where(mine.c.account_id == account_id, games.c.finished.is_not(None))
        .where(mine.c.outcome.is_not(None))
    )
    if chosen.game:
        query = query.where(games.c.game == chosen.game)
    if chosen.rated is not None:
        query = query.where(games.c.rated.is_(chosen.rated))
    if chosen.opponent:
        met = select(other.c.game_id).where(
            other.c.game_id == games.c.id,
            other.c.seat != mine.c.seat,
            func.lower(other.c.name) == chosen.opponent.lower(),
        )
        query = query.where(met.exists())
    if chosen.result:
        query = query.where(mine.c.outcome == chosen.result)
    query = query.order_by(games.c.finished.desc(), games.c.id)
    rows = conn.execute(query.offset(chosen.page * PAGE).limit(PAGE + 1)).all()
    shown = rows[:PAGE]
    others: dict[str, list[str]] = {}
    profiled: dict[str, list[str]] = {}
    if shown:
        names = (
            select(seats.c.game_id, seats.c.seat, seats.c.name, accounts.c.private)
            .outerjoin(
                accounts,
                (accounts.c.id == seats.c.account_id) & accounts.c.deleted.is_(None),
            )
            .where(seats.c.game_id.in_([row.id for row in shown]))
            .order_by(seats.c.game_id, seats.c.seat)
        )
        seat_of = {row.id: row.seat for row in shown}
        for seat in conn.execute(names):
            if seat.seat != seat_of[seat.game_id]:
                others.setdefault(seat.game_id, []).append(seat.name)
                if seat.private is False:  # an account's public profile: linked
                    profiled.setdefault(seat.game_id, []).append(seat.name)
    return {
        "page": chosen.page,
        "more": len(rows) > PAGE,
        "games": [
            {
                "id": row.id,
                "game": row.game,
                "title": adapter_for(row.game).title,
                "rated": bool(row.rated),
                "finished": _aware(row.finished).isoformat(),
                "opponent": ", ".join(others.get(row.id, [])),
                "opponents": others.get(row.id, []),
                "profiles": profiled.get(row.id, []),
                "result": row.outcome,
                "margin": row.margin,
                "words": row.result or "",
                # Ended by a claim or a resignation: no record of a finished game to look back on.
                "claimed": (row.result or "").endswith(ENDED_EARLY),
            }
            for row in shown
        ],
    }


def record(conn: Connection, account_id: int) -> list[JSON]:
    """Per game: won, lost, drawn; rubicons given and suffered and capots made (None for a
    game that has neither, Écarté's); the average margin of the games played to their end
    (None when none was: a claim or a resignation settles no points)."""
    query = (
        select(
            games.c.game,
            games.c.result,
            seats.c.outcome,
            seats.c.margin,
            seats.c.rubicon,
            seats.c.capots,
        )
        .join(games, games.c.id == seats.c.game_id)
        .where(seats.c.account_id == account_id, seats.c.outcome.is_not(None))
    )
    tally: dict[str, dict[str, int]] = {}
    for row in conn.execute(query):
        counts = tally.setdefault(
            row.game,
            {
                WON: 0, LOST: 0, DRAWN: 0, "given": 0, "suffered": 0, "margin": 0,
                "settled": 0, "capots": 0,
            },
        )  # fmt: skip
        counts[row.outcome] += 1
        if not (row.result or "").endswith(ENDED_EARLY):
            counts["margin"] += row.margin or 0
            counts["settled"] += 1
        counts["capots"] += row.capots or 0
        if row.rubicon and row.outcome == WON:
            counts["given"] += 1
        if row.rubicon and row.outcome == LOST:
            counts["suffered"] += 1
    return [
        {
            "game": game,
            "title": adapter_for(game).title,
            "won": counts[WON],
            "lost": counts[LOST],
            "drawn": counts[DRAWN],
            **_partie_figures(game, counts),
            "average_margin": (
                round(counts["margin"] / counts["settled"]) if counts["settled"] else None
            ),
        }
        for game, counts in sorted(tally.items())
    ]


def profile(conn: Connection, account_id: int) -> JSON:
    """The profile's facts, read on one connection."""
    points = select(rating_history).where(rating_history.c.account_id == account_id)
    graph = [
        {"game": row.game, "rating": round(row.rating), "at": _aware(row.at).isoformat()}
        for row in conn.execute(points.order_by(rating_history.c.at))
    ]
    return {
        "ratings": [rating_json(r.game, r.rating, r.games) for r in ratings_of(conn, account_id)],
        "graph": graph,
        "record": record(conn, account_id),
        "latest": history(conn, account_id, HistoryFilter())["games"][:10],
    }


def leaderboard(
    engine: Engine, game: str, now: datetime | None = None
) -> tuple[list[JSON], list[JSON]]:
    """The top rated players at ``game`` who played a rated game in the last 90 days, their
    ratings no longer provisional, their profiles public; and, apart, those whose ratings
    are still provisional, so that a newcomer is found too (each list best first)."""
    since = (now or datetime.now(UTC)) - timedelta(days=ACTIVE_DAYS)
    query = (
        select(
            accounts.c.name,
            ratings.c.rating,
            ratings.c.deviation,
            ratings.c.volatility,
            ratings.c.games,
        )
        .join(accounts, accounts.c.id == ratings.c.account_id)
        .where(ratings.c.game == game, ratings.c.updated >= since)
        .where(accounts.c.deleted.is_(None), accounts.c.private.is_(False))
        .order_by(ratings.c.rating.desc())
    )
    with engine.connect() as conn:
        rows = conn.execute(query).all()
    leaders: list[JSON] = []
    provisional: list[JSON] = []
    for row in rows:
        rating = Rating(row.rating, row.deviation, row.volatility)
        kept = provisional if rating.provisional else leaders
        if len(kept) < LEADERS:
            kept.append({"name": row.name} | rating_json(game, rating, row.games))
    return leaders, provisional


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _partie_figures(game: str, counts: dict[str, int]) -> JSON:
    keep = adapter_for(game).rubicons
    return {
        "rubicons_given": counts["given"] if keep else None,
        "rubicons_suffered": counts["suffered"] if keep else None,
        "capots": counts["capots"] if keep else None,
    }
