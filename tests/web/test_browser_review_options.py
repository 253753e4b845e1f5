"""The review's options table and its "Weigh deeper" button in a real browser (docs/analysis.md,
"On the web"). Screenshots are saved under artifacts/."""

from __future__ import annotations

from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Player, Server, play_to_the_end, sit_down
from playwright.sync_api import expect
from test_browser_analysis import serious_violations

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def test_every_option_is_shown_and_a_decision_weighed_deeper(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    page = context.new_page()
    page.goto(server.url)
    sit_down(page, "ecarte")
    play_to_the_end(page, Player(page), seconds=120)
    page.get_by_role("link", name="Look back at the game").click()
    page.wait_for_selector("#replay .replay-controls")
    page.get_by_role("button", name="Quick review").click()
    page.wait_for_selector(".eval-graph", timeout=300_000)
    page.get_by_label("Show every decision").check()
    first = page.locator(".review-decisions > li").first
    options = first.locator(".review-options")
    options.locator("summary").click()
    summary = options.locator("summary").inner_text()
    assert summary.startswith("Every option (")
    rows = options.locator("tbody tr")
    assert rows.count() >= 2
    table = options.locator("table").inner_text()
    # The column of all cards seen only at a card played (a new player's trial: a column of
    # dashes squeezed the options on a phone).
    assert "Error bar" in table and "With all cards seen" not in table
    # Every figure is said in a few words, on demand (a new player's trial).
    figures = page.locator(".review-figures")
    figures.locator("summary").click()
    for term in ("Points lost", "Luck", "Chance of winning lost", "Every option"):
        expect(figures.locator("dt", has_text=term)).to_be_visible()
    # An option measured against itself (the best, unless weighed again) has no error to show.
    assert "±0.0%" not in table and "±0.00" not in table, table
    assert not CARD_CODE.search(table), "cards in words or symbols, never as codes"
    first.get_by_role("button", name="Weigh deeper").click()
    page.wait_for_function(
        "(before) => [...document.querySelectorAll('.review-options summary')]"
        ".some((s) => s.textContent.startsWith('Every option') && s.textContent !== before"
        " && s.closest('details').open)",
        arg=summary,
        timeout=300_000,
    )
    deeper = page.locator(".review-decisions > li").first.locator(".review-options summary")
    assert deeper.inner_text() != summary
    page.locator(".review").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "web-review-options.png"), full_page=True)
    assert serious_violations(page, ".review") == [], "the review with its options"
    # A partie's points lost are its settlement's, and a decision too close to call, listed
    # among those worth a second look, is counted in the summary too (found by a new player's
    # trial: 3 doubtful counted, 4 listed). The answer is doctored to hold both.
    page.route("**/api/reviews**", _as_a_partie_with_one_too_close_to_call)
    page.get_by_role("button", name="Review again").click()
    page.get_by_role("button", name="Quick review").click()
    summary = page.locator(".review-summary")
    expect(summary).to_contain_text("Too close to call", timeout=300_000)
    assert " of the settlement (" in summary.inner_text()
    context.close()


def _as_a_partie_with_one_too_close_to_call(route: Any) -> None:
    answer = route.fetch()
    body = answer.json()
    if body.get("status") == "done":
        body["result"]["game"] = "Piquet"
        body["result"]["players"]["A"]["verdicts"]["close"] = 1
    route.fulfill(response=answer, json=body)
