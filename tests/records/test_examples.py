"""The example records shipped in examples/ replay under the laws to the scores they show."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from salon.cli import main
from salon.piquet.examples import EXAMPLE_RECORD

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _replayed(name: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """The JSON report of `salon replay examples/NAME --json`, which must succeed."""
    assert main(["replay", str(EXAMPLES / name), "--json"]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert report["finished"]
    return report


def test_worked_example_is_the_seed_example(capsys: pytest.CaptureFixture[str]) -> None:
    """piquet-description-and-example.txt "EXAMPLE": the whole deal; A 28, B 23."""
    assert (EXAMPLES / "worked-example-deal.txt").read_text(encoding="utf-8") == EXAMPLE_RECORD
    report = _replayed("worked-example-deal.txt", capsys)
    assert (report["elder"], report["younger"]) == (28, 23)
    assert main(["replay", str(EXAMPLES / "worked-example-deal.txt")]) == 0
    assert "elder 28, younger 23" in capsys.readouterr().out


def test_piquet_partie_ends_in_a_rubicon(capsys: pytest.CaptureFixture[str]) -> None:
    """piquet-encyclopedia-1902-with-laws.txt, the partie of six hands and Law 34: B under a
    hundred is rubiconed, and A wins the two scores added together with a hundred for the game
    (236 + 75 + 100 = 411)."""
    report = _replayed("piquet-partie-rubicon.txt", capsys)
    assert len(report["deals"]) == 6
    assert report["totals"] == {"A": 236, "B": 75}
    assert report["result"]["winner"] == "A"
    assert report["result"]["rubicon"]
    assert report["result"]["points"] == 411


def test_ecarte_game_is_won_at_five(capsys: pytest.CaptureFixture[str]) -> None:
    """ecarte-treatise-1896-ocr.txt "Scoring": the game consists of five points, and the
    player who first wins them wins the game; A wins this one."""
    report = _replayed("ecarte-game.txt", capsys)
    assert report["winner"] == "A"
    assert report["games"] == {"A": 1, "B": 0}


def test_every_example_is_named_in_the_readme_with_its_command() -> None:
    readme = (EXAMPLES.parent / "README.md").read_text(encoding="utf-8")
    shipped = sorted(path.name for path in EXAMPLES.glob("*.txt"))
    assert shipped == ["ecarte-game.txt", "piquet-partie-rubicon.txt", "worked-example-deal.txt"]
    for name in shipped:
        assert f"salon replay examples/{name}" in readme


def test_the_replay_tells_the_settlement_of_the_players_by_name(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A replay is read by an onlooker: the result is told in the third person with the names
    the record's tags give, as the seed tells its example (piquet-description-and-example.txt,
    Scoring: "A wins 131 - 113 = 118 points"), never the winner's "you are rubiconed; I win"."""
    assert main(["replay", str(EXAMPLES / "piquet-partie-rubicon.txt")]) == 0
    last = capsys.readouterr().out.splitlines()[-1].strip()
    assert last == (
        "Two hundred and thirty-six to seventy-five: Computer A wins four hundred and eleven; "
        "Computer B is rubiconed."
    )
    assert main(["replay", str(EXAMPLES / "ecarte-game.txt")]) == 0
    assert capsys.readouterr().out.splitlines()[-1].strip() == "Computer A wins."
