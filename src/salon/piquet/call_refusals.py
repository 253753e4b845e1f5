"""Why the calling refuses an action, in the player's terms: a class called out of its turn,
a combination not held or already reckoned, an answer the cards do not bear, or a reckoning
after its time (Law 28). Sources: piquet-description-and-example.txt "Calling and showing" and
piquet-encyclopedia-1902-with-laws.txt (the laws of calling and Law 28); rules-notes.md
"Declarations" (a player never calls what he does not hold).
"""

from __future__ import annotations

from salon.cards import Card, Rank
from salon.piquet.actions import Answer, Call, DealAction, Done, Reckon, Role, Sink, Verdict
from salon.piquet.call_choices import held
from salon.piquet.combinations import CardSet, Category, Combination, Point, Sequence, source_of
from salon.piquet.state import DealState, Phase
from salon.words import number_words

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


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
