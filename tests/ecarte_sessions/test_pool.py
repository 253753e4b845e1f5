"""Pool Écarté (ecarte-treatise-1896-ocr.txt, "Pool Écarté")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import parse_cards
from salon.ecarte.pool import GameWon, PoolCut, PoolEcarte, PoolMethod, parse_pool_action
from salon.engine import CHANCE, IllegalActionError


def started(method: PoolMethod = PoolMethod.LOSER_PAYS) -> PoolEcarte:
    pool = PoolEcarte(("Ann", "Bob", "Cy"), method=method)
    pool.apply(PoolCut(parse_cards("KS 7H QD")))  # Ann highest, Bob lowest
    return pool


def test_the_lowest_cut_sits_out_and_the_highest_deals() -> None:
    """Pool Écarté: the lowest is out and the remaining two play, the highest dealing."""
    pool = started()
    assert pool.waiting == "Bob" and pool.seated == ("Ann", "Cy")


def test_each_contributes_and_the_loser_adds_a_stake_as_he_retires() -> None:
    """Pool Écarté, the first way: each contributes; the loser retires adding a stake."""
    pool = started()
    assert pool.pool == 3
    pool.apply(GameWon("Ann"))
    assert pool.pool == 4 and pool.seated == ("Ann", "Bob") and pool.waiting == "Cy"


def test_two_games_running_take_the_pool_four_stakes_won() -> None:
    """Pool Écarté: if the winner of the first game wins also the second, the loser adds
    another stake and the winner takes the pool (quadruple his stake, the first way)."""
    pool = started()
    pool.apply(GameWon("Ann"))
    pool.apply(GameWon("Ann"))
    assert pool.chips == {"Ann": 4, "Bob": -2, "Cy": -2} and pool.pool == 0
    assert pool.to_act is CHANCE  # a new pool begins with a new cut
    assert pool.holder is None  # nobody is then one game from taking it


def test_the_first_winner_who_loses_retires_and_the_first_loser_returns() -> None:
    """Pool Écarté: if the winner of the first game loses the second, he adds a stake and
    retires, and the loser of the first game returns."""
    pool = started()
    pool.apply(GameWon("Ann"))
    pool.apply(GameWon("Bob"))
    assert pool.seated == ("Bob", "Cy") and pool.waiting == "Ann" and pool.pool == 5


def test_only_the_players_engaged_stake_as_they_come_in() -> None:
    """Pool Écarté, the second way: only the players engaged contribute, adding to the stake
    every time they come in; the winner of the first two games gains double his stake."""
    pool = started(PoolMethod.ENTRANT_PAYS)
    assert pool.pool == 2
    pool.apply(GameWon("Ann"))
    assert pool.pool == 3
    pool.apply(GameWon("Ann"))
    assert pool.chips["Ann"] == 2


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), method=st.sampled_from(PoolMethod))
def test_chips_are_conserved(seed: int, method: PoolMethod) -> None:
    rng = random.Random(seed)
    pool = PoolEcarte(("Ann", "Bob", "Cy"), method=method)
    for _ in range(40):
        if pool.to_act is CHANCE:
            pool.apply(pool.sample_chance(rng))
        else:
            pool.apply(rng.choice(pool.legal_actions()))
        assert sum(pool.chips.values()) + pool.pool == 0


def test_bad_input_changes_nothing() -> None:
    pool = PoolEcarte(("Ann", "Bob", "Cy"))
    with pytest.raises(IllegalActionError, match="cut first"):
        pool.apply(GameWon("Ann"))
    with pytest.raises(IllegalActionError, match="different ranks"):
        pool.apply(PoolCut(parse_cards("KS KH 7D")))
    pool.apply(PoolCut(parse_cards("KS 7H QD")))
    with pytest.raises(IllegalActionError, match="not playing"):
        pool.apply(GameWon("Bob"))
    assert pool.pool == 3
    with pytest.raises(ValueError, match="not a Pool"):
        parse_pool_action("won")
    with pytest.raises(ValueError, match="three players"):
        PoolEcarte(("Ann", "Ann", "Cy"))
