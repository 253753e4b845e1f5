"""The card room around the games, in a real browser (Debian's chromium through Playwright):
a friend invited by a link, a spectator, the phone's screen, the connection lost and back,
and an accessibility scan (axe-core) of every screen.

docs/web.md "The page". Screenshots are saved under artifacts/.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import httpx
import pytest
from browser_tools import (
    ARTIFACTS,
    CARD_CODE,
    CHROMIUM,
    Player,
    Server,
    play_a_deal,
    play_to_the_end,
    sit_down,
)

PHONE = {"width": 375, "height": 812}

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def open_page(
    browser: Any,
    server: Server,
    viewport: dict[str, int] | None = None,
    motion: str = "no-preference",
) -> Any:
    context = browser.new_context(
        viewport=viewport or {"width": 1280, "height": 860}, reduced_motion=motion
    )
    page = context.new_page()
    page.goto(server.url)
    return page


def serious_violations(page: Any) -> list[str]:
    """What axe-core finds serious or critical on the page as it stands."""
    from axe_playwright_python.sync_playwright import Axe

    # A card fading in is half its colour for a moment: scan the screen as it stands. (Written
    # as a function: a bare expression is wrapped by an eval the page's CSP refuses.)
    page.wait_for_function(
        "() => document.getAnimations().every((a) => a.playState !== 'running')", timeout=5000
    )
    found = Axe().run(page).response["violations"]
    return [
        f"{v['id']}: {v['help']} ({[(n['target'], n['failureSummary']) for n in v['nodes']][:3]})"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def test_a_friend_game_through_the_invitation(browser: Any, server: Server) -> None:
    """The host waits without being offered the choice of deal; the friend's invitation says
    who invites, to which game, under which rules; then the two play a deal together."""
    from playwright.sync_api import expect

    host = open_page(browser, server)
    sit_down(host, "piquet", opponent="friend")
    host.wait_for_selector("#invite:not([hidden])")
    link = host.locator("#invite-link").input_value()
    assert host.locator("#status").inner_text() == "Waiting for your friend to sit down."
    assert host.locator("#actions button").count() == 0, "no 'I deal' before the friend sits"
    guest = open_page(browser, server)
    guest.goto(link)
    guest.wait_for_selector("#join:not([hidden])")
    expect(guest.locator("#join-title")).to_have_text("Ann invites you to a game of Piquet")
    assert "Rubicon Piquet" in guest.locator("#join-about").inner_text()
    guest.screenshot(path=str(ARTIFACTS / "web-invitation.png"))
    guest.locator("#join-table").get_by_label("Your name").fill("Bob")
    guest.get_by_role("button", name="Take your seat").click()
    guest.wait_for_selector("#table:not([hidden])")
    host.wait_for_function("() => document.querySelector('#top-name').textContent === 'Bob'")
    assert host.locator("#invite").is_hidden()
    play_a_deal([Player(host), Player(guest)], 90, "the friends did not finish a deal")
    assert guest.locator("#top-name").inner_text() == "Ann"
    host.context.close()
    guest.context.close()


def test_a_listed_table_taken_from_the_home_page(browser: Any, server: Server) -> None:
    """A table its host listed shows among those waiting for a player; its seat is taken from
    there, the page saying who invites, to which game."""
    from playwright.sync_api import expect

    body = {"name": "Bob", "game": "ecarte", "opponent": "friend", "listed": True}
    table = httpx.post(f"{server.url}api/tables", json=body, timeout=10).json()["table"]
    page = open_page(browser, server)
    entry = page.locator("#open-tables a", has_text="Bob")
    entry.first.wait_for(timeout=15000)
    entry.first.click()
    expect(page.locator("#join-title")).to_have_text("Bob invites you to a game of Écarté")
    page.locator("#join-table").get_by_label("Your name").fill("Ann")
    page.get_by_role("button", name="Take your seat").click()
    page.wait_for_selector("#table:not([hidden])")
    assert table in page.url
    expect(page.locator("#top-name")).to_have_text("Bob")
    page.goto(server.url)
    expect(page.locator("#my-tables")).to_contain_text("Bob")
    page.context.close()


def public_cards(frame: dict[str, Any]) -> set[str]:
    """The cards an onlooker may see in a state: on the table (the trick, the tricks, the
    turn-up) and in the public talk."""
    seen = {code for event in frame["view"]["talk"] for code in event["cards"]}
    seen |= set(CARD_CODE.findall(" ".join(e["words"] for e in frame["view"]["talk"])))
    deal = frame["view"]["deal"] or {}
    seen |= {deal[key] for key in ("lead", "turn_up") if deal.get(key)}
    seen |= {t[key] for t in deal.get("tricks", []) for key in ("lead", "reply")}
    return seen


def test_a_spectator_sees_no_hidden_card(browser: Any, server: Server) -> None:
    """An onlooker watching a game at its address: every frame the page is sent holds only
    cards on the table or said aloud, never a hand."""
    player_page = open_page(browser, server)
    sit_down(player_page, "ecarte")
    onlooker = open_page(browser, server)
    frames: list[dict[str, Any]] = []
    onlooker.on(
        "websocket",
        lambda ws: ws.on("framereceived", lambda data: frames.append(json.loads(data))),
    )
    onlooker.goto(player_page.url)
    onlooker.wait_for_selector("#table:not([hidden])")
    play_to_the_end(player_page, Player(player_page), seconds=90)
    onlooker.wait_for_timeout(300)
    states = [f for f in frames if f.get("type") == "state"]
    assert len(states) >= 2
    assert onlooker.locator("#hand button").count() == 0
    for frame in states:
        deal = frame["view"]["deal"] or {}
        assert "hand" not in deal
        assert set(CARD_CODE.findall(json.dumps(frame))) <= public_cards(frame)
    player_page.context.close()
    onlooker.context.close()


def test_a_deal_on_a_phone(browser: Any, server: Server) -> None:
    """At 375 × 812 a whole deal is played without scrolling sideways, the hand and the
    actions inside the screen whenever the player is to act."""
    page = open_page(browser, server, PHONE)
    sit_down(page, "piquet")
    player = Player(page)
    deadline = time.monotonic() + 60
    shot = False
    while "deal panel" not in player.seen:
        assert time.monotonic() < deadline, "a deal was not played"
        look = player.step()
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        if look["playable"] or look["say"]:
            for part in ("#hand", "#actions"):
                box = page.locator(part).bounding_box()
                assert box is not None and box["y"] >= 0
                assert box["y"] + min(box["height"], 60) <= PHONE["height"], f"{part} is below"
            hand = page.locator("#hand").bounding_box()
            assert hand is not None and hand["y"] + hand["height"] <= PHONE["height"]
            if look["playable"] and not shot:
                page.screenshot(path=str(ARTIFACTS / "web-phone-play.png"))
                shot = True
    page.context.close()


def test_accessibility_of_every_screen(browser: Any, server: Server) -> None:
    """axe-core finds nothing serious or critical on the home page, the table, the end panel
    and the replay viewer (as they stand, not while a card is sliding)."""
    page = open_page(browser, server, motion="reduce")
    page.wait_for_selector("#new-table input[name=preset]")
    assert serious_violations(page) == [], "the home page"
    sit_down(page, "ecarte")
    page.wait_for_selector("#hand button.card")
    assert serious_violations(page) == [], "the table"
    play_to_the_end(page, Player(page), seconds=90)
    assert serious_violations(page) == [], "the end panel"
    page.get_by_role("link", name="Look back at the game").click()
    page.wait_for_selector("#replay:not([hidden])")
    page.wait_for_timeout(300)
    assert serious_violations(page) == [], "the replay viewer"
    page.context.close()


def test_the_replay_shows_every_card_only_once_the_game_is_over(
    browser: Any, server: Server
) -> None:
    """While the game goes on its replay is refused and no card is shown; once it is over
    the viewer steps through it with both hands, the stock and the discards face up."""
    page = open_page(browser, server)
    sit_down(page, "ecarte")
    page.wait_for_selector("#hand button.card")
    table = page.url
    page.goto(f"{table}/replay")
    page.wait_for_selector("#replay .notice")
    assert "still being played" in page.locator("#replay").inner_text()
    assert page.locator("#replay [data-card]").count() == 0
    page.goto(table)
    play_to_the_end(page, Player(page), seconds=90)
    page.get_by_role("link", name="Look back at the game").click()
    page.wait_for_selector("#replay .replay-controls")
    page.get_by_role("button", name="The first step").click()
    hands = page.locator(".replay-seat .cards").first
    deadline = time.monotonic() + 30
    while hands.locator("[data-card]").count() < 5:
        assert time.monotonic() < deadline, "no step showed the adversary's hand"
        page.get_by_role("button", name="The next step").click()
    assert page.locator(".replay-seat").nth(1).locator("[data-card]").count() >= 5
    assert page.locator(".replay-middle [data-card]").count() >= 10, "the stock face up"
    assert "Step" in page.locator(".step-count").inner_text()
    page.screenshot(path=str(ARTIFACTS / "web-replay.png"))
    assert page.get_by_role("link", name="Download the record").count() == 1
    page.context.close()


def test_connection_lost_and_back(browser: Any, server: Server) -> None:
    """When the server stops the page says so and blocks every action; when it is back on
    the same port and database the banner goes and the table is live again."""
    page = open_page(browser, server)
    sit_down(page, "piquet", opponent="thumb")
    player = Player(page)
    while page.locator("#hand button.card").count() == 0:
        player.step()
    held = page.locator("#hand button.card").count()
    server.stop()
    page.wait_for_selector("#banner:not([hidden])")
    assert "Connection lost" in page.locator("#banner").inner_text()
    assert page.evaluate("() => document.querySelector('#table').inert")
    assert not re.search("Your|Declare", page.locator("#status").inner_text())
    server.start()
    page.wait_for_selector("#banner", state="hidden", timeout=15000)
    assert not page.evaluate("() => document.querySelector('#table').inert")
    assert page.locator("#hand button.card").count() == held
    page.context.close()
