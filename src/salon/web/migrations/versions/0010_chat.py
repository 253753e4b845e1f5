"""The tables' chat kept in the database, so a restart forgets none of it: its lines (with
their readers, fixed when said) and each seat's mutes and whether it turned the chat off.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_lines",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("channel", sa.String(12), nullable=False),
        sa.Column("text", sa.String(300), nullable=False),
        sa.Column("readers", sa.String(64), nullable=False),
        sa.Column("spectators", sa.Boolean, nullable=False),
    )
    op.create_table(
        "chat_settings",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("muted", sa.String(64), nullable=False),
        sa.Column("off", sa.Boolean, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("chat_settings")
    op.drop_table("chat_lines")
