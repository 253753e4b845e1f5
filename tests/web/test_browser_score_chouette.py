"""In the browser: the chouette card kept by touch on a phone-width page, the classic
description's five parties, their rotation and the settlement when the players rise
(piquet-description-and-example.txt, "Chouette piquet"); nothing serious for axe-core."""

from __future__ import annotations

from typing import Any

from browser_tools import Server
from test_browser_room import serious_violations
from test_browser_score import _shot, _tap, on_a_phone

PARTIES = (("A", "150"), ("A", "416"), ("B", "476"), ("C", "141"), ("C", "126"))


def _partie(page: Any, winner: str, points: str, number: int) -> None:
    page.wait_for_selector(f"#deal h2:has-text('Partie {number}')")
    group = page.locator("#deal fieldset").filter(
        has=page.locator("legend", has_text="who won the partie")
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


def _quiet_deal(page: Any, elder: str, younger: str, cards: str) -> None:
    """Elder's point of ``cards``, nothing else declared; eight to seven in play, six tricks
    each (the tricks are six each unless told)."""
    _tap(page, "The point", elder)
    _tap(page, "Of how many cards?", cards)
    page.get_by_label(f"{elder}'s points in play").fill("8")
    page.get_by_label(f"{younger}'s points in play").fill("7")
    page.get_by_role("button", name="Count it").tap()
    page.get_by_role("button", name="Write it on the card").tap()


def test_a_chouette_partie_told_deal_by_deal_on_a_phone(browser: Any, server: Server) -> None:
    """A alone against B, whom C advises, B dealing first: six quiet deals, A 63 and B 57,
    rubiconed: 22 tens from each of B and C to A; the last deal told again (Law 32)."""
    context, page, errors = on_a_phone(browser, server)
    page.get_by_label("Chouette (Piquet for three)").tap()
    for which, name in (("first", "A"), ("second", "B"), ("third", "C")):
        page.get_by_label(f"The {which} player", exact=True).fill(name)
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2:has-text('Partie 1')")
    _tap(page, "who deals first?", "B")
    for number in range(1, 7):
        elder, younger = ("A", "B") if number % 2 else ("B", "A")
        page.wait_for_selector(f"#deal h2:has-text('Deal {number}: {younger} deals')")
        _quiet_deal(page, elder, younger, "6" if number % 2 else "4")
        if number == 2:
            page.wait_for_selector("#partie tbody tr:nth-child(2)")
            assert serious_violations(page) == [], "a chouette partie told deal by deal"
            _shot(page, "score-chouette-deal-375")
            page.set_viewport_size({"width": 1280, "height": 860})
            _shot(page, "score-chouette-deal-1280")
            page.set_viewport_size({"width": 375, "height": 812})
    page.wait_for_selector("#deal h2:has-text('Partie 2')")
    assert page.locator("#card tbody tr").first.inner_text().split() == ["1", "+44", "-22", "-22"]
    page.get_by_role("button", name="Tell the last deal again").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 6 told again: A deals')")
    _quiet_deal(page, "B", "A", "6")  # B's point was of six: A 63, B 59, A wins 222
    page.wait_for_selector("#deal h2:has-text('Partie 2')")
    assert page.locator("#card tbody tr").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == [], "the partie told again"
    context.close()
    assert not errors, errors
