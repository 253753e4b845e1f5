"""The Écarté double-dummy solver agrees with plain minimax, with the engine's duties, and
with the engine's score when its best cards are played out."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import SUITS, Suit, parse_cards, piquet_pack
from salon.ecarte.actions import Play
from salon.ecarte.deal import EcarteDeal, Phase
from salon.solvers.ecarte_dd import (
    EcartePosition,
    minimax,
    point_worth,
    solve,
    solve_all_moves,
    solve_counting,
)


def random_position(seed: int, cards_each: int, mid_trick: bool) -> EcartePosition:
    """Hands of ``cards_each`` cards (the leader one fewer mid-trick, his card led), the
    tricks already played shared at random, any trumps and any penalty."""
    rng = random.Random(seed)
    cards = list(piquet_pack())
    rng.shuffle(cards)
    hands = [cards[:cards_each], cards[cards_each : 2 * cards_each]]
    leader = rng.randint(0, 1)
    lead = hands[leader].pop().index if mid_trick else -1
    played = 5 - cards_each
    won = rng.randint(0, played)
    return EcartePosition.start(
        hands[0],
        hands[1],
        rng.choice(SUITS),
        leader=leader,
        lead=lead,
        tricks=(won, played - won),
        point=point_worth(rng.choice((None, 0, 1))),
    )


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), cards_each=st.integers(1, 5), mid_trick=st.booleans())
def test_solver_matches_plain_minimax_at_every_stage(
    seed: int, cards_each: int, mid_trick: bool
) -> None:
    position = random_position(seed, cards_each, mid_trick)
    value, card = solve(position)
    assert value == minimax(position)
    assert card is not None and minimax(position.after(card)) == value


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), cards_each=st.integers(1, 5), mid_trick=st.booleans())
def test_every_card_is_valued_as_minimax_values_it(
    seed: int, cards_each: int, mid_trick: bool
) -> None:
    """Equivalent cards are merged in the search but each legal card gets its own value."""
    position = random_position(seed, cards_each, mid_trick)
    values = solve_all_moves(position)
    assert set(values) == set(position.legal_cards())
    for card, value in values.items():
        assert value == minimax(position.after(card)), card


def test_each_value_is_the_best_of_the_values_one_card_later() -> None:
    """Many deals from the first lead and mid-trick, where the search meets its own positions
    again through the table: each card's value is the value of the position it leads to,
    solved afresh, and the position's value is the best of them for the seat to play."""
    for seed in range(1000):
        position = random_position(seed, 5 if seed % 3 else 4, mid_trick=seed % 2 == 1)
        values = solve_all_moves(position)
        assert values == {card: solve(position.after(card))[0] for card in values}, seed
        best = max if position.to_play == 0 else min
        assert solve(position)[0] == best(values.values()), seed


def play_randomly_into_the_tricks(seed: int) -> EcarteDeal:
    """A deal dealt, proposed, exchanged and partly played at random, never thrown down."""
    rng = random.Random(seed)
    deal = EcarteDeal(dealer=seed % 2)
    cards_to_play = rng.randint(0, 9)
    while not deal.is_terminal:
        if deal.phase is Phase.PLAY and cards_to_play == 0:
            break
        action = deal.random_action(rng)
        if isinstance(action, Play):
            cards_to_play -= 1
        deal.apply(action)
    return deal


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_duties_are_the_engines_legal_plays(seed: int) -> None:
    """Follow suit and win if able, else trump if able (docs/ecarte-rules.md "The play"),
    exactly as the engine allows at every turn of random deals."""
    rng = random.Random(seed)
    deal = EcarteDeal(dealer=seed % 2)
    while not deal.is_terminal:
        if deal.phase is Phase.PLAY:
            position = EcartePosition.of_deal(deal)
            engine = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
            assert position.to_play == deal.to_act
            assert set(position.legal_cards()) == engine
        deal.apply(deal.random_action(rng))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_solved_value_is_what_the_engine_scores_under_best_play(seed: int) -> None:
    """Both seats play the solver's best card to the end: the engine awards the points the
    solver foretold, penalties and the vole included."""
    deal = play_randomly_into_the_tricks(seed)
    if deal.is_terminal:
        return
    predicted, _ = solve(EcartePosition.of_deal(deal))
    before = deal.points[0] - deal.points[1]
    while not deal.is_terminal:
        position = EcartePosition.of_deal(deal)
        value, card = solve(position)
        assert value == predicted  # best play keeps the value
        assert card is not None
        deal.apply(Play(card))
    assert deal.points[0] - deal.points[1] - before == predicted


TRUMPS = parse_cards("KS QS JS 7H 7D")
"""Three top trumps: three tricks and no more against the hand below."""
SMALL = parse_cards("AS 10S 9S 8H 8D")


def test_three_tricks_make_the_point_and_five_the_vole() -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": three tricks make the point, five the vole,
    "two points"."""
    assert solve(EcartePosition.start(TRUMPS, SMALL, Suit.SPADES))[0] == 1
    all_five = parse_cards("KS QS JS AH 10H")  # the trumps drawn, the hearts are masters
    assert solve(EcartePosition.start(all_five, SMALL, Suit.SPADES))[0] == 2


def test_a_penalised_side_that_loses_the_point_gives_two() -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": who played without proposing, or refused the
    first proposal, and fails to make three tricks gives two, "no matter whether the opponent
    wins three or five tricks"."""
    seat1_leads_the_trumps = EcartePosition.start(SMALL, TRUMPS, Suit.SPADES, leader=1)
    assert solve(seat1_leads_the_trumps)[0] == -1
    assert solve(replace(seat1_leads_the_trumps, point=point_worth(0)))[0] == -2
    assert solve(replace(seat1_leads_the_trumps, point=point_worth(1)))[0] == -1


def test_merging_equivalent_cards_searches_fewer_positions_than_the_tree() -> None:
    """A hand of five trumps in sequence is one card to the search: the whole play from the
    first lead is found without branching on which trump to lead."""
    position = EcartePosition.start(
        parse_cards("KS QS JS AS 10S"), parse_cards("7H 8H 9H 10H AH"), Suit.SPADES
    )
    value, searched = solve_counting(position)
    assert value == 2
    assert searched <= 10  # one line of play: five leads and five replies at most
