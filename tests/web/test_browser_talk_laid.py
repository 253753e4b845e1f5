"""A Piquet deal at the table, in a real browser (Debian's chromium through Playwright): the
talk names each card laid beside the count its player says ("Q♦ — Eight."); a card the
adversary plays slides from his seat at a card's own size, never blown up to the seat's; a
phone's talk opens taller to look further back.

docs/web.md "The page"."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import CHROMIUM, NEWEST_IN_VIEW, Player, Server, sit_down
from test_browser_room import PHONE, open_page

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

# Every slide's starting scale, kept as the page animates cards.
SCALES = """
window.slideScales = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const first = Array.isArray(frames) ? frames[0] : null;
  const found = /scale\\(([0-9.e+-]+)\\)/.exec(first?.transform ?? "");
  if (found) window.slideScales.push(Number(found[1]));
  return animate.call(this, frames, options);
};
"""

# The cards laid, as the talk names them, and those on the table now.
LAID = """() => ({
  laid: [...document.querySelectorAll("#talk [data-laid]")].map((n) => n.dataset.laid),
  lines: [...document.querySelectorAll("#talk li")].filter((li) => li.querySelector("[data-laid]"))
    .map((li) => li.textContent),
  onTable: [...document.querySelectorAll("#trick [data-card]")].map((n) => n.dataset.card),
})"""


def test_the_talk_names_each_card_laid_and_cards_slide_at_their_size(
    browser: Any, server: Server
) -> None:
    page = open_page(browser, server)
    page.add_init_script(SCALES)
    page.reload()
    sit_down(page, "piquet")
    player = Player(page)
    deadline = time.monotonic() + 90
    seen = page.evaluate(LAID)
    while time.monotonic() < deadline and len(seen["laid"]) < 8:
        player.step()
        seen = page.evaluate(LAID)
    assert len(seen["laid"]) >= 8, "eight cards laid within the time"
    assert set(seen["onTable"]) <= set(seen["laid"]), "each card on the table was named"
    for line in seen["lines"]:
        assert re.fullmatch(r"[^:]+: (?:10|[6-9JQKA])[♠♥♦♣] — [A-Z][a-z -]+\.", line), line
    scales = page.evaluate("window.slideScales")
    assert scales, "cards slid"
    # A card from the hand shrinks to the trick's size (it starts some 1.7 times as large);
    # one blown up to the seat it came from started at seven times.
    assert max(scales) <= 2.5, f"a card slid from {max(scales):.1f} times its size"
    page.context.close()


# The words of the talk's newest line that lie under the "More of the talk" button.
UNDER_THE_BUTTON = """() => {
  const button = document.querySelector("#talk-more").getBoundingClientRect();
  const last = document.querySelector("#talk").lastElementChild;
  if (!last || button.width === 0) return [];
  const words = document.createRange();
  words.selectNodeContents(last);
  const over = (a, b) => a.left < b.right && b.left < a.right
    && a.top < b.bottom && b.top < a.bottom;
  return [...words.getClientRects()].some((r) => r.width > 0 && over(r, button))
    ? [last.textContent] : [];
}"""


def test_a_phone_opens_the_talk_to_look_further_back(browser: Any, server: Server) -> None:
    """At 375 px the talk shows its last three lines, the newest never under the button;
    "More of the talk" opens it more than twice as tall, its newest line still in view, and
    "Less of the talk" closes it."""
    page = open_page(browser, server, PHONE, motion="reduce")
    sit_down(page, "piquet")
    player = Player(page)
    deadline = time.monotonic() + 60
    hidden: list[str] = []
    while time.monotonic() < deadline and page.locator("#talk li").count() < 12:
        player.step()
        hidden += page.evaluate(UNDER_THE_BUTTON)
    assert not hidden, f"the newest line lay under the button: {hidden[:3]}"
    low = page.locator("#talk-box").bounding_box()["height"]
    more = page.get_by_role("button", name="More of the talk")
    more.click()
    assert page.locator("#talk-box").bounding_box()["height"] > 2 * low
    assert page.evaluate(NEWEST_IN_VIEW)
    assert page.locator("#talk-more").get_attribute("aria-expanded") == "true"
    page.get_by_role("button", name="Less of the talk").click()
    assert page.locator("#talk-box").bounding_box()["height"] == pytest.approx(low, abs=1)
    page.set_viewport_size({"width": 1280, "height": 800})
    assert page.locator("#talk-more").is_hidden(), "a wide screen shows the whole panel"
    page.context.close()
