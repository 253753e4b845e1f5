"""In the browser: a challenge mail's link opens a page that says who challenges and to what
before the answer is sent (docs/web.md "Notifications"); the answer is one button."""

from __future__ import annotations

import os
import re
from typing import Any

from browser_tools import Server, sign_up_here
from playwright.sync_api import expect

SHOTS = os.environ.get("SALON_SHOTS")


def test_a_challenge_link_says_who_challenges_before_the_answer(
    browser: Any, mailing: tuple[Server, list[Any]]
) -> None:
    server, received = mailing
    bob = browser.new_context(viewport={"width": 375, "height": 812}).new_page()
    sign_up_here(bob, server, "Bea")
    address = bob.locator("#email")
    address.get_by_label("E-mail (leave it empty for none)").fill("bea@example.org")
    address.get_by_label("Your password, to change it").fill("a long password")
    address.get_by_role("button", name="Save the address").click()
    expect(address.locator(".said")).not_to_be_empty()
    mails = bob.locator("#mails")
    mails.get_by_label("A challenge made to me").check()
    mails.get_by_role("button", name="Save my choices").click()
    expect(mails.locator(".said")).not_to_be_empty()

    ann = browser.new_context().new_page()
    sign_up_here(ann, server, "Abe")
    ann.goto(server.url)
    form = ann.locator("#seek-form")
    form.get_by_label("Challenge a player").fill("Bea")
    form.get_by_role("button", name="Offer the game").click()
    ann.wait_for_selector("#my-seeks li:has-text('challenge to Bea')")
    bob.goto(server.url)  # the challenge among his games offered says it is made to him
    expect(bob.locator("#seeks li").first).to_contain_text("Abe (1500, provisional) challenges you")

    for _ in range(100):
        if received:
            break
        bob.wait_for_timeout(100)
    body = received[0].get_payload(decode=True).decode()
    link = re.search(r"/challenge\?answer=accept&token=\S+", body)
    assert link is not None
    bob.goto(f"{server.url.rstrip('/')}{link.group(0)}")
    expect(bob.locator("#said")).to_have_text(
        "Abe challenges you to a casual game of Piquet, live, 5 minutes each, 30 seconds more "
        "a move. Your answer:"
    )
    if SHOTS:
        bob.screenshot(path=f"{SHOTS}/challenge-link-375.png", full_page=True)
    bob.get_by_role("button", name="Accept the challenge").click()
    expect(bob.get_by_role("link", name="Go to the table")).to_be_visible()
    # The mail's other link, opened after: what became of the challenge, and its table.
    decline = re.search(r"/challenge\?answer=decline&token=\S+", body)
    assert decline is not None
    bob.goto(f"{server.url.rstrip('/')}{decline.group(0)}")
    expect(bob.locator("#said")).to_have_text(
        "You accepted this challenge already: its table is open."
    )
    expect(bob.get_by_role("button", name="Decline the challenge")).to_be_hidden()
    expect(bob.get_by_role("link", name="Go to the table")).to_be_visible()
    for page in (ann, bob):
        page.context.close()
