"""The scoring card kept for the signed-in account: taken up again on another device, read by
its game's scorer before it is kept (a card that could not have happened is refused and
nothing kept), behind the CSRF check like every form; the table made by migration 0009 on
SQLite and, when the test command gives one, on PostgreSQL."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import PASSWORD, csrf, post, sign_up
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from sqlalchemy import inspect

from salon.piquet.told_card import told_to_json
from salon.piquet.told_record import parse_told
from salon.records import parse_record
from salon.replay import replay_record
from salon.web.players.accounts import Accounts
from salon.web.scoring.kept import KeptCards
from salon.web.server.store import MIGRATIONS, Store, make_engine, sqlite_url

URL = os.environ.get("SALON_TEST_POSTGRES_URL")
EXAMPLE = "told point elder 5 49 sequences elder 4 sets younger 4x10,3x12 play 9 6 tricks 7 5"


def _card(site: Any) -> dict[str, Any]:
    """A Piquet card with the worked Example written on it (B deals first, A elder)."""
    start = site.client.post(
        "/api/score/piquet/start",
        json={"names": ["Ann", "Bob"], "first_dealer": 1},
        headers=csrf(site.client),
    ).json()["card"]
    deal = told_to_json(parse_told(EXAMPLE))
    body = {"card": start, "deal": deal, "write": True}
    told = site.client.post("/api/score/piquet/tell", json=body, headers=csrf(site.client))
    assert told.status_code == 200, told.text
    return dict(told.json()["card"])


def test_a_card_kept_for_the_account_is_taken_up_on_another_device(site: Any) -> None:
    sign_up(site.client, "Ann")
    card = _card(site)
    assert post(site.client, "/api/score/kept", {"card": card}).status_code == 200
    with TestClient(site.client.app) as other:  # another device, signed in as Ann
        assert post(other, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD}).is_success
        assert other.get("/api/score/kept").json() == {"card": card}
        assert post(other, "/api/score/kept/forget").status_code == 200
    assert site.client.get("/api/score/kept").json() == {"card": None}


def test_keeping_a_card_needs_the_account_and_the_csrf_header(site: Any) -> None:
    card = {"game": "piquet", "names": ["Ann", "Bob"], "first_dealer": 1, "deals": []}
    assert site.client.get("/api/score/kept").status_code == 401
    assert post(site.client, "/api/score/kept", {"card": card}).status_code == 401
    sign_up(site.client, "Bob")
    assert site.client.post("/api/score/kept", json={"card": card}).status_code == 403
    assert site.client.post("/api/score/kept/forget").status_code == 403
    assert site.client.get("/api/score/kept").json() == {"card": None}


def test_a_card_that_could_not_have_happened_is_not_kept(site: Any) -> None:
    sign_up(site.client, "Cy")
    card = _card(site)
    post(site.client, "/api/score/kept", {"card": card})
    bad = dict(card, deals=[dict(card["deals"][0], play=[[9, 6], [7, 4]])])
    refused = post(site.client, "/api/score/kept", {"card": bad})
    assert refused.status_code == 400 and "twelve" in refused.json()["detail"]
    odd = post(site.client, "/api/score/kept", {"card": {"game": "whist"}})
    assert odd.status_code == 400
    assert site.client.get("/api/score/kept").json() == {"card": card}


def test_the_scored_partie_is_given_as_a_record_that_replays(site: Any) -> None:
    answer = site.client.post("/api/score/piquet/record", json={"card": _card(site)}).json()
    game, report = replay_record(parse_record(answer["record"]))
    assert report["deals"] == [{"A": 28, "B": 23}]
    assert not game.is_terminal


def test_migration_0009_goes_up_and_down_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "salon.db")
    Store(url).close()
    engine = make_engine(url)
    assert "score_cards" in inspect(engine).get_table_names()
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0008")
    assert "score_cards" not in inspect(engine).get_table_names()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
    assert "score_cards" in inspect(engine).get_table_names()
    engine.dispose()


@pytest.fixture(params=["sqlite", *(["postgresql"] if URL else [])])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """SQLite always; PostgreSQL too when the test command gives one."""
    url = sqlite_url(tmp_path / "salon.db") if request.param == "sqlite" else str(URL)
    kept = Store(url)
    yield kept
    kept.close()


def test_a_card_is_kept_and_replaced_in_each_database(store: Store) -> None:
    account = Accounts(store.engine).create(f"Keeper {os.getpid()}", "a long password")
    cards = KeptCards(store.engine)
    first = {"game": "piquet", "names": ["Ann", "Bob"], "first_dealer": 1, "deals": []}
    cards.keep(account.id, first)
    cards.keep(account.id, dict(first, first_dealer=0))
    assert cards.card(account.id) == dict(first, first_dealer=0)
    cards.forget(account.id)
    assert cards.card(account.id) is None
    Accounts(store.engine).delete(account)
