"""How deeply a review weighs: the deals sampled for each kind of decision, the full review's
and the quick look's."""

from __future__ import annotations

from dataclasses import dataclass

from salon.agents.ecarte.playout import PlayOut
from salon.analysis.appraisal import MOST, REVIEWED, SURE, Sampling
from salon.analysis.ecarte import ANALYSIS_PLAY_OUT


@dataclass(frozen=True, slots=True)
class Depth:
    """How many deals are sampled for each kind of decision."""

    piquet_play: int
    piquet_exchange: int
    piquet_calls: int
    ecarte_play: int
    ecarte_weigh: int
    exact_exchange: bool
    """Whether each sampled deal's play is solved exactly in weighing a Piquet discard (else
    played out greedily, which rates elder's deal some five points low)."""
    piquet_sampling: Sampling = REVIEWED
    """How far a Piquet decision not yet sure is weighed: sampling stops before the cap only
    when the grade is sure at 99%."""
    ecarte_play_out: PlayOut = ANALYSIS_PLAY_OUT
    """How the deals weighing an Écarté proposal or response go on (the strong player's own
    way overstated the losses: docs/analysis.md, "Honesty of the analysis, measured")."""


FULL = Depth(
    piquet_play=48,
    piquet_exchange=80,
    piquet_calls=48,
    ecarte_play=60,
    ecarte_weigh=60,
    exact_exchange=True,
)
"""Twice the strong Piquet player's samples, and the strong Écarté player's."""
QUICK = Depth(
    piquet_play=12,
    piquet_exchange=20,
    piquet_calls=12,
    ecarte_play=20,
    ecarte_weigh=20,
    exact_exchange=False,
    piquet_sampling=Sampling(4 * MOST, SURE),
)
"""A quick look: a quarter of the full samples at Piquet, a third at Écarté. A Piquet decision
not yet sure is weighed on up to as many samples as the full review's cap (four times as many
rounds of its fewer first samples), so that the quick review's call on a decision near a
boundary is made on as many samples as the full review's."""
