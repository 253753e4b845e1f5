"""The parameters of the model of the adversary's conduct, fitted by maximum likelihood to
choices a player made (:mod:`salon.agents.piquet.conduct`).

Each :class:`ConductRecord` is one hand's deal as the other hand read it at its end: the
hand held after the exchange, its discard, and what it called, answered, sank, replied and
led, and its cards late in the play (:mod:`salon.agents.piquet.solved_play`). Each parameter is
the one of a grid under which those choices were likeliest; the parts of the model multiply,
so each is fitted apart.

>>> grid_best(lambda x: -(x - 0.3) ** 2, [0.1, 0.2, 0.3, 0.4])
0.3
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from salon.agents.piquet.conduct import (
    DeclarationModel,
    Declarations,
    Follow,
    Lead,
    LeadModel,
    PlayModel,
)
from salon.agents.piquet.solved_play import READ_FROM, SOLVED_FROM, SolvedChoice, SolvedPlayModel
from salon.cards import Card

SINK_GRID = tuple(k / 200 for k in range(1, 100))
"""The concealment rates tried: 0.005 to 0.495."""
SHARPNESS_GRID = tuple(k / 10 for k in range(0, 81))
"""The sharpnesses tried: 0 (every card alike) to 8."""
LATE_SHARPNESS_GRID = tuple(k / 20 for k in range(0, 41))
"""The sharpnesses per point of the deal tried for late cards: 0 to 2."""
LOWNESS_GRID = tuple(k / 4 for k in range(0, 17))
"""The preferences for a lower card tried, per rank: 0 to 4."""


@dataclass(frozen=True, slots=True)
class ConductRecord:
    """One hand's choices in one deal, with the cards it held after the exchange."""

    hand: frozenset[Card]
    discard: frozenset[Card]
    declarations: Declarations
    follows: tuple[Follow, ...]
    leads: tuple[Lead, ...]
    late: tuple[SolvedChoice, ...] = ()
    """Its cards played late in the play, with what was in play then."""


@dataclass(frozen=True, slots=True)
class Fit:
    """A fitted parameter and the mean log-likelihood of a record (calls) or of a card (replies,
    leads) under it and under the model made indifferent (a concealment rate of a half, a
    sharpness of 0)."""

    value: float
    per_record: float
    indifferent: float


def grid_best(log_likelihood: Callable[[float], float], grid: Sequence[float]) -> float:
    """The value of ``grid`` under which ``log_likelihood`` is greatest (the first, if tied)."""
    return max(grid, key=log_likelihood)


def _log(chance: float) -> float:
    return math.log(chance) if chance > 0.0 else -math.inf


def _fit(
    log_likelihood: Callable[[float], float], grid: Sequence[float], count: int, base: float
) -> Fit:
    value = grid_best(log_likelihood, grid)
    count = max(count, 1)
    return Fit(value, log_likelihood(value) / count, log_likelihood(base) / count)


def fit_sink(records: Sequence[ConductRecord], grid: Sequence[float] = SINK_GRID) -> Fit:
    """The concealment rate under which the calls, answers and sinkings were likeliest."""

    def log_likelihood(sink: float) -> float:
        model = DeclarationModel(sink)
        return sum(_log(model.likelihood(r.hand, r.declarations)) for r in records)

    return _fit(log_likelihood, grid, len(records), 0.5)


def fit_play(records: Sequence[ConductRecord], grid: Sequence[float] = SHARPNESS_GRID) -> Fit:
    """The sharpness under which the replies to leads were likeliest."""

    def log_likelihood(sharpness: float) -> float:
        model = PlayModel(sharpness)
        return sum(_log(model.likelihood(r.hand, r.follows)) for r in records)

    count = sum(len(r.follows) for r in records)
    return _fit(log_likelihood, grid, count, 0.0)


def fit_leads(records: Sequence[ConductRecord], grid: Sequence[float] = SHARPNESS_GRID) -> Fit:
    """The sharpness under which the leads were likeliest."""

    def log_likelihood(sharpness: float) -> float:
        model = LeadModel(sharpness)
        return sum(_log(model.likelihood(r.hand, r.leads, r.discard)) for r in records)

    count = sum(len(r.leads) for r in records)
    return _fit(log_likelihood, grid, count, 0.0)


def fit_late(
    records: Sequence[ConductRecord],
    grid: Sequence[float] = LATE_SHARPNESS_GRID,
    lowness_grid: Sequence[float] = LOWNESS_GRID,
) -> tuple[Fit, float]:
    """The sharpness and lowness under which the cards played late were likeliest, judged by
    best play (at the end of the deal every card is played: none is held): the sharpness's
    fit, and the lowness fitted with it."""

    def log_likelihood(sharpness: float, lowness: float) -> float:
        model = SolvedPlayModel(sharpness, lowness)
        return sum(_log(model.likelihood(frozenset(), r.late)) for r in records)

    pairs = [(s, low) for s in grid for low in lowness_grid]
    sharpness, lowness = max(pairs, key=lambda pair: log_likelihood(*pair))
    count = max(sum(c.held <= SOLVED_FROM for r in records for c in r.late), 1)
    fit = Fit(
        sharpness, log_likelihood(sharpness, lowness) / count, log_likelihood(0.0, 0.0) / count
    )
    return fit, lowness


def fit_middle(
    records: Sequence[ConductRecord],
    late: SolvedPlayModel,
    grid: Sequence[float] = LATE_SHARPNESS_GRID,
) -> Fit:
    """The sharpness under which his cards played with more than :data:`SOLVED_FROM` and at
    most :data:`READ_FROM` cards in his hand were likeliest, the later cards' model ``late``
    kept as fitted."""
    middle = [[c for c in r.late if SOLVED_FROM < c.held <= READ_FROM] for r in records]

    def log_likelihood(sharpness: float) -> float:
        model = replace(late, middle_sharpness=sharpness)
        return sum(_log(model.likelihood(frozenset(), cards, READ_FROM)) for cards in middle)

    sharpness = grid_best(log_likelihood, grid)
    count = max(sum(len(cards) for cards in middle), 1)
    return Fit(sharpness, log_likelihood(sharpness) / count, log_likelihood(0.0) / count)
