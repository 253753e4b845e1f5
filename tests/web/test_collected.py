"""A closed connection's objects are freed at once, by their reference counts, not left in
reference cycles for the cycle collector's full collections (docs/web.md "Under load")."""

from __future__ import annotations

import asyncio
import gc
import json
import random
import socket
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn
import websockets
from webtools import Site, hello, new_table, play_to_the_end

from conftest import TestClient
from salon.web.app import FINISHED_IN_MEMORY, create_app
from salon.web.server.guard import Door, DoorRules, protocols
from salon.web.server.limits import ClientAllowances, RequestLimits
from salon.web.server.store import Store, sqlite_url
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent

SERVER_SIDE = ("uvicorn", "uvloop", "httptools", "starlette", "fastapi", "salon")


@pytest.fixture
def port(tmp_path: Path) -> Iterator[int]:
    """A real server (uvicorn with the server's own guarded protocols) in this process, so
    that its garbage can be looked at."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    http, ws = protocols(Door(DoorRules()))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        number = int(probe.getsockname()[1])
    config = uvicorn.Config(
        create_app(store, thinkers=0, allowances=None),
        port=number,
        log_level="warning",
        http=http,
        ws=ws,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield number
    server.should_exit = True
    thread.join(timeout=30)
    store.close()


def _left_in_cycles() -> Counter[str]:
    """The server's objects that the cycle collector, kept off meanwhile, finds unreachable."""
    time.sleep(0.5)  # the server's side closes too
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        return Counter(
            f"{type(kept).__module__}.{type(kept).__qualname__}"
            for kept in gc.garbage
            if type(kept).__module__.startswith(SERVER_SIDE)
        )
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def test_closed_websockets_and_requests_leave_no_reference_cycles(port: int) -> None:
    """Spectators come and go and pages ask for the lobby: once closed, their connections'
    objects (uvicorn's protocol, its parser, the transport) are gone without a collection.
    uvicorn leaves the HTTP protocol of an upgraded connection in a cycle with its parser
    (holding the transport): the server breaks it."""
    base = f"http://127.0.0.1:{port}"
    made = httpx.post(f"{base}/api/tables", json={"name": "Ann", "opponent": "thumb"}).json()

    async def spectators(count: int) -> None:
        for _ in range(count):
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
                await ws.send(json.dumps({"type": "hello", "watch": True}))
                await ws.recv()

    asyncio.run(spectators(2))
    gc.collect()
    gc.disable()  # what the work leaves in cycles stays for the look below
    try:
        asyncio.run(spectators(10))
        for _ in range(5):
            with httpx.Client(base_url=base) as client:
                assert client.get("/api/lobby").status_code == 200
    finally:
        left = _left_in_cycles()
    assert left == Counter(), left


STILL_SERVING = 5.5
"""Seconds a connection is held open: longer than the five seconds after which the server
once set every object aside again."""


def test_objects_are_set_aside_only_before_the_first_connection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/web.md "Under load": what is made at start is set aside from the cycle collector
    once, before serving. Never while a connection is open: an object set aside is never
    collected as part of a cycle, so a connection's objects set aside could stay for good."""
    served = [0]
    frozen_when: list[int] = []  # the connections served by then, at each setting aside
    freeze = gc.freeze

    def noted_freeze() -> None:
        frozen_when.append(served[0])
        freeze()

    monkeypatch.setattr(gc, "freeze", noted_freeze)
    store = Store(sqlite_url(tmp_path / "salon.db"))
    with TestClient(create_app(store, thinkers=0)) as client:
        served[0] += 1
        made = client.post("/api/tables", json={"name": "Ann", "opponent": "thumb"}).json()
        with client.websocket_connect(f"/ws/{made['table']}") as ws:
            served[0] += 1
            ws.send_text(json.dumps({"type": "hello", "watch": True}))
            ws.receive_json()
            time.sleep(STILL_SERVING)
            assert client.get("/api/lobby").status_code == 200
    store.close()
    assert frozen_when == [0]


def _away_since(site: Site, table_id: str, seat: int) -> object:
    """When the seat's pages were last closed, once the server has seen them close."""
    presence = site.client.app.state.room.presence
    deadline = time.monotonic() + 5
    while presence.present(table_id, seat) and time.monotonic() < deadline:
        time.sleep(0.02)
    return presence.away_since(table_id, seat)


def test_a_finished_tables_seats_are_not_remembered_as_left(site: Site) -> None:
    """docs/web.md "Under load": when a seat's last page closed is kept while its table is in
    play (a claim after the grace needs it), and forgotten once the game is over: kept, it
    grew with every table the server had seen."""
    made = new_table(site)
    table_id, seat = made["table"], made["seat"]
    with site.client.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, seat, made["token"])
    assert _away_since(site, table_id, seat) is not None
    with site.client.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, seat, made["token"])
        the_salon = site.client.app.state.salon
        play_to_the_end(the_salon, the_salon.table(table_id))
    assert _away_since(site, table_id, seat) is None


def test_a_finished_table_no_one_watches_leaves_no_chat_or_watchers_in_memory(
    site: Site,
) -> None:
    """docs/web.md "Under load": the watchers of a table and its chat were kept in memory
    for every table ever opened; once the game is over and its last page closed, they go
    (the chat stays in the database and is read again when someone comes back)."""
    made = new_table(site)
    table_id = made["table"]
    app = site.client.app
    the_salon = app.state.salon
    with site.client.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, made["seat"], made["token"])
        ws.send_text(json.dumps({"type": "chat", "to": "players", "text": "well played"}))
        while ws.receive_json()["type"] != "chat":
            pass
        play_to_the_end(the_salon, the_salon.table(table_id))
    _away_since(site, table_id, made["seat"])
    assert table_id not in app.state.hub.watchers
    assert table_id not in app.state.hub.chat.tables
    with site.client.websocket_connect(f"/ws/{table_id}") as ws:
        ws.send_text(json.dumps({"type": "hello", "watch": True}))
        said = [line.text for line in app.state.hub.chat.of(the_salon.table(table_id)).lines]
    assert said == ["well played"]


def test_few_finished_tables_are_kept_in_memory(tmp_path: Path) -> None:
    """docs/web.md "Under load": every finished table kept in memory is scanned by each full
    collection, so only the most recently asked for are kept; the others are rebuilt from the
    database."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    kept = create_app(store, thinkers=0).state.salon.finished_kept
    store.close()
    assert kept == FINISHED_IN_MEMORY <= 64


def test_the_allowances_of_addresses_seen_once_are_forgotten_once_refilled() -> None:
    """docs/web.md "Under load": each address's allowance was kept until 10,000 addresses
    were held, so a server seeing new addresses all day grew for hours; one refilled is the
    same as a new one and is forgotten, while one still spent keeps refusing its address."""
    seconds = [0.0]
    limits = RequestLimits(ClientAllowances(), clock=lambda: seconds[0])
    burst = ClientAllowances().tables.burst
    for _ in range(burst):
        assert limits.refusal("tables", "10.0.0.1") is None
    for n in range(1000):
        seconds[0] += 0.05
        assert limits.refusal("tables", f"10.1.{n // 250}.{n % 250}") is None
    assert limits.refusal("tables", "10.0.0.1") is not None, "still spent, still refused"
    seconds[0] += 3600
    assert limits.refusal("tables", "10.2.0.1") is None
    assert len(limits.kinds["tables"]) == 1


def _reached(root: object) -> dict[int, object]:
    """The objects the cycle collector tracks that ``root`` leads to (classes and modules,
    made at start, left out)."""
    seen: dict[int, object] = {id(root): root}
    stack = [root]
    while stack:
        for child in gc.get_referents(stack.pop()):
            if id(child) in seen or not gc.is_tracked(child) or isinstance(child, type):
                continue
            seen[id(child)] = child
            stack.append(child)
    return seen


@pytest.mark.parametrize(("game", "most"), [("piquet", 3.5), ("ecarte", 4.0)])
def test_a_finished_table_holds_few_objects_of_its_own(
    tmp_path: Path, game: str, most: float
) -> None:
    """docs/web.md "Under load": each full collection scans every finished table kept in
    memory, so a game shares what it can with every other: the play of a card, the single
    card an event shows, the single seat that sees it. Each was an object of its own, and a
    game held some 4.5 objects an action (4.9 at écarté); some 3.1 now (3.6)."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    salon = Salon(store, chance=random.Random(3), finished_kept=0)
    table = salon.create(game=game, rules="", name="Ann", opponent=Opponent.THUMB).table
    play_to_the_end(salon, table)
    first, second = salon.table(table.id), salon.table(table.id)  # rebuilt each time
    assert first is not second
    shared = _reached(second)
    own = [kept for key, kept in _reached(first).items() if key not in shared]
    store.close()
    assert len(own) <= most * first.step, (len(own), first.step)
