"""A Piquet deal at the table, in a real browser (Debian's chromium through Playwright): the
talk names each card laid beside the count its player says ("Q♦ — Eight."), and a card the
adversary plays slides from his seat at a card's own size, never blown up to the seat's.

docs/web.md "The page"."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import CHROMIUM, Player, Server, sit_down
from test_browser_room import open_page

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
