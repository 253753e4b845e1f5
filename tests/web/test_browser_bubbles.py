"""Speech bubbles at a Piquet or an Écarté table, in a real browser (Debian's chromium through
Playwright): on a phone, a player's words never cover the cards on the table, the trick he has
just led to or the cards cut; a bubble stands by its speaker's plate, clear of his clock, and
goes once the talk has moved on.

docs/page.md "At the table"."""

from __future__ import annotations

import time
from typing import Any

import pytest
from browser_tools import ARTIFACTS, CHROMIUM, Player, Server, sit_down
from test_browser_room import PHONE, open_page

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

# Whether two boxes overlap by more than a pixel.
OVER = """const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;"""

# Each bubble shown that lies over a card on the table, by the words it says.
COVERED = (
    "() => {"
    + OVER
    + """
  const cards = [...document.querySelectorAll("#trick [data-card]")]
    .map((n) => n.getBoundingClientRect());
  return [...document.querySelectorAll(".bubble:not(.gone)")]
    .filter((b) => cards.some((c) => over(b.getBoundingClientRect(), c)))
    .map((b) => b.textContent);
}"""
)


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_phones_bubbles_never_cover_the_cards_on_the_table(
    browser: Any, server: Server, game: str
) -> None:
    page = open_page(browser, server, PHONE, motion="reduce")
    sit_down(page, game)
    player = Player(page)
    deadline = time.monotonic() + 90
    covered: list[str] = []
    cards_seen = 0
    while time.monotonic() < deadline and cards_seen < 10:
        if player.step()["playAgain"]:  # a short game over: the next one at a fresh table
            first = page.url
            page.get_by_role("button", name="Play again").click()
            page.wait_for_function(f"() => location.href !== {first!r}")
        found = page.evaluate(COVERED)
        if found and not covered:
            page.screenshot(path=str(ARTIFACTS / f"bubble-over-trick-{game}.png"))
        covered += found
        if page.locator("#trick [data-card]").count():
            cards_seen += 1
    assert cards_seen >= 10, f"cards were on the table {cards_seen} times within the time"
    assert not covered, f"bubbles lay over the cards on the table: {covered[:3]}"
    page.context.close()


# The bubbles shown at the near seat: their words, and whether each lies over the hand.
AT_THE_NEAR_SEAT = (
    "() => {"
    + OVER
    + """
  const held = [...document.querySelectorAll("#hand [data-card]")]
    .map((n) => n.getBoundingClientRect());
  return [...document.querySelectorAll("#seat-bottom .bubble:not(.gone)")]
    .map((b) => [b.textContent, held.some((c) => over(b.getBoundingClientRect(), c))]);
}"""
)


@pytest.mark.parametrize("width", [375, 1280])
def test_ones_own_words_never_hide_ones_hand(browser: Any, server: Server, width: int) -> None:
    """On a phone there is no room beside one's plate, and under it lies the hand one must
    play from (at Écarté the cut's words came over it just as one was asked to propose): the
    talk alone says them there. On a wide screen they still stand beside the plate."""
    page = open_page(browser, server, {"width": width, "height": 812}, motion="reduce")
    sit_down(page, "ecarte")
    player = Player(page)
    deadline = time.monotonic() + 60
    shown: list[str] = []
    over_hand: list[str] = []
    while time.monotonic() < deadline and player.actions < 12:
        if player.step()["playAgain"]:
            break
        for words, covers in page.evaluate(AT_THE_NEAR_SEAT):
            shown.append(words)
            if covers:
                over_hand.append(words)
    assert not over_hand, f"one's own words lay over one's hand: {over_hand[:3]}"
    if width > 1000:
        assert shown, "a wide screen shows one's words beside one's plate"
    page.context.close()


# The words each bubble shown says, and whether the talk's current deal holds them.
OF_THIS_DEAL = """() => {
  const lines = [...document.querySelectorAll("#talk li")];
  const start = lines.findLastIndex((li) => li.classList.contains("deal-heading"));
  const said = lines.slice(start + 1).map((li) => li.textContent);
  return [...document.querySelectorAll(".bubble:not(.gone)")]
    .map((b) => [b.textContent, said.some((line) => line.includes(b.textContent))]);
}"""


def test_no_bubble_of_the_last_deal_floats_into_the_next(browser: Any, server: Server) -> None:
    """Once a new deal begins, the words of the last one ("The eight of spades.") no longer
    float by the seats, where they would read as just said (found by a player's trial)."""
    page = open_page(browser, server, {"width": 1280, "height": 800}, motion="reduce")
    sit_down(page, "ecarte")
    player = Player(page)
    deadline = time.monotonic() + 120
    deals_seen = 0
    stale: list[str] = []
    while time.monotonic() < deadline and deals_seen < 3:
        if player.step()["playAgain"]:
            break
        deals_seen = page.locator("#talk li.deal-heading").count()
        stale += [words for words, now in page.evaluate(OF_THIS_DEAL) if not now]
    assert deals_seen >= 2, "a second deal was begun"
    assert not stale, f"words of a deal before floated by the seats: {stale[:3]}"
    page.context.close()


# Each bubble shown: its words, what of the plates and the cards and buttons one acts on it
# covers, and how far it and its tail stand from its own speaker's plate.
BY_THE_SPEAKER = (
    "() => {"
    + OVER
    + """
  const box = (n) => n.getBoundingClientRect();
  const apart = (a, b) => Math.hypot(Math.max(0, a.left - b.right, b.left - a.right),
    Math.max(0, a.top - b.bottom, b.top - a.bottom));
  const kept = [...document.querySelectorAll(
    ".plate, .plate .clock, #hand .card, .centre .card, #actions button")];
  return [...document.querySelectorAll(".seat .bubble:not(.gone)")].map((b) => {
    const plate = b.closest(".seat").querySelector(".plate");
    const tail = b.querySelector(".tail");
    return {
      words: b.textContent,
      covers: kept.filter((n) => over(box(b), box(n))).map((n) => n.textContent || n.dataset.card),
      apart: apart(box(b), box(plate)),
      tail: tail ? apart(box(tail), box(plate)) : null,
    };
  });
}"""
)

# A correspondence game's clocks, a day left to each, as the server words them.
CLOCKS = {
    "clocks": [
        {"seat": seat, "left": 86400, "running": False, "pace": "turn", "away": None, "grace": 0}
        for seat in (0, 1)
    ],
    "over": False,
}


@pytest.mark.parametrize("width", [375, 1280])
def test_a_bubble_points_at_its_speaker_and_leaves_his_clock_clear(
    browser: Any, server: Server, width: int
) -> None:
    """A player's words stand by his own plate, the tail at it (a card's words once floated
    at the top left of the felt, pointing at nothing), and never over a plate: not over his
    clock either, which comes into the plate after his first words (his cut's words lay over
    his "1 d 0 h", found by a player's trial)."""
    page = open_page(browser, server, {"width": width, "height": 800}, motion="reduce")
    held: list[Any] = []
    answered = False

    def clocks(route: Any) -> None:
        if answered:
            route.fulfill(json=CLOCKS)
        else:
            held.append(route)

    page.route("**/api/play/clocks/**", clocks)
    sit_down(page, "piquet", name="Alice Lagrange")
    player = Player(page)
    deadline = time.monotonic() + 90
    shown: list[dict[str, Any]] = []
    while time.monotonic() < deadline and len(shown) < 12:
        if player.step()["playAgain"]:
            break
        found = page.evaluate(BY_THE_SPEAKER)
        if not answered and found:
            # The clocks come once words float: the plates grow under them.
            answered = True
            for route in held:
                route.fulfill(json=CLOCKS)
            page.wait_for_function("() => document.querySelectorAll('.plate .clock').length")
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")
            found = page.evaluate(BY_THE_SPEAKER)
        if answered:
            shown += found
    assert len(shown) >= 12, f"bubbles were seen {len(shown)} times within the time"
    assert "1 d 0 h" in page.locator("#seat-bottom .plate").inner_text()
    # The tail's tip stands two pixels off the plate; the bubble, the tail's length further.
    far = [b for b in shown if b["apart"] > 12 or b["tail"] is None or b["tail"] > 4]
    wrong = far + [b for b in shown if b["covers"]]
    if wrong:
        page.screenshot(path=str(ARTIFACTS / f"bubble-astray-{width}.png"))
    assert not wrong, f"bubbles astray from their speakers: {wrong[:3]}"
    page.context.close()


# The words of each bubble shown, and the talk's two newest lines.
AND_THE_NEWEST = """() => {
  const lines = [...document.querySelectorAll("#talk li:not(.deal-heading)")]
    .slice(-2).map((li) => li.textContent);
  return [[...document.querySelectorAll(".bubble:not(.gone)")].map((b) => b.textContent), lines];
}"""


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_bubble_goes_once_the_talk_has_moved_on(browser: Any, server: Server, game: str) -> None:
    """A bubble says what was just said: a call and its answer, a card led and the card
    played to it, never words the talk has left behind ("One card." still up while the
    knave of clubs was played to; "I only take one; I leave four cards." through the
    declarations: a player's trial). The computer answers at once, so no bubble has
    timed out yet when the next words come."""
    page = open_page(browser, server, {"width": 1280, "height": 800}, motion="reduce")
    sit_down(page, game)
    player = Player(page)
    deadline = time.monotonic() + 90
    seen = 0
    stale: list[tuple[str, list[str]]] = []
    while time.monotonic() < deadline and (player.actions < 30 or seen < 5):
        if player.step()["playAgain"]:  # a short game over: the next one at a fresh table
            first = page.url
            page.get_by_role("button", name="Play again").click()
            page.wait_for_function(f"() => location.href !== {first!r}")
        bubbles, newest = page.evaluate(AND_THE_NEWEST)
        seen += len(bubbles)
        stale += [(words, newest) for words in bubbles if not any(words in n for n in newest)]
    assert seen >= 5, f"bubbles were seen {seen} times within the time"
    assert not stale, f"words the talk had left behind still floated: {stale[:3]}"
    page.context.close()
