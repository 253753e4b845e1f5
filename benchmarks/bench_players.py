"""The load benchmark with accounts: many tables, half their players signed in, the profile,
history and leaderboard pages in use.

Starts ``salon serve`` on a fresh SQLite file (as ``bench_web.py`` does), signs up half the
players first (not timed: each sign-up is an Argon2 hash), then lets every player open a table
against the rules of thumb (Piquet and Écarté in turn) and play it for ``--seconds``, a new
table after each finished game, thinking ``--think`` seconds on average before each action.
The guests play and poll the lobby as in ``bench_web.py``; the signed-in players' tables are
bound to their accounts, each finished game notes their results and rates the computer, and
each signed-in player asks in turn for his profile, his history and a leaderboard every
``--pages-every`` seconds, as a person browsing them between moves does.

It reports the latency of the actions at every table (from sending to the acknowledgement),
the target being p99 < 100 ms, and the latency of the pages' requests apart, with the CPU
time the server and the clients spent during the play (on a machine shared with other work
the latencies say more of the others than of the server). Usage::

    nice scripts/run python benchmarks/bench_players.py --tables 500 --seconds 60

``--synchronous normal`` has the server sync its log at the checkpoints only, not every commit
(docs/web.md "The database").
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench_web import Tally, ask, free_port, player, sit_and_play, start, timed_get, watch_lag

PASSWORD = "a long enough password"
KINDS = ({"game": "piquet", "opponent": "thumb"}, {"game": "ecarte", "opponent": "thumb"})
PAGES = ("/api/players/{name}", "/api/players/{name}/history", "/api/leaderboard/{game}")


async def account(port: int, name: str) -> httpx.AsyncClient:
    """A client of its own, signed up as ``name``, sending the CSRF header as the pages do."""
    client = httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=120)
    await client.get("/api/account")
    client.headers["X-CSRF-Token"] = client.cookies["salon_csrf"]
    reply = await client.post("/api/account/sign-up", json={"name": name, "password": PASSWORD})
    reply.raise_for_status()
    return client


@dataclass(frozen=True, slots=True)
class Plan:
    """How the signed-in players go about it: until when, how long they think, arrive and
    wait between their pages."""

    until: float
    think: float
    arrive: float
    pages_every: float


async def signed_in_player(
    client: httpx.AsyncClient,
    port: int,
    table: dict[str, Any],
    plan: Plan,
    tally: Tally,
    pages: list[float],
) -> None:
    rng = random.Random(table["name"])
    await asyncio.sleep(rng.uniform(0, plan.arrive))
    browsing = asyncio.create_task(
        browse(client, table, plan.until, plan.pages_every, rng, tally, pages)
    )
    while time.monotonic() < plan.until:
        reply = await ask(client, "POST", "/api/tables", json=table)
        reply.raise_for_status()
        await sit_and_play(port, reply.json(), rng, plan.until, plan.think, tally)
    await browsing


async def browse(
    client: httpx.AsyncClient,
    table: dict[str, Any],
    until: float,
    every: float,
    rng: random.Random,
    tally: Tally,
    pages: list[float],
) -> None:
    """The profile, the history and the leaderboard in turn, every ``every`` seconds."""
    turn = 0
    while every and time.monotonic() < until - every:
        await asyncio.sleep(every * rng.uniform(0.5, 1.5))
        path = PAGES[turn % len(PAGES)].format(name=table["name"], game=table["game"])
        turn += 1
        await timed_get(client, path, tally, pages)


def cpu_seconds(pid: int) -> float:
    """The CPU time process ``pid`` has used, user and system (0 where /proc is absent)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Spent:
    """The CPU seconds the server and these clients used during the play (sign-ups apart):
    on a machine shared with other work they say more than the latencies do."""

    server: float = 0.0
    clients: float = 0.0


async def run(
    args: argparse.Namespace, port: int, server: int, spent: Spent
) -> tuple[Tally, list[float], float]:
    signed = args.tables // 2
    names = [f"p{number}" for number in range(args.tables)]
    clients: list[httpx.AsyncClient] = []
    for first in range(0, signed, 8):  # a few at once: each is an Argon2 hash
        clients += await asyncio.gather(*(account(port, n) for n in names[first : first + 8]))
    tally, pages = Tally(), list[float]()
    gc.freeze()
    spent.server, spent.clients = -cpu_seconds(server), -time.process_time()
    started = time.monotonic()
    until = started + args.seconds
    limits = httpx.Limits(max_connections=args.tables)
    watching = asyncio.create_task(watch_lag(until, tally.client_lags))
    async with httpx.AsyncClient(
        base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits
    ) as shared:
        playing = []
        for number, name in enumerate(names):
            table = {"name": name} | KINDS[number % len(KINDS)]
            if number < signed:
                plan = Plan(until, args.think, args.arrive, args.pages_every)
                playing.append(signed_in_player(clients[number], port, table, plan, tally, pages))
            else:
                playing.append(
                    player(
                        shared,
                        port,
                        table | {"listed": True},
                        until,
                        args.think,
                        args.arrive,
                        args.lobby_every,
                        tally,
                    )
                )
        await asyncio.gather(*playing)
    await watching
    spent.server += cpu_seconds(server)
    spent.clients += time.process_time()
    for client in clients:
        await client.aclose()
    return tally, pages, time.monotonic() - started


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=2.0, help="mean seconds before acting")
    parser.add_argument("--arrive", type=float, default=10.0)
    parser.add_argument("--warmup", type=float, default=10.0, help="first seconds not counted")
    parser.add_argument("--lobby-every", type=float, default=30.0)
    parser.add_argument(
        "--pages-every", type=float, default=10.0, help="each signed-in player's page requests"
    )
    parser.add_argument(
        "--synchronous",
        choices=("normal", "full"),
        default=None,
        help="how the server's SQLite file syncs its commits (default: the server's own)",
    )
    args = parser.parse_args()
    if args.tables < 2 or args.seconds <= args.warmup:
        parser.error("--tables must be at least 2 and --seconds more than --warmup")
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        synced = ("--synchronous", args.synchronous) if args.synchronous else ()
        server = start(Path(folder) / "bench.db", port, options=synced)
        spent = Spent()
        try:
            tally, pages, elapsed = asyncio.run(run(args, port, server.pid, spent))
        finally:
            server.terminate()
            server.wait(timeout=30)
    t0 = min(tally.times, default=0.0)
    counted = [
        lat for lat, at in zip(tally.latencies, tally.times, strict=True) if at - t0 >= args.warmup
    ]
    if not counted:
        print("no action was acknowledged")
        return
    print(
        f"{args.tables} tables, {args.tables // 2} of their players signed in, for {elapsed:.0f} s "
        f"on {os.cpu_count()} cores (the first {args.warmup:g} s not counted): "
        f"{len(counted)} actions, {len(counted) / elapsed:.1f} a second; latency median "
        f"{statistics.median(counted) * 1000:.1f} ms, p99 {p99(counted) * 1000:.1f} ms, "
        f"max {max(counted) * 1000:.1f} ms; {tally.games} games finished; "
        f"{len(tally.errors)} errors; commits synced: {args.synchronous or 'as the server does'}"
    )
    if pages:
        print(
            f"profile, history and leaderboard every {args.pages_every:g} s by each signed-in "
            f"player: {len(pages)} answers, median {statistics.median(pages) * 1000:.1f} ms, "
            f"p99 {p99(pages) * 1000:.1f} ms"
        )
    if spent.server:
        print(
            f"CPU during the play: the server {spent.server:.1f} s "
            f"({spent.server / len(tally.latencies) * 1000:.2f} ms an action), "
            f"the clients {spent.clients:.1f} s; load average {os.getloadavg()[0]:.1f}"
        )
    lags = [lag for at, lag in tally.client_lags if at - t0 >= args.warmup]
    if lags:
        print(
            "the clients' own event loop woke late by a median "
            f"{statistics.median(lags) * 1000:.1f} ms, p99 {p99(lags) * 1000:.1f} ms, "
            f"max {max(lags) * 1000:.1f} ms (part of every latency above)"
        )
    lobby = tally.lobby_latencies
    if lobby:
        print(f"lobby polls: {len(lobby)} answers, p99 {p99(lobby) * 1000:.1f} ms")
    if tally.errors:
        print(f"first errors: {tally.errors[:3]}", file=sys.stderr)


if __name__ == "__main__":
    main()
