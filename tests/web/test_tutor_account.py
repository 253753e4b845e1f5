"""The tutor's setting kept on the account (docs/web.md "The tutor"): a signed-in player's
choice follows him to another device; a guest's stays with his device. Migration 0011 goes
up and down on SQLite, and on PostgreSQL when one is given for the tests."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import PASSWORD, post, sign_up
from test_accounts_migrations import down_and_up

from conftest import TestClient
from salon.web.players.accounts import Accounts
from salon.web.server.store import Store, make_engine, sqlite_url

URL = os.environ.get("SALON_TEST_POSTGRES_URL")


def test_the_tutor_chosen_on_one_device_is_the_accounts_on_another(site: Any) -> None:
    assert sign_up(site.client, "Ann")["account"]["tutor"] is None, "never chosen: the device's"
    chosen = post(site.client, "/api/account/tutor", {"tutor": True})
    assert chosen.status_code == 200, chosen.text
    assert chosen.json()["account"]["tutor"] is True
    other = TestClient(site.client.app)  # another device, with cookies of its own
    assert other.get("/api/account").json()["account"] is None
    signed = post(other, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
    assert signed.json()["account"]["tutor"] is True
    assert post(other, "/api/account/tutor", {"tutor": False}).status_code == 200
    assert site.client.get("/api/account").json()["account"]["tutor"] is False


def test_a_guest_has_no_tutor_setting_on_the_server(site: Any) -> None:
    """A guest's tutor is his device's: the server keeps nothing for him, and says why."""
    refused = post(site.client, "/api/account/tutor", {"tutor": True})
    assert refused.status_code == 401, refused.text
    assert site.client.get("/api/account").json()["account"] is None


@pytest.mark.parametrize("body", [{}, {"tutor": "maybe"}, {"tutor": True, "more": 1}])
def test_a_malformed_tutor_setting_is_refused_and_changes_nothing(site: Any, body: Any) -> None:
    sign_up(site.client, "Ann")
    assert post(site.client, "/api/account/tutor", body).status_code == 422
    assert site.client.get("/api/account").json()["account"]["tutor"] is None


def test_the_tutor_setting_needs_the_csrf_header(site: Any) -> None:
    sign_up(site.client, "Ann")
    forged = site.client.post("/api/account/tutor", json={"tutor": True})
    assert forged.status_code == 403
    assert site.client.get("/api/account").json()["account"]["tutor"] is None


def test_migration_0011_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    made = Accounts(store.engine).create("Ann", PASSWORD)
    Accounts(store.engine).set_tutor(made, True)
    store.close()
    engine = make_engine(url)
    down_and_up(engine, "0010", "accounts", "tutor")
    engine.dispose()
    store = Store(url)
    kept = Accounts(store.engine).by_name("Ann")
    assert kept is not None and kept.tutor is None, "the account kept, its choice to make again"
    store.close()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_the_tutor_is_kept_on_the_account_in_postgresql() -> None:
    assert URL is not None
    store = Store(URL)
    accounts = Accounts(store.engine)
    made = accounts.create(f"Tutor {os.getpid()}", PASSWORD)
    accounts.set_tutor(made, True)
    assert (accounts.by_id(made.id) or made).tutor is True
    accounts.set_tutor(made, False)
    assert (accounts.by_id(made.id) or made).tutor is False
    accounts.delete(made)
    store.close()


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_migration_0011_goes_down_and_up_on_postgresql() -> None:
    assert URL is not None
    Store(URL).close()
    engine = make_engine(URL)
    down_and_up(engine, "0010", "accounts", "tutor")
    engine.dispose()
