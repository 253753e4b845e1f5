"""The talk at a table of three or more reads right for each reader, whatever the names:
the one a line is about reads it in the second person ("You put 1 on Ann"), the others in
the third, even of a participant called "You"."""

from __future__ import annotations

import re

import pytest

from salon.ecarte.french import Bet
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


SEAT_LETTERS = re.compile(r"\b[AB] (?:cuts|deals|wins|has|adds)\b|(?:card|score): A ")


@pytest.mark.parametrize("game", ["pool", "chouette"])
def test_the_talk_names_the_players_not_the_seats(game: str) -> None:
    """The game's words that name a seat by letter ("A cuts the king of spades", "The score:
    A one, B nothing", "Game: B wins a single") are told at a session with the players'
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
