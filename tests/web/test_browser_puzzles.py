"""Learn from your mistakes in a real browser (Debian's chromium, driven by Playwright): a
record reviewed, its player's blunder made a puzzle, answered badly (it comes back soon) and
then well (it comes back later), then met again in the trainer; the page clean under axe
(docs/web.md "Learn from your mistakes")."""

from __future__ import annotations

from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM
from test_browser_room import serious_violations
from tests.analysis.helpers import ecarte_game_record

from salon.agents.base import RandomAgent
from salon.agents.ecarte.thumb import EcarteRulesOfThumb

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def _reviewed(page: Any, seed: int) -> Any:
    """A game of the rules of thumb against a random player looked back at and reviewed
    quickly: the button that makes puzzles of B's mistakes, once shown."""
    from playwright.sync_api import expect

    record = ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(seed)), seed=seed)
    page.get_by_role("link", name="Look back at a record you kept").click()
    page.get_by_label("The record").fill(record)
    page.get_by_role("button", name="Look back at it").click()
    page.get_by_role("button", name="Quick review").click()
    make = page.get_by_role("button", name="Puzzles of B's mistakes")
    expect(make).to_be_visible(timeout=120_000)
    return make


def test_a_blunder_reviewed_becomes_a_puzzle_answered_badly_then_well(page: Any) -> None:
    """B (a random player) refused a proposal he should have accepted, a blunder; his puzzle
    shows his own hand alone, and is graded BLUNDER on "Refuse", GOOD on "Accept"."""
    from playwright.sync_api import expect

    expect(page.get_by_role("link", name="Learn from your mistakes")).to_be_visible()
    make = _reviewed(page, 4)
    # A (the rules of thumb) made no slip here: no button to make nothing, and it is said.
    assert page.get_by_role("button", name="Puzzles of A's mistakes").count() == 0
    expect(page.locator(".review-puzzles")).to_contain_text("A made no mistake or blunder")
    make.click()
    made = page.locator(".review-puzzles")
    expect(made).to_contain_text("One puzzle made of B's mistakes and blunders")
    # His other slip, a claim of the point, is said, not silently left out.
    expect(made).to_contain_text("The other one was weighed on how the deal ended")
    made.screenshot(path=str(ARTIFACTS / "web-review-puzzles.png"))
    made.get_by_role("link", name="Learn from your mistakes").click()

    body = page.locator("#mistakes-body")
    expect(body).to_contain_text("Accept or refuse?")
    assert page.locator("#mistakes-body .hand button.card").count() == 5  # his hand alone
    assert not CARD_CODE.search(body.inner_text())
    assert serious_violations(page) == []
    page.get_by_role("button", name="Refuse").click()
    verdict = page.locator(".train-verdict")
    expect(verdict).to_contain_text("BLUNDER", timeout=60_000)
    expect(verdict).to_contain_text("In the game: Refuse")
    expect(verdict).to_contain_text("This puzzle comes back in 10 minutes.")
    page.screenshot(path=str(ARTIFACTS / "web-puzzle-blunder.png"), full_page=True)

    page.get_by_role("button", name="Next puzzle").click()
    expect(body).to_contain_text("No puzzle is due: the next comes back in 10 minutes.")
    page.get_by_role("button", name="Answer it now").click()
    page.get_by_role("button", name="Accept").click()
    expect(verdict).to_contain_text("GOOD", timeout=60_000)
    expect(verdict).to_contain_text("This puzzle comes back tomorrow.")
    assert serious_violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "web-puzzle-good.png"), full_page=True)
    page.set_viewport_size({"width": 375, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    page.screenshot(path=str(ARTIFACTS / "web-puzzle-good-375.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 860})
    page.reload()
    expect(body).to_contain_text("1 puzzle kept on this device; 0 due now.")

    # The Écarté trainer draws some positions from the player's own games (here, every one).
    page.evaluate("Math.random = () => 0; location.hash = '#/train/ecarte'")
    trainer = page.locator("#train-body")
    expect(trainer).to_contain_text("A position from one of your own reviewed games.")
    expect(trainer).to_contain_text("Accept or refuse?")
    trainer.get_by_role("button", name="Accept").click()
    graded = trainer.locator(".train-verdict")
    expect(graded).to_contain_text("GOOD", timeout=60_000)
    expect(graded).to_contain_text("In the game: Refuse")
    # One answer, good: no kind named the weakest yet.
    expect(trainer.locator(".train-score")).to_have_text("Running score: 1 good of 1 (100%).")


def test_a_card_play_puzzle_is_answered_by_choosing_the_card(page: Any) -> None:
    """A slip in the play made a puzzle: "Which card do you play?" is answered by choosing a
    card in the hand, as at the table (a new player's trial: every card was greyed, and the
    puzzle could not be answered nor passed)."""
    from playwright.sync_api import expect

    _reviewed(page, 11).click()
    made = page.locator(".review-puzzles")
    expect(made).to_contain_text("made of B's mistakes and blunders")
    made.get_by_role("link", name="Learn from your mistakes").click()
    body = page.locator("#mistakes-body")
    verdict = page.locator(".train-verdict")
    plays = 0
    for _ in range(6):
        expect(body.locator(".status")).not_to_be_empty()
        if "Which card do you play?" in body.locator(".status").inner_text():
            card = body.locator(".hand button.card.playable").first
            expect(card).to_be_visible()
            card.click()
            expect(verdict).to_contain_text("In the game: ", timeout=60_000)
            plays += 1
        else:
            choice = body.locator(".actions button:not([disabled])").first
            if choice.count() == 0:  # a discard: a card chosen, then the button
                body.locator(".hand button.card.playable").first.click()
                choice = body.locator(".actions button.primary")
            choice.click()
            expect(verdict).to_contain_text("In the game: ", timeout=60_000)
        following = page.get_by_role("button", name="Next puzzle")
        following.click()
        if "No puzzle is due" in body.inner_text():
            break
    assert plays >= 1, "a card-play puzzle was met and answered"
