"""The chat's messages on a table's websocket: a line said, a seat muted, the chat turned
off; each answered by the chat sent to whoever reads it, or by an error (nothing changed).
Each is written to the database in an acting thread, never on the event loop: it waits on
the table's lock, which an action holds while it is stored."""

from __future__ import annotations

from functools import partial

from salon.web.server.hub import Connection, Hub
from salon.web.server.protocol import ChatOff, ChatSaid, Mute
from salon.web.tables.table import Table
from salon.web.talk.rules import Channel, ChatRefused


async def chat_message(hub: Hub, table: Table, connection: Connection, message: object) -> None:
    """Take a chat message from ``connection``; ChatRefused says why one is refused."""
    chat = hub.chat
    seat = connection.seat
    if isinstance(message, ChatSaid):
        try:
            channel = Channel(message.to)
        except ValueError:
            raise ChatRefused("chat goes to 'players', 'side' or 'spectators'") from None
        if connection.chat_limit is None:
            connection.chat_limit = chat.limit()
        limit = connection.chat_limit
        said = partial(chat.say, table, seat, channel, message.text, limit, name=message.name)
        await hub.run(hub.acting, said)
        await hub.broadcast_chat(table)
        return
    if seat is None:
        raise ChatRefused("spectators have no chat settings at the table; they may leave it")
    if isinstance(message, Mute):
        await hub.run(hub.acting, chat.mute, table, seat, message.seat, message.muted)
        await hub.send_chat(table, connection, whole=True, told=True)
    elif isinstance(message, ChatOff):
        await hub.run(hub.acting, chat.turn_off, table, seat, message.off)
        await hub.broadcast_chat(table, whole=True)  # the others learn the chat is closed
