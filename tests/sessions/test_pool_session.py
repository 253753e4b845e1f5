"""Pool Écarté played live (ecarte-treatise-1896-ocr.txt, "Pool Écarté"): one test for each
sentence of the treatise's description, the games played on the real engine."""

from __future__ import annotations

import itertools

import pytest

from salon.cards import parse_cards
from salon.ecarte.game import EcarteView
from salon.ecarte.pool import PoolCut, PoolMethod
from salon.engine import CHANCE
from salon.records import parse_record
from salon.sessions.actions import Advise, Chance, SessionError
from salon.sessions.computers import Computers, play_out
from salon.sessions.pointing import pointed_at, pointing_words
from salon.sessions.pool import PoolSession
from salon.sessions.records import replay_session, session_record

NAMES = ("Ann", "Bob", "Cy")


def after_cut(method: PoolMethod = PoolMethod.LOSER_PAYS) -> PoolSession:
    """Ann cuts the king, Bob the seven, Cy the queen: Bob is out, Ann deals."""
    session = PoolSession(NAMES, method=method)
    session.apply(Chance(PoolCut(parse_cards("KS 7H QD"))))
    return session


def play_games(session: PoolSession, computers: Computers, games: int) -> None:
    play_out(session, computers, until=lambda: len(session.winners) >= games)


def with_winners(pattern: tuple[bool, ...], method: PoolMethod) -> PoolSession:
    """A session whose games so far went by ``pattern`` (True: the last game's winner won
    again), found by searching seeds of computer play."""
    for seed in range(80):
        session = after_cut(method)
        computers = Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=seed)
        play_games(session, computers, len(pattern) + 1)
        winners = session.winners
        again = tuple(a == b for a, b in itertools.pairwise(winners))
        if again == pattern:
            return session
    raise AssertionError(f"no seed played {pattern}")


def test_each_contributes_the_lowest_is_out_and_the_highest_deals() -> None:
    """'When three persons play Ecarte each one contributes to the pool; the players then
    proceed to cut, the lowest is out and the remaining two play one game, the highest dealing
    one hand.'"""
    session = PoolSession(NAMES)
    assert session.to_act is CHANCE
    session.apply(Chance(PoolCut(parse_cards("KS 7H QD"))))
    view = session.view("Cy")
    assert view.pool == 3 and dict(view.chips) == {"Ann": -1, "Bob": -1, "Cy": -1}
    assert view.waiting == "Bob" and view.seated == ("Ann", "Cy")
    assert session.game is not None and session.game.first_dealer == 0  # Ann, the highest
    assert session.to_act is CHANCE  # the shuffle: no cut for the deal of the first game


def test_the_loser_retires_adding_a_stake() -> None:
    """'The loser retires, adding to the pool a sum equal to his first stake.'"""
    session = with_winners((), PoolMethod.LOSER_PAYS)
    loser = next(n for n in ("Ann", "Cy") if n != session.winners[0])
    assert session.book.pool == 4
    assert session.book.chips[loser] == -2
    assert session.book.waiting == loser


def test_the_player_who_was_out_cuts_for_deal_and_plays_the_winner() -> None:
    """'The player then who was out during the first game takes the loser's seat and cards,
    cuts for deal and plays with the winner of the first game.'"""
    session = with_winners((), PoolMethod.LOSER_PAYS)
    assert session.seats == (session.winners[0], "Bob")
    assert session.to_act is CHANCE
    assert session.game is not None and session.game.first_dealer is None  # they cut for deal


def test_the_winner_of_two_running_takes_the_pool() -> None:
    """'If the winner of the first game win also the second, the loser adds another stake, and
    the winner takes the pool.'"""
    session = with_winners((True,), PoolMethod.LOSER_PAYS)
    winner = session.winners[0]
    assert session.book.pools_won == [winner]
    assert session.book.chips[winner] == 5 - 1  # three stakes and two losers' stakes
    assert session.is_terminal and session.view("Bob").is_over


def test_the_first_winner_losing_the_second_adds_a_stake_and_retires() -> None:
    """'If, however, the winner of the first game loses the second, he adds a stake and retires,
    and the loser of the first game returns to the table and takes his place.'"""
    session = with_winners((False,), PoolMethod.LOSER_PAYS)
    first_winner = session.winners[0]
    first_loser = next(n for n in ("Ann", "Cy") if n != first_winner)
    assert session.book.waiting == first_winner
    assert session.seats == ("Bob", first_loser)
    assert session.book.chips[first_winner] == -2 and session.book.pool == 5


def test_this_continues_until_one_player_wins_two_consecutive_games() -> None:
    """'This continues until one player wins two consecutive games.'"""
    session = with_winners((False, False, True), PoolMethod.LOSER_PAYS)
    assert session.book.pools_won == [session.winners[-1]]
    assert len(session.winners) == 4


def test_the_second_way_only_the_players_engaged_contribute_as_they_come_in() -> None:
    """'The pool is sometimes formed in a different manner ... only the players actively
    engaged in the game are required to contribute ..., and this they do by adding to the stake
    every time they come in.'"""
    session = after_cut(PoolMethod.ENTRANT_PAYS)
    assert session.view("Bob").pool == 2
    assert dict(session.view("Bob").chips) == {"Ann": -1, "Bob": 0, "Cy": -1}
    session = with_winners((), PoolMethod.ENTRANT_PAYS)
    assert session.book.chips["Bob"] == -1 and session.book.pool == 3


def test_thus_the_loser_does_not_add_to_the_pool_in_going_out() -> None:
    """'Thus the loser does not add to the pool in going out.'"""
    session = with_winners((), PoolMethod.ENTRANT_PAYS)
    loser = next(n for n in ("Ann", "Cy") if n != session.winners[0])
    assert session.book.chips[loser] == -1


def test_winning_the_first_two_games_gains_double_the_stake_not_quadruple() -> None:
    """'... the player who wins the first two games only gains double his stake instead of
    quadruple, as would be the case by the first method.'"""
    gains = {}
    for method in PoolMethod:
        session = with_winners((True,), method)
        gains[method] = session.book.chips[session.winners[0]]
    assert gains == {PoolMethod.ENTRANT_PAYS: 2, PoolMethod.LOSER_PAYS: 4}


def test_the_player_going_out_must_not_offer_advice() -> None:
    """'Any player going out after the first game may correct mistakes in the score; but he
    must not offer any advice on the game being played unless the players have declared it to
    be French Ecarte.' The player out sees no hand, only the table, and his advice is refused."""
    session = after_cut()
    computers = Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=1)
    play_out(session, computers, until=lambda: isinstance(session.to_act, str))
    bob = session.view("Bob")
    assert bob.game is None and bob.table is not None and bob.legal == ()
    assert isinstance(session.view("Ann").game, EcarteView)
    legal = session.legal_actions(str(session.to_act))
    before = session.view("Ann")
    with pytest.raises(SessionError, match="out: at Pool Écarté the player out may not advise"):
        session.apply(Advise("Bob", legal[0].action))  # type: ignore[union-attr]
    assert session.view("Ann") == before


def declared_until_a_choice() -> tuple[PoolSession, str]:
    """A pool declared French Écarté, played until a seated player has more than one choice."""
    session = PoolSession(NAMES, declared=True)
    session.apply(Chance(PoolCut(parse_cards("KS 7H QD"))))
    computers = Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=1)
    play_out(session, computers, until=lambda: session.has_choice(0) or session.has_choice(1))
    return session, str(session.to_act)


def test_the_player_out_advises_when_the_players_have_declared_it_french_ecarte() -> None:
    """'... he must not offer any advice on the game being played unless the players have
    declared it to be French Ecarte' (ecarte-treatise-1896-ocr.txt, "Pool Écarté"). Declared,
    the player out backs one player for the game, as a rentrant does at French Écarté: he looks
    over that hand only (Law XXVIII: never the hand of the player he is against) and points for
    him; he may not change sides during the game."""
    session, player = declared_until_a_choice()
    other = next(n for n in ("Ann", "Cy") if n != player)
    assert session.view("Bob").game is None
    assert {str(a) for a in session.legal_actions("Bob")} == {"back Ann", "back Cy"}
    with pytest.raises(SessionError, match="backs nobody yet"):
        session.apply(Advise("Bob", session.legal_actions(player)[0].action))
    session.apply(session.parse("Bob", f"back {player}"))
    seat = session.seat_of(player)
    assert seat is not None and session.game is not None
    assert session.view("Bob").game == session.game.view(seat)
    assert session.view("Bob").backing == player
    with pytest.raises(SessionError, match="already backs"):
        session.apply(session.parse("Bob", f"back {other}"))
    action = session.legal_actions(player)[0].action  # type: ignore[union-attr]
    session.apply(Advise("Bob", action))
    said = session.view(other).talk[-1]
    assert said.read_by(other) == pointing_words(Advise("Bob", action), player).read_by(other)
    assert session.view(player).talk[-1].read_by(player) == pointed_at(
        Advise("Bob", action), player
    ).read_by(player)


def test_an_undeclared_pool_refuses_the_player_out_backing() -> None:
    session = after_cut()
    computers = Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=1)
    play_out(session, computers, until=lambda: isinstance(session.to_act, str))
    with pytest.raises(SessionError, match="unless the table has declared it French Écarté"):
        session.apply(session.parse("Bob", "back Ann"))
    assert session.view("Bob").game is None and session.backing is None


def test_a_declared_pool_is_kept_in_its_record() -> None:
    session, player = declared_until_a_choice()
    session.apply(session.parse("Bob", f"back {player}"))
    text = session_record(session)
    assert '[Declared "French Ecarte"]' in text
    replayed, _ = replay_session(parse_record(text))
    assert isinstance(replayed, PoolSession) and replayed.declared
    assert replayed.backing == player


def test_the_end_of_a_game_is_told_once() -> None:
    """The game says "Game: Cy wins."; the pool's own "Cy wins the game." would be
    the table telling it twice."""
    session = after_cut()
    computers = Computers(dict.fromkeys(NAMES, "random"), "ecarte", seed=1)
    play_games(session, computers, 1)
    winner = session.winners[0]
    told = [said.words for said in session.heard("Bob") if said.words.startswith(winner)]
    assert f"{winner} wins the game." not in told
    assert any(w == f"Game: {winner} wins." for w in (s.words for s in session.talk))
