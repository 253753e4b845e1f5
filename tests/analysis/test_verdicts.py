"""The verdict thresholds (docs/analysis.md "Verdicts")."""

from __future__ import annotations

import pytest

from salon.analysis.appraisal import Appraisal, Moment, OptionValue
from salon.analysis.verdicts import (
    ECARTE_CHANCE,
    ECARTE_POINTS,
    PIQUET_POINTS,
    Measure,
    Thresholds,
    Verdict,
)


@pytest.mark.parametrize(
    ("thresholds", "losses"),
    [
        (PIQUET_POINTS, (0.0, 1.99, 2.0, 4.99, 5.0, 9.99, 10.0)),
        (ECARTE_CHANCE, (0.0, 0.0199, 0.02, 0.0499, 0.05, 0.0999, 0.10)),
        (ECARTE_POINTS, (0.0, 0.099, 0.1, 0.249, 0.25, 0.499, 0.5)),
    ],
)
def test_each_threshold_opens_the_next_grade(
    thresholds: Thresholds, losses: tuple[float, ...]
) -> None:
    grades = [thresholds.verdict(loss) for loss in losses]
    assert grades == [
        Verdict.GOOD,
        Verdict.GOOD,
        Verdict.DOUBTFUL,
        Verdict.DOUBTFUL,
        Verdict.MISTAKE,
        Verdict.MISTAKE,
        Verdict.BLUNDER,
    ]


def test_piquet_is_graded_in_points_and_ecarte_in_the_chance_of_the_game() -> None:
    assert PIQUET_POINTS.measure is Measure.POINTS
    assert ECARTE_CHANCE.measure is Measure.CHANCE


def test_a_loss_within_the_noise_of_the_samples_is_not_held_against_a_choice() -> None:
    """A choice is graded on what it loses beyond one standard error of the paired
    difference: 3 points lost with a noise of 1.5 is good, with no noise doubtful."""
    best = OptionValue("best", points=10.0, chance=0.6)
    noisy = OptionValue("noisy", points=7.0, chance=0.55, noise=1.5)
    sure = OptionValue("sure", points=7.0, chance=0.55)
    appraisal = Appraisal(Moment.LEAD, (best, noisy, sure), best, PIQUET_POINTS, samples=40)
    assert appraisal.loss("noisy") == pytest.approx((3.0, 0.05))
    assert appraisal.verdict("noisy") is Verdict.GOOD
    assert appraisal.verdict("sure") is Verdict.DOUBTFUL
    assert appraisal.verdict("best") is Verdict.GOOD
    with pytest.raises(ValueError, match="was not weighed"):
        appraisal.loss("other")
