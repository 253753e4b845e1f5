"""A Piquet hand on a phone, in a real browser (Debian's chromium through Playwright): twelve
cards in two rows, each wide enough to tap; and the card to play to in sight above the hand
when the page was left scrolled below it (found by a new player's trial: slivers of 24 pixels,
and the trick off the top of the screen). docs/page.md. Screenshots are saved under
artifacts/."""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, sit_down

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

WIDTHS = """() => [...document.querySelectorAll('#hand button.card')].map((card, i, all) => {
  const box = card.getBoundingClientRect();
  const next = all[i + 1]?.getBoundingClientRect();
  const row = next && next.top === box.top;
  const shown = row ? Math.min(box.width, next.left - box.left) : box.width;
  return { shown, top: Math.round(box.top) };
})"""
PLAY_UNSEEN = """() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  document.querySelector('#hand button.card.playable')?.click();
}"""


def test_twelve_cards_in_two_rows_and_the_lead_in_sight(browser: Any, server: Any) -> None:
    page = browser.new_context(viewport={"width": 375, "height": 740}).new_page()
    page.goto(server.url)
    sit_down(page, "piquet", opponent="thumb")
    player = Player(page)
    deadline = time.monotonic() + 90
    while len(page.evaluate(WIDTHS)) != 12 or page.locator("#hand button.card").count() != 12:
        assert time.monotonic() < deadline, "no hand of twelve"
        player.step()
    cards = page.evaluate(WIDTHS)
    assert len({card["top"] for card in cards}) == 2, cards
    assert min(card["shown"] for card in cards) >= 44, cards  # a finger's width
    page.screenshot(path=str(ARTIFACTS / "web-hand-375.png"))
    # Played from below the trick, as a person who scrolled down to the buttons: when the
    # adversary leads, the page brings his card into sight.
    while time.monotonic() < deadline + 120:
        status = page.locator("#status").inner_text()
        if status.startswith("Play to") and page.evaluate("window.scrollY") > 0:
            trick = page.locator("#trick").bounding_box()
            assert trick is not None and trick["y"] >= 0, trick
            hand = page.locator("#hand").bounding_box()
            assert hand is not None and hand["y"] + hand["height"] <= 740 + 1, hand
            page.screenshot(path=str(ARTIFACTS / "web-lead-in-sight-375.png"))
            return
        if status == "Your lead":
            page.evaluate(PLAY_UNSEEN)
            page.wait_for_timeout(400)
        else:
            player.step()
    raise AssertionError("the adversary never led to the player")


SAY_UNSEEN = """() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  document.querySelector('#actions > button.say')?.click();
}"""
ASKED_TO_SAY = """() => Boolean(document.querySelector('#actions > button.say'))
  && !document.querySelector('#trick .card')"""
STEP = "() => document.querySelector('#talk').children.length"


def test_the_answer_to_a_call_comes_back_into_sight(browser: Any, server: Any) -> None:
    """On a phone the talk lies above the status: a call made with the page scrolled below it
    (after a hint, say), the adversary's answer is brought back into sight at the next call
    (a new player's trial: "Not good." said off the top of the screen)."""
    page = browser.new_context(viewport={"width": 375, "height": 740}).new_page()
    page.goto(server.url)
    sit_down(page, "piquet", opponent="thumb")
    player = Player(page)
    checked = 0
    deadline = time.monotonic() + 120
    while checked < 2 and time.monotonic() < deadline:
        if page.evaluate(ASKED_TO_SAY) and page.locator("#panel[open]").count() == 0:
            step = page.evaluate(STEP)
            page.evaluate(SAY_UNSEEN)  # a call or an answer, the page scrolled to its foot
            for _ in range(80):  # the table moves on, then asks again (or leads)
                page.wait_for_timeout(100)
                if page.evaluate(STEP) != step and page.evaluate(ASKED_TO_SAY):
                    break
            if page.evaluate(ASKED_TO_SAY):
                top = page.evaluate(
                    "document.querySelector('#talk-box').getBoundingClientRect().top"
                )
                assert top >= -1, f"the talk is off the top of the screen: {top}"
                checked += 1
            continue
        player.step()
    assert checked, "a call was made and the next asked"
