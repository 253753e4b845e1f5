"""The analysis's timing script times hints alone, by the clock or by processor time."""

from __future__ import annotations

import re
import sys

import pytest


@pytest.mark.parametrize("cpu", [False, True])
def test_hints_are_timed_alone(
    cpu: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import analysis_timing

    argv = ["analysis_timing.py", "--hints-only", "--hints", "4"] + (["--cpu"] if cpu else [])
    monkeypatch.setattr(sys, "argv", argv)
    analysis_timing.main()
    said = capsys.readouterr().out
    label = "hint during play (processor time)" if cpu else "hint during play"
    assert re.search(rf"^{re.escape(label)}: median [\d.]+ s, .* over 4$", said, re.M), said
    assert "Piquet partie" not in said, "no review is timed"
