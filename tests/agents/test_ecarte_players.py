"""Écarté's computer players: legal, reproducible, and in the right order of strength."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.base import RandomAgent
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb, thumb_discard
from salon.cards import Suit, parse_cards
from salon.ecarte.actions import Propose, Stand
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.match import run_match
from salon.pairs import make_agent
from salon.replay import ecarte_record


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


@pytest.mark.parametrize("name", ["strong", "strong-2026"])
def test_strong_players_play_whole_games_legally_and_alike_under_a_seed(name: str) -> None:
    records = []
    for _ in range(2):
        game = EcarteGame()
        seats = (make_agent(name, 5, "ecarte"), make_agent("thumb", 6, "ecarte"))
        for actor in turns(game, random.Random(5)):
            view = game.view(actor)
            action = seats[actor].choose(view, view.legal)
            assert game.is_legal(action)
            game.apply(action)
        assert game.winner is not None
        records.append(ecarte_record(game))
    assert records[0] == records[1]


def _second_proposal(hand: str) -> tuple[Any, tuple[Any, ...]]:
    """The non-dealer's view when he may propose again holding ``hand`` after one exchange,
    in a game between two players of the rules of thumb."""
    game = EcarteGame()
    thumb = EcarteRulesOfThumb()
    cards = set(parse_cards(hand))
    for actor in turns(game, random.Random(9)):
        view = game.view(actor)
        deal = view.deal
        if (
            actor == 0
            and deal is not None
            and Propose() in view.legal
            and deal.proposals == 1
            and set(deal.hand) == cards
        ):
            return view, view.legal
        game.apply(thumb.choose(view, view.legal))
    raise AssertionError("no such proposal in the game")


@pytest.mark.parametrize("seed", range(3))
def test_the_strong_player_weighs_playing_after_an_exchange_without_another(seed: int) -> None:
    """Two small trumps and two kings after one exchange, hearts trumps, one all: the
    non-dealer who plays goes to the tricks with that hand. Weighed so, he plays; weighed as if
    "I play" brought another exchange, he proposes again."""
    view, legal = _second_proposal("KS 8H 7H KC 10C")
    assert view.deal.trump is Suit.HEARTS and view.scores == (1, 1)
    assert make_agent("strong", seed, "ecarte").choose(view, legal) == Stand()
    assert make_agent("strong-2026", seed, "ecarte").choose(view, legal) == Propose()
