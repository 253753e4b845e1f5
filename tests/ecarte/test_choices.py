"""The choices offered to an Écarté player, in the words players use (salon.ecarte.choices);
the penalties they name are ecarte-treatise-1896-ocr.txt's ("Description": playing without
proposing, refusing the first proposal; Law XXV: throwing down)."""

from __future__ import annotations

from salon.cards import parse_cards
from salon.ecarte.actions import Accept, ClaimPoint, Discard, Play, Propose, Stand, ThrowDown
from salon.ecarte.choices import deal_menu

from .helpers import dealt

ELDER, DEALER = 0, 1


def _labels(menu) -> list[str]:
    return [choice.label for choice in menu.choices]


def test_playing_without_proposing_names_its_penalty_only_before_a_proposal():
    """Description: the non-dealer who plays without proposing loses two if he loses the
    point; once a proposal has been accepted, playing costs nothing more."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    menu = deal_menu(deal.view(ELDER))
    assert menu.prompt == "Propose or play?"
    assert _labels(menu) == [
        "Play without proposing (if you then lose the point, it costs two)",
        "Propose (ask for cards)",
    ]
    deal.apply(Propose())
    menu = deal_menu(deal.view(DEALER))
    assert menu.prompt == "Your adversary proposes: give cards, or refuse?"
    assert "Refuse (if you then lose the point, it costs two)" in _labels(menu)
    deal.apply(Accept())
    assert deal_menu(deal.view(ELDER)).prompt == "Discard one to five cards"
    deal.apply(Discard(parse_cards("7C")))
    deal.apply(Discard(parse_cards("7D")))
    menu = deal_menu(deal.view(ELDER))
    assert menu.prompt == "Propose again, or play?"
    assert _labels(menu) == ["Play these cards", "Propose again"]
    assert not any("costs two" in label for label in _labels(menu))
    assert isinstance(menu.choices[0].action, Stand)


def test_cards_in_the_hand_order_and_throwing_down_behind_a_confirmation():
    """Law XXV: throwing down loses one, or two without a trick; it cannot be undone, so it
    and the claim of the point sit among the other choices and ask to be confirmed."""
    deal = dealt("7C 8C 9C KH JC", "QC 8D 9D 10D JD", "QH")
    deal.apply(Stand())
    view = deal.view(ELDER)
    menu = deal_menu(view)
    assert menu.prompt == "Your lead"
    assert [c.play for c in menu.main if isinstance(c.action, Play)] == list(view.hand)
    assert "Mark the king (one point)" in [c.label for c in menu.main]
    others = {type(c.action): c for c in menu.others}
    assert set(others) == {ThrowDown, ClaimPoint}
    assert others[ThrowDown].confirm is not None
    assert "two points, having made no trick" in others[ThrowDown].confirm
    assert others[ClaimPoint].confirm is not None
    deal.apply(Play(parse_cards("JC")[0]))
    menu = deal_menu(deal.view(DEALER))
    assert menu.prompt == "Play to the knave of clubs"
    assert len(menu.main) == 1 and menu.default is not None  # Enter takes a lone card


def test_with_the_stock_used_up_no_more_proposing_is_offered_nor_asked():
    """Description: cards are exchanged from the stock; once it is used up the non-dealer
    can only play, and the question says so rather than "Propose again, or play?"."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    while any(isinstance(a, Propose) for a in deal.view(ELDER).legal):
        deal.apply(Propose())
        deal.apply(Accept())
        for seat in (ELDER, DEALER):
            view = deal.view(seat)
            if view.discard_limit:
                deal.apply(Discard(view.hand[: view.discard_limit]))
    menu = deal_menu(deal.view(ELDER))
    assert menu.prompt == "The stock is used up: no more cards can be exchanged. Play these cards."
    assert [type(choice.action) for choice in menu.choices] == [Stand]


def test_with_the_point_won_the_claim_says_it_only_stops_the_play():
    """Law XXV: with three tricks the point is won; cards thrown down then claim it. The
    choice does not ask him to "claim the point" he holds: it says it stops the play there,
    the vole no longer played for (found by a new player's trial)."""
    deal = dealt("KC QC JC AC 10C", "7D 8D 9D 10D 7S", "7H")
    deal.apply(Stand())
    for card in ("KC", "7D", "QC", "8D", "JC", "9D"):
        deal.apply(Play(parse_cards(card)[0]))
    claim = next(c for c in deal_menu(deal.view(ELDER)).others if isinstance(c.action, ClaimPoint))
    assert claim.label == "Stop here with the point (the hand is shown; no vole)"
    assert claim.confirm is not None and "the vole, all five, is no longer" in claim.confirm
