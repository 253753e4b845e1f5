"""A player's observation never changes when only cards hidden from him change.

A deal is played at random for some steps; then two cards the observer has never seen are
swapped in the pack and in every action that names them, and the same actions are replayed.
When the replay is still legal (a swap can give the adversary a card of a suit he showed he
lacked), leaves both cards unseen (a swap can change which cards a reckoned point shows) and
leaves every word the observer heard the same (a swap can change the value of a point called),
the observer's encoding must be the same, for the view's encoder and the engine's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

pytest.importorskip("pettingzoo")

from salon.cards import Card, piquet_pack
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.view import EcarteDealView
from salon.engine import IllegalActionError
from salon.envs import ecarte_observation
from salon.envs import piquet_observation as po
from salon.envs.piquet_table import DealReader
from salon.envs.renaming import renamed_ecarte, renamed_piquet
from salon.piquet import actions as pa
from salon.piquet.deal import Deal
from salon.piquet.view import DealView

Swap = Callable[[Card], Card]


def swapper(first: Card, second: Card) -> Swap:
    return lambda card: second if card is first else first if card is second else card


def seen_in_piquet(view: DealView) -> set[Card]:
    seen = {*view.hand, *view.dealt, *view.discard, *view.stock_seen, *view.opponent_known}
    seen |= {*view.opponent_shown_hand, *(c for e in view.talk for c in e.cards)}
    seen |= {c for t in view.tricks for c in (t.lead, t.reply)}
    return seen | ({view.lead} if view.lead else set())


def seen_in_ecarte(view: EcarteDealView) -> set[Card]:
    seen = {*view.hand, *(c for e in view.talk for c in e.cards)}
    seen |= {c for t in view.tricks for c in (t.lead, t.reply)}
    return seen | ({view.lead} if view.lead else set())


def heard(view: Any) -> list[str]:
    return [event.words for event in view.talk]


def played(deal: Any, seed: int, steps: int) -> list[Any]:
    """Plays ``deal`` at random for up to ``steps`` steps after the shuffle; its actions."""
    rng = random.Random(seed)
    actions: list[Any] = []
    while not deal.is_terminal and len(actions) <= steps:
        action = deal.random_action(rng)
        deal.apply(action)
        actions.append(action)
    return actions


def swapped_twin(
    deal: Any,
    twin: Any,
    actions: list[Any],
    swapped: Callable[[Any, Swap], Any],
    seen: Callable[[Any], set[Card]],
    observer: Any,
    picks: tuple[int, int],
) -> Any:
    """``twin`` (a fresh deal) replayed from ``actions`` with two cards the observer has not
    seen swapped; the example is given up when that cannot be (see the module's docstring)."""
    hidden = sorted(set(piquet_pack()) - seen(deal.view(observer)), key=lambda c: c.index)
    assume(len(hidden) >= 2)
    first, second = hidden[picks[0] % len(hidden)], hidden[picks[1] % len(hidden)]
    assume(first is not second)
    swap = swapper(first, second)
    try:
        for action in actions:
            twin.apply(swapped(action, swap))
    except IllegalActionError:
        assume(False)
    assume(seen(twin.view(observer)) == seen(deal.view(observer)))
    assume(heard(twin.view(observer)) == heard(deal.view(observer)))
    return twin


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(1, 40),
    observer=st.sampled_from(pa.Role),
    picks=st.tuples(st.integers(0, 31), st.integers(0, 31)),
)
def test_piquet_observation_ignores_hidden_cards(
    seed: int, steps: int, observer: pa.Role, picks: tuple[int, int]
) -> None:
    deal = Deal()
    actions = played(deal, seed, steps)
    other = swapped_twin(deal, Deal(), actions, renamed_piquet, seen_in_piquet, observer, picks)
    assert np.array_equal(
        po.observe_deal(deal.view(observer)), po.observe_deal(other.view(observer))
    )
    seat = 0 if observer is pa.Role.ELDER else 1
    assert np.array_equal(
        DealReader(deal, 0).observe(seat, po.LONE_DEAL),
        DealReader(other, 0).observe(seat, po.LONE_DEAL),
    )


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(1, 14),
    observer=st.sampled_from((0, 1)),
    picks=st.tuples(st.integers(0, 31), st.integers(0, 31)),
)
def test_ecarte_observation_ignores_hidden_cards(
    seed: int, steps: int, observer: int, picks: tuple[int, int]
) -> None:
    deal = EcarteDeal(dealer=seed % 2)
    actions = played(deal, seed, steps)
    twin = EcarteDeal(dealer=seed % 2)
    other = swapped_twin(deal, twin, actions, renamed_ecarte, seen_in_ecarte, observer, picks)
    assert np.array_equal(
        ecarte_observation.observe_deal(deal.view(observer)),
        ecarte_observation.observe_deal(other.view(observer)),
    )
    assert np.array_equal(
        ecarte_observation.observe_deal(ecarte_observation.facts_of(deal, observer)),
        ecarte_observation.observe_deal(ecarte_observation.facts_of(other, observer)),
    )
