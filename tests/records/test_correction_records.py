"""A partie's record holds the corrections of Law 25 as they were made, out of turn, by the
player who made them; replaying it accepts them there and nowhere else (Law 25 in
docs/sources/piquet-encyclopedia-1902-with-laws.txt)."""

from __future__ import annotations

import random

import pytest

from salon.analysis.branches import BranchError, decision_at
from salon.analysis.course import decisions_of
from salon.piquet.partie import SEAT_NAMES, Partie
from salon.piquet.rules import PiquetRules
from salon.records import RecordError, parse_record
from salon.replay import partie_record, replay_record


def _partie_with_a_correction(seed: int) -> Partie:
    """A random partie in which the first correction the laws open is made."""
    rng = random.Random(seed)
    partie = Partie(PiquetRules.from_text("rubicon"))
    corrected = False
    while not partie.is_terminal:
        actor = partie.to_act
        if not isinstance(actor, int):
            partie.apply(partie.sample_chance(rng))
            continue
        open_now = partie.corrections(1 - actor)
        if open_now and not corrected:
            partie.apply(open_now[0])
            corrected = True
            continue
        partie.apply(rng.choice(partie.legal_actions()))
    assert corrected, "a random partie opens a correction somewhere"
    return partie


@pytest.mark.parametrize("seed", [0, 1])
def test_law_25_a_record_with_a_correction_replays_exactly(seed: int) -> None:
    partie = _partie_with_a_correction(seed)
    record = partie_record(partie, names=("Ann", "Bob"))
    assert "correct-" in record
    replayed, report = replay_record(parse_record(record))
    assert replayed.totals == partie.totals and report["finished"]


def test_law_25_a_correction_out_of_turn_where_none_is_open_is_refused() -> None:
    record = partie_record(_partie_with_a_correction(0), names=("Ann", "Bob"))
    lines = record.splitlines()
    at = next(i for i, line in enumerate(lines) if "correct-" in line)
    # The same correction, written again on the next line: its window has closed.
    lines.insert(at + 1, lines[at])
    with pytest.raises(RecordError, match="to act, not"):
        replay_record(parse_record("\n".join(lines)))
    assert lines[at].split(":")[0] in SEAT_NAMES


def test_law_25_a_correction_is_reviewed_as_no_decision_and_offers_no_what_if() -> None:
    """A correction is made out of turn to put a slip right: the review weighs no choice
    there, and a what-if from it is refused with the reason."""
    record = parse_record(partie_record(_partie_with_a_correction(0), names=("Ann", "Bob")))
    step = next(i for i, move in enumerate(record.moves) if move.text.startswith("correct-"))
    with pytest.raises(BranchError, match="Law 25"):
        decision_at(record, step)
    course = decisions_of(record)
    assert all(not str(moment.chosen).startswith("correct-") for moment in course.moments)
