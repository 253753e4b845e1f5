"""Helpers for the browser tests of the tables for three or more: a table set up from the home
page's form, friends taking their seats by their links, and each page read in one look."""

from __future__ import annotations

import time
from typing import Any

from browser_tools import Server

# A session page in one look (one round trip): its part, what it is asked, the advice shown.
SESSION_LOOK = """() => {
  const me = document.querySelector("#company-list .person.me");
  const part = me ? [...me.classList].find((c) => c.startsWith("part-")) : null;
  const advice = document.querySelector("#advice");
  const panel = document.querySelector("#panel[open]");
  return {
    part: part ? part.slice(5) : null,
    labels: [...document.querySelectorAll("#actions > button.say")].map((b) => b.textContent),
    amounts: [...document.querySelectorAll("#actions form.amount")].map((f) => f.dataset.kind),
    playable: document.querySelectorAll("#hand button.playable").length,
    choosing: document.querySelectorAll("#hand button[aria-pressed]").length,
    advice: advice.hidden ? "" : advice.textContent,
    advisedButtons: document.querySelectorAll("#actions button.advised").length,
    advisedCards: document.querySelectorAll("#hand button.card.advised").length,
    status: document.querySelector("#status").textContent,
    talk: document.querySelector("#talk").innerText,
    panel: panel ? document.querySelector("#panel-title").textContent : null,
  };
}"""


def open_context(browser: Any, server: Server, viewport: dict[str, int] | None = None) -> Any:
    context = browser.new_context(viewport=viewport or {"width": 1280, "height": 860})
    page = context.new_page()
    page.goto(server.url)
    return page


def new_session(
    page: Any,
    game: str,
    preset: str,
    name: str = "Ann",
    options: dict[str, str] | None = None,
    seats: list[str] | None = None,
    days: str = "",
) -> None:
    """Sets up a table for three or more from the home page's form and sits down: the preset,
    then each seat (``host``, ``friend`` or a computer) when ``seats`` is given, and the days
    a move when ``days`` is given (turn-based)."""
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill(name)
    form.locator(f"input[name=game][value={game}]").check()
    form.locator(f"input[name=preset][value={preset}]").check()
    for option, value in (options or {}).items():
        form.locator(f"[name=opt-{option}]").fill(value)
    chosen = form.locator("#seating select.seat-kind")
    while seats is not None and chosen.count() > len(seats):
        form.get_by_role("button", name="Take a seat away").click()
    while seats is not None and chosen.count() < len(seats):
        form.get_by_role("button", name="Add a seat to the gallery").click()
    for index, kind in enumerate(seats or []):
        chosen.nth(index).select_option(kind)
    if days:
        form.get_by_label("Time for each move").select_option(days)
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")


def invitation_links(page: Any, count: int) -> list[str]:
    """The links the host is shown, one for each seat kept for a friend."""
    page.wait_for_function(
        "(n) => document.querySelectorAll('#invite-links input').length === n", arg=count
    )
    return [i.input_value() for i in page.locator("#invite-links input").all()]


def take_seat(browser: Any, server: Server, link: str, name: str) -> Any:
    """A friend opens his link and takes his seat."""
    page = open_context(browser, server)
    page.goto(link)
    page.wait_for_selector("#join:not([hidden])")
    page.locator("#join-table").get_by_label("Your name").fill(name)
    page.get_by_role("button", name="Take your seat").click()
    page.wait_for_selector("#table:not([hidden])")
    return page


def look(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(SESSION_LOOK))


def wait_for(pages: list[Any], test: Any, seconds: float = 30, step: Any = None) -> None:
    """Waits until ``test()`` holds, calling ``step()`` (moves of the others) meanwhile."""
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, [look(p)["status"] for p in pages]
        if step is not None:
            step()
        else:
            pages[0].wait_for_timeout(80)
