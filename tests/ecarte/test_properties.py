"""Écarté over many random deals: cards conserved, duties kept, replay exact, no leaks."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Card, piquet_pack
from salon.ecarte.actions import DealCards, Discard, EcarteAction, Play
from salon.ecarte.deal import EcarteDeal, Phase, duty_cards
from salon.ecarte.game import EcarteGame
from salon.ecarte.view import EcarteDealView
from salon.engine import IllegalActionError


def random_deal(seed: int, steps: int = 200) -> tuple[EcarteDeal, list[EcarteAction]]:
    rng = random.Random(seed)
    deal = EcarteDeal(dealer=seed % 2)
    actions: list[EcarteAction] = []
    while not deal.is_terminal and len(actions) < steps:
        action = deal.random_action(rng)
        deal.apply(action)
        actions.append(action)
    return deal, actions


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_thirty_two_cards_are_conserved(seed: int) -> None:
    deal, _ = random_deal(seed)
    placed = [*deal.hands[0], *deal.hands[1], *deal.stock, *deal.discards[0], *deal.discards[1]]
    placed += [c for t in deal.tricks for c in (t.lead, t.reply)]
    placed += [deal.turn_up] if deal.turn_up else []
    placed += [deal.lead] if deal.lead else []
    assert sorted(c.index for c in placed) == sorted(c.index for c in piquet_pack())


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_card_played_keeps_the_duties(seed: int) -> None:
    """Description, "Playing": follow suit, win if able, trump when void."""
    rng = random.Random(seed)
    deal = EcarteDeal(dealer=1)
    while not deal.is_terminal:
        action = deal.random_action(rng)
        if isinstance(action, Play):
            seat = deal.to_act
            assert isinstance(seat, int)
            assert action.card in duty_cards(deal.hands[seat], deal.lead, deal.trump)
        assert deal.legal_actions() or deal.to_act is not None
        deal.apply(action)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_replaying_the_actions_gives_the_same_game(seed: int) -> None:
    rng = random.Random(seed)
    game = EcarteGame()
    actions: list[EcarteAction] = []
    while not game.is_terminal:
        action = game.random_action(rng)
        game.apply(action)
        actions.append(action)
    again = EcarteGame()
    for action in actions:
        again.apply(action)
    assert again.events == game.events and again.game_points == game.game_points


def visible(view: EcarteDealView) -> set[Card]:
    seen = set(view.hand) | {c for e in view.talk for c in e.cards}
    seen |= {c for t in view.tricks for c in (t.lead, t.reply)}
    if view.turn_up is not None:
        seen.add(view.turn_up)
    if view.lead is not None:
        seen.add(view.lead)
    return seen


def rename(action: EcarteAction, swap: dict[Card, Card]) -> EcarteAction:
    if isinstance(action, DealCards):
        return DealCards(tuple(swap.get(c, c) for c in action.order))
    if isinstance(action, Discard):
        return Discard(tuple(swap.get(c, c) for c in action.cards))
    if isinstance(action, Play):
        return replace(action, card=swap.get(action.card, action.card))
    return action


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    steps=st.integers(1, 20),
    seat=st.integers(0, 1),
    swap_seed=st.integers(0, 2**32),
)
def test_a_view_does_not_change_when_cards_hidden_from_it_change(
    seed: int, steps: int, seat: int, swap_seed: int
) -> None:
    deal, actions = random_deal(seed, steps)
    view = deal.view(seat)
    hidden = sorted(set(piquet_pack()) - visible(view), key=lambda c: c.index)
    rng = random.Random(swap_seed)
    for _ in range(20):
        if len(hidden) < 2:
            return
        first, second = rng.sample(hidden, 2)
        other = EcarteDeal(dealer=seed % 2)
        try:
            for action in actions:
                other.apply(rename(action, {first: second, second: first}))
        except IllegalActionError:
            continue
        assert other.view(seat) == view
        return


def test_a_copied_game_plays_on_apart_from_the_original() -> None:
    """Search plays on copies (the engine's copy() in the spirit of python-chess): the copy and
    the original must part at once, whether the deal is compiled (its fields in slots) or not."""
    rng = random.Random(11)
    game = EcarteGame()
    while game.deal is None or game.deal.phase is not Phase.PLAY:
        game.apply(game.random_action(rng))
    before = [str(action) for action in game.legal_actions()], list(game.events)
    other = game.copy()
    while not other.is_terminal:
        other.apply(other.random_action(rng))
    assert ([str(action) for action in game.legal_actions()], list(game.events)) == before
    assert other.is_terminal and not game.is_terminal
