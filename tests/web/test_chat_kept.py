"""The chat kept in the database (docs/web.md "Chat"): a server killed with SIGKILL and
started again gives every line back to those who read it, and no one else, with the mutes
and the chat turned off; the lines keep the readers they were given when said; nothing of
the chat reaches the record; migration 0010 goes up and down; PostgreSQL keeps it too."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import inspect
from websockets.sync.client import ClientConnection, connect
from webtools import free_port, play_to_the_end, start_server

from salon.web.server.limits import RateLimit
from salon.web.server.store import MIGRATIONS, Store, make_engine, sqlite_url
from salon.web.tables.registry import Opponent, Salon
from salon.web.talk.chat import Chat
from salon.web.talk.kept import ChatStore
from salon.web.talk.rules import Channel

URL = os.environ.get("SALON_TEST_POSTGRES_URL")


def _free() -> RateLimit:
    return RateLimit(rate=1e9, burst=10**9)


@contextlib.contextmanager
def _hello(url: str, seat: int | None, token: str | None = None) -> Iterator[ClientConnection]:
    with connect(url) as ws:
        hello: dict[str, Any] = {"type": "hello", "watch": True}
        if seat is not None:
            hello = {"type": "hello", "seat": seat, "token": token}
        ws.send(json.dumps(hello))
        yield ws


def _chat(ws: ClientConnection) -> dict[str, Any]:
    """The next chat message, the states between passed over."""
    while True:
        message = json.loads(ws.recv(timeout=30))
        assert message["type"] != "error", message
        if message["type"] == "chat":
            return dict(message)


def _heard(ws: ClientConnection, text: str) -> None:
    """Wait for the line ``text`` to reach ``ws``."""
    while text not in _texts(_chat(ws)):
        pass


def _texts(message: dict[str, Any]) -> list[str]:
    return [line["text"] for line in message["lines"]]


def test_chat_lines_survive_a_killed_server(tmp_path: Path) -> None:
    database = tmp_path / "salon.db"
    port = free_port()
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}/ws"
    server = start_server(database, port)
    try:
        made = httpx.post(f"{base}/api/tables", json={"name": "Ann", "opponent": "friend"}).json()
        table = made["table"]
        joined = httpx.post(
            f"{base}/api/tables/{table}/join", json={"invite": made["invite"], "name": "Bob"}
        ).json()
        tokens = (made["token"], joined["token"])
        with (
            _hello(f"{ws_base}/{table}", 0, tokens[0]) as ann,
            _hello(f"{ws_base}/{table}", 1, tokens[1]) as bob,
            _hello(f"{ws_base}/{table}", None) as cy,
        ):
            ann.send(json.dumps({"type": "chat", "to": "players", "text": "Bonsoir, Bob"}))
            _heard(bob, "Bonsoir, Bob")
            bob.send(json.dumps({"type": "chat", "to": "players", "text": "Bonne chance"}))
            _heard(ann, "Bonne chance")
            spoken = {"type": "chat", "to": "spectators", "text": "Ann wins", "name": "Cy"}
            cy.send(json.dumps(spoken))
            _heard(cy, "Ann wins")
            ann.send(json.dumps({"type": "mute", "seat": 1, "muted": True}))
            assert _chat(ann)["settings"]["muted"] == [1]
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    server = start_server(database, port)
    try:
        with _hello(f"{ws_base}/{table}", 1, tokens[1]) as bob:
            whole = _chat(bob)
            assert whole["whole"] and _texts(whole) == ["Bonsoir, Bob", "Bonne chance"]
            assert [line["number"] for line in whole["lines"]] == [0, 1]
            bob.send(json.dumps({"type": "chat", "to": "players", "text": "Encore là ?"}))
            said = _chat(bob)["lines"]
            assert [(line["number"], line["text"]) for line in said] == [(3, "Encore là ?")]
        with _hello(f"{ws_base}/{table}", 0, tokens[0]) as ann:
            mine = _chat(ann)
            assert _texts(mine) == ["Bonsoir, Bob"]  # Bob is still muted, Cy's not yet read
            assert mine["settings"]["muted"] == [1]
        with _hello(f"{ws_base}/{table}", None) as cy:
            assert _texts(_chat(cy)) == ["Ann wins"]  # the spectators read their own chat
        record = httpx.get(f"{base}/api/tables/{table}/record").text
        assert "Bonsoir" not in record and "Ann wins" not in record
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()


def _kept_across_a_restart(url: str) -> None:
    store = Store(url)
    salon = Salon(store, chance=random.Random(4))
    table = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.THUMB).table
    chat = Chat(store=ChatStore(store.engine))
    chat.say(table, 0, Channel.PLAYERS, "à vous", _free())
    chat.say(table, None, Channel.SPECTATORS, "bien joué", _free(), name="Cy")
    chat.turn_off(table, 0, True)
    again = Chat(store=ChatStore(store.engine))  # a server started afresh
    assert again.lines_for(table, 0) == []  # the chat is off for him
    assert again.settings(table, 0) == {"muted": [], "off": True, "closed": False}
    again.turn_off(table, 0, False)
    assert [line.text for line in again.lines_for(table, 0)] == ["à vous"]
    assert [line.text for line in again.lines_for(table, None)] == ["bien joué"]
    play_to_the_end(salon, table)
    third = Chat(store=ChatStore(store.engine))
    assert [line.text for line in third.lines_for(table, 0)] == ["à vous", "bien joué"]
    third.forget([table.id])
    assert Chat(store=ChatStore(store.engine)).lines_for(table, None) == []
    store.close()


def test_the_chat_kept_in_sqlite_keeps_its_readers_and_settings(tmp_path: Path) -> None:
    _kept_across_a_restart(sqlite_url(tmp_path / "salon.db"))


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_the_chat_kept_in_postgresql_keeps_its_readers_and_settings() -> None:
    assert URL is not None
    _kept_across_a_restart(URL)


def test_migration_0010_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    Store(url).close()
    engine = make_engine(url)
    assert {"chat_lines", "chat_settings"} <= set(inspect(engine).get_table_names())
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    for step in ("0009", "head"):
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            (command.downgrade if step == "0009" else command.upgrade)(config, step)
        present = "chat_lines" in inspect(engine).get_table_names()
        assert present is (step == "head")
    engine.dispose()


def test_two_first_comers_read_a_tables_chat_once() -> None:
    """Two players joining a table at once, each in his own thread: the chat is read from the
    store once, and both are given the same."""
    import threading
    import time
    from types import SimpleNamespace

    from salon.web.talk.chat import TableChat

    reads: list[str] = []

    class SlowStore:
        def load(self, table_id: str, kept: int) -> TableChat:
            reads.append(table_id)
            time.sleep(0.2)
            return TableChat()

    chat = Chat(store=SlowStore())  # type: ignore[arg-type]
    table = SimpleNamespace(id="T1")
    got: list[TableChat] = []
    both = [threading.Thread(target=lambda: got.append(chat.of(table))) for _ in range(2)]  # type: ignore[arg-type]
    for thread in both:
        thread.start()
    for thread in both:
        thread.join()
    assert reads == ["T1"] and got[0] is got[1]
