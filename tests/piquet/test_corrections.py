"""Law 25 online: elder may correct a call of too little before younger answers, younger his
answer of good or equal, holding better, before elder's next call or lead
(piquet-encyclopedia-1902-with-laws.txt, Law 25); never later, and never for the other hand."""

from __future__ import annotations

import pytest

from salon.engine import IllegalActionError
from salon.piquet.actions import Role, parse_action
from salon.piquet.deal import Phase

from .helpers import ELDER_QUINT, YOUNGER_SEVEN_HEARTS, exchanged, run


def test_law_25_younger_corrects_good_to_not_good_and_elder_reckons_nothing() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    run(deal, ["call point 5S", "answer good"])
    assert deal.scores[Role.ELDER] == 5
    open_ones = [str(a) for a in deal.corrections(Role.YOUNGER)]
    assert open_ones == ["correct-answer point 6H", "correct-answer point 7H"]
    deal.apply(parse_action("correct-answer point 7H"))
    assert deal.scores == [0, 0]
    assert deal.phase is Phase.CALL and deal.to_act is Role.ELDER
    said = [e.words for e in deal.events]
    assert any("Law 25" in words and "not good" in words for words in said)
    assert deal.corrections(Role.YOUNGER) == []


def test_law_25_younger_may_not_correct_after_elder_calls_again() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    run(deal, ["call point 5S", "answer good", "call seq 5AS"])
    events = list(deal.events)
    with pytest.raises(IllegalActionError, match="Law 25"):
        deal.apply(parse_action("correct-answer point 7H"))
    assert deal.events == events and deal.corrections(Role.YOUNGER) == []


def test_law_25_no_correction_when_younger_held_nothing_better() -> None:
    deal = exchanged(YOUNGER_SEVEN_HEARTS, ELDER_QUINT)
    run(deal, ["call point 7H", "answer good"])
    assert deal.corrections(Role.YOUNGER) == []
    with pytest.raises(IllegalActionError, match="Law 25"):
        deal.apply(parse_action("correct-answer point 5S"))


def test_law_25_elder_corrects_a_call_of_too_little_before_the_answer() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    run(deal, ["call point 5S", "answer not-good point 7H", "call seq 4AS"])
    assert "correct-call seq 5AS" in [str(a) for a in deal.corrections(Role.ELDER)]
    assert deal.to_act is Role.YOUNGER
    deal.apply(parse_action("correct-call seq 5AS"))
    assert [e.words for e in deal.events][-2:] == [
        "I called too little (Law 25):",
        "A quint major.",
    ]
    assert deal.to_act is Role.YOUNGER
    run(deal, ["answer good"])
    assert deal.scores[Role.ELDER] == 15
    with pytest.raises(IllegalActionError, match="Law 25"):
        deal.apply(parse_action("correct-call seq 5AS"))


def test_law_25_a_call_is_corrected_upward_only() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    run(deal, ["call point 5S", "answer not-good point 7H", "call seq 5AS"])
    with pytest.raises(IllegalActionError, match="too little"):
        deal.apply(parse_action("correct-call seq 4AS"))


def test_law_25_each_hand_sees_only_its_own_corrections() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    run(deal, ["call point 5S", "answer good"])
    assert deal.view(Role.YOUNGER).corrections == tuple(deal.corrections(Role.YOUNGER))
    assert deal.view(Role.ELDER).corrections == ()
    assert not any(str(a).startswith("correct") for a in deal.legal_actions())
