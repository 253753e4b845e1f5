"""An account's puzzles in the database (the Alembic migration 0008 makes the table; this
mirrors it), each with its schedule (:mod:`salon.teaching.repetition`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

from sqlalchemy import (
    Column,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    String,
    Table,
    Text,
    delete,
    select,
)

from salon.teaching.repetition import Schedule, first
from salon.web.server.store import metadata

MOST_KEPT: Final = 400
"""The most puzzles an account keeps: the ones due latest give way to new ones."""

puzzles = Table(
    "puzzles",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("key", String(32), primary_key=True),
    Column("token", Text, nullable=False),
    Column("box", Integer, nullable=False, server_default="0"),
    Column("due", DateTime(timezone=True), nullable=False),
    Column("made", DateTime(timezone=True), nullable=False),
)
"""Each account's puzzles: the signed puzzle, its box and when it is due."""


@dataclass(frozen=True, slots=True)
class Kept:
    key: str
    token: str
    schedule: Schedule


class PuzzleBook:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def add(self, account_id: int, made: dict[str, str], now: datetime) -> None:
        """Keep the puzzles ``made`` (token by key) that the account has not yet."""
        with self.engine.begin() as conn:
            have = set(
                conn.execute(
                    select(puzzles.c.key).where(puzzles.c.account_id == account_id)
                ).scalars()
            )
            new = [key for key in made if key not in have]
            schedule = first(now)
            for key in new:
                conn.execute(
                    puzzles.insert().values(
                        account_id=account_id,
                        key=key,
                        token=made[key],
                        box=schedule.box,
                        due=schedule.due,
                        made=now,
                    )
                )
            self._trim(conn, account_id)

    def _trim(self, conn: Connection, account_id: int) -> None:
        keys = conn.execute(
            select(puzzles.c.key)
            .where(puzzles.c.account_id == account_id)
            .order_by(puzzles.c.due.desc(), puzzles.c.key)
        ).scalars()
        extra = list(keys)[MOST_KEPT:]
        if extra:
            where = (puzzles.c.account_id == account_id) & puzzles.c.key.in_(extra)
            conn.execute(delete(puzzles).where(where))

    def all(self, account_id: int) -> list[Kept]:
        """The account's puzzles, the soonest due first."""
        query = (
            select(puzzles)
            .where(puzzles.c.account_id == account_id)
            .order_by(puzzles.c.due, puzzles.c.key)
        )
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        return [Kept(row.key, row.token, Schedule(row.box, _aware(row.due))) for row in rows]

    def answered(self, account_id: int, key: str, schedule: Schedule) -> bool:
        """Note a puzzle's new schedule; whether the account keeps that puzzle."""
        where = (puzzles.c.account_id == account_id) & (puzzles.c.key == key)
        with self.engine.begin() as conn:
            done = conn.execute(
                puzzles.update().where(where).values(box=schedule.box, due=schedule.due)
            )
        return bool(done.rowcount)


def _aware(moment: datetime) -> datetime:
    """SQLite gives the time back without its zone: it was written in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
