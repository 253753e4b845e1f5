"""In the browser: a whole partie of Piquet played with real cards, scored by touch on a
phone-width page, with one of the umpire's rulings on the way; nothing serious for axe-core."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from browser_tools import Server, signed_up_page
from test_browser_room import serious_violations

SHOTS = os.environ.get("SALON_SHOTS")


def _shot(page: Any, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def on_a_phone(browser: Any, server: Server) -> tuple[Any, Any, list[str]]:
    """The scorer's page at 375×812 by touch, its start form shown; the page's errors."""
    context = browser.new_context(viewport={"width": 375, "height": 812}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server.url}score")
    page.wait_for_selector("#start:not([hidden])")
    return context, page, errors


def _tap(page: Any, legend: str, name: str) -> None:
    group = page.locator("#deal fieldset, #count fieldset").filter(
        has=page.locator("legend", has_text=legend)
    )
    group.get_by_role("button", name=name, exact=True).tap()


def _tap_umpire(page: Any, legend: str, name: str) -> None:
    group = page.locator("#umpire fieldset").filter(has=page.locator("legend", has_text=legend))
    group.get_by_role("button", name=name, exact=True).tap()


def _tell_example(page: Any, elder: str, younger: str, shot: str = "") -> None:
    """The worked Example (piquet-description-and-example.txt, "Example"), told by touch."""
    _tap(page, "The point", elder)
    _tap(page, "Of how many cards?", "5")
    _tap(page, "Sequences", elder)
    _tap(page, "Add each sequence", "quart")
    sets = page.locator("#deal fieldset").filter(
        has=page.locator("legend", has_text="Quatorzes and trios")
    )
    # Sets are never equal (four cards of a rank): offered as none, never "Equal or none".
    assert sets.get_by_role("button", name="None", exact=True).count() == 1
    assert sets.get_by_role("button", name="Equal or none").count() == 0
    _tap(page, "Quatorzes and trios", younger)
    _tap(page, "Add each set", "fourteen tens")
    _tap(page, "Add each set", "three queens")
    page.get_by_label(f"{elder}'s points in play").fill("9")
    page.get_by_label(f"{younger}'s points in play").fill("6")
    page.get_by_label(f"Tricks won by {elder}").fill("7")
    page.get_by_role("button", name="Count it").tap()
    page.wait_for_selector("#count h3")
    # The deal's points in the card's order of columns (Ann, Bob), whoever was elder.
    assert page.locator("#count > p").last.inner_text().startswith("Ann ")
    if shot:
        _shot(page, shot)
    page.get_by_role("button", name="Write it on the card").tap()


def test_a_whole_partie_scored_by_touch_on_a_phone(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 812}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server.url}#/")
    page.get_by_role("link", name="Keep the score of a game with real cards").tap()
    page.wait_for_selector("#start:not([hidden])")
    page.get_by_label("The first player", exact=True).fill("Ann")
    page.get_by_label("The second player", exact=True).fill("Bob")
    page.get_by_label("the second player", exact=True).check()  # Bob deals first: Ann is elder
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2")
    assert serious_violations(page) == [], "the deal told"
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, "score-deal-1280")
    page.set_viewport_size({"width": 375, "height": 812})
    _tell_example(page, "Ann", "Bob", shot="score-count-375")
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    assert page.locator("#card tbody tr").first.inner_text().split() == ["1,", "Bob", "28", "23"]

    # Deal 2: Bob, elder, exposes a card of the stock that was Ann's (Law 15).
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="the exchange").tap()
    page.get_by_role("button", name="a player exposed, in taking in, a card").tap()
    assert "Law 15" in page.locator("#umpire .law").inner_text()
    assert serious_violations(page) == [], "the umpire"
    _shot(page, "score-umpire-375")
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, "score-umpire-1280")
    page.set_viewport_size({"width": 375, "height": 812})
    _tap_umpire(page, "Who exposed, in taking in, a card of the stock", "Bob")
    page.get_by_role("button", name="Bob reckons nothing this deal").tap()
    assert (
        "Bob reckons nothing this deal; the cards of that hand still bar the adversary's."
        in page.locator("#ruling").inner_text()
    )
    _shot(page, "score-ruling-375")
    _tell_example(page, "Bob", "Ann")
    page.wait_for_selector("#deal h2:has-text('Deal 3')")
    for number in range(3, 7):
        elder, younger = ("Ann", "Bob") if number % 2 else ("Bob", "Ann")
        _tell_example(page, elder, younger)
        page.wait_for_selector(f"#card tbody tr:nth-child({number})")
    assert page.locator("#deal").is_hidden()
    standing = page.locator("#standing").inner_text()
    assert standing == "Ann wins 128 (153 - 125 + 100).", standing
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == [], "the card at the end"
    _shot(page, "score-card-375")

    # The card is kept on the device: a reload finds it again.
    page.reload()
    page.wait_for_selector("#standing")
    assert page.locator("#standing").inner_text() == standing
    wide = context.new_page()
    wide.set_viewport_size({"width": 1280, "height": 860})
    wide.goto(f"{server.url}score")
    wide.wait_for_selector("#standing")
    _shot(wide, "score-card-1280")
    context.close()
    assert not errors, errors


def _ecarte_begun(browser: Any, server: Server) -> tuple[Any, Any, list[str]]:
    """A phone's scoring card of Écarté begun: Ann and Bob, Bob dealing to Ann."""
    context, page, errors = on_a_phone(browser, server)
    page.get_by_label("Écarté", exact=True).check()
    page.get_by_label("The first player", exact=True).fill("Ann")
    page.get_by_label("The second player", exact=True).fill("Bob")
    page.get_by_label("the second player", exact=True).check()  # Bob deals to Ann
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2:has-text('Bob deals to Ann')")
    return context, page, errors


def test_a_game_of_ecarte_scored_by_touch_with_the_king_ruled_out(
    browser: Any, server: Server
) -> None:
    """Law X: a king turned up after a wrong number dealt is not scored; the game is five."""
    context, page, errors = _ecarte_begun(browser, server)
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="Dealing").tap()
    page.get_by_role("button", name="no new deal was asked for, and a king was turned up").tap()
    assert "Law X of" in page.locator("#umpire .law").inner_text()
    _shot(page, "score-ecarte-umpire-375")
    page.get_by_role("button", name="The king is not scored").tap()
    page.wait_for_selector("#ruling")
    _tap(page, "The king of trumps", "Turned up")
    _tap(page, "Tricks won by", "5")
    page.get_by_role("button", name="Count it").tap()
    assert page.locator("#count p").inner_text() == "Ann 2, Bob 0 this deal."  # no king for Bob
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    for tricks in ("0", "5"):  # Ann's vole again, dealing then not
        _tap(page, "Tricks won by", tricks)
        page.get_by_role("button", name="Count it").tap()
        page.get_by_role("button", name="Write it on the card").tap()
        page.wait_for_selector("#count:empty, #deal[hidden]", state="attached")
    page.wait_for_selector("#card li")
    assert page.locator("#card li").first.inner_text().startswith("Game 1: Ann 6, Bob 0 — Ann wins")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == [], "the Écarté card"
    _shot(page, "score-ecarte-375")
    context.close()
    assert not errors, errors


def _ann_at_four(browser: Any, server: Server) -> tuple[Any, Any, list[str]]:
    """An Écarté card at Ann 4, Bob 0 (her vole not dealing, then dealing), Bob to deal the
    third deal."""
    context, page, errors = _ecarte_begun(browser, server)
    for tricks in ("5", "0"):
        _tap(page, "Tricks won by", tricks)
        page.get_by_role("button", name="Count it").tap()
        page.get_by_role("button", name="Write it on the card").tap()
        page.wait_for_selector("#count:empty", state="attached")
    page.wait_for_selector("#deal h2:has-text('Deal 3: Bob deals to Ann')")
    return context, page, errors


def test_a_king_that_makes_the_game_asks_nothing_of_the_play(browser: Any, server: Server) -> None:
    """ "Scoring": the king counts the moment it is announced, and the game ends if that
    reaches five, before a card is played. At four, Ann's king announced makes the game: the
    form asks no more of the deal; Bob's turned up would not, and the tricks are asked."""
    context, page, errors = _ann_at_four(browser, server)
    _tap(page, "The king of trumps", "Ann announced it")
    said = page.locator("#deal .king-makes-game")
    assert said.inner_text() == "The king makes the game: no card is played."
    assert page.locator("#deal legend", has_text="Tricks won by").count() == 0
    _tap(page, "The king of trumps", "Turned up")  # Bob's: he has nothing, so play is asked
    assert said.count() == 0 and page.locator("#deal legend", has_text="Tricks won").count() == 1
    _tap(page, "The king of trumps", "Ann announced it")
    page.get_by_role("button", name="Count it").tap()
    assert page.locator("#count p").inner_text() == "Ann 1, Bob 0 this deal."
    _shot(page, "score-ecarte-king-makes-game-375")
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#card li")
    assert page.locator("#card li").first.inner_text().startswith("Game 1: Ann 5, Bob 0 — Ann wins")
    context.close()
    assert not errors, errors


def test_law_xxvii_a_king_that_scores_nothing_makes_no_game(browser: Any, server: Server) -> None:
    """Law XXVII: the cards played again after Ann's revoke, she scores nothing for the king;
    at four, her king announced makes no game, so the play is still asked."""
    context, page, errors = _ann_at_four(browser, server)
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="The play").tap()
    page.get_by_role("button", name="a player revoked or underforced").tap()
    _tap_umpire(page, "Who revoked or underforced", "Ann")
    page.get_by_role("button", name="The cards are played again").tap()
    page.wait_for_selector("#ruling")
    _tap(page, "The king of trumps", "Ann announced it")
    assert page.locator("#deal .king-makes-game").count() == 0
    assert page.locator("#deal legend", has_text="Tricks won by").count() == 1
    context.close()
    assert not errors, errors


def test_a_deal_half_told_is_found_again_after_a_reload(browser: Any, server: Server) -> None:
    """A phone that sleeps, or a page reloaded, in the middle of telling a deal: the answers
    given are kept on the device, and the deal goes on from them; once written, the next deal
    starts empty."""
    context, page, errors = _ecarte_begun(browser, server)
    _tap(page, "The king of trumps", "Turned up")
    _tap(page, "Tricks won by", "5")
    page.reload()
    page.wait_for_selector("#deal h2:has-text('Deal 1')")
    page.get_by_role("button", name="Count it").tap()
    assert page.locator("#count p").inner_text() == "Ann 2, Bob 1 this deal."
    # Class by class, as a Piquet deal is counted (a player's trial saw only the total).
    lines = page.locator("#count li").all_inner_texts()
    assert lines == ["The king turned up: Bob 1", "The vole: Ann 2"], lines
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    page.reload()
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    page.get_by_role("button", name="Count it").tap()
    page.wait_for_selector("#page-error:not(:empty), #count p")
    assert "Ann 2, Bob 1" not in page.locator("#count").inner_text(), "the next deal starts empty"
    context.close()
    assert not [e for e in errors if "400" not in e], errors


def test_law_11_a_deal_out_of_turn_found_late_is_ruled_on_a_phone(
    browser: Any, server: Server
) -> None:
    """Law 11: Bob deals the second deal too, found after the cards were taken up: the deal
    stands with Ann elder, and Ann deals the next two."""
    context, page, errors = on_a_phone(browser, server)
    page.get_by_label("The first player", exact=True).fill("Ann")
    page.get_by_label("The second player", exact=True).fill("Bob")
    page.get_by_label("the second player", exact=True).check()  # Bob deals first: Ann is elder
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2")
    _tell_example(page, "Ann", "Bob")
    page.wait_for_selector("#deal h2:has-text('Deal 2')")
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="Dealing").tap()
    page.get_by_role(
        "button", name="a player dealt out of turn, found only after the cards were taken up"
    ).tap()
    assert "Law 11 of" in page.locator("#umpire .law").inner_text()
    assert serious_violations(page) == [], "the umpire's Law 11"
    _shot(page, "score-umpire-law-11-375")
    page.get_by_role("button", name="The deal stands").tap()
    assert "deals twice running" in page.locator("#ruling").inner_text()
    assert "Ann deals" not in page.locator("#deal h2").inner_text()
    _tell_example(page, "Ann", "Bob")
    page.wait_for_selector("#deal h2:has-text('Deal 3')")
    assert "Ann deals" in page.locator("#deal h2").inner_text()
    assert page.locator("#card tbody tr").nth(1).inner_text().split()[:2] == ["2,", "Bob"]
    context.close()
    assert not errors, errors


def test_the_card_asks_each_players_name_and_puts_no_letter_in_its_place(
    browser: Any, server: Server
) -> None:
    """A new card offers no names of its own ("A", "B" are nobody's): nothing begins until the
    players are named, a game for three asks for the third, and a signed-in scorer is offered
    as the first player."""
    context, page, errors = on_a_phone(browser, server)
    first, second, third = (
        page.get_by_label(f"The {which} player", exact=True)
        for which in ("first", "second", "third")
    )
    assert [first.input_value(), second.input_value()] == ["", ""]
    page.get_by_role("button", name="Begin the partie").tap()
    assert page.locator("#card").is_hidden(), "a partie began with nobody named"
    page.get_by_label("Chouette (Piquet for three)").check()
    first.fill("Ann")
    second.fill("Bob")
    page.get_by_role("button", name="Begin the partie").tap()
    assert third.evaluate("(input) => input.validity.valueMissing"), "the third is asked for"
    assert page.locator("#card").is_hidden(), "chouette began with two players named"
    assert errors == []
    context.close()
    signed_in = signed_up_page(browser, server, "Ida")
    signed_in.goto(f"{server.url}score")
    signed_in.wait_for_selector("#start:not([hidden])")
    scorer = signed_in.get_by_label("The first player", exact=True)
    signed_in.wait_for_function("() => document.querySelector('#start').a.value !== ''")
    assert scorer.input_value() == "Ida"
    signed_in.context.close()
