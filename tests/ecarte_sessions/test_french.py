"""French Écarté (ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.ecarte.french import (
    Advise,
    Bet,
    CloseBets,
    Cover,
    Decline,
    FrenchEcarte,
    GameWon,
    gallery_view,
    parse_french_action,
)
from salon.engine import IllegalActionError


def table() -> FrenchEcarte:
    return FrenchEcarte(("Ann", "Bob", "Cy", "Di", "Ed"), stake=2)


def on_table(t: FrenchEcarte) -> int:
    return sum(w.amount for w in t.wagers)


def test_the_players_have_the_first_right_to_take_the_bets() -> None:
    """French Écarté: the players have the prerogative of taking all bets in preference to
    the gallery, which can only take what the player has declined."""
    t = table()
    t.apply(Bet("Cy", "Ann", 3))
    with pytest.raises(IllegalActionError, match="first right"):
        t.apply(Cover("Di", "Ann", 3))
    t.apply(Cover("Bob", "Ann", 1))
    t.apply(Decline("Bob"))
    t.apply(Cover("Di", "Ann", 2))
    assert t.on_side("Ann") == t.on_side("Bob") == 5


def test_an_uncovered_excess_is_taken_back() -> None:
    """French Écarté: if the whole sum is not covered, the bettors of the larger amount take
    up as much of their money as makes it equal on both sides."""
    t = table()
    t.apply(Bet("Cy", "Ann", 4))
    t.apply(Bet("Di", "Ann", 2))
    t.apply(Cover("Bob", "Ann", 1))
    t.apply(CloseBets())
    assert t.on_side("Ann") == t.on_side("Bob") == 3
    assert t.chips["Di"] == 0 and t.chips["Cy"] == -1  # the latest money goes back first


def test_backers_share_their_players_winnings() -> None:
    """French Écarté: the player takes what is due to him and the rest goes to his backers."""
    t = table()
    t.apply(Bet("Cy", "Ann", 3))
    t.apply(Decline("Bob"))
    t.apply(Cover("Di", "Ann", 3))
    t.apply(CloseBets())
    t.apply(GameWon("Ann"))
    # Cy won 3, then came in for Bob and staked 2 on the next game.
    assert t.chips["Cy"] == 3 - 2 and t.chips["Di"] == -3


def test_the_loser_retires_and_fresh_rentrants_come_in_first() -> None:
    """French Écarté: the losing player retires; fresh rentrants who have not played have
    the preference over those who have."""
    t = table()
    seats = []
    for winner in ("Ann", "Ann", "Ann", "Ann"):
        t.apply(CloseBets())
        t.apply(GameWon(winner))
        seats.append(t.seated[1])
    assert seats == ["Cy", "Di", "Ed", "Bob"]


def test_la_chouette_does_not_retire_and_may_not_be_advised() -> None:
    """French Écarté: a player who covers all the bets plays la chouette: nobody may look
    over his hand or advise him, and he does not retire after losing."""
    t = table()
    t.apply(Bet("Cy", "Ann", 3))
    t.apply(Cover("Bob", "Ann", 3))
    assert t.chouette() == "Bob"
    with pytest.raises(IllegalActionError, match="only a backer"):
        t.apply(Advise("Di", "lead the king"))  # nobody backs la chouette, so nobody advises
    assert gallery_view("Di", t, {"Ann": "Ann's view", "Bob": "Bob's view"}) is None
    t.apply(CloseBets())
    t.apply(GameWon("Ann"))
    assert "Bob" in t.seated


def test_backers_advise_their_player_and_see_only_his_hand() -> None:
    """Law XXVIII: those covering the stakes may advise the player they back (he may follow
    it or not); bettors must not look over the hand of the player they bet against."""
    t = table()
    t.apply(Bet("Cy", "Ann", 2))
    t.apply(Advise("Cy", "lead the king"))
    assert t.events[-1].words == "Cy advises: lead the king"
    views = {"Ann": "Ann's view", "Bob": "Bob's view"}
    assert gallery_view("Cy", t, views) == "Ann's view"
    with pytest.raises(IllegalActionError, match="only a backer"):
        t.apply(Advise("Ed", "trump"))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_chips_are_conserved(seed: int) -> None:
    rng = random.Random(seed)
    t = table()
    names = list(t.chips)
    for _ in range(60):
        choice = rng.random()
        try:
            if choice < 0.3:
                t.apply(Bet(rng.choice(names), rng.choice(names), rng.randint(1, 4)))
            elif choice < 0.5:
                t.apply(Cover(rng.choice(names), rng.choice(names), rng.randint(1, 4)))
            else:
                t.apply(rng.choice(t.legal_actions()))
        except IllegalActionError:
            pass
        assert sum(t.chips.values()) + on_table(t) == 0


def test_bad_input_changes_nothing() -> None:
    t = table()
    for action in (
        Bet("Ann", "Bob", 1),
        Bet("Cy", "Ed", 1),
        Cover("Ann", "Ann", 1),
        GameWon("Ann"),
        Bet("Cy", "Ann", 0),
    ):
        with pytest.raises(IllegalActionError):
            t.apply(action)
    assert on_table(t) == 4 and t.chips["Cy"] == 0
    with pytest.raises(ValueError, match="not a French"):
        parse_french_action("bet Cy Ann lots")
    assert str(parse_french_action("cover Bob Ann 3")) == "cover Bob Ann 3"


def test_the_last_game_stakes_nothing_on_a_next_one() -> None:
    t = FrenchEcarte(("Ann", "Bob", "Cy"))
    t.apply(CloseBets())
    t.apply(parse_french_action("won Ann last"))
    assert t.wagers == [] and t.chips == {"Ann": 1, "Bob": -1, "Cy": 0}
    assert t.events[-1].words == "Ann wins; Bob loses."
    assert t.legal_actions() == []
    with pytest.raises(IllegalActionError):
        t.apply(Bet("Cy", "Ann", 1))
