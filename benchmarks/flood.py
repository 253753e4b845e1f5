"""Three addresses flood the analysis; does the rest of the room carry on?

Starts ``salon serve`` on a free local port (all traffic to 127.0.0.1) with a fresh SQLite
file. A person plays a Piquet table against the rules of thumb (acting ``--think`` seconds
after his turn comes) and another an Écarté table against the strong player, both from
127.0.0.1, for ``--quiet`` seconds alone, then for ``--seconds`` while three other addresses
(127.0.0.2 to .4) each keep, at once: a full review of a six-deal partie always running (a
new one as soon as one ends, the page's polling included), ``--trainers`` trainer loops (a
calling position dealt, then answered) and ``--hints`` tables opened with hints whose hint
they ask for again and again, each loop asking again as soon as it is answered, and
``--retry`` seconds after a refusal (429, 503): 1 by default, the analysis kept as busy as
the server lets it be; ``--retry 0.05`` floods the HTTP server itself besides.
``--quiet`` seconds into the flood an honest address (127.0.0.5) asks for a quick review of
the partie, and waits for it as the page does.

Reported, quiet and under the flood: the latency of the Piquet table's actions (from sending
to the acknowledgement), the strong player's replies at the Écarté table (from the person's
acknowledgement to his next turn), the flood's answers and refusals, and the honest review's
time from its first ask to its result. The verdict: the table's p99 under 100 ms and the
honest review within 30 s.

    nice scripts/run python benchmarks/flood.py
    nice scripts/run python benchmarks/flood.py --seconds 120 --client-limits
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

from bench_web import choose, free_port, start

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
PARTIE = (EXAMPLES / "piquet-partie-rubicon.txt").read_text(encoding="utf-8")
FLOODERS = ("127.0.0.2", "127.0.0.3", "127.0.0.4")
HONEST = "127.0.0.5"


@dataclass
class Tally:
    acks: dict[str, list[float]] = field(default_factory=lambda: {"quiet": [], "flood": []})
    replies: dict[str, list[float]] = field(default_factory=lambda: {"quiet": [], "flood": []})
    answers: Counter[str] = field(default_factory=Counter)
    flooding: bool = False
    retry: float = 1.0
    honest: dict[str, Any] = field(default_factory=dict)


def client_from(address: str, port: int) -> httpx.AsyncClient:
    transport = httpx.AsyncHTTPTransport(local_address=address)
    return httpx.AsyncClient(transport=transport, base_url=f"http://127.0.0.1:{port}", timeout=120)


def variant(text: str, name: str) -> str:
    """The same game under other names: another record, so another review."""
    return text.replace('[A "', f'[A "{name} ', 1)


async def person(port: int, game: str, opponent: str, until: float, think: float, t: Tally) -> None:
    """Play tables one after another; time the acknowledgements, and the computer's replies."""
    async with client_from("127.0.0.1", port) as client:
        while time.monotonic() < until:
            body = {"name": "Ann", "game": game, "opponent": opponent}
            seat = (await client.post("/api/tables", json=body)).json()
            async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{seat['table']}") as ws:
                hello = {"type": "hello", "seat": seat["seat"], "token": seat["token"]}
                await ws.send(json.dumps(hello))
                if await _play(ws, until, think, t, "replies" if opponent == "strong" else "acks"):
                    return


async def _play(ws: Any, until: float, think: float, t: Tally, kind: str) -> bool:
    sent = acked = 0.0
    acted = -1
    while time.monotonic() < until:
        try:
            raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, until - time.monotonic()))
        except TimeoutError:
            return True
        message = json.loads(raw)
        phase = "flood" if t.flooding else "quiet"
        if message["type"] == "ack" and sent:
            if kind == "acks":
                t.acks[phase].append(time.perf_counter() - sent)
            sent, acked = 0.0, time.perf_counter()
        elif message["type"] == "error":
            t.answers[f"table error: {message.get('message', '')[:40]}"] += 1
            sent = 0.0
        elif message["type"] == "state" and not sent:
            if message["view"]["over"]:
                return False
            action = choose(message["view"])
            step = message["table"]["step"]
            if action is not None and step > acted:
                if kind == "replies" and acked:
                    t.replies[phase].append(time.perf_counter() - acked)
                    acked = 0.0
                acted = step
                await asyncio.sleep(think)
                sent = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "action": action}))
    return True


async def post(
    client: httpx.AsyncClient, t: Tally, what: str, url: str, body: Any
) -> httpx.Response | None:
    """A flooder's request, counted by its answer; asked again ``t.retry`` seconds after a
    refusal (429, 503) or a cut (the server closing a kept-alive connection)."""
    try:
        reply = await client.post(url, json=body)
    except httpx.HTTPError as error:
        t.answers[f"{what} {type(error).__name__}"] += 1
        await asyncio.sleep(t.retry)
        return None
    t.answers[f"{what} {reply.status_code}"] += 1
    if reply.status_code in (429, 503):
        await asyncio.sleep(t.retry)
    return reply


async def poll(client: httpx.AsyncClient, job: dict[str, Any]) -> dict[str, Any]:
    """How a review stands, asked as the page asks (the last answer again if cut)."""
    try:
        answer: dict[str, Any] = (await client.get(f"/api/reviews/{job['review']}")).json()
    except httpx.HTTPError:
        return job
    return answer


async def full_reviews(client: httpx.AsyncClient, until: float, t: Tally) -> None:
    number = 0
    while time.monotonic() < until:
        number += 1
        body = {"record": variant(PARTIE, f"{client.headers['x-who']} {number}"), "quick": False}
        reply = await post(client, t, "full review", "/api/reviews", body)
        if reply is None or reply.status_code != 202:
            continue
        job = reply.json()
        while job["status"] == "weighing" and time.monotonic() < until:
            await asyncio.sleep(0.7)
            job = await poll(client, job)


async def trainer(client: httpx.AsyncClient, until: float, t: Tally) -> None:
    while time.monotonic() < until:
        asked = {"trainer": "calling", "scores": {}}
        reply = await post(client, t, "position", "/api/train/position", asked)
        if reply is None or reply.status_code != 200:
            continue
        position = reply.json()
        choices = position["choices"]
        answer: dict[str, Any] = (
            {"action": choices[0]["action"]}
            if choices
            else {"cards": position["hand"][: position["discard"]]}
        )
        body = {**{k: position[k] for k in ("trainer", "kind", "position")}, "answer": answer}
        await post(client, t, "answer", "/api/train/answer", body)


async def hints(client: httpx.AsyncClient, port: int, until: float, t: Tally) -> None:
    body = {"name": "Flood", "game": "ecarte", "opponent": "thumb", "hints": True}
    seat = (await client.post("/api/tables", json=body)).json()
    if "table" not in seat:
        t.answers["hint table refused"] += 1
        return
    asking = {"seat": seat["seat"], "token": seat["token"]}
    url = f"/api/tables/{seat['table']}/hint"
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{seat['table']}") as ws:
        await ws.send(json.dumps({"type": "hello", **asking}))
        while time.monotonic() < until:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, until - time.monotonic()))
            except TimeoutError:
                return
            message = json.loads(raw)
            if message["type"] != "state" or message["view"]["over"]:
                continue
            action = choose(message["view"])
            while action is not None and time.monotonic() < until:
                reply = await post(client, t, "hint", url, asking)
                if (
                    reply is not None and reply.status_code == 409
                ):  # no hint here: move on to the next choice
                    await ws.send(json.dumps({"type": "act", "action": action}))
                    break


async def flooder(
    address: str, port: int, until: float, args: argparse.Namespace, t: Tally
) -> None:
    async with client_from(address, port) as client:
        client.headers["x-who"] = address
        work = [full_reviews(client, until, t)]
        work += [trainer(client, until, t) for _ in range(args.trainers)]
        work += [hints(client, port, until, t) for _ in range(args.hints)]
        await asyncio.gather(*work)


async def honest_review(port: int, until: float, game: str, t: Tally) -> None:
    record = PARTIE if game == "piquet" else (EXAMPLES / "ecarte-game.txt").read_text()
    async with client_from(HONEST, port) as client:
        started = time.perf_counter()
        body = {"record": variant(record, "Honest"), "quick": True}
        tries = 0
        while time.monotonic() < until:
            tries += 1
            reply = await client.post("/api/reviews", json=body)
            if reply.status_code == 202:
                break
            await asyncio.sleep(2)
        job = reply.json()
        while job.get("status") == "weighing" and time.monotonic() < until:
            await asyncio.sleep(0.7)
            job = await poll(client, job)
        t.honest = {
            "status": job.get("status"),
            "seconds": round(time.perf_counter() - started, 1),
            "asks": tries,
            "moments": job.get("total"),
            "weighed": job.get("done"),
        }


async def run(port: int, args: argparse.Namespace) -> Tally:
    t = Tally(retry=args.retry)
    end = time.monotonic() + args.quiet + args.seconds
    players = [
        asyncio.create_task(person(port, "piquet", "thumb", end, args.think, t)),
        asyncio.create_task(person(port, "ecarte", "strong", end, args.think, t)),
    ]
    await asyncio.sleep(args.quiet)
    t.flooding = True
    flood = [asyncio.create_task(flooder(a, port, end, args, t)) for a in FLOODERS]
    await asyncio.sleep(args.quiet)
    await honest_review(port, end, args.honest, t)
    await asyncio.gather(*players, *flood)
    return t


def figures(values: list[float]) -> str:
    if len(values) < 2:
        return f"{len(values)} measured"
    ranked = sorted(values)
    p99 = ranked[min(len(ranked) - 1, int(0.99 * len(ranked)))]
    return (
        f"{len(values)} measured, median {statistics.median(values) * 1000:.1f} ms, "
        f"p99 {p99 * 1000:.1f} ms, most {ranked[-1] * 1000:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=90, help="the flood's length")
    parser.add_argument("--quiet", type=float, default=20, help="seconds before the flood")
    parser.add_argument("--think", type=float, default=0.4, help="the person's pause")
    parser.add_argument("--trainers", type=int, default=4, help="trainer loops an address")
    parser.add_argument("--hints", type=int, default=7, help="hint tables an address")
    parser.add_argument("--client-limits", action="store_true", help="keep per-address limits")
    parser.add_argument(
        "--retry", type=float, default=1.0, help="a flooder's pause after a refusal (seconds)"
    )
    parser.add_argument(
        "--honest", choices=("piquet", "ecarte"), default="piquet", help="the game reviewed"
    )
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start(Path(folder) / "salon.db", port, client_limits=args.client_limits)
        try:
            tally = asyncio.run(run(port, args))
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(f"cores {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    for phase in ("quiet", "flood"):
        print(f"{phase}: the Piquet table's actions: {figures(tally.acks[phase])}")
        print(f"{phase}: the strong player's replies: {figures(tally.replies[phase])}")
    print("the flood's answers:", dict(sorted(tally.answers.items())))
    print("the honest quick review:", tally.honest)
    ranked = sorted(tally.acks["flood"])
    p99 = ranked[min(len(ranked) - 1, int(0.99 * len(ranked)))] if ranked else float("inf")
    served = tally.honest.get("status") == "done" and tally.honest["seconds"] <= 30
    print(f"verdict: p99 {'<' if p99 < 0.1 else '>='} 100 ms; honest review ", end="")
    print("served within 30 s" if served else "NOT served within 30 s")


if __name__ == "__main__":
    main()
