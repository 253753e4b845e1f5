"""The database of tables: every table, its seats, and every action taken at it, in order.

The schema is made and upgraded by the Alembic migrations in web/migrations; the tables
below mirror them for queries. SQLite is the default (one file, nothing to set up);
any URL SQLAlchemy understands, PostgreSQL included, works the same.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    ColumnElement,
    Connection,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Select,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    false,
    select,
    update,
)

from salon.web.server.commits import GroupCommit
from salon.web.server.durability import Synchronous

metadata = MetaData()
MIGRATIONS = Path(__file__).parent.parent / "migrations"
"""The Alembic migrations that make and upgrade the schema."""

games = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("rules", String(200), nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("listed", Boolean, nullable=False, server_default=false()),
    Column("finished", DateTime(timezone=True), nullable=True),
    Column("result", String(200), nullable=True),
    Column("next", String(32), nullable=True),
    Column("hints", Boolean, nullable=False, server_default=false()),
    Column("rated", Boolean, nullable=False, server_default=false()),
    Index("games_finished", "finished"),
)

seats = Table(
    "seats",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(40), nullable=False),
    Column("player", String(16), nullable=False),
    Column("token_hash", String(64), nullable=True),
    Column("invite_hash", String(64), nullable=True),
    Column("account_id", Integer, nullable=True),
    Column("outcome", String(8), nullable=True),
    Column("margin", Integer, nullable=True),
    Column("rubicon", Boolean, nullable=True),
    Column("capots", Integer, nullable=True),
    Index("seats_account", "account_id"),
)

actions = Table(
    "actions",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("actor", String(16), nullable=False),
    Column("text", Text, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
)


class StoreError(RuntimeError):
    """The database refused a write (for instance a second action with the same number)."""


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    player: str
    """``human``, or the name of the computer player."""
    token_hash: str | None
    invite_hash: str | None


@dataclass(frozen=True, slots=True)
class GameRow:
    id: str
    game: str
    rules: str
    seats: tuple[SeatRow, ...]
    actions: tuple[tuple[str, str], ...]
    """Each stored action as (actor, text), in the order taken."""
    created: datetime | None = None
    listed: bool = False
    finished: datetime | None = None
    """When the game ended (None: in play, or stored before this was kept)."""
    result: str | None = None
    next: str | None = None
    """The table where the players play again, once one of them asked."""
    hints: bool = False
    """The player may ask for hints (a table against the computer)."""


@dataclass(frozen=True, slots=True)
class FinishedRow:
    """A finished game as the lobby lists it, read without its actions."""

    id: str
    game: str
    rules: str
    names: tuple[str, ...]
    created: datetime
    finished: datetime
    result: str


def default_database_url() -> str:
    """``SALON_DATABASE_URL`` if set, else a SQLite file in the user's data directory."""
    url = os.environ.get("SALON_DATABASE_URL")
    if url:
        return url
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    directory = Path(base) / "salon"
    directory.mkdir(parents=True, exist_ok=True)
    return sqlite_url(directory / "salon.db")


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def _now() -> datetime:
    return datetime.now(UTC)


class Store:
    """Reads and writes tables; every write is committed before it returns."""

    def __init__(self, url: str, synchronous: Synchronous = Synchronous.FULL) -> None:
        self.url = url
        self.engine = make_engine(url, synchronous)
        upgrade(self.engine)
        self.commits = GroupCommit(self.engine, actions)
        """The actions of every table, committed together when they come at once."""

    def close(self) -> None:
        self.commits.close()
        self.engine.dispose()

    def create_game(
        self,
        *,
        game_id: str,
        game: str,
        rules: str,
        seat_rows: list[SeatRow],
        listed: bool = False,
        hints: bool = False,
    ) -> datetime:
        """Store a new game and its seats; when it was created."""
        created = _now()

        def create(conn: Connection) -> None:
            conn.execute(
                games.insert().values(
                    id=game_id,
                    game=game,
                    rules=rules,
                    created=created,
                    listed=listed,
                    hints=hints,
                )
            )
            for row in seat_rows:
                conn.execute(
                    seats.insert().values(
                        game_id=game_id,
                        seat=row.seat,
                        name=row.name,
                        player=row.player,
                        token_hash=row.token_hash,
                        invite_hash=row.invite_hash,
                    )
                )

        self.commits.call(create)
        return created

    def finish_game(self, game_id: str, result: str) -> None:
        """Note that the game is over, and its result in words."""

        def finish(conn: Connection) -> None:
            conn.execute(
                update(games)
                .where(games.c.id == game_id)
                .values(finished=_now(), result=result[:200])
            )

        self.commits.call(finish)

    def set_next(self, game_id: str, next_id: str) -> None:
        """Note the table where the players of ``game_id`` play again."""

        def note(conn: Connection) -> None:
            conn.execute(update(games).where(games.c.id == game_id).values(next=next_id))

        self.commits.call(note)

    def delete_games(self, game_ids: list[str]) -> None:
        """Forget games entirely: their actions, seats and the games themselves."""
        if not game_ids:
            return

        def forget(conn: Connection) -> None:
            for table in (actions, seats):
                conn.execute(delete(table).where(table.c.game_id.in_(game_ids)))
            conn.execute(delete(games).where(games.c.id.in_(game_ids)))

        self.commits.call(forget)

    def claim_seat(
        self, *, game_id: str, seat: int, invite_hash: str, name: str, token_hash: str
    ) -> bool:
        """Give an invited seat its player: true if the invitation was still open."""

        def claim(conn: Connection) -> bool:
            result = conn.execute(
                update(seats)
                .where(seats.c.game_id == game_id)
                .where(seats.c.seat == seat)
                .where(seats.c.invite_hash == invite_hash)
                .values(name=name, token_hash=token_hash, invite_hash=None)
            )
            return bool(result.rowcount == 1)

        return self.commits.call(claim)

    def seat_to_computer(self, game_id: str, seat: int, name: str, player: str) -> None:
        """The seat is the computer's from now on (its person's time ran out)."""

        def give(conn: Connection) -> None:
            conn.execute(
                update(seats)
                .where(seats.c.game_id == game_id, seats.c.seat == seat)
                .values(name=name, player=player, token_hash=None)
            )

        self.commits.call(give)

    def append_action(self, game_id: str, number: int, actor: str, text: str) -> None:
        """Store action ``number`` (counted from 0); refuses a number already taken."""
        row = {"game_id": game_id, "number": number, "actor": actor, "text": text}
        try:
            self.commits.write(row | {"created": _now()})
        except Exception as error:  # the driver's own integrity error
            raise StoreError(
                f"action {number} of table {game_id} was not stored: {error}"
            ) from error

    def load_games(
        self, *, in_play_only: bool = False, leaving: Select[Any] | None = None
    ) -> list[GameRow]:
        """Every table (or those not known to be finished) with its seats and its actions
        in order; those whose ids ``leaving`` selects are left in the database."""
        where: ColumnElement[bool] | None = games.c.finished.is_(None) if in_play_only else None
        if leaving is not None:
            kept = games.c.id.not_in(leaving)
            where = kept if where is None else where & kept
        return self._load(where)

    def load_game(self, game_id: str) -> GameRow | None:
        """One table with its seats and its actions, or None if there is none."""
        found = self._load(games.c.id == game_id)
        return found[0] if found else None

    def recent_finished(self, limit: int) -> list[FinishedRow]:
        """The ``limit`` listed games finished last, newest first, without their actions."""
        query = (
            select(games)
            .where(games.c.finished.is_not(None), games.c.listed.is_(True))
            .order_by(games.c.finished.desc())
            .limit(limit)
        )
        return self._finished_rows(query)

    def finished_among(self, game_ids: list[str]) -> list[FinishedRow]:
        """Those of ``game_ids`` that are finished games, without their actions."""
        query = select(games).where(games.c.id.in_(game_ids), games.c.finished.is_not(None))
        return self._finished_rows(query)

    def _finished_rows(self, query: Select[Any]) -> list[FinishedRow]:
        with self.engine.connect() as conn:
            found = conn.execute(query).all()
            names: dict[str, list[str]] = {}
            chosen = [row.id for row in found]
            query = select(seats).where(seats.c.game_id.in_(chosen)).order_by(seats.c.seat)
            for row in conn.execute(query):
                names.setdefault(row.game_id, []).append(row.name)
            return [
                FinishedRow(
                    row.id,
                    row.game,
                    row.rules,
                    tuple(names.get(row.id, ())),
                    _aware(row.created),
                    _aware(row.finished),
                    row.result or "",
                )
                for row in found
            ]

    def _load(self, where: ColumnElement[bool] | None) -> list[GameRow]:
        chosen = select(games.c.id)
        if where is not None:
            chosen = chosen.where(where)
        with self.engine.connect() as conn:
            seat_rows: dict[str, list[SeatRow]] = {}
            seat_query = select(seats).where(seats.c.game_id.in_(chosen))
            for row in conn.execute(seat_query.order_by(seats.c.game_id, seats.c.seat)):
                seat_rows.setdefault(row.game_id, []).append(
                    SeatRow(row.seat, row.name, row.player, row.token_hash, row.invite_hash)
                )
            moves: dict[str, list[tuple[str, str]]] = {}
            action_query = select(actions).where(actions.c.game_id.in_(chosen))
            for row in conn.execute(action_query.order_by(actions.c.game_id, actions.c.number)):
                moves.setdefault(row.game_id, []).append((row.actor, row.text))
            game_query = select(games).order_by(games.c.created)
            if where is not None:
                game_query = game_query.where(where)
            return [
                GameRow(
                    row.id,
                    row.game,
                    row.rules,
                    tuple(seat_rows.get(row.id, ())),
                    tuple(moves.get(row.id, ())),
                    created=_aware(row.created),
                    listed=bool(row.listed),
                    finished=None if row.finished is None else _aware(row.finished),
                    result=row.result,
                    next=row.next,
                    hints=bool(row.hints),
                )
                for row in conn.execute(game_query)
            ]


def _aware(moment: datetime) -> datetime:
    """SQLite gives back the times it stores without their zone: they are UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


KEPT_CONNECTIONS = 40
"""Connections a database engine keeps open: one for each of the room's acting threads (32)
and a few for the pages, so that none is opened again for every action under load."""


def make_engine(url: str, synchronous: Synchronous = Synchronous.FULL) -> Engine:
    if url.startswith("sqlite"):
        in_memory = url == "sqlite://" or ":memory:" in url  # one connection, kept by SQLAlchemy
        pooled = (
            {} if in_memory else {"pool_size": KEPT_CONNECTIONS, "max_overflow": KEPT_CONNECTIONS}
        )
        engine = create_engine(url, connect_args={"check_same_thread": False}, **pooled)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: object, _record: object) -> None:
            cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
            cursor.execute("PRAGMA foreign_keys=ON")
            # Write-ahead logging: readers never wait. FULL syncs every commit (an action
            # acknowledged survives a crash of the machine), NORMAL the log at its checkpoints.
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={synchronous.pragma}")
            cursor.close()

        return engine
    # PostgreSQL's own limit is 100 connections by default: keep fewer, and let a burst wait.
    return create_engine(url, pool_pre_ping=True, pool_size=KEPT_CONNECTIONS // 2, max_overflow=20)


def upgrade(engine: Engine) -> None:
    """Bring the schema up to the newest migration."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
