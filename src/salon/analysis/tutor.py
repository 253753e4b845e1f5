"""The tutor: before a choice is played, is it a mistake or a blunder?

Weighed as a quick review weighs a decision (:data:`salon.analysis.depth.QUICK`), from the
player's own view alone — what a computer in his seat would be given — so the tutor knows
nothing of the adversary's cards or the stock that the player does not. A choice the analysis
does not rate (looking at the cards left, say) is never stopped. Only a grade that is clear
stops a choice: a close call is let through. The better choice it names is the hint's (the
same position, the same seed, more deals), so the tutor and the Hint button never disagree;
a choice the hint itself recommends is let through.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final

from salon.agents.ecarte.players import EcarteStrong
from salon.agents.piquet.strong import PiquetStrong
from salon.analysis.depth import QUICK
from salon.analysis.ecarte import appraise_ecarte
from salon.analysis.hints import describe, explain, hint_for, percent, position_seed
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
    best_chance: float = 0.0
    """The chance of winning the whole with the better choice."""
    deal_lost: float = 0.0
    """The points of this deal the choice gives away (for a partie or a game, beside the
    chance: a partie's settlement points near the rubicon are no deal's)."""

    @property
    def words(self) -> str:
        """What the choice gives away, in the measure it was graded by: a partie's or a game's
        chance of winning (with the deal's points), a deal's points.

        >>> Caution(Verdict.BLUNDER, 12.4, 0.1, "deal", "", "", None, 0.5).words
        'This is a blunder: it gives away about 12 points.'
        >>> caution = Caution(Verdict.BLUNDER, 107.0, 0.31, "partie", "", "", None, 0.61, 9.6)
        >>> print(caution.words)  # doctest: +NORMALIZE_WHITESPACE
        This is a blunder: it cuts your chance to win the partie from 61% to 30%, and gives away
        about 10 points of this deal.
        """
        grade = f"This is a {self.verdict.value}"
        if self.whole == "deal" and round(self.points_lost) >= 1:
            return f"{grade}: it gives away about {_points(self.points_lost)}."
        before, after = percent(self.best_chance), percent(self.best_chance - self.chance_lost)
        cost = f"it cuts your chance to win the {self.whole} from {before} to {after}"
        if self.whole != "deal" and round(self.deal_lost) >= 1:
            cost += f", and gives away about {_points(self.deal_lost)} of this deal"
        return f"{grade}: {cost}."


def _points(points: float) -> str:
    """About so many points, the noun agreeing.

    >>> _points(1.2), _points(9.6)
    ('1 point', '10 points')
    """
    whole = round(points)
    return f"{whole} point{'' if whole == 1 else 's'}"


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
    # The better choice is said as the Hint button says it, weighed on more deals from the same
    # seed: the player reads one best, one chance and one runner-up, whichever he asked.
    hinted = hint_for(view)
    if hinted is not None and hinted.choice in (action, chosen):
        return None  # the fuller weighing recommends this very choice: the quick one was luck
    return Caution(
        verdict,
        points,
        chance,
        whole,
        describe(chosen),
        explain(appraisal, deal, whole) if hinted is None else hinted.words,
        appraisal.best.action if hinted is None else hinted.choice,
        appraisal.best.chance if hinted is None else hinted.chance,
        appraisal.deal_loss(chosen),
    )
