"""Calling and reckoning: point, sequences, quatorzes and trios, then pique and repique.

Elder calls each class in turn (point, sequence, sets) and younger answers *good*, *equal*
or *not good*; the point's value is asked only when younger holds as many cards. A good call
lets elder reckon lesser combinations of its class (anything, if it was good against the
cards); younger reckons what he has good only after elder has led the first card.
Sources: piquet-description-and-example.txt "Calling and showing" and "Carte blanche, pique
and repique"; rules-notes.md "Declarations". The calling carries out the calls and answers;
what each hand may call, answer or reckon now is in :mod:`salon.piquet.call_choices`, why a
call is refused in :mod:`salon.piquet.call_refusals`, and the reckoning, with pique and
repique, in :mod:`salon.piquet.reckoning`.
"""

from __future__ import annotations

from collections.abc import Sequence as Seq

from salon.cards import piquet_pack
from salon.engine import IllegalActionError
from salon.piquet import reckoning
from salon.piquet.actions import Answer, Call, DealAction, Done, Reckon, Role, Sink, Verdict
from salon.piquet.call_choices import held as held
from salon.piquet.call_choices import legal as legal
from salon.piquet.call_choices import younger_reckonings as younger_reckonings
from salon.piquet.call_refusals import refusal as refusal
from salon.piquet.claims import Claim, Relation, public_size_and_measure
from salon.piquet.combinations import (
    DECLARED_CATEGORIES,
    CardSet,
    Category,
    Combination,
    Point,
    combination_cards,
    maximal_sequences,
    sets_held,
)
from salon.piquet.reckoning import after_first_lead as after_first_lead
from salon.piquet.reckoning import begin_reckoning as begin_reckoning
from salon.piquet.reckoning import finish_reckoning as finish_reckoning
from salon.piquet.state import DealState, Phase
from salon.piquet.talk import ANSWER_WORDS, EventKind, naming_words

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

_SINK_WORDS = {
    Category.POINT: "I do not call a point.",
    Category.SEQUENCE: "No sequence.",
    Category.SET: "No quatorze or trio.",
}


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
        reckoning.reckon(deal, role, action.combination)
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
        reckoning.reckon(deal, ELDER, call, first=True)
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


def _next_class(deal: DealState) -> None:
    calling = deal.calls
    calling.index += 1
    calling.call = None
    calling.asked_value = False
    deal.phase = Phase.CALL if calling.index < len(DECLARED_CATEGORIES) else Phase.PLAY
