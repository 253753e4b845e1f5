"""Speech bubbles at a Piquet or an Écarté table, in a real browser (Debian's chromium through
Playwright): on a phone, a player's words never cover the cards on the table, the trick he has
just led to or the cards cut.

docs/page.md "At the table"."""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, Server, sit_down
from test_browser_room import PHONE, open_page

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

# Each bubble shown that lies over a card on the table, by the words it says.
COVERED = """() => {
  const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const cards = [...document.querySelectorAll("#trick [data-card]")]
    .map((n) => n.getBoundingClientRect());
  return [...document.querySelectorAll(".bubble:not(.gone)")]
    .filter((b) => cards.some((c) => over(b.getBoundingClientRect(), c)))
    .map((b) => b.textContent);
}"""


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_phones_bubbles_never_cover_the_cards_on_the_table(
    browser: Any, server: Server, game: str
) -> None:
    page = open_page(browser, server, PHONE, motion="reduce")
    sit_down(page, game)
    player = Player(page)
    deadline = time.monotonic() + 90
    covered: list[str] = []
    cards_seen = 0
    while time.monotonic() < deadline and cards_seen < 10:
        if player.step()["playAgain"]:  # a short game over: the next one at a fresh table
            first = page.url
            page.get_by_role("button", name="Play again").click()
            page.wait_for_function(f"() => location.href !== {first!r}")
        found = page.evaluate(COVERED)
        if found and not covered:
            page.screenshot(path=str(ARTIFACTS / f"bubble-over-trick-{game}.png"))
        covered += found
        if page.locator("#trick [data-card]").count():
            cards_seen += 1
    assert cards_seen >= 10, f"cards were on the table {cards_seen} times within the time"
    assert not covered, f"bubbles lay over the cards on the table: {covered[:3]}"
    page.context.close()
