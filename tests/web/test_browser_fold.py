"""At 1280 × 800, a laptop's screen, the whole table is in view while a Piquet deal is played:
the hand and what may be said, even when the calls fill two rows (docs/page.md "At the
table"). In a real browser, Debian's chromium through Playwright."""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, Server, sit_down
from test_browser_room import open_page

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

LAPTOP = {"width": 1280, "height": 800}

# How far below the screen's foot the hand and the actions reach (0: all in view).
BELOW = """() => {
  const foot = (id) => document.getElementById(id).getBoundingClientRect().bottom;
  return Math.max(foot("hand"), foot("actions")) - window.innerHeight;
}"""


def test_the_hand_and_the_calls_are_in_view_on_a_laptop(browser: Any, server: Server) -> None:
    page = open_page(browser, server, LAPTOP, motion="reduce")
    sit_down(page, "piquet")
    player = Player(page)
    worst = (0.0, "")
    deadline = time.monotonic() + 90
    while player.look()["panel"] is None:
        assert time.monotonic() < deadline, "a deal was not played"
        now = player.look()
        if now["say"] or now["playable"] or now["choosing"]:
            below = page.evaluate(BELOW)
            if below > worst[0]:
                worst = (below, now["status"])
                page.screenshot(path=str(ARTIFACTS / "web-laptop-fold.png"))
        player.step()
    assert worst[0] <= 0, f"{worst[0]:.0f} px of the table below the screen at {worst[1]!r}"
    page.context.close()
