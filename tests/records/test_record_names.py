"""Names in records: any name is escaped in its tag and read back exactly, by the parser and
by ``salon replay`` (docs/records.md "Lines": the escapes of a tag's value)."""

from __future__ import annotations

import contextlib
import io
import json
import random
import tempfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from salon.cli import main
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.piquet.partie import Partie
from salon.piquet.rules import PiquetRules
from salon.records import RecordError, parse_record
from salon.replay import ecarte_record, partie_record

NAMES = st.text(
    alphabet=st.one_of(
        st.sampled_from('"\\[]; \n\r\t\u2028\u2029\x00\x1b\u202e\\u{41}é李♠'),
        st.characters(blacklist_categories=("Cs",)),
    ),
    max_size=30,
)


@cache
def _finished_ecarte() -> EcarteGame:
    game = EcarteGame(EcarteRules())
    rng = random.Random(7)
    while not game.is_terminal:
        game.apply(game.random_action(rng))
    return game


@cache
def _finished_partie() -> Partie:
    partie = Partie(PiquetRules())
    rng = random.Random(3)
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return partie


def _salon_replay(text: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.txt"
        path.write_text(text, encoding="utf-8")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            assert main(["replay", "--json", str(path)]) == 0
    report: dict[str, object] = json.loads(printed.getvalue())
    return report


@settings(max_examples=60, deadline=None)
@given(first=NAMES, second=NAMES)
def test_any_name_round_trips_through_a_record_and_salon_replay(first: str, second: str) -> None:
    """docs/records.md "Lines": a name with quotes, backslashes, brackets, newlines or any
    other character is written escaped in its tag, and read back exactly."""
    text = ecarte_record(_finished_ecarte(), names=(first, second))
    record = parse_record(text)
    assert (record.tags["A"], record.tags["B"]) == (first, second)
    assert _salon_replay(text)["names"] == {"A": first, "B": second}


@settings(max_examples=15, deadline=None)
@given(first=NAMES, second=NAMES)
@example(first='Ann "the Ace"', second="two\nlines \\")
def test_a_partie_result_naming_any_players_reads_back(first: str, second: str) -> None:
    """docs/records.md "Lines": the Result tag names the players, and reads back whole."""
    partie = _finished_partie()
    assert partie.result is not None
    record = parse_record(partie_record(partie, names=(first, second)))
    assert record.tags["Result"] == str(partie.result.told((first, second)))
    assert (record.tags["A"], record.tags["B"]) == (first, second)


def test_a_guest_named_like_a_tag_keeps_the_record_whole() -> None:
    """The name ``[Result "B wins"]`` stays one value of one tag."""
    text = ecarte_record(_finished_ecarte(), names=("Ann", '[Result "B wins"]'))
    assert '[B "[Result \\"B wins\\"]"]' in text.splitlines()
    assert _salon_replay(text)["names"] == {"A": "Ann", "B": '[Result "B wins"]'}


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (r'[A "C:\temp\x"]', "C:\temp\\x"),  # older records: an unknown escape is kept
        (r'[A "\u{1F0A1} \\"]', "\U0001f0a1 \\"),
    ],
)
def test_escapes_read_as_docs_records_say(line: str, value: str) -> None:
    """docs/records.md "Lines": ``\\"``, ``\\\\``, ``\\n``, ``\\r``, ``\\t``, ``\\u{hex}``."""
    assert parse_record(f'[Game "Ecarte"]\n{line}\n').tags["A"] == value


@pytest.mark.parametrize("line", [r'[A "an \"unclosed]', r'[A "ends in \"]', r'[A "\u{110000}"]'])
def test_a_badly_escaped_tag_is_refused_with_its_line(line: str) -> None:
    with pytest.raises(RecordError, match="line 2"):
        parse_record(f'[Game "Ecarte"]\n{line}\n')
