"""The chat in chromium (docs/web.md "Chat"): a line sent and read as text, a seat muted,
lines refused when too long or too fast, the spectators' chat not shown to the players; the
tab's title when it becomes one's turn, and the badge of the tables waiting for one.
Screenshots at 1280 and 375 pixels wide."""

from __future__ import annotations

from typing import Any

from browser_tools import ARTIFACTS, Server, sit_down
from test_browser_room import open_page

# Whether each "Your turn" badge of My tables leaves its table's words clear.
BADGE_CLEAR = """() => [...document.querySelectorAll("#my-tables .entry-badge")].every((badge) => {
  const b = badge.getBoundingClientRect();
  return [...badge.closest(".entry").querySelectorAll(".entry-link > span")].every((words) => {
    const w = words.getBoundingClientRect();
    return w.right <= b.left || w.bottom <= b.top || w.top >= b.bottom;
  });
})"""


def _say(page: Any, text: str) -> None:
    page.locator("#chat-text").fill(text)
    page.locator("#chat-form").get_by_role("button", name="Say").click()


def test_chat_sent_muted_refused_and_the_spectators_apart(browser: Any, server: Server) -> None:
    from playwright.sync_api import expect

    host = open_page(browser, server)
    sit_down(host, "ecarte", opponent="friend")
    host.wait_for_selector("#invite:not([hidden])")
    link = host.locator("#invite-link").input_value()
    guest = open_page(browser, server)
    guest.goto(link)
    guest.wait_for_selector("#join:not([hidden])")
    guest.locator("#join-table").get_by_label("Your name").fill("Bob")
    guest.get_by_role("button", name="Take your seat").click()
    guest.wait_for_selector("#table:not([hidden])")
    watcher = open_page(browser, server)
    watcher.goto(host.url)
    watcher.wait_for_selector("#table:not([hidden])")

    _say(host, "<img src=x onerror=alert(1)> Bonsoir")
    expect(guest.locator("#chat-lines li").last).to_have_text(
        "Ann: <img src=x onerror=alert(1)> Bonsoir"
    )
    assert guest.locator("#chat-lines img").count() == 0
    watcher.locator("#chat-name").fill("Cy")
    _say(watcher, "she should keep the king")
    expect(watcher.locator("#chat-lines li").last).to_have_text(
        "Cy (watching): she should keep the king"
    )
    host.evaluate("document.querySelector('#chat-text').removeAttribute('maxlength')")
    _say(host, "x" * 301)
    expect(host.locator("#chat-error")).to_contain_text("300 characters at most")
    for number in range(5):
        _say(host, f"quick {number}")
    expect(host.locator("#chat-error")).to_contain_text("too fast")
    assert "watching" not in host.locator("#chat-lines").inner_text()
    assert "watching" not in guest.locator("#chat-lines").inner_text()
    guest.get_by_role("button", name="Mute Ann").click()
    expect(guest.locator("#chat-lines li")).to_have_count(0)
    expect(guest.get_by_role("button", name="Unmute Ann")).to_be_visible()
    guest.get_by_role("button", name="Unmute Ann").click()
    expect(guest.locator("#chat-lines li").first).to_contain_text("Bonsoir")
    _say(guest, "À vous de jouer")
    players = (host, guest)
    to_act = [p for p in players if p.evaluate("document.title").startswith("● Your turn")]
    assert len(to_act) == 1, [p.evaluate("document.title") for p in players]
    host.locator("#chat-box").scroll_into_view_if_needed()
    host.screenshot(path=str(ARTIFACTS / "chat-1280.png"), full_page=True)
    host.set_viewport_size({"width": 375, "height": 800})
    host.locator("#chat-box").scroll_into_view_if_needed()
    host.screenshot(path=str(ARTIFACTS / "chat-375.png"), full_page=True)
    waiting = to_act[0]
    waiting.goto(f"{server.url}#/")
    expect(waiting.locator("#my-turns")).to_have_text("1 waits for you")
    assert waiting.evaluate("document.title").startswith("(1) ")
    waiting.set_viewport_size({"width": 1280, "height": 860})
    waiting.locator("#mine-title").scroll_into_view_if_needed()
    waiting.screenshot(path=str(ARTIFACTS / "turn-badge-1280.png"))
    waiting.set_viewport_size({"width": 375, "height": 800})
    waiting.locator("#mine-title").scroll_into_view_if_needed()
    waiting.screenshot(path=str(ARTIFACTS / "turn-badge-375.png"))
    expect(waiting.locator("#my-tables .entry-badge")).to_have_text("Your turn")
    assert waiting.evaluate(BADGE_CLEAR), "the table's words run under its Your turn badge"
    for page in (host, guest, watcher):
        page.context.close()
