"""The double-dummy solver agrees with plain minimax, and with the engine's counting."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import piquet_pack
from salon.solvers.piquet_dd import PlayPosition, minimax, solve


def random_ending(seed: int, tricks_left: int) -> PlayPosition:
    rng = random.Random(seed)
    cards = list(piquet_pack())
    rng.shuffle(cards)
    elder, younger = cards[:tricks_left], cards[tricks_left : 2 * tricks_left]
    played = 12 - tricks_left
    elder_tricks = rng.randint(0, played)
    scores = (rng.randint(0, 35), rng.choice((0, 0, rng.randint(1, 20))))
    return PlayPosition.start(
        elder,
        younger,
        leader=rng.randint(0, 1),
        tricks=(elder_tricks, played - elder_tricks),
        scores=scores,
        pique_open=scores[1] == 0 and rng.random() < 0.7,
        last_trick_ten=rng.random() < 0.3,
        cards_toward_pique=rng.random() < 0.3,
    )


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4))
def test_solver_matches_plain_minimax_on_small_endings(seed: int, tricks_left: int) -> None:
    position = random_ending(seed, tricks_left)
    assert solve(position)[0] == minimax(position)


def test_a_capot_is_worth_forty_more() -> None:
    """piquet-description-and-example.txt "Playing": all twelve tricks, forty for the cards."""
    from salon.cards import parse_cards

    elder = parse_cards("AS KS QS JS 10S 9S AH KH QH JH AD AC")
    younger = parse_cards("8S 7S 10H 9H 8H 7H KD QD JD KC QC JC")
    value, _ = solve(PlayPosition.start(elder, younger))
    assert value == 12 + 1 + 40  # twelve leads, the last trick, the capot
