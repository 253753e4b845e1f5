"""Calling and reckoning: point, sequences, quatorzes and trios, then pique and repique.

Elder calls each class in turn (point, sequence, sets) and younger answers *good*, *equal*
or *not good*; the point's value is asked only when younger holds as many cards. A good call
lets elder reckon lesser combinations of its class (anything, if it was good against the
cards); younger reckons what he has good only after elder has led the first card.
Sources: piquet-description-and-example.txt "Calling and showing" and "Carte blanche, pique
and repique"; rules-notes.md "Declarations".
"""

from __future__ import annotations

from collections.abc import Sequence as Seq

from salon.cards import Card, Rank, in_index_order, piquet_pack
from salon.engine import IllegalActionError
from salon.piquet.actions import Answer, Call, DealAction, Done, Reckon, Role, Sink, Verdict
from salon.piquet.claims import Claim, Relation, public_size_and_measure
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    CardSet,
    Category,
    Combination,
    Point,
    Sequence,
    callable_combinations,
    combination_cards,
    maximal_sequences,
    sets_held,
    source_of,
)
from salon.piquet.state import DealState, Phase, Reckoned
from salon.piquet.talk import (
    ANSWER_WORDS,
    EventKind,
    naming_words,
    not_reckoned_words,
    reckoning_words,
    running,
)
from salon.words import number_words, said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

_SINK_WORDS = {
    Category.POINT: "I do not call a point.",
    Category.SEQUENCE: "No sequence.",
    Category.SET: "No quatorze or trio.",
}


def held(deal: DealState, role: Role, category: Category) -> Seq[Combination]:
    """The combinations of ``category`` that ``role`` may call, from his hand before play."""
    key = (role, category)
    combos = deal.calls.held.get(key)
    if combos is None:
        combos = callable_combinations(category, in_index_order(deal.held_after_exchange[role]))
        deal.calls.held[key] = combos
    return combos


# ---------------------------------------------------------------------- legal actions


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


# ---------------------------------------------------------------------- refusals


def refusal(deal: DealState, action: DealAction) -> str:
    """The law that refuses a calling action now ("" when another part of the deal says).

    Sources: piquet-description-and-example.txt "Calling and showing" and
    piquet-encyclopedia-1902-with-laws.txt (the laws of calling and Law 28); rules-notes.md
    "Declarations" (a player never calls what he does not hold).
    """
    if not isinstance(action, Call | Sink | Answer | Reckon | Done):
        return ""
    phase = deal.phase
    calling = phase in (Phase.CALL, Phase.ANSWER, Phase.EXTRAS)
    current = deal.calls.category.noun if calling else ""
    if phase is Phase.CALL:
        if isinstance(action, Call):
            return _call_refusal(deal, action.combination)
        return f"elder calls first, class by class: he calls his {current} now"
    if phase is Phase.ANSWER:
        if isinstance(action, Answer):
            return _answer_refusal(deal, action)
        return "the younger hand answers the call now: good, not good or equal"
    if phase is Phase.EXTRAS:
        if isinstance(action, Reckon):
            return _extra_refusal(deal, action.combination)
        return f"the elder hand's {current} was good: he reckons more of it, or has done"
    if phase is Phase.PLAY and isinstance(action, Reckon):
        return _younger_refusal(deal, action.combination)
    if phase is Phase.PLAY:
        return "the calling is over: the cards are played"
    return ""


def _held_words(combo: Combination, hand: frozenset[Card]) -> str:
    """What a player lacks: "four queens", "six hearts", "a quart major in hearts"."""
    if isinstance(combo, Point):
        return f"{number_words(combo.count)} {combo.suit.plural}"
    if isinstance(combo, Sequence):
        return f"a {combo.description}"
    held_of_rank = [c for c in hand if c.rank is combo.rank]
    missing = [c for c in combo.cards if c not in hand]
    if len(held_of_rank) < combo.count or not missing:
        return f"{number_words(combo.count)} {combo.rank.plural}"
    return f"the {missing[0].name}"


def _not_held(deal: DealState, role: Role, combo: Combination) -> str:
    hand = deal.held_after_exchange[role]
    if combo in held(deal, role, combo.category):
        return ""
    if isinstance(combo, CardSet) and combo.rank < Rank.TEN:
        return "only aces, kings, queens, knaves and tens make quatorzes and trios"
    return f"you do not hold {_held_words(combo, hand)}"


def _call_refusal(deal: DealState, combo: Combination) -> str:
    calling = deal.calls
    category = combo.category
    current = calling.category.noun
    if category.value < calling.category.value:
        return f"the {category.noun} has been called: now the {current}"
    if category is not calling.category:
        return f"the {current} is called first (point, sequence, then quatorzes and trios)"
    return _not_held(deal, ELDER, combo)


def _answer_refusal(deal: DealState, answer: Answer) -> str:
    call = deal.calls.call
    assert call is not None
    if answer.verdict is Verdict.ASK_VALUE:
        if not isinstance(call, Point):
            return "only a point's value is asked: answer good, not good or equal"
        if deal.calls.asked_value or deal.rules.point_value_always:
            return "the value has been said: answer good, equal or not good"
        return (
            f"the younger hand may ask what the point makes only when he holds as many cards: "
            f"you hold no {number_words(call.count)} cards of a suit"
        )
    backing = answer.backing
    if backing is None:
        return "say what the answer rests on"
    if backing.category is not call.category:
        return f"the answer is to elder's {call.category.noun}"
    lacking = _not_held(deal, YOUNGER, backing)
    if lacking:
        return lacking
    stated = deal.calls.asked_value or deal.rules.point_value_always
    if isinstance(call, Point) and not stated and backing.key[0] == call.count:
        return "you hold as many cards: ask what they make before you answer"
    if answer.verdict is Verdict.EQUAL:
        if call.category is Category.SET:
            return "quatorzes and trios are never equal: one is always the higher"
        return f"your {backing.description} is not equal to the call"
    return f"your {backing.description} is not better than the call"


def _named(combo: Combination) -> str:
    """The call as it is named afterwards: "the tierce to the queen", "three kings"."""
    if isinstance(combo, Sequence):
        return f"the {combo.name}"
    if isinstance(combo, Point):
        return f"a point of {number_words(combo.count)}"
    return combo.call_words[:-1].lower()


def _already_reckoned(deal: DealState, role: Role, combo: Combination) -> str:
    hand = deal.held_after_exchange[role]
    if (role, combo.category, source_of(combo, hand)) not in deal.calls.sources:
        return ""
    if isinstance(combo, Sequence):
        return "those cards have been reckoned: a run is not reckoned as two sequences"
    if isinstance(combo, CardSet):
        return f"your {combo.rank.plural} have been reckoned"
    return "your point has been reckoned"


def _extra_refusal(deal: DealState, combo: Combination) -> str:
    calling = deal.calls
    if combo.category is not calling.category:
        return f"elder now reckons more of his {calling.category.noun} class only"
    reason = _not_held(deal, ELDER, combo) or _already_reckoned(deal, ELDER, combo)
    if reason:
        return reason
    first = calling.elder_first[calling.category]
    if combo.key > first.key and not calling.against_the_cards[calling.category]:
        return (
            f"you called {_named(first)} first and it was not good against the cards: "
            "the laws let you reckon nothing higher"
        )
    return ""


def _younger_refusal(deal: DealState, combo: Combination) -> str:
    if deal.lead is None or deal.hand_settled:
        return (
            "the younger hand reckons after elder's first lead and before he plays to it; "
            "once he has played, nothing omitted can be reckoned (Law 28)"
        )
    name = combo.category.noun
    verdict = deal.calls.outcome.get(combo.category, Verdict.GOOD)
    if verdict is Verdict.GOOD:
        return f"you allowed elder's {name} good: you reckon none"
    if verdict is Verdict.EQUAL:
        return f"the {name}s were equal: neither hand reckons them"
    return _not_held(deal, YOUNGER, combo) or _already_reckoned(deal, YOUNGER, combo)


# ---------------------------------------------------------------------- applying


def apply(deal: DealState, action: DealAction) -> None:
    calling = deal.calls
    if isinstance(action, Call):
        calling.call = action.combination
        _claim(deal, ELDER, Relation.HOLDS, deal.rules.point_value_always)
        deal.say(EventKind.CALL, ELDER, _call_words(deal, action.combination))
        deal.phase = Phase.ANSWER
    elif isinstance(action, Sink):
        _sink(deal)
    elif isinstance(action, Answer):
        _answer(deal, action)
    elif isinstance(action, Reckon):
        role = ELDER if deal.phase is Phase.EXTRAS else YOUNGER
        _reckon(deal, role, action.combination)
    elif isinstance(action, Done):
        _next_class(deal)
    else:
        raise IllegalActionError(action, f"not a calling action ({deal.phase.value})")


def _claim(deal: DealState, role: Role, relation: Relation, value_stated: bool) -> None:
    call = deal.calls.call
    assert call is not None
    size, measure = public_size_and_measure(call, value_stated=value_stated)
    deal.calls.claims.append(Claim(role, call.category, relation, size, measure))


def _call_words(deal: DealState, combo: Combination) -> str:
    if isinstance(combo, Point) and deal.rules.point_value_always:
        return f"{combo.call_words[:-1]}, {combo.value_words[0].lower()}{combo.value_words[1:]}"
    if isinstance(combo, CardSet):
        return combo.call_words[:-1] + "?"
    return combo.call_words


def _sink(deal: DealState) -> None:
    calling = deal.calls
    calling.outcome[calling.category] = None
    deal.say(EventKind.SINK, ELDER, _SINK_WORDS[calling.category])
    _next_class(deal)


def _answer(deal: DealState, answer: Answer) -> None:
    calling = deal.calls
    call = calling.call
    assert call is not None
    category = calling.category
    verdict = answer.verdict
    stated = calling.asked_value or deal.rules.point_value_always
    if verdict is Verdict.ASK_VALUE:
        calling.asked_value = True
        _claim(deal, YOUNGER, Relation.AS_MANY, False)
        _claim(deal, ELDER, Relation.HOLDS, True)
        deal.say(EventKind.ANSWER, YOUNGER, "What do they make?")
        assert isinstance(call, Point)
        deal.say(EventKind.CALL, ELDER, call.value_words)
        return
    if verdict is Verdict.NOT_GOOD:
        _claim(deal, YOUNGER, Relation.BEATS, stated)
    elif verdict is Verdict.EQUAL:
        _claim(deal, YOUNGER, Relation.EQUALS, stated)
    deal.say(EventKind.ANSWER, YOUNGER, ANSWER_WORDS[verdict])
    calling.outcome[category] = verdict
    if verdict is Verdict.GOOD:
        calling.elder_first[category] = call
        calling.against_the_cards[category] = _good_against_the_cards(deal, call)
        _reckon(deal, ELDER, call, first=True)
        if category is Category.POINT:
            _next_class(deal)
        else:
            deal.phase = Phase.EXTRAS
        return
    assert answer.backing is not None
    calling.backing[category] = answer.backing
    if verdict is Verdict.EQUAL:
        cards = combination_cards(call, deal.hands[ELDER])
        deal.revealed[ELDER].update(cards)
        deal.say(EventKind.NAME, ELDER, naming_words(call))
    _next_class(deal)


def _good_against_the_cards(deal: DealState, call: Combination) -> bool:
    """Better than anything younger could hold in hand and discard together."""
    possible = set(piquet_pack()) - deal.hands[ELDER] - set(deal.discards[ELDER])
    if call.category is Category.SEQUENCE:
        rivals: Seq[Combination] = maximal_sequences(possible)
    elif call.category is Category.SET:
        rivals = sets_held(possible)
    else:
        return True
    return not rivals or call.key > rivals[0].key


def _reckon(deal: DealState, role: Role, combo: Combination, *, first: bool = False) -> None:
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


def _next_class(deal: DealState) -> None:
    calling = deal.calls
    calling.index += 1
    calling.call = None
    calling.asked_value = False
    deal.phase = Phase.CALL if calling.index < len(DECLARED_CATEGORIES) else Phase.PLAY


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
            _reckon(deal, YOUNGER, backing)
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
            if count >= 30:
                _award_repique(deal, role, deal.scores[role])
                return True
    return False


def _award_repique(deal: DealState, role: Role, count: int) -> None:
    deal.repiqued = True
    deal.say(EventKind.REPIQUE, role, f"Repique: {said(count + 60)}", points=60)


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
    if hand >= 30:
        _award_repique(deal, ELDER, hand)
