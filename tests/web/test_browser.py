"""Whole games played in a real browser (Debian's chromium, driven by Playwright), by clicking
as a person would, against the quick computer players.

docs/web.md "The page": the talk keeps its newest line in view, no card is written as a raw
code, the status speaks in the player's terms, focus stays on the hand, the end panel offers
Play again and New table. Screenshots are saved under artifacts/.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CARD_CODE, CHROMIUM, Player, play_to_the_end, sit_down

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def test_a_piquet_partie_played_by_clicking(page: Any) -> None:
    """A whole partie of six deals against the random
    computer: the exchange by choosing cards, the declarations, the play, a panel after each
    deal, the end panel with the scoring card."""
    sit_down(page, "piquet")
    player = Player(page)
    play_to_the_end(page, player, seconds=150)
    page.screenshot(path=str(ARTIFACTS / "web-piquet-end.png"))
    assert {"choosing", "deal panel"} <= player.seen
    panel = page.locator("#panel")
    card = panel.locator("table.scorecard:not(.deal-classes) tbody tr")
    assert card.count() == 6, "six deals on the card"
    assert re.search(r"wins the partie|You win the partie|drawn", panel.inner_text())
    assert panel.get_by_role("link", name="New table").count() == 1
    calls_best_first(player.offered)


def calls_best_first(offered: list[list[str]]) -> None:
    """The point calls come with their counts, best first; sequences by their classic names."""
    making = re.compile(r"^(?:Not good: )?[Pp]oint of \w+ in \w+, making (\d+)$")
    counted = 0
    for labels in offered:
        counts = [int(m.group(1)) for m in map(making.match, labels) if m]
        assert counts == sorted(counts, reverse=True), labels
        counted += len(counts)
        for label in labels:
            assert not CARD_CODE.search(label), label
            if re.match(r"(?:Not good: )?(?:[Tt]ierce|[Qq]uart|[Qq]uint)", label):
                assert "to the ace" not in label, f"an ace-high sequence is 'major': {label}"
    assert counted, "points were called with their counts"


def test_an_ecarte_game_played_by_clicking(page: Any) -> None:
    """A game to five against the random computer, proposing and discarding when offered."""
    sit_down(page, "ecarte")
    player = Player(page, prefer=re.compile("propose|accept", re.IGNORECASE))
    for _ in range(3):  # the random computer may refuse every proposal of a game: play again
        play_to_the_end(page, player, seconds=120)
        if "choosing" in player.seen:
            break
        first = page.url
        page.get_by_role("button", name="Play again").click()
        page.wait_for_function(f"() => location.href !== {first!r}")
    page.screenshot(path=str(ARTIFACTS / "web-ecarte-end.png"))
    assert "choosing" in player.seen, "cards were discarded by choosing them"
    text = page.locator("#panel").inner_text()
    assert "Play again" in text
    # A single game at single values: its final points, no tally of one game won.
    assert re.search(r"The game: Ann \d+, .+ \d+\.", text), text
    assert "Games won" not in text and "Game points" not in text, text
    card = page.locator("#scorecard").inner_text()
    assert "Game to five" in card and "Games won" not in card, card


def test_play_again_sits_the_same_players_at_a_fresh_table(page: Any) -> None:
    """The end panel's Play again opens the next table with the same adversary."""
    sit_down(page, "ecarte")
    first = page.url
    play_to_the_end(page, Player(page), seconds=120)
    page.get_by_role("button", name="Play again").click()
    page.wait_for_function(f"() => location.href !== {first!r}")
    page.wait_for_selector("#hand button.card")
    assert "Computer" in page.locator("#top-name").inner_text()
    # A new game: the end panel is gone (a deal's panel may show if the first deal is over).
    assert page.get_by_role("button", name="Play again").count() == 0


def test_the_end_panel_closes_back_to_the_table(page: Any) -> None:
    """A new player's trial: the end panel offered only Play again and New table, and hid
    the page's links; Close puts it away, the table and its scoring card as they ended."""
    sit_down(page, "ecarte")
    play_to_the_end(page, Player(page), seconds=120)
    # How the game was won: the last deal counted, as its own panel would have.
    assert page.locator("#panel-body h3.last-deal").inner_text().startswith("Deal ")
    page.locator("#panel-actions").get_by_role("button", name="Close").click()
    page.wait_for_function("() => !document.querySelector('#panel').open")
    assert page.locator("#scorecard").is_visible()
    # The way to play again or look back stays on the table (a new player's trial).
    page.get_by_role("button", name="Show the result").click()
    page.wait_for_function("() => document.querySelector('#panel').open")
    page.locator("#panel-actions").get_by_role("button", name="Close").click()
    page.get_by_role("link", name="Leaderboard").click()
    page.wait_for_url("**/leaderboard")


def test_focus_stays_on_the_hand_across_updates(page: Any) -> None:
    """A card played with the keyboard: after the adversary's reply the focus is still in
    the hand, not fallen to the page's body. (When the adversary's reply ends the deal, the
    next lead is tried.)"""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    sit_down(page, "piquet")
    player = Player(page)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        look = player.look()
        if not (look["playable"] >= 2 and look["status"] == "Your lead" and look["panel"] is None):
            player.step()
            continue
        held = page.locator("#hand button.card").count()
        page.locator("#hand button.playable").first.focus()
        page.keyboard.press("Enter")
        try:
            page.wait_for_function(
                f"""() => document.querySelectorAll('#hand button.card').length < {held}
                  || document.querySelector('#panel[open]') !== null"""
            )
        except PlaywrightTimeout:
            focused = page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")
            seen = f"{player.look()}, focus on {focused}"
            raise AssertionError(f"Enter played nothing: {seen}") from None
        page.wait_for_timeout(500)
        if page.locator("#panel[open]").count():
            continue
        assert page.evaluate("() => !!document.activeElement.closest('#hand')"), "focus on hand"
        page.keyboard.press("ArrowRight")
        assert page.evaluate("() => !!document.activeElement.closest('#hand')")
        return
    raise AssertionError("no card could be played with the keyboard")


def test_a_card_that_may_not_be_played_says_why(page: Any) -> None:
    """Écarté's duty to follow suit and win (ecarte-treatise-1896-ocr.txt, Law XXIII): a card
    greyed in the hand, clicked at the player's turn to follow, is not played, and the table
    says why in the game's words."""
    from playwright.sync_api import expect

    sit_down(page, "ecarte")
    player = Player(page)
    deadline = time.monotonic() + 300  # a game may pass without the case: then another
    while time.monotonic() < deadline:
        look = player.look()
        if look["playAgain"]:  # a fresh table, as the other tests begin again
            page.goto(page.url.split("#")[0])
            sit_down(page, "ecarte")
            player = Player(page)
            continue
        held = page.locator("#hand button.card").count()
        barred = page.locator("#hand button.card[aria-disabled='true']")
        following = look["status"].startswith("Play to the")
        if not (following and look["panel"] is None and look["playable"] and barred.count()):
            player.step()
            continue
        hand_before = page.locator("#hand").bounding_box()
        barred.first.dispatch_event("click")  # the hand may still be moving into place
        page.wait_for_function("() => document.querySelector('#table-error').textContent !== ''")
        # The hand stays where it was, so a second tap lands on the card meant (a new
        # player's trial: the refusal pushed the hand down 62 px).
        hand_after = page.locator("#hand").bounding_box()
        assert hand_before and hand_after and abs(hand_after["y"] - hand_before["y"]) < 2
        said = page.locator("#table-error").inner_text()
        assert ("must" in said or "follow" in said) and not CARD_CODE.search(said), said
        # Said beside the hand, where the eye is (it was once under the chat, unseen).
        expect(page.locator("#table-error")).to_be_in_viewport()
        said_at, hand_at = (page.locator(s).bounding_box() for s in ("#table-error", "#hand"))
        assert said_at and hand_at and abs(said_at["y"] - hand_at["y"]) < 150, (said_at, hand_at)
        page.wait_for_timeout(300)  # a bubble moves clear of the words as they show
        for bubble in page.locator(".bubble:visible").all():
            box = bubble.bounding_box()
            assert box is None or not _overlap(box, said_at), "a bubble over the refusal"
        assert page.locator("#hand button.card").count() == held, "nothing was played"
        return
    raise AssertionError("no card the laws forbid was ever in the hand")


def _overlap(one: dict[str, float], other: dict[str, float]) -> bool:
    return (
        one["x"] < other["x"] + other["width"]
        and other["x"] < one["x"] + one["width"]
        and one["y"] < other["y"] + other["height"]
        and other["y"] < one["y"] + one["height"]
    )


def test_what_is_done_by_itself_is_said_not_offered_as_a_button(page: Any) -> None:
    """A moment with nothing to decide ("You hold no carte blanche.") is taken by itself
    after a moment to read it: said in the status, not shown as a button that vanishes under
    the tap (a new player's trial on a phone)."""
    sit_down(page, "piquet")
    player = Player(page)
    said = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not said:
        said = "You hold no carte blanche." in page.locator("#status").inner_text()
        buttons = page.locator("#actions button").all_inner_texts()
        assert not any("carte blanche" in text for text in buttons), buttons
        if not said:
            player.step()
    assert said, "the carte blanche none holds was said"
