"""Écarté's computer players: legal, reproducible, and in the right order of strength."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.base import RandomAgent
from salon.agents.ecarte_players import EcarteStrong
from salon.agents.ecarte_thumb import EcarteRulesOfThumb, thumb_discard
from salon.cards import Suit, parse_cards
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.match import run_match


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_players_only_return_legal_actions(seed: int) -> None:
    chance = random.Random(seed)
    game = EcarteGame()
    seats = (EcarteStrong(seed, samples=6), EcarteRulesOfThumb())
    if seed % 2:
        seats = (EcarteRulesOfThumb(), RandomAgent(seed))  # type: ignore[assignment]
    for actor in turns(game, chance):
        view = game.view(actor)
        action = seats[actor].choose(view, view.legal)
        assert game.is_legal(action)
        game.apply(action)


def test_thumb_keeps_trumps_and_kings_when_discarding() -> None:
    """ecarte-treatise-1896-ocr.txt, hints on discarding: keep trumps and kings."""
    hand = parse_cards("KS 7D 9C 8H 10S")
    assert set(thumb_discard(hand, Suit.DIAMONDS, 5)) == set(parse_cards("9C 8H 10S"))


def test_ecarte_matches_are_reproducible_and_thumb_beats_random() -> None:
    first = run_match("thumb", "random", pairs=3, seed=2, jobs=1, game="ecarte")
    assert first == run_match("thumb", "random", pairs=3, seed=2, jobs=1, game="ecarte")
    assert first.mean > 0
