"""In the browser: two people pair through "Play someone now" and play a deal, the one who
waited taken to the table as his offer is accepted; a seek with
a rating range is not offered to a player outside it; the "Your turn" list, its badge and the
clocks beside the names (docs/web.md "Finding someone to play")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from browser_tools import Player, Server, play_a_deal, sign_up_here, signed_up_page
from playwright.sync_api import expect
from webtools import CARD_CODE

SHOTS = os.environ.get("SALON_SHOTS")


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def test_two_people_pair_through_play_someone_now_and_play_a_deal(
    browser: Any, server: Server
) -> None:
    ann = signed_up_page(browser, server, "Ana")
    bob = signed_up_page(browser, server, "Ben")
    ann.get_by_role("button", name="Play someone now: Écarté").click()
    ann.wait_for_selector(
        "#my-seeks li:has-text('Écarté · live, 5 min + 30 s a move · casual · waiting')"
    )
    assert ann.get_by_role("heading", name="Your offers").is_visible()
    bob.reload()
    bob.wait_for_selector("#seeking:has-text('Écarté: 1 seeking')")
    _shot(bob, "seeks-1280")
    bob.set_viewport_size({"width": 375, "height": 860})
    _shot(bob, "seeks-375")
    bob.set_viewport_size({"width": 1280, "height": 860})
    bob.get_by_role("button", name="Play someone now: Écarté").click()
    bob.wait_for_selector("#table:not([hidden])")
    # Ann, waiting on the home page, is taken to the table as her offer is accepted.
    ann.wait_for_selector("#table:not([hidden])", timeout=15_000)
    assert ann.url.split("#")[1] == bob.url.split("#")[1]
    for page in (ann, bob):
        page.wait_for_selector(".plate .clock.running", timeout=10_000)
    _shot(ann, "clock-1280")
    ann.set_viewport_size({"width": 375, "height": 860})
    _shot(ann, "clock-375")
    ann.set_viewport_size({"width": 1280, "height": 860})
    players = [Player(ann), Player(bob)]
    play_a_deal(players, 120, "the deal did not end")
    assert sum(p.actions for p in players) > 3
    for page in (ann, bob):
        page.context.close()


def _standing_still(browser: Any, server: Server, name: str) -> Any:
    """A page signed up as ``name`` at "Play someone", whose timers are then stopped: it
    never polls, and learns only what it is told."""
    page = browser.new_context(viewport={"width": 1280, "height": 860}).new_page()
    page.clock.install()
    sign_up_here(page, server, name)
    page.goto(server.url)
    page.wait_for_selector("#seek-form:not([hidden])")
    page.wait_for_selector("#online:has-text('online')")
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)  # stopped on every page after
    return page


def test_the_lobby_is_told_of_an_offer_and_of_its_acceptance_without_polling(
    browser: Any, server: Server
) -> None:
    """docs/web.md "Finding someone to play": the seeks' feed tells the lobby of an offer as
    it is made and withdrawn, and the player waiting of his offer's acceptance, who is taken
    to the table then: Jon's page, which never polls, sees Kay's offer come and go, and is
    taken to the table when Kay accepts his."""
    jon = _standing_still(browser, server, "Jon")
    kay = signed_up_page(browser, server, "Kay")
    form = kay.locator("#seek-form")
    form.locator("select[name=game]").select_option("piquet")
    form.locator("select[name=pace]").select_option("turn")
    form.get_by_role("button", name="Offer the game").click()
    expect(jon.locator("#seeks li", has_text="Kay")).to_have_count(1, timeout=15_000)
    # Who offers, and who is online, lead to their profiles (a new player's trial: a name
    # was plain text, and no page led to another player's).
    offerer = jon.locator("#seeks li", has_text="Kay").get_by_role("link", name="Kay")
    assert offerer.get_attribute("href") == "/players/Kay"
    kay.wait_for_selector("#online a[href='/players/Kay']")
    kay.get_by_role("button", name="Withdraw").click()
    expect(jon.locator("#seeks li", has_text="Kay")).to_have_count(0, timeout=15_000)
    jons = jon.locator("#seek-form")
    jons.locator("select[name=game]").select_option("ecarte")
    jons.get_by_role("button", name="Offer the game").click()
    jon.wait_for_selector(
        "#my-seeks li:has-text('Écarté · live, 5 min + 30 s a move · casual · waiting')"
    )
    offered = kay.locator("#seeks li", has_text="Jon")
    offered.get_by_role("button", name="Play").click(timeout=15_000)
    kay.wait_for_selector("#table:not([hidden])")
    jon.wait_for_selector("#table:not([hidden])", timeout=15_000)
    assert jon.url.split("#")[1] == kay.url.split("#")[1]
    for page in (jon, kay):
        page.context.close()


def test_a_seek_with_a_rating_range_is_not_offered_to_a_player_outside_it(
    browser: Any, server: Server
) -> None:
    ann = signed_up_page(browser, server, "Cleo")
    form = ann.locator("#seek-form")
    form.locator("select[name=game]").select_option("piquet")
    form.locator("select[name=pace]").select_option("turn")
    form.locator("select[name=time]").select_option("3")
    form.get_by_label("Only players rated from").fill("1600")
    form.get_by_label("to", exact=True).fill("2200")
    form.get_by_role("button", name="Offer the game").click()
    ann.wait_for_selector("#my-seeks li:has-text('3 days a move')")
    bob = signed_up_page(browser, server, "Dan")
    bob.wait_for_selector("#seeking:has-text('Piquet: 1 seeking')")
    assert "Cleo" not in bob.locator("#seeks").inner_text()
    assert bob.locator("#seeks li.empty").count() == 1
    wide = ann.locator("#seek-form")
    wide.get_by_label("Only players rated from").fill("1400")
    wide.get_by_label("to", exact=True).fill("1600")
    wide.get_by_role("button", name="Offer the game").click()
    bob.wait_for_selector("#seeks li:has-text('Cleo')", timeout=10_000)
    assert bob.locator("#seeks li").count() == 1
    assert not CARD_CODE.search(bob.locator("#play-someone").inner_text())
    # The usual rules go without saying: "Piquet", never "Piquet (rubicon)".
    offered = bob.locator("#seeks li").inner_text()
    assert "Piquet · 3 days a move" in offered and "(rubicon)" not in offered, offered
    assert "Cleo (1500, provisional)" in offered, "a new player's rating is marked unsure"
    assert ann.get_by_role("heading", name="Offer a game").is_visible()
    for page in (ann, bob):
        page.context.close()


def test_signed_out_the_sign_in_line_stands_where_play_someone_now_would(
    browser: Any, server: Server
) -> None:
    """Playing someone needs an account: a guest is shown the way to sign in, never buttons
    that can only answer "sign in first"."""
    guest = browser.new_context().new_page()
    guest.goto(server.url)
    guest.wait_for_selector("#seek-sign-in:not([hidden])")
    assert not guest.get_by_role("button", name="Play someone now: Piquet").is_visible()
    ann = signed_up_page(browser, server, "Ada")
    assert ann.get_by_role("button", name="Play someone now: Piquet").is_visible()
    assert not ann.locator("#seek-sign-in").is_visible()


def test_an_offer_taken_while_its_player_is_on_another_page_is_told_there(
    browser: Any, server: Server
) -> None:
    """Eve offers a game and goes to the leaderboard; when Fay takes it, Eve is told there,
    who took it, with the way to the table (docs/web.md "Finding someone to play"), by the
    seeks' feed: her page there never polls."""
    eve = _standing_still(browser, server, "Eve")
    form = eve.locator("#seek-form")
    form.locator("select[name=game]").select_option("piquet")
    form.locator("select[name=pace]").select_option("turn")
    form.get_by_role("button", name="Offer the game").click()
    eve.wait_for_selector("#my-seeks li:has-text('waiting')")
    eve.goto(f"{server.url}leaderboard")
    eve.set_viewport_size({"width": 375, "height": 812})
    fay = signed_up_page(browser, server, "Fay")
    offered = fay.locator("#seeks li", has_text="Eve")
    offered.get_by_role("button", name="Play").click(timeout=15_000)
    fay.wait_for_selector("#table:not([hidden])")
    told = eve.get_by_role("alert").filter(has_text="Fay accepted your offer of Piquet.")
    expect(told).to_be_visible(timeout=15_000)
    _shot(eve, "offer-taken-375")
    told.get_by_role("button", name="Go to the table").click()
    eve.wait_for_selector("#table:not([hidden])")
    assert eve.url.split("#")[1] == fay.url.split("#")[1]
    for page in (eve, fay):
        page.context.close()


def test_your_offers_keeps_the_open_ones_and_the_last_three_answered(
    browser: Any, server: Server
) -> None:
    """Offers made and withdrawn one after another do not pile up under "Your offers": the
    open ones stay, with the last three answered."""
    page = signed_up_page(browser, server, "Ivo")
    form = page.locator("#seek-form")
    for made in range(1, 5):
        form.get_by_role("button", name="Offer the game").click()
        page.wait_for_selector("#my-seeks li button:has-text('Withdraw')")
        page.get_by_role("button", name="Withdraw").click()
        expect(page.get_by_role("button", name="Withdraw")).to_have_count(0)
        assert page.locator("#my-seeks li:has-text('withdrawn')").count() == min(made, 3)
    form.get_by_role("button", name="Offer the game").click()
    expect(page.locator("#my-seeks li:has-text('waiting')")).to_have_count(1)
    assert page.locator("#my-seeks li").count() == 4
    page.context.close()


def test_an_offer_names_its_rules_and_its_table_is_played_by_them(
    browser: Any, server: Server
) -> None:
    """docs/web.md "Finding someone to play": an offer may be of other rules than the usual
    (Piquet's four-deal partie, piquet-encyclopedic-article-with-variants.txt); the offer says
    them, and the table it makes is played by them."""
    ann = signed_up_page(browser, server, "Flo")
    form = ann.locator("#seek-form")
    form.locator("select[name=game]").select_option("piquet")
    rules = form.get_by_label("Rules")
    expect(rules.locator("option", has_text="Four deals")).to_have_count(1)
    assert "Rubicon Piquet (the usual rules)" in rules.inner_text()
    rules.select_option(label="Four deals")
    form.get_by_role("button", name="Offer the game").click()
    ann.wait_for_selector("#my-seeks li:has-text('Four deals')")
    form.locator("select[name=game]").select_option("ecarte")
    expect(rules.locator("option", has_text="Graded games")).to_have_count(1)
    bob = signed_up_page(browser, server, "Gus")
    bob.wait_for_selector("#seeks li:has-text('Flo')", timeout=10_000)
    flos = bob.locator("#seeks li", has_text="Flo")
    assert "partie of four deals" in flos.inner_text()
    flos.get_by_role("button").first.click()
    bob.wait_for_selector("#table:not([hidden])")
    bob.wait_for_selector("#scorecard:has-text('Partie of 4 deals')", timeout=10_000)
    for page in (ann, bob):
        page.context.close()


def test_an_offer_told_taken_before_its_table_is_made_is_gone_to_once_it_is(
    page: Any, server: Server
) -> None:
    """The feed may tell of an offer taken before its table is noted: the offer is still
    watched then, and its player taken to the table once it is."""
    page.goto(server.url)
    seen = page.evaluate(
        """async () => {
      const { takenSince } = await import("/static/js/offers.js");
      const mine = (state, table) => [{ id: "a", state, table }];
      let [taken, waiting] = takenSince(null, mine("open", null));
      const seen = [taken.length];
      [taken, waiting] = takenSince(waiting, mine("taken", null));
      seen.push(taken.length);
      [taken, waiting] = takenSince(waiting, mine("taken", "t1"));
      seen.push(taken.map((s) => s.table));
      [taken, waiting] = takenSince(waiting, mine("taken", "t1"));
      return [...seen, taken.length, waiting.size];
    }"""
    )
    assert seen == [0, 0, ["t1"], 0, 0]
