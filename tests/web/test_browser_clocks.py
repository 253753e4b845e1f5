"""In the browser, with the clocks' time injected (never slept): a turn-based game between
two accounts over simulated days, the "Your turn" list and its badge right at every step;
a live table's clock runs out and the adversary claims the game (docs/web.md "Clocks")."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_tools import Player, Server, signed_up_page
from play_tools import FakeTime
from playwright.sync_api import expect
from session_browser import new_session
from webtools import free_port

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url

SHOTS = os.environ.get("SALON_SHOTS")


class TimedServer(Server):
    """The app in this process (so that its clocks read the test's time), served by uvicorn
    in a thread."""

    def __init__(self, database: Path, port: int, clock: FakeTime) -> None:
        super().__init__(database, port)
        self.clock = clock
        self.store = Store(sqlite_url(database))

    def start(self) -> None:
        import uvicorn

        app = create_app(self.store, rate=1000, burst=1000, thinkers=0, now=self.clock)
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        self.uvicorn = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.uvicorn.run, daemon=True)
        self.thread.start()
        if not self.answers():
            raise AssertionError("the server did not start")

    def stop(self) -> None:
        self.uvicorn.should_exit = True
        self.thread.join(10)
        self.store.close()


@pytest.fixture(scope="module")
def timed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TimedServer]:
    running = TimedServer(tmp_path_factory.mktemp("clocks") / "salon.db", free_port(), FakeTime())
    running.start()
    yield running
    running.stop()


def _offer(page: Any, game: str, pace: str, time_value: str) -> None:
    form = page.locator("#seek-form")
    form.locator("select[name=game]").select_option(game)
    form.locator("select[name=pace]").select_option(pace)
    form.locator("select[name=time]").select_option(time_value)
    form.get_by_role("button", name="Offer the game").click()
    page.wait_for_selector("#my-seeks li button:has-text('Withdraw')")


def _pair(browser: Any, server: Server, names: tuple[str, str], pace: str, value: str) -> Any:
    ann, bob = signed_up_page(browser, server, names[0]), signed_up_page(browser, server, names[1])
    _offer(ann, "ecarte", pace, value)
    bob.reload()
    bob.locator("#seeks li", has_text=names[0]).get_by_role("button", name="Play").click()
    bob.wait_for_selector("#table:not([hidden])")
    table = bob.url.split("#/t/")[1]
    # Ann, waiting on the home page, is taken to the table as her offer is taken.
    ann.wait_for_selector("#table:not([hidden])", timeout=15_000)
    return ann, bob, table


def _running_seat(server: Server, table: str) -> int:
    for _ in range(100):
        clocks = httpx.get(f"{server.url}api/play/clocks/{table}").json()["clocks"]
        running = [clock["seat"] for clock in clocks if clock["running"]]
        if running:
            return int(running[0])
        time.sleep(0.05)
    raise AssertionError("no clock runs")


def _step(server: Server, table: str) -> int:
    facts = httpx.get(f"{server.url}api/tables/{table}").json()
    return int(facts.get("table", facts)["step"])


def _home(page: Any, server: Server) -> tuple[str, str]:
    page.goto(server.url)
    page.wait_for_selector("#your-turn li")
    badge = page.locator("#turn-badge")
    return page.locator("#your-turn").inner_text(), badge.inner_text() if badge.is_visible() else ""


def test_a_turn_based_game_over_simulated_days_with_the_your_turn_list_and_badge(
    browser: Any, timed: TimedServer
) -> None:
    ann, bob, table = _pair(browser, timed, ("Eve", "Fay"), "turn", "1")
    pages = (ann, bob)
    for step in range(6):
        seat = _running_seat(timed, table)
        listed, badge = _home(pages[seat], timed)
        assert "your turn" in listed and badge == "1", (step, listed)
        other_name = ("Fay", "Eve")[seat]
        assert f"Écarté against {other_name} — your turn 1 d" in listed, listed  # words apart
        assert "1 d 0 h left" in listed  # a whole day from the start of his turn
        other, other_badge = _home(pages[1 - seat], timed)
        assert "No game with a clock waits for you." in other and other_badge == ""
        # His own table says whose turn it is (a new player's trial: it said nothing).
        waits = f"{('Eve', 'Fay')[seat]}'s turn"
        expect(pages[1 - seat].locator("#my-tables")).to_contain_text(waits)
        if step == 1 and SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            pages[seat].screenshot(path=f"{SHOTS}/your-turn-1280.png", full_page=True)
            pages[seat].set_viewport_size({"width": 375, "height": 860})
            pages[seat].screenshot(path=f"{SHOTS}/your-turn-375.png", full_page=True)
            pages[seat].set_viewport_size({"width": 1280, "height": 860})
        timed.clock.pass_(hours=20)  # the game waits: most of a day goes by
        pages[seat].goto(f"{timed.url}#/t/{table}")
        pages[seat].wait_for_selector("#table:not([hidden])")
        player = Player(pages[seat])
        before = _step(timed, table)
        deadline = time.monotonic() + 20
        while _step(timed, table) == before:
            assert time.monotonic() < deadline, "no move was made"
            player.step()
    for page in pages:
        page.context.close()


def test_a_live_clock_runs_out_and_the_adversary_claims_the_game(
    browser: Any, timed: TimedServer
) -> None:
    ann, bob, table = _pair(browser, timed, ("Gil", "Hal"), "live", "180")
    late = _running_seat(timed, table)
    claimer = (ann, bob)[1 - late]
    claimer.wait_for_selector(".plate .clock.running")
    timed.clock.pass_(seconds=181)
    claimer.reload()
    claimer.wait_for_selector("#table:not([hidden])")
    # The player whose time ran out is told so, and what may follow; he has nothing to claim.
    flagged = (ann, bob)[late]
    flagged.reload()
    expect(flagged.locator(".claim")).to_have_text(
        "Your time has run out: your adversary may claim the game. Until he does, play on.",
        timeout=15_000,
    )
    expect(flagged.get_by_role("button", name="Claim the game")).to_have_count(0)
    listed, _ = _home(flagged, timed)  # and so says his list of games waiting for him
    assert "your turn (your time has run out)" in listed and "0:00" not in listed, listed
    flagged.goto(f"{timed.url}#/t/{table}")
    flagged.wait_for_selector("#table:not([hidden])")
    # On a phone the claim stands where the player's own actions would, above the scoring card.
    claimer.set_viewport_size({"width": 375, "height": 812})
    button = claimer.get_by_role("button", name="Claim the game")
    button.wait_for(timeout=15_000)
    # Said of him by name, in the status too: not "thinking" (a new player's trial).
    late_name = ("Gil", "Hal")[late]
    expect(claimer.locator(".claim")).to_contain_text(f"{late_name}'s time has run out.")
    expect(claimer.locator("#status")).to_have_text(f"{late_name}'s time has run out.")
    assert button.bounding_box()["y"] < claimer.locator("#scores").bounding_box()["y"]
    assert claimer.get_by_role("button", name="Let the computer take the seat").is_visible()
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        claimer.screenshot(path=f"{SHOTS}/claim-375.png", full_page=True)
    claimer.set_viewport_size({"width": 1280, "height": 860})
    button.click(timeout=15_000)
    claimer.wait_for_selector(".claim:has-text('won')")
    facts = httpx.get(f"{timed.url}api/tables/{table}").json()
    info = facts.get("table", facts)
    assert "won: the adversary's time ran out" in info["result"]
    assert info["claimed"] == {"winner": 1 - late, "resigned": False}
    # Both tables end at once: the winner and the player whose time ran out are told, and
    # neither is left "thinking".
    names = ("Gil", "Hal")
    winner, loser = names[1 - late], names[late]
    told = {
        claimer: ("You win the game", f"You win: {loser}'s time ran out."),
        (ann, bob)[late]: (f"{winner} wins the game", f"{winner} wins: your time ran out."),
    }
    for page, (title, status) in told.items():
        expect(page.locator("#panel-title")).to_have_text(title, timeout=15_000)
        expect(page.locator("#status")).to_have_text(status)
        assert "claimed the game" in page.locator("#panel-body").inner_text()
        # Nothing left to play: only the way back to the result.
        expect(page.locator("#actions button")).to_have_text(["Show the result"])
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=f"{SHOTS}/claimed-{'winner' if page is claimer else 'loser'}.png")
    # Opened again later, the table says so at once.
    claimer.reload()
    expect(claimer.locator("#panel-title")).to_have_text("You win the game", timeout=15_000)
    for page in (ann, bob):
        page.context.close()


def test_the_clocks_of_a_finished_game_are_put_away(browser: Any, timed: TimedServer) -> None:
    """A game over shows no clock still counting: opened again after the end, no time is
    shown for the seat that was to move (docs/web.md "Clocks")."""
    ann, bob, table = _pair(browser, timed, ("Kit", "Lou"), "turn", "1")
    late = _running_seat(timed, table)
    claimer = (ann, bob)[1 - late]
    claimer.wait_for_selector(".plate .clock")
    timed.clock.pass_(days=1, seconds=1)
    claimer.reload()
    button = claimer.get_by_role("button", name="Claim the game")
    button.click(timeout=15_000)
    expect(claimer.locator("#panel-title")).to_have_text("You win the game", timeout=15_000)
    for page in (ann, bob):
        page.goto(f"{timed.url}#/t/{table}")
        expect(page.locator("#panel-title")).not_to_be_empty(timeout=15_000)
        page.wait_for_timeout(1500)  # the clocks are asked for as the table opens
        expect(page.locator(".plate .clock")).to_have_count(0)
        expect(page.get_by_role("timer")).to_have_count(0)
    for page in (ann, bob):
        page.context.close()


def test_a_player_opening_his_table_from_a_link_on_another_device_sits_at_his_place(
    browser: Any, timed: TimedServer
) -> None:
    """The "your turn" mail's link, opened on a device that never held the seat, signed in:
    the table opens at his own place with his hand, not as a spectator's (docs/players.md)."""
    ann, bob, table = _pair(browser, timed, ("Ivy", "Jon"), "turn", "1")
    elsewhere = browser.new_context()
    elsewhere.add_cookies(bob.context.cookies())
    page = elsewhere.new_page()
    page.goto(f"{timed.url}#/t/{table}")
    expect(page.locator("#bottom-name")).to_contain_text("Jon", timeout=15_000)
    expect(page.locator("#hand button.card")).to_have_count(5, timeout=15_000)
    for context in (ann.context, bob.context, elsewhere):
        context.close()


def test_a_turn_based_pool_set_up_on_the_form_is_in_the_your_turn_list_over_simulated_hours(
    browser: Any, timed: TimedServer
) -> None:
    """docs/ecarte-sessions.md "Time a move": the host chooses a day a move on the session's
    form; while the pool waits for him, his "Your turn" list and badge show it, its time
    running down with the injected clock."""
    page = signed_up_page(browser, timed, "Ida")
    new_session(page, "pool", "loser-pays", name="Ida", seats=["host", "thumb", "thumb"], days="1")
    table = page.url.split("#/t/")[1]
    assert _running_seat(timed, table) == 0  # the computers act at once; the pool waits for her
    listed, badge = _home(page, timed)
    assert "your turn" in listed and badge == "1" and "1 d 0 h left" in listed, listed
    assert "Pool Écarté against " in listed and "— your turn" in listed, listed
    timed.clock.pass_(hours=20)
    listed, _ = _home(page, timed)
    assert "4 h" in listed and "1 d" not in listed, listed
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/pool-your-turn-1280.png", full_page=True)
        page.set_viewport_size({"width": 375, "height": 860})
        page.screenshot(path=f"{SHOTS}/pool-your-turn-375.png", full_page=True)
    page.context.close()
