"""What a Piquet player is offered at his turn, in the words players use.

At each class the best call in each suit comes first, with its count ("Point of five in
hearts, making 48"), in the classic names ("tierce major", "quint to the king", "fourteen
aces"); lesser calls and sinking sit behind "Other calls…". Answers read "Not good", "Equal",
"What do they make?" or "Good", with the numbers, in that order: what the cards support comes
first, and "Good" asks to be confirmed when the hand holds better, for it gives the points away.
Sources: piquet-description-and-example.txt "Calling and showing";
piquet-encyclopedia-1902-with-laws.txt (the example hand, "what do they make?");
piquet-encyclopedic-article-with-variants.txt ("Making?" or "How many?").

>>> from salon.cards import Rank, Suit, parse_cards
>>> combination_words(Point(Suit.HEARTS, 5, 48))
'point of five in hearts, making 48'
>>> combination_words(Sequence(Suit.SPADES, Rank.KING, 5))
'quint to the king in spades, worth 15'
>>> four_aces = CardSet(Rank.ACE, parse_cards("AS AH AD AC"))
>>> combination_words(four_aces), combination_words(CardSet(Rank.QUEEN, parse_cards("QS QH QD")))
('fourteen aces', 'three queens')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from salon.cards import SUITS, Card
from salon.choices import OTHER_CHOICES, Choice, Menu, main_first
from salon.piquet.actions import (
    AnnounceCarteBlanche,
    Answer,
    Call,
    CorrectAnswer,
    CorrectCall,
    DeclineLook,
    Done,
    LookAtLeft,
    Play,
    Reckon,
    Sink,
    ThrowIn,
    Verdict,
    WaiveCarteBlanche,
)
from salon.piquet.combinations import CardSet, Category, Combination, Point, Sequence
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal, PartieAction, PartieView
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView
from salon.words import number_words, one_to

PiquetChoice = Choice[PartieAction]
PiquetMenu = Menu[PartieAction]

_MORE = {
    Phase.CALL: "Other calls…",
    Phase.ANSWER: "Other answers…",
    Phase.EXTRAS: "Other reckonings…",
    Phase.PLAY: "Other reckonings…",
}
THROW_IN_QUESTION = (
    "Throw in your hand? Your adversary counts every trick and the cards; this cannot be undone."
)
THROW_IN = "Throw in the hand: the adversary counts every trick and the cards"
"""The throw-in of a deal alone; in a partie the label says how far short of a hundred the
hand is. Whether its rubicon can be saved is the player's judgement, never said for him."""


def combination_words(combo: Combination, hand: Iterable[Card] = ()) -> str:
    """A combination in the classic names, with its count.

    A trio taken out of a quatorze in ``hand`` says which card it leaves out.
    """
    if isinstance(combo, Point):
        making = f", making {combo.value}" if combo.value else ""
        return f"point of {number_words(combo.count)} in {combo.suit.plural}{making}"
    if isinstance(combo, Sequence):
        return f"{combo.name} in {combo.suit.plural}, worth {combo.score}"
    if combo.count == 4:
        return f"fourteen {combo.rank.plural}"
    left_out = [c for c in hand if c.rank is combo.rank and c not in combo.cards]
    without = f", not the {left_out[0].name}" if left_out else ""
    return f"three {combo.rank.plural}{without}"


def correction_words(action: PartieAction) -> str:
    """A correction of Law 25 as its button says it."""
    if isinstance(action, CorrectCall):
        return f"Correct my call (Law 25): {combination_words(action.combination)}"
    if isinstance(action, CorrectAnswer):
        return f"Correct my answer (Law 25): not good, {combination_words(action.backing)}"
    raise ValueError(f"{action} is not a correction")


def _capital(words: str) -> str:
    return words[0].upper() + words[1:]


def piquet_menu(view: PartieView) -> PiquetMenu:
    """The question put to the seat of ``view`` (which must be to act), and its choices."""
    if view.deal is None:
        choices = tuple(_choose_deal(a) for a in view.legal if isinstance(a, ChooseDeal))
        why = "You cut the higher card" if view.choice_by_cut else "You have the choice"
        return Menu(f"{why}: deal first, or be elder hand?", choices)
    return _short_of_a_hundred(deal_menu(view.deal), view)


def _short_of_a_hundred(menu: PiquetMenu, view: PartieView) -> PiquetMenu:
    """The throw-in says how far the hand is from saving its rubicon: the partie's total and
    what this deal has scored so far (twice, in a deal that counts double), a fact for the
    player to weigh against his cards."""
    assert view.deal is not None
    held = view.totals[view.seat] + view.deal_counts * view.deal.scores[view.deal.role]
    short = 100 - held
    choices = tuple(
        replace(
            choice,
            label=f"Throw in the hand: you are {short} short of a hundred",
            confirm=(
                f"Throw in your hand? You have {held}; only {short} more would save the "
                f"rubicon. {THROW_IN_QUESTION.removeprefix('Throw in your hand? ')}"
            ),
        )
        if isinstance(choice.action, ThrowIn) and short > 0
        else choice
        for choice in menu.choices
    )
    return replace(menu, choices=choices)


def deal_menu(deal: DealView) -> PiquetMenu:
    """The question put to the hand of ``deal`` (which must be to act), and its choices."""
    legal: tuple[PartieAction, ...] = deal.legal
    if deal.exchange_limit:
        limit = deal.exchange_limit
        return Menu(f"Discard {one_to(limit, 'card')}", _choices(deal, legal), discard=limit)
    choices = _choices(deal, legal)
    menu = Menu(_prompt(deal, legal), choices, more=_MORE.get(deal.phase, OTHER_CHOICES))
    return _automatic(menu, deal)


def _choose_deal(action: ChooseDeal) -> PiquetChoice:
    label = "Deal first" if action.deal_first else "Let the adversary deal (be elder hand)"
    return Choice(action, label)


def _choices(deal: DealView, legal: tuple[PartieAction, ...]) -> tuple[PiquetChoice, ...]:
    plays = sorted((a for a in legal if isinstance(a, Play)), key=lambda p: deal.hand.index(p.card))
    combos = sorted(
        (a for a in legal if isinstance(a, Call | Reckon | Answer) and _backing(a) is not None),
        key=lambda a: _best_first(_backing(a)),
    )
    rest = [a for a in legal if not isinstance(a, Play) and a not in combos]
    # The answers the cards support come before "What do they make?", and "Good" last.
    answers = sorted(
        (a for a in rest if isinstance(a, Answer)), key=lambda a: a.verdict is Verdict.GOOD
    )
    rest = [a for a in rest if a not in answers]
    if any(isinstance(a, Reckon) for a in combos):
        # Younger reckons before his first card or not at all: what he may reckon comes
        # first, so the first number typed never plays a card and forfeits it unawares.
        ordered = (*combos, *plays, *answers, *rest)
    else:
        ordered = (*plays, *combos, *answers, *rest)
    return main_first(_choice(action, deal, legal) for action in ordered)


def _backing(action: PartieAction) -> Combination | None:
    if isinstance(action, Call | Reckon):
        return action.combination
    if isinstance(action, Answer):
        return action.backing
    return None


def _best_first(combo: Combination | None) -> tuple[int, int]:
    assert combo is not None
    return (-combo.key[0], -combo.key[1])


def _choice(action: PartieAction, deal: DealView, legal: tuple[PartieAction, ...]) -> PiquetChoice:
    hand = deal.hand
    if isinstance(action, Play):
        return Choice(action, f"Play the {action.card.name}", play=action.card)
    if isinstance(action, Call):
        combo = action.combination
        words = _capital(combination_words(combo, hand))
        return Choice(action, words, main=_is_full(action, legal), cards=_cards(combo, hand))
    if isinstance(action, Reckon):
        combo = action.combination
        words = f"Reckon {combination_words(combo, hand)}"
        return Choice(action, words, main=_is_full(action, legal), cards=_cards(combo, hand))
    if isinstance(action, Answer):
        return _answer(action, deal, legal)
    if isinstance(action, Sink):
        noun = _class_noun(deal)
        question = f"Call no {noun}? Nothing you hold in it will count this deal."
        return Choice(action, f"Sink: call no {noun}", main=False, confirm=question)
    if isinstance(action, Done):
        return Choice(action, "Nothing more to reckon")
    if isinstance(action, WaiveCarteBlanche) and AnnounceCarteBlanche() not in legal:
        return Choice(action, "No carte blanche: on to the exchange")  # nothing forgone
    if isinstance(action, ThrowIn):
        # Behind "Other choices…": beside the cards to play it would read as the thing to do.
        return Choice(action, THROW_IN, main=False, confirm=THROW_IN_QUESTION)
    return Choice(action, _SIMPLE_LABELS.get(type(action), str(action)))


_SIMPLE_LABELS: dict[type, str] = {
    AnnounceCarteBlanche: "Announce carte blanche: ten points, and the hand is shown",
    WaiveCarteBlanche: "Keep it silent, forgoing the ten",
    LookAtLeft: "Look at the cards left in the stock",
    DeclineLook: "Do not look at them",
}


def _cards(combo: Combination, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    if isinstance(combo, Point):
        return combo.cards_in(hand)
    return combo.cards


def _answer(answer: Answer, deal: DealView, legal: tuple[PartieAction, ...]) -> PiquetChoice:
    if answer.verdict is Verdict.GOOD:
        return Choice(answer, "Good", confirm=_conceding(deal, legal))
    if answer.verdict is Verdict.ASK_VALUE:
        call = _last_call(deal)
        count = f" (you hold {call.lower()[:-1]} too{_point_suits(deal)})" if call else ""
        return Choice(answer, f"What do they make?{count}")  # the words the table then hears
    backing = answer.backing
    assert backing is not None
    word = "Equal" if answer.verdict is Verdict.EQUAL else "Not good"
    return Choice(
        answer,
        f"{word}: {combination_words(backing, deal.hand)}",
        main=_is_full(answer, legal),
        cards=_cards(backing, deal.hand),
    )


def _conceding(deal: DealView, legal: tuple[PartieAction, ...]) -> str | None:
    """The question before "Good" when the hand holds an answer that beats the call or ties
    it: "Good" would give the adversary the points the cards deny him."""
    better = [
        a for a in legal if isinstance(a, Answer) and a.verdict in (Verdict.NOT_GOOD, Verdict.EQUAL)
    ]
    if not better:
        return None
    best = min(better, key=lambda a: (a.verdict is Verdict.EQUAL, _best_first(a.backing)))
    assert best.backing is not None
    held = combination_words(best.backing, deal.hand)
    word = "as good" if best.verdict is Verdict.EQUAL else "better"
    return f"Say “Good”? You hold {word}: {held}; “Good” gives the adversary the points."


def _is_full(action: Call | Reckon | Answer, legal: tuple[PartieAction, ...]) -> bool:
    """Not a part of a greater combination open to the same action: the best in its suit
    (or rank). The laws let a player call less than he holds; those calls are the others."""
    combo = _backing(action)
    assert combo is not None
    for other in legal:
        bigger = _backing(other)
        if bigger is None or bigger == combo or type(other) is not type(action):
            continue
        if isinstance(action, Answer) and other.verdict is not action.verdict:  # type: ignore[union-attr]
            continue
        if _contains(bigger, combo):
            return False
    return True


def _contains(bigger: Combination, combo: Combination) -> bool:
    if isinstance(combo, Point) and isinstance(bigger, Point):
        return bigger.suit is combo.suit and bigger.count > combo.count
    if isinstance(combo, Sequence) and isinstance(bigger, Sequence):
        return bigger.suit is combo.suit and bigger.key > combo.key
    if isinstance(combo, CardSet) and isinstance(bigger, CardSet):
        return bigger.rank is combo.rank and bigger.count > combo.count
    return False


def _class_noun(deal: DealView) -> str:
    return deal.calling.noun if deal.calling is not None else "combination"


def _point_suits(deal: DealView) -> str:
    """Where younger holds as many cards as elder called for point (", in spades"): a longer
    suit of his own would answer "Not good", so the one asked of is named."""
    called = [c for c in deal.claims if c.role != deal.role and c.category is Category.POINT]
    if not called:
        return ""
    size = called[-1].size
    suits = [suit for suit in SUITS if sum(card.suit is suit for card in deal.hand) == size]
    return f", in {' and '.join(suit.plural for suit in suits)}" if suits else ""


def _last_call(deal: DealView) -> str:
    """The words of the adversary's last call (what younger answers)."""
    calls = [e for e in deal.talk if e.kind is EventKind.CALL and e.seat != deal.role]
    return calls[-1].words if calls else ""


def _prompt(deal: DealView, legal: tuple[PartieAction, ...]) -> str:
    phase = deal.phase
    if phase is Phase.CALL:
        return f"Declare your {_class_noun(deal)}"
    if phase is Phase.ANSWER:
        call = _last_call(deal)
        return f"Elder calls “{call}” Your answer" if call else "Your answer"
    if phase is Phase.PLAY:
        reckon = any(isinstance(a, Reckon) for a in legal)
        if deal.lead is None:
            return "Your lead"
        play = f"Play to the {deal.lead.name}"
        # Law 28: once younger has played to the first trick, nothing omitted is reckoned.
        first = "Reckon what is good now (once you play, it is lost)"
        return f"{first}, or {play[0].lower()}{play[1:]}" if reckon else play
    return _QUESTIONS.get(phase) or phase.value


_QUESTIONS = {
    Phase.CARTE_BLANCHE: "Carte blanche?",
    Phase.ELDER_LOOK: "Look at the cards you leave?",
    Phase.YOUNGER_LOOK: "Look at the cards you leave?",
    Phase.LOOK_BEFORE_PLAY: "Look at the cards you left, before you play?",
    Phase.EXTRAS: "Reckon more?",
}


def _automatic(menu: PiquetMenu, deal: DealView) -> PiquetMenu:
    """A moment with nothing to decide: the one thing to say, said for the player."""
    if len(menu.choices) != 1 or isinstance(menu.choices[0].action, Play):
        return menu
    action = menu.choices[0].action
    notice = _NOTICES.get(type(action), "")
    if isinstance(action, Done) and deal.phase is Phase.EXTRAS:
        notice = f"No other {_class_noun(deal)} to reckon."
    if isinstance(action, Answer) and action.verdict is Verdict.GOOD:
        # Said for the player, so the talk's "Good." does not look like a slip of his hand.
        notice = f"You hold nothing as good as “{_last_call(deal).rstrip('.')}”: you say “Good.”"
    return replace(menu, automatic=True, said=notice)


_NOTICES: dict[type, str] = {
    WaiveCarteBlanche: "You hold no carte blanche.",
}
"""Forced steps the engine takes in silence; the others say themselves ("No sequence.")."""
