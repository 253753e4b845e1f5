"""What one decision is worth: each option's value, the best, and the loss of the choice made.

An option's value has two faces: its expected *points* (the strong player's objective — the
partie's settlement at Piquet, or a deal's margin when the deal is played alone; the deal's
margin at Écarté) and its *chance* of winning (the partie, the game, or the deal). The
recommended option is the one the strong player would choose on the same samples.

Sampling makes every value uncertain. Every option meets the same sampled deals, so the
uncertainty of a loss is that of the paired differences. The best of many options on some
samples is flattered by their luck, so a loss is measured apart from the choice of the best:
the best is chosen on the odd samples and measured on the even ones, and the other way about
(:func:`measured_apart`); where the samples keep every measure (Écarté), a choice that is not
the best has its loss measured again on fresh samples, apart from those that graded it
(:func:`measured_afresh`). A grade is given only when the loss's interval (``CONFIDENCE``, one
side) lies within it; else more samples are drawn, doubling them each round up to a cap
(:data:`MOST` times the first samples), and a loss whose interval at the cap
(``CAP_CONFIDENCE``) still reaches across a boundary is "too close to call".

The loss's interval (:meth:`Appraisal.interval`) is drawn from each option's difference from
the choice on all the samples: the loss is at least what the option surest to beat it does,
and at most what the option that may beat it the most may, even when the choice made looked
best on the samples (the loss measured apart is then nought, yet a noisy rival may still beat
it).

Two levels of confidence make the verdicts stable under other samples (a stated hysteresis):
sampling stops early only when the grade is sure at ``CONFIDENCE``; at the cap, with every
sample drawn, the grade is given when the loss is clear of the boundary by ``CAP_CONFIDENCE``,
and only a loss nearer the boundary than that is too close to call. A decision near a boundary
is thus weighed on many samples before it is called, and its call no longer turns on whether
one seed's samples put it just inside or just outside a wide band.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, TypeVar

from salon.analysis.maxims import Maxim
from salon.analysis.verdicts import Measure, Thresholds, Verdict

T = TypeVar("T")

CONFIDENCE = 0.95
"""How sure a grade must be: its loss lies within the grade with this confidence, one side."""
_Z = statistics.NormalDist().inv_cdf(CONFIDENCE)
MOST = 8
"""The most samples a decision is weighed on, in multiples of its first samples: a decision
not yet sure is weighed again on as many fresh samples as it has, up to this many."""
CAP_CONFIDENCE = 0.84
"""How sure a grade must be once every sample is drawn (one standard error, one side)."""
_Z_CAP = statistics.NormalDist().inv_cdf(CAP_CONFIDENCE)
SURE = 0.99
"""How sure a grade must be, in a review, to stop sampling before the cap (one side): the
spread of a few dozen samples is itself uncertain (a chance lost on one sample in twenty may
not show on the first twelve), and a grade called sure at 95% on them was found otherwise on
more often enough to move grades between seeds (docs/analysis.md, "Seed stability")."""
NOTHING = 0.0005
"""A chance of winning lost smaller than this is nothing (under a twentieth of one percent)."""


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
    deal: float = 0.0
    """The deal's points it is expected to bring (the margin, from the player's side)."""
    lost: Loss | None = None
    """What it gives up against the best, measured apart from the best's choice."""
    all_seen: float | None = None
    """A card played: its points to the end of the deal with every card seen."""


@dataclass(frozen=True, slots=True)
class Sampling:
    """How far a decision not yet sure is weighed: up to ``most`` times its first samples,
    stopping before that only when its grade is sure at ``sure`` (one side)."""

    most: int = MOST
    sure: float = CONFIDENCE


AT_ONCE = Sampling()
"""Where an answer is wanted at once (a hint, the tutor): up to :data:`MOST` times the first
samples, stopping when sure at ``CONFIDENCE``."""
REVIEWED = Sampling(MOST, SURE)
"""A review's: stopping before the cap only when sure at :data:`SURE`."""


@dataclass(frozen=True, slots=True)
class Loss:
    """What an option gives up against the best, the best chosen on other samples than those
    the loss is measured on: in the measure's points, the chance of winning and the deal's
    points; ``spread`` is the standard error of the loss in the measure graded."""

    points: float
    chance: float
    deal: float
    graded: float
    spread: float


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
    capped: bool = False
    """Whether every sample the analysis draws was drawn (the grade's confidence is then
    ``CAP_CONFIDENCE``)."""
    graded_values: tuple[tuple[float, ...], ...] = ()
    """Each option's value on every sample, in the measure graded, in the order of
    ``options``: what the loss's interval is drawn from (none: from its measured spread)."""
    measures: tuple[tuple[tuple[float, ...], ...], ...] = ()
    """Each option's value on every sample in points, the chance of winning and the deal's
    points (none where the losses are not measured again on fresh samples)."""

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
        if chosen.lost is not None:
            return max(0.0, chosen.lost.points), max(0.0, chosen.lost.chance)
        return (
            max(0.0, self.best.points - chosen.points),
            max(0.0, self.best.chance - chosen.chance),
        )

    def deal_loss(self, action: Any) -> float:
        """The deal's points the choice gives up against the best (never below nought)."""
        chosen = self.value_of(action)
        assert chosen is not None
        if chosen.lost is not None:
            return max(0.0, chosen.lost.deal)
        return max(0.0, self.best.deal - chosen.deal)

    def verdict(self, action: Any, confidence: float | None = None) -> Verdict:
        """The grade of the loss when its interval (at ``confidence``, one side; by default
        ``CONFIDENCE``, or ``CAP_CONFIDENCE`` when capped) lies within one grade, else
        :attr:`Verdict.CLOSE`; a choice that loses nothing with every card seen and nothing in
        the chance of winning is good whatever the samples say."""
        chosen = self.value_of(action)
        assert chosen is not None
        points, chance = self.loss(action)
        seen_equal = self.all_seen is not None and self.all_seen[1] >= self.all_seen[0]
        if seen_equal and chance < NOTHING:
            return Verdict.GOOD
        if chosen.lost is None:
            lost = chance if self.thresholds.measure is Measure.CHANCE else points
            return self.thresholds.verdict(lost - chosen.noise)
        z = _Z_CAP if self.capped else _Z
        if confidence is not None:
            z = statistics.NormalDist().inv_cdf(confidence)
        if self.graded_values:
            bottom, top = self.interval(action, z)
        else:
            bottom = chosen.lost.graded - z * chosen.lost.spread
            top = chosen.lost.graded + z * chosen.lost.spread
        low, high = self.thresholds.verdict(bottom), self.thresholds.verdict(top)
        return low if low is high else Verdict.CLOSE

    def interval(self, action: Any, z: float = _Z) -> tuple[float, float]:
        """Where the loss of ``action`` lies, ``z`` standard errors each side: the loss is the
        most any option beats it by, so it is at least what the option surest to beat it does
        (the greatest lower end of an option's difference from it, on every sample) and at
        most what the option that may beat it the most may (the greatest upper end). Each
        option's difference is taken on the same samples, its own noise and no other's, so
        the interval does not hang on which option looked best on which half of them."""
        index = next(n for n, o in enumerate(self.options) if o.action == action)
        mine = self.graded_values[index]
        count = len(mine)
        bottom = top = 0.0
        for number, other in enumerate(self.graded_values):
            if number == index or count < 2:
                continue
            differences = [a - b for a, b in zip(other, mine, strict=True)]
            mean = math.fsum(differences) / count
            square = math.fsum((d - mean) ** 2 for d in differences) / (count - 1)
            spread = math.sqrt(square / count)
            bottom, top = max(bottom, mean - z * spread), max(top, mean + z * spread)
        return bottom, top

    def leaning(self, action: Any) -> Verdict:
        """The grade the loss's own estimate falls in (what a close call leans to)."""
        chosen = self.value_of(action)
        assert chosen is not None
        if chosen.lost is None:
            return self.verdict(action)
        return self.thresholds.verdict(chosen.lost.graded)


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


def measured_apart(
    options: Sequence[OptionValue],
    select: Sequence[Sequence[float]],
    measures: tuple[Sequence[Sequence[float]], ...],
    graded: int,
    best: int | None = None,
) -> tuple[OptionValue, ...]:
    """``options`` with what each loses against the best, the best chosen by ``select`` (each
    option's value on every sample) on the samples of the other parity than those the loss is
    measured on, so that the luck that made it best does not inflate the loss. ``measures``
    hold each option's values in points, chance and deal points; ``graded`` names the one the
    verdict counts.

    With ``best``, the best was chosen on other samples altogether, and every loss is measured
    against it on all of these.

    Two options of equal worth, each best on half the samples by luck: the one chosen on one
    half does worse on the other, so neither is found to lose anything.

    >>> opts = [OptionValue("a", 0, 0), OptionValue("b", 0, 0)]
    >>> luck = [[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0]]
    >>> [o.lost.graded for o in measured_apart(opts, luck, (luck, luck, luck), 0)]
    [-0.5, -0.5]
    """
    count = len(select[0])
    if count < 2:
        return tuple(options)
    halves = [] if best is None else [best, best]
    for parity in (0, 1) if best is None else ():
        means = [statistics.fmean(v[1 - parity :: 2]) for v in select]
        halves.append(max(range(len(options)), key=lambda i: means[i]))  # ties: the first
    found = []
    for number, option in enumerate(options):
        losses = []
        spread = 0.0
        for which, values in enumerate(measures):
            differences = [values[halves[s % 2]][s] - values[number][s] for s in range(count)]
            losses.append(statistics.fmean(differences))
            if which == graded:
                spread = statistics.stdev(differences) / math.sqrt(count)
        lost = Loss(losses[0], losses[1], losses[2], losses[graded], spread)
        found.append(replace(option, lost=lost))
    return tuple(found)


def until_clear(
    value: Callable[[T], Appraisal],
    first: T,
    chosen: Any,
    more: Callable[[], T | None] | None,
    join: Callable[[T, T], T],
    *,
    most: int = MOST,
    sure: float = CONFIDENCE,
) -> Appraisal:
    """The appraisal ``value`` makes of the samples ``first``; while the choice made is too
    close to call, weighed again with as many fresh samples as it has (``more`` draws as many
    as ``first`` holds; ``join`` joins them to the others), up to ``most`` times the first
    samples; sampling stops before the cap only when the grade is ``sure`` (one side, at
    least ``CONFIDENCE``); the last appraisal is graded at ``CAP_CONFIDENCE``. Where the
    appraisal keeps every measure's values (:attr:`Appraisal.measures`) and the choice made
    is not the best, its losses are then measured on as many fresh samples again, up to
    :data:`MOST` times the first (:func:`measured_afresh`)."""
    found = first
    appraisal = value(found)
    drawn = 1
    while drawn < most:
        if more is None or chosen is None or appraisal.value_of(chosen) is None:
            return appraisal
        if appraisal.verdict(chosen, sure) is not Verdict.CLOSE:
            return _afresh(appraisal, value, chosen, more, join, drawn)
        for _ in range(min(drawn, most - drawn)):
            extra = more()
            if extra is None:
                return appraisal
            found = join(found, extra)
            drawn += 1
        appraisal = value(found)
    return _afresh(replace(appraisal, capped=True), value, chosen, more, join, drawn)


def _afresh(
    settled: Appraisal,
    value: Callable[[T], Appraisal],
    chosen: Any,
    more: Callable[[], T | None] | None,
    join: Callable[[T, T], T],
    drawn: int,
) -> Appraisal:
    """``settled``, its losses measured on ``drawn`` fresh draws of samples (at most
    :data:`MOST`) where it keeps every measure's values and the choice made is not the best."""
    if not settled.measures or more is None or settled.best.action == chosen:
        return settled
    fresh: T | None = None
    for _ in range(min(drawn, MOST)):
        extra = more()
        if extra is None:
            return settled
        fresh = extra if fresh is None else join(fresh, extra)
    assert fresh is not None
    return measured_afresh(settled, value(fresh))


def measured_afresh(settled: Appraisal, fresh: Appraisal) -> Appraisal:
    """``settled`` with every option's loss measured on the samples of ``fresh`` (the same
    options, weighed on other samples) against the best ``settled`` chose. The samples that
    chose the best and graded the choice are flattered by the luck that made the one best and
    the other flagged, so a loss is measured on samples that did neither.

    An option that looked a blunder by the luck of its samples loses nothing on fresh ones:

    >>> from salon.analysis.verdicts import ECARTE_POINTS
    >>> def weighed(a: list[float], b: list[float]) -> Appraisal:
    ...     options = (OptionValue("a", 0, 0), OptionValue("b", 0, 0))
    ...     values = (a, b)
    ...     lost = measured_apart(options, values, (values, values, values), 0)
    ...     return Appraisal(Moment.LEAD, lost, lost[0], ECARTE_POINTS, len(a),
    ...                      measures=(values, values, values))
    >>> settled = weighed([1.0, 1.0], [0.0, 0.0])
    >>> settled.loss("b")
    (1.0, 1.0)
    >>> measured_afresh(settled, weighed([0.0, 1.0], [1.0, 0.0])).loss("b")
    (0.0, 0.0)
    """
    actions = [o.action for o in settled.options]
    assert actions == [o.action for o in fresh.options], "weighed on other options"
    best = actions.index(settled.best.action)
    graded = 1 if settled.thresholds.measure is Measure.CHANCE else 0
    measures = fresh.measures
    options = measured_apart(settled.options, measures[graded], measures, graded, best)
    return replace(settled, options=options, best=options[best])


def merged(first: Any, more: Any) -> Any:
    """Two weighings of the same options on different samples, as one."""
    outcomes = tuple(
        tuple(a) + tuple(b) for a, b in zip(first.outcomes, more.outcomes, strict=True)
    )
    return type(first)(first.options, outcomes)


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
