"""The tutor names the better choice as the Hint button does (docs/analysis.md "The tutor")."""

from __future__ import annotations

import pytest
from tests.analysis.helpers import partie_at_the_elders_exchange

import salon.analysis.tutor as tutor
from salon.analysis.hints import hint_for
from salon.piquet.actions import Exchange

RANKS = "789TJQKA"


def test_the_tutor_names_the_better_choice_as_the_hint_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Elder throwing his five highest cards, at a position where the tutor's quick weighing
    alone names another best than the hint's fuller one: stopped, the player reads the hint's
    best and its words, so the Hint button and the tutor never disagree."""
    for seed in range(1, 13):  # a position where they would disagree: the case to test
        view = partie_at_the_elders_exchange(seed)
        assert view.deal is not None
        hand = sorted(view.deal.hand, key=lambda c: RANKS.index(str(c)[0].replace("1", "T")))
        blunder = Exchange(tuple(hand[-5:]))
        hinted = hint_for(view)
        assert hinted is not None
        with monkeypatch.context() as quick_alone:
            quick_alone.setattr(tutor, "hint_for", lambda view: None)
            alone = tutor.check_choice(view, blunder)
        if alone is not None and alone.best != hinted.choice:
            break
    else:
        pytest.fail("no position where the quick weighing and the hint disagree")
    caution = tutor.check_choice(view, blunder)
    assert caution is not None
    assert caution.best == hinted.choice and caution.advice == hinted.words
    assert caution.best_chance == hinted.chance
