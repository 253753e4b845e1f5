"""Hidden information never leaks: a hand's view depends only on what it may know.

rules-notes.md "Declarations" (what calls reveal) and the exchange's looking rules
(piquet-description-and-example.txt "Discarding"): whatever is not shown to a hand must not
reach its view. We change cards hidden from one hand, replay the same actions with those
cards renamed, and require the hand's view to stay exactly the same.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Card, piquet_pack
from salon.engine import IllegalActionError
from salon.piquet.actions import (
    Answer,
    Call,
    DealAction,
    DealCards,
    Exchange,
    Play,
    Reckon,
    Role,
)
from salon.piquet.combinations import CardSet, Combination
from salon.piquet.deal import Deal
from salon.piquet.rules import PiquetRules
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView


def visible_cards(view: DealView) -> set[Card]:
    seen = {*view.hand, *view.dealt, *view.discard, *view.stock_seen, *view.opponent_known}
    seen |= {*view.opponent_shown_hand}
    seen |= {card for trick in view.tricks for card in (trick.lead, trick.reply)}
    seen |= {card for event in view.talk for card in event.cards}
    if view.lead is not None:
        seen.add(view.lead)
    return seen


def rename_combination(combo: Combination, swap: dict[Card, Card]) -> Combination:
    if isinstance(combo, CardSet):
        return CardSet(combo.rank, tuple(swap.get(c, c) for c in combo.cards))
    return combo


def rename(action: DealAction, swap: dict[Card, Card]) -> DealAction:
    if isinstance(action, DealCards):
        return DealCards(tuple(swap.get(c, c) for c in action.order))
    if isinstance(action, Exchange):
        return Exchange(tuple(swap.get(c, c) for c in action.discard))
    if isinstance(action, Play):
        return Play(swap.get(action.card, action.card))
    if isinstance(action, Call | Reckon):
        return replace(action, combination=rename_combination(action.combination, swap))
    if isinstance(action, Answer) and action.backing is not None:
        return replace(action, backing=rename_combination(action.backing, swap))
    return action


def spoken_calls(view: DealView) -> list[str]:
    """Calls may state facts about hidden cards (the value of a point): public knowledge."""
    return [e.words for e in view.talk if e.kind is EventKind.CALL]


def play_some(seed: int, steps: int, rules: PiquetRules) -> tuple[Deal, list[DealAction]]:
    rng = random.Random(seed)
    deal = Deal(rules)
    actions: list[DealAction] = []
    while not deal.is_terminal and len(actions) < steps:
        action = deal.random_action(rng)
        deal.apply(action)
        actions.append(action)
    return deal, actions


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(1, 45),
    role=st.sampled_from(Role),
    swap_seed=st.integers(0, 2**32),
    looks=st.booleans(),
)
def test_view_is_unchanged_when_cards_hidden_from_the_viewer_change(
    seed: int, steps: int, role: Role, swap_seed: int, looks: bool
) -> None:
    rules = PiquetRules(point_value_always=looks)
    deal, actions = play_some(seed, steps, rules)
    view = deal.view(role)
    hidden = sorted(set(piquet_pack()) - visible_cards(view), key=lambda c: c.index)
    rng = random.Random(swap_seed)
    for _ in range(20):
        if len(hidden) < 2:
            return
        first, second = rng.sample(hidden, 2)
        swap = {first: second, second: first}
        other = Deal(rules)
        try:
            for action in actions:
                other.apply(rename(action, swap))
        except (IllegalActionError, ValueError):
            continue
        other_view = other.view(role)
        # Calls and good combinations reveal cards by law; worlds that differ there are
        # told apart legitimately, so only worlds with the same revelations are compared.
        if spoken_calls(other_view) != spoken_calls(view) or other.revealed != deal.revealed:
            continue
        assert other_view == view
        return
