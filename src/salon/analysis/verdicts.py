"""Verdicts on decisions: how much a choice lost against the best, named in four grades.

What a decision loses is measured in the chance of winning the partie or the game (in the
deal's points for a deal played alone). The thresholds below are the
project's own, chosen so that a grade means the same kind of thing across the games:

A partie of Piquet and a game of Écarté are graded on the chance of winning (a deal played
alone on its points), with the points shown beside: near the rubicon a point of the deal may
be worth twenty of the settlement, and a grade in points would call an even exchange a blunder.

* **good** — loses less than the first threshold: within what sampling alone could make of
  two choices of equal worth;
* **doubtful** — an inaccuracy, a choice a strong player would rarely make;
* **mistake** — loses about what gaining or losing the point is worth at Piquet (the 1902
  hints: "an average difference of at least ten"), or a few chances in a hundred of the game;
* **blunder** — loses a deal's worth of play or more.

>>> PIQUET_POINTS.verdict(1.5), PIQUET_POINTS.verdict(2.0), PIQUET_POINTS.verdict(12.0)
(<Verdict.GOOD: 'good'>, <Verdict.DOUBTFUL: 'doubtful'>, <Verdict.BLUNDER: 'blunder'>)
>>> ECARTE_CHANCE.verdict(0.06)
<Verdict.MISTAKE: 'mistake'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Verdict(Enum):
    """The four grades of a decision, best first."""

    GOOD = "good"
    DOUBTFUL = "doubtful"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    CLOSE = "close"
    """Too close to call: the loss's interval reaches across a boundary of the grades even
    after the most samples the analysis draws."""

    @property
    def words(self) -> str:
        return "too close to call" if self is Verdict.CLOSE else self.value


class Measure(Enum):
    """What a decision's loss is counted in."""

    CHANCE = "chance of winning"
    POINTS = "points"


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The least loss that makes a decision doubtful, a mistake and a blunder."""

    measure: Measure
    doubtful: float
    mistake: float
    blunder: float

    def verdict(self, loss: float) -> Verdict:
        if loss >= self.blunder:
            return Verdict.BLUNDER
        if loss >= self.mistake:
            return Verdict.MISTAKE
        if loss >= self.doubtful:
            return Verdict.DOUBTFUL
        return Verdict.GOOD


PIQUET_POINTS = Thresholds(Measure.POINTS, doubtful=2.0, mistake=5.0, blunder=10.0)
"""Piquet: points of the partie's settlement lost (of the deal's margin, for a deal alone)."""
ECARTE_CHANCE = Thresholds(Measure.CHANCE, doubtful=0.02, mistake=0.05, blunder=0.10)
"""A game of Écarté: the chance of winning the game lost."""
PIQUET_CHANCE = ECARTE_CHANCE
"""A Piquet partie: the chance of winning the partie lost, as at Écarté, so that a point near
the rubicon, worth many points of the settlement, is graded by what it does to the result."""
ECARTE_POINTS = Thresholds(Measure.POINTS, doubtful=0.1, mistake=0.25, blunder=0.5)
"""An Écarté deal played alone: points of the deal's margin lost."""
