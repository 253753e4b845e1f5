"""The partie: the cut for deal, the choice, dealing alternately, the end and the rubicon."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import parse_cards
from salon.engine import CHANCE, IllegalActionError
from salon.piquet.actions import Play, Role, ThrowIn
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie, PartiePhase
from salon.piquet.rules import PiquetRules
from salon.piquet.talk import EventKind


def cut(first: str, second: str) -> CutForDeal:
    a, b = parse_cards(f"{first} {second}")
    return CutForDeal((a, b))


def test_the_higher_cut_has_the_choice() -> None:
    """piquet-description-and-example.txt "Dealing": the highest has choice (E Law 3)."""
    partie = Partie()
    assert partie.to_act is CHANCE
    partie.apply(cut("7H", "KS"))
    assert partie.phase is PartiePhase.CHOOSE and partie.to_act == 1
    partie.apply(ChooseDeal(deal_first=False))
    assert partie.dealer == 0  # B chose not to deal: A deals, B is elder


def test_the_cards_cut_lie_face_up_while_the_choice_is_made() -> None:
    """E Law 3: the highest cut has the choice, so both cards cut are shown to both players
    until he makes it, and to a spectator; once he has chosen they are gone."""
    partie = Partie()
    assert partie.view(0).cut_on_table is None
    partie.apply(cut("7H", "KS"))
    shown = tuple(parse_cards("7H KS"))
    assert partie.view(0).cut_on_table == partie.view(1).cut_on_table == shown
    assert partie.cut_on_table == shown
    partie.apply(ChooseDeal(deal_first=True))
    assert partie.view(0).cut_on_table is None and partie.cut_on_table is None


def test_equal_cuts_are_cut_again() -> None:
    """E Law 3 ranks the cut by the cards' order; equal ranks decide nothing (rules notes)."""
    partie = Partie()
    with pytest.raises(IllegalActionError, match="cut again"):
        partie.apply(cut("KH", "KS"))
    assert partie.phase is PartiePhase.CUT and partie.events == []


def test_only_the_player_with_the_choice_chooses_and_only_once() -> None:
    partie = Partie()
    with pytest.raises(IllegalActionError):
        partie.apply(ChooseDeal(deal_first=True))
    partie.apply(cut("AS", "7C"))
    partie.apply(ChooseDeal(deal_first=True))
    with pytest.raises(IllegalActionError):
        partie.apply(ChooseDeal(deal_first=True))


def play_out(seed: int, rules: PiquetRules | None = None) -> Partie:
    rng = random.Random(seed)
    partie = Partie(rules)
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return partie


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_six_deals_dealt_alternately_then_the_rubicon_settlement(seed: int) -> None:
    """piquet-description-and-example.txt "Scoring": six deals, each player dealing three
    times; a tie: each deals once more; the winner's points with the rubicon rule."""
    partie = play_out(seed)
    deals = len(partie.deal_scores)
    a, b = partie.totals
    assert deals == 6 or (
        deals == 8
        and sum(partie.deal_scores[i][0] for i in range(6))
        == sum(partie.deal_scores[i][1] for i in range(6))
    )
    assert (a, b) == (
        sum(s[0] for s in partie.deal_scores),
        sum(s[1] for s in partie.deal_scores),
    )
    result = partie.result
    assert result is not None
    if a != b:
        low, high = min(a, b), max(a, b)
        assert result.points_won == (high + low + 100 if low < 100 else high - low + 100)


def test_dealers_alternate() -> None:
    """piquet-description-and-example.txt "Scoring": each player deals three times."""
    rng = random.Random(3)
    partie = Partie()
    dealers = []
    while not partie.is_terminal:
        if partie.deal is not None and not partie.deal.events:
            dealers.append(partie.dealer)
        partie.apply(partie.random_action(rng))
    assert dealers[:6] == [dealers[0], 1 - dealers[0]] * 3


def test_each_deal_ends_with_its_points_told_by_the_players_names() -> None:
    """Each deal's end is told with the players' names, seat by seat, as the scoring card
    writes it ("This deal: Ann 19, Bob 23."), never as "Elder 19, younger 23.": a reader
    should not have to work out which of the two was elder. Source:
    piquet-description-and-example.txt, "Scoring"."""
    partie = play_out(5)
    told = [
        partie.told(index, ("Ann", "Bob"))
        for index, event in enumerate(partie.events)
        if event.seat is None and event.kind is EventKind.END
    ]
    deal_lines = [str(t) for t in told if t is not None and str(t).startswith("This deal:")]
    assert deal_lines == [f"This deal: Ann {a}, Bob {b}." for a, b in partie.deal_scores]
    assert not any(event.words.startswith("Elder ") for event in partie.events)


def test_throwing_in_only_in_the_last_deal_when_under_a_hundred() -> None:
    """piquet-description-and-example.txt "Scoring": in the last hand a player who cannot save
    his rubicon throws down his cards; the adversary counts thirteen and ten for the cards."""
    rng = random.Random(11)
    partie = Partie()
    offered_before_last = False
    thrown = False
    while not partie.is_terminal:
        legal = partie.legal_actions()
        last = len(partie.deal_scores) == 5
        if any(isinstance(a, ThrowIn) for a in legal):
            offered_before_last |= not last
            seat = partie.to_act
            assert isinstance(seat, int) and partie.totals[seat] < 100
            deal = partie.deal
            assert deal is not None
            thrower = partie.role_of(seat)
            before = deal.scores[thrower.other]
            partie.apply(ThrowIn())
            finished = partie.deal_scores[-1]
            other_seat = 1 - seat
            in_hand = before - (1 if thrower is Role.YOUNGER else 0)
            assert finished[other_seat] >= in_hand + 13 + 10
            thrown = True
            continue
        action = partie.random_action(rng)
        if isinstance(action, ThrowIn):
            action = next(a for a in legal if isinstance(a, Play))
        partie.apply(action)
    assert not offered_before_last
    assert thrown


def test_a_hand_that_reaches_a_hundred_in_the_last_deal_may_not_throw_in() -> None:
    """piquet-description-and-example.txt, "Scoring": the player who "finds (before the play
    of the hand begins) that he cannot save his rubicon" throws down his hand. One who has
    reached a hundred, his partie's total and this deal's points so far, has saved it: the
    throw-in is neither offered to him nor taken from him, and the refusal says why."""
    partie, rng = Partie(), random.Random(5)
    while True:
        deal = partie.deal
        if deal is not None and len(partie.deal_scores) == 5 and ThrowIn() in deal.legal_actions():
            role = deal.to_act
            assert isinstance(role, Role)
            seat = partie.seat_of(role)
            if partie.totals[seat] + deal.scores[role] >= 100:
                break
        assert not partie.is_terminal, "the case: a hand reaches a hundred in the last deal"
        partie.apply(partie.random_action(rng))
    view = partie.view(seat)
    assert ThrowIn() not in partie.legal_actions() and ThrowIn() not in view.legal
    assert ThrowIn() not in view.deal.legal  # nor in the deal's own menu
    events = list(partie.events)
    with pytest.raises(IllegalActionError, match="has saved its rubicon"):
        partie.apply(ThrowIn())
    assert partie.events == events


def test_four_deal_partie_counts_first_and_last_double() -> None:
    """piquet-description-and-example.txt "Scoring": four deals, first and last double."""
    partie = play_out(4, PiquetRules(deals_per_partie=4))
    scores = partie.deal_scores
    assert len(scores) in (4, 6)
    weights = [2, 1, 1, 2] + [1] * (len(scores) - 4)
    assert partie.totals == (
        sum(w * s[0] for w, s in zip(weights, scores, strict=True)),
        sum(w * s[1] for w, s in zip(weights, scores, strict=True)),
    )
