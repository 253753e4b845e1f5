"""Answering a Piquet call in a real browser (Debian's chromium through Playwright): the answer
the cards support is the first button, and "Good", which would concede the points, is the last
and asks to be confirmed, the focus on Cancel. Source: piquet-description-and-example.txt
"Calling and showing" (younger answers "good" or "not good")."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, sit_down

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

BETTER = re.compile(r"^(Not good|Equal): ")


def test_the_answer_the_cards_support_comes_first_and_good_is_confirmed(page: Any) -> None:
    sit_down(page, "piquet")
    player = Player(page)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        look = player.look()
        if not any(BETTER.match(label) for label in look["labels"]) or look["confirm"]:
            player.step()
            continue
        labels = look["labels"]
        assert BETTER.match(labels[0]), labels
        assert labels[-1] == "Good", labels
        page.screenshot(path=str(ARTIFACTS / "web-answer.png"))
        page.locator("#actions > button.say", has_text=re.compile("^Good$")).click()
        page.wait_for_selector("#confirm[open]")
        question = page.locator("#confirm-text").inner_text()
        assert question.startswith("Say “Good”? You hold ") and "gives the adversary" in question
        assert page.evaluate("() => document.activeElement.id") == "confirm-no"
        page.keyboard.press("Enter")
        page.wait_for_selector("#confirm", state="hidden")
        assert player.look()["labels"] == labels, "cancelled: nothing was said"
        return
    pytest.fail("no call came that the hand could answer better than “Good”")


FORCED = re.compile(r"^You hold nothing as good as “[^”]+”: you say “Good\.”$")


def _sit_watching_the_status(page: Any) -> None:
    """A new Piquet table, every text the status shows kept in ``window.statusesSeen``."""
    sit_down(page, "piquet")
    page.evaluate(
        """() => {
          window.statusesSeen = [];
          const status = document.getElementById("status");
          new MutationObserver(() => window.statusesSeen.push(status.textContent))
            .observe(status, { childList: true, characterData: true, subtree: true });
        }"""
    )


def test_a_good_said_for_the_player_is_told_before_the_talk_repeats_it(page: Any) -> None:
    """With nothing as good as elder's call, younger's only answer is "Good" (piquet-description-
    and-example.txt "Calling and showing"): the page says it for him, and says so first."""
    _sit_watching_the_status(page)
    player = Player(page)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        seen = page.evaluate("() => window.statusesSeen")
        if any(FORCED.match(text) for text in seen):
            page.wait_for_function(
                "() => [...document.querySelectorAll('.talk li')]"
                ".some((line) => line.textContent.includes('Good.'))"
            )
            return
        if player.look()["playAgain"]:  # a partie over without such a call: another
            page.goto(page.url.split("#")[0])
            _sit_watching_the_status(page)
            player = Player(page)
        player.step()
    pytest.fail("no call came that the hand held nothing as good as")
