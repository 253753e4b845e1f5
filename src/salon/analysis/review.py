"""The review of a finished partie or game: every decision weighed, the deals summed up.

For each decision: the choice made, the best choice, the points and the chance of winning it
lost, a verdict (:mod:`salon.analysis.verdicts`) and the maxim that speaks to it. For each deal
and for the whole: each player's total and mean loss a decision, his mistakes and blunders, his
luck, and his *error rate*.

**Luck** is the part of a result the cards made. Before a deal, with equal play, a seat may
expect a certain worth of it (at Piquet the model of a deal's points for its role, in the
partie's settlement and in the chance of winning it; at Écarté the chance of the game from the
score and the deal, and the margin the non-dealer makes on average). What the deal came to
differs from that by the play and by the cards: the seat's own errors cost it what they lost,
the adversary's gave it what they lost; the rest is luck::

    luck = (worth after the deal − worth expected before it) + own loss − adversary's loss

so that, summed over the deals, result = expectation − own losses + adversary's losses + luck.
Both figures are in the measures of the game: points, and the chance of winning.

The **error rate** is the mean chance of winning lost per decision, in thousandths: the same
unit at Piquet and at Écarté, so that it compares players across games (0 is flawless).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.piquet.strong import PiquetStrong
from salon.analysis.appraisal import (
    Appraisal,
    Judged,
    Moment,
    OptionValue,
)
from salon.analysis.course import Course, DealFrame, decisions_of
from salon.analysis.course import Moment as Meeting
from salon.analysis.depth import FULL, QUICK, Depth
from salon.analysis.ecarte import appraise_ecarte
from salon.analysis.hints import after_a_proposal, describe
from salon.analysis.maxims import Maxim
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import Measure, Verdict
from salon.records import Record


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision reviewed."""

    seat: int
    deal: int
    line: int
    moment: Moment
    chosen: str
    best: str
    """The choice made and the best, in the notation of records."""
    chosen_words: str
    best_words: str
    """The same in a player's words ("Discard the seven and eight of diamonds")."""
    points: float
    """The expected points of the choice made (the partie's settlement at Piquet, the deal's
    margin at Écarté), from the player's side."""
    chance: float
    """His chance of winning after the choice made."""
    points_lost: float
    chance_lost: float
    verdict: Verdict
    maxim: Maxim | None
    all_seen: tuple[float, float] | None
    """With every card seen: the best card's points and the chosen card's."""
    options: tuple[OptionLine, ...]
    """The options weighed, the best first."""
    samples: int
    deal_lost: float = 0.0
    """The deal's points the choice lost (the margin, beside the settlement's points)."""
    leaning: Verdict = Verdict.GOOD
    """The grade the loss's own estimate falls in (what a close call leans to)."""
    graded_by_chance: bool = False
    """Whether the verdict counts the chance of winning (else the points)."""
    shown_grade: Verdict = Verdict.GOOD
    """The grade the loss shown falls in. The verdict is weighed on the deals that chose the
    best and the loss shown on others (docs/analysis.md "A loss measured apart"), so the two
    may differ by the luck of the deals."""
    spread: float = 0.0
    """The standard error of the loss shown, in the measure graded."""

    @property
    def loss_note(self) -> str:
        """Said after the loss when it falls in another grade than the verdict: how sure the
        loss is, and that the grade was weighed on other deals, so that "doubtful" beside a
        mistake's loss reads as what it is, not as a slip.

        >>> from salon.analysis.appraisal import Moment
        >>> d = Decision(0, 1, 3, Moment.RESPOND, "refuse", "accept", "Refuse", "Accept", 0.0,
        ...     0.5, 0.7, 0.061, Verdict.DOUBTFUL, None, None, (), 60, graded_by_chance=True,
        ...     shown_grade=Verdict.MISTAKE, spread=0.016)
        >>> d.loss_note
        ' (±3.2%; the grade was weighed on other deals)'
        """
        if self.verdict in (Verdict.GOOD, Verdict.CLOSE) or self.shown_grade is self.verdict:
            return ""
        margin = (
            f"{200 * self.spread:.1f}%"
            if self.graded_by_chance
            else f"{2 * self.spread:.2f} points"
        )
        return f" (±{margin}; the grade was weighed on other deals)"


@dataclass(frozen=True, slots=True)
class OptionLine:
    """One option of a decision as the review shows it: its values, what it loses against
    the best with the standard error of that loss (in the measure graded), and its points to
    the end of the deal with every card seen (a card played)."""

    action: str
    words: str
    points: float
    chance: float
    deal: float
    deal_lost: float
    points_lost: float
    chance_lost: float
    spread: float
    all_seen: float | None


@dataclass(frozen=True, slots=True)
class Tally:
    """One player's figures over some decisions and deals."""

    decisions: int
    points_lost: float
    chance_lost: float
    counts: dict[Verdict, int]
    luck_points: float
    luck_chance: float

    @property
    def mean_points_lost(self) -> float:
        return self.points_lost / self.decisions if self.decisions else 0.0

    @property
    def error_rate(self) -> float:
        """The mean chance of winning lost per decision, in thousandths."""
        return 1000 * self.chance_lost / self.decisions if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class DealSummary:
    number: int
    roles: tuple[str, str]
    scores: tuple[int, int]
    tallies: tuple[Tally, Tally]


@dataclass(frozen=True, slots=True)
class Review:
    game: str
    names: tuple[str, str]
    decisions: tuple[Decision, ...]
    deals: tuple[DealSummary, ...]
    totals: tuple[Tally, Tally]
    result: dict[str, Any]
    quick: bool


Progress = Callable[[int, int], None]


Task = tuple[Meeting, Depth, int]
"""One moment to weigh, at a depth, with its seed: what a worker process is handed."""


@dataclass(frozen=True, slots=True)
class Plan:
    """A review to be made: the record's course and the moments to weigh, one task each
    (:func:`weigh_moment` weighs one anywhere, in another process say), then
    :meth:`finish` sums them up."""

    course: Course
    tasks: tuple[Task, ...]
    quick: bool

    def finish(self, judged: Sequence[list[Judged]]) -> Review:
        """The review, from what :func:`weigh_moment` found for each task, in order."""
        decisions = [
            _decision(meeting, one)
            for meeting, found in zip(self.course.moments, judged, strict=True)
            for one in found
        ]
        return _summarise(self.course, decisions, self.quick)


def plan_review(record: Record, *, quick: bool = False, seed: int = 1, whole: bool = True) -> Plan:
    """The moments of a finished record to weigh (a :class:`salon.records.RecordError` if it
    cannot be read, breaks the laws or is unfinished); not ``whole``, those of the finished
    deals of an unfinished one."""
    course = decisions_of(record, whole=whole)
    depth = QUICK if quick else FULL
    tasks = tuple(
        (meeting, depth, seed * 1_000_003 + index) for index, meeting in enumerate(course.moments)
    )
    return Plan(course, tasks, quick)


def review_record(
    record: Record,
    *,
    quick: bool = False,
    jobs: int | None = 1,
    seed: int = 1,
    progress: Progress | None = None,
    whole: bool = True,
) -> Review:
    """Review a finished record (a :class:`salon.records.RecordError` if it cannot be read,
    breaks the laws or is unfinished; not ``whole``, the finished deals of an unfinished one).
    ``jobs`` processes weigh the decisions (None: every core)."""
    plan = plan_review(record, quick=quick, seed=seed, whole=whole)
    return plan.finish(_weigh_all(plan.tasks, jobs or os.cpu_count() or 1, progress))


DEEPER = 4
"""How many times the full review's samples "deeper" weighs one decision on."""


def deeper(plan: Plan, line: int, *, factor: int = DEEPER, seed: int = 7) -> list[Decision]:
    """The decisions taken at ``line`` of the planned record, weighed on ``factor`` times the
    full review's samples (a ``KeyError`` if no decision stands at that line)."""
    for meeting in plan.course.moments:
        if meeting.line == line:
            more = replace(
                FULL,
                piquet_play=FULL.piquet_play * factor,
                piquet_exchange=FULL.piquet_exchange * factor,
                piquet_calls=FULL.piquet_calls * factor,
                ecarte_play=FULL.ecarte_play * factor,
                ecarte_weigh=FULL.ecarte_weigh * factor,
            )
            return [_decision(meeting, one) for one in weigh_moment((meeting, more, seed))]
    raise KeyError(f"no decision at line {line}")


def _weigh_all(tasks: Sequence[Task], jobs: int, progress: Progress | None) -> list[list[Judged]]:
    done = 0
    results: list[list[Judged]] = []
    if jobs <= 1 or len(tasks) < 8:
        for task in tasks:
            results.append(weigh_moment(task))
            done += 1
            if progress:
                progress(done, len(tasks))
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for found in pool.map(weigh_moment, tasks, chunksize=4):
            results.append(found)
            done += 1
            if progress:
                progress(done, len(tasks))
    return results


def weigh_moment(task: Task) -> list[Judged]:
    """The decisions one moment holds, weighed (runs in a worker process)."""
    meeting, depth, seed = task
    if meeting.game == "Ecarte":
        ecarte = EcarteStrong(
            seed,
            samples=depth.ecarte_play,
            weigh_samples=depth.ecarte_weigh,
            play_out=depth.ecarte_play_out,
        )
        return appraise_ecarte(
            meeting.view,
            meeting.chosen,
            ecarte,
            thrown=meeting.thrown,
            truth=meeting.ecarte_truth,
            rng=random.Random(seed),
        )
    piquet = PiquetStrong(
        seed,
        samples=depth.piquet_play,
        exchange_samples=depth.piquet_exchange,
        call_samples=depth.piquet_calls,
    )
    return appraise_piquet(
        meeting.view,
        meeting.chosen,
        piquet,
        all_seen=meeting.piquet_seen,
        exact_exchange=depth.exact_exchange,
        sampling=depth.piquet_sampling,
    )


def _decision(meeting: Meeting, judged: Judged) -> Decision:
    appraisal = judged.appraisal
    chosen = appraisal.value_of(judged.chosen)
    assert chosen is not None
    points_lost, chance_lost = appraisal.loss(judged.chosen)
    proposed = after_a_proposal(meeting.view)
    by_chance = appraisal.thresholds.measure is Measure.CHANCE
    return Decision(
        seat=meeting.seat,
        deal=meeting.deal,
        line=meeting.line,
        moment=appraisal.moment,
        chosen=str(judged.chosen),
        best=str(appraisal.best.action),
        chosen_words=describe(judged.chosen, proposed=proposed),
        best_words=describe(appraisal.best.action, proposed=proposed),
        points=chosen.points,
        chance=chosen.chance,
        points_lost=points_lost,
        chance_lost=chance_lost,
        verdict=appraisal.verdict(judged.chosen),
        maxim=appraisal.maxim,
        all_seen=appraisal.all_seen,
        options=tuple(_line(appraisal, o, proposed) for o in appraisal.ranked()),
        samples=appraisal.samples,
        deal_lost=appraisal.deal_loss(judged.chosen),
        leaning=appraisal.leaning(judged.chosen),
        graded_by_chance=by_chance,
        shown_grade=appraisal.thresholds.verdict(chance_lost if by_chance else points_lost),
        spread=chosen.noise if chosen.lost is None else chosen.lost.spread,
    )


def _line(appraisal: Appraisal, option: OptionValue, proposed: bool) -> OptionLine:
    points, chance = appraisal.loss(option.action)
    spread = option.noise if option.lost is None else option.lost.spread
    return OptionLine(
        str(option.action),
        in_words(option.action, proposed=proposed),
        option.points,
        option.chance,
        option.deal,
        appraisal.deal_loss(option.action),
        points,
        chance,
        spread,
        option.all_seen,
    )


def in_words(action: Any, *, proposed: bool = False) -> str:
    """An action in a player's words: "play the knave of hearts", "propose"."""
    words = describe(action, proposed=proposed)
    return words[:1].lower() + words[1:]


def _tally(decisions: Iterable[Decision], seat: int, luck: tuple[float, float]) -> Tally:
    mine = [d for d in decisions if d.seat == seat]
    counts = {verdict: sum(d.verdict is verdict for d in mine) for verdict in Verdict}
    return Tally(
        decisions=len(mine),
        points_lost=sum(d.points_lost for d in mine),
        chance_lost=sum(d.chance_lost for d in mine),
        counts=counts,
        luck_points=luck[0],
        luck_chance=luck[1],
    )


def _luck(frame: DealFrame, decisions: Sequence[Decision], seat: int) -> tuple[float, float]:
    if seat not in frame.points_after:
        return 0.0, 0.0
    lost = [
        (
            sum(d.points_lost for d in decisions if d.seat == s),
            sum(d.chance_lost for d in decisions if d.seat == s),
        )
        for s in (0, 1)
    ]
    points = frame.points_after[seat] - frame.points_before[seat]
    chance = frame.chance_after[seat] - frame.chance_before[seat]
    return (
        points + lost[seat][0] - lost[1 - seat][0],
        chance + lost[seat][1] - lost[1 - seat][1],
    )


def _summarise(course: Course, decisions: list[Decision], quick: bool) -> Review:
    deals: list[DealSummary] = []
    for frame in course.deals:
        here = [d for d in decisions if d.deal == frame.number]
        tallies = (
            _tally(here, 0, _luck(frame, here, 0)),
            _tally(here, 1, _luck(frame, here, 1)),
        )
        roles = (frame.roles.get(0, ""), frame.roles.get(1, ""))
        deals.append(DealSummary(frame.number, roles, frame.scores, tallies))
    totals = tuple(
        _tally(
            decisions,
            seat,
            (
                sum(d.tallies[seat].luck_points for d in deals),
                sum(d.tallies[seat].luck_chance for d in deals),
            ),
        )
        for seat in (0, 1)
    )
    return Review(
        course.game,
        course.names,
        tuple(decisions),
        tuple(deals),
        (totals[0], totals[1]),
        course.result,
        quick,
    )
