"""Calls, answers and reckonings as outcomes of a class, on a sampled deal.

Each choice open while calling — a call, sinking, an answer, reckoning one more combination or
not — decides who reckons what in the class in hand. Given both hands of a sampled deal,
:func:`choice_result` says what a choice leads to, the adversary answering and calling truly
and every hand then reckoning what it may; :func:`observed_results` rebuilds the classes
already called from the public facts of the calling (:mod:`salon.piquet.claims`). With
:mod:`salon.agents.piquet.hands` this counts the hands for each choice, so the choices can be
weighed on many sampled deals.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from collections.abc import Sequence as Seq

from salon.agents.piquet.hands import NOBODY, ClassResult, best_combinations, full_result
from salon.cards import Card
from salon.piquet.actions import Answer, Call, DealAction, Done, Reckon, Role, Sink, Verdict
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    Category,
    Combination,
    Point,
    callable_combinations,
    source_of,
)

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
Hands = tuple[Collection[Card], Collection[Card]]


def choice_category(legal: Iterable[DealAction]) -> Category | None:
    """The class a choice among ``legal`` belongs to (None when nothing names it)."""
    for action in legal:
        if isinstance(action, Call | Reckon):
            return action.combination.category
        if isinstance(action, Answer):
            if action.backing is not None:
                return action.backing.category
            if action.verdict is Verdict.ASK_VALUE:
                return Category.POINT
    return None


def _claims(claims: Iterable[Claim], role: Role, category: Category) -> list[Claim]:
    return [c for c in claims if c.role is role and c.category is category]


def held_as_claimed(hand: Iterable[Card], claim: Claim) -> Combination | None:
    """The combination of ``hand`` that a call or answer named (its best, if several fit)."""
    combos = callable_combinations(claim.category, sorted(hand, key=lambda c: c.index))
    fits = [
        combo
        for combo in combos
        if combo.key[0] == claim.size and (claim.measure is None or combo.key[1] == claim.measure)
    ]
    return max(fits, key=lambda combo: combo.key, default=None)


def _whole(category: Category, role: Role, hands: Hands) -> ClassResult:
    combos = tuple(best_combinations(category, hands[role]))
    return ClassResult(role, combos) if combos else NOBODY


def _with_lesser(first: Combination, hand: Collection[Card]) -> ClassResult:
    """Elder's call allowed good: it and, from his other runs or ranks, what is no better."""
    return _with_others(first, ELDER, hand, no_better=True)


def _with_others(
    first: Combination, role: Role, hand: Collection[Card], *, no_better: bool = False
) -> ClassResult:
    """``first`` reckoned, and the whole of each other run or rank of the class in ``hand``
    (only those no better than ``first`` for a call of elder's allowed good)."""
    if isinstance(first, Point):
        return ClassResult(role, (first,))
    source = source_of(first, hand)
    extras = tuple(
        combo
        for combo in best_combinations(first.category, hand)
        if source_of(combo, hand) != source and (not no_better or combo.key <= first.key)
    )
    return ClassResult(role, (first, *extras))


def _answered(call: Combination, category: Category, hands: Hands) -> ClassResult:
    """Younger answers ``call`` truly: not good when he holds better, equal, or good."""
    theirs = best_combinations(category, hands[YOUNGER])
    if theirs and theirs[0].key > call.key:
        return _whole(category, YOUNGER, hands)
    if theirs and theirs[0].key == call.key:
        return NOBODY
    return _with_lesser(call, hands[ELDER])


def observed_results(
    claims: Seq[Claim], upto: Category | None, hands: Hands
) -> dict[Category, ClassResult]:
    """The classes called before ``upto`` (all of them for None), as the calling went: a class
    elder sank is younger's, a call he beat or equalled is his or nobody's, one he allowed is
    elder's; each reckoning all it may."""
    results: dict[Category, ClassResult] = {}
    for category in DECLARED_CATEGORIES:
        if category is upto:
            break
        calls = _claims(claims, ELDER, category)
        answers = {c.relation for c in _claims(claims, YOUNGER, category)}
        if not calls or Relation.BEATS in answers:
            results[category] = _whole(category, YOUNGER, hands)
        elif Relation.EQUALS in answers:
            results[category] = NOBODY
        else:
            call = held_as_claimed(hands[ELDER], calls[-1])
            results[category] = NOBODY if call is None else _with_lesser(call, hands[ELDER])
    return results


def choice_result(
    choice: DealAction, category: Category, claims: Seq[Claim], hands: Hands
) -> ClassResult:
    """What the class in hand comes to after ``choice``, the rest of it played truly."""
    if isinstance(choice, Sink):
        return _whole(category, YOUNGER, hands)
    if isinstance(choice, Call):
        return _answered(choice.combination, category, hands)
    calls = _claims(claims, ELDER, category)
    call = held_as_claimed(hands[ELDER], calls[-1]) if calls else None
    if isinstance(choice, Answer):
        if call is None:
            return full_result(category, hands[ELDER], hands[YOUNGER])
        if choice.verdict is Verdict.GOOD:
            return _with_lesser(call, hands[ELDER])
        if choice.verdict is Verdict.EQUAL:
            return NOBODY
        if choice.verdict is Verdict.NOT_GOOD and choice.backing is not None:
            return _with_others(choice.backing, YOUNGER, hands[YOUNGER])
        return _answered(call, category, hands)
    if isinstance(choice, Reckon | Done):
        if call is None:
            return full_result(category, hands[ELDER], hands[YOUNGER])
        if isinstance(choice, Done):
            return ClassResult(ELDER, (call,))
        return _with_lesser(call, hands[ELDER])
    raise ValueError(f"{choice} is not a choice of the calling")
