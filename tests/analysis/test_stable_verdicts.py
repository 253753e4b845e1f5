"""Stable verdicts (docs/analysis.md "Verdicts" and "Seed stability"): a grade is given only
when it is sure, a decision near a boundary is weighed on many samples before it is called,
and the call at the cap is stated at its own confidence."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from salon.analysis.appraisal import (
    MOST,
    SURE,
    Appraisal,
    Loss,
    Moment,
    OptionValue,
    measured_apart,
    until_clear,
)
from salon.analysis.depth import FULL, QUICK
from salon.analysis.ecarte import MOST_DISCARD, MOST_WEIGHED
from salon.analysis.review import plan_review, review_record, weigh_moment
from salon.analysis.verdicts import ECARTE_CHANCE, Verdict
from salon.records import parse_record

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

Samples = list[list[float]]


def _appraisal(values: Samples, *, best: int = 0) -> Appraisal:
    """Options "a", "b", ... valued by their chance on the samples ``values``."""
    options = [OptionValue(chr(ord("a") + n), 0.0, sum(v) / len(v)) for n, v in enumerate(values)]
    found = measured_apart(options, values, (values, values, values), 1)
    graded = tuple(tuple(v) for v in values)
    return Appraisal(
        Moment.RESPOND, found, found[best], ECARTE_CHANCE, len(values[0]), graded_values=graded
    )


def test_a_choice_best_on_every_half_is_not_sure_while_a_rival_may_beat_it() -> None:
    """Accepting did a little better than refusing on both halves of the samples, so the loss
    measured apart is nought with no spread; but refusing's difference from it is so noisy
    that refusing may be the better by several chances in a hundred: not surely good."""
    accept = [0.5] * 40
    refuse = [0.5 + (0.3 if n % 8 < 2 else -0.11) for n in range(40)]
    appraisal = _appraisal([accept, refuse])
    chosen = appraisal.value_of("a")
    assert chosen is not None and chosen.lost is not None
    assert chosen.lost.graded == 0.0 and chosen.lost.spread == 0.0
    assert appraisal.verdict("a") is Verdict.CLOSE


def test_a_choice_every_rival_surely_trails_is_good() -> None:
    accept = [0.5] * 40
    refuse = [0.4 + (0.01 if n % 2 else -0.01) for n in range(40)]
    assert _appraisal([accept, refuse]).verdict("a") is Verdict.GOOD


def test_the_call_at_the_cap_is_made_at_its_own_stated_confidence() -> None:
    """A loss of 3.5% ± 1.2% of the chance: within 95% (one side) it may be under the 2% of a
    doubtful choice, so it is not sure before every sample is drawn; once they are, it is
    clear of the boundaries by more than one standard error (84%) and is called doubtful. A
    loss within one standard error of a boundary stays too close to call."""
    best = OptionValue("a", 0.0, 0.6, lost=Loss(0.0, 0.0, 0.0, 0.0, 0.0))
    near = OptionValue("b", 0.0, 0.565, lost=Loss(0.0, 0.035, 0.0, 0.035, 0.012))
    appraisal = Appraisal(Moment.RESPOND, (best, near), best, ECARTE_CHANCE, 480)
    assert appraisal.verdict("b") is Verdict.CLOSE
    assert replace(appraisal, capped=True).verdict("b") is Verdict.DOUBTFUL
    nearer = OptionValue("b", 0.0, 0.574, lost=Loss(0.0, 0.026, 0.0, 0.026, 0.012))
    capped = Appraisal(Moment.RESPOND, (best, nearer), best, ECARTE_CHANCE, 480, capped=True)
    assert capped.verdict("b") is Verdict.CLOSE


def _close_forever(samples: Samples) -> Appraisal:
    """A weighing whose choice ("b") stays astride the boundary of a doubtful choice however
    many samples it is given: its loss is 2% of the chance, with a spread."""
    count = len(samples[0])
    best = [0.52 + (0.2 if n % 4 < 2 else -0.2) for n in range(count)]
    return _appraisal([best, [0.5] * count])


def test_a_decision_near_a_boundary_is_weighed_on_many_more_samples_before_it_is_called() -> None:
    drawn: list[int] = []

    def more() -> Samples:
        drawn.append(10)
        return [[0.0] * 10, [0.0] * 10]

    def join(first: Samples, extra: Samples) -> Samples:
        return [a + b for a, b in zip(first, extra, strict=True)]

    appraisal = until_clear(_close_forever, [[0.0] * 10, [0.0] * 10], "b", more, join)
    assert MOST >= 8
    assert 10 + sum(drawn) == MOST * 10
    assert appraisal.samples == MOST * 10
    assert appraisal.capped
    assert appraisal.verdict("b") is Verdict.CLOSE


def test_a_sure_decision_is_not_weighed_again_nor_graded_at_the_caps_confidence() -> None:
    calls: list[int] = []

    def more() -> Samples:
        calls.append(1)
        return [[0.0] * 10, [0.0] * 10]

    def sure(samples: Samples) -> Appraisal:
        count = len(samples[0])
        return _appraisal([[0.5] * count, [0.2] * count])

    appraisal = until_clear(sure, [[0.0] * 10, [0.0] * 10], "b", more, lambda a, b: a)
    assert calls == [] and not appraisal.capped
    assert appraisal.verdict("b") is Verdict.BLUNDER


def test_a_review_calls_a_decision_too_close_only_on_the_most_samples() -> None:
    """In the example game's quick review (twenty samples a decision), every decision too
    close to call was weighed on the Écarté cap, many times that many, and every sure one on
    its first samples doubled some times over."""
    record = parse_record((EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8"))
    decisions = review_record(record, quick=True, jobs=1).decisions
    first = QUICK.ecarte_play
    assert MOST_WEIGHED == 16 * MOST
    close = [d for d in decisions if d.verdict is Verdict.CLOSE]
    for decision in close:
        most = MOST_DISCARD if decision.moment is Moment.DISCARD else MOST_WEIGHED
        assert decision.samples == most * first
    assert {d.samples for d in decisions} <= {first << n for n in range(8)}
    assert max(d.samples for d in decisions) > MOST * first


def test_an_ecarte_grade_sure_at_95_but_not_at_99_is_weighed_again() -> None:
    """A loss of 7.5% ± 1.2%: within 95% (one side) it is a mistake, but within 99% it may be
    a doubtful choice or a blunder; at Écarté sampling goes on until the grade is sure at 99%
    (:data:`SURE`)."""
    assert SURE == 0.99
    drawn: list[int] = []

    def more() -> Samples:
        drawn.append(1)
        return [[0.0] * 10, [0.0] * 10]

    def weighed(samples: Samples) -> Appraisal:
        count = len(samples[0])
        best = [0.575 + (0.036 if n % 2 else -0.036) for n in range(count)]
        return _appraisal([best, [0.5] * count])

    first = [[0.0] * 10, [0.0] * 10]
    at_95 = until_clear(weighed, first, "b", more, lambda a, b: a)
    assert drawn == [] and at_95.verdict("b") is Verdict.MISTAKE
    until_clear(weighed, first, "b", more, lambda a, b: a, sure=SURE)
    assert drawn


def _quick_piquet_appraisals() -> list[tuple[Appraisal, object]]:
    """Every decision of the example partie's quick review, weighed as the review weighs it."""
    record = parse_record((EXAMPLES / "piquet-partie-rubicon.txt").read_text(encoding="utf-8"))
    plan = plan_review(record, quick=True)
    return [(j.appraisal, j.chosen) for task in plan.tasks for j in weigh_moment(task)]


def test_a_piquet_review_stops_early_only_when_sure_at_99_and_calls_close_on_the_full_cap() -> None:
    """In the example partie's quick review (twelve samples a card, twenty a discard), every
    decision weighed on fewer than the most samples is sure of its grade at 99% (a grade sure
    only at 95% on a dozen deals moved with the seed), and every decision too close to call
    was weighed on as many samples as the full review's cap (docs/analysis.md, "Seed
    stability")."""
    assert QUICK.piquet_sampling.sure == FULL.piquet_sampling.sure == SURE
    found = _quick_piquet_appraisals()
    for appraisal, chosen in found:
        discard = appraisal.moment is Moment.DISCARD
        first = QUICK.piquet_exchange if discard else QUICK.piquet_play
        full_cap = (FULL.piquet_exchange if discard else FULL.piquet_play) * MOST
        if appraisal.capped:
            assert appraisal.samples == full_cap
        else:
            assert appraisal.verdict(chosen, SURE) is not Verdict.CLOSE
            assert appraisal.samples < full_cap and appraisal.samples % first == 0
        if appraisal.verdict(chosen) is Verdict.CLOSE:
            assert appraisal.capped
    assert max(a.samples for a, _ in found) > MOST * QUICK.piquet_play
