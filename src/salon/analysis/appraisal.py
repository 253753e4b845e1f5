"""What one decision is worth: each option's value, the best, and the loss of the choice made.

An option's value has two faces: its expected *points* (the strong player's objective — the
partie's settlement at Piquet, or a deal's margin when the deal is played alone; the deal's
margin at Écarté) and its *chance* of winning (the partie, the game, or the deal). The
recommended option is the one the strong player would choose on the same samples.

Sampling makes every value uncertain. Every option meets the same sampled deals, so the
uncertainty of a loss is that of the paired differences; a decision is graded on what it loses
beyond one standard error of that difference, so that two choices of equal worth are not told
apart by the luck of the samples alone.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from salon.analysis.maxims import Maxim
from salon.analysis.verdicts import Measure, Thresholds, Verdict


class Moment(Enum):
    """The kinds of decision the laws give a player."""

    DISCARD = "discard"
    LOOK = "look at the cards left"
    CALL = "call"
    ANSWER = "answer"
    RECKON = "reckon"
    LEAD = "lead"
    FOLLOW = "follow"
    THROW_IN = "throw in"
    PROPOSE = "propose or play"
    RESPOND = "accept or refuse"
    MARK_KING = "mark the king"
    THROW_DOWN = "throw down"
    CLAIM = "claim the point"


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One option and what it is worth on the samples."""

    action: Any
    points: float
    chance: float
    noise: float = 0.0
    """The standard error of its difference from the best, in the measure graded."""


@dataclass(frozen=True, slots=True)
class Appraisal:
    """Every option weighed at one decision; ``best`` is the recommendation."""

    moment: Moment
    options: tuple[OptionValue, ...]
    best: OptionValue
    thresholds: Thresholds
    samples: int
    maxim: Maxim | None = None
    all_seen: tuple[float, float] | None = None
    """With every card seen (the exact solution of the true deal): the points of the best
    card and of the card chosen, for a card played."""

    def value_of(self, action: Any) -> OptionValue | None:
        for option in self.options:
            if option.action == action:
                return option
        return None

    def ranked(self) -> list[OptionValue]:
        """The options, the best first, by the measure the verdict counts."""
        return sorted(self.options, key=self.score, reverse=True)

    def score(self, option: OptionValue) -> float:
        return option.chance if self.thresholds.measure is Measure.CHANCE else option.points

    def loss(self, action: Any) -> tuple[float, float]:
        """The points and the chance the choice of ``action`` gives up against the best
        (never below nought: an option that did better on the samples loses nothing)."""
        chosen = self.value_of(action)
        if chosen is None:
            raise ValueError(f"{action} was not weighed")
        return (
            max(0.0, self.best.points - chosen.points),
            max(0.0, self.best.chance - chosen.chance),
        )

    def verdict(self, action: Any) -> Verdict:
        """The grade of the loss beyond one standard error of sampling."""
        chosen = self.value_of(action)
        assert chosen is not None
        points, chance = self.loss(action)
        lost = chance if self.thresholds.measure is Measure.CHANCE else points
        return self.thresholds.verdict(lost - chosen.noise)


def paired_noise(best: Sequence[float], other: Sequence[float]) -> float:
    """The standard error of the mean difference of two options' values on the same samples.

    >>> paired_noise([1.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    0.0
    >>> round(paired_noise([2.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0]), 3)
    0.577
    """
    if len(best) < 2:
        return 0.0
    differences = [a - b for a, b in zip(best, other, strict=True)]
    return statistics.stdev(differences) / math.sqrt(len(differences))


def with_noise(
    options: Sequence[OptionValue], values: Sequence[Sequence[float]], best: int
) -> tuple[OptionValue, ...]:
    """``options`` with the noise of each one's difference from option ``best``, ``values``
    holding each option's value on every sample in the measure graded."""
    return tuple(
        replace(option, noise=paired_noise(values[best], values[number]))
        for number, option in enumerate(options)
    )


def with_notes(
    appraisal: Appraisal, maxim: Maxim | None, all_seen: tuple[float, float] | None = None
) -> Appraisal:
    """The appraisal with the maxim that speaks to it and the value with all cards seen."""
    return replace(appraisal, maxim=maxim, all_seen=all_seen)


@dataclass(frozen=True, slots=True)
class Judged:
    """A decision weighed, and the option that stands for the choice made."""

    appraisal: Appraisal
    chosen: Any
