"""Starting the server: the address is printed only once the socket listens; a busy port is
said in one line with how to choose another.

docs/web.md "Starting the server".
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from webtools import free_port

from salon.cli import main
from salon.web.launch import FULL_COLLECTION_AFTER, SWITCH_INTERVAL


def test_a_busy_port_is_said_in_one_line_and_no_address_is_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/web.md "Starting the server": a busy port prints no address, one line saying
    how to choose another port, and the command fails."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["serve", "--port", str(port), "--database", str(tmp_path / "s.db")])
    out, err = capsys.readouterr()
    assert code == 1
    assert "salon is at" not in out
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert f"port {port} is in use" in lines[0] and "--port 9000" in lines[0]


def test_the_address_is_printed_once_the_server_listens(tmp_path: Path) -> None:
    """docs/web.md "Starting the server": when the address is printed, it answers."""
    port = free_port()
    command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(port)]
    server = subprocess.Popen(
        [*command, "--database", str(tmp_path / "s.db")],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith(f"salon is at http://127.0.0.1:{port}/"), line
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_frame_longer_than_any_message_is_refused_unread(tmp_path: Path) -> None:
    """docs/web.md "Protocol": the server reads at most MAX_FRAME_BYTES of a websocket
    message; a longer one closes the connection (1009, too big) instead of being buffered."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect
    from webtools import start_server

    from salon.web.server.protocol import MAX_FRAME_BYTES

    port = free_port()
    server = start_server(tmp_path / "s.db", port)
    try:
        made = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={"name": "Ann"}).json()
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}", max_size=None) as ws:
            ws.send("x" * (MAX_FRAME_BYTES + 1))
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    ws.recv(timeout=10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_server_killed_leaves_no_warning_behind(tmp_path: Path) -> None:
    """docs/web.md "Starting the server": killed with SIGKILL while a computer thinks in a
    worker process, the server leaves no warning of leaked semaphores in its log (the
    resource tracker frees them, as it should, and used to warn of them)."""
    from webtools import start_server

    port = free_port()
    log = tmp_path / "server.log"
    server = start_server(tmp_path / "s.db", port, stderr=log)
    made = httpx.post(
        f"http://127.0.0.1:{port}/api/tables", json={"name": "Ann", "opponent": "strong"}
    )
    assert made.status_code == 201
    # The analysis workers start with their first piece of work: a trainer's position.
    dealt = httpx.post(
        f"http://127.0.0.1:{port}/api/train/position",
        json={"trainer": "exchange", "scores": {}},
        timeout=120,
    )
    assert dealt.status_code == 200, dealt.text
    deadline = time.monotonic() + 30
    trackers: list[int] = []
    while not trackers and time.monotonic() < deadline:
        trackers = [p for p in _descendants(server.pid) if b"resource_tracker" in _command(p)]
        time.sleep(0.2)
    assert trackers, "the worker pool's semaphores are tracked"
    server.send_signal(signal.SIGKILL)
    server.wait(timeout=30)
    deadline = time.monotonic() + 20
    while any(Path(f"/proc/{pid}").exists() for pid in trackers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert "leaked" not in log.read_text()


def _descendants(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            found += [int(child), *_descendants(int(child))]
    return found


def _command(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


ARENAS_PROBE = """
import ctypes, ctypes.util, sys, tempfile, threading
import uvicorn
from salon.web.launch import ServerSettings, serve

def count_arenas(server, sockets=None):
    # Eight threads allocate, as the server's do; glibc gives each new one an arena of its
    # own while it may, then reports them all (one <heap> each).
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.malloc.restype = ctypes.c_void_p
    libc.fopen.restype = ctypes.c_void_p
    libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
    libc.fclose.argtypes = [ctypes.c_void_p]
    started = threading.Barrier(8)
    def allocate():
        started.wait()
        libc.malloc(4096)
    threads = [threading.Thread(target=allocate) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    with tempfile.NamedTemporaryFile(suffix=".xml") as info:
        stream = libc.fopen(info.name.encode(), b"w")
        libc.malloc_info(0, stream)
        libc.fclose(stream)
        print("arenas", open(info.name).read().count("<heap nr="), flush=True)

uvicorn.Server.run = count_arenas
serve(ServerSettings(port=0, database=sys.argv[1]))
"""


def test_the_server_keeps_the_c_allocator_to_two_arenas(tmp_path: Path) -> None:
    """docs/web.md "A server's hour, in ten minutes": with an arena for each thread that
    allocates (up to eight a core), the memory freed in one is not reused by another, and the
    server's resident memory crept while its Python objects did not; two arenas keep it flat."""
    said = _probe(ARENAS_PROBE, tmp_path, "arenas")
    assert int(said.split()[1]) <= 2, said


def _probe(code: str, tmp_path: Path, word: str) -> str:
    """The last line starting with ``word`` that ``code`` printed, run in a process of its
    own on a fresh database (its first argument)."""
    done = subprocess.run(
        [sys.executable, "-c", code, f"sqlite:///{tmp_path / 's.db'}"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    said = [line for line in done.stdout.splitlines() if line.startswith(word)]
    assert said, done.stdout + done.stderr
    return said[-1]


SWITCH_PROBE = """
import gc
import sys
import uvicorn
from salon.web.launch import ServerSettings, serve

def said(server, sockets=None):
    print("switch", sys.getswitchinterval())
    print("thresholds", *gc.get_threshold())

uvicorn.Server.run = said
serve(ServerSettings(port=0, database=sys.argv[1]))
"""


def test_the_server_lets_a_waiting_thread_have_the_interpreter_sooner(tmp_path: Path) -> None:
    """docs/web.md "Under load": the server hands the interpreter over after 0.5 ms, not
    Python's 5 ms, so that the event loop and the threads a commit wakes do not wait behind a
    thread that computes."""
    said = _probe(SWITCH_PROBE, tmp_path, "switch")
    assert float(said.split()[1]) == SWITCH_INTERVAL == 0.0005


def test_the_server_makes_full_collections_ten_times_rarer(tmp_path: Path) -> None:
    """docs/web.md "Under load": a full collection holds every thread for as long as it scans
    every table's objects; the server lets a hundred middle collections pass before one, not
    Python's ten, the other thresholds left as Python has them."""
    said = _probe(SWITCH_PROBE, tmp_path, "thresholds").split()
    assert [int(n) for n in said[1:]] == [700, 10, FULL_COLLECTION_AFTER] == [700, 10, 100]
