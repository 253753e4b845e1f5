"""A puzzle holds its player's own view alone: whatever the cards he could not see, the
puzzle sent to the page (its token too) is the same (the brief: hidden information never
leaks; docs/analysis.md "Puzzles")."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from salon.cards import Rank
from salon.ecarte.deal import EcarteDeal
from salon.piquet.actions import Role, WaiveCarteBlanche
from salon.piquet.deal import Deal
from salon.teaching.puzzles import puzzle_at
from salon.web.teaching.puzzles import PuzzleTokens, puzzle_json

TOKENS = PuzzleTokens("the server's key")
COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)


def _reordered(deal: Any, seat: Any, shuffle: random.Random) -> tuple[Any, Any]:
    """The deal's pack, and the same pack with every card ``seat`` does not see moved."""
    order = deal.sample_chance(random.Random(7)).order
    probe = type(deal)() if isinstance(deal, Deal) else EcarteDeal(dealer=deal.dealer)
    probe.apply(type(deal.sample_chance(random.Random(7)))(order))
    view = probe.view(seat)
    seen = {*view.hand, *([view.turn_up] if getattr(view, "turn_up", None) else [])}
    hidden = [card for card in order if card not in seen]
    shuffle.shuffle(hidden)
    moved = iter(hidden)
    return order, tuple(card if card in seen else next(moved) for card in order)


def _shown(game: str, deal: Any, seat: Any) -> dict[str, Any]:
    puzzle = puzzle_at(game, deal.view(seat), "the choice made")
    assert puzzle is not None
    return puzzle_json(puzzle, TOKENS.make(puzzle))


def _piquet_at_the_exchange(order: Any) -> Deal | None:
    """The deal of ``order`` at elder's exchange (None if younger has a carte blanche)."""
    deal = Deal()
    deal.apply(type(deal.sample_chance(random.Random(0)))(order))
    if not any(card.rank in COURTS for card in deal.view(Role.YOUNGER).hand):
        return None
    deal.apply(WaiveCarteBlanche())
    return deal


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_elders_puzzle_at_the_exchange_is_the_same_whatever_younger_and_the_stock_hold(
    shuffle: random.Random,
) -> None:
    original, moved = _reordered(Deal(), Role.ELDER, shuffle)
    one, other = _piquet_at_the_exchange(original), _piquet_at_the_exchange(moved)
    assume(one is not None and other is not None)  # no carte blanche shown
    assert one is not None and other is not None
    assert one.to_act is Role.ELDER and other.to_act is Role.ELDER
    assert _shown("Piquet deal", one, Role.ELDER) == _shown("Piquet deal", other, Role.ELDER)


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_non_dealers_puzzle_is_the_same_whatever_the_dealer_and_the_stock_hold(
    shuffle: random.Random,
) -> None:
    base = EcarteDeal(dealer=1)
    original, moved = _reordered(base, 0, shuffle)
    deals = []
    for order in (original, moved):
        deal = EcarteDeal(dealer=1)
        deal.apply(type(deal.sample_chance(random.Random(0)))(order))
        deals.append(deal)
    assert deals[0].to_act == 0
    assert _shown("Ecarte", deals[0], 0) == _shown("Ecarte", deals[1], 0)
