"""Helpers for the accounts' tests: a client signed up, the CSRF header its pages send."""

from __future__ import annotations

from typing import Any

from salon.web.players.sessions import CSRF_COOKIE, CSRF_HEADER

PASSWORD = "correct horse battery"


def csrf(client: Any) -> dict[str, str]:
    """The header the site's own pages send: the CSRF cookie's value (fetched first)."""
    if CSRF_COOKIE not in client.cookies:
        client.get("/api/account")
    return {CSRF_HEADER: client.cookies[CSRF_COOKIE]}


def post(client: Any, url: str, body: dict[str, Any] | None = None) -> Any:
    return client.post(url, json=body or {}, headers=csrf(client))


def sign_up(client: Any, name: str, password: str = PASSWORD, **more: Any) -> Any:
    response = post(client, "/api/account/sign-up", {"name": name, "password": password} | more)
    assert response.status_code == 201, response.text
    return response.json()
