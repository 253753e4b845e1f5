"""Seeks and challenges, who is online, and the players' clocks (live and turn-based),
kept in the database so that every server process shares them and a restart loses none.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(24), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rules", sa.String(200), nullable=False),
        sa.Column("pace", sa.String(8), nullable=False),
        sa.Column("time", sa.Integer, nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("low", sa.Float, nullable=True),
        sa.Column("high", sa.Float, nullable=True),
        sa.Column("to_account", sa.Integer, nullable=True),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("taken_by", sa.Integer, nullable=True),
        sa.Column("table_id", sa.String(32), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Index("seeks_state_game", "state", "game"),
        sa.Index("seeks_to_account", "to_account"),
    )
    op.create_table(
        "presence",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("seen", sa.DateTime(timezone=True), nullable=False),
        sa.Index("presence_seen", "seen"),
    )
    op.create_table(
        "clocks",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, nullable=True),
        sa.Column("pace", sa.String(8), nullable=False),
        sa.Column("base", sa.Float, nullable=False),
        sa.Column("bank", sa.Float, nullable=False),
        sa.Column("since", sa.DateTime(timezone=True), nullable=True),
        sa.Index("clocks_account", "account_id"),
        sa.Index("clocks_since", "since"),
    )


def downgrade() -> None:
    for name in ("clocks", "presence", "seeks"):
        op.drop_table(name)
