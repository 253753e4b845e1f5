"""The strong player's objective: a deal's points as the partie's settlement counts them."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.agents.piquet.utility import PartieUtility, utility_for
from salon.engine import turns
from salon.piquet.actions import Role
from salon.piquet.partie import Partie, PartieView
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import settle_partie


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), deals=st.sampled_from([6, 4]), seat=st.sampled_from([0, 1]))
def test_the_last_deal_is_worth_exactly_what_the_partie_settles(
    seed: int, deals: int, seat: int
) -> None:
    """Settlement (rules-notes.md "Partie"): on the last deal the objective of either seat, given
    the deal's points, is the balance the partie's result brings it — the rubicon, and the
    last of four deals counting double, included."""
    chance = random.Random(seed)
    partie = Partie(PiquetRules(deals_per_partie=deals))
    thumb = PiquetRulesOfThumb()
    last: PartieView | None = None
    for actor in turns(partie, chance):
        view = partie.view(actor)
        if view.deal_number == deals and last is None:
            last = partie.view(seat)
        partie.apply(thumb.choose(view, view.legal))
    result = partie.result
    assert result is not None and last is not None
    if len(partie.deal_scores) > deals:
        return  # a tie brought extra deals: the set deals' last was not the last
    mine, theirs = partie.deal_scores[deals - 1][seat], partie.deal_scores[deals - 1][1 - seat]
    assert utility_for(last).value(mine, theirs) == result.balance(seat)


@given(
    before=st.tuples(st.integers(0, 250), st.integers(0, 250)),
    points=st.tuples(st.integers(0, 150), st.integers(0, 150)),
    multiplier=st.sampled_from([1, 2]),
)
def test_on_the_last_deal_the_value_is_the_settlement(
    before: tuple[int, int], points: tuple[int, int], multiplier: int
) -> None:
    utility = PartieUtility(before[0], before[1], multiplier, ())
    totals = (before[0] + multiplier * points[0], before[1] + multiplier * points[1])
    assert utility.value(*points) == settle_partie(totals).balance(0)


@given(
    before=st.tuples(st.integers(0, 250), st.integers(0, 250)),
    points=st.tuples(st.integers(0, 120), st.integers(0, 120)),
    roles=st.lists(st.sampled_from(Role), min_size=1, max_size=5),
)
def test_earlier_deals_are_valued_alike_from_either_side(
    before: tuple[int, int], points: tuple[int, int], roles: list[Role]
) -> None:
    """What one seat gains in the expected settlement the other loses."""
    mine = PartieUtility(before[0], before[1], 1, tuple((role, 1) for role in roles))
    theirs = PartieUtility(before[1], before[0], 1, tuple((role.other, 1) for role in roles))
    assert abs(mine.value(*points) + theirs.value(points[1], points[0])) < 1e-6


def test_a_point_that_saves_the_rubicon_is_worth_far_more_than_one() -> None:
    """A loser under a hundred pays both totals and a hundred; at a hundred, the difference."""
    utility = PartieUtility(90, 150, 1, ())
    assert utility.value(10, 0) - utility.value(9, 0) == 2 * 99 + 1
    assert utility.value(9, 1) < utility.value(9, 0)
