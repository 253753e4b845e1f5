"""The talk at a table of three or more reads right for each reader, whatever the names:
the one a line is about reads it in the second person ("You put 1 on Ann"), the others in
the third, even of a participant called "You"."""

from __future__ import annotations

from salon.ecarte.french import Bet
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
