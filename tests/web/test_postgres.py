"""Persistence in a real PostgreSQL server (installed and started by the test command).

docs/web.md "The database": SQLite by default, PostgreSQL when SALON_DATABASE_URL points at
one; every action is stored before it is acknowledged and a new server rebuilds every table.
"""

from __future__ import annotations

import os
import random

import pytest

from salon.web.server.store import Store
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent

URL = os.environ.get("SALON_TEST_POSTGRES_URL")

pytestmark = pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")


def test_a_table_kept_in_postgresql_is_rebuilt_by_a_new_server() -> None:
    assert URL is not None
    store = Store(URL)
    salon = Salon(store, chance=random.Random(5))
    made = salon.create(game="piquet", rules="rubicon", name="Ann", opponent=Opponent.THUMB)
    table = made.table
    moves = 0
    while moves < 12:
        if salon.advance_one(table):
            continue
        view = table.view(made.seat)
        deal = view.get("deal") or {}
        action = f"exchange {deal['hand'][0]}" if deal.get("exchange_limit") else view["legal"][0]
        salon.act(table, made.seat, action)
        moves += 1
    before = table.view(made.seat)
    store.close()

    again = Store(URL)
    rebuilt = Salon(again).table(table.id)
    assert rebuilt.view(made.seat) == before
    again.close()
