"""The maxim quoted fits the moment: advice on discarding is never quoted for a call or a card,
advice on leading never for a card followed (docs/analysis.md, "The classic advice").

Checked over every decision of real records (the examples, reviewed quickly) and over the
hints given at every decision of the worked Example's deal."""

from __future__ import annotations

from pathlib import Path

import pytest

from salon.analysis.appraisal import Moment
from salon.analysis.course import decisions_of
from salon.analysis.hints import hint_for
from salon.analysis.maxims import ECARTE, PIQUET, Advice, Maxim
from salon.analysis.review import review_record
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import parse_record

EXAMPLES = Path(__file__).parents[2] / "examples"

FITS: dict[Moment, frozenset[Advice]] = {
    Moment.DISCARD: frozenset(
        {
            Advice.ELDER_ATTACKS,
            Advice.YOUNGER_GUARDS,
            Advice.KEEP_POINT,
            Advice.THE_CARDS,
            Advice.LEAVE_NONE,
            Advice.LEFT_CARD,
            Advice.THROW_ALL_BUT,
            Advice.DISCARD_THREE,
            Advice.NOTE_DISCARDS,
        }
    ),
    Moment.CALL: frozenset({Advice.BEFORE_CALLING, Advice.SINKING, Advice.SIXTH_HAND}),
    Moment.ANSWER: frozenset(
        {Advice.NOTE_THE_SUIT, Advice.EQUAL_EXPOSES, Advice.SINKING, Advice.SIXTH_HAND}
    ),
    Moment.RECKON: frozenset({Advice.SINKING, Advice.SIXTH_HAND}),
    Moment.LEAD: frozenset(
        {
            Advice.LEAD_THE_POINT,
            Advice.PIQUE,
            Advice.DIVIDE_THE_CARDS,
            Advice.THREE_TRUMPS,
            Advice.STRONG_SUIT,
        }
    ),
    Moment.FOLLOW: frozenset({Advice.KEEP_GUARDS, Advice.DIVIDE_THE_CARDS}),
    Moment.THROW_IN: frozenset({Advice.DIVIDE_THE_CARDS}),
    Moment.PROPOSE: frozenset({Advice.TWO_TO_ONE}),
    Moment.RESPOND: frozenset({Advice.REFUSE, Advice.REFUSE_AGAINST_FOUR}),
    Moment.MARK_KING: frozenset({Advice.DO_NOT_MARK}),
    Moment.THROW_DOWN: frozenset(),
    Moment.CLAIM: frozenset(),
}
"""Which advice of the seeds speaks to which kind of decision."""

_ADVICE_OF = {id(maxim): advice for table in (PIQUET, ECARTE) for advice, maxim in table.items()}


def _fits(moment: Moment, maxim: Maxim | None) -> bool:
    return maxim is None or _ADVICE_OF[id(maxim)] in FITS[moment]


@pytest.mark.parametrize("name", ["worked-example-deal.txt", "ecarte-game.txt"])
def test_every_maxim_a_review_quotes_fits_its_decision(name: str) -> None:
    record = parse_record((EXAMPLES / name).read_text(encoding="utf-8"))
    review = review_record(record, quick=True, jobs=1)
    assert review.decisions
    misfits = [
        (d.line, d.moment.value, d.maxim.text)
        for d in review.decisions
        if d.maxim is not None and not _fits(d.moment, d.maxim)
    ]
    assert misfits == []


def test_no_advice_on_leading_for_a_later_lead_nor_on_discarding_for_a_card_followed() -> None:
    """ "Failing direct indications, lead the point" (1902) is for the first lead; the
    treatise's "note the suits discarded" is for the discard, not for following."""
    review = review_record(parse_record(EXAMPLE_RECORD), quick=True, jobs=1)
    leads = [d for d in review.decisions if d.moment is Moment.LEAD]
    assert leads and all(d.maxim != PIQUET[Advice.LEAD_THE_POINT] for d in leads[1:])
    ecarte = parse_record((EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8"))
    follows = [d for d in review_record(ecarte, quick=True).decisions if d.moment is Moment.FOLLOW]
    assert follows and all(d.maxim is None for d in follows)


def test_every_hint_quotes_advice_for_the_choice_it_recommends() -> None:
    """At each decision of the worked Example's deal, the hint's maxim fits the kind of
    choice it recommends (a call's hint never quotes a discard's advice, nor a card's)."""
    course = decisions_of(parse_record(EXAMPLE_RECORD))
    checked = 0
    for index, meeting in enumerate(course.moments):
        hint = hint_for(meeting.view, seed=index)
        if hint is None or hint.maxim is None:
            continue
        moment = _moment_of(hint.choice, meeting.view)
        assert _fits(moment, hint.maxim), (meeting.line, hint.words)
        assert hint.maxim.text in hint.words
        checked += 1
    assert checked >= 5


def _moment_of(choice: object, view: object) -> Moment:
    from salon.agents.piquet.strong import ReckonNoMore
    from salon.piquet import actions as piquet

    deal = getattr(view, "deal", view)
    if isinstance(choice, piquet.Exchange):
        return Moment.DISCARD
    if isinstance(choice, piquet.Call | piquet.Sink):
        return Moment.CALL
    if isinstance(choice, piquet.Answer):
        return Moment.ANSWER
    if isinstance(choice, piquet.Reckon | piquet.Done | ReckonNoMore):
        return Moment.RECKON
    if isinstance(choice, piquet.ThrowIn):
        return Moment.THROW_IN
    return Moment.LEAD if getattr(deal, "lead", None) is None else Moment.FOLLOW


BACKS: dict[Advice, str] = {
    Advice.TWO_TO_ONE: "stand",
    Advice.REFUSE: "refuse",
    Advice.REFUSE_AGAINST_FOUR: "refuse",
    Advice.DO_NOT_MARK: "leave the king unmarked",
}
"""The choice each of the treatise's words on proposing, refusing and marking backs."""


def test_the_treatise_is_quoted_only_beside_the_choice_it_backs() -> None:
    """Its words on playing without proposing, on refusing and on not marking the king are
    quoted only where that is the best choice: beside the other they read as backing the
    move the review calls a mistake (docs/analysis.md, "The classic advice")."""
    record = parse_record((EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8"))
    quoted = 0
    for decision in review_record(record, quick=True, jobs=1).decisions:
        advice = None if decision.maxim is None else _ADVICE_OF[id(decision.maxim)]
        if advice in BACKS:
            assert decision.best == BACKS[advice], (decision.line, decision.maxim)
            quoted += 1
    assert quoted >= 2
