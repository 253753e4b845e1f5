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
from salon.piquet.combinations import Combination
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal, PartieAction, PartieView, parse_partie_action
from salon.terminal.game import Ask, InputError, Option
from salon.words import number_words

_QUESTIONS = {
    Phase.CARTE_BLANCHE: "You hold a carte blanche: announce it?",
    Phase.ELDER_LOOK: "Look at the cards you leave?",
    Phase.YOUNGER_LOOK: "Look at the cards you leave?",
    Phase.LOOK_BEFORE_PLAY: "Look at the cards you left, before you play?",
    Phase.CALL: "Your call",
    Phase.ANSWER: "Your answer",
    Phase.EXTRAS: "Reckon more?",
    Phase.PLAY: "Your card",
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
        return Option("Keep silent: forgo the ten, hide the hand", action)
    if isinstance(action, LookAtLeft):
        return Option("Look at them", action)
    if isinstance(action, DeclineLook):
        return Option("Do not look", action)
    if isinstance(action, Call):
        words = action.combination.call_words
        return Option(f"{words} ({action.combination.description})", action)
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
    options = tuple(option_for(action) for action in view.legal)
    if deal is None:
        return Ask("You cut the higher card: choose", options)
    if deal.exchange_limit:
        limit = deal.exchange_limit
        most = "one card" if limit == 1 else f"one to {number_words(limit)} cards"
        return Ask(f"Discard {most}", options, free="the cards to put out, as 7C 8C 9D")
    free = "a card, as KH or 10s" if deal.phase is Phase.PLAY else ""
    return Ask(_question(deal.phase, deal.role, view.legal), options, free=free)


def _question(phase: Phase, role: Role, legal: tuple[PartieAction, ...]) -> str:
    if phase is Phase.PLAY and legal and not any(isinstance(a, Play) for a in legal):
        return "Your card"
    if phase is Phase.CALL:
        return "Your call (point, then sequence, then quatorzes and trios)"
    return _QUESTIONS.get(phase, f"Your move ({phase.value}, {role.word} hand)")


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
