"""Game records: the notation is read, checked against the laws, and reports its scores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from salon.cli import main
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import RecordError, parse_record
from salon.replay import replay_record


def test_seed_example_replays_to_a_28_b_23() -> None:
    """piquet-description-and-example.txt "EXAMPLE": A writes 28, 23; B writes 23, 28."""
    _, report = replay_record(parse_record(EXAMPLE_RECORD))
    assert report["finished"]
    assert (report["elder"], report["younger"]) == (28, 23)


def test_seed_example_talk_matches_the_text() -> None:
    """piquet-description-and-example.txt "EXAMPLE": every call, answer and count said."""
    deal, _ = replay_record(parse_record(EXAMPLE_RECORD))
    said = [(event.seat, event.words) for event in deal.events if event.audience is None]
    expected = [
        (0, "Five cards."),
        (1, "What do they make?"),
        (0, "Forty-nine."),
        (1, "Good."),
        (0, "In hearts."),
        (0, "Five."),
        (0, "A quart major."),
        (1, "Good."),
        (0, "In hearts."),
        (0, "Five and four are nine."),
        (0, "Three knaves?"),
        (1, "Not good."),
        (0, "Ten."),
        (1, "Four tens, fourteen."),
        (1, "And three queens, seventeen."),
    ]
    spoken = [pair for pair in said if pair[0] is not None]
    start = spoken.index((0, "Five cards."))
    assert spoken[start : start + len(expected)] == expected
    leads = [words for seat, words in spoken[start + len(expected) :] if seat == 0]
    assert leads[:4] == ["Eleven.", "Twelve.", "Thirteen.", "Fourteen."]
    younger = [words for seat, words in spoken if seat == 1]
    assert "Eighteen." in younger and younger[-1] == "Twenty-three."
    assert spoken[-1] == (0, "Twenty-eight.")


def test_replay_command_prints_the_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "example.txt"
    record.write_text(EXAMPLE_RECORD)
    assert main(["replay", str(record)]) == 0
    assert "elder 28, younger 23" in capsys.readouterr().out
    assert main(["replay", str(record), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["elder"] == 28


def test_an_illegal_move_names_its_line_and_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """piquet-description-and-example.txt "Playing": the younger hand must follow suit."""
    broken = EXAMPLE_RECORD.replace("younger: play 10H", "younger: play AC")
    record = tmp_path / "broken.txt"
    record.write_text(broken)
    assert main(["replay", str(record)]) == 1
    message = capsys.readouterr().err
    line = broken.splitlines().index("younger: play AC") + 1
    assert f"line {line}" in message and "must be followed" in message


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("[Game Piquet]", "a tag is written"),
        ('[Game "Piquet deal"]\nelder play AS', "a move is written"),
        ('[Game "Piquet deal"]\nchance: deal AS KS', "32-card piquet pack"),
        ('[Game "Piquet deal"]\nelder: exchange AS', "chance to act"),
        ('[Game "Whist"]', "unknown game"),
        ('[Rules "rubicon"]', "has no"),
        ('[Game "Piquet deal"]\n[Rules "rubicon; capot=3"]', "unknown Piquet rule option"),
        ('[Game "Piquet deal"]\nchance: deal AS XX', "not a card"),
        ('[Game "Piquet deal"]\nchance: shuffle', "not a Piquet action"),
    ],
)
def test_malformed_records_are_refused_with_a_reason(text: str, fault: str) -> None:
    with pytest.raises(RecordError, match=fault):
        replay_record(parse_record(text))


def test_a_record_cannot_go_on_after_the_end() -> None:
    with pytest.raises(RecordError, match="already over"):
        replay_record(parse_record(EXAMPLE_RECORD + "elder: play AS\n"))


def test_bad_flags_and_missing_files_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["replay"])
    assert exit_info.value.code == 2
    with pytest.raises(SystemExit):
        main(["demo", "--parties", "many"])
    assert main(["replay", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err
