"""In the browser, on a phone by touch: the umpire of the scoring card names the player the
law speaks of, and a hand playing short is told by how many cards it holds (Laws 17 and 29
of Piquet); the umpire's screens of Écarté, from "Something went wrong" to the card updated
(Law XXVII). Nothing serious for axe-core, at 375 and 1280 pixels."""

from __future__ import annotations

from typing import Any

from browser_tools import Server
from test_browser_room import serious_violations
from test_browser_score import _shot, _tap, _tap_umpire, on_a_phone


def _both_widths(page: Any, name: str) -> None:
    """The page as it stands at a phone's width and a desk's, nothing wider than the phone."""
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, name
    assert serious_violations(page) == [], name
    _shot(page, f"{name}-375")
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, f"{name}-1280")
    page.set_viewport_size({"width": 375, "height": 812})


def _begin(page: Any, game: str) -> None:
    page.get_by_label(game, exact=True).check()
    page.get_by_label("The first player", exact=True).fill("Ann")
    page.get_by_label("The second player", exact=True).fill("Bob")
    page.get_by_label("the second player", exact=True).check()  # Bob deals first
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2")


def test_law_17_the_short_hand_is_named_and_told_by_the_cards_it_holds(
    browser: Any, server: Server
) -> None:
    """Law 17: "If a player discards more cards than he takes in, he must play with less than
    twelve cards (see Law 29)"; Law 29: "His adversary counts as tricks all cards that cannot
    be played to". The page asks who discarded more, in the law's words, and how many cards
    he holds; the players tell the eleven tricks played, and salon counts Bob's missing card
    to Ann as a trick and the last: the Example's 28-23 is 29-23."""
    context, page, errors = on_a_phone(browser, server)
    _begin(page, "Piquet")
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="The exchange").tap()
    page.get_by_role("button", name="a player discarded more cards than he took in").tap()
    assert "Law 17 of" in page.locator("#umpire .law").inner_text()
    choice = page.get_by_role("button", name="Bob plays with the cards in hand")
    assert choice.count() == 0, "who comes first"
    _tap_umpire(page, "Who discarded more cards than he took in", "Bob")
    _both_widths(page, "score-umpire-law-17")
    page.get_by_role("button", name="Bob plays with the cards in hand").tap()
    ruling = page.locator("#ruling").inner_text()
    assert "No penalty for Bob" in ruling and "count to Ann as tricks" in ruling
    held = page.locator("#deal fieldset").filter(
        has=page.locator("legend", has_text="How many cards does Bob hold?")
    )
    assert held.get_by_role("button", name="eleven").get_attribute("aria-pressed") == "true"
    _tap(page, "How many cards does Bob hold?", "ten")
    _tap(page, "How many cards does Bob hold?", "eleven")
    assert "No penalty for Bob" in page.locator("#ruling").inner_text(), "kept while told"
    _tap(page, "The point", "Ann")
    _tap(page, "Of how many cards?", "5")
    _tap(page, "Sequences", "Ann")
    _tap(page, "Add each sequence", "quart")
    _tap(page, "Quatorzes and trios", "Bob")
    _tap(page, "Add each set", "fourteen tens")
    _tap(page, "Add each set", "three queens")
    page.get_by_label("Ann's points in play of the eleven played").fill("8")
    page.get_by_label("Bob's points in play of the eleven played").fill("6")
    page.get_by_label("Tricks won by Ann of the eleven played").fill("6")
    page.get_by_role("button", name="Count it").tap()
    page.wait_for_selector("#count h3")
    count = page.locator("#count").inner_text()
    assert "Ann: one card not played to, as a trick and the last (Law 29), 2" in count
    assert "Ann 29, Bob 23." in count
    _both_widths(page, "score-count-law-29")
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    assert page.locator("#card tbody tr").first.inner_text().split() == ["1,", "Bob", "29", "23"]
    assert page.locator("#deal fieldset legend", has_text="How many cards").count() == 0
    context.close()
    assert not errors, errors


def _rule_short(page: Any, who: str) -> None:
    """The umpire, from "Something went wrong": ``who`` discarded more than he took in."""
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="The exchange").tap()
    page.get_by_role("button", name="a player discarded more cards than he took in").tap()
    _tap_umpire(page, "Who discarded more cards than he took in", who)
    page.get_by_role("button", name=f"{who} plays with the cards in hand").tap()


def test_laws_17_and_29_both_hands_short_the_umpire_tells_the_second(
    browser: Any, server: Server
) -> None:
    """Law 17 twice in one deal, each player's own mistake (Laws of Piquet, 1902): Bob is
    found holding ten, then Ann eleven. The second ruling keeps Bob's ten as told; Ann ruled
    short again is refused and changes nothing. Ten tricks are played, and by Law 29 Ann
    counts her card left as a trick and the last: the Example's figures, Ann 29, Bob 23."""
    context, page, errors = on_a_phone(browser, server)
    _begin(page, "Piquet")
    _rule_short(page, "Bob")
    _tap(page, "How many cards does Bob hold?", "ten")
    _rule_short(page, "Ann")
    page.wait_for_selector("#ruling:has-text('No penalty for Ann either: both hands play short')")
    for who, held in (("Bob", "ten"), ("Ann", "eleven")):
        group = page.locator("#deal fieldset").filter(
            has=page.locator("legend", has_text=f"How many cards does {who} hold?")
        )
        assert group.get_by_role("button", name=held).get_attribute("aria-pressed") == "true"
    _both_widths(page, "score-umpire-both-short")
    _rule_short(page, "Ann")
    page.wait_for_selector("#page-error:has-text('already plays short this deal')")
    page.get_by_role("button", name="Back").tap()
    page.get_by_role("button", name="Never mind").tap()
    assert page.locator("#deal fieldset legend", has_text="How many cards").count() == 2
    _tap(page, "The point", "Ann")
    _tap(page, "Of how many cards?", "5")
    _tap(page, "Sequences", "Ann")
    _tap(page, "Add each sequence", "quart")
    _tap(page, "Quatorzes and trios", "Bob")
    _tap(page, "Add each set", "fourteen tens")
    _tap(page, "Add each set", "three queens")
    page.get_by_label("Ann's points in play of the ten played").fill("8")
    page.get_by_label("Bob's points in play of the ten played").fill("6")
    page.get_by_label("Tricks won by Ann of the ten played").fill("6")
    page.get_by_role("button", name="Count it").tap()
    page.wait_for_selector("#count h3")
    count = page.locator("#count").inner_text()
    assert "Ann: one card not played to, as a trick and the last (Law 29), 2" in count
    assert "Ann 29, Bob 23." in count
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    assert page.locator("#card tbody tr").first.inner_text().split() == ["1,", "Bob", "29", "23"]
    context.close()
    assert not errors, errors


def test_laws_18_and_11_after_law_17_the_page_keeps_every_ruling_of_the_deal(
    browser: Any, server: Server
) -> None:
    """Laws 17, 18 and 11 in one deal (Laws of Piquet, 1902), none of them voiding it: Bob is
    found holding ten; Ann discarded fewer than she took in and reckons nothing; then the
    deal is found dealt out of turn (Ann dealt) and stands. Each ruling keeps the ones before
    it: Bob's ten as told, Ann reckoning nothing, Bob now elder. Bob is then found to have
    discarded fewer too (Law 18): both reckon nothing, and the page says that the cards of
    each still bar the other's. A fresh deal (Law 8) then leaves nothing of them."""
    context, page, errors = on_a_phone(browser, server)
    _begin(page, "Piquet")
    _rule_short(page, "Bob")
    _tap(page, "How many cards does Bob hold?", "ten")
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="The exchange").tap()
    page.get_by_role("button", name="a player discarded fewer cards than he took in").tap()
    _tap_umpire(page, "Who discarded fewer cards than he took in", "Ann")
    page.get_by_role("button", name="Ann reckons nothing this deal").tap()
    page.wait_for_selector("#ruling:has-text('ruled before in this deal stands')")
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="Dealing").tap()
    page.get_by_role("button", name="a player dealt out of turn, found only after").tap()
    page.get_by_role("button", name="The deal stands").tap()
    page.wait_for_selector("#deal h2:has-text('Ann deals, Bob is elder')")
    deal = page.locator("#deal").inner_text()
    assert "In this deal Ann reckons nothing, and the cards of that hand still bar." in deal
    held = page.locator("#deal fieldset").filter(
        has=page.locator("legend", has_text="How many cards does Bob hold?")
    )
    assert held.get_by_role("button", name="ten").get_attribute("aria-pressed") == "true"
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="The exchange").tap()
    page.get_by_role("button", name="a player discarded fewer cards than he took in").tap()
    _tap_umpire(page, "Who discarded fewer cards than he took in", "Bob")
    page.get_by_role("button", name="Bob reckons nothing this deal").tap()
    page.wait_for_selector("#ruling:has-text('Bob reckons nothing this deal too')")
    both = (
        "In this deal Ann and Bob both reckon nothing, and the cards of each still bar the other's."
    )
    assert both in page.locator("#deal").inner_text()
    assert held.get_by_role("button", name="ten").get_attribute("aria-pressed") == "true"
    _both_widths(page, "score-umpire-rulings-stand")
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="Dealing").tap()
    page.get_by_role("button", name="a card was found faced in the pack").tap()
    page.get_by_role("button", name="A fresh deal").tap()
    page.wait_for_selector("#deal h2:has-text('Bob deals, Ann is elder')")
    assert "reckon" not in page.locator("#deal").inner_text()
    assert page.locator("#deal fieldset legend", has_text="How many cards").count() == 0
    context.close()
    assert not errors, errors


def test_the_ecarte_umpires_screens_from_something_went_wrong_to_the_card(
    browser: Any, server: Server
) -> None:
    """Law XXVII of Écarté: Bob revoked, found after the next card was led; Ann has the cards
    played again, and Bob scores nothing for the point nor for the king. Each screen,
    from "Something went wrong" to the card updated, at 375 and 1280 pixels, with nothing
    serious for axe-core; the choice is said to be Ann's once Bob is named."""
    context, page, errors = on_a_phone(browser, server)
    _begin(page, "Écarté")
    page.wait_for_selector("#deal h2:has-text('Bob deals to Ann')")
    _tap(page, "Tricks won by", "3")
    page.get_by_role("button", name="Count it").tap()
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 2: Ann deals to Bob')")
    page.get_by_role("button", name="Something went wrong").tap()
    page.wait_for_selector("#umpire h2")
    _both_widths(page, "score-ecarte-umpire-when")
    page.get_by_role("button", name="The play").tap()
    _both_widths(page, "score-ecarte-umpire-what")
    page.get_by_role("button", name="a player revoked or underforced").tap()
    assert "Law XXVII of" in page.locator("#umpire .law").inner_text()
    assert "The offender's adversary chooses." in page.locator("#umpire").inner_text()
    _tap_umpire(page, "Who revoked or underforced", "Bob")
    assert "Ann chooses." in page.locator("#umpire").inner_text()
    _both_widths(page, "score-ecarte-umpire-ruling")
    page.get_by_role("button", name="The cards are played again").tap()
    said = page.locator("#ruling").inner_text()
    assert "Bob scores nothing for the point, nor for the king" in said
    assert "half a point is not counted" in said  # the law's half, said how it is counted
    _both_widths(page, "score-ecarte-umpire-deal")
    _tap(page, "The king of trumps", "Bob announced it")
    _tap(page, "Tricks won by Bob", "5")
    page.get_by_role("button", name="Count it").tap()
    page.wait_for_selector("#count p")
    # nothing for the point (his vole), half of his king's one, rounded down: nothing
    assert page.locator("#count p").inner_text() == "Ann 0, Bob 0 this deal."
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 3')")
    assert page.locator("#standing").inner_text() == "This game: Ann 1, Bob 0."
    assert page.locator("#last-deal").inner_text() == (
        "Deal 2: Ann 0, Bob 0 — the cards played again, Bob scoring nothing for the point nor "
        "for the king (Law XXVII)."
    )
    _both_widths(page, "score-ecarte-umpire-card")
    context.close()
    assert not errors, errors


def _choice_boxes(page: Any) -> list[dict[str, float]]:
    """Where each of the umpire's choices of what happened stands: its left edge and width."""
    boxes: list[dict[str, float]] = page.evaluate(
        """[...document.querySelectorAll('#umpire button')]
            .filter((b) => !b.closest('.score-actions, fieldset'))
            .map((b) => b.getBoundingClientRect())
            .map((r) => ({x: r.x, width: r.width}))"""
    )
    return boxes


def test_the_umpires_questions_stand_in_columns_of_one_width(browser: Any, server: Server) -> None:
    """The umpire's "when?" and "what happened?" (the Laws of Piquet's exchange, the Laws of
    Écarté's play) are lists of buttons of one width, in one column on a phone and two at a
    desk, never rows of buttons as wide as their words; "Back" stands apart below them."""
    context, page, errors = on_a_phone(browser, server)
    _begin(page, "Piquet")
    page.get_by_role("button", name="Something went wrong").tap()
    for moment, name, heading in (
        ("", "score-umpire-when", "when?"),
        ("The exchange", "score-umpire-what", "what happened?"),
    ):
        if moment:
            page.get_by_role("button", name=moment).tap()
        page.wait_for_selector(f"#umpire h2:has-text('{heading}')")
        for width, columns in ((375, 1), (1280, 2)):
            page.set_viewport_size({"width": width, "height": 860})
            boxes = _choice_boxes(page)
            assert len(boxes) >= 5, name
            assert max(b["width"] for b in boxes) - min(b["width"] for b in boxes) < 1, name
            assert len({round(b["x"]) for b in boxes}) == columns, (name, width)
            assert page.evaluate("document.documentElement.scrollWidth") <= width, name
            _shot(page, f"{name}-{width}")
        assert serious_violations(page) == [], name
    context.close()
    assert not errors, errors
