"""Each game of a session of three or more read as a two-handed record: the chouette's
parties, begun with the single player's choice of deal and no cut, and the Pool's games, begun
by the dealer the pool's cut named, replay under the laws like any other (docs/records.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from salon.analysis.command import add_review_parser, run_review
from salon.cards import parse_cards
from salon.ecarte.pool import PoolMethod
from salon.piquet.chouette import Cut
from salon.records import RecordError, parse_record
from salon.replay import replay_record, session_games
from salon.sessions.actions import Chance
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, play_out
from salon.sessions.french import FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import session_record


def _played(game: str) -> str:
    """The record of a whole session of ``game`` played by computers."""
    if game == "chouette":
        session: object = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
        session.apply(Chance(Cut(parse_cards("KS 9H 7C"))))  # type: ignore[attr-defined]
        engine = "piquet"
    elif game == "pool":
        session = PoolSession(("Ann", "Bob", "Cy"), method=PoolMethod.LOSER_PAYS)
        engine = "ecarte"
    else:
        session = FrenchSession(("Ann", "Bob", "Cy", "Di"), games=2)
        engine = "ecarte"
    names = session.names  # type: ignore[attr-defined]
    play_out(session, Computers(dict.fromkeys(names, "thumb"), engine, seed=3))  # type: ignore[arg-type]
    return session_record(session)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["chouette", "pool", "french"])
def test_each_game_of_a_session_replays_as_a_two_handed_record(game: str) -> None:
    """Every game is finished and replays under the laws from its own record, with the
    players' names; each of its moves keeps the line it has in the session's record."""
    record = parse_record(_played(game))
    games = session_games(record)
    assert games and all(g.finished for g in games)
    lines = {move.line: move for move in record.moves}
    for played in games:
        _, report = replay_record(played.record)
        assert report["finished"]
        assert (played.record.tags["A"], played.record.tags["B"]) == played.players
        for move in played.record.moves:
            there = lines[move.line]
            assert there.text == move.text
            seat = {"A": played.players[0], "B": played.players[1]}.get(move.actor)
            assert there.actor == (seat or "chance")
    if game == "chouette":
        assert games[0].record.tags["Choice"] == "A"  # the single player's choice, no cut
        assert games[0].heading.startswith("Partie 1: ")
    if game == "pool":
        assert "Dealer" in games[0].record.tags  # the pool's cut named the dealer
        assert games[0].heading.startswith("Game 1: ")


def test_a_choice_or_dealer_tag_that_names_no_seat_is_refused() -> None:
    """A record's [Choice] or [Dealer] names seat A or B; anything else is a clear error."""
    with pytest.raises(RecordError, match=r"\[Choice\] names seat A or B, not 'C'"):
        replay_record(parse_record('[Game "Piquet"]\n[Choice "C"]\n'))
    with pytest.raises(RecordError, match=r"\[Dealer\] names seat A or B"):
        replay_record(parse_record('[Game "Ecarte"]\n[Dealer "Ann"]\n'))


def test_salon_review_weighs_each_game_of_a_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``salon review`` on a Pool's record reviews each of its games under its heading, its
    lines those of the session's record, where the reader finds them."""
    text = _played("pool")
    path = tmp_path / "pool.txt"
    path.write_text(text, encoding="utf-8")
    parser = argparse.ArgumentParser()
    add_review_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["review", str(path), "--quick", "--jobs", "1", "--all"])
    assert run_review(args) == 0
    out = capsys.readouterr().out
    games = session_games(parse_record(text))
    for played in games:
        assert played.heading in out
    first = games[0].record.moves
    decided = next(m for m in first if m.actor != "chance")
    assert f"line {decided.line:>3}" in out


def test_salon_whatif_branches_a_game_of_a_session_at_the_line_its_review_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A review of a session names a decision by its line in the session's record; what if,
    asked at that line of the same file, branches that very game and plays it out."""
    from salon.cli import main

    text = _played("pool")
    path = tmp_path / "pool.txt"
    path.write_text(text, encoding="utf-8")
    game = session_games(parse_record(text))[0]
    move = next(m for m in game.record.moves if m.actor != "chance")
    assert main(["whatif", str(path), "--at", str(move.line)]) == 0
    listed = capsys.readouterr().out
    assert listed.startswith(f"Line {move.line}: ") and "--choose" in listed
    other = listed.split("--choose '", 1)[1].split("'", 1)[0]
    assert main(["whatif", str(path), "--at", str(move.line), "--choose", other]) == 0
    assert "in this branch: " in capsys.readouterr().out


def test_salon_review_of_a_session_stopped_weighs_the_deals_it_finished(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A chouette stopped in its partie, as ``salon play`` keeps it to go on with: its
    finished deals are reviewed under the partie's heading, as a two-handed game stopped is,
    with the command that plays on (a new player's trial: "no game of the session is
    finished" after two deals played)."""
    import shlex

    from salon.cli import main

    path = tmp_path / "stopped chouette.txt"
    watched = ["play", "chouette", "--watch", "--delay", "0", "--seed", "3", "--plain"]
    assert main([*watched, "--parties", "1", "--save", str(path)]) == 0
    record = parse_record(path.read_text(encoding="utf-8"))
    deals = [m for m in record.moves if m.actor == "chance" and m.text.startswith("deal ")]
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[: deals[2].line + 3]) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(path), "--quick", "--jobs", "1"]) == 0
    said = capsys.readouterr().out
    assert "Partie 1: " in said and "It stopped before its end: its first two deals" in said
    command = shlex.split(said.split("To play on from where it stopped: ")[1].strip())
    assert command[1:] == ["play", "chouette", "--resume", str(path.resolve())]
    # A decision of the deal in play has no what if, and says how to play on.
    in_play = next(m for m in record.moves if m.line > deals[2].line and m.actor != "chance")
    assert main(["whatif", str(path), "--at", str(in_play.line)]) == 1
    error = capsys.readouterr().err
    assert "this deal is not over" in error and "; play on first: " in error
    assert error.rstrip().endswith(said.split("To play on from where it stopped: ")[1].strip())
    path.write_text("\n".join(lines[: deals[0].line + 3]) + "\n", encoding="utf-8")
    assert main(["review", str(path), "--quick", "--jobs", "1"]) == 1
    error = capsys.readouterr().err
    assert "no deal of the session is finished; play on first: " in error


def test_a_session_stopped_between_its_games_gives_the_command_that_plays_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A chouette of two parties stopped as its second begins, no deal of it finished: the
    first partie is reviewed whole, and the command that plays on is given all the same."""
    from salon.cli import main

    path = tmp_path / "two parties.txt"
    watched = ["play", "chouette", "--watch", "--delay", "0", "--seed", "4", "--plain"]
    assert main([*watched, "--parties", "2", "--save", str(path)]) == 0
    record = parse_record(path.read_text(encoding="utf-8"))
    first, second = session_games(record)[:2]
    lines = path.read_text(encoding="utf-8").splitlines()
    cut = second.record.moves[2].line  # the second partie begun, its first deal not over
    path.write_text("\n".join(lines[:cut]) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(path), "--quick", "--jobs", "1"]) == 0
    said = capsys.readouterr().out
    assert first.heading in said and second.heading not in said
    assert "To play on from where it stopped: " in said
