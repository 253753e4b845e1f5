"""The tutor: before a choice is played, is it a mistake or a blunder?

Weighed as a quick review weighs a decision (:data:`salon.analysis.depth.QUICK`), from the
player's own view alone — what a computer in his seat would be given — so the tutor knows
nothing of the adversary's cards or the stock that the player does not. A choice the analysis
does not rate (looking at the cards left, say) is never stopped. Only a grade that is clear
stops a choice: a close call is let through.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.piquet.strong import PiquetStrong
from salon.analysis.depth import QUICK
from salon.analysis.ecarte import appraise_ecarte
from salon.analysis.hints import describe, explain, position_seed
from salon.analysis.piquet import appraise_piquet
from salon.analysis.verdicts import Verdict
from salon.ecarte.view import EcarteDealView
from salon.piquet.view import DealView

STOPPED: Final = (Verdict.MISTAKE, Verdict.BLUNDER)


@dataclass(frozen=True, slots=True)
class Caution:
    """A choice the tutor stops: its grade, what it gives away, and the better choice."""

    verdict: Verdict
    points_lost: float
    chance_lost: float
    whole: str
    """What the chance is of winning: the partie, the game or the deal."""
    chosen: str
    advice: str
    """The better choice and why, as a hint says it."""
    best: Any

    @property
    def words(self) -> str:
        """ "This is a blunder: it gives away about 12 points."""
        cost = f"it gives away about {self.points_lost:.0f} points"
        if round(self.points_lost) < 1:
            cost = f"it cuts your chance to win the {self.whole} by {100 * self.chance_lost:.0f}%"
        return f"This is a {self.verdict.value}: {cost}."


def check_choice(view: Any, action: Any) -> Caution | None:
    """A warning if ``action`` is a mistake or a blunder in ``view``, else None."""
    deal = getattr(view, "deal", view)
    rng = random.Random(position_seed(view))
    seed = rng.randrange(1 << 30)
    if isinstance(deal, DealView):
        strong = PiquetStrong(
            seed,
            samples=QUICK.piquet_play,
            exchange_samples=QUICK.piquet_exchange,
            call_samples=QUICK.piquet_calls,
        )
        judged = appraise_piquet(view, action, strong, exact_exchange=False, advise=True)
        whole = "partie" if hasattr(view, "totals") else "deal"
    elif isinstance(deal, EcarteDealView):
        player = EcarteStrong(
            seed,
            samples=QUICK.ecarte_play,
            weigh_samples=QUICK.ecarte_weigh,
            play_out=QUICK.ecarte_play_out,
        )
        thrown = player.memory.thrown(deal)
        judged = appraise_ecarte(view, action, player, thrown=thrown, rng=rng, advise=True)
        whole = "game" if hasattr(view, "scores") else "deal"
    else:
        return None
    if not judged:
        return None
    appraisal = judged[0].appraisal
    chosen = judged[0].chosen
    verdict = appraisal.verdict(chosen)
    if verdict not in STOPPED:
        return None
    points, chance = appraisal.loss(chosen)
    advice = explain(appraisal, deal, whole)
    return Caution(verdict, points, chance, whole, describe(chosen), advice, appraisal.best.action)
