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

    scripts/run python benchmarks/bench_web.py --tables 500 --seconds 60 --think 2
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


def start(database: Path, port: int) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(port), "--pace", "0"]
    server = subprocess.Popen(
        [*command, "--database", str(database)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return server
        except httpx.HTTPError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError("the server did not start")


def choose(view: dict[str, Any]) -> str | None:
    """The first legal action, or an exchange of the first card."""
    if view.get("to_act") != view.get("seat"):
        return None
    deal = view.get("deal") or {}
    if deal.get("exchange_limit"):
        return f"exchange {deal['hand'][0]}"
    if deal.get("discard_limit"):
        return f"discard {deal['hand'][0]}"
    legal = view.get("legal") or []
    return str(legal[0]) if legal else None


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    """When each latency was measured (monotonic clock)."""
    games: int = 0
    """Games played to their end (each client then opens another table)."""
    errors: list[str] = field(default_factory=list)


async def player(
    client: httpx.AsyncClient,
    port: int,
    table: dict[str, Any],
    until: float,
    think: float,
    arrive: float,
    tally: Tally,
) -> None:
    """Arrive within the first ``arrive`` seconds and play at a table like ``table``; when
    its game is over, open another, until ``until``."""
    rng = random.Random(table["name"])
    await asyncio.sleep(rng.uniform(0, arrive))
    while time.monotonic() < until:
        reply = await client.post("/api/tables", json=table)
        reply.raise_for_status()
        seat = reply.json()
        url = f"ws://127.0.0.1:{port}/ws/{seat['table']}"
        async with websockets.connect(url, max_size=2**22) as ws:
            hello = {"type": "hello", "seat": seat["seat"], "token": seat["token"]}
            await ws.send(json.dumps(hello))
            await play_one(ws, rng, until, think, tally)


async def play_one(ws: Any, rng: random.Random, until: float, think: float, tally: Tally) -> None:
    sent_at: float | None = None
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
            tally.errors.append(message["message"])
            sent_at = None
        elif message["type"] == "state" and sent_at is None:
            if message["view"]["over"]:
                tally.games += 1
                return
            action = choose(message["view"])
            if action is not None:
                if think:
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "action": action}))


async def run(
    port: int, tables: int, seconds: float, think: float, arrive: float, game: str
) -> tuple[Tally, float]:
    games = ["piquet", "ecarte"] if game == "both" else [game]
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
                    {"name": f"p{number}", "opponent": "thumb", "game": games[number % len(games)]},
                    until,
                    think,
                    arrive,
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
    parser.add_argument("--game", choices=["piquet", "ecarte", "both"], default="both")
    parser.add_argument(
        "--arrive", type=float, default=10.0, help="the players arrive within so many seconds"
    )
    parser.add_argument("--warmup", type=float, default=10.0, help="first seconds not counted")
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
                run(port, args.tables, args.seconds, args.think, args.arrive, args.game)
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
    )


if __name__ == "__main__":
    main()
