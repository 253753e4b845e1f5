"""The table by the keyboard, in a real browser (Debian's chromium through Playwright): the hand
is one Tab stop with the arrow keys inside it (the roving tabindex of the WAI-ARIA Authoring
Practices), so the buttons of what one may say are a press or two away, and Enter or Space
plays the card the focus is on.

docs/web.md "The page". Screenshots are saved under artifacts/.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, sit_down

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

TAB_STOPS_IN_HAND = """() => [...document.querySelectorAll('#hand button.card')]
  .filter((b) => b.tabIndex >= 0).length"""
FOCUS = """() => {
  const a = document.activeElement;
  return {
    inHand: !!a.closest('#hand'), say: !!a.closest('#actions'), card: a.dataset.card ?? null,
  };
}"""


def wait_until(page: Any, player: Player, ready: Any, seconds: float = 90) -> dict[str, Any]:
    """Plays by clicking until ``ready(look)``; returns that look."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        look = player.look()
        if ready(look) and not look["confirm"] and look["panel"] is None:
            return look
        player.step()
        page.evaluate("() => document.activeElement?.blur()")  # a click leaves no focus here
    raise AssertionError(f"the moment never came: {player.look()}")


def test_the_hand_is_one_tab_stop_and_the_arrows_move_within_it(page: Any) -> None:
    """From the hand, Shift+Tab reaches what one may say at once (not card by card); Tab
    leaves the hand after one stop; the arrows move along the hand and the stop follows."""
    sit_down(page, "piquet")
    player = Player(page)
    held = page.locator("#hand button.card")
    wait_until(
        page, player, lambda look: look["say"] >= 2 and not look["choosing"] and held.count()
    )
    assert page.evaluate(TAB_STOPS_IN_HAND) == 1, "the hand is one Tab stop"
    page.locator("#hand button.card").first.focus()
    page.keyboard.press("End")
    last = page.locator("#hand button.card").last.get_attribute("data-card")
    assert page.evaluate(FOCUS)["card"] == last
    presses = 0
    while not page.evaluate(FOCUS)["say"] and presses < 4:
        page.keyboard.press("Shift+Tab")
        presses += 1
    assert page.evaluate(FOCUS)["say"], "Shift+Tab from the hand reaches the buttons at once"
    page.screenshot(path=str(ARTIFACTS / "web-keys-say.png"))
    presses = 0
    while not page.evaluate(FOCUS)["inHand"] and presses < 6:
        page.keyboard.press("Tab")
        presses += 1
    assert page.evaluate(FOCUS)["card"] == last, "Tab comes back to the card last focused"
    page.keyboard.press("Tab")
    assert not page.evaluate(FOCUS)["inHand"], "one Tab leaves the hand"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Home")
    first = page.evaluate(FOCUS)["card"]
    page.keyboard.press("ArrowRight")
    second = page.evaluate(FOCUS)["card"]
    assert second not in (None, first), "the arrow moves to the next card"
    assert page.evaluate(TAB_STOPS_IN_HAND) == 1
    assert page.locator(f"#hand button[data-card='{second}']").get_attribute("tabindex") == "0"


def playing(look: dict[str, Any]) -> bool:
    """A card to play (not cards to choose for the discard), and nothing to say."""
    return bool(look["playable"] >= 2 and not look["say"] and not look["choosing"])


def test_space_plays_the_card_the_tab_stop_gives(page: Any) -> None:
    """At one's lead the hand's Tab stop is a card one may play, and Space plays it."""
    sit_down(page, "ecarte")
    player = Player(page)
    for _ in range(20):
        wait_until(page, player, playing)
        page.wait_for_timeout(700)  # a deal's panel may still be on its way
        look = player.look()
        if playing(look) and look["panel"] is None and not look["confirm"]:
            break
    # The hand may be drawn again between the look and the check (a view on its way): the stop
    # must settle on a playable card, not be read in passing.
    settled = """() => document.querySelector("#hand button.card[tabindex='0']")
      ?.classList.contains("playable") === true"""
    page.wait_for_function(settled, timeout=10_000)  # fails if it never settles there
    stop = page.locator("#hand button.card[tabindex='0']")
    assert "playable" in (stop.get_attribute("class") or ""), "the stop is on a playable card"
    card = stop.get_attribute("data-card")
    stop.focus()
    page.keyboard.press("Space")
    page.wait_for_function(
        f"""() => !document.querySelector("#hand button[data-card='{card}']")
          || document.querySelector('#panel[open]') !== null"""
    )
