"""The scoring card of a game played with real cards, kept for a signed-in account so that it
can be taken up again on another device.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "score_cards",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("card", sa.Text, nullable=False),
        sa.Column("kept", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("score_cards")
