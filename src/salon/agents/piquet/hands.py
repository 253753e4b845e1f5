"""What two known hands count before the play, as the deal would count them.

For a sampled deal, where every card is placed, the strong player needs the points in hand of
both sides without playing the calling through the engine. Each class (point, sequences,
quatorzes and trios) ends with one hand reckoning some of its combinations, or neither; by
default both hands declare fully — elder calls his best, younger answers truly, both reckon
everything they may — and the better best combination reckons every combination of its hand
in the class (piquet-description-and-example.txt "Calling and showing"; rules-notes.md
"Declarations"). A class may be given another outcome, for what a hand chose to sink or
concede. Then carte rouge (when played), repique and whether a pique is still open follow as
in :mod:`salon.piquet.declaring`.

>>> from salon.cards import parse_cards
>>> elder = parse_cards("AH KH QH JH 10H AS KS QS AD KD AC 7C")
>>> younger = parse_cards("9H 8H 7H JS 10S 9S QD JD 10D 9D KC QC")
>>> count = count_hands((elder, younger))
>>> count.scores  # point 5, quint and tierce 18, four aces and three kings 17, repique 60
(100, 0)
>>> count.repique, count.pique_open
(<Role.ELDER: 0>, False)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass

from salon.cards import Card
from salon.piquet.actions import Role
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    Category,
    Combination,
    best_point,
    combination_cards,
    maximal_sequences,
    sets_held,
)
from salon.piquet.playout import PlayState
from salon.piquet.rules import PiquetRules

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
_ORDER = (Category.CARTE_BLANCHE, *DECLARED_CATEGORIES)
_DEFAULT_RULES = PiquetRules()


@dataclass(frozen=True, slots=True)
class ClassResult:
    """Who reckons in one class, and the combinations reckoned (``scorer`` None: nobody)."""

    scorer: Role | None
    combos: tuple[Combination, ...] = ()

    @property
    def points(self) -> int:
        return sum(combo.score for combo in self.combos)


NOBODY = ClassResult(None)


def best_combinations(category: Category, hand: Iterable[Card]) -> Seq[Combination]:
    """One combination per source, best first: the best point, every whole run, every set."""
    if category is Category.POINT:
        point = best_point(hand)
        return [] if point is None else [point]
    if category is Category.SEQUENCE:
        return maximal_sequences(hand)
    return sets_held(hand)


def full_result(category: Category, elder: Iterable[Card], younger: Iterable[Card]) -> ClassResult:
    """Both hands declare fully: the better best combination reckons all its hand's class."""
    mine, theirs = best_combinations(category, elder), best_combinations(category, younger)
    if not mine and not theirs:
        return NOBODY
    if mine and (not theirs or mine[0].key > theirs[0].key):
        return ClassResult(ELDER, tuple(mine))
    if theirs and (not mine or theirs[0].key > mine[0].key):
        return ClassResult(YOUNGER, tuple(theirs))
    return NOBODY  # equal: the class counts for neither


@dataclass(frozen=True, slots=True)
class HandCount:
    """Both hands' points in hand (by role), the repique if any, and a pique still open."""

    scores: tuple[int, int]
    repique: Role | None
    pique_open: bool

    def play_state(
        self, hands: tuple[Collection[Card], Collection[Card]], rules: PiquetRules | None = None
    ) -> PlayState:
        """The play about to begin with these hands, elder to lead."""
        return PlayState(
            hands=[set(hands[ELDER]), set(hands[YOUNGER])],
            scores=[self.scores[ELDER], self.scores[YOUNGER]],
            pique_open=self.pique_open,
            rules=rules or _DEFAULT_RULES,
        )


def count_hands(
    hands: tuple[Collection[Card], Collection[Card]],
    *,
    rules: PiquetRules | None = None,
    carte_blanche: Role | None = None,
    results: Mapping[Category, ClassResult] | None = None,
) -> HandCount:
    """What elder's and younger's hands (after the exchange) count before the play.

    ``results`` gives the outcome of some classes; the others are declared fully.
    """
    rules = rules or _DEFAULT_RULES
    scored: list[list[tuple[Category, int]]] = [[], []]
    reckoned: list[list[Combination]] = [[], []]
    if carte_blanche is not None:
        scored[carte_blanche].append((Category.CARTE_BLANCHE, 10))
    for category in DECLARED_CATEGORIES:
        result = (results or {}).get(category)
        if result is None:
            result = full_result(category, hands[ELDER], hands[YOUNGER])
        if result.scorer is not None and result.combos:
            scored[result.scorer].append((category, result.points))
            reckoned[result.scorer].extend(result.combos)
    if rules.carte_rouge:
        for role in Role:
            covered = {c for combo in reckoned[role] for c in combination_cards(combo, hands[role])}
            if reckoned[role] and covered >= set(hands[role]):
                category = max((combo.category for combo in reckoned[role]), key=_precedence)
                scored[role].append((category, rules.carte_rouge))
    scores = [sum(points for _, points in scored[role]) for role in Role]
    repique = _repique(scored)
    if repique is not None:
        scores[repique] += 60
    return HandCount(
        (scores[ELDER], scores[YOUNGER]), repique, repique is None and scores[YOUNGER] == 0
    )


def _precedence(category: Category) -> int:
    return category.value


def _repique(scored: list[list[tuple[Category, int]]]) -> Role | None:
    """30 in hand alone, by scores reckoning before anything the adversary counts."""
    for role in Role:
        count = 0
        for category in _ORDER:
            if any(c is category for c, _ in scored[role.other]):
                break
            count += sum(points for c, points in scored[role] if c is category)
            if count >= 30:
                return role
    return None
