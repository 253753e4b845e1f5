"""Matches and ladders played as Ray tasks give what local processes give.

One Ray with one CPU is started for the whole module: starting Ray takes seconds.
"""

from __future__ import annotations

import io
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

from salon.cli import main
from salon.match_ray import connected

MATCH = ["match", "thumb", "random", "--parties", "6", "--seed", "4"]
LADDER = ["ladder", "random", "thumb", "--parties", "2", "--seed", "2"]


@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str
    records: dict[str, str]


def _run(argv: list[str], records: Path | None = None) -> Run:
    out, err = io.StringIO(), io.StringIO()
    if records is not None:
        argv = [*argv, "--records", str(records)]
    with redirect_stdout(out), redirect_stderr(err):
        code = main(argv)
    saved = {} if records is None else {p.name: p.read_text() for p in records.iterdir()}
    return Run(code, out.getvalue(), err.getvalue(), saved)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    folder = tmp_path_factory.mktemp("records")
    # Local processes first: a process forked while Ray runs would inherit its threads.
    result = {
        "match": _run([*MATCH, "--jobs", "2"], folder / "processes"),
        "ladder": _run([*LADDER, "--jobs", "2"]),
    }
    with connected("local", cpus=1):
        result["match on ray"] = _run([*MATCH, "--ray", "local"], folder / "ray")
        result["ladder on ray"] = _run([*LADDER, "--ray", "local"])
    return result


def test_a_match_on_ray_reports_exactly_what_local_processes_report(
    runs: dict[str, Run],
) -> None:
    local, ray = runs["match"], runs["match on ray"]
    assert local.code == ray.code == 0
    assert "points a partie" in local.out
    assert ray.out == local.out


def test_a_match_on_ray_saves_the_same_records(runs: dict[str, Run]) -> None:
    local, ray = runs["match"], runs["match on ray"]
    assert len(local.records) == 6
    assert ray.records == local.records


def test_a_match_on_ray_shows_its_progress(runs: dict[str, Run]) -> None:
    assert "3/3 pairs" in runs["match on ray"].err


def test_a_ladder_on_ray_rates_as_local_processes_do(runs: dict[str, Run]) -> None:
    local, ray = runs["ladder"], runs["ladder on ray"]
    assert local.code == ray.code == 0
    assert "rating" in local.out
    assert ray.out == local.out


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("nonsense", "is not a Ray address"),
        ("head.example", "is not a Ray address"),
        ("127.0.0.1:70000", "is not a Ray address"),
        ("127.0.0.1:1", "cannot reach a Ray cluster at 127.0.0.1:1"),
    ],
)
@pytest.mark.parametrize("command", [MATCH, LADDER])
def test_a_bad_address_is_refused_with_a_clear_error(
    command: list[str], address: str, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command, "--ray", address]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"salon {command[0]}: ")
    assert reason in err
    assert "Traceback" not in err


def test_ray_missing_is_said_plainly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # what an import finds without Ray
    assert main([*MATCH, "--ray", "local"]) == 2
    err = capsys.readouterr().err
    assert "Ray, which is not installed" in err
    assert "pip install 'ray>=" in err
