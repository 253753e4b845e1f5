"""Many simultaneous tables against the computer, driven by websocket clients on loopback.

Starts ``salon serve`` on a free local port with a fresh SQLite file, opens ``--tables``
tables against the rules-of-thumb player (Piquet, or Écarté with ``--game ecarte``, or both
halves and halves with ``--game both``), and lets one client per table play (the first legal
action, or the first card of the hand to exchange or discard) for ``--seconds``; a client
whose game is over opens another table, so that all of them stay in play. Like a person,
each client thinks before it acts: ``--think`` seconds on average (uniformly from half to
one and a half times that; 0 for a client that answers at once). The players arrive at random
within the first ``--arrive`` seconds. It reports the latency from
sending an action to its acknowledgement (stored and applied; the computer's replies come
after the acknowledgement and are not counted), and the actions per second. The first
``--warmup`` seconds, while the players arrive, are played but not counted (the whole run's
figure is printed too, and each ten seconds').

With ``--game mixed`` the tables are, in turn, Piquet and Écarté against the rules of thumb and
the tables for three or more: chouette (the host, an invited friend and the rules of thumb),
Pool Écarté (the host and two computers) and French Écarté (the host and a computer playing,
and a gallery of five invited people betting, covering and pointing): every person at every
table is a client of its own, and each one's action counts alike.

The lobby is in use meanwhile: the tables are listed, and each player polls ``GET /api/lobby``
(and, every other time, ``GET /api/tables?ids=`` with the tables it has sat at) every
``--lobby-every`` seconds (30 by default), as a home page left open in a tab does; the
latency of those requests is reported beside the actions'.

    scripts/run python benchmarks/bench_web.py --tables 500 --seconds 60 --think 2
    scripts/run python benchmarks/bench_web.py --tables 300 --seconds 60 --game mixed
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start(
    database: Path, port: int, *, client_limits: bool = False, options: tuple[str, ...] = ()
) -> subprocess.Popen[bytes]:
    """``salon serve`` on ``port`` with ``options``, once it answers."""
    command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(port), "--pace", "0"]
    command += options
    # Hundreds of players from one address: the per-address limits would stop them.
    command += [] if client_limits else ["--no-client-limits"]
    server = subprocess.Popen(
        [*command, "--database", str(database)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return answering(server, port)


def answering(server: subprocess.Popen[bytes], port: int) -> subprocess.Popen[bytes]:
    """``server`` once it answers on ``port`` (killed, and an error, if it does not soon)."""
    deadline = time.monotonic() + 120  # a busy machine starts it slowly
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return server
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError("the server did not start")


MIXED: tuple[dict[str, Any], ...] = (
    {"game": "piquet", "opponent": "thumb"},
    {"game": "ecarte", "opponent": "thumb"},
    {"game": "chouette", "seats": ["host", "friend", "thumb"], "options": {"parties": 1}},
    {"game": "pool", "seats": ["host", "thumb", "thumb"]},
    {"game": "french", "seats": ["host", "thumb", *["friend"] * 5], "options": {"games": 3}},
)
"""The tables of ``--game mixed``, in turn: two seats, three, and French with a gallery of
five people."""


def choose(view: dict[str, Any]) -> str | None:
    """The first legal action, or an exchange of the first card."""
    if view.get("session"):
        return choose_in_session(view)
    if view.get("to_act") != view.get("seat"):
        return None
    deal = view.get("deal") or {}
    if deal.get("exchange_limit"):
        return f"exchange {deal['hand'][0]}"
    if deal.get("discard_limit"):
        return f"discard {deal['hand'][0]}"
    legal = view.get("legal") or []
    return str(legal[0]) if legal else None


def choose_in_session(view: dict[str, Any]) -> str | None:
    """At a table of three or more: the first choice offered (a move, advice, a bet), or an
    exchange or a discard of the first card of the hand looked at."""
    if view.get("me") not in view.get("to_act", ()) or not view.get("prompt"):
        return None
    choices = view.get("choices") or []
    if choices:
        return str(choices[0]["action"])
    deal = (view.get("game") or {}).get("deal") or {}
    verb = "exchange" if deal.get("exchange_limit") else "discard"
    if view.get("discard") and deal.get("hand"):
        return f"{view['advise_prefix']}{verb} {deal['hand'][0]}"
    return None


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    """When each latency was measured (monotonic clock)."""
    games: int = 0
    """Games played to their end (each client then opens another table)."""
    lobby_latencies: list[float] = field(default_factory=list)
    """Seconds from asking for the lobby (or "my tables") to the answer."""
    errors: list[str] = field(default_factory=list)
    late_advice: int = 0
    """Advice refused because the player it was for had acted first: two people's race,
    which the server settles by refusing the later one (counted apart from errors)."""
    client_lags: list[tuple[float, float]] = field(default_factory=list)
    """When (monotonic clock) and by how many seconds the clients' own event loop woke late."""


async def watch_lag(until: float, lags: list[tuple[float, float]], every: float = 0.01) -> None:
    """Note how late this process's event loop wakes from a sleep of ``every`` seconds, until
    ``until``: every latency the clients measure includes their own loop's delay in reading
    the answer, which this tells apart from the server's."""
    while time.monotonic() < until:
        asleep = time.perf_counter()
        await asyncio.sleep(every)
        lags.append((time.monotonic(), time.perf_counter() - asleep - every))


async def player(
    client: httpx.AsyncClient,
    port: int,
    table: dict[str, Any],
    until: float,
    think: float,
    arrive: float,
    lobby_every: float,
    tally: Tally,
) -> None:
    """Arrive within the first ``arrive`` seconds and play at a table like ``table``; when
    its game is over, open another, until ``until``."""
    rng = random.Random(table["name"])
    await asyncio.sleep(rng.uniform(0, arrive))
    mine: list[str] = []
    polling = asyncio.create_task(poll_lobby(client, mine, until, lobby_every, rng, tally))
    while time.monotonic() < until:
        reply = await ask(client, "POST", "/api/tables", json=table)
        reply.raise_for_status()
        seat = reply.json()
        mine.append(seat["table"])
        guests = [
            asyncio.create_task(guest(client, port, seat["table"], invite, until, think, tally))
            for invite in seat.get("invites", [])
        ]
        await sit_and_play(port, seat, rng, until, think, tally)
        await asyncio.gather(*guests)
    await polling


async def guest(
    client: httpx.AsyncClient,
    port: int,
    table: str,
    invite: dict[str, Any],
    until: float,
    think: float,
    tally: Tally,
) -> None:
    """A friend invited to a table of three or more: he joins by his link and plays."""
    rng = random.Random(invite["invite"])
    body = {"name": f"Guest {invite['seat']}", "invite": invite["invite"]}
    reply = await ask(client, "POST", f"/api/tables/{table}/join", json=body)
    reply.raise_for_status()
    await sit_and_play(port, reply.json(), rng, until, think, tally, counts_games=False)


async def sit_and_play(
    port: int,
    seat: dict[str, Any],
    rng: random.Random,
    until: float,
    think: float,
    tally: Tally,
    *,
    counts_games: bool = True,
) -> None:
    url = f"ws://127.0.0.1:{port}/ws/{seat['table']}"
    try:
        ws = await websockets.connect(url, max_size=2**22)
    except (OSError, TimeoutError, websockets.InvalidHandshake) as error:
        # A server too slow to answer is an error of the run, not the end of it.
        tally.errors.append(f"connecting to {seat['table']}: {error!r}")
        return
    async with ws:
        hello = {"type": "hello", "seat": seat["seat"], "token": seat["token"]}
        await ws.send(json.dumps(hello))
        await play_one(ws, rng, until, think, tally, counts_games=counts_games)


async def ask(client: httpx.AsyncClient, method: str, path: str, **options: Any) -> httpx.Response:
    """A request, tried again once if the server had just closed the kept-alive connection
    it went out on (uvicorn closes them after five idle seconds)."""
    try:
        return await client.request(method, path, **options)
    except httpx.TransportError:
        return await client.request(method, path, **options)


async def poll_lobby(
    client: httpx.AsyncClient,
    mine: list[str],
    until: float,
    every: float,
    rng: random.Random,
    tally: Tally,
) -> None:
    """Ask for the lobby, and every other time for "my tables", every ``every`` seconds."""
    if not every:
        return
    asking_for_mine = False
    while time.monotonic() < until - every:
        await asyncio.sleep(every * rng.uniform(0.5, 1.5))
        path = f"/api/tables?ids={','.join(mine[-20:])}" if asking_for_mine else "/api/lobby"
        asking_for_mine = not asking_for_mine
        await timed_get(client, path, tally, tally.lobby_latencies)


async def timed_get(
    client: httpx.AsyncClient, path: str, tally: Tally, latencies: list[float]
) -> None:
    """Ask for ``path``; its latency goes to ``latencies``, a failure to the errors."""
    sent_at = time.perf_counter()
    try:
        reply = await ask(client, "GET", path)
    except httpx.HTTPError as error:
        tally.errors.append(f"{path}: {error!r}")
        return
    if reply.status_code != 200:
        tally.errors.append(f"{path}: {reply.status_code}")
        return
    latencies.append(time.perf_counter() - sent_at)


async def play_one(
    ws: Any,
    rng: random.Random,
    until: float,
    think: float,
    tally: Tally,
    *,
    counts_games: bool = True,
) -> None:
    sent_at: float | None = None
    sent = ""
    acted = -1
    while time.monotonic() < until:
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, until - time.monotonic()))
        except TimeoutError:
            return
        message = json.loads(raw)
        if message["type"] == "ack" and sent_at is not None:
            tally.latencies.append(time.perf_counter() - sent_at)
            tally.times.append(time.monotonic())
            sent_at = None
        elif message["type"] == "error":
            if sent.startswith("advise "):
                tally.late_advice += 1
            else:
                tally.errors.append(f"{sent}: {message['message']}")
            sent_at = None
        elif message["type"] == "state" and sent_at is None:
            if message["view"]["over"]:
                tally.games += counts_games
                return
            action = choose(message["view"])
            step = message["table"]["step"]
            if action is not None and step > acted:
                acted = step
                if think:
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                sent_at, sent = time.perf_counter(), action
                await ws.send(json.dumps({"type": "act", "action": action}))


async def run(
    port: int,
    tables: int,
    seconds: float,
    think: float,
    arrive: float,
    game: str,
    lobby_every: float,
) -> tuple[Tally, float]:
    kinds: list[dict[str, Any]] = (
        list(MIXED)
        if game == "mixed"
        else [{"game": name, "opponent": "thumb"} for name in ("piquet", "ecarte")]
        if game == "both"
        else [{"game": game, "opponent": "thumb"}]
    )
    tally = Tally()
    gc.freeze()  # the clients' own pauses are not the server's latency
    started = time.monotonic()
    until = started + seconds
    limits = httpx.Limits(max_connections=tables)
    async with httpx.AsyncClient(
        base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits
    ) as client:
        await asyncio.gather(
            *(
                player(
                    client,
                    port,
                    {"name": f"p{number}", "listed": True} | kinds[number % len(kinds)],
                    until,
                    think,
                    arrive,
                    lobby_every,
                    tally,
                )
                for number in range(tables)
            )
        )
    return tally, time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=2.0, help="mean seconds before acting")
    parser.add_argument(
        "--game",
        choices=["piquet", "ecarte", "both", "mixed"],
        default="both",
        help="both: Piquet and Écarté; mixed: those and the tables for three or more",
    )
    parser.add_argument(
        "--arrive", type=float, default=10.0, help="the players arrive within so many seconds"
    )
    parser.add_argument("--warmup", type=float, default=10.0, help="first seconds not counted")
    parser.add_argument(
        "--lobby-every",
        type=float,
        default=30.0,
        help="each player polls the lobby every so many seconds, as a home page left open "
        "does (0: never; default 30)",
    )
    args = parser.parse_args()
    if args.tables < 1 or args.seconds <= args.warmup or args.think < 0 or args.warmup < 0:
        parser.error(
            "--tables must be positive, --seconds more than --warmup, --think and --warmup "
            "not negative"
        )
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start(Path(folder) / "bench.db", port)
        try:
            tally, elapsed = asyncio.run(
                run(
                    port,
                    args.tables,
                    args.seconds,
                    args.think,
                    args.arrive,
                    args.game,
                    args.lobby_every,
                )
            )
        finally:
            server.terminate()
            server.wait(timeout=30)
    t0 = min(tally.times, default=0.0)
    for second in range(0, int(args.seconds) + 5, 10):
        part = sorted(
            lat
            for lat, at in zip(tally.latencies, tally.times, strict=True)
            if second <= at - t0 < second + 10
        )
        if part:
            p99 = part[int(len(part) * 0.99)] * 1000
            print(
                f"  {second}-{second + 10} s: {len(part)} acks, p99 {p99:.1f} ms", file=sys.stderr
            )
    whole = sorted(tally.latencies)
    if whole:
        print(
            f"  the whole run, warm-up included: p99 {whole[int(len(whole) * 0.99)] * 1000:.1f} ms",
            file=sys.stderr,
        )
    tally.latencies = [
        lat for lat, at in zip(tally.latencies, tally.times, strict=True) if at - t0 >= args.warmup
    ]
    latencies, errors = sorted(tally.latencies), tally.errors
    if not latencies:
        print("no action was acknowledged")
        return
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(
        f"{args.tables} simultaneous tables ({args.game}, {args.think:g} s to think) for "
        f"{elapsed:.0f} s on {os.cpu_count()} cores, the first {args.warmup:g} s not counted "
        f"(server and clients on this machine): {len(latencies)} actions acknowledged, "
        f"{len(latencies) / elapsed:.1f} a second; latency median "
        f"{statistics.median(latencies) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
        f"max {latencies[-1] * 1000:.1f} ms; {tally.games} games finished; {len(errors)} errors"
        + (f", {tally.late_advice} pieces of advice too late" if tally.late_advice else "")
    )
    lobby = sorted(tally.lobby_latencies)
    if lobby:
        lobby_p99 = lobby[min(len(lobby) - 1, int(len(lobby) * 0.99))]
        print(
            f"lobby and my tables polled every {args.lobby_every:g} s by each player: "
            f"{len(lobby)} answers, {len(lobby) / elapsed:.1f} a second; latency median "
            f"{statistics.median(lobby) * 1000:.1f} ms, p99 {lobby_p99 * 1000:.1f} ms"
        )
    if errors:
        print(f"first errors: {errors[:3]}")


if __name__ == "__main__":
    main()
