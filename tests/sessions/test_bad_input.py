"""Bad input at sessions of three or more: each refused with a clear error, nothing changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from salon.cards import parse_cards
from salon.ecarte.french import Bet, Cover
from salon.piquet.chouette import Cut
from salon.piquet.partie import ChooseDeal, parse_partie_action
from salon.sessions.actions import Advise, Chance, Move, SessionError
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out
from salon.sessions.french import FrenchSession, Pass
from salon.sessions.table import TableSession


def snapshot(session: TableSession) -> tuple[Any, ...]:
    return (tuple(session.view(n) for n in session.names), len(session.log))  # type: ignore[attr-defined]


def refused(session: TableSession, action: Any, reason: str) -> None:
    """``action`` is refused with ``reason`` and every view is as it was."""
    before = snapshot(session)
    with pytest.raises(SessionError, match=reason):
        session.apply(action)  # type: ignore[attr-defined]
    assert not session.is_legal(action)
    assert snapshot(session) == before


def french_at_play(
    *bets: Any, names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di", "Ed")
) -> FrenchSession:
    session = FrenchSession(names, purse=5)
    for action in bets:
        session.apply(action)
    play_out(
        session, Computers({}, "ecarte", seed=1), until=lambda: isinstance(session.to_act, str)
    )
    return session


def chouette_at_play(until: Callable[[ChouetteSession], bool]) -> ChouetteSession:
    session = ChouetteSession(("Ann", "Bob", "Cy"))
    session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))
    computers = Computers(dict.fromkeys(session.names, "random"), "piquet", seed=1)
    play_out(session, computers, until=lambda: until(session))
    return session


def test_a_bet_larger_than_the_bettors_chips_is_refused() -> None:
    session = FrenchSession(("Ann", "Bob", "Cy", "Di"), purse=5)
    refused(session, Bet("Cy", "Ann", 6), "you have only 5 chips left to bet with")
    session.apply(Bet("Cy", "Ann", 5))
    session.apply(Pass("Di"))
    refused(session, Cover("Bob", "Ann", 6), "you have only 4 chips left to bet with")


def test_a_bet_of_no_chips_or_on_someone_not_playing_is_refused() -> None:
    session = FrenchSession(("Ann", "Bob", "Cy", "Di"))
    refused(session, Bet("Cy", "Ann", 0), "at least one chip")
    refused(session, Bet("Cy", "Di", 1), "Di is not playing")


def test_advice_from_someone_who_is_not_a_backer_is_refused() -> None:
    session = french_at_play(Bet("Cy", "Ann", 1), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 1))
    player = str(session.to_act)
    move = session.legal_actions(player)[0]
    assert isinstance(move, Move)
    refused(session, Advise("Ed", move.action), f"Ed is not backing {player}")
    other = "Bob" if player == "Ann" else "Ann"
    refused(session, Advise(other, move.action), f"{other} is playing; only a backer advises")


def test_advice_to_a_player_of_la_chouette_is_refused() -> None:
    session = french_at_play(Bet("Cy", "Ann", 2), Pass("Di"), Pass("Ed"), Cover("Bob", "Ann", 2))
    assert session.book.chouette() == "Bob"
    while session.to_act != "Bob":
        session.apply(session.legal_actions(str(session.to_act))[0])  # type: ignore[arg-type]
        play_out(session, Computers({}, "ecarte"), until=lambda: isinstance(session.to_act, str))
    move = session.legal_actions("Bob")[0]
    assert isinstance(move, Move)
    for name in ("Cy", "Di", "Ed"):
        refused(session, Advise(name, move.action), "Bob plays la chouette: nobody may advise")


def test_advice_to_the_single_player_at_chouette_is_refused() -> None:
    session = chouette_at_play(lambda s: True)
    assert session.to_act == "Ann"
    refused(session, Advise("Cy", ChooseDeal(True)), "Ann plays alone: nobody advises")
    refused(session, Advise("Bob", ChooseDeal(True)), "Ann plays alone: nobody advises")


def test_acting_out_of_role_is_refused() -> None:
    session = chouette_at_play(lambda s: s.to_act == "Bob" and len(s.legal_actions("Bob")) > 1)
    move = session.legal_actions("Bob")[0]
    assert isinstance(move, Move)
    refused(session, Move("Cy", move.action), "it is Bob to play, not Cy")
    refused(session, Move("Ann", move.action), "it is Bob to play, not Ann")
    refused(session, Move("Zed", move.action), "Zed is not at this table")
    refused(session, Chance(Cut(parse_cards("AS 8H 7D"))), "no cut or shuffle is due")
    session.apply(Advise("Cy", move.action))
    refused(session, Advise("Cy", move.action), "Cy has already advised this play")

    french = FrenchSession(("Ann", "Bob", "Cy", "Di"))
    refused(french, Bet("Di", "Ann", 1), "it is Cy's turn at the betting, not Di's")
    refused(french, Cover("Cy", "Ann", 1), "now the gallery bets")
    french.apply(Pass("Cy"))
    french.apply(Pass("Di"))
    refused(french, Bet("Cy", "Ann", 1), "the betting is closed")


def test_an_illegal_move_in_the_game_is_refused_by_the_game() -> None:
    session = chouette_at_play(lambda s: s.to_act == "Ann")
    refused(session, Move("Ann", parse_partie_action("play AS")), "the partie is at the")


def test_nobody_is_asked_to_advise_a_player_with_one_choice() -> None:
    """Advice is a choice pointed out (ecarte-treatise-1896-ocr.txt, Law XXVIII: 'The player
    has the option of following the advice or not'; piquet-description-and-example.txt,
    "Chouette piquet"): with one thing to do there is nothing to advise, so the adviser is not
    asked, and advice is refused with its reason."""
    session = chouette_at_play(lambda s: s.to_act == "Bob" and len(s.legal_actions("Bob")) == 1)
    only = session.legal_actions("Bob")[0]
    assert isinstance(only, Move)
    assert session.legal_actions("Cy") == []
    refused(session, Advise("Cy", only.action), "Bob has one choice: nothing to advise")
