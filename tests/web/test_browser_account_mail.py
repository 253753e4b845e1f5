"""In the browser: the account page sets and changes the e-mail address (the password asked
again, a wrong one refused and nothing changed) and ticks which mails the player wants; the
choices are kept; the page says when the server sends no mail; axe-core finds nothing serious
at 1280 and 375 pixels, and nothing is wider than a phone."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from browser_tools import Server, sign_up_here
from test_browser_room import serious_violations

SHOTS = os.environ.get("SALON_SHOTS")
"""A directory for the pages' pictures at 1280 and 375 pixels, when set."""


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _asked(page: Any) -> dict[str, Any]:
    script = "fetch('/api/account', {headers: {}}).then((r) => r.json())"
    account = page.evaluate(script)["account"]
    wishes = page.evaluate(
        "fetch('/api/account/mail', {headers: {'x-csrf-token': decodeURIComponent("
        "document.cookie.split('; ').find((c) => c.startsWith('salon_csrf=')).slice(11))}})"
        ".then((r) => r.json())"
    )
    return {"email": account["email"], **{k: wishes[k] for k in ("turn", "challenge", "ended")}}


def test_the_account_page_sets_the_address_and_the_mails_wished(
    browser: Any, server: Server
) -> None:
    for width in (1280, 375):
        context = browser.new_context(viewport={"width": width, "height": 860})
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error, seen=errors: seen.append(str(error)))
        sign_up_here(page, server, f"Mia {width}")
        page.wait_for_selector("#mails")
        # Just signed up, the way back to playing is at the top of the page.
        to_play = page.get_by_role("link", name="To the tables: play someone or the computer")
        assert to_play.get_attribute("href") == "/#/"
        assert "sends no mail" in page.locator("#mails-note").inner_text()
        address = page.locator("#email")
        address.get_by_label("E-mail (leave it empty for none)").fill("mia@example.org")
        address.get_by_label("Your password, to change it").fill("not my password")
        address.get_by_role("button", name="Save the address").click()
        page.wait_for_selector("#email .error:not(:empty)")
        assert "not your password" in address.locator(".error").inner_text()
        assert _asked(page)["email"] is None  # refused: nothing changed
        address.get_by_label("Your password, to change it").fill("a long password")
        address.get_by_role("button", name="Save the address").click()
        page.wait_for_selector("#email .said:not(:empty)")
        assert "mia@example.org" in address.locator(".said").inner_text()
        assert address.get_by_label("Your password, to change it").input_value() == ""

        mails = page.locator("#mails")
        mails.get_by_label("My turn at a turn-based table").check()
        mails.get_by_label("A challenge made to me").check()
        mails.get_by_role("button", name="Save my choices").click()
        page.wait_for_selector("#mails .said:not(:empty)")
        assert _asked(page) == {
            "email": "mia@example.org", "turn": True, "challenge": True, "ended": False,
        }  # fmt: skip
        page.reload()
        page.wait_for_selector("#mails")
        assert page.get_by_label("My turn at a turn-based table").is_checked()
        assert not page.get_by_label("The end of a game of mine").is_checked()
        shown = page.get_by_label("E-mail (leave it empty for none)").input_value()
        assert shown == "mia@example.org"
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert serious_violations(page) == [], f"the account page at {width} px"
        _shot(page, f"account-mails-{width}")
        assert errors == []
        context.close()


def test_a_room_without_mail_offers_no_reset_link(browser: Any, server: Server) -> None:
    """Where no mail is sent the account page says so at "Forgotten password", rather than
    offering a link that could never come (docs/players.md, password reset by mail)."""
    page = browser.new_context(viewport={"width": 375, "height": 800}).new_page()
    page.goto(f"{server.url}account")
    forgot = page.locator("#forgot")
    forgot.wait_for()
    assert "sends no mail" in forgot.inner_text()
    assert forgot.get_by_role("button").count() == 0
    assert page.get_by_label("E-mail (optional: this room sends no mail yet)").count() == 1
    _shot(page, "account-no-mail-375")
    page.context.close()
