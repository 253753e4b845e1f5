"""What each hand may call, answer or reckon at each moment of the calling: elder's calls class
by class, younger's answers (good, not good, equal, or what does it make), and what each may
reckon more; the calling (:mod:`salon.piquet.declaring`) offers these as the legal actions.
Sources: piquet-description-and-example.txt "Calling and showing"; rules-notes.md
"Declarations".
"""

from __future__ import annotations

from collections.abc import Sequence as Seq

from salon.cards import in_index_order
from salon.piquet.actions import Answer, Call, DealAction, Done, Reckon, Role, Sink, Verdict
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    Category,
    Combination,
    Point,
    callable_combinations,
    source_of,
)
from salon.piquet.state import DealState, Phase

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def held(deal: DealState, role: Role, category: Category) -> Seq[Combination]:
    """The combinations of ``category`` that ``role`` may call, from his hand before play."""
    key = (role, category)
    combos = deal.calls.held.get(key)
    if combos is None:
        combos = callable_combinations(category, in_index_order(deal.held_after_exchange[role]))
        deal.calls.held[key] = combos
    return combos


def legal(deal: DealState) -> list[DealAction]:
    calling = deal.calls
    if deal.phase is Phase.CALL:
        actions: list[DealAction] = [Call(c) for c in held(deal, ELDER, calling.category)]
        return [*actions, Sink()]
    if deal.phase is Phase.ANSWER:
        return list(_answers(deal))
    if deal.phase is Phase.EXTRAS:
        return [*(Reckon(c) for c in _elder_extras(deal)), Done()]
    return []


def younger_reckonings(deal: DealState) -> list[Reckon]:
    """What younger may still reckon before he plays to the first trick."""
    return [Reckon(c) for c in _younger_extras(deal)]


def _answers(deal: DealState) -> list[Answer]:
    call = deal.calls.call
    assert call is not None
    answers = [Answer(Verdict.GOOD)]
    if isinstance(call, Point):
        points = held(deal, YOUNGER, Category.POINT)
        if not deal.calls.asked_value and not deal.rules.point_value_always:
            if any(p.key[0] == call.count for p in points):
                answers.append(Answer(Verdict.ASK_VALUE))
            answers += [Answer(Verdict.NOT_GOOD, p) for p in points if p.key[0] > call.count]
            return answers
        if deal.rules.point_value_always:
            same = list(points)
        else:
            same = [p for p in points if p.key[0] == call.count]
        answers += [Answer(Verdict.EQUAL, p) for p in same if p.key == call.key]
        answers += [Answer(Verdict.NOT_GOOD, p) for p in same if p.key > call.key]
        return answers
    held_combos = held(deal, YOUNGER, call.category)
    if call.category is Category.SEQUENCE:
        answers += [Answer(Verdict.EQUAL, c) for c in held_combos if c.key == call.key]
    answers += [Answer(Verdict.NOT_GOOD, c) for c in held_combos if c.key > call.key]
    return answers


def _unused(
    deal: DealState, role: Role, category: Category, combos: Seq[Combination]
) -> list[Combination]:
    used = deal.calls.sources
    if not any(key[0] is role and key[1] is category for key in used):
        return list(combos)
    hand = deal.held_after_exchange[role]
    return [c for c in combos if (role, category, source_of(c, hand)) not in used]


def _elder_extras(deal: DealState) -> list[Combination]:
    calling = deal.calls
    category = calling.category
    first = calling.elder_first[category]
    combos = held(deal, ELDER, category)
    free = calling.against_the_cards[category]
    return [c for c in _unused(deal, ELDER, category, combos) if free or c.key <= first.key]


def _younger_extras(deal: DealState) -> list[Combination]:
    calling = deal.calls
    extras: list[Combination] = []
    for category in DECLARED_CATEGORIES:
        if calling.outcome.get(category, Verdict.GOOD) in (Verdict.NOT_GOOD, None):
            extras += _unused(deal, YOUNGER, category, held(deal, YOUNGER, category))
    return extras
