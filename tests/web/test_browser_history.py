"""The history and the record on a profile page, on a phone and on a desktop: a game with
several opponents (a session), every column readable, nothing wider than the screen
(docs/players.md)."""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import post, sign_up
from browser_tools import Server
from test_players_sessions import _play_out
from webtools import Site, free_port, play_to_the_end

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url

SHOTS = os.environ.get("SALON_SHOTS")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server on a database where Ann finished a pool with two computers and a partie."""
    database = tmp_path_factory.mktemp("history") / "salon.db"
    store = Store(sqlite_url(database))
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        sign_up(client, "Ann")
        pool = {"name": "Ann", "game": "pool", "seats": ["host", "thumb", "random"]}
        _play_out(
            Site(client, store, ""), post(client, "/api/tables", pool).json()["table"], "ecarte"
        )
        partie = post(client, "/api/tables", {"name": "Ann", "opponent": "random"}).json()
        salon = client.app.state.salon
        play_to_the_end(salon, salon.table(partie["table"]))
    store.close()
    running = Server(database, free_port())
    running.start()
    yield running
    running.stop()


@pytest.mark.parametrize("width", [375, 850, 1280])
def test_the_history_and_the_record_fit_the_screen_with_every_column_named(
    browser: Any, played: Server, width: int
) -> None:
    context = browser.new_context(viewport={"width": width, "height": 860})
    page = context.new_page()
    page.goto(f"{played.url}players/Ann")
    page.wait_for_selector("#history-list tbody tr")
    # What overflows its box, the heads kept for screen readers (one pixel wide) aside.
    overflow = page.evaluate(
        "[...document.querySelectorAll('#history-list, #history-list *')]"
        ".filter((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 1).length"
    )
    assert overflow == 0 and page.evaluate("document.documentElement.scrollWidth") <= width
    heads = page.locator("#history-list thead th").all_inner_texts()
    assert all(head.strip() for head in heads), heads
    links = page.locator("#history-list tbody tr").first.locator("a").first
    box = links.bounding_box()
    assert box is not None and box["x"] + box["width"] <= width  # the review is in sight
    record = page.locator("#record-list")
    assert record.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")
    box = record.bounding_box()
    assert box is not None and box["x"] + box["width"] <= width  # the record is not cut off
    figures = record.locator("tbody tr", has_text="Piquet").locator("td")
    assert figures.count() == 7 and all(figures.nth(i).is_visible() for i in range(7))
    # What the margin is of is said (a new player's trial: "Average margin −1" after 0–6).
    assert "The average margin is what a game was worth" in record.inner_text()
    # Écarté has no rubicon and no capot: a dash in the table, no line of its card on a phone.
    pool = record.locator("tbody tr", has_text="Pool Écarté").locator("td")
    cells = {str(cell.get_attribute("data-head")): cell for cell in pool.all()}
    partie_only = ("Rubicons given", "Rubicons suffered", "Capots")
    for head in partie_only:
        cell = cells[head]
        assert cell.is_hidden() if width <= 640 else cell.inner_text() == "—", (head, width)
    assert all(cell.is_visible() for head, cell in cells.items() if head not in partie_only)
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"history-{width}.png"), full_page=True)
    context.close()
