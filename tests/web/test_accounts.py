"""Accounts and their security (docs/players.md "Accounts" and "Security"): one test for
each protection."""

from __future__ import annotations

import logging
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import PASSWORD, csrf, post, sign_up
from webtools import hello, new_table

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.players.sessions import SESSION_COOKIE
from salon.web.players.throttle import SignInAllowances, SignInLimits
from salon.web.players.web import PlayerSettings
from salon.web.server.store import Store, sqlite_url


def test_a_password_is_kept_as_an_argon2_hash_and_never_logged(
    site: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    sign_up(site.client, "Ann", email="ann@example.org")
    post(site.client, "/api/account/sign-in", {"name": "Ann", "password": "wrong password"})
    from salon.web.players.accounts import Accounts

    account = Accounts(site.store.engine).by_name("Ann")
    assert account is not None
    assert account.password_hash.startswith("$argon2id$")
    assert PASSWORD not in account.password_hash
    assert all(
        PASSWORD not in r.getMessage() and "wrong password" not in r.getMessage()
        for r in caplog.records
    )


def test_the_session_cookie_is_httponly_and_samesite_and_not_secure_over_http(site: Any) -> None:
    response = post(site.client, "/api/account/sign-up", {"name": "Ann", "password": PASSWORD})
    cookie = response.headers["set-cookie"].lower()
    assert f"{SESSION_COOKIE}=" in cookie
    assert "httponly" in cookie and "samesite=lax" in cookie and "secure" not in cookie


def test_the_session_cookie_is_secure_behind_a_proxy_that_says_https(site: Any) -> None:
    response = site.client.post(
        "/api/account/sign-up",
        json={"name": "Ann", "password": PASSWORD},
        headers=csrf(site.client) | {"X-Forwarded-Proto": "https"},
    )
    assert "secure" in response.headers["set-cookie"].lower()


def test_the_session_cookie_is_secure_when_served_behind_https(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=0, players=PlayerSettings(behind_https=True))
    with TestClient(app, base_url="https://testserver") as client:
        response = post(client, "/api/account/sign-up", {"name": "Ann", "password": PASSWORD})
        assert response.status_code == 201
        assert "secure" in response.headers["set-cookie"].lower()
    store.close()


def test_a_wrong_password_and_an_unknown_name_are_answered_alike(site: Any) -> None:
    sign_up(site.client, "Ann")
    post(site.client, "/api/account/sign-out")
    times: dict[str, float] = {}
    answers = {}
    for name in ("Ann", "Nobody") * 2:
        started = time.perf_counter()
        response = post(site.client, "/api/account/sign-in", {"name": name, "password": "guessed"})
        took = time.perf_counter() - started
        times[name] = min(times.get(name, took), took)
        answers[name] = (response.status_code, response.json())
    assert answers["Ann"] == answers["Nobody"]
    assert answers["Ann"][0] == 401
    # Both check an Argon2 hash: neither answers in a fraction of the other's time.
    assert times["Nobody"] > times["Ann"] / 3 and times["Ann"] > times["Nobody"] / 3


def test_sign_in_attempts_are_limited_per_name_at_each_address(site: Any) -> None:
    sign_up(site.client, "Ann")
    codes = [
        post(site.client, "/api/account/sign-in", {"name": "Ann", "password": "guess"}).status_code
        for _ in range(6)
    ]
    assert codes[-1] == 429
    # The right password waits as well, from this address: whoever knows it.
    right = post(site.client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
    assert right.status_code == 429 and "Retry-After" in right.headers


def test_a_strangers_wrong_passwords_at_his_address_do_not_lock_the_player_out_at_hers(
    site: Any,
) -> None:
    sign_up(site.client, "Ann")
    post(site.client, "/api/account/sign-out")
    with TestClient(site.client.app, client=("203.0.113.9", 50000)) as stranger:
        codes = [
            post(stranger, "/api/account/sign-in", {"name": "Ann", "password": "guess"}).status_code
            for _ in range(8)
        ]
        assert codes == [401] * 5 + [429] * 3
    right = post(site.client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
    assert right.status_code == 200, right.json()


def test_a_refusal_tells_the_time_truly_left_and_trying_meanwhile_does_not_lengthen_it(
    tmp_path: Path,
) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    ticks = [0.0]
    app = create_app(store, thinkers=0, ticks=lambda: ticks[0])
    with TestClient(app) as client:
        sign_up(client, "Ann")
        post(client, "/api/account/sign-out")
        for _ in range(5):
            post(client, "/api/account/sign-in", {"name": "Ann", "password": "guess"})
        told = []
        for _ in range(3):
            refused = post(client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
            told.append((refused.status_code, refused.json()["detail"]))
            ticks[0] += 60
        assert told == [
            (429, f"too many attempts to sign in; try again in {minutes}")
            for minutes in ("3 minutes", "2 minutes", "1 minute")
        ]
        right = post(client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
        assert right.status_code == 200, right.json()
    store.close()


def test_a_name_guessed_from_many_addresses_meets_a_ceiling_far_above_a_persons_tries() -> None:
    """Guessing spread over many addresses meets the name's own ceiling, which is twenty
    times the five tries a person has at his own address (docs/players.md "Security")."""
    limits = SignInLimits(SignInAllowances(), clock=lambda: 0.0)
    allowed = [limits.refusal("ann", f"198.51.100.{i}") is None for i in range(100)]
    assert all(allowed)
    assert limits.refusal("ann", "192.0.2.1") is not None
    assert limits.refusal("bob", "192.0.2.1") is None


def test_a_players_own_right_sign_ins_never_lock_him_out(site: Any) -> None:
    """A sign-up, the name tried again, a few slips and the right password on two devices:
    each right password starts the name's count afresh (docs/players.md "Sign-in limits"),
    while a guesser, who never has the right one, is still stopped after five."""
    sign_up(site.client, "Ann")
    assert post(site.client, "/api/account/sign-up", {"name": "ann", "password": PASSWORD})
    for _ in range(3):
        post(site.client, "/api/account/sign-in", {"name": "Ann", "password": "slip"})
    for _ in range(3):
        right = post(site.client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
        assert right.status_code == 200, right.json()
    codes = [
        post(site.client, "/api/account/sign-in", {"name": "Ann", "password": "guess"}).status_code
        for _ in range(6)
    ]
    assert codes == [401] * 5 + [429]
    refused = post(site.client, "/api/account/sign-in", {"name": "Ann", "password": "guess"})
    assert refused.json()["detail"] == "too many attempts to sign in; try again in 3 minutes"


def test_sign_in_attempts_are_limited_per_address(site: Any) -> None:
    codes = [
        post(site.client, "/api/account/sign-in", {"name": f"N{i}", "password": "x"}).status_code
        for i in range(21)
    ]
    assert codes[:20] == [401] * 20 and codes[20] == 429


def test_a_request_that_the_cookie_authorises_is_refused_without_the_csrf_header(
    site: Any,
) -> None:
    sign_up(site.client, "Ann")
    changed = site.client.post("/api/account/private", json={"private": True})
    assert changed.status_code == 403
    made = site.client.post("/api/tables", json={"name": "Ann", "opponent": "friend"})
    assert made.status_code == 403
    forged = site.client.post(
        "/api/account/private", json={"private": True}, headers={"x-csrf-token": "forged"}
    )
    assert forged.status_code == 403
    assert site.client.get("/api/players/Ann").json()["private"] is False


def test_signing_in_is_refused_without_the_csrf_header(site: Any) -> None:
    response = site.client.post("/api/account/sign-in", json={"name": "Ann", "password": "x"})
    assert response.status_code == 403


def test_a_guest_plays_as_before_without_any_cookie(site: Any) -> None:
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        assert hello(ws, made["seat"], made["token"])["type"] == "state"


def test_changing_the_password_ends_the_other_sessions(site: Any, tmp_path: Path) -> None:
    sign_up(site.client, "Ann")
    other = TestClient(site.client.app)
    with other:
        post(other, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
        assert other.get("/api/account").json()["account"]["name"] == "Ann"
        new = "a new password it is"
        changed = post(site.client, "/api/account/password", {"old": PASSWORD, "new": new})
        assert changed.status_code == 200
        assert other.get("/api/account").json()["account"] is None
        assert site.client.get("/api/account").json()["account"]["name"] == "Ann"


def test_a_deleted_account_cannot_sign_in_and_its_games_show_a_former_player(site: Any) -> None:
    sign_up(site.client, "Ann")
    made = post(site.client, "/api/tables", {"name": "Ann", "opponent": "thumb"}).json()
    refused = post(site.client, "/api/account/delete", {"password": "not it at all"})
    assert refused.status_code == 401
    assert post(site.client, "/api/account/delete", {"password": PASSWORD}).status_code == 200
    again = post(site.client, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
    assert again.status_code == 401
    table = site.client.get(f"/api/tables/{made['table']}").json()
    assert table["table"]["seats"][0]["name"] == "a former player"
    assert site.store.load_game(made["table"]).seats[0].name == "a former player"
    assert site.client.get("/api/players/Ann").status_code == 404
