"""In the browser: a link that leads nowhere says so in a sentence and offers nothing to do but
go home. A challenge link without its token, or forged, shows no challenge and no answer button;
a link to a table that is not there says so instead of reconnecting for ever, and an invitation
to it offers no seat (docs/web.md "Notifications", "Tables and seats")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from browser_tools import Server
from playwright.sync_api import expect

SHOTS = os.environ.get("SALON_SHOTS")
"""A directory for the pages' pictures, when set."""

GONE = "No table is found at this link."


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _no_internals(page: Any) -> None:
    text = page.locator("main").inner_text()
    for internal in ("[object Object]", "detail", "loc", "String should"):
        assert internal not in text, text


def test_a_challenge_link_without_its_token_says_it_is_incomplete_and_offers_no_answer(
    page: Any, server: Server
) -> None:
    page.goto(f"{server.url}challenge")
    expect(page.locator("#page-error")).to_have_text(
        "This challenge link is incomplete: open it again from the mail, whole."
    )
    expect(page.get_by_role("button")).to_have_count(0)
    expect(page.locator("#said")).to_be_hidden()
    _no_internals(page)
    _shot(page, "challenge-no-token")


def test_a_forged_challenge_link_shows_only_that_it_is_not_valid(page: Any, server: Server) -> None:
    page.goto(f"{server.url}challenge?answer=accept&token=abc.def.ghi")
    expect(page.locator("#page-error")).to_have_text("This challenge link is not valid.")
    expect(page.get_by_role("button")).to_have_count(0)
    expect(page.get_by_text("challenged you")).to_have_count(0)
    expect(page.get_by_role("heading", level=1)).to_have_text("A challenge link that does not open")
    _shot(page, "challenge-forged")


def test_a_link_to_no_table_says_so_and_leads_home_without_reconnecting(
    page: Any, server: Server
) -> None:
    page.goto(f"{server.url}#/t/zzzz")
    page.reload()  # opened afresh, as from a mail or a bookmark
    expect(page.locator("#gone")).to_be_visible()
    expect(page.locator("#gone")).to_contain_text(GONE)
    page.wait_for_timeout(2500)  # a reconnecting page would have lost and tried again by now
    expect(page.locator("#banner")).to_be_hidden()
    expect(page.locator("#table")).to_be_hidden()
    expect(page).to_have_title("No such table — salon")
    _shot(page, "no-table")
    page.get_by_role("link", name="To the home page").click()
    expect(page.locator("#lobby")).to_be_visible()


def test_an_invitation_to_no_table_offers_no_seat(page: Any, server: Server) -> None:
    page.goto(f"{server.url}#/t/nosuchtable/join/abc")
    expect(page.locator("#gone")).to_contain_text(GONE)
    expect(page.get_by_role("textbox", name="Your name")).to_have_count(0)
    expect(page.get_by_role("button", name="Take your seat")).to_have_count(0)
    expect(page.get_by_role("link", name="To the home page")).to_be_visible()
    _shot(page, "invitation-no-table")
