"""What if in a real browser: at a decision of a replayed record, another option chosen, played
on, played out by the computer, then the branch reviewed (docs/analysis.md "What if").
Screenshots are saved under artifacts/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Server
from test_browser_analysis import serious_violations

from salon.records import parse_record

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

RECORD = (Path(__file__).parents[2] / "examples" / "piquet-partie-rubicon.txt").read_text(
    encoding="utf-8"
)
LATE = [n for n, m in enumerate(parse_record(RECORD).moves) if m.text.startswith("play ")][-12]


def _replayed_at(page: Any, server: Server, step: int) -> None:
    page.goto(f"{server.url}#/replay")
    page.get_by_label("The record").fill(RECORD)
    page.get_by_role("button", name="Look back at it").click()
    page.wait_for_selector("#replay .replay-controls")
    _step_to(page, step)


def test_a_what_if_branch_is_played_and_reviewed(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    page = context.new_page()
    _replayed_at(page, server, LATE)
    panel = page.locator(".whatif")
    panel.get_by_role("button", name="What if…").click()
    options = panel.locator(".whatif-options button")
    options.first.wait_for()
    listed = panel.inner_text()
    assert "had chosen instead to" in listed and not CARD_CODE.search(listed)
    page.screenshot(path=str(ARTIFACTS / "web-whatif-options.png"), full_page=True)
    options.first.click()
    page.wait_for_selector(".whatif-turn", timeout=120_000)
    assert page.locator("#replay-title").inner_text() == "What if…"
    focused = "() => document.activeElement?.closest('.whatif') !== null"
    assert page.evaluate(focused), "the focus on the player's options"
    assert page.locator(".review").count() == 0, "reviewed only once it is over"
    assert serious_violations(page, ".whatif") == [], "the branch, the player to choose"
    page.screenshot(path=str(ARTIFACTS / "web-whatif-turn.png"), full_page=True)
    before = page.locator(".step-count").inner_text()
    page.locator(".whatif-options button").first.click()
    page.wait_for_function(
        "(before) => document.querySelector('.step-count')?.textContent !== before",
        arg=before,
        timeout=120_000,
    )
    page.get_by_role("button", name="Let the computer play it out").click()
    review = page.get_by_role("button", name="Review this branch")
    review.wait_for(timeout=120_000)
    told = page.locator(".whatif .settlement").inner_text()
    assert "in this branch" in told and not CARD_CODE.search(told)
    assert serious_violations(page, ".whatif") == [], "the branch played out"
    page.screenshot(path=str(ARTIFACTS / "web-whatif-over.png"), full_page=True)
    review.click()
    page.wait_for_selector(".eval-graph", timeout=300_000)
    assert serious_violations(page, ".review") == [], "the branch reviewed"
    page.screenshot(path=str(ARTIFACTS / "web-whatif-reviewed.png"), full_page=True)
    page.get_by_role("button", name="Back to the game").click()
    page.wait_for_function(
        "() => document.querySelector('#replay-title').textContent === 'Looking back at the game'"
    )
    context.close()


def test_what_if_on_a_phone(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 780}, reduced_motion="reduce")
    page = context.new_page()
    _replayed_at(page, server, LATE)
    page.locator(".whatif").get_by_role("button", name="What if…").click()
    page.locator(".whatif-options button").first.click()
    page.wait_for_selector(".whatif-turn", timeout=120_000)
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, "nothing wider than the phone"
    page.locator(".whatif").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "web-whatif-phone.png"))
    context.close()


FIRST_CHOICE_INSIDE = """async ([record, after]) => {
  const count = document.querySelector('#replay input[type=range]').max;
  for (let step = after + 1; step <= count; step += 1) {
    const reply = await fetch('/api/whatif/options', { method: 'POST',
      headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ record, step }) });
    if (reply.ok && (await reply.json()).options.length) return step;
  }
  return null;
}"""
"""The first step of the branch shown, after ``after``, where its player had another option."""


def _step_to(page: Any, step: int) -> None:
    page.evaluate(
        """(step) => { const s = document.querySelector('#replay input[type=range]');
        s.value = String(step); s.dispatchEvent(new Event('input')); }""",
        step,
    )


@pytest.mark.parametrize("width", [1280, 375])
def test_a_branch_played_out_is_branched_again_and_back_returns_to_it(
    browser: Any, server: Server, width: int
) -> None:
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": width, "height": 860}, reduced_motion="reduce")
    page = context.new_page()
    _replayed_at(page, server, LATE)
    page.locator(".whatif").get_by_role("button", name="What if…").click()
    page.locator(".whatif-options button").first.click()
    out = page.get_by_role("button", name="Let the computer play it out")
    with page.expect_response("**/api/whatif/play", timeout=120_000) as played:
        out.click(timeout=120_000)
    page.get_by_role("button", name="Review this branch").wait_for(timeout=120_000)
    expect(page.locator(".review")).to_contain_text("Weigh every decision of this branch")
    first_told = page.locator(".whatif .settlement").inner_text()
    inside = page.evaluate(FIRST_CHOICE_INSIDE, [played.value.json()["record"], LATE])
    assert inside is not None, "a choice inside the branch"
    _step_to(page, inside)
    again = page.locator(".whatif-branch")
    expect(again).to_contain_text("to branch from it again")
    again.get_by_role("button", name="What if…").click()
    again.locator(".whatif-options button").first.click()
    page.wait_for_selector(".whatif-turn", timeout=120_000)
    assert page.locator(".whatif-branch").count() == 0, "branched again only once it is over"
    page.get_by_role("button", name="Let the computer play it out").click()
    page.get_by_role("button", name="Review this branch").wait_for(timeout=120_000)
    told = page.locator(".whatif .settlement").inner_text()
    assert "in the branch it came from" in told and not CARD_CODE.search(told)
    assert serious_violations(page, ".whatif") == [], "the branch of the branch"
    page.screenshot(path=str(ARTIFACTS / f"web-whatif-nested-{width}.png"), full_page=True)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    page.get_by_role("button", name="Back to the branch it came from").click()
    expect(page.locator(".whatif .settlement")).to_have_text(first_told)
    page.get_by_role("button", name="Back to the game").click()
    expect(page.locator("#replay-title")).to_have_text("Looking back at the game")
    expect(page.locator(".review")).to_contain_text("Weigh every decision of this game")
    context.close()
