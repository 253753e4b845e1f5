"""Learning in a real browser (Debian's chromium, driven by Playwright): the guided first
deal from the home page to its end, a trainer's position answered and graded with the score
kept on the device, the rules page opened from a table (docs/page.md "Learning")."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Server, sit_down
from test_browser_room import serious_violations

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def test_the_guided_first_deal_from_the_home_page_to_its_end(page: Any) -> None:
    """Learn Piquet: the seed's worked Example step by step, by button and by key, both hands
    on the felt, to A 28, B 23; then a first partie against the computer, asking for hints."""
    from playwright.sync_api import expect

    page.get_by_role("link", name="Learn Piquet").click()
    counter = page.locator(".step-count")
    expect(counter).to_have_text("Step 1 of 12")
    expect(page.locator("#learn-page-title")).to_have_text("Piquet: a first deal, step by step")
    expect(page.locator(".lesson-title")).to_contain_text("twelve each, eight in the stock")
    assert page.locator(".lesson-seat.near .cards .card").count() == 12
    page.get_by_role("button", name="Next step").click()
    expect(counter).to_have_text("Step 2 of 12")
    page.keyboard.press("ArrowLeft")
    expect(counter).to_have_text("Step 1 of 12")
    for step in range(2, 13):
        page.keyboard.press("ArrowRight")
        expect(counter).to_have_text(f"Step {step} of 12")
        said = page.locator(".lesson").inner_text()
        assert not CARD_CODE.search(said), said
        if step == 4:
            expect(page.locator(".lesson-talk")).to_contain_text("A: Five cards.")
    expect(page.locator(".lesson-seat.near .plate")).to_contain_text("28 points")
    expect(page.locator(".lesson-seat.far .plate")).to_contain_text("23 points")
    expect(page.get_by_role("button", name="Next step")).to_be_hidden()
    page.screenshot(path=str(ARTIFACTS / "web-learn-end.png"))
    page.locator(".first-game").get_by_label("Your name").fill("Ann")
    with page.expect_request(
        lambda r: r.method == "POST" and r.url.endswith("/api/tables")
    ) as sent:
        page.get_by_role("button", name="Play a first partie with hints").click()
    assert sent.value.post_data_json == {
        "name": "Ann",
        "game": "piquet",
        "opponent": "thumb",
        "hints": True,
    }
    page.wait_for_selector("#table:not([hidden])")
    expect(page.locator("#bottom-name")).to_have_text("Ann")
    assert re.search(r"#/t/[\w-]+$", page.url)


def test_a_trainers_answer_is_graded_and_the_score_kept_after_a_reload(page: Any) -> None:
    from playwright.sync_api import expect

    page.get_by_role("link", name="Écarté", exact=True).click()
    expect(page.locator("#train-title")).to_have_text("The Écarté trainer")
    score = page.locator(".train-score")
    expect(score).to_contain_text("No answers yet")
    page.wait_for_selector(".train-felt .hand button.card")
    discard = page.locator(".train-felt .hand button.playable")
    if discard.count():
        discard.first.click()
        page.get_by_role("button", name="Discard this card").click()
    else:
        page.locator(".train-felt .actions button.say").first.click()
    verdict = page.locator(".train-verdict")
    expect(verdict).to_be_visible(timeout=60_000)
    expect(verdict).to_contain_text(re.compile("GOOD|DOUBTFUL|MISTAKE|BLUNDER"))
    expect(verdict).to_contain_text("Best:")
    expect(score).to_contain_text(re.compile(r"Running score: [01] good of 1 "))
    page.screenshot(path=str(ARTIFACTS / "web-trainer-graded.png"))
    page.keyboard.press("Enter")  # the focus is on "Next position"
    expect(verdict).to_be_hidden()
    page.wait_for_selector(".train-felt .hand button.card")
    assert page.evaluate("() => !!document.activeElement.closest('.train-felt')")
    page.reload()
    expect(page.locator(".train-score")).to_contain_text(re.compile(r"[01] good of 1 "))
    page.wait_for_selector(".train-felt .hand button.card")


def test_a_card_past_the_discards_limit_is_refused_with_the_reason(page: Any) -> None:
    """The laws let elder take five cards at most and younger what is left: a card chosen
    past the limit is not taken, and the trainer says why instead of ignoring the click."""
    from playwright.sync_api import expect

    page.goto(page.url.split("#")[0] + "#/train/exchange")
    page.wait_for_selector(".train-felt .hand button.playable")
    cards = page.locator(".train-felt .hand button.playable")
    for index in range(6):  # one more than any hand may discard
        cards.nth(index).click()
    status = page.locator(".train-felt .status")
    expect(status).to_contain_text(re.compile(r"You may discard \w+ cards at most"))
    chosen = page.locator(".train-felt .hand button[aria-pressed=true]").count()
    assert 1 <= chosen <= 5


def test_the_rules_page_opens_from_a_table_at_its_games_part(page: Any) -> None:
    from playwright.sync_api import expect

    # Against the rules of thumb, not the random player, who may throw his cards down at once
    # (Law XXV) and end the deal, its panel then lying over the page.
    sit_down(page, "ecarte", opponent="thumb")
    page.wait_for_selector("#hand button.card")
    link = page.get_by_role("navigation", name="The rules").get_by_role("link", name="The rules")
    expect(link).to_have_attribute("href", re.compile(r"^/rules\?table="))
    with page.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.endswith("/rules#ecarte")
    expect(rules.locator("h2#ecarte")).to_have_text("Écarté")
    expect(rules.locator("h2#ecarte")).to_be_visible()
    expect(rules.get_by_role("heading", name="Pool Écarté (three players)")).to_be_attached()
    rules.get_by_role("link", name="The words of the table").first.click()
    expect(rules.locator("#word-repique")).to_be_visible()
    rules.close()


def test_accessibility_of_the_lesson_the_trainer_and_the_rules(page: Any, server: Server) -> None:
    """axe-core finds nothing serious or critical on the guided first deal, a trainer's
    position and the rules page."""
    page.goto(f"{server.url}#/learn/ecarte")
    page.wait_for_selector(".lesson-title")
    assert serious_violations(page) == [], "the guided first deal"
    page.goto(f"{server.url}#/train/calling")
    page.wait_for_selector(".train-felt .actions button")
    assert serious_violations(page) == [], "a trainer's position"
    page.goto(f"{server.url}rules")
    assert serious_violations(page) == [], "the rules page"


def test_a_discard_of_one_card_at_most_is_asked_in_good_words(page: Any) -> None:
    """When the stock runs low a hand may discard one card at most: the button asks "Choose
    one card to discard", never "Choose up to one cards" (found by a player's trial)."""
    page.goto(page.url.split("#")[0] + "#/train/exchange")
    page.wait_for_selector(".train-felt .hand button.playable")
    asked = page.locator(".train-felt button.primary").inner_text()
    assert re.fullmatch(r"Choose (one card|up to \w+ cards) to discard", asked), asked
    words = page.evaluate(
        "async () => { const { upToCards } = await import('/static/js/cards.js');"
        " return [1, 3, 5].map(upToCards); }"
    )
    assert words == ["one card", "up to three cards", "up to five cards"]


def test_on_a_phone_the_lessons_steps_stay_at_hand_beside_the_cards(
    browser: Any, server: Server
) -> None:
    """On a phone the words of a step stand above the felt: the step's buttons stay at the
    foot of the screen, so that the player scrolled down to the cards goes on from there (a
    player's trial found every step meant scrolling back up; a short screen, as a phone's
    with its bars, shows it plainest)."""
    from playwright.sync_api import expect

    context = browser.new_context(
        viewport={"width": 375, "height": 480}, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(server.url + "#/learn/ecarte")
    counter = page.locator(".step-count")
    after = page.get_by_role("button", name="Next step")
    for step in range(1, 8):  # to the trumping, cards discarded beneath both hands
        expect(counter).to_have_text(re.compile(rf"Step {step} of \d+"))
        if step < 7:
            after.tap()
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    # The player's own hand, at the foot of the felt, and the way on, both in sight.
    expect(page.locator(".lesson-seat.near .cards").last).to_be_in_viewport()
    expect(after).to_be_in_viewport()
    after.tap()
    expect(counter).to_have_text(re.compile(r"Step 8 of \d+"))
    page.screenshot(path=str(ARTIFACTS / "web-learn-phone.png"))
    context.close()
