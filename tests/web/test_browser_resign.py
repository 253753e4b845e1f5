"""Resigning, in a real browser (Debian's chromium through Playwright): a seated player may give
up his partie, asked once; his adversary wins it, and the page says so (docs/web.md
"Resigning"). Screenshots are saved under artifacts/."""

from __future__ import annotations

from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, sit_down

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def test_a_partie_is_resigned_after_one_question(page: Any) -> None:
    sit_down(page, "piquet", opponent="thumb")
    resign = page.locator("#resign")
    resign.wait_for(state="visible")
    assert resign.inner_text() == "Resign the partie"
    # Found under the scoring card, on a phone as on a desktop (a new player's trial looked
    # for it under the chat).
    assert page.locator("#scores #resign").count() == 1
    resign.click()
    question = page.locator("#confirm-text")
    assert "Computer (steady) wins it" in question.inner_text()
    page.locator("#confirm-no").click()  # "Play on": nothing happens
    assert page.locator("#panel[open]").count() == 0 and resign.is_visible()
    resign.click()
    page.locator("#confirm-yes").click()
    page.wait_for_selector("#panel[open]")
    assert page.locator("#panel-title").inner_text() == "Computer (steady) wins the partie"
    assert page.locator("#panel-body").inner_text().startswith("You resigned.")
    assert page.locator("#panel-body .scorecard").count() == 1  # how it stood
    assert "you resigned" in page.locator("#status").inner_text()
    assert resign.is_hidden()
    page.screenshot(path=str(ARTIFACTS / "web-resigned.png"))
