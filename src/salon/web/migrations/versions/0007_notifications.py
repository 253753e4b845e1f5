"""What each account asked to be mailed about, and the mails sent (at most one a day of a
kind about one table).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "mail_wishes",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("turn", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("challenge", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("ended", sa.Boolean, nullable=False, server_default=sa.false()),
    )
    op.create_table(
        "mails_sent",
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("kind", sa.String(16), primary_key=True),
        sa.Column("sent", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("mails_sent")
    op.drop_table("mail_wishes")
