"""In the browser, by touch on a phone: Law 25 at an online Piquet table. "The elder hand
calling too little may correct his miscall before it has been replied to by the younger hand;
and the younger hand, allowing a correct call to be good or equal, when he holds better, may
correct his reply before the elder hand has made another call" (piquet-encyclopedia-1902-with-
laws.txt, Law 25). The button is offered to the hand the law allows, and only while it
allows; nothing serious for axe-core."""

from __future__ import annotations

import secrets
from typing import Any

from browser_tools import Server
from test_browser_room import serious_violations
from test_browser_score import _shot
from tests.piquet.helpers import answered_good_holding_better

from salon.engine import CHANCE
from salon.web.server.store import SeatRow, Store, sqlite_url
from salon.web.tables.piquet import PiquetAdapter
from salon.web.tables.table import hash_secret

CORRECTION = "#actions button.correction"


def _planted(server: Server) -> tuple[str, list[str]]:
    """A table in the server's database at the moment of the seed position: Ann deals, Bob
    (elder) called a point of five, and Ann (younger), holding seven hearts, said "good". The
    table's id and the two seats' secrets."""
    partie, adapter = answered_good_holding_better(), PiquetAdapter()
    tokens = [secrets.token_urlsafe(16) for _ in range(2)]
    table = secrets.token_urlsafe(9)
    store = Store(sqlite_url(server.database))
    seats = [
        SeatRow(seat, name, "human", hash_secret(tokens[seat]), None)
        for seat, name in enumerate(("Ann", "Bob"))
    ]
    store.create_game(game_id=table, game="piquet", rules="rubicon", seat_rows=seats)
    for number, entry in enumerate(partie.log):
        actor = "chance" if entry.actor is CHANCE else adapter.seat_names[entry.actor]
        store.append_action(table, number, actor, adapter.action_text(partie, entry.action))
    store.close()
    return table, tokens


def _seat(browser: Any, server: Server, table: str, seat: int, token: str) -> tuple[Any, Any]:
    """The table's page at 375×812 by touch, for the player holding ``seat``."""
    context = browser.new_context(viewport={"width": 375, "height": 812}, has_touch=True)
    page = context.new_page()
    page.goto(server.url)
    key, held = f"salon:seat:{table}", f'{{"seat": {seat}, "token": "{token}"}}'
    page.evaluate("([key, held]) => localStorage.setItem(key, held)", [key, held])
    page.goto(f"{server.url}#/t/{table}")
    page.wait_for_selector("#hand button")
    return context, page


def _talk(page: Any, words: str) -> None:
    page.wait_for_selector(f"#talk li:has-text('{words}')")


def _corrected(by: Any, other: Any, words: str) -> None:
    """The correction is told at both seats, and no more is offered to either."""
    _talk(by, words)
    by.wait_for_selector(CORRECTION, state="detached")
    _talk(other, words)
    assert other.locator(CORRECTION).count() == 0


def test_law_25_younger_corrects_his_answer_before_elders_next_call(
    browser: Any, server: Server
) -> None:
    table, tokens = _planted(server)
    ann_context, ann = _seat(browser, server, table, 0, tokens[0])
    bob_context, bob = _seat(browser, server, table, 1, tokens[1])
    ann.wait_for_selector(CORRECTION)
    offered = ann.locator(CORRECTION).all_inner_texts()
    assert len(offered) == 2 and all("Correct my answer (Law 25)" in o for o in offered), offered
    assert bob.locator(CORRECTION).count() == 0  # the law gives elder nothing here
    assert serious_violations(ann) == [], "the correction offered"
    _shot(ann, "law-25-answer-375")
    ann.set_viewport_size({"width": 1280, "height": 860})
    _shot(ann, "law-25-answer-1280")
    ann.set_viewport_size({"width": 375, "height": 812})
    ann.locator(CORRECTION).filter(has_text="seven").tap()
    _corrected(ann, bob, "I correct my answer (Law 25)")
    ann_context.close()
    bob_context.close()


def test_law_25_elder_corrects_a_call_of_too_little_before_it_is_answered(
    browser: Any, server: Server
) -> None:
    """Bob, holding a quint, calls a quart: that next call closes Ann's window to correct her
    answer; Bob may correct his call until Ann answers it."""
    table, tokens = _planted(server)
    ann_context, ann = _seat(browser, server, table, 0, tokens[0])
    bob_context, bob = _seat(browser, server, table, 1, tokens[1])
    ann.wait_for_selector(CORRECTION)
    quart = bob.locator('#actions button[data-action="call seq 4AS"]')
    if not quart.is_visible():
        bob.locator("#actions .other-calls summary").tap()
    quart.tap()
    ann.wait_for_selector(CORRECTION, state="detached")  # the window closed with his call
    bob.wait_for_selector(CORRECTION)
    offered = bob.locator(CORRECTION).all_inner_texts()
    assert len(offered) == 1 and "Correct my call (Law 25)" in offered[0], offered
    assert serious_violations(bob) == [], "elder's correction offered"
    _shot(bob, "law-25-call-375")
    bob.locator(CORRECTION).tap()
    _corrected(bob, ann, "I called too little (Law 25)")
    ann_context.close()
    bob_context.close()
