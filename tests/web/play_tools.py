"""Helpers for the tests of seeks, clocks and claims: an app whose clocks read a time the
test moves, players signed in on their own clients, and moves made at a table."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from accounts_tools import post, sign_up
from webtools import choose_action

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@dataclass
class FakeTime:
    """The time the clocks read: moved by the test, never slept."""

    moment: datetime = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.moment

    def pass_(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


def player(app: Any, name: str) -> Any:
    client = TestClient(app)
    client.__enter__()
    sign_up(client, name)
    return client


def offer(client: Any, **fields: Any) -> Any:
    return post(client, "/api/play/seeks", {"game": "ecarte"} | fields)


def settle(salon: Any, table: Any) -> None:
    """Let the shuffles be made, until a person is to act or the game is over."""
    while salon.advance_one(table):
        pass


def move(salon: Any, table: Any) -> int:
    """The seat to act makes a plain move; which seat it was."""
    settle(salon, table)
    seat = table.actor
    assert isinstance(seat, int)
    salon.act(table, seat, choose_action(table.view(seat)))
    settle(salon, table)
    return seat
