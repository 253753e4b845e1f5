"""The analysis in a real browser (Debian's chromium through Playwright): a finished game's
quick review in the replay viewer, its evaluation graph and marks moving the replay, and a
hint at a table opened with hints (docs/page.md "The review", "Hints").

Screenshots are saved under artifacts/.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Player, Server, play_to_the_end, sit_down

PHONE = {"width": 375, "height": 812}


def serious_violations(page: Any, region: str) -> list[str]:
    """What axe-core finds serious or critical in ``region`` of the page (the rest of each
    screen is scanned by test_browser_room.py)."""
    from axe_playwright_python.sync_playwright import Axe

    page.wait_for_function(
        "document.getAnimations().every((a) => a.playState !== 'running')", timeout=5000
    )
    found = Axe().run(page, context=region).response["violations"]
    return [f"{v['id']}: {v['help']}" for v in found if v["impact"] in ("serious", "critical")]


pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


# The graph's words (who wins at each end, where a deal starts) that a mark or another word
# covers, read on the page as drawn.
LABELS_COVERED = """() => {
  const box = (node) => node.getBoundingClientRect();
  const meet = (a, b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const labels = [...document.querySelectorAll(".eval-graph .eval-label")];
  const marks = [...document.querySelectorAll(".eval-graph .eval-mark")].map(box);
  return labels.filter((label, i) => marks.some((m) => meet(box(label), m))
    || labels.some((other, j) => j !== i && meet(box(label), box(other))))
    .map((label) => label.textContent);
}"""


def test_a_quick_review_draws_the_graph_and_its_marks_move_the_replay(
    browser: Any, server: Server
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    page = context.new_page()
    page.goto(server.url)
    sit_down(page, "ecarte")
    play_to_the_end(page, Player(page), seconds=120)
    page.get_by_role("link", name="Look back at the game").click()
    page.wait_for_selector("#replay .replay-controls")
    page.get_by_role("button", name="Quick review").click()
    page.wait_for_selector(".review progress, .eval-graph", timeout=30_000)
    page.wait_for_selector(".eval-graph", timeout=300_000)
    marks = page.locator(".eval-graph .eval-mark")
    assert marks.count() >= 1, "playing the first card offered loses something somewhere"
    text = page.locator(".review").inner_text()
    assert "Points lost" in text and "Luck" in text and "Doubtful, mistakes, blunders" in text
    assert not CARD_CODE.search(text), "cards in words or symbols, never as codes"
    page.get_by_role("button", name="The last step").click()
    mark = marks.first
    step = int(mark.get_attribute("data-step") or "0")
    mark.click()
    # Waits for the step the mark names, not for a change: the mark may name the step shown.
    page.wait_for_function(
        "(want) => document.querySelector('.step-count').textContent.startsWith(want)",
        arg=f"Step {step + 1} of",
    )
    assert page.locator(".review-decision.now").count() >= 1
    page.get_by_label("Show every decision").check()
    shown = page.locator(".review-decisions > li").count()
    assert page.locator(".review-list-title").inner_text() == f"Every decision ({shown})"
    page.get_by_label("Show every decision").uncheck()
    listed = page.locator(".review-list-title").inner_text()
    assert listed.startswith("Decisions worth a second look")
    page.get_by_label("Ann's points expected from the deal").check()
    assert "expected points" in (page.locator(".eval-graph").get_attribute("aria-label") or "")
    assert page.locator(".eval-graph .eval-mark").count() == marks.count()
    assert page.evaluate(LABELS_COVERED) == [], "no mark nor other label over a graph's word"
    page.locator(".review").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "web-review.png"), full_page=True)
    assert serious_violations(page, ".review") == [], "the review"
    phone = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    small = phone.new_page()
    small.goto(page.url)
    small.get_by_role("button", name="Quick review").click()
    small.wait_for_selector(".eval-graph", timeout=60_000)  # kept: shown at once
    assert small.evaluate(LABELS_COVERED) == [], "on a phone too"
    width = small.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], "nothing wider than the phone"
    small.screenshot(path=str(ARTIFACTS / "web-review-phone.png"), full_page=True)
    small.locator(".eval-figure").screenshot(path=str(ARTIFACTS / "web-review-phone-graph.png"))
    phone.close()
    context.close()


def test_a_hint_at_a_table_opened_with_hints(browser: Any, server: Server) -> None:
    made = httpx.post(
        f"{server.url}api/tables",
        json={"name": "Ann", "game": "ecarte", "opponent": "thumb", "hints": True},
    ).json()
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    seat = json.dumps({"seat": made["seat"], "token": made["token"]})
    context.add_init_script(f"localStorage.setItem('salon:seat:{made['table']}', {seat!r});")
    page = context.new_page()
    page.goto(f"{server.url}#/t/{made['table']}")
    page.wait_for_selector("#actions button[data-action=hint]", timeout=60_000)
    page.get_by_role("button", name="Hint").focus()
    page.keyboard.press("Enter")
    words = page.locator(".hint-words")
    page.wait_for_function(
        "() => /to win the/.test(document.querySelector('.hint-words')?.textContent ?? '')",
        timeout=60_000,
    )
    focused = page.evaluate("document.activeElement.className")
    assert focused == "hint-words", "the keyboard goes on from the hint, not the page's top"
    said = words.inner_text()
    assert re.search(r"\d+% to win the game", said) and "in the hundred" not in said
    assert not CARD_CODE.search(said)
    page.screenshot(path=str(ARTIFACTS / "web-hint.png"))
    assert serious_violations(page, "#actions") == [], "the hint"
    phone = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    phone.add_init_script(f"localStorage.setItem('salon:seat:{made['table']}', {seat!r});")
    small = phone.new_page()
    small.goto(f"{server.url}#/t/{made['table']}")
    small.get_by_role("button", name="Hint").click()
    small.wait_for_function(
        "() => /to win the/.test(document.querySelector('.hint-words')?.textContent ?? '')",
        timeout=60_000,
    )
    assert small.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    small.screenshot(path=str(ARTIFACTS / "web-hint-phone.png"), full_page=True)
    phone.close()
    context.close()


def test_a_pasted_record_is_replayed_and_reviewed(browser: Any, server: Server) -> None:
    """A record kept from before, pasted on the page, is replayed and may be reviewed; a bad
    one is refused with the line at fault."""
    from pathlib import Path

    record = (Path(__file__).parents[2] / "examples" / "ecarte-game.txt").read_text()
    context = browser.new_context(viewport={"width": 1280, "height": 860}, reduced_motion="reduce")
    page = context.new_page()
    page.goto(server.url)
    page.get_by_role("link", name="Look back at a record you kept").click()
    page.get_by_label("The record").fill('[Game "Ecarte"]\nA: play 7C\n')
    page.get_by_role("button", name="Look back at it").click()
    page.wait_for_function(
        "() => /line/i.test(document.querySelector('.record-form .error').textContent)"
    )
    page.get_by_label("The record").fill(record)
    page.get_by_role("button", name="Look back at it").click()
    page.wait_for_selector("#replay .replay-controls")
    assert page.get_by_role("link", name="Download the record").count() == 0
    # The words kept for screen readers in the long talk scroll with it, not down the page.
    page.get_by_role("button", name="The last step").click()
    page.wait_for_timeout(300)
    below = page.evaluate(
        "document.documentElement.scrollHeight - document.querySelector('footer.foot')"
        ".getBoundingClientRect().bottom - window.scrollY"
    )
    assert below < 40, "no empty page below the footer"
    page.get_by_role("button", name="Quick review").click()
    page.wait_for_selector(".eval-graph", timeout=300_000)
    assert page.locator(".review-summary").count() == 1
    # In a player's words and in percent, not "thousandths of a win".
    summary = page.locator(".review-summary").inner_text()
    assert "Chance of winning lost, a decision on average" in summary
    assert "thousandths" not in summary
    assert re.search(r"\d+\.\d\d%", summary)
    context.close()


def test_a_doubtful_choice_that_was_the_strong_players_own_names_what_did_better(
    browser: Any, server: Server
) -> None:
    """At a discard the strong player keeps the treatise's unless another gains beyond doubt,
    so its own choice may be graded doubtful against one that did better on the deals sampled:
    the review then names that one, never "Chosen: …" alone (found by a player's trial, a
    record reviewed by `salon review --json`)."""
    page = browser.new_context().new_page()
    page.goto(server.url)
    decision = {
        "chosen": "discard 7S 10D QC",
        "best": "discard 7S 10D QC",
        "verdict": "doubtful",
        "options": [
            {"action": "discard 7S KD 10D KC QC", "words": "Discard five cards"},
            {"action": "discard 7S 10D QC", "words": "Discard three cards"},
        ],
    }
    said = page.evaluate(
        "async (d) => (await import('/static/js/review.js')).bestSaid(d)"
        ".map(([words]) => words).join('')",
        decision,
    )
    assert said == (
        ". The strong player's choice too, though on these deals another did better: "
        "discard five cards"
    )
    decision["verdict"] = "good"
    assert (
        page.evaluate(
            "async (d) => (await import('/static/js/review.js')).bestSaid(d).length", decision
        )
        == 0
    )
    decision["best"] = "discard 7S KD 10D KC QC"
    decision["best_words"] = "Discard five cards"
    assert (
        page.evaluate(
            "async (d) => (await import('/static/js/review.js')).bestSaid(d)"
            ".map(([words]) => words).join('')",
            decision,
        )
        == ". Best: discard five cards"
    )
    page.context.close()


# The graph drawn for three deals of ten decisions each: the words in its top band.
DEALS_NAMED = """async () => {
  const { evaluationGraph } = await import("/static/js/evalgraph.js");
  const decisions = [1, 2, 3].flatMap((deal) => Array.from({ length: 10 }, (_, i) => ({
    deal, seat: i % 2 ? "B" : "A", chance_for_A: 0.5, points: 0, verdict: "good" })));
  const { graph } = evaluationGraph(decisions, ["Ann", "Bob"], () => {}, 900);
  return [...graph.querySelectorAll(".eval-label")].map((label) => label.textContent);
}"""


def test_the_review_graph_names_each_deal_where_it_starts(page: Any) -> None:
    """docs/page.md "The review": each deal is named where it starts, the first as the
    others, where the band has room for its name."""
    named = page.evaluate(DEALS_NAMED)
    assert [n for n in named if n.startswith("deal ")] == ["deal 1", "deal 2", "deal 3"], named
