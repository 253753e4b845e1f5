"""The honesty benchmarks' results files are read back as written (so that a run may be done
in parts), their reports grouped by kind of decision, and a deal played alone recorded so that
the review replays it move for move."""

from __future__ import annotations

from pathlib import Path

import pytest

from analysis_chance_calibration import Row
from analysis_consistency import NONE, Replayed, read, summary
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
