"""The players' pages read in a bounded pool of threads of their own (docs/web.md "Under
load"): a flood of profiles, histories or leaderboards never takes the threads a table's
opening, joining and actions need, nor more than its share of the interpreter."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from webtools import Site, acknowledged_action, hello, new_table, wait_for_turn

from salon.web.players.boards import Boards
from salon.web.server.pools import PAGE_THREADS

FLOOD = 40
"""More page requests at once than any default pool of threads has (at most 32)."""


class HeldBoards:
    """Leaderboards that, once asked, are held until let go: pages that take long to read."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.reading = 0
        self.most_at_once = 0
        self.started = threading.Semaphore(0)

    def answer(self, game: str) -> bytes:
        with self.lock:
            self.reading += 1
            self.most_at_once = max(self.most_at_once, self.reading)
        self.started.release()
        try:
            assert self.release.wait(timeout=60), "the held pages were never let go"
            return b'{"game": "piquet", "players": []}'
        finally:
            with self.lock:
                self.reading -= 1


def flood(site: Site, held: HeldBoards) -> tuple[list[threading.Thread], list[int]]:
    statuses: list[int] = []

    def ask() -> None:
        statuses.append(site.client.get("/api/leaderboard/piquet").status_code)

    asking = [threading.Thread(target=ask) for _ in range(FLOOD)]
    for thread in asking:
        thread.start()
    for _ in range(PAGE_THREADS):  # the pool is full
        assert held.started.acquire(timeout=30)
    return asking, statuses


def test_a_flood_of_pages_reads_in_its_own_few_threads(
    open_site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = HeldBoards()
    monkeypatch.setattr(Boards, "answer", held.answer)
    asking, statuses = flood(open_site, held)
    try:
        # The rest of the flood waits its turn rather than taking more threads.
        assert not held.started.acquire(timeout=0.5)
        assert held.most_at_once == PAGE_THREADS
    finally:
        held.release.set()
        for thread in asking:
            thread.join(timeout=60)
    assert statuses == [200] * FLOOD
    assert held.most_at_once == PAGE_THREADS


def test_a_table_is_opened_joined_and_played_while_the_pages_are_flooded(
    open_site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every page's thread held, a person still opens a table, takes his seat and has his
    actions acknowledged."""
    held = HeldBoards()
    monkeypatch.setattr(Boards, "answer", held.answer)
    asking, statuses = flood(open_site, held)
    acknowledged: list[dict[str, Any]] = []
    try:
        made = new_table(open_site)
        with open_site.client.websocket_connect(f"/ws/{made['table']}") as ws:
            state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
            acknowledged.append(acknowledged_action(ws, state))
        assert held.reading == PAGE_THREADS  # the pages were held all along
    finally:
        held.release.set()
        for thread in asking:
            thread.join(timeout=60)
    assert statuses == [200] * FLOOD
    assert acknowledged[0]["step"] > state["table"]["step"]
