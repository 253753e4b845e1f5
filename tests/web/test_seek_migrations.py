"""Migration 0012 (whether a seek's rating was provisional) up and down on SQLite, and on
PostgreSQL when one is given for the tests: a seek offered before it is kept, unmarked."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from accounts_tools import PASSWORD
from test_accounts_migrations import down_and_up

from salon.web.play.seeks import Offer, SeekBook
from salon.web.players.accounts import Accounts
from salon.web.server.store import Store, make_engine, sqlite_url

URL = os.environ.get("SALON_TEST_POSTGRES_URL")


def test_migration_0012_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    ann = Accounts(store.engine).create("Ann", PASSWORD)
    made = SeekBook(store.engine).offer(ann.id, Offer("ecarte", "", "live", 300, False))
    assert made.provisional, "a new player's rating is provisional"
    store.close()
    engine = make_engine(url)
    down_and_up(engine, "0011", "seeks", "provisional")
    engine.dispose()
    store = Store(url)
    kept = SeekBook(store.engine).find(made.id)
    assert kept is not None and not kept.provisional, "offered before: shown unmarked"
    store.close()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_migration_0012_goes_down_and_up_on_postgresql() -> None:
    assert URL is not None
    Store(URL).close()
    engine = make_engine(URL)
    down_and_up(engine, "0011", "seeks", "provisional")
    engine.dispose()
