"""In the browser: a forgotten password set anew from the mailed link (docs/players.md,
password reset by mail). Once set, the page becomes the sign-in and says so; the spent link's
form is gone, and the new password signs in."""

from __future__ import annotations

import os
import re
from typing import Any

from browser_tools import Server
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
