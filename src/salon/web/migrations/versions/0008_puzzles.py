"""Each account's puzzles made of its own reviewed games, with when each comes back.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "puzzles",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("key", sa.String(32), primary_key=True),
        sa.Column("token", sa.Text, nullable=False),
        sa.Column("box", sa.Integer, nullable=False, server_default="0"),
        sa.Column("due", sa.DateTime(timezone=True), nullable=False),
        sa.Column("made", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("puzzles")
