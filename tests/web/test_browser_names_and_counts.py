"""The scoring card's names and Écarté's deal panel in a real browser (Debian's chromium
through Playwright), at 1280 px and on a phone (docs/web.md "The page"): a long name is written
in full when it fits its column on one line, else in a short form, never wrapped or spilling,
and its full form is the column's accessible name and its title; after an Écarté deal the panel
gives the count by class (the king, the proposals, the tricks, the game), which fits one phone
screen, the lines said one by one folded beneath it."""

from __future__ import annotations

import os
import re
from typing import Any

import pytest
from browser_tools import Server, play_to_the_first_panel
from test_browser_room import PHONE, open_page

WIDE = {"width": 1280, "height": 860}

# Each name at the head of a column: what is shown, on one line, inside its cell.
NAMES = """(selector) => [...document.querySelectorAll(selector)].map((th) => {
  const shown = [...th.children].find((span) => getComputedStyle(span).display === "block"
    && span.getBoundingClientRect().width > 2);
  const box = shown.getBoundingClientRect();
  const cell = th.getBoundingClientRect();
  const line = parseFloat(getComputedStyle(shown).lineHeight);
  return {
    name: th.title, shown: shown.textContent,
    oneLine: box.height < line * 1.5,
    fits: shown.scrollWidth <= shown.clientWidth + 1 && box.right <= cell.right + 1,
  };
})"""


def sit_down_as(page: Any, name: str, game: str) -> None:
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill(name)
    form.locator(f"input[name=game][value={game}]").check()
    form.locator("input[name=opponent][value=thumb]").check()
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")


@pytest.mark.parametrize("viewport", [PHONE, WIDE], ids=["375", "1280"])
@pytest.mark.parametrize("name", ["Madame de Staël", "Computer, steady"])
def test_a_long_name_on_the_scoring_card_is_whole_or_short_never_wrapped(
    browser: Any, server: Server, viewport: dict[str, int], name: str
) -> None:
    page = open_page(browser, server, viewport, motion="reduce")
    sit_down_as(page, name, "piquet")
    page.wait_for_selector("#scorecard th.name")
    page.wait_for_timeout(200)  # the columns are measured once laid out
    names = page.evaluate(NAMES, "#scorecard th.name")
    assert len(names) == 2 and names[0]["name"] == name, names
    for each in names:
        assert each["oneLine"] and each["fits"], (viewport, each)
        assert each["shown"] == each["name"] or len(each["shown"]) < len(each["name"]), each
    header = page.locator("#scorecard").get_by_role("columnheader", name=name, exact=True)
    assert header.count() == 1, "the full name is the column's accessible name"
    shots = os.environ.get("SALON_SHOTS")
    if shots:
        slug = re.sub(r"\W+", "-", name.lower())
        page.locator("#scorecard").screenshot(path=f"{shots}/names-{slug}-{viewport['width']}.png")
    page.context.close()


def test_the_ecarte_deal_panel_is_a_count_by_class_on_one_phone_screen(
    browser: Any, server: Server
) -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": after a deal the panel is a short table by
    class whose rows add up to the deal's points; at 375 × 812 it fits the screen."""
    page = open_page(browser, server, PHONE, motion="reduce")
    sit_down_as(page, "Madame de Staël", "ecarte")
    play_to_the_first_panel(page)
    panel = page.locator("#panel")
    table = panel.locator("table.deal-classes")
    rows = table.locator("tbody tr")
    titles = [rows.nth(i).locator("th").inner_text().split("\n")[0] for i in range(rows.count())]
    known = "The king|Proposals|Tricks|Cards thrown down|The game"
    assert titles and all(re.fullmatch(known, t) for t in titles), titles
    assert "Proposals" in titles and ("Tricks" in titles or "Cards thrown down" in titles)
    figures = [
        [0 if re.fullmatch(r"–|a \w+", t) else int(t) for t in row.locator("td").all_inner_texts()]
        for row in (rows.nth(i) for i in range(rows.count()))
    ]
    total = [0 if t == "–" else int(t) for t in table.locator("tfoot td").all_inner_texts()]
    assert [sum(column) for column in zip(*figures, strict=True)] == total
    assert not panel.locator("details.every-count").evaluate("(d) => d.open")
    fits = page.evaluate(
        """() => { const panel = document.querySelector("#panel");
        const box = panel.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
          && panel.scrollHeight <= panel.clientHeight + 1; }"""
    )
    assert fits, "the panel fits one phone screen"
    shots = os.environ.get("SALON_SHOTS")
    if shots:
        page.screenshot(path=f"{shots}/ecarte-deal-panel-375.png")
    page.context.close()
