"""The tutor in a real browser (Debian's chromium, driven by Playwright): asked for on the
new-table form, it holds a choice the analysis calls a blunder until the player confirms it or
chooses again, and is turned off at the table (docs/web.md "The tutor"). The analysis's own
verdict is the server's (tests/web/test_tutor_api.py); here the page is told "blunder" for
every choice, to see what the player sees."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM
from test_browser_room import serious_violations

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

BLUNDER = {
    "stop": True,
    "verdict": "blunder",
    "words": "This is a blunder: it gives away about 3 points.",
    "points_lost": 3.0,
    "chance_lost": 0.2,
    "chosen": "Refuse",
    "advice": "Accept; 40% to win the point.",
    "best": "accept",
}


def _acts(sent: list[str]) -> list[str]:
    found = []
    for frame in sent:
        message = json.loads(frame) if frame.startswith("{") else {}
        if message.get("type") == "act":
            found.append(message["action"])
    return found


def _my_choice(page: Any) -> Any:
    """The first thing the player may do: a choice said aloud, or a card to play."""
    choices = page.locator("#actions button.say:visible, #hand button.playable:visible")
    choices.first.wait_for(timeout=60_000)
    return choices.first


def test_the_tutor_holds_a_blunder_until_the_player_confirms_it_or_chooses_again(
    page: Any,
) -> None:
    from playwright.sync_api import expect

    asked: list[Any] = []
    sent: list[str] = []

    def blunder(route: Any) -> None:
        asked.append(route.request.post_data_json)
        route.fulfill(status=200, content_type="application/json", body=json.dumps(BLUNDER))

    page.route("**/api/tables/*/tutor", blunder)
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(str(frame))))
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    form.locator("input[name=game][value=ecarte]").check()
    form.locator("input[name=opponent][value=thumb]").check()
    with page.expect_request(lambda r: r.url.endswith("/api/tables")) as made:
        form.get_by_label("Tutor: before a mistake or blunder is played").check()
        page.get_by_role("button", name="Sit down").click()
    assert made.value.post_data_json["hints"] is True
    page.wait_for_selector("#table:not([hidden])")
    expect(page.get_by_label("Tutor: stop me before a mistake")).to_be_checked()

    choice = _my_choice(page)
    what = choice.get_attribute("data-action") or choice.get_attribute("data-card")
    choice.click()
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("The tutor: This is a blunder: it gives away about 3 points.")
    expect(dialog).to_contain_text("Better: Accept")
    # Behind the dialog the status says what is happening, not that it is still weighing.
    expect(page.locator("#status")).to_have_text(re.compile(r"^The tutor stops this choice"))
    assert len(asked) == 1 and asked[0]["action"]
    assert _acts(sent) == []  # held back
    page.screenshot(path=str(ARTIFACTS / "web-tutor-blunder.png"))
    assert serious_violations(page) == []
    page.set_viewport_size({"width": 375, "height": 800})
    page.screenshot(path=str(ARTIFACTS / "web-tutor-blunder-375.png"))
    page.set_viewport_size({"width": 1280, "height": 860})
    page.get_by_role("button", name="Choose again").click()
    expect(dialog).to_be_hidden()
    assert _acts(sent) == []  # not played
    # The better choice stays in sight while he chooses again (a new player's trial).
    expect(page.locator("#advice")).to_contain_text("The tutor's better choice: Accept")

    choice = _my_choice(page)
    assert (choice.get_attribute("data-action") or choice.get_attribute("data-card")) == what
    choice.click()
    page.get_by_role("button", name="Play it anyway").click()
    expect(dialog).to_be_hidden()
    for _ in range(50):
        if _acts(sent):
            break
        page.wait_for_timeout(100)
    assert len(_acts(sent)) == 1 and len(asked) == 2
    expect(page.locator("#advice")).to_be_hidden()  # the table moved on: the note went

    page.get_by_label("Tutor: stop me before a mistake").uncheck()
    before = page.locator(f'#actions [data-action="{what}"], #hand [data-card="{what}"]')
    expect(before).to_have_count(0)
    choice = _my_choice(page)
    choice.click()
    discard = page.locator('#actions button[data-action="discard"]')
    if discard.count():  # a card chosen to discard: the discard is sent by its button
        discard.click()
    for _ in range(50):
        if len(_acts(sent)) == 2:
            break
        page.wait_for_timeout(100)
    assert len(_acts(sent)) == 2 and len(asked) == 2  # played at once, not weighed
    expect(dialog).to_be_hidden()


def _account_tutor(page: Any) -> Any:
    return page.evaluate("fetch('/api/account').then((r) => r.json()).then((a) => a.account.tutor)")


def _signed_in(browser: Any, server: Any, width: int, tutor: Any) -> Any:
    """A new device (a context of its own), signed in as Tutored Ann, its tutor answered."""
    page = browser.new_context(viewport={"width": width, "height": 860}).new_page()
    page.route("**/api/tables/*/tutor", tutor)
    page.goto(f"{server.url}account")
    sign_in = page.locator("#sign-in")
    sign_in.get_by_label("Name").fill("Tutored Ann")
    sign_in.get_by_label("Password").fill("a long password")
    sign_in.get_by_role("button", name="Sign in").click()
    page.wait_for_selector("#you-title")
    return page


def test_a_signed_in_players_tutor_follows_him_to_another_device(browser: Any, server: Any) -> None:
    """The tutor chosen on one device is on at his table on another, whose own storage knows
    nothing of it; turned off there, it is off on his account; a guest's box stays unticked."""
    from browser_tools import sign_up_here
    from playwright.sync_api import expect

    first = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    sign_up_here(first, server, "Tutored Ann")
    first.goto(server.url)
    form = first.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    form.locator("input[name=game][value=ecarte]").check()
    form.locator("input[name=opponent][value=thumb]").check()
    form.get_by_label("Tutor: before a mistake or blunder is played").check()
    first.get_by_role("button", name="Sit down").click()
    first.wait_for_selector("#table:not([hidden])")
    table = first.url.split("#/t/")[1]
    expect(first.get_by_label("Tutor: stop me before a mistake")).to_be_checked()
    for _ in range(50):
        if _account_tutor(first) is True:
            break
        first.wait_for_timeout(100)
    assert _account_tutor(first) is True, "the choice is kept on the account"

    asked: list[Any] = []

    def blunder(route: Any) -> None:
        asked.append(route.request.post_data_json)
        route.fulfill(status=200, content_type="application/json", body=json.dumps(BLUNDER))

    for width in (1280, 375):
        second = _signed_in(browser, server, width, blunder)
        second.goto(server.url)
        expect(second.get_by_label("Tutor: before a mistake or blunder is played")).to_be_checked()
        second.goto(f"{server.url}#/t/{table}")
        second.wait_for_selector("#table:not([hidden])")
        assert second.evaluate(f"localStorage.getItem('salon:tutor:{table}')") is None
        box = second.get_by_label("Tutor: stop me before a mistake")
        expect(box).to_be_checked()
        _my_choice(second).click()
        expect(second.locator("#confirm")).to_contain_text("The tutor: This is a blunder")
        second.screenshot(path=str(ARTIFACTS / f"web-tutor-account-{width}.png"))
        second.get_by_role("button", name="Choose again").click()
        second.context.close()
    assert len(asked) == 2

    third = _signed_in(browser, server, 1280, blunder)
    third.goto(f"{server.url}#/t/{table}")
    third.wait_for_selector("#table:not([hidden])")
    box = third.get_by_label("Tutor: stop me before a mistake")
    expect(box).to_be_checked()
    box.uncheck()
    for _ in range(50):
        if _account_tutor(third) is False:
            break
        third.wait_for_timeout(100)
    assert _account_tutor(third) is False, "turned off on another device, off on the account"
    third.context.close()

    guest = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    guest.goto(server.url)
    guest.locator("#new-table input[name=opponent][value=thumb]").check()
    expect(guest.get_by_label("Tutor: before a mistake or blunder is played")).not_to_be_checked()
    guest.context.close()
    first.context.close()


KEPT_ON_REMATCH = """async () => {
  const tutor = await import("/static/js/tutor.js");
  localStorage.setItem("salon:tutor:first", "on");
  tutor.keepTutor("first", "again");
  tutor.keepTutor("never", "other");
  return [tutor.tutorOn("again"), tutor.tutorOn("other")];
}"""


def test_a_guests_tutor_goes_on_with_him_to_the_rematch(browser: Any, server: Any) -> None:
    """A guest's tutor is kept on this device for each table: "Play again" carries it to the
    next table, so the tutor he chose is not silently off there; one he never chose stays off."""
    page = browser.new_context().new_page()
    page.goto(server.url)
    assert page.evaluate(KEPT_ON_REMATCH) == [True, False]


def test_a_second_click_while_the_tutor_weighs_is_not_a_second_choice(page: Any) -> None:
    """While the tutor weighs a choice the others wait: a second click is no second choice,
    to be warned of again once the first is answered (a new player's trial: the warning came
    back after "Play it anyway", at a later decision)."""
    from playwright.sync_api import expect

    held: list[Any] = []
    page.route("**/api/tables/*/tutor", lambda route: held.append(route))  # answered later
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    form.locator("input[name=game][value=ecarte]").check()
    form.locator("input[name=opponent][value=thumb]").check()
    form.get_by_label("Tutor: before a mistake or blunder is played").check()
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")
    choice = _my_choice(page)
    choice.click()
    expect(page.locator("#status")).to_have_text("The tutor is weighing your choice…")
    for _ in range(50):
        if held:
            break
        page.wait_for_timeout(100)
    choice.dispatch_event("click")  # past the dimmed controls, as a keyboard would
    page.wait_for_timeout(500)
    assert len(held) == 1, "one choice weighed at a time"
    held[0].fulfill(status=200, content_type="application/json", body=json.dumps(BLUNDER))
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    page.get_by_role("button", name="Choose again").click()
    expect(dialog).to_be_hidden()
    page.wait_for_timeout(500)
    expect(dialog).to_be_hidden()  # no stale warning comes back
    assert len(held) == 1
