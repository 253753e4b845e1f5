"""The chance of winning a partie from the totals, the deals still to come counted exactly.

One deal's margin is far from normal: between strong players 57% of deals end within 20 points
of elder's mean margin (a normal of the same spread: 44%), and a repique or a capot makes a long
tail on elder's side. A normal model therefore gives the hand that leads before the last deal
too little chance when he is to be younger in it (a lead of 30: 0.64 by the normal model, 0.79
by deals between strong players; docs/analysis.md, "The partie's chance"). So the chance is
counted on the margins measured in deals between strong players
(:data:`~salon.agents.piquet.deal_margins.ELDER_MARGINS`), each spread by a few points so that a
lead of one point more or less does not jump, and the deals to come are summed exactly by
convolution.

>>> round(partie_chance(0, ()), 2), partie_chance(1, ()), partie_chance(-1, ())
(0.5, 1.0, 0.0)
>>> round(partie_chance(30, ((Role.YOUNGER, 1),)), 2)
0.78
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import accumulate

from salon.agents.piquet.deal_margins import ELDER_MARGINS
from salon.piquet.actions import Role

SPREAD = 5
"""The standard deviation, in points, of the small normal spread given to each measured
margin: the table is a sample, and a sample's margins are lumpy."""

_REACH = 3 * SPREAD

Future = tuple[tuple[Role, int], ...]
"""The seat's role and the multiplier of each deal still to come."""


@lru_cache(maxsize=1)
def _one_deal() -> tuple[int, tuple[float, ...]]:
    """Elder's margin in one deal: the lowest margin and the probability of each from it."""
    lowest = min(ELDER_MARGINS) - _REACH
    size = max(ELDER_MARGINS) + _REACH - lowest + 1
    kernel = [math.exp(-0.5 * (step / SPREAD) ** 2) for step in range(-_REACH, _REACH + 1)]
    weight = 1 / (sum(kernel) * len(ELDER_MARGINS))
    found = [0.0] * size
    for margin in ELDER_MARGINS:
        for step, k in enumerate(kernel):
            found[margin - _REACH + step - lowest] += k * weight
    return lowest, tuple(found)


@lru_cache(maxsize=64)
def _sum_of(future: Future) -> tuple[int, tuple[float, ...]]:
    """The seat's margin over all the deals to come: its lowest value and the probability of
    each value from it."""
    lowest, one = _one_deal()
    start, found = 0, [1.0]
    for role, times in future:
        sign = times if role is Role.ELDER else -times
        values = [sign * (lowest + i) for i in range(len(one))]
        low = min(values)
        step = [0.0] * (max(values) - low + 1)
        for value, p in zip(values, one, strict=True):
            step[value - low] += p
        summed = [0.0] * (len(found) + len(step) - 1)
        for a, pa in enumerate(found):
            if pa:
                for b, pb in enumerate(step):
                    if pb:
                        summed[a + b] += pa * pb
        start, found = start + low, summed
    return start, tuple(found)


@lru_cache(maxsize=64)
def _at_most(future: Future) -> tuple[int, tuple[float, ...]]:
    """The chance that the seat's margin to come is at most each value (from the lowest)."""
    start, found = _sum_of(future)
    return start, tuple(accumulate(found))


def partie_chance(lead: int, future: Future) -> float:
    """The chance of winning of the seat that leads by ``lead`` (behind when negative) once
    the deal in play is counted, with ``future`` to come; equal totals at the end count a
    half, as the extra deals give neither hand the better of it."""
    start, below = _at_most(future)
    needed = -lead - start  # the index of a margin to come that exactly ties

    def cumulative(index: int) -> float:
        if index < 0:
            return 0.0
        return below[min(index, len(below) - 1)]

    lose = cumulative(needed - 1)
    tie = cumulative(needed) - lose
    return max(0.0, min(1.0, 1.0 - lose - tie / 2))
