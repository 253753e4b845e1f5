"""What a real server does against a client that means it harm: closed connections leave no
memory behind, slow headers are cut off, one address holds only so many connections, a long
body is refused unread, forwarded addresses are believed only from the proxies named, and the
log stays quiet under garbage.

docs/web.md "Limits" and "Behind a proxy". Each test here talks to a real server, since
these are the server's own behaviours; each takes a few seconds at most (the memory test
some ten: it must outlast the moments at which memory could be set aside).
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from webtools import free_port

PROXY = "127.0.0.2"
"""The trusted proxy's address (any 127.x.y.z reaches the loopback)."""
STRANGER = "127.0.0.3"
"""An address the server trusts with nothing."""
PER_ADDRESS = 16
RUN = (
    "import gc, json, signal, sys\n"
    "signal.signal(signal.SIGUSR1, lambda *_: gc.collect())\n"
    "from salon.web.server.guard import DoorRules\n"
    "from salon.web.launch import ServerSettings, serve\n"
    "given = json.loads(sys.argv[1])\n"
    "door = DoorRules(**given.pop('door'))\n"
    "sys.exit(serve(ServerSettings(door=door, trust_proxies=(given.pop('proxy'),), **given)))\n"
)


@dataclass
class Running:
    url: str
    port: int
    process: subprocess.Popen[bytes]
    log: Path

    def rss_kb(self) -> int:
        """The server's resident memory, once it has collected what garbage it can (on a
        signal these tests' servers take): what the collector would free later is not
        counted, what it never will is."""
        self.process.send_signal(signal.SIGUSR1)
        time.sleep(0.5)
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise AssertionError("no VmRSS")


def _start(tmp: Path, files: int | None = None) -> Running:
    port = free_port()
    given = {
        "port": port,
        "database": f"sqlite:///{tmp / 'salon.db'}",
        "pace": 0.0,
        "proxy": PROXY,
        "door": {"per_address": PER_ADDRESS, "header_seconds": 3.0, "body_seconds": 3.0},
    }

    def few_files() -> None:
        if files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    log = tmp / "server.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-c", RUN, json.dumps(given)],
            stdout=subprocess.DEVNULL,
            stderr=sink,
            env={**os.environ, "PYTHONWARNINGS": "ignore"},
            preexec_fn=few_files,
        )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/api/games", timeout=1).status_code == 200:
                return Running(url, port, process, log)
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError("the server did not start")


@pytest.fixture(scope="module")
def running(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Running]:
    server = _start(tmp_path_factory.mktemp("guards"))
    yield server
    server.process.terminate()
    server.process.wait(timeout=30)


def _client(address: str) -> httpx.Client:
    return httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=10)


def _table_behind_the_proxy(running: Running, client: str) -> dict[str, Any]:
    """A table opened by ``client`` through the trusted proxy (apart from the limits of the
    server's own address)."""
    with _client(PROXY) as proxy:
        answer = proxy.post(
            f"{running.url}/api/tables", json={"name": "Ann"}, headers={"x-forwarded-for": client}
        )
    return dict(answer.json())


def test_forwarded_addresses_are_believed_only_from_a_proxy_named(running: Running) -> None:
    """docs/web.md "Behind a proxy": ``X-Forwarded-For`` from any other address (the
    server's own machine included) is ignored, so rotating it does not escape the limit of
    ten tables; from ``--trust-proxy`` it names the client, each counted apart."""
    codes = []
    with _client("127.0.0.1") as local:
        for n in range(12):
            forged = {"x-forwarded-for": f"198.51.100.{n}"}
            answer = local.post(f"{running.url}/api/tables", json={"name": "Eve"}, headers=forged)
            codes.append(answer.status_code)
    assert codes[:10] == [201] * 10 and codes[10:] == [429, 429]
    with _client(PROXY) as proxy:
        for n in range(12):
            behind = {"x-forwarded-for": f"203.0.113.{n}"}
            answer = proxy.post(f"{running.url}/api/tables", json={"name": "Ann"}, headers=behind)
            assert answer.status_code == 201


def test_closed_websockets_leave_no_memory_behind(running: Running) -> None:
    """docs/web.md "Under load": rounds of 300 spectators, each held a few seconds then
    closed, leave the server's memory where it was, once the server has collected its
    garbage (it grew by some 15 MB a round when the objects of every open connection were
    set aside from the collector for good)."""
    made = _table_behind_the_proxy(running, "192.0.2.1")
    url = f"ws://127.0.0.1:{running.port}/ws/{made['table']}"
    asyncio.run(_spectators(url, 300, hold=5.5))
    warmed = running.rss_kb()
    asyncio.run(_spectators(url, 300, hold=5.5))
    grown = running.rss_kb() - warmed
    assert grown < 6_000, f"the server grew by {grown} KB over 300 closed connections"


async def _spectators(url: str, count: int, hold: float) -> None:
    from websockets.asyncio.client import connect

    async def watch() -> Any:
        socket = await connect(url, local_addr=(PROXY, 0))
        await socket.send(json.dumps({"type": "hello", "watch": True}))
        await socket.recv()
        return socket

    sockets = await asyncio.gather(*(watch() for _ in range(count)))
    await asyncio.sleep(hold)
    await asyncio.gather(*(each.close() for each in sockets))
    await asyncio.sleep(0.5)


def test_a_slow_request_is_cut_off(running: Running) -> None:
    """docs/web.md "Limits": headers that do not end in time (here three seconds) close the
    connection; so does a body that does not come."""
    for request in (b"GET / HTTP/1.1\r\nHost: x\r\n", _post_head(10)):
        with socket.create_connection(("127.0.0.1", running.port), timeout=20) as slow:
            slow.sendall(request)
            assert slow.recv(1024) == b"", "the server closes the connection"


def test_one_address_holds_only_so_many_connections(tmp_path: Path) -> None:
    """docs/web.md "Limits": an address holding many idle connections is turned away past
    its share, and a server left only 256 open files still answers another client (it
    failed when 300 slow connections took every file)."""
    server = _start(tmp_path, files=256)
    held: list[socket.socket] = []
    try:
        for _ in range(300):
            address = ("127.0.0.1", server.port)
            held.append(socket.create_connection(address, timeout=5, source_address=(STRANGER, 0)))
            held[-1].sendall(b"GET / HTTP/1.1\r\n")
        time.sleep(0.3)
        assert httpx.get(f"{server.url}/api/games", timeout=5).status_code == 200
        open_now = sum(1 for each in held if _still_open(each))
        assert open_now <= PER_ADDRESS
    finally:
        for each in held:
            each.close()
        server.process.terminate()
        server.process.wait(timeout=30)
    assert "ulimit -n" in server.log.read_text(), "a low limit of open files is said at start"


def _still_open(connection: socket.socket) -> bool:
    connection.settimeout(0.05)
    try:
        return connection.recv(1) != b""
    except TimeoutError:
        return True
    except OSError:
        return False


def _post_head(length: int) -> bytes:
    return (
        b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: " + str(length).encode() + b"\r\n\r\n"
    )


def test_a_long_body_is_refused_before_it_is_read(running: Running) -> None:
    """docs/web.md "Limits": a body said to be 100 MB is refused (413) at once, unread."""
    with socket.create_connection(("127.0.0.1", running.port), timeout=5) as sender:
        sender.sendall(_post_head(100_000_000))
        answer = sender.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413")


def test_garbage_is_answered_with_headers_and_logged_in_a_few_short_lines(
    running: Running,
) -> None:
    """docs/web.md "Limits" and "Security": a request that is not HTTP gets uvicorn's 400
    with the security headers; text frames that are not UTF-8 close the websocket (1007);
    twenty of each log a few short lines, no traceback."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    made = _table_behind_the_proxy(running, "192.0.2.2")
    before = running.log.stat().st_size
    for _ in range(20):
        with socket.create_connection(("127.0.0.1", running.port), timeout=5) as garbage:
            garbage.sendall(b"\x16\x03\x01 not http at all\r\n\r\n")
            answer = garbage.recv(4096)
        assert answer.startswith(b"HTTP/1.1 400") and b"x-frame-options: DENY" in answer
    for _ in range(20):
        with connect(f"ws://127.0.0.1:{running.port}/ws/{made['table']}") as ws:
            ws.send(b'{"type": "hello", "watch": true, "x": "\xff"}', text=True)
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    ws.recv(timeout=5)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1007
    time.sleep(0.3)
    with running.log.open("rb") as log:
        log.seek(before)
        written = log.read().decode()
    assert "Traceback" not in written
    assert len(written.splitlines()) <= 6, written
