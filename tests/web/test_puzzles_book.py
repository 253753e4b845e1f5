"""An account's puzzles in the database (migration 0008), on SQLite and on PostgreSQL when one
is given for the tests (docs/web.md "Learn from your mistakes")."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import inspect

from salon.teaching.repetition import Schedule
from salon.web.players.accounts import Accounts
from salon.web.server.store import MIGRATIONS, Store, make_engine, sqlite_url
from salon.web.teaching.puzzle_book import MOST_KEPT, PuzzleBook

URL = os.environ.get("SALON_TEST_POSTGRES_URL")
NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)


def test_migration_0008_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    Store(url).close()
    engine = make_engine(url)
    assert "puzzles" in inspect(engine).get_table_names()
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    for step, target in (("downgrade", "0007"), ("upgrade", "head")):
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            getattr(command, step)(config, target)
        assert ("puzzles" in inspect(engine).get_table_names()) == (step == "upgrade")
    engine.dispose()


def _keeps_and_schedules(store: Store) -> None:
    book = PuzzleBook(store.engine)
    accounts = Accounts(store.engine)
    one = accounts.create(f"Puzzler {os.getpid()}", "a long password")
    other = accounts.create(f"Other {os.getpid()}", "a long password")
    book.add(one.id, {"k1": "token one", "k2": "token two"}, NOW)
    book.add(one.id, {"k1": "token one", "k3": "token three"}, NOW + timedelta(seconds=1))
    kept = book.all(one.id)
    assert sorted(k.key for k in kept) == ["k1", "k2", "k3"]
    assert all(k.schedule.box == 0 for k in kept)
    later = Schedule(2, NOW + timedelta(days=3))
    assert book.answered(one.id, "k1", later)
    assert not book.answered(other.id, "k1", later)  # not another account's
    assert [k.key for k in book.all(one.id)][-1] == "k1"
    assert [k.schedule for k in book.all(one.id) if k.key == "k1"] == [later]
    assert book.all(other.id) == []


def test_an_accounts_puzzles_are_kept_with_their_schedule_on_sqlite(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    _keeps_and_schedules(store)
    store.close()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_an_accounts_puzzles_are_kept_with_their_schedule_in_postgresql() -> None:
    assert URL is not None
    store = Store(URL)
    _keeps_and_schedules(store)
    store.close()


def test_an_account_keeps_its_puzzles_due_soonest_up_to_a_limit(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    book = PuzzleBook(store.engine)
    account = Accounts(store.engine).create("Many", "a long password")
    book.add(account.id, {f"k{n:04}": f"t{n}" for n in range(MOST_KEPT + 5)}, NOW)
    assert len(book.all(account.id)) == MOST_KEPT
    store.close()
