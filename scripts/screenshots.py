"""Regenerates the README's pictures from real games: starts the web app on a fresh database,
plays Piquet and Écarté in Debian's chromium by clicking against the computer, and the tables
for three or more (chouette, Pool Écarté, French Écarté) with computers in the other seats, and
saves each table at desktop and phone width under docs/images/, with a quick review of a
finished Écarté game in the replay viewer and the learning pages' pictures.

    scripts/run python scripts/screenshots.py
    scripts/run python scripts/screenshots.py --review      # the review's picture alone
    scripts/run python scripts/screenshots.py --learning    # the learning pages' pictures alone
    scripts/run python scripts/screenshots.py --sessions    # the tables for three or more alone
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "web"))

from browser_tools import Player, Server, play_to_the_end, sit_down  # noqa: E402
from session_browser import look, new_session  # noqa: E402
from webtools import free_port  # noqa: E402

IMAGES = ROOT / "docs" / "images"
DESKTOP = {"width": 1280, "height": 800}
SESSION_DESKTOP = {"width": 1280, "height": 900}
"""A session's table has the company above the felt: a little more height to show it whole."""
PHONE = {"width": 375, "height": 812}

# A moment worth showing: deals on the scoring card, a card on the table, the player to play.
MID_PLAY = """(deals) => document.querySelectorAll("#scorecard tbody tr").length >= deals
  && document.querySelector("#trick [data-card]") !== null
  && document.querySelector("#hand button.playable") !== null
  && !document.querySelector("dialog[open]")"""


def play_until(page: Any, moment: str, deals: int, seconds: float = 120) -> None:
    """Plays by clicking until the page shows the moment."""
    player = Player(page)
    deadline = time.monotonic() + seconds
    while not page.evaluate(moment, deals):
        if time.monotonic() > deadline:
            raise SystemExit("the moment to show did not come")
        player.step()


def same_seat_on_a_phone(browser: Any, page: Any, ready: str = "#hand button.card") -> Any:
    """The same table on a phone's screen: the seat's secret carried over."""
    phone = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    stored = page.evaluate("() => JSON.stringify(Object.entries(localStorage))")
    phone.add_init_script(f"for (const [k, v] of {stored}) localStorage.setItem(k, v);")
    small = phone.new_page()
    small.goto(page.url)
    small.wait_for_selector(ready)
    small.wait_for_timeout(600)
    return small


# A session's moment worth showing: a card on the table, and advice shown, the one looked at.
ADVISED = """() => document.querySelector("#trick [data-card]") !== null
  && !document.querySelector("#advice").hidden && !document.querySelector("dialog[open]")"""
BETTING = """() => document.querySelectorAll("#actions form.amount").length > 0"""


def play_session_until(page: Any, moment: str, seconds: float = 120) -> bool:
    """Plays a session by clicking (proposing or pointing too) until the moment shows."""
    player = Player(page)
    deadline = time.monotonic() + seconds
    while not page.evaluate(moment):
        if time.monotonic() > deadline or look(page)["panel"]:
            return False
        player.step()
    return True


def session_tables(browser: Any, server: Server) -> None:
    """A chouette with a proposal shown, a pool in play, French Écarté's betting and a
    backer pointing, each at desktop width and on a phone."""
    context = browser.new_context(viewport=SESSION_DESKTOP, reduced_motion="reduce")
    page = context.new_page()
    # The cut gives the parts: a table is set again until the person is not the single player.
    for _ in range(12):
        page.goto(server.url)
        new_session(page, "chouette", "three-parties")
        page.wait_for_function("document.querySelector('#company-list .person.me:not(.part-none)')")
        if look(page)["part"] != "single" and play_session_until(page, ADVISED, seconds=60):
            break
    page.screenshot(path=str(IMAGES / "chouette-table.png"))
    same_seat_on_a_phone(browser, page).screenshot(path=str(IMAGES / "chouette-phone.png"))
    page.goto(server.url)
    new_session(page, "pool", "loser-pays")
    play_until(page, MID_PLAY, deals=0)
    page.screenshot(path=str(IMAGES / "pool-table.png"))
    same_seat_on_a_phone(browser, page).screenshot(path=str(IMAGES / "pool-phone.png"))
    page.goto(server.url)
    new_session(page, "french", "in-the-gallery")
    page.wait_for_function(BETTING)
    page.screenshot(path=str(IMAGES / "french-betting.png"))
    ready = "#actions form.amount"
    same_seat_on_a_phone(browser, page, ready).screenshot(path=str(IMAGES / "french-phone.png"))
    play_session_until(page, ADVISED)
    # The clicking player may have left the lesser choices open: shown as a person finds them.
    page.evaluate("() => { for (const d of document.querySelectorAll('details')) d.open = false; }")
    page.screenshot(path=str(IMAGES / "french-table.png"))
    context.close()


def two_seat_tables(browser: Any, server: Server) -> None:
    """The home page, a Piquet partie (desktop and phone) and an Écarté deal."""
    context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")
    page = context.new_page()
    page.goto(server.url)
    page.wait_for_selector("#new-table input[name=preset]")
    page.locator("#new-table").get_by_label("Your name").fill("Ann")
    page.screenshot(path=str(IMAGES / "lobby.png"))
    sit_down(page, "piquet", opponent="thumb")
    play_until(page, MID_PLAY, deals=2)
    page.screenshot(path=str(IMAGES / "piquet-table.png"))
    same_seat_on_a_phone(browser, page).screenshot(path=str(IMAGES / "piquet-phone.png"))
    page.goto(server.url)
    sit_down(page, "ecarte", opponent="thumb")
    play_until(page, MID_PLAY, deals=0)
    page.screenshot(path=str(IMAGES / "ecarte-table.png"))
    context.close()


def main() -> None:
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install -y chromium")
    from playwright.sync_api import sync_playwright

    IMAGES.mkdir(parents=True, exist_ok=True)
    started = time.time()
    server = Server(Path(tempfile.mkdtemp()) / "salon.db", free_port())
    server.start()
    sessions_only = "--sessions" in sys.argv
    try:
        if not sessions_only and "--review" not in sys.argv:
            learning_pictures(chromium, server)
        if "--learning" in sys.argv:
            return
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            if not sessions_only:
                context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")
                page = context.new_page()
                page.goto(server.url)
                review_picture(page)
                context.close()
                if "--review" in sys.argv:
                    browser.close()
                    return
                two_seat_tables(browser, server)
            session_tables(browser, server)
            browser.close()
    finally:
        server.stop()
        # Only the pictures taken now (the learning ones are shrunk as they are taken):
        # shrinking one twice would change it for nothing.
        for image in sorted(IMAGES.glob("*.png")):
            if image.stat().st_mtime >= started and image.name not in LEARNING_PICTURES:
                shrink(image)
                print(f"{image.relative_to(ROOT)}: {image.stat().st_size / 1000:.0f} kB")


def review_picture(page: Any) -> None:
    """An Écarté game against the computer played to its end by clicking, then its quick
    review in the replay viewer, the replay moved to the first mark of the graph."""
    sit_down(page, "ecarte", opponent="thumb")
    play_to_the_end(page, Player(page), seconds=240)
    page.get_by_role("link", name="Look back at the game").click()
    page.get_by_role("button", name="Quick review").click()
    page.wait_for_selector(".eval-graph", timeout=600_000)
    marks = page.locator(".eval-graph .eval-mark")
    if marks.count():
        marks.first.click()
    page.wait_for_timeout(600)
    page.locator(".review").screenshot(path=str(IMAGES / "review.png"))


def shrink(image: Path) -> None:
    """Keeps the picture small for the repository: 256 colours are plenty for felt and paper."""
    from PIL import Image

    with Image.open(image) as picture:
        fewer = picture.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE)
    fewer.save(image, optimize=True)


LEARNING_PICTURES = ("learn-piquet.png", "learn-phone.png", "trainer.png")


def learning_pictures(chromium: str, server: Server) -> None:
    """docs/teaching.md's pictures: the guided first deal of Piquet at its fourth step (the
    point), on a desktop and on a phone, and a calling trainer's first position answered and
    graded. These alone: ``scripts/run python scripts/screenshots.py --learning``."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        take_learning_pictures(browser, server)
        browser.close()
    for name in LEARNING_PICTURES:
        shrink(IMAGES / name)


def take_learning_pictures(browser: Any, server: Server) -> None:
    shots = ((DESKTOP, LEARNING_PICTURES[0], False), (PHONE, LEARNING_PICTURES[1], True))
    for viewport, name, whole in shots:
        context = browser.new_context(viewport=viewport, reduced_motion="reduce")
        page = context.new_page()
        page.goto(f"{server.url}#/learn/piquet")
        page.wait_for_selector(".lesson-title")
        for _ in range(3):
            page.keyboard.press("ArrowRight")
        page.wait_for_timeout(300)
        page.screenshot(path=str(IMAGES / name), full_page=whole)
        context.close()
    context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{server.url}#/train/calling")
    page.locator(".train-felt .actions button.say").first.click()
    page.wait_for_selector(".train-verdict:not([hidden])", timeout=120_000)
    page.screenshot(path=str(IMAGES / LEARNING_PICTURES[2]))
    context.close()


if __name__ == "__main__":
    main()
