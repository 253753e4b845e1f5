"""Records of whole parties: written by salon, read back, and replayed to the same result."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.piquet.partie import Partie
from salon.piquet.rules import PiquetRules
from salon.records import parse_record
from salon.replay import partie_record, replay_record, result_dict


def random_partie(seed: int, rules: PiquetRules) -> Partie:
    rng = random.Random(seed)
    partie = Partie(rules)
    while not partie.is_terminal:
        partie.apply(partie.random_action(rng))
    return partie


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), four=st.booleans())
def test_a_written_record_replays_to_the_same_partie(seed: int, four: bool) -> None:
    rules = PiquetRules(deals_per_partie=4 if four else 6)
    partie = random_partie(seed, rules)
    replayed, report = replay_record(parse_record(partie_record(partie)))
    assert replayed.deal_scores == partie.deal_scores
    assert replayed.events == partie.events
    assert partie.result is not None
    assert report["result"] == result_dict(partie.result)


def test_the_record_carries_the_talk_as_comments() -> None:
    text = partie_record(random_partie(5, PiquetRules()))
    assert '[Game "Piquet"]' in text and "Twelve cards each" not in text
    assert any(line.startswith("A: call point") and "; " in line for line in text.splitlines())


def test_a_partie_with_no_action_yet_has_a_record_of_tags_alone() -> None:
    text = partie_record(Partie())
    assert text.startswith('[Game "Piquet"]')
    replayed, report = replay_record(parse_record(text))
    assert not report["finished"] and replayed.deal_scores == []
