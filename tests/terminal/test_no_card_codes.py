"""A whole game played in the plain terminal through a pipe prints every card in words or
symbols, never in the notation of records ("AS", "10H"): the brief's rule that players read
cards as a card player names them (and the issue "What broke when it was tried again", items 12
and 14). The lines telling how to type cards show them as the table does, or in words, and what
they show is typed and taken."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from tests.card_codes import card_codes

FOOTERS = ("(Choose", "(Press", "(Type")
SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _codes(shown: str) -> list[str]:
    """Cards shown by their symbols ("A♠ 10♥"), written as they are typed ("AS 10H")."""
    return [word[:-1] + SYMBOLS[word[-1]] for word in shown.split() if word[-1:] in SYMBOLS]


def _spoken(codes: list[str]) -> list[str]:
    """Cards typed as the prompt shows they may be: "7 clubs", "K♥", in turn."""
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    symbols = {letter: symbol for symbol, letter in SYMBOLS.items()}
    return [
        f"{code[:-1]} {suits[code[-1]]}" if i % 2 == 0 else code[:-1] + symbols[code[-1]]
        for i, code in enumerate(codes)
    ]


def _answers(footer: str, hand: list[str]) -> list[str]:
    """What to type, in turn, until one is taken: the first choice, or a few of the cards."""
    if "the cards to put out" in footer or "cards to discard" in footer:
        return [" ".join(_spoken(hand[:count])) for count in (1, 2, 3)] + ["1"]
    if footer.startswith("(Type discard"):
        return [f"discard {' '.join(hand[:count])}" for count in (1, 2, 3)]
    if footer.startswith("(Type"):
        return ["1", "y", "n", "0"]
    return ["1", ""]


def _play_through(game: str, tmp_path: Path, *extra: str) -> list[str]:
    """Play ``game`` to its end in plain mode, typing into a pipe; every line printed."""
    command = [sys.executable, "-m", "salon.cli", "play", game, "--plain", "--seed", "3"]
    command += ["--save", str(tmp_path / f"{game}.txt"), *extra]
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    assert process.stdin is not None and process.stdout is not None
    printed: list[str] = []
    hand: list[str] = []
    pending: list[str] = []
    for line in process.stdout:
        printed.append(line.rstrip("\n"))
        text = line.split("> ", 1)[-1] if line[:1].isupper() and "> " in line[:30] else line
        if text.startswith(("Your hand: ", "The hand you watch: ")):
            hand = _codes(text.split(": ", 1)[1])
        if text.startswith(FOOTERS):
            pending = _answers(text, hand)
        elif not text.startswith("! "):
            continue
        if not pending:
            pending = ["q"]
        process.stdin.write(pending.pop(0) + "\n")
        process.stdin.flush()
        assert len(printed) < 40_000, "the game should end"
    process.wait(timeout=60)
    return printed


@pytest.mark.parametrize(
    ("game", "extra"),
    [("piquet", ()), ("ecarte", ()), ("pool", ("--pools", "1")), ("french", ("--games", "1"))],
)
def test_a_whole_plain_game_prints_no_card_code(game: str, extra: tuple[str, ...], tmp_path: Path):
    printed = _play_through(game, tmp_path, *extra)
    assert "record is in" in printed[-2], "the game is played to its end"
    assert printed[-1].startswith("Every decision of it")  # and the review is offered
    coded = [line for line in printed if card_codes(line)]
    assert not coded, coded[:5]
    # A card played is told by the table, not said as speech ("A: 7♦ Nothing.").
    rows = ("Your ", "Turned up")  # the table's rows show cards, said by no one
    said = [line for line in printed if not line.startswith(rows)]
    spoken = [line for line in said if re.match(r"^[\w ]+: (?:10|[7-9AKQJ])[♠♥♦♣]", line)]
    assert not spoken, spoken[:5]
