"""A finished deal counted again as if the hands had reckoned otherwise, or played otherwise.

To learn what a score is worth, the same deal is counted with that score changed and
everything else as it was: the same cards, played to the same tricks. What hangs on the
change follows the laws: a repique needs thirty in hand before the adversary reckons
anything, a pique needs the younger hand to have counted nothing (piquet-encyclopedia-1902-
with-laws.txt "Pique", "Repuque" and the order of precedence). The play is counted by
:class:`salon.piquet.playout.PlayState`, which counts exactly as a deal does.

The repique of the 1902 article: point, quint and quatorze, all good, make thirty-four;
with the point not good, the quint and quatorze reckon after the adversary's point:

>>> from salon.piquet.combinations import Category as C
>>> elder = [(C.POINT, 5), (C.SEQUENCE, 15), (C.SET, 14)]
>>> repique_of((elder, [])), repique_of((elder[1:], [(C.POINT, 5)]))
(<Role.ELDER: 0>, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from salon.piquet.actions import Role
from salon.piquet.combinations import DECLARED_CATEGORIES, Category, best_point
from salon.piquet.deal import Deal
from salon.piquet.playout import PlayState

HandScores = tuple[Sequence[tuple[Category, int]], Sequence[tuple[Category, int]]]
"""Each hand's scores in hand (carte blanche, point, sequences, sets), elder's first."""

_IN_HAND = (Category.CARTE_BLANCHE, *DECLARED_CATEGORIES)
REPIQUE = 60


def repique_of(hand_scores: HandScores) -> Role | None:
    """The hand that makes thirty in hand alone by scores reckoning before anything the
    adversary reckons, if one does."""
    for role in Role:
        mine, theirs = hand_scores[role], hand_scores[role.other]
        count = 0
        for category in _IN_HAND:
            if any(c is category for c, _ in theirs):
                break
            count += sum(p for c, p in mine if c is category)
            if count >= 30:
                return role
    return None


def play_start(deal: Deal, hand_scores: HandScores | None = None) -> PlayState:
    """The play as it stood when the first card was led, had the hands scored
    ``hand_scores`` (by default, what they did score): the repique added, and the pique
    open while the younger hand has counted nothing."""
    scores = (deal.hand_scores[0], deal.hand_scores[1]) if hand_scores is None else hand_scores
    totals = [sum(p for _, p in scores[role]) for role in Role]
    repique = repique_of(scores)
    if repique is not None:
        totals[repique] += REPIQUE
    return PlayState(
        hands=[set(deal.held_after_exchange[0]), set(deal.held_after_exchange[1])],
        scores=totals,
        pique_open=repique is None and totals[Role.YOUNGER] == 0,
        rules=deal.rules,
    )


def count_again(deal: Deal, hand_scores: HandScores | None = None) -> tuple[int, int]:
    """Elder's and younger's points for the finished ``deal``, the same cards played to the
    same tricks, had the hands scored ``hand_scores``; the deal must have been played out."""
    if not deal.is_terminal or deal.thrown_in is not None:
        raise ValueError("only a deal played out to the last trick can be counted again")
    state = play_start(deal, hand_scores)
    for trick in deal.tricks:
        state.play(trick.lead)
        state.play(trick.reply)
    return state.scores[0], state.scores[1]


def point_given_over(deal: Deal) -> HandScores | None:
    """The hand scores had the point gone to the other hand, with the best point that hand
    held; None when nobody reckoned the point (an equality, or nothing called)."""
    if deal.rules.carte_rouge:
        raise ValueError("a carte rouge is counted with its highest class: not given over")
    owners = [role for role in Role if any(c is Category.POINT for c, _ in deal.hand_scores[role])]
    if not owners:
        return None
    owner = owners[0]
    other = owner.other
    point = best_point(deal.held_after_exchange[other])
    assert point is not None  # twelve cards in four suits: some suit has three
    changed: list[list[tuple[Category, int]]] = [[], []]
    changed[owner] = [(c, p) for c, p in deal.hand_scores[owner] if c is not Category.POINT]
    changed[other] = [*deal.hand_scores[other], (Category.POINT, point.score)]
    return changed[0], changed[1]
