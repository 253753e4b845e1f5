"""An hour of a public server's life compressed into ``--minutes`` (ten by default): bots
playing, spectators coming and going, and a stream of bad requests, against a real server
on loopback, while one more table is played and its actions timed.

Starts ``salon serve`` (the client limits on, behind a proxy named with ``--trust-proxy``:
the bots and the timed table come through it, each bot with an address of its own) and runs,
until the time is up:

- ``--bots`` bots, each playing a table against the rules of thumb, acting after
  ``--think`` seconds on average (0.25), and opening another table when its game is over;
- spectators churning: ``--churn`` a second, each opening the websocket of a bot's table from
  one of eight local addresses, saying hello, reading the state, staying up to a few
  seconds and closing;
- bad requests, ``--bad`` a second: NaN and lone surrogates in JSON, bodies that are not
  JSON, a body said to be 100 MB, a body over the limit, requests that are not HTTP, text
  frames that are not UTF-8, and headers that never end (held until the server cuts them);
- the timed table: one more player at a table of its own, thinking half a second before
  each action, whose latency from action to acknowledgement is reported (p99 and max).

It samples the server's resident memory every ten seconds, records the cycle collector's
pauses inside the server, the objects its full collections scan and the memory Python holds
(``gc_watch.py``, which starts the server), and counts the bytes the
server wrote to its log. All traffic goes to 127.0.0.1; every loop stops at the deadline.

    nice scripts/run python benchmarks/soak_web.py --minutes 10
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
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

from bench_web import Tally, answering, free_port, play_one
from gc_report import held_after, report_collector

PROXY = "127.0.0.2"
CHURNERS = [f"127.0.0.{n}" for n in range(3, 11)]
BAD = "127.0.0.11"
GC_WATCH = Path(__file__).parent / "gc_watch.py"
"""Runs the server with its cycle collector watched (pauses, objects scanned, memory held)."""
BAD_BODIES = (
    (b'{"name": NaN}', "application/json"),
    (b'{"name": "\\ud800"}', "application/json"),
    (b'{"name": 1e999}', "application/json"),
    (b'\xff\xfe{"name": "x"}', "text/plain"),
    (b'{"name": "' + b"A" * 40_000 + b'"}', "application/json"),
)


@dataclass
class Soak:
    until: float
    port: int
    tables: list[str] = field(default_factory=list)
    churned: int = 0
    bad: int = 0
    slow: int = 0
    """Of the bad requests, headers that never end (cut off, not answered)."""
    refused_well: int = 0
    games: int = 0


def start(folder: Path, port: int, pauses: Path, log: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, str(GC_WATCH), str(pauses), "serve", "--port", str(port)]
    command += ["--pace", "0", "--trust-proxy", PROXY, "--database", str(folder / "soak.db")]
    with log.open("wb") as sink:
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=sink)
    return answering(server, port)


def _through_proxy() -> httpx.AsyncClient:
    transport = httpx.AsyncHTTPTransport(local_address=PROXY, retries=1)
    return httpx.AsyncClient(transport=transport, timeout=30)


async def bot(soak: Soak, number: int, think: float, tally: Tally) -> None:
    """Play table after table, each from a fresh address behind the proxy."""
    rng = random.Random(number)
    await asyncio.sleep(rng.uniform(0, 5))
    async with _through_proxy() as client:
        games = 0
        while time.monotonic() < soak.until:
            body = {"name": f"Bot {number}", "game": rng.choice(["piquet", "ecarte"])}
            address = {"x-forwarded-for": f"10.{number}.{games // 250}.{games % 250}"}
            reply = await client.post(
                f"http://127.0.0.1:{soak.port}/api/tables", json=body, headers=address
            )
            reply.raise_for_status()
            seat = reply.json()
            soak.tables.append(seat["table"])
            del soak.tables[:-200]
            url = f"ws://127.0.0.1:{soak.port}/ws/{seat['table']}"
            async with websockets.connect(url, local_addr=(PROXY, 0)) as ws:
                hello = {"type": "hello", "seat": seat["seat"], "token": seat["token"]}
                await ws.send(json.dumps(hello))
                await play_one(ws, rng, soak.until, think, tally)
            games += 1


async def churn(soak: Soak, per_second: float) -> None:
    """Spectators arriving at ``per_second``, each staying up to a few seconds."""
    rng = random.Random(7)
    running: set[asyncio.Task[None]] = set()
    while time.monotonic() < soak.until:
        if soak.tables and len(running) < 400:
            task = asyncio.create_task(_spectate(soak, rng.choice(soak.tables), rng))
            running.add(task)
            task.add_done_callback(running.discard)
        await asyncio.sleep(rng.expovariate(per_second))
    await asyncio.gather(*running, return_exceptions=True)


async def _spectate(soak: Soak, table: str, rng: random.Random) -> None:
    url = f"ws://127.0.0.1:{soak.port}/ws/{table}"
    try:
        async with websockets.connect(url, local_addr=(rng.choice(CHURNERS), 0)) as ws:
            await ws.send(json.dumps({"type": "hello", "watch": True}))
            await asyncio.wait_for(ws.recv(), 10)
            await asyncio.sleep(rng.uniform(0, 4))
        soak.churned += 1
    except (OSError, TimeoutError, websockets.WebSocketException):
        pass


async def attack(soak: Soak, per_second: float) -> None:
    """Bad requests of every kind, in turn, at ``per_second``."""
    rng = random.Random(11)
    kinds = [*(_bad_body(body, kind) for body, kind in BAD_BODIES)]
    held: set[asyncio.Task[None]] = set()
    transport = httpx.AsyncHTTPTransport(local_address=BAD)
    async with httpx.AsyncClient(transport=transport, timeout=30) as client:
        turn = 0
        while time.monotonic() < soak.until:
            turn += 1
            try:
                if turn % 8 == 5:
                    soak.refused_well += await _huge_declared(soak.port)
                elif turn % 8 == 6:
                    soak.refused_well += await _not_http(soak.port)
                elif turn % 8 == 7:
                    soak.refused_well += await _bad_frame(soak)
                elif turn % 8 == 0 and len(held) < 20:
                    soak.slow += 1
                    task = asyncio.create_task(_slow_headers(soak))
                    held.add(task)
                    task.add_done_callback(held.discard)
                else:
                    soak.refused_well += await kinds[turn % len(kinds)](client, soak.port)
            except (OSError, httpx.HTTPError, websockets.WebSocketException):
                pass
            soak.bad += 1
            await asyncio.sleep(rng.expovariate(per_second))
    await asyncio.gather(*held, return_exceptions=True)


def _bad_body(body: bytes, kind: str) -> Any:
    async def send(client: httpx.AsyncClient, port: int) -> int:
        url = f"http://127.0.0.1:{port}/api/tables"
        reply = await client.post(url, content=body, headers={"content-type": kind})
        return int(400 <= reply.status_code < 500 and b"AAAA" not in reply.content)

    return send


async def _raw(port: int, data: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(BAD, 0))
    try:
        writer.write(data)
        await writer.drain()
        return await asyncio.wait_for(reader.read(4096), 10)
    finally:
        writer.close()


async def _huge_declared(port: int) -> int:
    head = b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n"
    return int((await _raw(port, head)).startswith(b"HTTP/1.1 413"))


async def _not_http(port: int) -> int:
    return int((await _raw(port, b"\x16\x03\x01 hello\r\n\r\n")).startswith(b"HTTP/1.1 400"))


async def _bad_frame(soak: Soak) -> int:
    if not soak.tables:
        return 0
    url = f"ws://127.0.0.1:{soak.port}/ws/{soak.tables[-1]}"
    async with websockets.connect(url, local_addr=(BAD, 0)) as ws:
        await ws.send(b'{"type": "hello", "watch": "\xff"}', text=True)
        try:
            while True:
                await asyncio.wait_for(ws.recv(), 10)
        except websockets.ConnectionClosed as closed:
            return int(closed.rcvd is not None and closed.rcvd.code == 1007)


async def _slow_headers(soak: Soak) -> None:
    """Headers that never end: held until the server cuts the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", soak.port, local_addr=(BAD, 0))
    try:
        writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
        await asyncio.wait_for(reader.read(1), max(0.1, soak.until - time.monotonic()))
    except (OSError, TimeoutError):
        pass
    finally:
        writer.close()


async def timed_table(soak: Soak, tally: Tally) -> None:
    """The table whose actions are timed: a person thinking half a second each time."""
    await bot(soak, 250, 0.5, tally)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def sample(pid: int, soak: Soak, every: float, samples: list[tuple[float, float]]) -> None:
    started = time.monotonic()
    while time.monotonic() < soak.until:
        samples.append((time.monotonic() - started, rss_mb(pid)))
        await asyncio.sleep(every)
    samples.append((time.monotonic() - started, rss_mb(pid)))


async def run(args: argparse.Namespace, port: int, pid: int) -> tuple[Soak, Tally, list[Any]]:
    soak = Soak(until=time.monotonic() + args.minutes * 60, port=port)
    timed, bots = Tally(), Tally()
    samples: list[tuple[float, float]] = []
    await asyncio.gather(
        *(bot(soak, number, args.think, bots) for number in range(args.bots)),
        timed_table(soak, timed),
        churn(soak, args.churn),
        attack(soak, args.bad),
        sample(pid, soak, 10.0, samples),
    )
    soak.games = bots.games
    return soak, timed, samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--bots", type=int, default=40, help="bots playing at once")
    parser.add_argument("--think", type=float, default=0.25, help="a bot's mean seconds to act")
    parser.add_argument("--churn", type=float, default=30.0, help="spectators a second")
    parser.add_argument("--bad", type=float, default=10.0, help="bad requests a second")
    parser.add_argument("--warmup", type=float, default=240.0, help="seconds before RSS counts")
    parser.add_argument("--keep-gc", type=Path, help="write what the collector saw (JSON)")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        pauses_file, log = Path(folder) / "gc.json", Path(folder) / "server.log"
        server = start(Path(folder), port, pauses_file, log)
        try:
            soak, timed, samples = asyncio.run(run(args, port, server.pid))
        finally:
            server.terminate()
            server.wait(timeout=60)
        pauses = json.loads(pauses_file.read_text()) if pauses_file.exists() else {}
        if args.keep_gc:
            args.keep_gc.write_text(json.dumps(pauses))
        log_bytes = log.stat().st_size
        log_head = log.read_text(errors="replace")[:600]
    report(args, soak, timed, samples, pauses, log_bytes, log_head)


def report(
    args: argparse.Namespace,
    soak: Soak,
    timed: Tally,
    samples: list[tuple[float, float]],
    pauses: dict[str, Any],
    log_bytes: int,
    log_head: str,
) -> None:
    warm = [rss for at, rss in samples if at >= args.warmup] or [samples[-1][1]]
    print(
        f"soak of {args.minutes:g} min on {os.cpu_count()} cores (load average "
        f"{os.getloadavg()[0]:.1f} at the end): {args.bots} bots, {soak.games} games finished; "
        f"{soak.churned} spectators came and went; {soak.bad} bad requests ({soak.slow} of "
        f"them headers that never end), {soak.refused_well} of the others seen refused as "
        "they should be"
    )
    minutes = " ".join(f"{rss:.0f}" for at, rss in samples if round(at) % 60 < 10)
    print(f"server RSS each minute (MB): {minutes}")
    print(
        f"server RSS: {samples[0][1]:.1f} MB at start, {warm[0]:.1f} MB after "
        f"{args.warmup:g} s, {warm[-1]:.1f} MB at the end (max {max(warm):.1f} MB after "
        f"the warm-up)"
    )
    latencies = sorted(timed.latencies)
    if latencies:
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
        print(
            f"the timed table: {len(latencies)} actions, median "
            f"{statistics.median(latencies) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, max "
            f"{latencies[-1] * 1000:.1f} ms; {len(timed.errors)} errors"
        )
    for kind in ("wall", "cpu"):
        for generation, counts in sorted(pauses.get(kind, {}).items()):
            lengths = sorted((int(tenths), times) for tenths, times in counts.items())
            total = sum(times for _, times in lengths)
            if total:
                print(
                    f"collections of generation {generation} ({kind} time): {total}, median "
                    f"{_share(lengths, total, 0.5) / 10:.1f} ms, p99 "
                    f"{_share(lengths, total, 0.99) / 10:.1f} ms, max {lengths[-1][0] / 10:.1f} ms"
                )
    print(f"log written: {log_bytes:,} bytes")
    if log_head:
        print("log begins:\n" + log_head)
    report_collector(pauses, args.warmup)
    in_short(args, samples, pauses)


def in_short(
    args: argparse.Namespace, samples: list[tuple[float, float]], pauses: dict[str, Any]
) -> None:
    """The figures to quote: what the server held after the warm-up and at the end."""
    warm = [(at, rss) for at, rss in samples if at >= args.warmup]
    if len(warm) < 2:
        print(f"in short: the soak was not longer than its warm-up ({args.warmup:g} s)")
        return
    (since, first), (until, last) = warm[0], warm[-1]
    print(
        f"in short, on {os.cpu_count()} cores, from the warm-up ({since:.0f} s) to the end "
        f"({until:.0f} s): server RSS {first:.1f} MB, then {last:.1f} MB ({last - first:+.1f} MB)"
    )
    held = held_after(pauses, args.warmup)
    if held is not None:
        (at, blocks, tracked, _), (end, blocks_end, tracked_end, _) = held
        print(
            f"  Python's memory blocks {blocks_end - blocks:+,} and tracked objects "
            f"{tracked_end - tracked:+,} from {at} s to {end} s"
        )
    full = sorted(
        int(tenths)
        for tenths, times in pauses.get("cpu", {}).get("2", {}).items()
        for _ in range(times)
    )
    if full:
        print(
            f"  full collections: {len(full)}, median {statistics.median_low(full) / 10:.1f} ms, "
            f"max {full[-1] / 10:.1f} ms (CPU time of the thread that collected)"
        )


def _share(lengths: list[tuple[int, int]], total: int, share: float) -> int:
    """The length under which ``share`` of the pauses fall."""
    seen = 0
    for tenths, times in lengths:
        seen += times
        if seen >= total * share:
            return tenths
    return lengths[-1][0]


if __name__ == "__main__":
    main()
