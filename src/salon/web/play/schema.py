"""The tables of play in the database (the Alembic migration 0006 makes them; these mirror
it for queries)."""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, Float, ForeignKey, Index, Integer, String, Table

from salon.web.server.store import metadata

seeks = Table(
    "seeks",
    metadata,
    Column("id", String(24), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("game", String(32), nullable=False),
    Column("rules", String(200), nullable=False),
    Column("pace", String(8), nullable=False),
    Column("time", Integer, nullable=False),
    Column("rated", Boolean, nullable=False),
    Column("rating", Float, nullable=False),
    Column("provisional", Boolean, nullable=True),  # migration 0012; null: offered before
    Column("low", Float, nullable=True),
    Column("high", Float, nullable=True),
    Column("to_account", Integer, nullable=True),
    Column("state", String(10), nullable=False),
    Column("taken_by", Integer, nullable=True),
    Column("table_id", String(32), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Index("seeks_state_game", "state", "game"),
    Index("seeks_to_account", "to_account"),
)

presence = Table(
    "presence",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("seen", DateTime(timezone=True), nullable=False),
    Index("presence_seen", "seen"),
)

clocks = Table(
    "clocks",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, nullable=True),
    Column("pace", String(8), nullable=False),
    Column("base", Float, nullable=False),
    Column("bank", Float, nullable=False),
    Column("since", DateTime(timezone=True), nullable=True),
    Index("clocks_account", "account_id"),
    Index("clocks_since", "since"),
)
"""A seat's clock: ``bank`` seconds were left when it last started (``since``; None while
it is stopped); so its deadline is ``since + bank``, a fact in the database that survives any
restart."""
