"""A finished Écarté deal counted by class for the panel after it (ecarte-treatise-1896-ocr.txt,
"Marking the king", "Proposing", "Scoring", Law XXV): the king, the proposals (and the second
point they give when the loser played without proposing or refused the first), the tricks (the
point or the vole), the cards thrown down, and the game the deal ended."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.ecarte.deal import EcarteDeal
from salon.ecarte.deal_classes import DealClass, deal_classes
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules


def played(seed: int) -> EcarteDeal:
    deal, rng = EcarteDeal(dealer=seed % 2), random.Random(seed)
    while not deal.is_terminal:
        deal.apply(deal.random_action(rng))
    return deal


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 100_000))
def test_the_classes_of_a_deal_add_up_to_its_points(seed: int) -> None:
    deal = played(seed)
    lines = deal_classes(deal)
    assert [sum(line.points[s] for line in lines) for s in (0, 1)] == list(deal.points)
    kinds = [line.kind for line in lines]
    assert len(kinds) == len(set(kinds))
    tricks = next((line for line in lines if line.kind is DealClass.TRICKS), None)
    if tricks is not None:
        winner = 0 if deal.tricks_won[0] >= 3 else 1
        assert tricks.points[winner] == (2 if deal.tricks_won[winner] == 5 else 1)
        assert tricks.points[1 - winner] == 0


def test_playing_without_proposing_and_losing_the_point_gives_two() -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": "If the non-dealer plays without proposing and
    fails to make three tricks, the opponent marks two": the second point is the proposals'
    class, the first the tricks'."""
    for seed in range(2000):
        deal = played(seed)
        lines = {line.kind: line for line in deal_classes(deal)}
        tricks = lines.get(DealClass.TRICKS)
        if deal.stood and tricks is not None and tricks.points[deal.dealer] == 1:
            proposals = lines[DealClass.PROPOSALS]
            assert proposals.points[deal.dealer] == 1
            assert proposals.note == "played without proposing: the point counts two"
            return
    raise AssertionError("no seed played it")


@pytest.mark.parametrize(
    ("rules", "worth"),
    [("classic", ("won",)), ("classic; game_values=graded", ("a single", "a double", "a treble"))],
)
def test_the_deal_that_ends_a_game_says_what_the_game_is_worth(
    rules: str, worth: tuple[str, ...]
) -> None:
    """ecarte-treatise-1896-ocr.txt: the game is five points. By agreement a game is worth a
    treble, a double or a single as the loser scored; where every game counts one, it is
    marked won, and the table says "Game: Ann wins.", never "a single", which names the
    loser's three or four of the graded games."""
    game, rng = EcarteGame(EcarteRules.from_text(rules)), random.Random(3)
    while game.winner is None:
        game.apply(game.random_action(rng))
    last = game.view(0).deal_classes[-1]
    marks = next(line.marks for line in last if line.kind is DealClass.GAME)
    assert marks[game.winner] in worth
    assert marks[1 - game.winner] == ""
    assert len(game.view(0).deal_classes) == len(game.deal_points)
    said = [e.words for e in game.events if e.words.startswith("Game: ")]
    assert said and all(
        ("single" in w or "double" in w or "treble" in w) == (len(worth) > 1) for w in said
    ), said
