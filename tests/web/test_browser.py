"""The page in a real browser (Debian's chromium, driven by Playwright): sit down against the
computer and play a whole deal with the mouse, then look at the table on a phone's screen.

docs/web.md: the page is usable by click and keyboard, on a small screen. Screenshots are
saved under artifacts/.
"""

from __future__ import annotations

import shutil
import signal
import time
from pathlib import Path

import pytest
from webtools import free_port, start_server

CHROMIUM = shutil.which("chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def test_a_deal_played_in_the_browser(tmp_path: Path) -> None:
    """docs/web.md "Tables and seats" and "The page": a player sits down and plays a deal."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    server = start_server(tmp_path / "salon.db", port)
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.goto(f"http://127.0.0.1:{port}/")
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
                    page.locator("#hand button[aria-pressed]").first.click()
                    page.locator("#actions button.primary").click()
                elif page.locator("#actions button:not(.primary)").count():
                    page.locator("#actions button:not(.primary)").first.click()
                elif page.locator("#hand button.playable").count():
                    page.locator("#hand button.playable").first.click()
                page.wait_for_timeout(150)
            page.screenshot(path=str(ARTIFACTS / "web-after-a-deal.png"), full_page=True)
            assert page.locator("#scores tbody tr").count() >= 1, "a deal was played"
            phone = browser.new_page(viewport={"width": 390, "height": 844})
            phone.goto(page.url)
            phone.wait_for_selector("#scores table")
            phone.screenshot(path=str(ARTIFACTS / "web-phone-spectator.png"), full_page=True)
            browser.close()
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
