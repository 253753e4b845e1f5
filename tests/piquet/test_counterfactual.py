"""A finished deal counted again with the hands' scores changed, the play as it was."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.piquet.actions import Role
from salon.piquet.combinations import Category, best_point
from salon.piquet.counterfactual import count_again, point_given_over, repique_of
from salon.piquet.deal import Deal
from salon.piquet.rules import PiquetRules

C = Category


def _played(seed: int, rules: PiquetRules, *, thumb: bool) -> Deal:
    """A whole deal, at random or by the rules of thumb (which reckon what they hold)."""
    rng = random.Random(seed)
    deal = Deal(rules)
    player = PiquetRulesOfThumb()
    while not deal.is_terminal:
        actor = deal.to_act
        if thumb and isinstance(actor, Role):
            view = deal.view(actor)
            deal.apply(player.choose(view, view.legal))
        else:
            deal.apply(deal.random_action(rng))
    return deal


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    ten=st.booleans(),
    cards_pique=st.booleans(),
    thumb=st.booleans(),
)
def test_a_deal_counted_again_as_it_was_scores_what_it_scored(
    seed: int, ten: bool, cards_pique: bool, thumb: bool
) -> None:
    """The repique, the pique and the play counted again agree with the deal itself."""
    rules = PiquetRules(last_trick_ten=ten, cards_count_toward_pique=cards_pique)
    deal = _played(seed, rules, thumb=thumb)
    assert count_again(deal) == (deal.scores[0], deal.scores[1])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_point_given_over_moves_the_point_and_only_what_hangs_on_it(seed: int) -> None:
    """piquet-encyclopedia-1902-with-laws.txt "Pique" and "Repuque": besides the point itself
    only a pique or a repique (thirty or sixty) can change when the point changes hands."""
    deal = _played(seed, PiquetRules(), thumb=True)
    changed = point_given_over(deal)
    owners = [r for r in Role if any(c is C.POINT for c, _ in deal.hand_scores[r])]
    if not owners:
        assert changed is None
        return
    assert changed is not None
    owner = owners[0]
    other = owner.other
    held = best_point(deal.held_after_exchange[other])
    assert held is not None
    assert not any(c is C.POINT for c, _ in changed[owner])
    assert [p for c, p in changed[other] if c is C.POINT] == [held.score]
    for role in Role:
        rest = [(c, p) for c, p in changed[role] if c is not C.POINT]
        assert rest == [(c, p) for c, p in deal.hand_scores[role] if c is not C.POINT]
    moved = [
        sum(p for c, p in deal.hand_scores[owner] if c is C.POINT),
        held.score,
    ]
    before, after = count_again(deal), count_again(deal, changed)
    swing = (before[owner] - before[other]) - (after[owner] - after[other])
    assert (swing - sum(moved)) % 30 == 0


def test_repique_needs_thirty_in_hand_before_the_adversary_reckons_anything() -> None:
    """piquet-encyclopedia-1902-with-laws.txt "Repuque" and the order of precedence: point,
    quint and quatorze, all good, make thirty-four; a quint, a tierce and a quatorze make
    thirty-two, but without the point no repique, the adversary's point reckoning first."""
    point, quint, tierce, quatorze = (C.POINT, 5), (C.SEQUENCE, 15), (C.SEQUENCE, 3), (C.SET, 14)
    assert repique_of(([point, quint, quatorze], [])) is Role.ELDER
    assert repique_of(([], [point, quint, quatorze])) is Role.YOUNGER
    assert repique_of(([quint, tierce, quatorze], [point])) is None
    assert repique_of(([quint, tierce, quatorze], [])) is Role.ELDER


def test_carte_blanche_reckons_first_and_saves_a_repique() -> None:
    """piquet-encyclopedia-1902-with-laws.txt "Carte Blanche": it saves piques and repiques."""
    big = [(C.POINT, 6), (C.SEQUENCE, 16), (C.SET, 14)]
    assert repique_of((big, [(C.CARTE_BLANCHE, 10)])) is None
    assert repique_of(([(C.CARTE_BLANCHE, 10), (C.POINT, 5), (C.SEQUENCE, 15)], [])) is Role.ELDER


def test_a_deal_not_played_out_cannot_be_counted_again() -> None:
    with pytest.raises(ValueError, match="played out"):
        count_again(Deal())
