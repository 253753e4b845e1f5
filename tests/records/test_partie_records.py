"""Records of whole parties: written by salon, read back, and replayed to the same result."""

from __future__ import annotations

import random
import re

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


SECOND_PERSON = re.compile(r"\b(?:you|your)\b|\bI win\b", re.IGNORECASE)


def test_a_record_tells_the_partie_in_the_third_person() -> None:
    """A record is read by anyone, not by the adversary across the table: the winner's "you
    are rubiconed; I win …" and the chooser's "You deal" are told by name ("A wins …; B is
    rubiconed"), as the seed tells its own example (piquet-description-and-example.txt,
    Scoring: "A wins 131 - 113 = 118 points")."""
    parties = (random_partie(seed, PiquetRules()) for seed in range(200))
    partie = next(
        p
        for p in parties
        if p.result is not None and p.result.rubiconed and p.first_dealer != p.chooser
    )
    text = partie_record(partie, names=("Ann", "Bob"))
    assert not SECOND_PERSON.findall(text), SECOND_PERSON.findall(text)
    assert "choose-elder" in text and "; I shall be elder hand." in text
    assert partie.result is not None
    winner, loser = ("Ann", "Bob") if partie.result.winner == 0 else ("Bob", "Ann")
    result = parse_record(text).tag("Result")
    assert f": {winner} wins " in result and result.endswith(f"; {loser} is rubiconed.")
    last_comment = text.splitlines()[-1].split(" ; ", 1)[1]
    assert f": {'AB'[partie.result.winner]} wins " in last_comment


def test_a_comment_puts_words_to_the_player_who_says_them() -> None:
    """A move's comment holds all the talk it brought, and the last card of a trick brings the
    winner's count: words another player says carry his name ("B: play JC ; Sixteen. A: Nine.")
    rather than reading as the mover's."""
    partie = random_partie(5, PiquetRules())
    ends = [entry.first_event for entry in partie.log[1:]] + [len(partie.events)]
    lines = iter(line for line in partie_record(partie).splitlines() if line[:2] in ("A:", "B:"))
    others = 0
    for entry, end in zip(partie.log, ends, strict=True):
        if not isinstance(entry.actor, int):
            continue
        comment = next(lines).partition(" ; ")[2]
        for index in range(entry.first_event, end):
            event = partie.events[index]
            said = event.audience is None and event.words and partie.told(index) is None
            if said and event.seat is not None and event.seat != entry.actor:
                name = f"{'AB'[event.seat]}: "
                assert name in comment, (comment, event.words)
                assert event.words in comment.partition(name)[2], (comment, event.words)
                others += 1
    assert others
