"""In the browser: the chouette card kept by touch on a phone-width page, the classic
description's five parties, their rotation and the settlement when the players rise
(piquet-description-and-example.txt, "Chouette piquet"); nothing serious for axe-core."""

from __future__ import annotations

from typing import Any

from browser_tools import Server
from test_browser_room import serious_violations
from test_browser_score import _shot, on_a_phone

PARTIES = (("A", "150"), ("A", "416"), ("B", "476"), ("C", "141"), ("C", "126"))


def _partie(page: Any, winner: str, points: str, number: int) -> None:
    page.wait_for_selector(f"#deal h2:has-text('Partie {number}')")
    group = page.locator("#deal fieldset").filter(
        has=page.locator("legend", has_text="Who won the partie?")
    )
    group.get_by_role("button", name=winner, exact=True).tap()
    page.get_by_label("Points he won").fill(points)
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector(f"#card tbody tr:nth-child({number})")


def test_the_chouette_card_scored_by_touch_on_a_phone(browser: Any, server: Server) -> None:
    context, page, errors = on_a_phone(browser, server)
    page.on("dialog", lambda dialog: dialog.accept())
    page.get_by_label("Chouette (Piquet for three)").tap()
    page.get_by_label("The first player", exact=True).fill("A")
    page.get_by_label("The second player", exact=True).fill("B")
    page.get_by_label("The third player", exact=True).fill("C")
    assert page.get_by_text("Who deals first?").is_hidden()
    page.get_by_role("button", name="Begin the partie").tap()
    heading = "Partie 1: A plays alone against B, whom C advises"
    page.wait_for_selector(f"#deal h2:has-text('{heading}')")
    for number, (winner, points) in enumerate(PARTIES, 1):
        _partie(page, winner, points, number)
        if number == 1:
            assert serious_violations(page) == [], "the chouette card"
            _shot(page, "score-chouette-375")
    last = page.locator("#card tbody tr").nth(4).inner_text().split()
    assert last == ["5", "+19", "-50", "+31"], last
    page.get_by_role("button", name="The players rise").tap()
    page.wait_for_selector("#settlement")
    assert page.locator("#settlement li").all_inner_texts() == [
        "A wins 15s (+190 points).",
        "B loses £2 5s (-500 points).",
        "C wins £1 10s (+310 points).",
    ]
    assert page.locator("#deal").is_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == [], "the settlement"
    _shot(page, "score-chouette-settled-375")
    page.reload()
    page.wait_for_selector("#settlement")
    context.close()
    assert not errors, errors
