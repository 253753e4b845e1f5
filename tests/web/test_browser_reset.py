"""In the browser: a forgotten password set anew from the mailed link (docs/players.md,
password reset by mail). Once set, the page becomes the sign-in and says so; the spent link's
form is gone, and the new password signs in."""

from __future__ import annotations

import os
import re
from typing import Any

from browser_tools import Server, sign_up_here
from playwright.sync_api import expect

SHOTS = os.environ.get("SALON_SHOTS")


def test_a_password_set_from_the_mailed_link_leads_to_the_sign_in(
    browser: Any, mailing: tuple[Server, list[Any]]
) -> None:
    server, received = mailing
    page = browser.new_context(viewport={"width": 375, "height": 812}).new_page()
    page.goto(f"{server.url}account")
    form = page.locator("#sign-up")
    form.get_by_label("Name").fill("Uma")
    form.get_by_label("Password (8 characters or more)").fill("a long password")
    form.get_by_label(re.compile("^E-mail")).fill("uma@example.org")
    form.get_by_role("button", name="Sign up").click()
    page.get_by_role("button", name="Sign out").click()
    forgot = page.locator("#forgot")
    forgot.get_by_label("Name").fill("Uma")
    forgot.get_by_role("button", name="Mail me a link").click()
    expect(forgot.locator(".said")).not_to_be_empty()
    body = received[0].get_payload(decode=True).decode()
    token = re.search(r"/account#reset=(\S+)", body)
    assert token is not None
    page.goto(f"{server.url}account#reset={token.group(1)}")
    page.reload()
    reset = page.locator("#reset")
    reset.get_by_label("New password (8 characters or more)").fill("a new long password")
    reset.get_by_role("button", name="Set the password").click()
    expect(page.locator("#account-notice")).to_have_text(
        "Your password is changed: sign in with it."
    )
    expect(page.locator("#reset")).to_have_count(0)
    assert "reset=" not in page.url
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/reset-done-375.png", full_page=True)
    sign_in = page.locator("#sign-in")
    sign_in.get_by_label("Name").fill("Uma")
    sign_in.get_by_label("Password").fill("a new long password")
    sign_in.get_by_role("button", name="Sign in").click()
    page.wait_for_selector("#you-title")
    page.context.close()


def test_a_forged_reset_link_is_told_it_is_not_valid_not_that_it_expired(
    browser: Any, server: Server
) -> None:
    page = browser.new_context(viewport={"width": 375, "height": 812}).new_page()
    page.goto(f"{server.url}account#reset=forged.token.here")
    reset = page.locator("#reset")
    reset.get_by_label("New password (8 characters or more)").fill("a new long password")
    reset.get_by_role("button", name="Set the password").click()
    expect(reset.locator(".error")).to_have_text(
        "This is not a valid link to choose a new password; ask for a new one"
    )
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/reset-forged-375.png", full_page=True)
    page.context.close()


def test_a_reset_link_opened_while_signed_in_asks_to_sign_out_first(
    browser: Any, server: Server
) -> None:
    """The link may be another account's, and a new password signs its account out
    everywhere: the page says so and signs out in one click, then offers the form."""
    page = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    sign_up_here(page, server, "Vic")
    page.goto(f"{server.url}account#reset=some.token.here")
    page.reload()
    asked = page.locator("#reset-signed-in")
    expect(asked).to_contain_text("You are signed in as Vic.")
    expect(page.locator("#reset")).to_have_count(0)
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/reset-signed-in-1280.png", full_page=True)
    asked.get_by_role("button", name="Sign out and choose a new password").click()
    expect(
        page.locator("#reset").get_by_label("New password (8 characters or more)")
    ).to_be_visible()
    expect(page.get_by_role("button", name="Sign out")).to_have_count(0)
    page.context.close()
