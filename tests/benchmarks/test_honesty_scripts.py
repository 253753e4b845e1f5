"""The honesty benchmarks' results files are read back as written (so that a run may be done
in parts), their reports grouped by kind of decision, and a deal played alone recorded so that
the review replays it move for move."""

from __future__ import annotations

from pathlib import Path

import pytest

from analysis_chance_calibration import Row
from analysis_consistency import NONE, About, Replayed, read, summary, trick_of
from consistency_parts import band, parts
from played import deal_record
from salon.analysis.course import decisions_of
from salon.records import parse_record


def test_a_chance_row_is_read_back_as_written_and_older_rows_without_the_deal() -> None:
    row = Row(3, "follow", 0.4567, 1.0, 1, -12.5, -14.0)
    assert Row.parse(row.line().rstrip("\n")) == row
    older = Row.parse("0\tdiscard\t0.3691\t0")
    assert older.deal is None
    assert older.won == 0.0
    with pytest.raises(ValueError, match="4 or 7"):
        Row.parse("0\tdiscard\t0.3691")


def _replayed(record: int, moment: str, foretold: float, realised: float) -> Replayed:
    return Replayed("piquet", 1, record, moment, foretold, realised, 0.1, 0.0)


def test_a_consistency_file_is_read_back_for_its_own_game_and_seed(tmp_path: Path) -> None:
    rows = [_replayed(0, "discard", 12.0, 20.0), _replayed(1, NONE, 0.0, 0.0)]
    path = tmp_path / "consistency.tsv"
    other = Replayed("ecarte", 1, 0, "lead", 0.5, 0.0, 0.1, 0.0)
    path.write_text("".join(r.line() for r in [*rows, other]), encoding="utf-8")
    assert read(path, "piquet", 1) == rows
    assert read(path, "piquet", 2) == []
    assert read(tmp_path / "none.tsv", "piquet", 1) == []


def test_what_the_review_said_of_a_decision_is_read_back_and_older_lines_still_read(
    tmp_path: Path,
) -> None:
    said = Replayed("piquet", 1, 4, "lead", 7.5, 12.0, 0.2, 0.5, About("mistake", 3, 96, 0.8, 9.0))
    exchange = Replayed(
        "piquet", 1, 5, "discard", 11.0, 2.0, 0.1, 0.0, About("blunder", 1, 40, 2.0, None)
    )
    older = _replayed(6, "follow", 6.0, 4.0)
    path = tmp_path / "consistency.tsv"
    path.write_text("".join(r.line() for r in [said, exchange, older]), encoding="utf-8")
    assert read(path, "piquet", 1) == [said, exchange, older]


def test_a_decision_is_placed_in_the_trick_its_card_falls_in() -> None:
    _, actions = deal_record(("thumb", "thumb"), 7)
    plays = [i for i, action in enumerate(actions) if type(action).__name__ == "Play"]
    assert trick_of(actions[: plays[0]]) == 1
    assert trick_of(actions[: plays[1]]) == 1, "the second card of the first trick"
    assert trick_of(actions[: plays[2]]) == 2
    assert trick_of(actions[: plays[-1]]) == 12


def _said(record: int, foretold: float, realised: float, seen: float) -> Replayed:
    about = About("blunder" if foretold >= 10 else "mistake", record, 48, 1.0, seen)
    return Replayed("piquet", 1, record, "follow", foretold, realised, 0.1, 0.0, about)


def test_the_parts_split_the_gap_by_grade_size_trick_and_the_cards_seen() -> None:
    rows = [
        _said(1, 6.0, 10.0, 6.0),
        _said(2, 8.0, 12.0, 0.0),
        _said(9, 12.0, 8.0, 12.0),
        _said(10, 30.0, 26.0, 30.0),
        _replayed(11, NONE, 0.0, 0.0),
    ]
    found = {p.name: p for p in parts(rows)}
    assert found["all"].count == 4
    assert found["all"].gap.mean == 0.0
    seen = found["all"].seen
    assert seen is not None
    assert seen.mean == 12.0
    assert seen.over_foretold.mean == -2.0
    assert seen.realised_over.mean == 2.0
    assert found["mistake"].seen is not None
    assert found["mistake"].seen.over_foretold.mean == -4.0, "the second saw nothing to gain"
    assert found["mistake"].gap.mean == 4.0
    assert found["blunder"].gap.mean == -4.0
    assert found["foretold under 10"].count == 2
    assert "foretold 20 or more" not in found, "a part of one decision has no interval"
    assert found["tricks 1 to 4"].foretold == 7.0
    assert found["tricks 9 to 12"].realised == 17.0
    assert found["gains with every card seen"].count == 3
    assert "level with every card seen" not in found
    assert [p.name for p in parts(rows, "exchange")] == []
    assert "card play" not in {p.name for p in parts(rows, "card play")}, "all is the kind"
    assert band(4.0, ((5.0, "low"), (10.0, "high"))) == "low"
    assert band(10.0, ((5.0, "low"), (10.0, "high"))) == "high"


def test_the_consistency_summary_leaves_out_records_without_a_flag_and_splits_by_kind() -> None:
    rows = [
        _replayed(0, "discard", 10.0, 14.0),
        _replayed(0, "discard", 20.0, 18.0),
        _replayed(1, "lead", 5.0, 9.0),
        _replayed(1, "follow", 7.0, 7.0),
        _replayed(2, "call", 3.0, 0.0),
        _replayed(3, NONE, 0.0, 0.0),
    ]
    table = {name: figures for name, *figures in summary(rows)}
    assert list(table) == ["all", "exchange", "card play"]  # one call alone has no interval
    count, foretold, realised, points, chance = table["all"]
    assert count == 5
    assert foretold == 9.0
    assert realised == 9.6
    assert points.mean == pytest.approx(0.6)
    assert chance.mean == pytest.approx(-0.1)
    assert table["exchange"][0] == 2
    assert table["exchange"][3].mean == 1.0


def test_a_deal_played_alone_is_recorded_move_for_move() -> None:
    text, actions = deal_record(("thumb", "thumb"), 7)
    record = parse_record(text)
    assert record.tag("Game") == "Piquet deal"
    assert [move.text for move in record.moves] == [str(action) for action in actions]
    course = decisions_of(record)
    assert len(course.deals) == 1
    assert course.moments, "the review meets the deal's decisions"
    assert deal_record(("thumb", "thumb"), 7)[0] == text, "the same seed plays the same deal"
