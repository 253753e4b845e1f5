"""``salon play chouette|pool|french``: the person in any role against computer players."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from salon.cards import Card
from salon.cli import main
from salon.records import parse_record
from salon.replay import replay_record
from salon.terminal.play import add_play_parser, run_play
from salon.terminal.screen import PlainScreen


class Robot(PlainScreen):
    """A person at the terminal who takes the first choice, exchanges or discards his first
    card when asked to type it, and once types an action that is not allowed."""

    def __init__(self) -> None:
        super().__init__(out=io.StringIO(), inp=io.StringIO())
        self.hand_seen: tuple[Card, ...] = ()
        self.last = ""
        self.typos = 1
        self.may_bet = False

    def note(self, text: str) -> None:
        self.last = text
        self.may_bet = self.may_bet or text.endswith("bet 1 on Ada")
        super().note(text)

    def hand(self, label: str, cards: tuple[Card, ...]) -> None:
        if label != "Turned up":
            self.hand_seen = cards
        super().hand(label, cards)

    def read(self, seat: str) -> str | None:
        self._line(f"{seat}>")
        if self.typos:
            self.typos -= 1
            return "play 2Z"
        if self.may_bet:
            self.may_bet = False
            return "bet Ada 1"
        self.may_bet = False
        for word in ("exchange", "discard"):
            if f"type {word}" in self.last:
                return f"{word} {self.hand_seen[0]}"
        return "1"

    @property
    def text(self) -> str:
        assert isinstance(self.out, io.StringIO)
        return self.out.getvalue()


def play(tmp_path: Path, *flags: str) -> tuple[str, Path]:
    parser = argparse.ArgumentParser()
    add_play_parser(parser.add_subparsers(dest="command"))
    record = tmp_path / "record.txt"
    args = parser.parse_args(["play", *flags, "--seed", "5", "--save", str(record), "--plain"])
    robot = Robot()
    assert run_play(args, robot) == 0
    return robot.text, record


def test_salon_play_help_lists_the_sessions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    for game in ("chouette", "pool", "french", "--role", "--gallery", "--method"):
        assert game in out


@pytest.mark.parametrize(
    ("role", "seen"),
    [("single", "plays alone"), ("partner", "plays for the two"), ("adviser", "advises")],
)
def test_chouette_in_each_role(tmp_path: Path, role: str, seen: str) -> None:
    text, record = play(tmp_path, "chouette", "--role", role, "--parties", "1", "--name", "Zoe")
    assert f"== Zoe: {seen}" in text
    assert "! " in text  # the typo is refused with a reason
    assert "At ten shillings a hundred:" in text
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and "Zoe" in report["settlement"]
    if role == "adviser":
        assert "Zoe: advise " in record.read_text(encoding="utf-8")


@pytest.mark.parametrize("role", ["player", "out"])
def test_pool_in_each_role(tmp_path: Path, role: str) -> None:
    text, record = play(tmp_path, "pool", "--role", role, "--method", "entrant-pays")
    assert "Pool Écarté (entrant-pays, stake 1)" in text
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and report["pools_won"]
    first_cut = next(line for line in text.splitlines() if "cuts lowest" in line)
    assert first_cut.endswith("You deals.") if role == "player" else "You cuts lowest" in first_cut


@pytest.mark.parametrize("role", ["player", "backer"])
def test_french_as_player_or_backer(tmp_path: Path, role: str) -> None:
    text, record = play(tmp_path, "french", "--role", role, "--games", "2", "--gallery", "2")
    assert "Settlement in chips:" in text
    first_seen = next(line for line in text.splitlines() if line.startswith("== You"))
    if role == "backer":
        assert "== You: backs Ada" in text and "You points" in text
    else:
        assert first_seen == "== You: player"
    _, report = replay_record(parse_record(record.read_text(encoding="utf-8")))
    assert report["finished"] and len(report["ledger"]) == 2


def test_bad_flags_are_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = str(tmp_path / "r.txt")
    assert main(["play", "chouette", "--role", "backer", "--save", save, "--plain"]) == 2
    assert "at chouette your role is one of single, partner, adviser" in capsys.readouterr().err
    assert main(["play", "french", "--gallery", "11", "--save", save, "--plain"]) == 2
    assert "--gallery is 0 to 10" in capsys.readouterr().err
