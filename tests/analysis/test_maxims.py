"""The maxims the analysis quotes are real sentences of the seeds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from salon.analysis.maxims import ALL_MAXIMS, Maxim

SOURCES = Path(__file__).resolve().parents[2] / "docs" / "sources"


def _uniform(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _as_printed(maxim: Maxim) -> str:
    """The maxim as the scan prints it, without the words put in brackets where it garbled
    the print."""
    text = re.sub(r"^\[[^]]*\] ", "", maxim.text)
    # A quotation within the quotation (‘the game’) stands in the scan as " the game ".
    return _uniform(re.sub(r"‘([^’]*)’", r'" \1 "', text))


@pytest.mark.parametrize("maxim", ALL_MAXIMS, ids=lambda m: m.text[:40])
def test_every_maxim_is_a_sentence_of_its_seed(maxim: Maxim) -> None:
    """Each quoted maxim stands word for word in the seed file its source names."""
    seed = SOURCES / maxim.seed.split(",")[0]
    # Quoted inside “…”, a quotation is ‘…’, never the scan's spaced " … " (a new player's
    # trial read “it is usually " the game " to begin with a trump.”).
    assert '"' not in maxim.text
    assert _as_printed(maxim) in _uniform(seed.read_text(encoding="utf-8"))


def test_a_changed_word_is_caught() -> None:
    seed = SOURCES / "piquet-encyclopedia-1902-with-laws.txt"
    text = _uniform(seed.read_text(encoding="utf-8"))
    assert "it is essential to keep the whole of your worst suit" not in text
