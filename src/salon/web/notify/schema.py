"""The notifications' tables in the database (the Alembic migration 0007 makes them; these
mirror it for queries)."""

from __future__ import annotations

from sqlalchemy import Boolean, Column, DateTime, ForeignKey, Integer, String, Table
from sqlalchemy import false as sql_false

from salon.web.server.store import metadata

mail_wishes = Table(
    "mail_wishes",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("turn", Boolean, nullable=False, server_default=sql_false()),
    Column("challenge", Boolean, nullable=False, server_default=sql_false()),
    Column("ended", Boolean, nullable=False, server_default=sql_false()),
)
"""What each account asked to be mailed about (nothing, until it asks)."""

mails_sent = Table(
    "mails_sent",
    metadata,
    Column("account_id", Integer, ForeignKey("accounts.id"), primary_key=True),
    Column("table_id", String(32), primary_key=True),
    Column("kind", String(16), primary_key=True),
    Column("sent", DateTime(timezone=True), nullable=False),
)
"""The last mail of each kind about each table to each account: at most one a day."""
