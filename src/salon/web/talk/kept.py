"""The chat kept in the database (the Alembic migration 0010 makes these tables): each line
as it is said, with the readers it was given then, and each seat's mutes and chat turned
off as it changes them; read back when a table's chat is first asked for after a start.

These tables are the chat's alone: nothing of them reaches the game's actions or its record.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, Engine, Integer, String, Table, delete, select

from salon.web.server.store import metadata
from salon.web.talk.lines import ChatLine, TableChat
from salon.web.talk.rules import Channel, Readers

chat_lines = Table(
    "chat_lines",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("number", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=True),
    Column("name", String(120), nullable=False),
    Column("channel", String(12), nullable=False),
    Column("text", String(300), nullable=False),
    Column("readers", String(64), nullable=False),
    Column("spectators", Boolean, nullable=False),
)

chat_settings = Table(
    "chat_settings",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("muted", String(64), nullable=False),
    Column("off", Boolean, nullable=False),
)


def _seats_text(seats: set[int] | frozenset[int]) -> str:
    return ",".join(str(seat) for seat in sorted(seats))


def _seats(text: str) -> set[int]:
    return {int(seat) for seat in text.split(",") if seat}


class ChatStore:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def load(self, table_id: str, kept: int) -> TableChat:
        """The table's chat as it was: its last ``kept`` lines and every seat's settings."""
        lines_query = (
            select(chat_lines)
            .where(chat_lines.c.game_id == table_id)
            .order_by(chat_lines.c.number.desc())
            .limit(kept)
        )
        settings_query = select(chat_settings).where(chat_settings.c.game_id == table_id)
        with self.engine.connect() as conn:
            rows = list(conn.execute(lines_query))
            settings = list(conn.execute(settings_query))
        lines = [
            ChatLine(
                row.number,
                row.seat,
                row.name,
                Channel(row.channel),
                row.text,
                Readers(frozenset(_seats(row.readers)), bool(row.spectators)),
            )
            for row in reversed(rows)
        ]
        said = lines[-1].number + 1 if lines else 0
        muted = {row.seat: _seats(row.muted) for row in settings if row.muted}
        off = {row.seat for row in settings if row.off}
        return TableChat(lines, said, muted, off)

    def add(self, table_id: str, line: ChatLine) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                chat_lines.insert().values(
                    game_id=table_id,
                    number=line.number,
                    seat=line.seat,
                    name=line.name,
                    channel=line.channel.value,
                    text=line.text,
                    readers=_seats_text(line.readers.seats),
                    spectators=line.readers.spectators,
                )
            )

    def set_settings(self, table_id: str, seat: int, muted: set[int], off: bool) -> None:
        where = (chat_settings.c.game_id == table_id) & (chat_settings.c.seat == seat)
        with self.engine.begin() as conn:
            conn.execute(delete(chat_settings).where(where))
            conn.execute(
                chat_settings.insert().values(
                    game_id=table_id, seat=seat, muted=_seats_text(muted), off=off
                )
            )

    def forget(self, table_ids: list[str]) -> None:
        """The chat of tables forgotten (expired): gone with them."""
        if not table_ids:
            return
        with self.engine.begin() as conn:
            for table in (chat_lines, chat_settings):
                conn.execute(delete(table).where(table.c.game_id.in_(table_ids)))
