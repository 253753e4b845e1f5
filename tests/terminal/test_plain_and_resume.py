"""The plain-text fallback driven through pipes, and saving and resuming a game."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pexpect
from pexpect.popen_spawn import PopenSpawn

from salon.records import parse_record
from salon.replay import replay_record


def _answer(screen: str) -> str:
    """What a script answers from the plain screen alone: a card to put out, else option 1."""
    lines = screen.splitlines()
    question = max(i for i, line in enumerate(lines) if line.startswith("=="))
    if any(line.startswith("Discard ") for line in lines[question:]):
        hand = next(line for line in lines[question:] if line.startswith("Your hand: "))
        return hand.split()[2]
    return "1"


PROMPT = "\nYou>\n"
"""The player's prompt on the plain screen: his name (``You`` unless he gives one), then ``>``."""


def _play(child: PopenSpawn, answers: int) -> str:
    """Answer ``answers`` questions at the player's prompt; the text seen."""
    seen = ""
    for _ in range(answers):
        child.expect(PROMPT)
        seen += child.before
        child.sendline(_answer(seen))
    return seen


def test_plain_text_through_a_pipe_one_line_per_event(spawn_pipe, tmp_path: Path):
    """Not a terminal: no colour codes, one line per event, each prompt on its own line."""
    child = spawn_pipe("play", "piquet", "--seed", "8", "--save", str(tmp_path / "p.txt"))
    seen = _play(child, 30)
    child.sendeof()
    child.expect(pexpect.EOF)
    seen += child.before
    assert "\x1b" not in seen
    assert PROMPT in seen
    assert "Your hand: " in seen and "== Piquet · deal 1 of 6" in seen
    speakers = ("You: ", "Computer (steady): ", "Table: ")
    talk = [line for line in seen.splitlines() if line.startswith(speakers)]
    assert len(talk) > 10
    assert "Stopped. The game is saved" in seen
    kept = f"The game is kept, move by move, in {tmp_path / 'p.txt'}"
    assert kept in seen.split("Your hand: ")[0], "said at the start, before the first hand"


def test_resumed_game_goes_on_as_if_never_stopped(spawn_pipe, tmp_path: Path):
    """--resume replays the saved record and continues: with the same answers, the record
    is the one an uninterrupted game with the same --seed writes."""
    whole, halves = tmp_path / "whole.txt", tmp_path / "halves.txt"
    child = spawn_pipe("play", "piquet", "--seed", "21", "--save", str(whole))
    _play(child, 24)
    child.sendeof()
    child.expect(pexpect.EOF)

    first = spawn_pipe("play", "piquet", "--seed", "21", "--save", str(halves))
    _play(first, 10)
    first.sendeof()
    first.expect(pexpect.EOF)
    assert "--resume" in first.before
    second = spawn_pipe("play", "piquet", "--resume", str(halves))
    seen = _play(second, 14)
    second.sendeof()
    second.expect(pexpect.EOF)
    assert "Going on where the game stopped" in seen
    assert halves.read_text(encoding="utf-8") == whole.read_text(encoding="utf-8")
    _, report = replay_record(parse_record(halves.read_text(encoding="utf-8")))
    assert not report["finished"]


def test_watch_through_a_pipe_is_reproducible_by_seed(tmp_path: Path):
    """--seed replays a partie exactly: the shuffles and the computers' choices."""
    texts = []
    for name in ("one.txt", "two.txt"):
        command = [sys.executable, "-m", "salon.cli", "play", "piquet", "--watch"]
        command += ["--delay", "0", "--seed", "5", "--save", str(tmp_path / name)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=True)
        assert "Scoring card" in done.stdout and "The partie is over" in done.stdout
        texts.append((tmp_path / name).read_text(encoding="utf-8"))
    assert texts[0] == texts[1]
    _, report = replay_record(parse_record(texts[0]))
    assert report["finished"] and report["result"] is not None


def test_a_whole_game_of_ecarte_played_through_a_pipe(spawn_pipe, tmp_path: Path):
    """`salon play ecarte`: proposing, discarding and playing until the game is won; the
    record it keeps replays under the laws."""
    save = tmp_path / "e.txt"
    child = spawn_pipe("play", "ecarte", "--seed", "5", "--save", str(save))
    seen = ""
    while True:
        index = child.expect([PROMPT, "The game is over", pexpect.EOF])
        seen += child.before
        if index:
            break
        child.sendline(_answer(seen))
    assert "== Écarté" in seen and "Turn-up" in seen
    assert "I propose." in seen or "I play." in seen
    _, report = replay_record(parse_record(save.read_text()))
    assert report["finished"] and report["winner"] in ("A", "B")


SEAT_LETTERS = re.compile(r"^[AB][:>]|\(A | B cuts|B deals")
"""The program's labels for the seats, as they were once printed: "B: I propose.", "A>",
"Table: B cuts the eight of clubs.", "Scoring card (A You, B Computer)"."""


ANY_PROMPT = "\n[^\n]*>\n"
"""A prompt on the plain screen, whoever is asked: a line of its own ending in ``>``."""


def _lines_until(child: PopenSpawn, enough: str, answers: int) -> list[str]:
    """Answer the questions until ``enough`` has been printed (or ``answers`` are given);
    then stop: every line printed."""
    seen = ""
    for _ in range(answers):
        index = child.expect([ANY_PROMPT, pexpect.EOF])
        seen += child.before + (child.after if index == 0 else "")
        if index or enough in seen:
            break
        child.sendline(_answer(seen))
    child.sendline("q")
    child.expect(pexpect.EOF)
    return (seen + child.before).splitlines()


def test_the_terminal_names_the_players_never_by_seat_letter(spawn_pipe, tmp_path: Path):
    """A newcomer reads the players by their names, the computer by the words the web room
    gives its level ("Computer (steady)"), never the program's seat letters A and B: in the
    opening line, the talk, the prompt and the scoring card."""
    games = (("piquet", "thumb", "Last trick: "), ("ecarte", "random", "Scoring card"))
    for game, opponent, enough in games:
        save = tmp_path / f"{game}.txt"
        child = spawn_pipe(
            "play", game, "--plain", "--seed", "7", "--opponent", opponent, "--save", str(save)
        )
        lines = _lines_until(child, enough, 30)
        assert not [line for line in lines if SEAT_LETTERS.search(line)], game
        assert enough in "\n".join(lines), game
        computer = "Computer (steady)" if opponent == "thumb" else "Computer (a beginner)"
        assert computer in lines[0] and lines[0].startswith(("Piquet", "Écarté"))
        assert any(line.startswith(f"{computer}: ") for line in lines), game
        played = [line for line in lines if line.startswith("You play")]
        assert all(line.startswith("You play ") for line in played), game  # not "You plays"
        assert played or game == "ecarte"  # Écarté's cards are said: "The ten of clubs."
        assert "You>" in lines
        assert '[A "You"]' in save.read_text(encoding="utf-8")  # the record keeps its tags


def test_resume_of_a_broken_record_is_refused(tmp_path: Path):
    """A record that cannot be replayed is refused with the reason, and nothing starts."""
    bad = tmp_path / "bad.txt"
    bad.write_text('[Game "Piquet"]\n[Seed "1"]\n\nA: play AS\n', encoding="utf-8")
    command = [sys.executable, "-m", "salon.cli", "play", "piquet", "--resume", str(bad)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "line 4" in done.stderr


def test_unknown_rules_are_refused_with_the_reason():
    """--rules reads a preset or options as PiquetRules.from_text; a bad one says why."""
    command = [sys.executable, "-m", "salon.cli", "play", "piquet", "--rules", "nonesuch"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "unknown Piquet preset 'nonesuch'" in done.stderr
    assert done.stdout == ""
