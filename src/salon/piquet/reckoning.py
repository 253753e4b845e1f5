"""The reckoning: each combination scored and named as it is allowed, younger's reckoning after
elder's first lead, and the count of the hands on younger's first card, with carte rouge,
repique and pique. Sources: piquet-description-and-example.txt "Calling and showing" and
"Carte blanche, pique and repique"; rules-notes.md "Declarations".
"""

from __future__ import annotations

from salon.piquet.actions import Role, Verdict
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    CardSet,
    Category,
    Combination,
    combination_cards,
    source_of,
)
from salon.piquet.rules import REPIQUE_POINTS, THIRTY
from salon.piquet.state import DealState, Phase, Reckoned
from salon.piquet.talk import EventKind, naming_words, not_reckoned_words, reckoning_words, running
from salon.words import said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def reckon(deal: DealState, role: Role, combo: Combination, *, first: bool = False) -> None:
    hand = deal.hands[role]
    cards = combination_cards(combo, hand)
    source = source_of(combo, deal.held_after_exchange[role])
    deal.calls.sources.add((role, combo.category, source))
    deal.calls.reckoned.append(Reckoned(role, combo, cards))
    deal.revealed[role].update(cards)
    deal.hand_scores[role].append((combo.category, combo.score))
    before = deal.scores[role]
    if first:
        named = naming_words(combo)
        if named:
            deal.say(EventKind.NAME, role, named)
        deal.say(EventKind.SCORE, role, running(before, combo.score), points=combo.score)
    else:
        deal.say(EventKind.SCORE, role, reckoning_words(combo, before), points=combo.score)
    if isinstance(combo, CardSet) and combo.count == 3:
        deal.say(EventKind.NAME, role, not_reckoned_words(combo))
    if role is ELDER:
        _early_repique(deal)


def after_first_lead(deal: DealState) -> None:
    """Elder has led: younger decides about his leavings, then reckons."""
    if deal.younger_left and deal.younger_looks is None:
        deal.phase = Phase.LOOK_BEFORE_PLAY
    else:
        begin_reckoning(deal)


def begin_reckoning(deal: DealState) -> None:
    """Younger reckons what he has shown to be better, and names his equalities.

    He may then reckon more (``Reckon``) until he plays to the first trick.
    """
    calling = deal.calls
    for category in DECLARED_CATEGORIES:
        verdict = calling.outcome.get(category)
        backing = calling.backing.get(category)
        if backing is None:
            continue
        if verdict is Verdict.NOT_GOOD:
            reckon(deal, YOUNGER, backing)
        elif verdict is Verdict.EQUAL:
            cards = combination_cards(backing, deal.hands[YOUNGER])
            deal.revealed[YOUNGER].update(cards)
            named = naming_words(backing)
            deal.say(EventKind.NAME, YOUNGER, f"Equal: {named[0].lower()}{named[1:]}")
    deal.phase = Phase.PLAY


def finish_reckoning(deal: DealState) -> None:
    """Younger plays to the first trick: the hands are counted, with pique and repique."""
    deal.hand_settled = True
    _carte_rouge(deal)
    repiqued = deal.repiqued or _repique(deal)
    deal.pique_open = not repiqued and deal.scores[YOUNGER] == 0
    deal.check_pique()


def _carte_rouge(deal: DealState) -> None:
    points = deal.rules.carte_rouge
    if not points:
        return
    for role in Role:
        mine = [r for r in deal.calls.reckoned if r.role is role]
        covered = {card for r in mine for card in r.cards}
        if mine and covered >= deal.held_after_exchange[role]:
            category = max((r.combination.category for r in mine), key=lambda c: c.value)
            deal.hand_scores[role].append((category, points))
            total = deal.scores[role] + points
            deal.say(EventKind.CARTE_ROUGE, role, f"Carte rouge: {said(total)}", points=points)


def _repique(deal: DealState) -> bool:
    """30 in hand alone by scores reckoning before anything the adversary counts: +60."""
    for role in Role:
        count = 0
        for category in (Category.CARTE_BLANCHE, *DECLARED_CATEGORIES):
            if any(c is category for c, _ in deal.hand_scores[role.other]):
                break
            count += sum(p for c, p in deal.hand_scores[role] if c is category)
            if count >= THIRTY:
                _award_repique(deal, role, deal.scores[role])
                return True
    return False


def _award_repique(deal: DealState, role: Role, count: int) -> None:
    deal.repiqued = True
    repique = count + REPIQUE_POINTS
    deal.say(EventKind.REPIQUE, role, f"Repique: {said(repique)}", points=REPIQUE_POINTS)


def _early_repique(deal: DealState) -> None:
    """Elder counts his repique as he reckons ("Ninety-four") when it is already certain:
    younger has shown nothing that reckons before, and can reckon nothing that does (no class
    up to this one was left to him)."""
    if deal.repiqued or deal.carte_blanche is YOUNGER:
        return
    calling = deal.calls
    upto = DECLARED_CATEGORIES[: calling.index + 1]
    if any(calling.outcome.get(c, None) in (None, Verdict.NOT_GOOD) for c in upto):
        return
    hand = sum(p for c, p in deal.hand_scores[ELDER] if c is Category.CARTE_BLANCHE or c in upto)
    if hand >= THIRTY:
        _award_repique(deal, ELDER, hand)
