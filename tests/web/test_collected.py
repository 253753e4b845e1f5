"""A closed connection's objects are freed at once, by their reference counts, not left in
reference cycles for the cycle collector's full collections (docs/web.md "Under load")."""

from __future__ import annotations

import asyncio
import gc
import json
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

from conftest import TestClient
from salon.web.app import create_app
from salon.web.server.guard import Door, DoorRules, protocols
from salon.web.server.store import Store, sqlite_url

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


def test_the_long_lived_objects_are_set_aside_after_the_warm_up(tmp_path: Path) -> None:
    """docs/web.md "Under load": what the first requests brought in is set aside from the
    cycle collector once, after the warm-up, so that its full collections scan less."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    with TestClient(create_app(store, thinkers=0, warm_up=0.5)) as client:
        assert client.get("/api/lobby").status_code == 200
        at_start = gc.get_freeze_count()
        kept_for_the_table = [{"object": number} for number in range(1000)]
        time.sleep(1.0)
        client.get("/api/lobby")  # the loop runs its timers
        assert gc.get_freeze_count() >= at_start + len(kept_for_the_table)
    store.close()
