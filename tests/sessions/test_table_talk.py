"""The talk at a table of three or more reads right for each reader, whatever the names:
the one a line is about reads it in the second person ("You put 1 on Ann"), the others in
the third, even of a participant called "You"."""

from __future__ import annotations

import re

import pytest

from salon.ecarte.french import Bet
from salon.ecarte.pool import PoolMethod
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out
from salon.sessions.french import FrenchSession, Pass
from salon.sessions.pool import PoolSession


def read(session: FrenchSession | PoolSession, reader: str) -> list[str]:
    return [said.read_by(reader) for said in session.view(reader).talk]


def test_a_bettor_reads_his_own_bet_in_the_second_person() -> None:
    session = FrenchSession(("Ann", "Bob", "You", "Di"), games=1)
    session.apply(Bet("You", "Ann", 1))
    session.apply(Pass("Di"))
    assert "You put 1 on Ann." in read(session, "You")
    assert "You puts 1 on Ann." in read(session, "Di")  # a name, read by another
    assert "Di passes." in read(session, "You") and "You pass." in read(session, "Di")
    assert read(session, "Ann")[:3] == [
        "You stake 1.",
        "Bob stakes 1.",
        "The gallery may bet on you or Bob.",
    ]
    assert all("You puts" not in line for line in read(session, "You"))


def test_the_player_out_reads_that_he_is_out() -> None:
    session = PoolSession(("Ann", "Bob", "Cy"))
    play_out(session, Computers({}, "ecarte", seed=3), until=lambda: session.game is not None)
    out = session.book.waiting
    assert out is not None
    cut = next(line for line in read(session, out) if "lowest" in line)
    assert cut.startswith("You cut lowest and are out; ")
    other = next(name for name in session.names if name != out)
    assert f"{out} cuts lowest and is out; " in " ".join(read(session, other))


SEAT_LETTERS = re.compile(r"\b[AB] (?:cuts|deals|wins|has|adds)\b|(?:card|score): A |\bas [AB]\b")


@pytest.mark.parametrize("game", ["pool", "chouette"])
def test_the_talk_names_the_players_not_the_seats(game: str) -> None:
    """The game's words that name a seat by letter ("A cuts the king of spades", "The score:
    A one, B nothing", "Game: B wins."), and who sits down to a game ("Ann and Bob sit
    down to play", not "Ann sits as A"), are told at a session with the players'
    names, each reading "you" of himself; the record has the names."""
    if game == "pool":
        session: PoolSession | ChouetteSession = PoolSession(("Ann", "Bob", "Cy"))
        engine = "ecarte"
    else:
        session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
        engine = "piquet"
    play_out(session, Computers(dict.fromkeys(session.names, "random"), engine, seed=3))
    for name in session.names:
        lines = [said.read_by(name) for said in session.view(name).talk]
        assert not SEAT_LETTERS.findall(" ".join(lines)), SEAT_LETTERS.findall(" ".join(lines))
    if game == "pool":  # a game after the first begins with the game's own cut for deal
        cut = next(s for s in session.talk if re.match(r"(?:Ann|Bob|Cy) cuts the ", s.words))
        assert cut.read_by(cut.words.split()[0]).startswith("You cut the ")
    comments = " ".join(line.comment for line in session.log)
    assert not SEAT_LETTERS.findall(comments)
    assert re.search(r"(?:Scoring card|The score): (?:Ann|Bob|Cy) ", comments)


NARRATION = re.compile(r"\b(?:takes? in|takes?|cuts?|looks? at the cards left|sees?) |^Game: ")


@pytest.mark.parametrize("game", ["pool", "chouette"])
def test_what_a_player_does_is_told_by_the_table_not_said_by_him(game: str) -> None:
    """What a player does ("Ann takes in 7♦ 9♦ A♠", "Ann cuts the king of spades", "Game: Ann
    wins.") is told by the table, never printed as his speech ("Ann: Takes in …"):
    speech is only what he says ("Five cards.", "Good."). Sources: piquet-description-and-
    example.txt and ecarte-treatise-1896-ocr.txt, which give the players' words."""
    if game == "pool":
        session: PoolSession | ChouetteSession = PoolSession(("Ann", "Bob", "Cy"), pools=1)
        engine = "ecarte"
    else:
        session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
        engine = "piquet"
    play_out(session, Computers(dict.fromkeys(session.names, "random"), engine, seed=3))
    told = [s for s in session.talk if s.phrase is not None and NARRATION.search(s.words)]
    assert told and all(said.speaker is None for said in told), told
    spoken = [said for said in session.talk if said.speaker is not None]
    for said in spoken:
        for name in session.names:
            words = said.read_by(name)
            assert not NARRATION.search(words) or words.startswith("I "), words
    taken = [said for said in told if " take" in said.words]
    assert taken, "some cards were taken in"
    taker = taken[0].words.split()[0]
    assert taken[0].read_by(taker).startswith("You take")


def test_the_player_coming_into_the_pool_is_named() -> None:
    """ecarte-treatise-1896-ocr.txt, "Pool Écarté" (the second way: 'adding to the stake every
    time they come in'): the stake of the player who comes in is said with his name."""
    session = PoolSession(("Ann", "Bob", "Cy"), method=PoolMethod.ENTRANT_PAYS, pools=1)
    play_out(session, Computers(dict.fromkeys(session.names, "random"), "ecarte", seed=3))
    comes = [said for said in session.talk if "comes in" in said.words]
    assert comes, "nobody came in"
    for said in comes:
        comer = said.words.split()[0]
        assert comer in session.names and said.words.startswith(f"{comer} comes in: the pool is")
        assert said.read_by(comer).startswith("You come in: the pool is")


def test_the_single_player_reads_his_result_in_the_second_person() -> None:
    """piquet-description-and-example.txt, "Chouette piquet": the single player wins or loses
    against the other two; he reads "You, playing alone, lose …", never "loses"."""
    session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
    play_out(session, Computers(dict.fromkeys(session.names, "random"), "piquet", seed=3))
    result = next(said for said in session.talk if "playing alone" in said.words)
    single = result.words.split(",")[0]
    mine = result.read_by(single)
    assert mine.startswith(("You, playing alone, win ", "You, playing alone, lose ")), mine
    assert result.words.startswith(f"{single}, playing alone, ")
