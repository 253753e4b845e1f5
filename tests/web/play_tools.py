"""Helpers for the tests of seeks, clocks and claims: an app whose clocks read a time the
test moves, players signed in on their own clients, and moves made at a table."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from accounts_tools import post, sign_up
from webtools import choose_action

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@dataclass
class FakeTime:
    """The time the clocks read: moved by the test, never slept."""

    moment: datetime = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.moment

    def pass_(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


@dataclass
class TimedRoom:
    """An app whose clocks read ``time``, over ``store``."""

    app: Any
    store: Any
    time: FakeTime


@contextmanager
def timed_room(folder: Path) -> Iterator[TimedRoom]:
    from salon.web.app import create_app
    from salon.web.server.store import Store, sqlite_url

    store = Store(sqlite_url(folder / "salon.db"))
    time = FakeTime()
    yield TimedRoom(create_app(store, rate=1000, burst=1000, thinkers=0, now=time), store, time)
    store.close()


def player(app: Any, name: str) -> Any:
    client = TestClient(app)
    client.__enter__()
    sign_up(client, name)
    return client


def offer(client: Any, **fields: Any) -> Any:
    return post(client, "/api/play/seeks", {"game": "ecarte"} | fields)


def settle(salon: Any, table: Any) -> None:
    """Let the shuffles be made, until a person is to act or the game is over."""
    while salon.advance_one(table):
        pass


def move(salon: Any, table: Any) -> int:
    """The seat to act makes a plain move; which seat it was."""
    settle(salon, table)
    seat = table.actor
    assert isinstance(seat, int)
    salon.act(table, seat, choose_action(table.view(seat)))
    settle(salon, table)
    return seat


def http_player(base: str, name: str) -> Any:
    """A player signed up (or in) on the server at ``base``, with his own cookies."""
    import httpx

    client = httpx.Client(base_url=base, timeout=10)
    sign_up(client, name)
    return client


def sign_in(base: str, name: str) -> Any:
    """The same player signed in on another server (the sessions are in the database)."""
    import httpx
    from accounts_tools import PASSWORD

    client = httpx.Client(base_url=base, timeout=10)
    answer = post(client, "/api/account/sign-in", {"name": name, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    return client


def running_clock(client: Any, table: str) -> dict[str, Any]:
    """The table's running clock, once the shuffle has been made (polled, briefly)."""
    import time

    for _ in range(100):
        for clock in client.get(f"/api/play/clocks/{table}").json()["clocks"]:
            if clock["running"]:
                return dict(clock)
        time.sleep(0.05)
    raise AssertionError("no clock started")


def act_on(url: str, seat: int, token: str) -> int:
    """Make one plain move at seat ``seat`` through the table's websocket; the new step."""
    import json

    from websockets.sync.client import connect

    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
        while True:
            message = json.loads(ws.recv(timeout=30))
            if message["type"] == "state" and message["view"]["to_act"] == seat:
                step = int(message["table"]["step"])
                ws.send(json.dumps({"type": "act", "action": choose_action(message["view"])}))
                break
        while True:
            message = json.loads(ws.recv(timeout=30))
            assert message["type"] != "error", message
            if message["type"] == "state" and message["table"]["step"] > step:
                return int(message["table"]["step"])
