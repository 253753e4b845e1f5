"""Games know when they finished and how, and whether their host lists them in the lobby.

A finished game is a record: the server loads at startup only the games still in play, and a
finished one when it is asked for. Games stored before this revision have ``finished``
empty; the server replays them once at startup and fills it in.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.add_column(sa.Column("listed", sa.Boolean, nullable=False, server_default=sa.false()))
        games.add_column(sa.Column("finished", sa.DateTime(timezone=True), nullable=True))
        games.add_column(sa.Column("result", sa.String(200), nullable=True))
        games.create_index("games_finished", ["finished"])


def downgrade() -> None:
    with op.batch_alter_table("games") as games:
        games.drop_index("games_finished")
        games.drop_column("result")
        games.drop_column("finished")
        games.drop_column("listed")
