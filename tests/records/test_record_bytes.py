"""Records are read as bytes and decoded under control: a file that is not UTF-8 text, or
any mangled record, is refused with the line at fault and never ends in a traceback."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from salon.cli import main
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import RecordError, decode_record, parse_record

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
VALID_RECORDS = (
    EXAMPLE_RECORD.encode(),
    (EXAMPLES / "piquet-partie-rubicon.txt").read_bytes(),
    (EXAMPLES / "ecarte-game.txt").read_bytes(),
)


def _deal_line(record: bytes) -> int:
    return next(
        number
        for number, line in enumerate(record.split(b"\n"), start=1)
        if line.startswith(b"chance: deal")
    )


def test_a_byte_that_is_not_utf8_names_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = EXAMPLE_RECORD.encode()
    line = _deal_line(record)
    broken = record.replace(b"chance: deal", b"chance: \xffdeal", 1)
    path = tmp_path / "broken.txt"
    path.write_bytes(broken)
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"salon replay: {path}: line {line}: not UTF-8 text")
    assert "0xFF" in error and "Traceback" not in error


def test_the_command_exits_with_one_line_and_status_one(tmp_path: Path) -> None:
    path = tmp_path / "broken.txt"
    path.write_bytes(EXAMPLE_RECORD.encode().replace(b"chance: deal", b"chance: \xffdeal", 1))
    command = [sys.executable, "-m", "salon.cli", "replay", str(path)]
    finished = subprocess.run(command, capture_output=True, text=True, check=False)
    assert finished.returncode == 1
    assert finished.stderr.count("\n") == 1 and "not UTF-8 text" in finished.stderr


def test_a_byte_order_mark_is_read_as_nothing() -> None:
    assert decode_record(b'\xef\xbb\xbf[Game "Piquet"]\n') == '[Game "Piquet"]\n'


def test_a_saved_game_that_is_not_utf8_is_refused_on_resume(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "saved.txt"
    path.write_bytes(b'[Game "Piquet"]\n[Seed "3"]\n\nchance: cut \xff\n')
    assert main(["play", "piquet", "--resume", str(path), "--plain"]) == 2
    assert f"{path}: line 4: not UTF-8 text" in capsys.readouterr().err


def test_line_numbers_count_newlines_only() -> None:
    """A form feed or a Unicode line separator inside a line does not start a new line."""
    with pytest.raises(RecordError, match=r"^line 3: "):
        parse_record('[Game "Piquet"]\n\x0c\u2028\nnot a move\n')


def _mutated(record: bytes, data: st.DataObject) -> bytes:
    """``record`` with a few bytes changed, inserted, deleted, or lines swapped."""
    out = bytearray(record)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(("replace", "insert", "delete", "swap")))
        at = data.draw(st.integers(0, max(0, len(out) - 1)))
        if kind == "replace" and out:
            out[at] = data.draw(st.integers(0, 255))
        elif kind == "insert":
            out[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif kind == "delete":
            del out[at : at + data.draw(st.integers(1, 40))]
        else:
            lines = bytes(out).split(b"\n")
            first, second = (data.draw(st.integers(0, len(lines) - 1)) for _ in range(2))
            lines[first], lines[second] = lines[second], lines[first]
            out = bytearray(b"\n".join(lines))
    return bytes(out)


def _replay_cleanly(content: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    """Replay ``content`` in-process: a report (0) or one line naming the fault (1)."""
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "record.txt"
        path.write_bytes(content)
        status = main(["replay", str(path)])
    out, err = capsys.readouterr()
    if status == 0:
        assert out and not err
    else:
        assert status == 1
        assert err.startswith(f"salon replay: {path}: ") and err.count("\n") == 1


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=st.binary(max_size=400))
def test_random_bytes_are_refused_cleanly(
    content: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    _replay_cleanly(content, capsys)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_mutated_records_replay_or_are_refused_cleanly(
    data: st.DataObject, capsys: pytest.CaptureFixture[str]
) -> None:
    record = data.draw(st.sampled_from(VALID_RECORDS))
    _replay_cleanly(_mutated(record, data), capsys)
