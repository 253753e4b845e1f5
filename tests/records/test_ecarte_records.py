"""Écarté records: written by salon, read back, replayed to the same game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.records import RecordError, parse_record
from salon.replay import ecarte_record, replay_record


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), rubber=st.booleans())
def test_an_ecarte_record_replays_to_the_same_game(seed: int, rubber: bool) -> None:
    game = EcarteGame(EcarteRules(rubber_games=3 if rubber else 1))
    rng = random.Random(seed)
    while not game.is_terminal:
        game.apply(game.random_action(rng))
    replayed, report = replay_record(parse_record(ecarte_record(game)))
    assert replayed.events == game.events
    assert report["winner"] == "AB"[game.winner or 0]


def test_an_illegal_ecarte_move_is_refused_with_its_line() -> None:
    text = '[Game "Ecarte"]\nchance: cut KS 7H\nB: stand\n'
    try:
        replay_record(parse_record(text))
    except RecordError as error:
        assert error.line == 3 and "chance to act" in str(error)
    else:
        raise AssertionError("the record should be refused")
