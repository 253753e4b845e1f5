"""The server's secret key, made once and kept in the database, so that the tokens it
signs (password resets, the CSRF cookie, seats bound to accounts) outlive a restart and
are shared by every process over the same database."""

from __future__ import annotations

import secrets

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError

from salon.web.players.schema import server_keys

SIGNING = "signing"


def server_key(engine: Engine, name: str = SIGNING) -> str:
    """The key called ``name``, made now if there is none yet."""
    with engine.connect() as conn:
        found = conn.execute(select(server_keys.c.value).where(server_keys.c.name == name))
        value = found.scalar_one_or_none()
    if value is not None:
        return str(value)
    try:
        with engine.begin() as conn:
            made = secrets.token_urlsafe(48)
            conn.execute(server_keys.insert().values(name=name, value=made))
            return made
    except IntegrityError:  # another process made it first
        return server_key(engine, name)
