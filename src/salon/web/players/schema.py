"""The players' tables in the database, beside the store's own (the Alembic migration
0005 makes them; these mirror it for queries)."""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, Float, ForeignKey, Index, Integer, String, Table
from sqlalchemy import false as sql_false

from salon.web.server.store import metadata

accounts = Table(
    "accounts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(40), nullable=True),
    Column("name_key", String(40), nullable=True, unique=True),
    Column("password_hash", String(200), nullable=True),
    Column("email", String(254), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("private", Boolean, nullable=False, server_default=sql_false()),
    Column("deleted", DateTime(timezone=True), nullable=True),
    Column("tutor", Boolean, nullable=True),  # migration 0011; null: never chosen
)

account_sessions = Table(
    "account_sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
    Index("account_sessions_account", "account_id"),
)

server_keys = Table(
    "server_keys",
    metadata,
    Column("name", String(32), primary_key=True),
    Column("value", String(200), nullable=False),
)

ratings = Table(
    "ratings",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("game", String(32), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
)

computer_ratings = Table(
    "computer_ratings",
    metadata,
    Column("player", String(16), primary_key=True),
    Column("game", String(32), primary_key=True),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("volatility", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
)
"""The computer players' ratings, a pool apart: measured against people, never counted in
theirs."""

rating_history = Table(
    "rating_history",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("game", String(32), nullable=False),
    Column("rating", Float, nullable=False),
    Column("deviation", Float, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
)
