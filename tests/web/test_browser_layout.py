"""What a player sees is never covered, and says what it must, in a real browser (Debian's
chromium through Playwright), at 1280 px and on a phone (docs/web.md "The page"): the trick's
caption under its cards, the speech bubbles clear of the name plates, the deal's count by class,
the final score of an Écarté game, the replay opening on the last deal, the hand on screen at
French Écarté, and the rules page with its cards drawn and nothing serious for axe-core."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest
from browser_tools import (
    ARTIFACTS,
    CHROMIUM,
    Player,
    Server,
    play_to_the_end,
    play_to_the_first_panel,
    sit_down,
)
from session_browser import invitation_links, look, new_session, open_context, take_seat, wait_for
from test_browser_names_and_counts import NAMES
from test_browser_room import PHONE, open_page, serious_violations
from test_browser_sessions import asked, bet

from salon.ecarte.actions import ThrowDown
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.replay import ecarte_record

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

# Every pair of boxes that must not overlap, as the page stands (one round trip).
OVERLAPS = """() => {
  const box = (n) => n.getBoundingClientRect();
  const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const found = [];
  const label = document.querySelector("#trick .label");
  const captioned = !!label && label.textContent.startsWith("Trick");
  if (captioned) {
    for (const card of document.querySelectorAll("#trick .card")) {
      const words = `the trick's card ${card.dataset.card} covers "${label.textContent}"`;
      if (meet(box(card), box(label))) found.push(words);
    }
  }
  const bubbles = [...document.querySelectorAll(".seat .bubble:not(.gone)")];
  for (const bubble of bubbles) {
    for (const plate of document.querySelectorAll(".seat .plate")) {
      const words = `"${bubble.textContent}" covers ${plate.textContent}`;
      if (meet(box(bubble), box(plate))) found.push(words);
    }
  }
  return { found, captioned, bubbles: bubbles.length };
}"""


def test_nothing_covers_the_trick_caption_or_a_name_plate(browser: Any, server: Server) -> None:
    """A Piquet deal played on a phone, then one at 1280 px: after every action the last
    trick's cards leave its caption ("Trick 4 to …") clear and no speech bubble lies over a
    plate (a player's "I take one; I leave four cards." beside his own); the scoring card
    writes each name on one line, in its column."""
    page = open_page(browser, server, PHONE, motion="reduce")
    sit_down(page, "piquet")
    player = Player(page)
    for viewport in (PHONE, {"width": 1280, "height": 860}):
        page.set_viewport_size(viewport)
        seen = {"captioned": 0, "bubbles": 0}
        deadline = time.monotonic() + 180
        while player.look()["panel"] is not None:  # the last deal's panel, if still open
            assert time.monotonic() < deadline, "the deal's panel did not close"
            player.step()
        panels = 0
        # To a deal's end, and on into the next if no trick's caption was caught yet (a
        # caption lasts only until the next lead, which a loaded machine may pass by).
        while not (panels and seen["captioned"]):
            assert time.monotonic() < deadline, f"no deal played with a caption seen: {seen}"
            panels += player.look()["panel"] is not None
            player.step()
            found = page.evaluate(OVERLAPS)
            assert found["found"] == [], (viewport, found["found"])
            seen["captioned"] += found["captioned"]
            seen["bubbles"] += found["bubbles"]
        assert seen["captioned"] and seen["bubbles"], (viewport, seen)
        for name in page.evaluate(NAMES, "#scorecard th.name"):
            assert name["oneLine"] and name["fits"], name
    page.context.close()


def test_the_deal_panel_gives_the_count_by_class(browser: Any, server: Server) -> None:
    """After a Piquet deal the panel is a short table by class — the lines said one by one
    folded beneath it — whose rows add up to the deal's score."""
    page = open_page(browser, server, motion="reduce")
    sit_down(page, "piquet")
    play_to_the_first_panel(page)
    panel = page.locator("#panel")
    table = panel.locator("table.deal-classes")
    rows = table.locator("tbody tr")
    classes = [rows.nth(i).locator("th").inner_text().lower() for i in range(rows.count())]
    known = "carte blanche|point|sequences|sets|carte rouge|repique|pique|play|cards|capot"
    assert classes and all(re.fullmatch(known, c) for c in classes), classes
    figures = [
        [0 if t == "–" else int(t) for t in rows.nth(i).locator("td").all_inner_texts()]
        for i in range(rows.count())
    ]
    total = [int(t) for t in table.locator("tfoot td").all_inner_texts()]
    assert [sum(column) for column in zip(*figures, strict=True)] == total
    every = panel.locator("details.every-count")
    assert every.count() == 1 and not every.evaluate("(d) => d.open")
    assert panel.locator("ul.counts li").first.is_hidden(), "the lines are folded"
    page.screenshot(path=str(ARTIFACTS / "web-deal-panel.png"))
    page.context.close()


def test_an_ecarte_game_ends_on_its_final_score_and_its_replay_on_the_last_deal(
    browser: Any, server: Server
) -> None:
    """The end panel keeps the game's final points (5 to 3, not "Points 0 0"); the replay
    opens on the last deal's cards, not an empty felt, and names who acted, never a letter."""
    page = open_page(browser, server, motion="reduce")
    sit_down(page, "ecarte")
    play_to_the_end(page, Player(page), seconds=120)
    panel = page.locator("#panel")
    assert "The game:" in panel.inner_text()
    game = panel.locator("table.scorecard tbody tr", has_text="Game 1")
    points = [int(t) for t in game.locator("td").all_inner_texts()]
    assert max(points) >= 5, points
    assert panel.locator("table.scorecard th", has_text=re.compile(r"^Points$")).count() == 0
    # The scoring card beside the felt says "Game 1" on one line, not "Game" over "1".
    row_head = page.locator("#scorecard th[scope=row]", has_text="Game 1")
    assert row_head.bounding_box()["height"] < 1.6 * row_head.evaluate(
        "(cell) => parseFloat(getComputedStyle(cell).lineHeight) || 20"
    )
    page.get_by_role("link", name="Look back at the game").click()
    page.wait_for_selector("#replay .replay-controls")
    board = page.locator(".replay-board")
    assert "Between deals." not in board.inner_text()
    assert board.locator(".replay-felt [data-card]").count() > 0, "cards on the felt"
    counter = page.locator(".step-count")
    for move in ("The first step", "The last step"):
        assert not re.search(r": [AB]$", counter.inner_text()), counter.inner_text()
        page.get_by_role("button", name=move).click()
    # A game the dealer ends by turning up the king ends on the shuffle itself.
    assert re.search(r": (Ann|Computer \(a beginner\)|The shuffle)$", counter.inner_text())
    page.context.close()


def _thrown_down_at_every_deal() -> str:
    """The record of a game of Écarté whose every deal is thrown down before a trick is won,
    the last won by the dealer's turning up the king: its last deal was never played."""
    game = EcarteGame(EcarteRules())
    rng = random.Random(14)
    while not game.is_terminal:
        thrown = [a for a in game.legal_actions() if isinstance(a, ThrowDown)]
        game.apply(thrown[0] if thrown else game.random_action(rng))
    return ecarte_record(game, names=("Ann", "Bob"))


def test_a_game_thrown_down_at_every_deal_replays_on_its_last_cards(
    browser: Any, server: Server
) -> None:
    """A game without a trick won, ended by the king turned up, opens its replay on the last
    cards held, not on the empty hands of the deal to come (Law XXV of
    ecarte-treatise-1896-ocr.txt: the cards thrown down); an ace taken in is an ace in the
    talk ("Bob takes A♥"), never "Bob takes Ann♥"."""
    page = open_page(browser, server, motion="reduce")
    page.goto(f"{server.url}#/replay")
    page.get_by_label("The record").fill(_thrown_down_at_every_deal())
    page.get_by_role("button", name="Look back at it").click()
    page.wait_for_selector("#replay .replay-controls")
    board = page.locator(".replay-board")
    assert board.locator(".replay-felt [data-card]").count() > 0, "cards on the felt"
    page.get_by_role("button", name="The last step").click()
    said = page.locator("#replay").inner_text()
    assert "throw down" in said and not re.search(r"(Ann|Bob)[♠♥♦♣]", said), said
    spoken = page.evaluate(
        "async () => (await import('/static/js/talk.js'))"
        ".spoken('B takes A♥ A♠ 7♦.', ['Ann', 'Bob'])"
    )
    assert spoken == "Bob takes A♥ A♠ 7♦."
    page.context.close()


def test_french_ecarte_keeps_the_hand_on_screen_and_words_the_money(
    browser: Any, server: Server
) -> None:
    """At 1366 × 900, with three sums on Ann's side and two on Ada's (Cy and Di bet one each
    on Ann, Ada, a computer, covers the two), Ann's hand lies inside the screen whenever she
    is asked, her other choices open; the money reads as it lies: "Ada's stake 1, Ada covers
    2", never a second stake. Source: ecarte-treatise-1896-ocr.txt, "French Écarté"."""
    ann = open_context(browser, server, {"width": 1366, "height": 900})
    seats = ["host", "thumb", "friend", "friend"]
    new_session(ann, "french", "gallery-of-three", options={"games": "1"}, seats=seats)
    cy, di = (
        take_seat(browser, server, link, name)
        for link, name in zip(invitation_links(ann, 2), ["Cy", "Di"], strict=True)
    )
    pages = [ann, cy, di]
    wait_for(pages, lambda: "bet" in look(cy)["amounts"])
    bet(cy, "bet", "Ann", 1)
    wait_for(pages, lambda: "bet" in look(di)["amounts"])
    bet(di, "bet", "Ann", 1)
    wait_for(pages, lambda: ann.locator("#hand button.card").count() > 0, seconds=30)
    sides = {
        side.locator("strong").inner_text(): side.locator("li").all_inner_texts()
        for side in ann.locator("#wagers .side-money").all()
    }
    assert sides == {
        "On Ann": ["Ann's stake 1", "Cy bets 1", "Di bets 1"],
        "On Ada": ["Ada's stake 1", "Ada covers 2"],
    }, sides
    measured = 0
    deadline = time.monotonic() + 60
    while measured < 4 and time.monotonic() < deadline:
        for backer in (cy, di):
            if asked(backer) and not look(backer)["advice"]:
                Player(backer).step()
        if not asked(ann):
            ann.wait_for_timeout(80)
            continue
        other = ann.locator("#actions details.other-calls")
        if other.count():
            other.evaluate("(d) => { d.open = true; }")
        hand = ann.evaluate(
            "() => [document.querySelector('#hand').getBoundingClientRect().bottom, scrollY]"
        )
        ann.screenshot(path=str(ARTIFACTS / "web-french-1366.png"))
        # Measured on the page, so a card taking the focus and scrolling it changes nothing.
        assert hand[0] + hand[1] <= 900, f"the hand ends at {hand[0] + hand[1]} px"
        measured += 1
        if other.count():
            other.evaluate("(d) => { d.open = false; }")
        Player(ann).step()
        ann.wait_for_timeout(150)
    assert measured, "Ann was asked"
    for page in pages:
        page.context.close()


def test_four_at_a_french_table_on_a_phone_sit_two_to_a_row(browser: Any, server: Server) -> None:
    """On a phone, the four at a French Écarté table (two players, two backers) stand two to a
    row in the company strip, not one beneath another, so the hand Ann is asked to play lies
    on the screen. Source: ecarte-treatise-1896-ocr.txt, "French Écarté" (the gallery)."""
    ann = open_context(browser, server, PHONE)
    new_session(ann, "french", "gallery-of-three", seats=["host", "thumb", "thumb", "thumb"])
    wait_for([ann], lambda: asked(ann) and ann.locator("#hand button.card").count() > 0)
    rows = ann.evaluate(
        "() => new Set([...document.querySelectorAll('#company-list .person')]"
        ".map((p) => Math.round(p.getBoundingClientRect().top))).size"
    )
    hand = ann.evaluate(
        "() => document.querySelector('#hand').getBoundingClientRect().bottom + scrollY"
    )
    ann.screenshot(path=str(ARTIFACTS / "web-french-phone.png"))
    assert rows == 2, f"the four stand in {rows} rows"
    assert hand <= PHONE["height"], f"the hand ends at {hand} px"
    ann.context.close()


def test_the_rules_page_draws_its_cards_and_passes_axe(browser: Any, server: Server) -> None:
    """Every card of the rules page's figures is drawn as the table draws it; axe-core finds
    nothing serious or critical, at 1280 px and on a phone, where nothing scrolls sideways."""
    for viewport in ({"width": 1280, "height": 860}, PHONE):
        page = open_page(browser, server, viewport, motion="reduce")
        page.goto(f"{server.url}rules")
        figures = page.locator(".cards-figure [data-card]")
        page.wait_for_selector(".cards-figure svg.face")
        assert figures.count() >= 40
        assert page.locator(".cards-figure svg.face").count() == figures.count()
        assert page.evaluate("() => document.documentElement.scrollWidth") <= viewport["width"]
        # Each card is drawn wide enough for its corner to be read, on a phone too.
        widths = page.eval_on_selector_all(
            ".cards-figure svg.face", "(faces) => faces.map((f) => f.getBoundingClientRect().width)"
        )
        assert min(widths) >= 50, min(widths)
        assert serious_violations(page) == [], f"the rules page at {viewport['width']} px"
        page.context.close()


def test_a_replay_opens_on_its_last_step_with_the_last_deal_played_out(
    browser: Any, server: Server
) -> None:
    """A game whose last deal was played to its last card opens its replay on that last step
    (not the one before, under the score before the deal was counted), the last trick whole
    on the felt beside the final score; words told to one player are heard as such."""
    from test_replay_api import _played_out_ecarte

    page = open_page(browser, server, motion="reduce")
    page.goto(f"{server.url}#/replay")
    page.get_by_label("The record").fill(_played_out_ecarte())
    page.get_by_role("button", name="Look back at it").click()
    page.wait_for_selector("#replay .replay-controls")
    shown = re.match(r"Step (\d+) of (\d+)", page.locator(".step-count").inner_text())
    assert shown and shown[1] == shown[2], page.locator(".step-count").inner_text()
    board = page.locator(".replay-board")
    assert "The game is over." in board.inner_text()
    trick = board.get_by_role("group", name=re.compile("^The trick: "))
    assert trick.locator("[data-card]").count() == 2, "the last trick, both its cards"
    assert board.locator(".replay-seat [data-card]").count() == 0, "every card played"
    # A screen reader hears who alone was told private words, not "only you know this".
    heard = page.locator(".replay-talk").text_content() or ""
    assert "(told only to Ann)" in heard and "(told only to Bob)" in heard
    assert "only you know" not in heard
    page.context.close()
