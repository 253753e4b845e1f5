"""What keeps the event loop free under load (docs/web.md "Under load"): the websocket's
messages are not compressed, and a table's chat is read from the database in a worker
thread, once, when a player joins, never on the event loop."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from play_tools import move, timed_room
from sqlalchemy import event
from websockets.sync.client import connect
from webtools import (
    Site,
    act,
    choose_action,
    free_port,
    hello,
    new_table,
    play_moves,
    start_server,
    wait_for_turn,
    wait_until_idle,
)

from salon.web.tables.table import Table
from salon.web.talk.kept import ChatStore
from salon.web.talk.lines import TableChat


def _on_event_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def test_the_websocket_offers_no_compression(tmp_path: Path) -> None:
    """A client asking for permessage-deflate (as browsers do) is answered without it: the
    server's answer names no extension, and the messages go uncompressed."""
    port = free_port()
    server = start_server(tmp_path / "s.db", port)
    try:
        made = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={"name": "Ann"}).json()
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
            assert ws.request is not None and ws.response is not None
            assert "permessage-deflate" in ws.request.headers["Sec-WebSocket-Extensions"]
            assert "Sec-WebSocket-Extensions" not in ws.response.headers
            assert ws.protocol.extensions == []
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_tables_chat_is_read_once_on_joining_and_off_the_event_loop(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The chat is read from the store when a player first joins a table, in a worker
    thread: a reading on the event loop would hold up every other table meanwhile. The
    states and chat messages after each action read it from memory."""
    readings: list[bool] = []
    load = ChatStore.load

    def watched(store: ChatStore, table_id: str, kept: int) -> TableChat:
        readings.append(_on_event_loop())
        return load(store, table_id, kept)

    monkeypatch.setattr(ChatStore, "load", watched)
    play_moves(site.client, new_table(site), moves=4)
    assert readings == [False]


def test_a_table_without_clocks_is_looked_for_them_once(tmp_path: Path) -> None:
    """Most tables have no clocks: the first person's turn at one looks for them in the
    database, and the later turns read nothing for them (docs/web.md "Clocks": a timed
    table's clocks are still read and moved at each turn, tests/web/test_play_clocks.py)."""
    looked: list[str] = []

    def watch(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if "WHERE clocks.game_id =" in statement:
            looked.append(statement)

    with timed_room(tmp_path) as room:
        event.listen(room.store.engine, "before_cursor_execute", watch)
        with TestClient(room.app) as client:
            made = client.post("/api/tables", json={"name": "Ann", "opponent": "thumb"})
        salon = room.app.state.salon
        table = salon.table(made.json()["table"])
        for _ in range(6):
            move(salon, table)
        assert len(looked) == 1, looked


def test_a_line_of_chat_and_a_mute_are_written_off_the_event_loop(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saying a line, muting a seat and turning the chat off write to the database, and
    wait on the table's lock, which an action holds while it is stored: done on the event
    loop, they would hold up every table meanwhile."""
    writes: list[bool] = []
    add, keep = ChatStore.add, ChatStore.set_settings

    def added(store: ChatStore, *args: Any) -> None:
        writes.append(_on_event_loop())
        add(store, *args)

    def kept(store: ChatStore, *args: Any) -> None:
        writes.append(_on_event_loop())
        keep(store, *args)

    monkeypatch.setattr(ChatStore, "add", added)
    monkeypatch.setattr(ChatStore, "set_settings", kept)
    made = new_table(site, opponent="friend")
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        hello(ws, made["seat"], made["token"])
        for message in (
            {"type": "chat", "to": "players", "text": "Bonsoir"},
            {"type": "mute", "seat": 1, "muted": True},
            {"type": "chat_off", "off": True},
        ):
            ws.send_text(json.dumps(message))
            while ws.receive_json()["type"] != "chat":
                pass
    assert writes == [False, False, False]


def test_a_state_is_made_once_for_all_the_spectators(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a change at a table, the spectators, who all see the same, share one state
    made for them all: a table watched by a crowd costs one view more, not one a head."""
    made_for: list[int | None] = []
    view = Table.view

    def counted(table: Table, seat: int | None, talk_from: int = 0) -> Any:
        made_for.append(seat)
        return view(table, seat, talk_from)

    made = new_table(site)
    url = f"/ws/{made['table']}"
    with (
        site.client.websocket_connect(url) as player,
        site.client.websocket_connect(url) as one,
        site.client.websocket_connect(url) as two,
        site.client.websocket_connect(url) as three,
    ):
        state = wait_for_turn(player, 0, first=hello(player, 0, made["token"]))
        spectators = (one, two, three)
        for ws in spectators:
            ws.send_text(json.dumps({"type": "hello", "watch": True}))
            _state_at(ws, state["table"]["step"])
        # The steps that dealt the cards broadcast in the background: let them end first.
        wait_until_idle(site)
        monkeypatch.setattr(Table, "view", counted)
        act(player, choose_action(state["view"]))
        state = wait_for_turn(player, 0, after=state["table"]["step"])
        for ws in spectators:
            _state_at(ws, state["table"]["step"])
    assert made_for.count(None) == made_for.count(0) > 0, made_for


def _state_at(ws: Any, step: int) -> None:
    """Read ``ws`` until a state of ``step``."""
    while True:
        message = ws.receive_json()
        if message["type"] == "state" and message["table"]["step"] >= step:
            return
