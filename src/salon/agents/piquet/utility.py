"""What a deal's points are worth in the partie's settlement, for one seat.

A partie of Rubicon Piquet is settled once, at its end (:mod:`salon.piquet.settlement`): the
winner scores the difference of the totals and a hundred, but a loser who has not reached a
hundred is rubiconed and pays both totals and a hundred. So a point won in a deal is not always
worth one point: a hand that cannot reach a hundred loses by every point either side scores,
the hand that will rubicon it gains by every point either side scores, and crossing a hundred
or the adversary's total is worth far more than one point.

:class:`PartieUtility` maps this deal's points (the seat's and its adversary's) to the
settlement the seat can expect:

* on the last deal exactly: the totals after the deal, settled as the partie will be; equal
  totals bring one more deal dealt by each, the same for both hands, and count nothing;
* on earlier deals approximately: the deals still to come are drawn from a normal model of one
  deal's points for elder and for younger (:data:`DEAL_SCORES`, measured by
  ``benchmarks/deal_scores.py``), and the value is the mean settlement over a fixed grid of
  those draws.

>>> last = PartieUtility(mine_before=80, theirs_before=130, multiplier=1, future=())
>>> last.value(15, 10)  # 95 to 140: rubiconed, paying 95 + 140 + 100
-335.0
>>> last.value(25, 10)  # 105 to 140: the rubicon saved
-135.0
>>> MarginUtility().value(25, 10)
15.0

The chance of winning the partie (:class:`PartieUtility` with ``chance=True``), which analysis
reports beside the settlement, counts the deals to come on the margins measured between strong
players (:mod:`salon.agents.piquet.partie_chance`): the normal model, good enough for the
settlement's mean, made a leading hand's chance too timid before the last deal:

>>> PartieUtility(mine_before=80, theirs_before=130, multiplier=1, future=(), chance=True).value(
...     60, 0)
1.0
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from statistics import NormalDist
from typing import Any, Protocol

from salon.agents.piquet.partie_chance import partie_chance
from salon.piquet.actions import Role
from salon.piquet.settlement import RUBICON, PartieLength, partie_progress


class DealUtility(Protocol):
    """The worth to one hand of a deal ending with these points (its own, the adversary's)."""

    def value(self, mine: int, theirs: int) -> float: ...

    def points_always_help(self, mine: int, theirs: int) -> bool:
        """Whether, from these points, more of one's own and fewer of the adversary's are
        always at least as good (then every point counts as in the margin's sign)."""
        ...


@dataclass(frozen=True, slots=True)
class MarginUtility:
    """A deal played alone: its margin."""

    def value(self, mine: int, theirs: int) -> float:
        return float(mine - theirs)

    def points_always_help(self, mine: int, theirs: int) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class DealScores:
    """A normal model of one deal's points for each hand."""

    elder_mean: float
    elder_sd: float
    younger_mean: float
    younger_sd: float
    correlation: float


DEAL_SCORES = DealScores(
    elder_mean=35.06, elder_sd=27.17, younger_mean=18.60, younger_sd=16.43, correlation=-0.496
)
"""Measured on 1500 deals between two players by the rules of thumb
(``scripts/run python benchmarks/deal_scores.py --deals 1500 --player thumb``)."""

_GRID = 9
_QUANTILES = tuple(NormalDist().inv_cdf((i + 0.5) / _GRID) for i in range(_GRID))
"""Standard normal draws at evenly spaced probabilities: a fixed, reproducible grid."""

REACH = 120
"""More points than one hand makes in all but a few deals (a repique and a pique together)."""


def winning_value(mine: float, theirs: float) -> float:
    """Whether final totals win the partie for the first hand: 1, a half when equal, or 0.

    >>> winning_value(131, 113), winning_value(102, 102), winning_value(81, 125)
    (1.0, 0.5, 0.0)
    """
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def settlement_value(mine: float, theirs: float) -> float:
    """The settlement of final totals from the first hand's side (equal totals: nothing).

    >>> settlement_value(131, 113), settlement_value(81, 125), settlement_value(102, 102)
    (118.0, -306.0, 0.0)
    """
    if mine == theirs:
        return 0.0
    high, low = max(mine, theirs), min(mine, theirs)
    won = high - low + RUBICON if low >= RUBICON else high + low + RUBICON
    return float(won if mine > theirs else -won)


@dataclass(frozen=True, slots=True)
class PartieUtility:
    """This deal's points as the change they bring to the partie's settlement for one seat.

    ``mine_before`` and ``theirs_before`` are the counted totals before this deal,
    ``multiplier`` how many times this deal counts (2 for the first and last of a four-deal
    partie), ``future`` the seat's role and the multiplier of each deal still due after it;
    ``chance`` values the chance of winning the partie instead of its settlement.
    """

    mine_before: int
    theirs_before: int
    multiplier: int
    future: tuple[tuple[Role, int], ...]
    chance: bool = False

    @property
    def last_deal(self) -> bool:
        return not self.future

    def totals(self, mine: int, theirs: int) -> tuple[int, int]:
        """Both totals once this deal is counted."""
        return (
            self.mine_before + mine * self.multiplier,
            self.theirs_before + theirs * self.multiplier,
        )

    def value(self, mine: int, theirs: int) -> float:
        first, second = self.totals(mine, theirs)
        final = winning_value if self.chance else settlement_value
        if not self.future:
            return final(first, second)
        if self.chance:
            return partie_chance(first - second, self.future)
        return expected_final(first, second, self.future, final)

    def points_always_help(self, mine: int, theirs: int) -> bool:
        """On the last deal, checked over the points this deal may still bring; on earlier
        deals taken as true (the deals to come blur the rubicon)."""
        if self.future:
            return True
        for extra_mine in range(0, REACH + 1, 5):
            for extra_theirs in range(0, REACH + 1, 5):
                here = self.value(mine + extra_mine, theirs + extra_theirs)
                if self.value(mine + extra_mine + 1, theirs + extra_theirs) < here:
                    return False
                if self.value(mine + extra_mine, theirs + extra_theirs + 1) > here:
                    return False
        return True


@lru_cache(maxsize=1 << 16)
def expected_final(
    mine: int,
    theirs: int,
    future: tuple[tuple[Role, int], ...],
    final: Callable[[float, float], float] = settlement_value,
) -> float:
    """The mean of ``final`` over the normal model of the deals to come (:data:`DEAL_SCORES`),
    from these totals."""
    model = DEAL_SCORES
    mean = [0.0, 0.0]
    var = [0.0, 0.0]
    cov = 0.0
    for role, times in future:
        if role is Role.ELDER:
            means, sds = (model.elder_mean, model.younger_mean), (model.elder_sd, model.younger_sd)
        else:
            means, sds = (model.younger_mean, model.elder_mean), (model.younger_sd, model.elder_sd)
        for side in (0, 1):
            mean[side] += times * means[side]
            var[side] += (times * sds[side]) ** 2
        cov += times * times * model.correlation * sds[0] * sds[1]
    sd_mine, sd_theirs = math.sqrt(var[0]), math.sqrt(var[1])
    rho = cov / (sd_mine * sd_theirs) if sd_mine and sd_theirs else 0.0
    rest = math.sqrt(max(0.0, 1 - rho * rho))
    total = 0.0
    # The grid is laid once from each hand's side, so that either seat values the deal alike.
    for z1 in _QUANTILES:
        for z2 in _QUANTILES:
            correlated = rho * z1 + rest * z2
            total += final(
                mine + max(0.0, mean[0] + sd_mine * z1),
                theirs + max(0.0, mean[1] + sd_theirs * correlated),
            )
            total += final(
                mine + max(0.0, mean[0] + sd_mine * correlated),
                theirs + max(0.0, mean[1] + sd_theirs * z1),
            )
    return total / (2 * _GRID * _GRID)


def utility_for(view: Any) -> DealUtility:
    """The objective of the hand whose view this is: the partie's settlement when the view is
    a partie's, else the deal's margin."""
    deal = getattr(view, "deal", None)
    totals = getattr(view, "totals", None)
    if deal is None or totals is None:
        return MarginUtility()
    seat: int = view.seat
    length = PartieLength(view.deals_in_partie)
    played = len(view.deal_scores)
    remaining = partie_progress(view.deal_scores, first_dealer=0, length=length).deals_remaining
    role: Role = deal.role
    future = tuple(
        (role if later % 2 == 0 else role.other, length.multiplier(played + later))
        for later in range(1, remaining)
    )
    return PartieUtility(
        mine_before=totals[seat],
        theirs_before=totals[1 - seat],
        multiplier=length.multiplier(played),
        future=future,
    )


@dataclass(frozen=True, slots=True)
class DealWinChance:
    """A deal played alone: whether it is won (a half for equal points)."""

    def value(self, mine: int, theirs: int) -> float:
        return winning_value(mine, theirs)

    def points_always_help(self, mine: int, theirs: int) -> bool:
        return True


def chance_for(view: Any) -> DealUtility:
    """The chance of winning of the hand whose view this is: the partie when the view is a
    partie's, else the deal."""
    utility = utility_for(view)
    if isinstance(utility, PartieUtility):
        return replace(utility, chance=True)
    return DealWinChance()


def deal_prior(utility: DealUtility, role: Role) -> float:
    """What ``utility`` expects of a deal not yet dealt, played evenly, for ``role``: the deal
    counted among the deals to come of :data:`DEAL_SCORES` for a partie's utility, and for a
    deal played alone the model's margin (or its chance of being won).

    >>> round(deal_prior(MarginUtility(), Role.ELDER), 2)
    16.46
    >>> round(deal_prior(DealWinChance(), Role.ELDER), 2)
    0.67
    """
    model = DEAL_SCORES
    sign = 1 if role is Role.ELDER else -1
    margin = sign * (model.elder_mean - model.younger_mean)
    if isinstance(utility, PartieUtility):
        now = ((role, utility.multiplier),)
        ahead = replace(utility, multiplier=0, future=now + utility.future)
        return ahead.value(0, 0)
    if isinstance(utility, DealWinChance):
        spread = math.sqrt(
            model.elder_sd**2
            + model.younger_sd**2
            - 2 * model.correlation * model.elder_sd * model.younger_sd
        )
        return 1 - NormalDist(margin, spread).cdf(0.0)
    return margin
