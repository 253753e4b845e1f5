"""The measure of how much reading the adversary's late cards sharpens the lie of the cards
runs, and on deals of the strong player (whose late cards best play reads well, and which the
model was not fitted to) weighs his true hand more often than agreement alone does."""

from __future__ import annotations

import re
import sys

import pytest


def test_reading_late_cards_gives_the_true_hand_more_often(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import piquet_late_check

    argv = ["piquet_late_check.py", "--player", "strong", "--deals", "2", "--draws", "30"]
    monkeypatch.setattr(sys, "argv", argv)
    piquet_late_check.main()
    said = capsys.readouterr().out
    found = re.search(r"chance ([\d.]+) by agreement alone, ([\d.]+) weighed", said)
    assert found is not None, said
    alone, weighed = map(float, found.groups())
    assert weighed > alone + 0.05
