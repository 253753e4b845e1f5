"""Écarté's computer players: legal, reproducible, and in the right order of strength."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.base import RandomAgent
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb, thumb_discard
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


def test_the_strong_player_remembers_the_cards_he_threw() -> None:
    """Law XII forbids looking at the discards, not remembering one's own: at every turn the
    strong player knows exactly which cards he has thrown this deal, so that his samples never
    hand them to his adversary or leave them in the stock."""
    game = EcarteGame()
    seats = (EcarteStrong(3, samples=6), EcarteRulesOfThumb())
    checked = 0
    for actor in turns(game, random.Random(3)):
        view = game.view(actor)
        if actor == 0 and game.deal is not None and view.deal is not None:
            assert seats[0].memory.thrown(view.deal) == set(game.deal.discards[0])
            checked += bool(game.deal.discards[0])
        game.apply(seats[actor].choose(view, view.legal))
    assert checked
