"""At 1280 × 800, a laptop's screen, the whole table is in view while a Piquet deal is played:
the hand and what may be said, even when the calls fill two rows (docs/page.md "At the
table"). In a real browser, Debian's chromium through Playwright."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, Server, play_to_the_first_panel, sit_down
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


# Whether the panel's first button is on the screen and nothing lies over its middle.
BUTTON_IN_REACH = """() => {
  const button = document.querySelector("#panel-actions button, #panel-actions a");
  const box = button.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  return box.bottom <= window.innerHeight && box.top >= 0
    && button.contains(document.elementFromPoint(x, y));
}"""


@pytest.mark.parametrize("viewport", [LAPTOP, {"width": 375, "height": 812}], ids=["1280", "375"])
def test_next_deal_stays_in_reach_with_every_score_unfolded(
    browser: Any, server: Server, viewport: dict[str, int]
) -> None:
    """The panel after a deal names its last trick (the next deal already lies behind it); its
    "Every score as it was said" opened, the button that goes on to the next deal is still on
    the screen, at the panel's foot; the points of the play name the cards laid."""
    page = open_page(browser, server, viewport, motion="reduce")
    sit_down(page, "piquet")
    play_to_the_first_panel(page)
    last = page.locator("#panel .last-trick")
    assert re.fullmatch(r"The last trick: .+ led \S+, .+ played \S+\.", last.inner_text())
    assert last.locator(".pip").count() == 2, "its two cards, drawn as symbols"
    page.locator("#panel details.every-count summary").click()
    lines = page.locator("#panel ul.counts li").count()
    assert lines > 8, "enough scores said to fill the screen"
    # A trick's point is said with the card that won it, named beside the count.
    assert page.locator("#panel ul.counts li [data-laid]").count() > 0
    page.screenshot(path=str(ARTIFACTS / f"web-panel-unfolded-{viewport['width']}.png"))
    assert page.evaluate(BUTTON_IN_REACH), "the panel's button is out of reach"
    page.context.close()
