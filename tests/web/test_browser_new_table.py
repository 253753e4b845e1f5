"""The new-table form in a real browser (Debian's chromium through Playwright): hints offered
against the computer and on for a newcomer's first games; the presets, the computer players and
the further rule options in the players' words, as named choices rather than a line to type;
and an accessibility scan (axe-core) of the form.

docs/web.md "The home page". Screenshots are saved under artifacts/.
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, Server, sit_down
from test_browser_room import PHONE, serious_violations

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

PROGRAM_WORDS = re.compile(
    r"(?<!the )\brubicon\b|four-deal|last-trick|carte-rouge|(?<!of )thumb|[a-z]+_[a-z]+|="
)
"""The program's names for presets, players and options, which a player must never read (the
words "save the rubicon" and "rules of thumb" are a player's)."""


def open_form(browser: Any, server: Server, tables_sat_at: int = 0, **context: Any) -> Any:
    """The home page on a device that has sat at ``tables_sat_at`` tables."""
    made = browser.new_context(reduced_motion="reduce", **context)
    ids = json.dumps([f"t{n}" for n in range(tables_sat_at)])
    made.add_init_script(f"localStorage.setItem('salon:tables', {ids!r});")
    page = made.new_page()
    page.goto(server.url)
    page.wait_for_selector("#new-table input[name=preset]")
    return page


def test_hints_are_offered_against_the_computer_and_on_for_first_games(
    browser: Any, server: Server
) -> None:
    page = open_form(browser, server)
    form = page.locator("#new-table")
    hints = form.get_by_role("checkbox", name=re.compile("^Hints"))
    assert hints.is_visible() and hints.is_checked(), "on for a newcomer"
    form.locator("input[name=opponent][value=friend]").check()
    assert not hints.is_visible(), "no hints at a friend's table"
    form.locator("input[name=opponent][value=random]").check()
    assert hints.is_visible() and hints.is_checked()
    form.locator("input[name=game][value=chouette]").check()
    assert not hints.is_visible(), "no hints at a table of three"
    form.locator("input[name=game][value=ecarte]").check()
    form.get_by_label("Your name").fill("Ann")
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")
    player = Player(page)
    for _ in range(400):
        if page.locator("#actions button[data-action=hint]").count():
            break
        player.step()
    assert page.get_by_role("button", name="Hint").count() == 1, "the table gives hints"
    page.context.close()
    seasoned = open_form(browser, server, tables_sat_at=3)
    box = seasoned.locator("#new-table").get_by_role("checkbox", name=re.compile("^Hints"))
    assert not box.is_checked()
    # His own choice is kept on the device: ticked once, it stays ticked at the next table
    # (a new player's trial: hints went off by themselves at his fourth table).
    box.check()
    seasoned.reload()
    seasoned.wait_for_selector("#new-table input[name=preset]")
    assert box.is_checked()
    seasoned.context.close()


def test_presets_players_and_options_in_the_players_words(browser: Any, server: Server) -> None:
    """No "rubicon", "thumb" or "deal_by=threes": the presets by name, the computer the same
    on the form and at the table, and each further option a choice among named values."""
    page = open_form(browser, server, viewport={"width": 1280, "height": 1400})
    form = page.locator("#new-table")
    form.locator("input[name=game][value=piquet]").check()
    form.locator("#more-options summary").click()
    said = form.inner_text()
    assert not PROGRAM_WORDS.search(said), PROGRAM_WORDS.search(said)
    assert "Four deals" in said and "The computer, steady" in said
    more = form.locator("#more-options")
    assert more.locator("input").count() == 0 and more.locator("select").count() == 7
    assert serious_violations(page) == [], "the new-table form"
    page.screenshot(path=str(ARTIFACTS / "web-new-table.png"), full_page=True)
    form.get_by_label("How the cards are dealt").select_option(label="By threes")
    form.get_by_label(
        "Carte rouge (every card of the hand scoring in a combination)"
    ).select_option(label="Forty")
    form.locator("input[name=preset][value=four-deal]").check()
    form.locator("input[name=opponent][value=thumb]").check()
    form.get_by_label("Your name").fill("Ann")
    page.get_by_role("button", name="Sit down").click()
    page.wait_for_selector("#table:not([hidden])")
    page.wait_for_function("() => document.querySelector('#top-name').textContent !== ''")
    assert page.locator("#top-name").inner_text() == "Computer (steady)"
    table = page.evaluate("() => location.hash").split("/")[2]
    facts = httpx.get(f"{server.url}api/tables/{table}").json()["table"]
    assert facts["rules"] == "rubicon; deals_per_partie=4; deal_by=threes; carte_rouge=40"
    page.context.close()


def test_the_form_on_a_phone_is_clean_and_fits(browser: Any, server: Server) -> None:
    page = open_form(browser, server, viewport=PHONE)
    page.locator("#more-options summary").click()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert serious_violations(page) == [], "the new-table form on a phone"
    page.context.close()


def test_the_table_opens_at_its_top_whatever_the_home_pages_scroll(
    browser: Any, server: Server
) -> None:
    """Sitting down from a home page scrolled down to the form opens the table at its top: the
    scoring card and the adversary's name in sight (docs/web.md "The home page")."""
    page = open_form(browser, server, viewport={"width": 1280, "height": 800})
    form = page.locator("#new-table")
    form.get_by_label("Your name").fill("Ann")
    sit = form.get_by_role("button", name="Sit down")
    sit.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 0, "the form lies below the first screen"
    sit.click()
    page.wait_for_selector("#table:not([hidden])")
    assert page.evaluate("window.scrollY") == 0


def test_the_exchange_button_says_why_past_the_limit(browser: Any, server: Server) -> None:
    """The whole hand chosen where at most five may go (piquet-encyclopedia-1902-with-laws.txt:
    the elder exchanges five or fewer, the younger three, or more if the elder left some): the
    button stays shut and says why, counting in words, never in figures: how many may go, how
    many to put back."""
    page = open_form(browser, server)
    sit_down(page, "piquet")
    player = Player(page)
    for _ in range(400):
        if player.look()["choosing"]:
            break
        player.step()
    cards = page.locator("#hand button[aria-pressed]")
    for index in range(cards.count()):  # the whole hand: more than any exchange may put out
        cards.nth(index).click()
    button = page.locator("#actions button.primary").first
    label = button.inner_text()
    assert re.fullmatch(r"Too many: [a-z]+ at most; put [a-z]+ back", label), label
    assert button.is_disabled(), label


def test_a_phone_is_led_from_the_form_to_play_someone_and_told_where_its_games_are(
    browser: Any, server: Server
) -> None:
    """On a phone "Play someone" comes below the whole new-table form: a line at the form's
    top leads there. The lists of games to watch and finished games hold listed tables only,
    and say where one's own games are instead (docs/web.md "The home page")."""
    from playwright.sync_api import expect

    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(server.url)
    jump = page.get_by_role("button", name="Play someone ↓")
    expect(jump).to_be_visible()
    assert jump.bounding_box()["y"] < PHONE["height"], "the line is on the first screen"
    jump.click()
    page.wait_for_timeout(300)
    top = page.locator("#play-someone").bounding_box()["y"]
    assert -2 <= top < 100, f"Play someone is brought to the top, at {top} px"
    for listed in ("#playing-tables", "#finished-tables"):
        assert "My tables" in page.locator(listed).inner_text()
    page.set_viewport_size({"width": 1280, "height": 800})
    expect(jump).to_be_hidden()
    page.context.close()
