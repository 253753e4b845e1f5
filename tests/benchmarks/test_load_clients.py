"""The load benchmarks tell the clients' own delay apart from the server's: their event loop,
kept busy, wakes late, and every latency they measure includes that (docs/web.md "Under
load")."""

from __future__ import annotations

import asyncio
import time

from bench_web import watch_lag


def test_the_clients_loop_held_up_is_seen_waking_late() -> None:
    lags: list[tuple[float, float]] = []

    async def busy_then_idle() -> None:
        watching = asyncio.create_task(watch_lag(time.monotonic() + 0.3, lags))
        await asyncio.sleep(0.05)
        time.sleep(0.1)  # the clients' loop held, as by a burst of messages to read
        await watching

    asyncio.run(busy_then_idle())
    late = [lag for _, lag in lags]
    assert len(late) >= 5
    assert max(late) >= 0.08
    assert sorted(late)[len(late) // 2] < 0.05
