"""The solver's best reply to a hand that plays by the rules of thumb: the ruled hand's card is
the rules of thumb's own, and the compiled core, the pure-Python search and plain minimax agree
on its value (issue: exploiting the adversary's own faults)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.agents.thumb_moments import thumb_cards
from tests.solvers.test_piquet_dd import random_ending

from salon.cards import piquet_pack
from salon.piquet.actions import Role
from salon.solvers.piquet_dd import PlayPosition, mask_of, minimax, solve, solve_all_moves

_PACK_MASK = mask_of(piquet_pack())


def ruled_ending(seed: int, tricks_left: int, mid_trick: bool) -> PlayPosition:
    """A random ending in which one hand, drawn, plays by the rules of thumb, some of the cards
    out of play unseen by it."""
    position = random_ending(seed, tricks_left, mid_trick=mid_trick)
    rng = random.Random(seed + 1)
    ruled = rng.randint(0, 1)
    lead = 1 << position.lead if position.lead >= 0 else 0
    out = _PACK_MASK & ~position.hands[0] & ~position.hands[1] & ~lead
    unseen = sum(1 << i for i in range(36) if out >> i & 1 and rng.random() < 0.4)
    return replace(position, ruled=ruled, unseen_by_ruled=unseen)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4), mid_trick=st.booleans())
def test_a_ruled_hand_is_solved_as_plain_minimax_with_its_one_card(
    seed: int, tricks_left: int, mid_trick: bool
) -> None:
    position = ruled_ending(seed, tricks_left, mid_trick)
    expected = minimax(position)
    assert solve(position, compiled=False)[0] == expected
    assert solve(position)[0] == expected


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 7), mid_trick=st.booleans())
def test_the_compiled_core_replies_to_a_ruled_hand_as_the_pure_python_search(
    seed: int, tricks_left: int, mid_trick: bool
) -> None:
    position = ruled_ending(seed, tricks_left, mid_trick)
    assert solve(position) == solve(position, compiled=False)
    assert solve_all_moves(position) == solve_all_moves(position, compiled=False)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 6), mid_trick=st.booleans())
def test_a_best_reply_to_a_ruled_hand_makes_at_least_best_play_against_it(
    seed: int, tricks_left: int, mid_trick: bool
) -> None:
    """Playing by rule is one way among all to play: the other hand's best reply to it makes
    at least what it makes against best play."""
    position = ruled_ending(seed, tricks_left, mid_trick)
    free = replace(position, ruled=-1)
    if position.ruled == 1:  # younger by rule: elder makes at least as much
        assert solve(position)[0] >= solve(free)[0]
    else:
        assert solve(position)[0] <= solve(free)[0]


def test_the_ruled_card_is_the_rules_of_thumbs_own() -> None:
    """In deals played by the rules of thumb, at every card they play the solver's ruled hand
    has that card alone to play."""
    checked = 0
    for deal, view, action in thumb_cards(range(6)):
        other = deal.view(view.role.other)
        played = {c for t in view.tricks for c in (t.lead, t.reply)}
        seen = {*view.hand, *view.discard, *played, *other.hand}
        position = PlayPosition(
            hands=(
                mask_of(deal.view(Role.ELDER).hand),
                mask_of(deal.view(Role.YOUNGER).hand),
            ),
            leader=int(view.leader if view.lead is not None else view.role),
            lead=view.lead.index if view.lead is not None else -1,
            tricks=(len(view.tricks), 0),
            ruled=int(view.role),
            unseen_by_ruled=_PACK_MASK
            & ~mask_of(seen)
            & ~(1 << view.lead.index if view.lead is not None else 0),
        )
        for compiled in (True, False):
            moves = solve_all_moves(position, compiled=compiled)
            assert list(moves) == [action.card]
        checked += 1
    assert checked > 100
