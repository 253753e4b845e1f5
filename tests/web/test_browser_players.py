"""In the browser: a guest signs up and keeps his table, signs out, signs in on a second
browser and takes the same seat up again; a private profile is refused to others."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from browser_tools import Server, sit_down

SHOTS = os.environ.get("SALON_SHOTS")
"""A directory for the pages' pictures at 1280 and 375 pixels, when set."""


def _page(browser: Any, server: Server, path: str = "", width: int = 1280) -> Any:
    context = browser.new_context(viewport={"width": width, "height": 860})
    page = context.new_page()
    page.goto(f"{server.url}{path}")
    return page


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _seat_of(page: Any, table: str) -> Any:
    return json.loads(page.evaluate(f"localStorage.getItem('salon:seat:{table}')") or "null")


def test_a_guest_signs_up_keeps_his_table_and_takes_it_up_on_a_second_browser(
    browser: Any, server: Server
) -> None:
    first = _page(browser, server)
    sit_down(first, "piquet", opponent="random")
    table = first.url.split("#/t/")[1]
    first.goto(f"{server.url}account")
    form = first.locator("#sign-up")
    form.get_by_label("Name").fill("Ann Lee")
    form.get_by_label("Password (8 characters or more)").fill("a long password")
    _shot(first, "sign-up-1280")
    form.get_by_role("button", name="Sign up").click()
    first.wait_for_selector("#you-title")
    assert first.locator("#you-title").inner_text() == "Ann Lee"
    first.get_by_role("button", name="Sign out").click()
    first.wait_for_selector("#sign-in")

    second = _page(browser, server, "account")
    assert _seat_of(second, table) is None
    sign_in = second.locator("#sign-in")
    sign_in.get_by_label("Name").fill("ann lee")
    sign_in.get_by_label("Password").fill("a long password")
    sign_in.get_by_role("button", name="Sign in").click()
    second.wait_for_selector("#you-title")
    assert _seat_of(second, table)["seat"] == 0
    second.goto(server.url)
    second.wait_for_selector(f"#my-tables a[href='#/t/{table}']")
    second.locator(f"#my-tables a[href='#/t/{table}']").click()
    second.wait_for_selector("#table:not([hidden])")
    second.wait_for_selector("#hand .card, #actions button")  # seated: his hand or his choices

    second.goto(f"{server.url}players/Ann%20Lee")
    second.wait_for_selector("#history-list table, #history-list p")
    assert second.locator("#page-title").inner_text() == "Ann Lee"
    _shot(second, "profile-1280")
    second.goto(f"{server.url}account")
    second.get_by_label("Keep my profile and games private").check()
    second.wait_for_timeout(300)
    third = _page(browser, server, "players/Ann%20Lee")
    third.wait_for_selector("#page-error:not(:empty)")
    assert "private" in third.locator("#page-error").inner_text()
    for page in (first, second, third):
        page.context.close()


def test_the_players_pages_on_a_phone(browser: Any, server: Server) -> None:
    phone = _page(browser, server, "account", width=375)
    phone.wait_for_selector("#sign-up")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    _shot(phone, "sign-up-375")
    phone.goto(f"{server.url}leaderboard")
    phone.wait_for_selector("#piquet-title")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    _shot(phone, "leaderboard-375")
    phone.context.close()
