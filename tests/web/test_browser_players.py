"""In the browser: a guest signs up and keeps his table, signs out, signs in on a second
browser and takes the same seat up again; a private profile is refused to others."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

from browser_tools import Server, sign_up_here, sit_down
from test_browser_room import serious_violations

SHOTS = os.environ.get("SALON_SHOTS")
"""A directory for the pages' pictures at 1280 and 375 pixels, when set."""


def _page(browser: Any, server: Server, path: str = "", width: int = 1280) -> Any:
    context = browser.new_context(viewport={"width": width, "height": 860})
    page = context.new_page()
    page.goto(f"{server.url}{path}")
    return page


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def _seat_of(page: Any, table: str) -> Any:
    return json.loads(page.evaluate(f"localStorage.getItem('salon:seat:{table}')") or "null")


def test_a_guest_signs_up_keeps_his_table_and_takes_it_up_on_a_second_browser(
    browser: Any, server: Server
) -> None:
    first = _page(browser, server)
    sit_down(first, "piquet", opponent="random")
    table = first.url.split("#/t/")[1]
    first.goto(f"{server.url}account")
    form = first.locator("#sign-up")
    form.get_by_label("Name").fill("Ann Lee")
    form.get_by_label("Password (8 characters or more)").fill("a long password")
    _shot(first, "sign-up-1280")
    form.get_by_role("button", name="Sign up").click()
    first.wait_for_selector("#you-title")
    assert first.locator("#you-title").inner_text() == "Ann Lee"
    first.get_by_role("button", name="Sign out").click()
    first.wait_for_selector("#sign-in")

    second = _page(browser, server, "account")
    assert _seat_of(second, table) is None
    sign_in = second.locator("#sign-in")
    sign_in.get_by_label("Name").fill("ann lee")
    sign_in.get_by_label("Password").fill("a long password")
    sign_in.get_by_role("button", name="Sign in").click()
    second.wait_for_selector("#you-title")
    assert _seat_of(second, table)["seat"] == 0
    second.goto(server.url)
    second.wait_for_selector(f"#my-tables a[href='#/t/{table}']")
    second.locator(f"#my-tables a[href='#/t/{table}']").click()
    second.wait_for_selector("#table:not([hidden])")
    second.wait_for_selector("#hand .card, #actions button")  # seated: his hand or his choices

    second.goto(f"{server.url}players/Ann%20Lee")
    second.wait_for_selector("#history-list table, #history-list p")
    assert second.locator("#page-title").inner_text() == "Ann Lee"
    _shot(second, "profile-1280")
    second.goto(f"{server.url}account")
    second.get_by_label("Keep my profile and games private").check()
    second.wait_for_timeout(300)
    third = _page(browser, server, "players/Ann%20Lee")
    third.wait_for_selector("#page-error:not(:empty)")
    assert "private" in third.locator("#page-error").inner_text()
    for page in (first, second, third):
        page.context.close()


def test_the_players_pages_on_a_phone(browser: Any, server: Server) -> None:
    """Nothing wider than a phone, and nothing serious or critical for axe-core."""
    phone = _page(browser, server, "account", width=375)
    phone.wait_for_selector("#sign-up")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(phone) == [], "the account page"
    _shot(phone, "sign-up-375")
    phone.goto(f"{server.url}leaderboard")
    phone.wait_for_selector("#piquet-title")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
    computers = phone.locator("#piquet-title ~ div li").all_inner_texts()
    assert any(line.startswith("The computer, steady: about ") for line in computers), computers
    assert all(" 0 games" not in line for line in computers), "no game yet, not “0 games”"
    page_text = phone.inner_text("body")
    for word in ("(random)", "(thumb)", "random player"):
        assert word not in page_text, "the computers are named in a card player's words"
    waiting = "No one yet. Players appear here after about 10 to 14 rated games"
    assert waiting in phone.locator("#piquet-title ~ p").first.inner_text()
    assert serious_violations(phone) == [], "the leaderboard"
    _shot(phone, "leaderboard-375")
    phone.context.close()


def _shown_rating(page: Any, server: Server, name: str) -> tuple[int, dict[str, Any]]:
    page.goto(f"{server.url}players/{name}")
    page.wait_for_selector("#ratings-title ~ table tbody td.number")
    shown = page.locator("#ratings-title ~ table tbody td.number").first.inner_text()
    facts = page.evaluate(f"fetch('/api/players/{name}').then((r) => r.json())")
    return int(shown.split()[0]), facts


def test_two_accounts_play_a_rated_partie_and_see_their_ratings_move(
    browser: Any, server: Server
) -> None:
    """Each sees his rating move as Glicko-2 says (docs/players.md "Ratings"), and the game
    in his profile and history."""
    from browser_tools import Player
    from playwright.sync_api import expect

    from salon.web.players.glicko2 import Rating, Result, rate

    host = _page(browser, server)
    sign_up_here(host, server, "Rae")
    host.goto(server.url)
    form = host.locator("#new-table")
    form.get_by_label("Your name").fill("Rae")
    form.locator("input[name=game][value=piquet]").check()
    form.locator("input[name=opponent][value=friend]").check()
    form.locator("input[name=preset][value=four-deal]").check()
    form.locator("input[name=rated]").check()
    host.get_by_role("button", name="Sit down").click()
    host.wait_for_selector("#invite:not([hidden])")
    link = host.locator("#invite-link").input_value()
    guest = _page(browser, server)
    sign_up_here(guest, server, "Sol")
    guest.goto(link)
    guest.wait_for_selector("#join:not([hidden])")
    # Signed in, the invited player finds his account's name already filled in.
    expect(guest.locator("#join-table").get_by_label("Your name")).to_have_value("Sol")
    guest.get_by_role("button", name="Take your seat").click()
    guest.wait_for_selector("#table:not([hidden])")
    players = [Player(host), Player(guest)]
    deadline = time.monotonic() + 300
    while not all(p.look()["playAgain"] for p in players):
        assert time.monotonic() < deadline, "the rated partie did not end"
        for player in players:
            player.step()
    # The end panel says how each rating moved, in a card player's words.
    told = {}
    for page in (host, guest):
        moved = page.locator("#panel-body .ratings-moved")
        expect(moved).to_be_visible()
        told[page] = moved.inner_text()
    _shot(host, "rated-end-1280")
    ratings = {}
    for page, name in ((host, "Rae"), (guest, "Sol")):
        ratings[name] = _shown_rating(page, server, name)
    rae = ratings["Rae"][1]
    game = rae["latest"][0]
    assert game["rated"] is True and game["opponent"] == "Sol"
    score = {"won": 1.0, "lost": 0.0, "drawn": 0.5}[game["result"]]
    assert ratings["Rae"][0] == round(rate(Rating(), [Result(Rating(), score)]).rating)
    assert ratings["Sol"][0] == round(rate(Rating(), [Result(Rating(), 1 - score)]).rating)
    for page in (host, guest):
        rae_moved, sol_moved = (ratings[name][0] - 1500 for name in ("Rae", "Sol"))
        for name, change in (("Rae", rae_moved), ("Sol", sol_moved)):
            way = "unchanged" if not change else f"{'up' if change > 0 else 'down'} {abs(change)}"
            said = f"{name} 1500 → {ratings[name][0]} ({way}), provisional"
            assert said in told[page], told[page]
    host.goto(f"{server.url}players/Rae")
    host.wait_for_selector("#history-list tbody tr")
    assert "Sol" in host.locator("#history-list tbody tr").first.inner_text()
    finished = host.locator("#history-list tbody tr td.when").first.inner_text()
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]+ \d{4}", finished), finished  # "29 November 2026"
    assert host.locator(".rating-graph circle").count() == 2  # the start, then the partie
    # Each graph is headed by its game (a new player's trial: two graphs, neither named).
    assert host.locator(".rating-figure figcaption").all_inner_texts() == ["Piquet"]
    opponent = host.locator("#history-list tbody tr").first.locator("td.against a")
    assert opponent.inner_text() == "Sol" and opponent.get_attribute("href") == "/players/Sol"
    assert serious_violations(host) == [], "the profile"
    _shot(host, "profile-rated-1280")
    host.set_viewport_size({"width": 375, "height": 860})
    figures = host.locator(".rating-graph text").evaluate_all(
        "(texts) => texts.map((t) => t.getBoundingClientRect().height)"
    )
    assert figures and min(figures) >= 10, f"the graph's figures are legible on a phone: {figures}"
    _shot(host, "profile-rated-375")
    host.locator("#history-title").scroll_into_view_if_needed()
    host.locator("select[name=result]").select_option(game["result"])
    host.get_by_role("button", name="Show").click()
    host.wait_for_selector("#history-list tbody tr")
    host.set_viewport_size({"width": 1280, "height": 860})
    _shot(host, "history-1280")
    # Where the players are found: their ratings provisional, listed apart on the board.
    host.goto(f"{server.url}players")
    host.wait_for_selector("#piquet-title")
    assert host.url.endswith("/leaderboard")
    found = host.locator("#piquet-title ~ .newcomers a").all_inner_texts()
    assert sorted(found) == ["Rae", "Sol"], found
    _shot(host, "leaderboard-newcomers-1280")
    for page in (host, guest):
        page.context.close()


def test_a_refusal_reads_as_a_sentence(browser: Any, server: Server) -> None:
    """The server's refusal stands on a line of its own, so it begins as a sentence does."""
    page = browser.new_context().new_page()
    page.goto(f"{server.url}account")
    form = page.locator("#sign-in")
    form.get_by_label("Name").fill("Nobody here")
    form.get_by_label("Password").fill("not the password")
    form.get_by_role("button", name="Sign in").click()
    error = form.locator(".error")
    error.filter(has_text="match an account").wait_for()
    assert error.inner_text().startswith("That name and password")


def test_another_players_page_offers_a_challenge_that_fills_the_home_pages_form(
    browser: Any, server: Server
) -> None:
    """docs/players.md "Profile, history, leaderboard": "Challenge Uma" on Uma's page, for a
    signed-in player only, not on his own page; its dates in words."""
    from playwright.sync_api import expect

    uma = _page(browser, server)
    sign_up_here(uma, server, "Uma")
    uma.goto(f"{server.url}players/Uma")
    expect(uma.locator("#page-title")).to_have_text("Uma")
    member = uma.locator("#content .facts").first
    expect(member).to_have_text(re.compile(r"^Member since \d{1,2} [A-Z][a-z]+ \d{4}$"))
    expect(uma.get_by_role("link", name=re.compile("^Challenge"))).to_have_count(0)
    # The account page writes the day as the profile does (a new player's trial: "2026-11-30").
    uma.goto(f"{server.url}account")
    expect(uma.locator(".facts", has_text="Member since")).to_have_text(
        re.compile(r"^Member since \d{1,2} [A-Z][a-z]+ \d{4}$")
    )
    visitor = _page(browser, server, "players/Uma")
    expect(visitor.locator("#page-title")).to_have_text("Uma")
    expect(visitor.get_by_role("link", name="Challenge Uma")).to_have_count(0)
    vic = _page(browser, server)
    sign_up_here(vic, server, "Vic")
    vic.goto(f"{server.url}players/Uma")
    challenge = vic.get_by_role("link", name="Challenge Uma")
    expect(challenge).to_be_visible()
    _shot(vic, "challenge-from-profile-1280")
    vic.set_viewport_size({"width": 375, "height": 860})
    assert vic.evaluate("document.documentElement.scrollWidth") <= 375
    _shot(vic, "challenge-from-profile-375")
    vic.set_viewport_size({"width": 1280, "height": 860})
    challenge.click()
    form = vic.locator("#seek-form")
    expect(form.get_by_label("Challenge a player")).to_have_value("Uma")
    expect(form.get_by_label("Challenge a player")).to_be_focused()
    assert "challenge=" not in vic.url  # offered once, not again at a reload
    form.get_by_role("button", name="Offer the game").click()
    vic.wait_for_selector("#my-seeks li:has-text('challenge to Uma')")
    for page in (uma, visitor, vic):
        page.context.close()
