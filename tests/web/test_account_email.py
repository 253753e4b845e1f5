"""An account's e-mail address, changed on its page (docs/players.md, docs/web.md
"Notifications"): the password is asked again, the CSRF header is needed, a wrong password
or a malformed address is refused and changes nothing, an empty one removes it."""

from __future__ import annotations

import warnings
from pathlib import Path

from accounts_tools import PASSWORD, csrf, post, sign_up

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url


def test_the_address_is_changed_with_the_password_and_csrf(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    with TestClient(create_app(store, thinkers=0)) as client:
        sign_up(client, "Ann")

        def email() -> str | None:
            return client.get("/api/account").json()["account"]["email"]  # type: ignore[no-any-return]

        changed = post(
            client, "/api/account/email", {"email": " ann@example.org ", "password": PASSWORD}
        )
        assert changed.status_code == 200, changed.text
        assert changed.json()["address"] == "ann@example.org" and changed.json()["email"] is True
        assert email() == "ann@example.org"
        wrong = post(
            client, "/api/account/email", {"email": "eve@example.org", "password": "guess"}
        )
        assert wrong.status_code == 401 and email() == "ann@example.org"
        bad = post(client, "/api/account/email", {"email": "not an address", "password": PASSWORD})
        assert bad.status_code == 400 and "e-mail" in bad.json()["detail"]
        assert email() == "ann@example.org"
        without = client.post(
            "/api/account/email", json={"email": "eve@example.org", "password": PASSWORD}
        )
        assert without.status_code == 403 and email() == "ann@example.org"  # no CSRF header
        removed = post(client, "/api/account/email", {"email": "", "password": PASSWORD})
        assert removed.status_code == 200 and removed.json()["address"] is None
        assert email() is None
        assert client.get("/api/account/mail", headers=csrf(client)).json()["email"] is False
    with TestClient(create_app(store, thinkers=0)) as stranger:
        refused = post(stranger, "/api/account/email", {"email": "x@example.org", "password": "p"})
        assert refused.status_code in (401, 403)
    store.close()
