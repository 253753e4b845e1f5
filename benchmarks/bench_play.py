"""The room with many players: the lobby and the moves at live tables, measured from clients
beside the server on the same machine; and a server's start with many turn-based tables
waiting (docs/web.md "Finding someone to play").

    nice scripts/run python benchmarks/bench_play.py lobby --players 1000 --seeks 300 --tables 500
    nice scripts/run python benchmarks/bench_play.py waiting --tables 10000

``lobby``: the accounts, their sessions, the open seeks and the live tables (each paired from
a taken seek, its first deal dealt) are written straight into a new SQLite database; then a
``salon serve`` process is started on it, and clients ask for the lobby (as every signed-in
page does every five seconds) and make moves at the tables through their websockets, some
at once. ``waiting``: that many turn-based tables, each waiting for a move (fifty played to their
first move, the rest copies of those, row for row), then the time a new server takes to
answer, its resident memory, and the first state and a move at tables not yet in memory.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import insert, select
from websockets.asyncio.client import connect

from salon.web.play.room import Room
from salon.web.play.schema import clocks
from salon.web.play.seeks import Offer
from salon.web.players.accounts import name_key
from salon.web.players.keys import server_key
from salon.web.players.schema import accounts
from salon.web.players.seating import SeatKeys
from salon.web.players.sessions import CSRF_COOKIE
from salon.web.players.web import Players, PlayerSettings
from salon.web.server.store import Store, actions, games, sqlite_url
from salon.web.server.store import seats as tb_seats
from salon.web.tables.registry import Salon
from salon.web.tables.table import hash_secret


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _setup(url: str, players: int, seeks: int, tables: int, pace: str, time_: int) -> Any:
    store = Store(url)
    salon = Salon(store)
    people = Players(salon, PlayerSettings(sign_in=None))
    room = Room(people)
    with store.engine.begin() as conn:
        conn.execute(
            insert(accounts),
            [
                {"name": f"P{n}", "name_key": name_key(f"P{n}"), "password_hash": "-",
                 "created": room.keeper.now()}
                for n in range(players)
            ],
        )  # fmt: skip
    ids = list(range(1, players + 1))
    sessions = {
        account: people.accounts.open_session(people.accounts.by_id(account))  # type: ignore[arg-type]
        for account in ids
    }
    seats = []
    for n in range(tables):
        host, guest = ids[(2 * n) % players], ids[(2 * n + 1) % players]
        seek = room.book.offer(host, Offer("ecarte", "", pace, time_, False))
        table = room.pairing.seat(room.book.take(seek.id, guest))
        while salon.advance_one(table):
            pass
        actor = table.actor
        assert isinstance(actor, int)
        account = (host, guest)[actor]
        seats.append((table.id, actor, people.seating.keys.token(table.id, actor, account)))
    for n in range(seeks):
        room.book.offer(ids[n % players], Offer("piquet", "", "live", 300, False))
    store.close()
    return sessions, seats


def _serve(url: str, port: int) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(port), "--pace", "0"]
    return subprocess.Popen(
        [*command, "--no-client-limits", "--database", url],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )


def _wait_up(base: str, limit: float = 600) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < limit:
        try:
            if httpx.get(f"{base}/api/games", timeout=2).status_code == 200:
                return time.perf_counter() - started
        except httpx.HTTPError:
            time.sleep(0.05)
    raise SystemExit("the server did not start")


def _p(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


async def _lobbies(base: str, sessions: dict[int, str], count: int, at_once: int) -> list[float]:
    took: list[float] = []
    chosen = random.Random(1).choices(list(sessions.values()), k=count)
    gate = asyncio.Semaphore(at_once)
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        # A page keeps the CSRF cookie it was given: without it every answer makes one.
        csrf = (await client.get("/")).cookies.get(CSRF_COOKIE, "")

        async def one(token: str) -> None:
            async with gate:
                started = time.perf_counter()
                answer = await client.get(
                    "/api/play/lobby",
                    headers={"Cookie": f"salon_session={token}; {CSRF_COOKIE}={csrf}"},
                )
                took.append(time.perf_counter() - started)
                assert answer.status_code == 200, answer.text

        await asyncio.gather(*(one(token) for token in chosen))
    return took


async def _moves(port: int, seats: list[tuple[str, int, str]], at_once: int) -> list[float]:
    took: list[float] = []
    gate = asyncio.Semaphore(at_once)

    async def one(table: str, seat: int, token: str) -> None:
        async with gate, connect(f"ws://127.0.0.1:{port}/ws/{table}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
            while True:
                message = json.loads(await ws.recv())
                if message["type"] == "state" and message["view"]["to_act"] == seat:
                    break
            view, step = message["view"], message["table"]["step"]
            deal = view["deal"]
            action = str(view["legal"][0])
            if deal is not None and deal.get("discard_limit"):
                action = "discard " + deal["hand"][-1]
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "act", "action": action}))
            while True:
                message = json.loads(await ws.recv())
                if message["type"] == "state" and message["table"]["step"] > step:
                    took.append(time.perf_counter() - started)
                    return
                assert message["type"] != "error", message

    await asyncio.gather(*(one(*seat) for seat in seats))
    return took


def _lobby(args: argparse.Namespace, folder: Path) -> None:
    url = sqlite_url(folder / "salon.db")
    started = time.perf_counter()
    sessions, seats = _setup(url, args.players, args.seeks, args.tables, "live", 300)
    print(f"set up {args.players} players, {args.seeks} seeks, {args.tables} live tables "
          f"in {time.perf_counter() - started:.0f} s")  # fmt: skip
    port = _free_port()
    server = _serve(url, port)
    try:
        _wait_up(f"http://127.0.0.1:{port}")
        base = f"http://127.0.0.1:{port}"
        spent = _cpu(server.pid)
        lobby = asyncio.run(_lobbies(base, sessions, args.requests, args.at_once))
        spent = _cpu(server.pid) - spent
        moves = asyncio.run(_moves(port, seats, args.at_once))
    finally:
        server.kill()
        server.wait()
    for name, took in (("lobby", lobby), ("move", moves)):
        figures = f"median {_p(took, 0.5):.1f} ms, p99 {_p(took, 0.99):.1f} ms"
        print(f"{name}: {len(took)} requests, {args.at_once} at once: {figures}, "
              f"slowest {max(took) * 1000:.1f} ms")  # fmt: skip
    print(f"the server's CPU time a lobby answer: {spent / len(lobby) * 1000:.2f} ms")
    print(f"load average after: {os.getloadavg()}")


def _copies(url: str, seats: list[tuple[str, int, str]], count: int) -> list[tuple[str, int, str]]:
    """``count`` tables copied row for row from those set up (each copy a table of its own,
    its seats' secrets its own), written straight into the database: setting up thousands
    through the room would take many minutes."""
    store = Store(url)
    keys = SeatKeys(server_key(store.engine))
    made = []
    with store.engine.begin() as conn:
        for n in range(count):
            source, actor, _ = seats[n % len(seats)]
            copy = f"w{n:06d}"
            game = conn.execute(select(games).where(games.c.id == source)).one()._asdict()
            conn.execute(insert(games), [game | {"id": copy}])
            rows = [row._asdict() for row in conn.execute(select(tb_seats).where(
                tb_seats.c.game_id == source))]  # fmt: skip
            for row in rows:
                token = keys.token(copy, row["seat"], row["account_id"])
                row |= {"game_id": copy, "token_hash": hash_secret(token)}
                if row["seat"] == actor:
                    made.append((copy, actor, token))
            conn.execute(insert(tb_seats), rows)
            for table in (actions, clocks):
                found = [r._asdict() for r in conn.execute(select(table).where(
                    table.c.game_id == source))]  # fmt: skip
                conn.execute(insert(table), [r | {"game_id": copy} for r in found])
    store.close()
    return made


async def _cold(port: int, seat: tuple[str, int, str]) -> tuple[float, float]:
    """The time to the first state at a table not yet in memory, and a move's there."""
    table, number, token = seat
    started = time.perf_counter()
    async with connect(f"ws://127.0.0.1:{port}/ws/{table}") as ws:
        await ws.send(json.dumps({"type": "hello", "seat": number, "token": token}))
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "state":
                break
        first = time.perf_counter() - started
    moved = await _moves(port, [seat], 1)
    return first, moved[0]


def _cpu(pid: int) -> float:
    """The process's CPU time so far, in seconds (user and system): a figure the other
    work on a shared machine does not swell as it swells latencies."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss(pid: int) -> str:
    return next(
        line.split(":")[1].strip()
        for line in Path(f"/proc/{pid}/status").read_text().splitlines()
        if line.startswith("VmRSS")
    )


def _waiting(args: argparse.Namespace, folder: Path) -> None:
    url = sqlite_url(folder / "salon.db")
    started = time.perf_counter()
    real = min(args.tables, 50)
    _, seats = _setup(url, real * 2, 0, real, "turn", 3)
    seats += _copies(url, seats, args.tables - real)
    print(f"set up {args.tables} turn-based tables in {time.perf_counter() - started:.0f} s")
    port = _free_port()
    server = _serve(url, port)
    try:
        up = _wait_up(f"http://127.0.0.1:{port}")
        rss = _rss(server.pid)
        colds = [asyncio.run(_cold(port, seat)) for seat in random.Random(2).sample(seats, 10)]
        after = _rss(server.pid)
    finally:
        server.kill()
        server.wait()
    print(f"start-up to the first answer: {up:.1f} s; resident memory {rss}; after 10 cold "
          f"tables {after}; load average {os.getloadavg()}")  # fmt: skip
    firsts = [first for first, _ in colds]
    moves = [move for _, move in colds]
    print(f"a cold table's first state: median {_p(firsts, 0.5):.1f} ms, slowest "
          f"{max(firsts) * 1000:.1f} ms; the move there: median {_p(moves, 0.5):.1f} ms, "
          f"slowest {max(moves) * 1000:.1f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("lobby", "waiting"))
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--seeks", type=int, default=300)
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--at-once", type=int, default=10)
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}; load average before: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as folder:
        (_lobby if args.what == "lobby" else _waiting)(args, Path(folder))


if __name__ == "__main__":
    main()
