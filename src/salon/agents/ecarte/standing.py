"""What a deal's points are worth in the game: the chance of winning it from each score.

A point is not always worth the same. At four, the vole is worth no more than the point; when
the adversary stands at three, losing the point doubled loses the game. The strong player
therefore weighs each outcome by the chance of winning the game after it, reckoned from how
deals score (``DEAL_POINTS``) with the deal passing from hand to hand and the game ending the
moment a side reaches the points of the game, even by marking the king (docs/ecarte-rules.md
"Scoring").

>>> standing = Standing(mine=4, theirs=4, target=5, dealing=False)
>>> standing.worth([(True, 1)]), standing.worth([(False, 2)])
(1.0, 0.0)
>>> even = Standing(mine=0, theirs=0, target=5, dealing=False)
>>> 0.4 < even.worth([]) < 0.6
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.ecarte.deal import EcarteDeal
from salon.engine import turns

DEAL_POINTS: dict[tuple[tuple[str, int], ...], float] = {
    (("elder", 1),): 0.19817,
    (("dealer", 1), ("dealer", 1)): 0.18694,
    (("dealer", 1),): 0.17320,
    (("elder", 1), ("elder", 1)): 0.14944,
    (("dealer", 1), ("elder", 1)): 0.12191,
    (("elder", 1), ("dealer", 1)): 0.04884,
    (("dealer", 2),): 0.03851,
    (("elder", 2),): 0.02840,
    (("dealer", 1), ("dealer", 2)): 0.02743,
    (("elder", 1), ("elder", 2)): 0.01521,
    (("dealer", 1), ("elder", 2)): 0.00651,
    (("elder", 1), ("dealer", 2)): 0.00545,
}
"""How often a deal scores each sequence of points, in the order they are marked, for the
elder hand and the dealer: 200,000 deals between players of the rules of thumb
(:func:`points_in_order`; ``scripts/run python benchmarks/ecarte_deal_points.py --deals 200000
--seed 1``)."""

_MEASURED = sum(DEAL_POINTS.values())

Gain = tuple[bool, int]
"""Points marked in a deal: ``(True, n)`` by the player reckoning, ``(False, n)`` by the
adversary."""


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's score and his adversary's (the deal's points so far included), the points
    of the game, and whether he deals this deal."""

    mine: int
    theirs: int
    target: int
    dealing: bool

    def worth(self, gains: Iterable[Gain]) -> float:
        """The chance of winning the game once this deal ends with ``gains`` marked in order."""
        mine, theirs = self.mine, self.theirs
        for by_me, points in gains:
            if by_me:
                mine += points
                if mine >= self.target:
                    return 1.0
            else:
                theirs += points
                if theirs >= self.target:
                    return 0.0
        # The deal passes: the dealer of this deal is the elder hand of the next.
        return win_chance(mine, theirs, self.target, not self.dealing)

    def worth_of_points(self, points: int) -> float:
        """:meth:`worth` of the deal's last points: won by the player if ``points`` is above
        nought, else by the adversary."""
        return self.worth([(points > 0, abs(points))])


def points_in_order(deal: EcarteDeal, chance: random.Random) -> tuple[tuple[str, int], ...]:
    """Play ``deal`` out by the rules of thumb, its cards drawn from ``chance``; its points as
    (``"elder"`` or ``"dealer"``, points) in the order they were marked."""
    thumb = EcarteRulesOfThumb()
    sequence: list[tuple[str, int]] = []
    before = [0, 0]

    def note() -> None:
        for side in (deal.elder, deal.dealer):
            if deal.points[side] != before[side]:
                role = "elder" if side == deal.elder else "dealer"
                sequence.append((role, deal.points[side] - before[side]))
                before[side] = deal.points[side]

    for seat in turns(deal, chance):
        note()
        deal.apply(thumb.choose(deal.view(seat), tuple(deal.legal_actions())))
    note()
    return tuple(sequence)


def outcome_worth(standing: Standing | None, gains: Iterable[Gain]) -> float:
    """What ``gains`` are worth to the player: his chance of the game after them, or in a deal
    played alone (no standing) their points, his less his adversary's.

    >>> outcome_worth(None, [(False, 1), (True, 2)])
    1.0
    >>> outcome_worth(Standing(mine=4, theirs=0, target=5, dealing=True), [(True, 1)])
    1.0
    """
    if standing is None:
        return float(sum(points if mine else -points for mine, points in gains))
    return standing.worth(gains)


@cache
def win_chance(mine: int, theirs: int, target: int, dealing: bool) -> float:
    """The chance that a player wins the game from ``mine`` to ``theirs`` before a deal, as
    its dealer or its elder hand, if deals score as in ``DEAL_POINTS``.

    >>> round(win_chance(4, 0, 5, False), 3) > round(win_chance(3, 0, 5, False), 3)
    True
    """
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    role = "dealer" if dealing else "elder"
    standing = Standing(mine, theirs, target, dealing)
    # Every deal scores at least a point, so the recursion reaches the end of the game.
    total = sum(
        chance * standing.worth((who == role, points) for who, points in sequence)
        for sequence, chance in DEAL_POINTS.items()
    )
    return total / _MEASURED  # the table's shares, rounded, add up to a hair more than one
