"""``salon train mistakes RECORD…``: one's own reviewed games' mistakes and blunders asked
again in the terminal, graded by the trainers' analysis (docs/analysis.md "Puzzles")."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from tests.analysis.helpers import ecarte_game_record

from salon.agents.base import RandomAgent
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.cli import build_parser, main
from salon.teaching.train_command import run_train


def _record(tmp_path: Path) -> Path:
    path = tmp_path / "game.txt"
    path.write_text(ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(4)), seed=4))
    return path


def test_the_players_blunder_is_asked_again_and_graded(tmp_path: Path) -> None:
    """B refused a proposal he should have accepted: asked again, "Refuse" is a blunder."""
    out = io.StringIO()

    def ask(prompt: str) -> str:
        [number] = re.findall(r"(\d+)\. Refuse", out.getvalue())
        return str(number)

    args = build_parser().parse_args(["train", "mistakes", str(_record(tmp_path)), "--player", "B"])
    assert run_train(args, ask=ask, out=out) == 0
    said = out.getvalue()
    assert "Accept or refuse?" in said
    assert "BLUNDER" in said and "In the game: Refuse" in said


def test_no_record_or_an_unknown_player_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["train", "mistakes"]) == 2
    assert "keeps them in records/" in capsys.readouterr().err  # where his records are
    assert main(["train", "mistakes", str(_record(tmp_path)), "--player", "Zed"]) == 2
    assert main(["train", "mistakes", str(tmp_path / "missing.txt")]) == 2


def test_naming_piquet_tells_its_two_trainers(capsys: pytest.CaptureFixture[str]) -> None:
    """A player who names the game, not a trainer, is told which trainers it has."""
    assert main(["train", "piquet"]) == 2
    told = capsys.readouterr().err
    assert "train exchange: A Piquet hand" in told and "train calling: A Piquet hand" in told
