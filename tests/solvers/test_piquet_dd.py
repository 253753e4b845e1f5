"""The double-dummy solver agrees with plain minimax, and its compiled core with the
pure-Python search it was written from."""

from __future__ import annotations

import importlib
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import parse_cards, piquet_pack
from salon.solvers.piquet_dd import (
    COMPILED,
    PlayPosition,
    minimax,
    solve,
    solve_all_moves,
    solve_counting,
)


def random_ending(seed: int, tricks_left: int, *, mid_trick: bool = False) -> PlayPosition:
    """A random position with ``tricks_left`` tricks to play, the options and counts drawn too;
    with ``mid_trick``, the leader has already led a card of his hand to the next trick."""
    rng = random.Random(seed)
    cards = list(piquet_pack())
    rng.shuffle(cards)
    elder, younger = cards[:tricks_left], cards[tricks_left : 2 * tricks_left]
    played = 12 - tricks_left
    elder_tricks = rng.randint(0, played)
    scores = (rng.randint(0, 35), rng.choice((0, 0, rng.randint(1, 20))))
    leader = rng.randint(0, 1)
    lead = -1
    if mid_trick:
        hand = elder if leader == 0 else younger
        lead = hand.pop(rng.randrange(len(hand))).index
    return PlayPosition.start(
        elder,
        younger,
        leader=leader,
        lead=lead,
        tricks=(elder_tricks, played - elder_tricks),
        scores=scores,
        pique_open=scores[1] == 0 and rng.random() < 0.7,
        last_trick_ten=rng.random() < 0.3,
        cards_toward_pique=rng.random() < 0.3,
        cards_counted=rng.random() < 0.1,
    )


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 4), mid_trick=st.booleans())
def test_solver_matches_plain_minimax_on_small_endings(
    seed: int, tricks_left: int, mid_trick: bool
) -> None:
    position = random_ending(seed, tricks_left, mid_trick=mid_trick)
    expected = minimax(position)
    assert solve(position, compiled=False)[0] == expected
    assert solve(position)[0] == expected
    moves = solve_all_moves(position)
    assert (max if position_mover(position) == 0 else min)(moves.values()) == expected


def position_mover(position: PlayPosition) -> int:
    return position.leader if position.lead < 0 else 1 - position.leader


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), tricks_left=st.integers(1, 7), mid_trick=st.booleans())
def test_compiled_core_matches_the_pure_python_search(
    seed: int, tricks_left: int, mid_trick: bool
) -> None:
    position = random_ending(seed, tricks_left, mid_trick=mid_trick)
    assert solve(position) == solve(position, compiled=False)
    assert solve_counting(position)[0] == solve_counting(position, compiled=False)[0]
    assert solve_all_moves(position) == solve_all_moves(position, compiled=False)


@pytest.mark.parametrize(
    "seed, options",
    [
        (1, {}),
        (1, {"last_trick_ten": True, "cards_toward_pique": True, "pique_open": True}),
        (5, {"scores": (12, 0), "pique_open": True, "cards_toward_pique": True}),
    ],
)
def test_compiled_core_matches_the_pure_python_search_on_whole_deals(
    seed: int, options: dict[str, object]
) -> None:
    cards = list(piquet_pack())
    random.Random(seed).shuffle(cards)
    position = PlayPosition.start(cards[:12], cards[12:24], **options)
    assert solve(position) == solve(position, compiled=False)


def test_the_compiled_core_was_built() -> None:
    """The install compiles it; without it the solver is many times slower."""
    assert importlib.import_module("salon.solvers._piquet_dd")
    assert COMPILED


def test_the_solver_runs_in_pure_python_without_the_compiled_core() -> None:
    """An install without a C compiler still solves: the module falls back on its search."""
    code = (
        "import sys; sys.modules['salon.solvers._piquet_dd'] = None\n"
        "from salon.cards import parse_cards\n"
        "from salon.solvers import piquet_dd as dd\n"
        "hands = parse_cards('AS KS'), parse_cards('QS JS')\n"
        "ending = dd.PlayPosition.start(*hands, tricks=(5, 5))\n"
        "print(dd.COMPILED, dd.solve(ending)[0], *dd.solve_all_moves(ending).values())\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "13", "13", "13"]


def test_the_compiled_core_refuses_hands_that_share_a_card() -> None:
    core = importlib.import_module("salon.solvers._piquet_dd")
    with pytest.raises(ValueError):
        core.solve(3, 2, 0, -1, 0, 0, 0, 0, False, False, False, False)


@pytest.mark.parametrize("compiled", [True, False])
def test_a_capot_is_worth_forty_more(compiled: bool) -> None:
    """piquet-description-and-example.txt "Playing": all twelve tricks, forty for the cards."""
    elder = parse_cards("AS KS QS JS 10S 9S AH KH QH JH AD AC")
    younger = parse_cards("8S 7S 10H 9H 8H 7H KD QD JD KC QC JC")
    value, _ = solve(PlayPosition.start(elder, younger), compiled=compiled)
    assert value == 12 + 1 + 40  # twelve leads, the last trick, the capot


@pytest.mark.parametrize("compiled", [True, False])
def test_the_pique_is_made_by_the_lead_that_reaches_thirty(compiled: bool) -> None:
    """piquet-description-and-example.txt "Carte blanche, pique and repique": thirty by elder
    in play before younger counts anything; his next lead makes it here."""
    ending = PlayPosition.start(
        parse_cards("AS"), parse_cards("7S"), tricks=(6, 5), scores=(29, 0), pique_open=True
    )
    # the lead (and the pique), the last trick, the cards
    assert solve(ending, compiled=compiled) == (1 + 30 + 1 + 10, parse_cards("AS")[0])


@pytest.mark.parametrize("compiled", [True, False])
def test_a_known_position_is_not_searched_again_in_an_empty_window(compiled: bool) -> None:
    """A position the table knows exactly must give that value back, not the first card's."""
    ending = PlayPosition.start(
        parse_cards("QH 8D KD KC"),
        parse_cards("KH 10D 7C JC"),
        leader=1,
        tricks=(0, 8),
        scores=(16, 19),
    )
    assert minimax(ending) == -9
    assert solve(ending, compiled=compiled) == (-9, parse_cards("7C")[0])
