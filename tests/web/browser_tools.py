"""Helpers for the browser tests: a real server that can be stopped and started again on the
same port and database, and a player who plays by clicking, as a person would."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

CHROMIUM = shutil.which("chromium")
"""Debian's chromium, which the browser tests drive (they are skipped without it)."""
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
"""Where the browser tests leave their screenshots."""

CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[6-9JQKA])[SHDC](?![A-Za-z0-9])")
"""A card written as a raw code, which the player must never read."""


@dataclass
class Server:
    """``salon serve`` on a port and a database, with the computer moving at once."""

    database: Path
    port: int
    process: subprocess.Popen[bytes] | None = None
    flags: tuple[str, ...] = ()
    """More options for ``salon serve`` (``--smtp HOST:PORT``)."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(self.port)]
        command += ["--pace", "0", "--no-client-limits", "--database", str(self.database)]
        command += self.flags
        self.process = subprocess.Popen(
            command,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "PYTHONWARNINGS": "ignore"},
        )
        if not self.answers():
            self.stop()
            raise AssertionError("the server did not start")

    def answers(self) -> bool:
        """Whether the server answers within two minutes (a loaded machine may need them to
        import and start it)."""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}api/games", timeout=1).status_code == 200:
                    return True
            except httpx.HTTPError:
                time.sleep(0.1)
        return False

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None


# What the page offers at this moment, read in one look (one round trip to the browser).
LOOK = """() => {
  const shown = (node) => node && !node.closest("[hidden]") && node.getClientRects().length > 0;
  const panel = document.querySelector("#panel[open]");
  return {
    confirm: !!document.querySelector("#confirm[open]"),
    panel: panel ? document.querySelector("#panel-title").textContent : null,
    playAgain: !!(panel && [...panel.querySelectorAll("button, a")].some(
      (b) => b.textContent === "New table")),
    choosing: document.querySelectorAll("#hand button[aria-pressed]").length,
    say: [...document.querySelectorAll("#actions > button.say")].filter(shown).length,
    other: document.querySelectorAll("#actions .other-list button").length,
    labels: [...document.querySelectorAll("#actions > button.say")].map((b) => b.textContent),
    playable: document.querySelectorAll("#hand button.playable").length,
    status: document.querySelector("#status").textContent,
  };
}"""

# Whether the talk's newest line lies inside the talk's box.
NEWEST_IN_VIEW = """() => {
  const list = document.querySelector("#talk");
  const last = list.lastElementChild;
  if (!last) return true;
  const box = list.getBoundingClientRect();
  const line = last.getBoundingClientRect();
  return line.top >= box.top - 1 && line.bottom <= box.bottom + 1;
}"""


@dataclass
class Player:
    """Plays at the page by clicking: says the first thing offered (``prefer`` first), chooses
    the last card to exchange or discard, plays the first playable card."""

    page: Any
    prefer: re.Pattern[str] | None = None
    actions: int = 0
    seen: set[str] = field(default_factory=set)
    offered: list[list[str]] = field(default_factory=list)
    """The main choices offered at each moment, as the buttons read."""

    def look(self) -> dict[str, Any]:
        return dict(self.page.evaluate(LOOK))

    def step(self) -> dict[str, Any]:
        """One action if one is offered; returns what the page showed before it."""
        from playwright.sync_api import Error as PlaywrightError

        page = self.page
        now = self.look()
        if now["labels"] and (not self.offered or self.offered[-1] != now["labels"]):
            self.offered.append(now["labels"])
        try:
            if now["confirm"]:
                page.click("#confirm-yes", timeout=1500)
            elif now["panel"] is not None and not now["playAgain"]:
                self.seen.add("deal panel")
                page.click("#panel-actions .primary", timeout=1500)
            elif now["panel"] is not None:
                return now
            elif now["choosing"]:
                self.seen.add("choosing")
                page.locator("#hand button[aria-pressed]").last.click(timeout=1500)
                page.click("#actions button.primary", timeout=1500)
            elif now["say"]:
                buttons = page.locator("#actions > button.say")
                preferred = buttons.filter(has_text=self.prefer) if self.prefer else buttons
                (preferred if preferred.count() else buttons).first.click(timeout=1500)
            elif now["other"]:
                page.click("#actions .other-calls summary", timeout=1500)
                page.locator("#actions .other-list button").first.click(timeout=1500)
            elif now["playable"]:
                page.locator("#hand button.playable").first.click(timeout=1500)
            else:
                page.wait_for_timeout(60)
                return now
        except PlaywrightError:
            # The page changed under the click (the computer moved): look again.
            return now
        self.actions += 1
        page.wait_for_timeout(40)
        return now


def sit_down(
    page: Any, game: str, opponent: str = "random", rules: str | None = None, name: str = "Ann"
) -> None:
    """Fills the home page's form and sits down at a new table."""
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill(name)
    form.locator(f"input[name=game][value={game}]").check()
    form.locator(f"input[name=opponent][value={opponent}]").check()
    if rules:
        form.locator(f"input[name=preset][value={rules}]").check()
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")


def play_to_the_first_panel(page: Any, seconds: float = 90) -> Player:
    """Plays the deal begun at ``page`` by clicking until the panel after it shows."""
    player = Player(page)
    deadline = time.monotonic() + seconds
    while player.look()["panel"] is None:
        assert time.monotonic() < deadline, "a deal was not played"
        player.step()
    return player


def play_to_the_end(page: Any, player: Player, seconds: float) -> None:
    """Plays until the end panel shows, checking after every action that the talk's newest
    line is in view and that no card is written as a code."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        before = player.look()
        if before["playAgain"]:
            return
        player.step()
        assert page.evaluate(NEWEST_IN_VIEW), "the talk's newest line is in view"
        said = page.locator("#talk").inner_text() + page.locator("#status").inner_text()
        assert not CARD_CODE.search(said), f"a raw card code reached the player: {said[-200:]}"
    raise AssertionError(f"the game did not end in {seconds} seconds: {player.look()}")


def signed_up_page(browser: Any, server: Server, name: str) -> Any:
    """A new browser's page, signed up as ``name``, at the home page's "Play someone"."""
    page = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    sign_up_here(page, server, name)
    page.goto(server.url)
    page.wait_for_selector("#seek-form:not([hidden])")
    return page


def sign_up_here(page: Any, server: Server, name: str) -> None:
    """Sign up on the account page (the password is one the tests share)."""
    page.goto(f"{server.url}account")
    sign_up_on_this_page(page, name)


def sign_up_on_this_page(page: Any, name: str) -> None:
    """Sign up with the account page's form, already open, and wait to be in."""
    form = page.locator("#sign-up")
    form.get_by_label("Name").fill(name)
    form.get_by_label("Password (8 characters or more)").fill("a long password")
    form.get_by_role("button", name="Sign up").click()
    page.wait_for_selector("#you-title")


def play_a_deal(players: list[Player], seconds: float, said: str) -> None:
    """Each plays in turn until every one of ``players`` has seen a deal's end."""
    deadline = time.monotonic() + seconds
    while not all("deal panel" in p.seen for p in players):
        assert time.monotonic() < deadline, said
        for player in players:
            player.step()
