"""A partie scored with real cards gives a record in salon's notation (``[Game "Piquet scoring
card"]``), one line a deal said by its dealer, that ``salon replay`` checks: every deal counted
again (piquet-description-and-example.txt, "Example": A 28, B 23), the dealers alternating
(Law 11), and a deal that could not have been refused with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from salon.cli import main
from salon.piquet.told import count_told
from salon.piquet.told_card import PiquetScorer
from salon.piquet.told_record import format_told, parse_told, told_record

EXAMPLE = parse_told(
    "told point elder 5 49 sequences elder 4 sets younger 4x10,3x12 play 9 6 tricks 7 5"
)
"""The worked Example of piquet-description-and-example.txt, "Example": A elder, B younger."""


LAST = parse_told("told point elder 5 - play 9 6 tricks 7 5")


def scored(deals: int = 6) -> PiquetScorer:
    """A partie of the Example five times over, then a smaller deal: Bob deals first."""
    return PiquetScorer(names=("Ann", "Bob"), first_dealer=1, deals=[*[EXAMPLE] * 5, LAST][:deals])


def test_a_scored_parties_record_passes_salon_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "partie.txt"
    record.write_text(told_record(scored()), encoding="utf-8")
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Piquet scoring card:")
    assert scored().card.render() in out
    assert main(["replay", str(record), "--json"]) == 0
    assert '"finished": true' in capsys.readouterr().out


def test_the_worked_example_reads_back_as_told() -> None:
    assert count_told(EXAMPLE).points == (28, 23)
    assert parse_told(format_told(EXAMPLE)) == EXAMPLE
    first = told_record(scored(1)).splitlines()[-1]
    assert first.startswith("B: told blanche none point elder 5 49")
    assert first.endswith("; A 28, B 23")


def test_law_11_a_deal_said_by_the_wrong_dealer_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = told_record(scored(2)).splitlines()
    lines[-1] = "B" + lines[-1][1:]  # B dealing twice running
    record = tmp_path / "partie.txt"
    record.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert "it is A to act, not B" in capsys.readouterr().err


def test_a_deal_that_could_not_have_been_is_refused_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = told_record(scored(1)).replace("tricks 7 5", "tricks 7 4")
    record = tmp_path / "partie.txt"
    record.write_text(text, encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    error = capsys.readouterr().err
    assert "line 7" in error and "twelve" in error


def test_law_29_a_hand_told_short_reads_back_and_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Laws 17 and 29 on the record of a scored partie: `short younger 1` (B played eleven
    cards) reads back as told, and `salon replay` counts the card B could not play to as A's
    trick and the last (A 29, B 23); the same deal with twelve tricks is refused."""
    short = parse_told(
        "told point elder 5 49 sequences elder 4 sets younger 4x10,3x12 play 8 6 tricks 6 5 "
        "short younger 1"
    )
    assert parse_told(format_told(short)) == short
    partie = PiquetScorer(names=("Ann", "Bob"), first_dealer=1, deals=[short])
    record = tmp_path / "partie.txt"
    record.write_text(told_record(partie), encoding="utf-8")
    assert (
        record.read_text(encoding="utf-8").splitlines()[-1].endswith("short younger 1 ; A 29, B 23")
    )
    assert main(["replay", str(record)]) == 0
    capsys.readouterr()
    wrong = told_record(partie).replace("tricks 6 5", "tricks 7 5")
    record.write_text(wrong, encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert "the tricks won must make eleven" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("shorts", "play", "score"),
    [
        ("short elder 1 short younger 1", "play 9 6 tricks 6 5", "A 28, B 23"),
        ("short elder 1 short younger 3", "play 7 5 tricks 5 4", "A 29, B 22"),
    ],
)
def test_laws_14_17_29_both_hands_told_short_read_back_and_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], shorts: str, play: str, score: str
) -> None:
    """Laws 14 and 17 (each hand short by its own player's mistake) and Law 29 on the record:
    `short elder 1 short younger 3` reads back as told, and `salon replay` counts it as the
    engine plays it. Eleven cards each play eleven tricks, the last played the last trick
    (the Example's 28-23 with one trick fewer to A); eleven against nine play nine, and A
    counts his two cards left as tricks and the last (3). A hand told short twice is
    refused."""
    told = parse_told(
        f"told point elder 5 49 sequences elder 4 sets younger 4x10,3x12 {play} {shorts}"
    )
    assert parse_told(format_told(told)) == told and format_told(told).endswith(shorts)
    partie = PiquetScorer(names=("Ann", "Bob"), first_dealer=1, deals=[told])
    record = tmp_path / "partie.txt"
    record.write_text(told_record(partie), encoding="utf-8")
    assert record.read_text(encoding="utf-8").splitlines()[-1].endswith(f"{shorts} ; {score}")
    assert main(["replay", str(record)]) == 0
    capsys.readouterr()
    twice = told_record(partie).replace("short elder 1", "short younger 1")
    record.write_text(twice, encoding="utf-8")
    assert main(["replay", str(record)]) == 1
    assert "each hand is told short once" in capsys.readouterr().err
