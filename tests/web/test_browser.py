"""The page in a real browser (Debian's chromium, driven by Playwright): sit down against the
computer and play a whole deal with the mouse, then look at the table on a phone's screen.

docs/web.md: the page is usable by click and keyboard, on a small screen. Screenshots are
saved under artifacts/.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from webtools import free_port, start_server

CHROMIUM = shutil.which("chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def tap(locator: Any) -> None:
    """Click, unless the page has redrawn meanwhile and the control is gone (then the loop
    looks again)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with contextlib.suppress(PlaywrightTimeout):
        locator.click(timeout=1500)


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Any]:
    """A page of Debian's chromium (driven by Playwright) at the lobby of a real server on a
    fresh database; the server is killed afterwards."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    server = start_server(tmp_path / "salon.db", port)
    try:
        with sync_playwright() as driver:
            chromium = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = chromium.new_page(viewport={"width": 1200, "height": 900})
            page.goto(f"http://127.0.0.1:{port}/")
            yield page
            chromium.close()
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()


def test_a_deal_played_in_the_browser(page: Any) -> None:
    """docs/web.md "Tables and seats" and "The page": a player sits down and plays a deal."""
    page.locator("#new-table").get_by_label("Your name").fill("Ann")
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#scores table")
    deadline = time.monotonic() + 90
    shot_exchange = False
    while time.monotonic() < deadline:
        if page.locator("#scores tbody tr").count() >= 1:
            break
        if page.locator("#hand button[aria-pressed]").count():
            if not shot_exchange:
                page.screenshot(path=str(ARTIFACTS / "web-exchange.png"))
                shot_exchange = True
            tap(page.locator("#hand button[aria-pressed]").first)
            tap(page.locator("#actions button.primary"))
        elif page.locator("#actions button:not(.primary)").count():
            tap(page.locator("#actions button:not(.primary)").first)
        elif page.locator("#hand button.playable").count():
            tap(page.locator("#hand button.playable").first)
        page.wait_for_timeout(150)
    page.screenshot(path=str(ARTIFACTS / "web-after-a-deal.png"), full_page=True)
    assert page.locator("#scores tbody tr").count() >= 1, "a deal was played"
    phone = page.context.browser.new_page(viewport={"width": 390, "height": 844})
    phone.goto(page.url)
    phone.wait_for_selector("#scores table")
    phone.screenshot(path=str(ARTIFACTS / "web-phone-spectator.png"), full_page=True)


def test_an_ecarte_deal_played_in_the_browser(page: Any) -> None:
    """docs/web.md "Écarté at the table": choose Écarté in the lobby, propose or play, discard
    by clicking cards, play the five tricks, and see the score."""
    lobby = page.locator("#new-table")
    lobby.get_by_label("Your name").fill("Ann")
    lobby.get_by_label("The game").select_option("ecarte")
    assert page.locator("#preset").input_value() == "classic"
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#scores table")
    deadline = time.monotonic() + 90
    shots: set[str] = set()
    finished = page.locator("#history summary", has_text="Deal 1")
    # Propose and accept whenever offered, so that cards are discarded and drawn.
    eager = page.locator("#actions button", has_text=re.compile("I propose|I accept"))
    while time.monotonic() < deadline and not (finished.count() and "discard" in shots):
        if eager.count():
            tap(eager.first)
        elif page.locator("#hand button[aria-pressed]").count():
            if "discard" not in shots:
                page.screenshot(path=str(ARTIFACTS / "web-ecarte-discard.png"))
                shots.add("discard")
            tap(page.locator("#hand button[aria-pressed]").last)
            tap(page.locator("#actions button.primary"))
        elif page.locator("#hand button.playable").count():
            if "play" not in shots:
                page.screenshot(path=str(ARTIFACTS / "web-ecarte-play.png"))
                shots.add("play")
            tap(page.locator("#hand button.playable").first)
        elif page.locator("#actions button:not(.primary)").count():
            tap(page.locator("#actions button:not(.primary)").first)
        page.wait_for_timeout(150)
    page.screenshot(path=str(ARTIFACTS / "web-ecarte-after-a-deal.png"), full_page=True)
    assert finished.count(), "a whole deal was played"
    assert "discard" in shots, "cards were discarded by clicking them"
    assert "Turned up: trumps are" in page.locator("#known").inner_text()
    talk = page.locator("#history").text_content() or ""
    assert "My trick" in talk or "throw" in talk.lower()
