"""Migration 0005 (accounts, sessions, ratings; seats bound to accounts, rated tables) up
and down on SQLite, and up on PostgreSQL when one is given for the tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import inspect

from salon.web.notify.tokens import Kind
from salon.web.players.accounts import Accounts
from salon.web.server.store import MIGRATIONS, Store, make_engine, sqlite_url

URL = os.environ.get("SALON_TEST_POSTGRES_URL")


def _alembic(engine: object, *step: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:  # type: ignore[attr-defined]
        config.attributes["connection"] = connection
        getattr(command, step[0])(config, step[1])


def down_and_up(engine: object, below: str, table: str, column: str) -> None:
    """Migrating down to ``below`` takes ``table``'s ``column`` away; up again brings it back."""

    def columns() -> set[str]:
        return {c["name"] for c in inspect(engine).get_columns(table)}  # type: ignore[arg-type]

    assert column in columns()
    _alembic(engine, "downgrade", below)
    assert column not in columns()
    _alembic(engine, "upgrade", "head")
    assert column in columns()


def test_migration_0005_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    Store(url).close()
    engine = make_engine(url)
    assert {"accounts", "ratings", "rating_history"} <= set(inspect(engine).get_table_names())
    assert "account_id" in {c["name"] for c in inspect(engine).get_columns("seats")}
    _alembic(engine, "downgrade", "0004")
    assert "accounts" not in inspect(engine).get_table_names()
    assert "rated" not in {c["name"] for c in inspect(engine).get_columns("games")}
    _alembic(engine, "upgrade", "head")
    assert "rated" in {c["name"] for c in inspect(engine).get_columns("games")}
    engine.dispose()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_accounts_are_kept_in_postgresql() -> None:
    assert URL is not None
    store = Store(URL)
    accounts = Accounts(store.engine)
    name = f"Pg {os.getpid()}"
    made = accounts.create(name, "a long password")
    assert accounts.check(name, "a long password") == made
    accounts.delete(made)
    assert accounts.check(name, "a long password") is None
    store.close()


def test_migration_0007_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    Store(url).close()
    engine = make_engine(url)
    assert {"mail_wishes", "mails_sent"} <= set(inspect(engine).get_table_names())
    _alembic(engine, "downgrade", "0006")
    assert "mail_wishes" not in inspect(engine).get_table_names()
    _alembic(engine, "upgrade", "head")
    assert "mails_sent" in inspect(engine).get_table_names()
    engine.dispose()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_mail_wishes_are_kept_in_postgresql() -> None:
    from salon.web.notify.wishes import MailBook, Wishes

    assert URL is not None
    store = Store(URL)
    made = Accounts(store.engine).create(f"Mail {os.getpid()}", "a long password")
    book = MailBook(store.engine)
    book.set_wishes(made.id, Wishes(turn=True))
    assert book.wishes(made.id) == Wishes(turn=True)
    assert book.may_send(made.id, "table", Kind.TURN)
    assert not book.may_send(made.id, "table", Kind.TURN)
    store.close()
