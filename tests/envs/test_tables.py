"""The encodings' tables in docs/bots.md are the ones the code prints."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("numpy")

from salon.envs.tables import BEGIN, END, LAYOUTS, every_index, markdown

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"


def test_the_documented_tables_are_the_generated_ones() -> None:
    text = DOC.read_text(encoding="utf-8")
    start, stop = text.index(BEGIN), text.index(END) + len(END)
    assert text[start:stop] == markdown(), "run: uv run python -m salon.envs.tables"


def test_every_index_has_a_meaning_of_its_own() -> None:
    lines = every_index()
    assert len(lines) == sum(layout.size for _, layout in LAYOUTS)
    meanings = [line.split(" ", 3)[3] for line in lines]
    for name, layout in LAYOUTS:
        own = [
            meaning
            for line, meaning in zip(lines, meanings, strict=True)
            if line.startswith(f"{name} ")
        ]
        assert len(set(own)) == layout.size, name
