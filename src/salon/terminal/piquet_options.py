"""What a Piquet player is asked at each moment, and how his typed answers are read.

>>> from salon.piquet.actions import Answer, Verdict
>>> option_for(Answer(Verdict.ASK_VALUE)).label
'What do they make?'
"""

from __future__ import annotations

from salon.cards import Card, CardParseError, parse_cards
from salon.piquet.actions import (
    ActionParseError,
    AnnounceCarteBlanche,
    Answer,
    Call,
    DeclineLook,
    Done,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Role,
    Sink,
    ThrowIn,
    Verdict,
    WaiveCarteBlanche,
)
from salon.piquet.combinations import CardSet, Combination, Point, Sequence
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal, PartieAction, PartieView, parse_partie_action
from salon.terminal.game import Ask, InputError, Option
from salon.words import number_words

_QUESTIONS = {
    Phase.CARTE_BLANCHE: "Carte blanche? (said every deal, before elder exchanges)",
    Phase.ELDER_LOOK: "Look at the cards you leave?",
    Phase.YOUNGER_LOOK: "Look at the cards you leave?",
    Phase.LOOK_BEFORE_PLAY: "Look at the cards you left, before you play?",
    Phase.ANSWER: "Your answer:",
    Phase.EXTRAS: "Reckon more?",
    Phase.PLAY: "Your card:",
}


def _combo(combo: Combination) -> str:
    return f"{combo.description} ({combo.score})"


def option_for(action: PartieAction) -> Option:
    """The words a player sees for one legal action."""
    if isinstance(action, ChooseDeal):
        label = "Deal first" if action.deal_first else "Let the adversary deal (be elder hand)"
        return Option(label, action)
    if isinstance(action, AnnounceCarteBlanche):
        return Option("Announce it: ten points, and the hand is shown", action)
    if isinstance(action, WaiveCarteBlanche):
        return Option("No carte blanche (or keep one silent, forgoing the ten)", action)
    if isinstance(action, LookAtLeft):
        return Option("Look at them", action)
    if isinstance(action, DeclineLook):
        return Option("Do not look", action)
    if isinstance(action, Call):
        return Option(_call_label(action.combination), action)
    if isinstance(action, Sink):
        return Option("Sink: call nothing in this class", action)
    if isinstance(action, Answer):
        return Option(_answer_label(action), action)
    if isinstance(action, Reckon):
        return Option(f"Reckon {_combo(action.combination)}", action)
    if isinstance(action, Done):
        return Option("Nothing more to reckon", action)
    if isinstance(action, Play):
        return Option(f"Play the {action.card.name}", action, cards=(action.card,))
    if isinstance(action, ThrowIn):
        return Option("Throw in the hand: the rubicon cannot be saved", action)
    return Option(str(action), action)


def _call_label(combo: Combination) -> str:
    if isinstance(combo, Point):
        making = f", making {combo.value}" if combo.value else ""
        return f"{combo.call_words[:-1]} ({combo.description}{making})"
    suit = f" in {combo.suit.plural}" if isinstance(combo, Sequence) else ""
    return f"{combo.call_words[:-1]}{suit} (worth {combo.score})"


def _combination_of(action: PartieAction) -> Combination | None:
    return action.combination if isinstance(action, Call | Reckon) else None


def _is_full(action: Call | Reckon, legal: tuple[PartieAction, ...]) -> bool:
    """Not a part of a greater combination of the same kind that is open too.

    The laws let a player call less than he holds; the lesser calls stay open by typing
    them, so that the list of choices fits the screen.
    """
    combo = action.combination
    return not any(
        type(other) is type(action) and _contains(bigger, combo)
        for other in legal
        if (bigger := _combination_of(other)) is not None and bigger != combo
    )


def _contains(bigger: Combination, combo: Combination) -> bool:
    if isinstance(combo, Point) and isinstance(bigger, Point):
        return bigger.suit is combo.suit and bigger.count > combo.count
    if isinstance(combo, Sequence) and isinstance(bigger, Sequence):
        return set(combo.cards) < set(bigger.cards)
    if isinstance(combo, CardSet) and isinstance(bigger, CardSet):
        return bigger.rank is combo.rank and bigger.count > combo.count
    return False


def _best_first(action: PartieAction) -> tuple[int, tuple[int, int]]:
    """Calls and reckonings with the best first; everything else keeps its order."""
    combo = _combination_of(action)
    if combo is None:
        return (1, (0, 0))
    return (0, (-combo.key[0], -combo.key[1]))


def _answer_label(answer: Answer) -> str:
    if answer.verdict is Verdict.GOOD:
        return "Good."
    if answer.verdict is Verdict.ASK_VALUE:
        return "What do they make?"
    assert answer.backing is not None
    word = "Equal." if answer.verdict is Verdict.EQUAL else "Not good."
    return f"{word} (I hold a {answer.backing.description})"


def piquet_ask(view: PartieView) -> Ask:
    """The question for the seat of ``view`` (which must be to act)."""
    deal = view.deal
    listed = [a for a in view.legal if not isinstance(a, Call | Reckon) or _is_full(a, view.legal)]
    listed.sort(key=_best_first)
    if deal is not None:
        order = {card: place for place, card in enumerate(deal.hand)}
        listed.sort(key=lambda a: order.get(a.card, 0) if isinstance(a, Play) else 0)
    options = tuple(option_for(action) for action in listed)
    if deal is None:
        return Ask("You cut the higher card; choose:", options)
    if deal.exchange_limit:
        limit = deal.exchange_limit
        most = "one card" if limit == 1 else f"one to {number_words(limit)} cards"
        return Ask(f"Discard {most}:", options, free="the cards to put out, as 7C 8C 9D")
    free = "a card, as KH or 10s" if deal.phase is Phase.PLAY else ""
    lesser = [a for a in view.legal if a not in listed]
    if lesser:
        free = f"a lesser one in full, as '{lesser[0]}'"
    return Ask(_question(deal.phase, deal.role, view.legal), options, free=free)


def _question(phase: Phase, role: Role, legal: tuple[PartieAction, ...]) -> str:
    if phase is Phase.PLAY and legal and not any(isinstance(a, Play) for a in legal):
        return "Your card:"
    if phase is Phase.CALL:
        calls = [a.combination.category.word for a in legal if isinstance(a, Call)]
        return f"Your call: {calls[0] if calls else 'nothing to call in this class'}."
    return _QUESTIONS.get(phase, f"Your move ({phase.value}, {role.word} hand):")


def read_piquet(view: PartieView, text: str) -> PartieAction:
    """The action meant by typed cards (an exchange or a card to play) or its record form."""
    deal = view.deal
    cleaned = text.strip()
    if deal is not None and deal.exchange_limit:
        try:
            cards = parse_cards(cleaned)
        except CardParseError as error:
            raise InputError(str(error)) from None
        return Exchange(cards)
    if deal is not None and deal.phase is Phase.PLAY and len(cleaned.split()) == 1:
        try:
            return Play(Card.parse(cleaned))
        except CardParseError:
            pass
    try:
        return parse_partie_action(cleaned)
    except (ActionParseError, CardParseError):
        raise InputError(f"{text!r} is not understood") from None
