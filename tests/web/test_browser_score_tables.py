"""In the browser: Pool Écarté's chips and French Écarté's ledger kept by touch on a phone-width
page, a game told deal by deal and its last deal told again (Law XXX), the gallery's bets
(ecarte-treatise-1896-ocr.txt, "Pool Écarté", "French Écarté", Law XXVIII); nothing serious
for axe-core."""

from __future__ import annotations

from typing import Any

from browser_tools import Server
from test_browser_room import serious_violations
from test_browser_score import _shot, _tap, on_a_phone


def _begin(page: Any, game: str, names: tuple[str, str, str], more: str = "") -> None:
    page.get_by_label(game).check()
    for label, name in zip(("The first", "The second", "The third"), names, strict=True):
        page.get_by_label(f"{label} player", exact=True).fill(name)
    if more:
        page.get_by_label("More of the gallery").fill(more)
    if game.startswith("French"):
        page.get_by_label("The gallery agrees this order").tap()
    assert page.get_by_text("Who deals first?").is_hidden()
    page.get_by_role("button", name="Begin the partie").tap()


def _deal(page: Any, tricks: str, number: int) -> None:
    """A deal played without proposing, the non-dealer taking ``tricks``."""
    page.wait_for_selector(f"#deal h2:has-text('Deal {number}')")
    _tap(page, "play without proposing?", "Yes")
    _tap(page, "Tricks won by", tricks)
    page.get_by_role("button", name="Count it").tap()
    page.get_by_role("button", name="Write it on the card").tap()


def _chips(page: Any) -> list[str]:
    return [row.split()[1] for row in page.locator("#card tbody tr").all_inner_texts()]


def test_a_pool_scored_by_touch_on_a_phone(browser: Any, server: Server) -> None:
    """Ann cuts highest and deals, Bob lowest and sits out; Cy wins the first game by three
    voles, told deal by deal, the last told again as it was; Bob then wins two running and
    takes the pool."""
    context, page, errors = on_a_phone(browser, server)
    page.on("dialog", lambda dialog: dialog.accept())
    _begin(page, "Pool Écarté (three)", ("Ann", "Bob", "Cy"))
    page.wait_for_selector("#deal h2:has-text('The cut')")
    _tap(page, "Who cut the highest card", "Ann")
    _tap(page, "Who cut the lowest", "Bob")
    page.get_by_role("button", name="Write the cut").tap()
    page.wait_for_selector("#deal h2:has-text('Ann plays Cy')")
    assert "The pool holds 3." in page.locator("#standing").inner_text()
    assert serious_violations(page) == [], "the pool's game"
    _shot(page, "score-pool-375")
    _tap(page, "who deals first?", "Ann")
    page.wait_for_selector("#deal h2:has-text('Ann deals to Cy')")
    # Law X: a wrong number dealt, no new deal asked for, and a king turned up: not scored.
    page.get_by_role("button", name="Something went wrong").tap()
    page.get_by_role("button", name="Dealing").tap()
    page.get_by_role("button", name="no new deal was asked for, and a king was turned up").tap()
    assert "Law X of" in page.locator("#umpire .law").inner_text()
    assert serious_violations(page) == [], "the umpire at the pool"
    page.get_by_role("button", name="The king is not scored").tap()
    page.wait_for_selector("#ruling")
    _tap(page, "The king of trumps", "Turned up")
    for number, tricks in enumerate(("5", "0", "5"), 1):  # the dealer alternates
        _deal(page, tricks, number)
        if number == 1:
            page.wait_for_selector("#standing:has-text('This game: Ann 0, Cy 2.')")
            standing = page.locator("#standing").inner_text()
            assert "Deal 1: the king turned up not scored (Law X)." in standing, standing
    page.wait_for_selector("#deal h2:has-text('Cy plays Bob')")
    page.get_by_role("button", name="Tell the last deal again").tap()
    page.wait_for_selector("#deal h2:has-text('Deal 3 told again: Ann deals to Cy')")
    _tap(page, "play without proposing?", "Yes")
    _tap(page, "Tricks won by", "5")
    page.get_by_role("button", name="Count it").tap()
    page.get_by_role("button", name="Write it on the card").tap()
    page.wait_for_selector("#deal h2:has-text('Cy plays Bob')")
    for _ in range(2):
        _tap(page, "Or say who won the game", "Bob")
        page.wait_for_selector("#said li:has-text('Bob wins the game')")
    page.wait_for_selector("#deal h2:has-text('The cut')")
    assert _chips(page) == ["-3", "+5", "-2"]
    assert "Bob wins two running and takes 6." in page.locator("#said").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert serious_violations(page) == [], "the pool taken"
    _shot(page, "score-pool-taken-375")
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, "score-pool-taken-1280")
    page.reload()
    page.wait_for_selector("#deal h2:has-text('The cut')")
    assert _chips(page) == ["-3", "+5", "-2"]
    context.close()
    assert not errors, errors


def test_a_french_table_scored_by_touch_on_a_phone(browser: Any, server: Server) -> None:
    """Law XXVIII: Cy bets two on Ann, Bob takes one and leaves the rest, Di covers it; a bet
    that cannot be is refused with the reason; Ann wins, and the players rise."""
    context, page, errors = on_a_phone(browser, server)
    page.on("dialog", lambda dialog: dialog.accept())
    _begin(page, "French Écarté (with a gallery)", ("Ann", "Bob", "Cy"), more="Di")
    page.wait_for_selector("#deal h2:has-text('Ann plays Bob: the betting')")

    def lay(who: str, what: str, amount: str = "") -> None:
        _tap(page, "Who lays money?", who)
        _tap(page, "What?", what)
        if amount:
            page.get_by_label("How many chips?").fill(amount)
        page.get_by_role("button", name="Write it").tap()

    lay("Cy", "Bets on Ann", "2")
    page.wait_for_selector("#said li:has-text('Cy puts 2 on Ann')")
    lay("Di", "Covers the money on Ann", "1")
    page.wait_for_selector("#page-error:has-text('the players have the first right')")
    lay("Bob", "Covers the money on Ann", "1")
    page.wait_for_selector("#said li:has-text('Bob covers 1')")
    lay("Bob", "Takes no more of it")
    page.wait_for_selector("#said li:has-text('Bob leaves 1 to the gallery')")
    assert serious_violations(page) == [], "the betting"
    _shot(page, "score-french-betting-375")
    lay("Di", "Covers the money on Ann", "1")
    page.get_by_role("button", name="The betting is closed").tap()
    page.wait_for_selector("#deal h2:has-text('Ann plays Bob')")
    _tap(page, "Or say who won the game", "Ann")
    page.wait_for_selector("#deal h2:has-text('Ann plays Cy: the betting')")
    page.get_by_role("button", name="The players rise").tap()
    page.wait_for_selector("#deal", state="hidden")
    assert "Ann wins; Bob loses." in page.locator("#said").inner_text()
    assert _chips(page) == ["+1", "-2", "+2", "-1"]
    assert serious_violations(page) == [], "the French ledger"
    _shot(page, "score-french-375")
    page.set_viewport_size({"width": 1280, "height": 860})
    _shot(page, "score-french-1280")
    context.close()
    assert not errors, errors


def test_the_french_gallery_agrees_its_order_of_going_in_by_touch(
    browser: Any, server: Server
) -> None:
    """French Écarté (ecarte-treatise-1896-ocr.txt, "French Écarté"): the loser gives place to
    the next of the gallery, in the order the rentrants agree among themselves; the table
    arranges it by touch and agrees it before the card begins (as the online table's [Order]),
    whatever order the names were typed in. Ed, moved first, goes in when Bob loses."""
    context, page, errors = on_a_phone(browser, server)
    page.get_by_label("French Écarté (with a gallery)").check()
    for label, name in zip(
        ("The first", "The second", "The third"), ("Ann", "Bob", "Cy"), strict=True
    ):
        page.get_by_label(f"{label} player", exact=True).fill(name)
    page.get_by_label("More of the gallery").fill("Di Ed")
    assert page.locator("#going-in li").all_inner_texts() == ["Cy", "Di Earlier", "Ed Earlier"]
    page.get_by_role("button", name="Ed goes in earlier").tap()
    page.get_by_role("button", name="Ed goes in earlier").tap()
    assert [t.split()[0] for t in page.locator("#going-in li").all_inner_texts()] == [
        "Ed",
        "Cy",
        "Di",
    ]
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#page-error:has-text('must first agree its order of going in')")
    page.get_by_label("The gallery agrees this order").tap()
    assert serious_violations(page) == [], "the order of going in"
    _shot(page, "score-french-order-375")
    page.get_by_role("button", name="Begin the partie").tap()
    page.wait_for_selector("#deal h2:has-text('Ann plays Bob: the betting')")
    assert "Next to go in: Ed, Cy, Di." in page.locator("#standing").inner_text()
    page.get_by_role("button", name="The betting is closed").tap()
    page.wait_for_selector("#deal h2:has-text('Ann plays Bob')")
    _tap(page, "Or say who won the game", "Ann")
    page.wait_for_selector("#deal h2:has-text('Ann plays Ed: the betting')")
    assert "Next to go in: Cy, Di, Bob." in page.locator("#standing").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    _shot(page, "score-french-order-card-375")
    context.close()
    assert not errors, errors
