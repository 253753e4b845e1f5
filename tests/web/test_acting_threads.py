"""People's actions have threads of their own, apart from the steps no person takes (docs/web.md
"Under load"): when the writer is slow, every table's shuffle or computer's move waiting on it
holds a thread, and a person's action must not wait behind them for one."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from webtools import Site, acknowledged_action, hello, new_table, wait_for_turn

from salon.web.server.hub import STEPPING_THREADS
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table

WATCHDOG = 20.0
"""Seconds after which the held steps are let go whatever happened, so that a failing test
ends rather than hangs."""


class HeldSteps:
    """Once ``on``, every table's next step but those ``free`` is held until let go: steps
    waiting on a writer that is slow."""

    def __init__(self, next_step: Any) -> None:
        self.next_step = next_step
        self.on = False
        self.free: set[str] = set()
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.holding = 0

    def stepper(self) -> Any:
        """What stands for :meth:`Salon.next_step`."""

        def step(salon: Salon, table: Table) -> Any:
            if self.on and table.id not in self.free:
                with self.lock:
                    self.holding += 1
                self.release.wait(timeout=60)
            return self.next_step(salon, table)

        return step


def test_a_persons_action_is_answered_while_every_steps_thread_is_held(
    open_site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = HeldSteps(Salon.next_step)
    monkeypatch.setattr(Salon, "next_step", held.stepper())
    made = new_table(open_site)
    held.free.add(made["table"])
    watchdog = threading.Timer(WATCHDOG, held.release.set)
    acknowledged: list[dict[str, Any]] = []
    try:
        with open_site.client.websocket_connect(f"/ws/{made['table']}") as ws:
            state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
            held.on = True
            for _ in range(STEPPING_THREADS + 1):  # each table's deal waits, holding a thread
                new_table(open_site)
            watchdog.start()
            while held.holding < STEPPING_THREADS and not held.release.is_set():
                threading.Event().wait(0.01)
            acknowledged.append(acknowledged_action(ws, state))
            assert not held.release.is_set(), "the action was answered only once the steps went"
            assert held.holding == STEPPING_THREADS
    finally:
        watchdog.cancel()
        held.release.set()
    assert acknowledged[0]["step"] > state["table"]["step"]
