"""The cards that illustrate the rules for players, taken from real deals played by the engine.

Piquet's are the worked Example's (piquet-description-and-example.txt "EXAMPLE": A 28, B 23),
Écarté's the guided first deal's (:data:`salon.teaching.lessons.ECARTE_DEAL`): each figure is
what the engine held, threw, reckoned or played at that moment, never cards written by hand,
so a figure cannot disagree with the deal it comes from.

>>> figure = FIGURES["piquet-point"]
>>> figure.caption, [card.name for card in figure.cards][:2]
('A’s point: five hearts, making forty-nine', ['ace of hearts', 'king of hearts'])
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence as Moves
from dataclasses import dataclass
from typing import Any, Final

from salon.cards import Card, sort_hand
from salon.ecarte.actions import parse_action as ecarte_action
from salon.ecarte.deal import EcarteDeal
from salon.piquet.actions import Role
from salon.piquet.actions import parse_action as piquet_action
from salon.piquet.combinations import Category, Sequence
from salon.piquet.deal import Deal
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import parse_record
from salon.teaching.lessons import ECARTE_DEAL
from salon.words import number_words

QUATORZE: Final = 14
"""What four of a rank, a quatorze, count."""


@dataclass(frozen=True, slots=True)
class Figure:
    """Cards shown on the rules page, with the words under them."""

    caption: str
    cards: tuple[Card, ...]


def _played(deal: Any, moves: Moves[str], parse: Callable[[str], Any], upto: int) -> Any:
    for move in moves[:upto]:
        deal.apply(parse(move))
    return deal


def _held(cards: Any) -> tuple[Card, ...]:
    return tuple(sort_hand(cards))


def _piquet_figures() -> dict[str, Figure]:
    moves = [move.text for move in parse_record(EXAMPLE_RECORD).moves]
    dealt = _played(Deal(), moves, piquet_action, 1)
    elder, younger = _held(dealt.hands[Role.ELDER]), _held(dealt.hands[Role.YOUNGER])
    exchanged = _played(Deal(), moves, piquet_action, 4)
    whole = _played(Deal(), moves, piquet_action, len(moves))
    reckoned = whole.calls.reckoned
    point = next(r for r in reckoned if r.combination.category is Category.POINT)
    sequence = next(r for r in reckoned if r.combination.category is Category.SEQUENCE)
    quatorze = next(r for r in reckoned if r.combination.score == QUATORZE)
    run = sequence.combination
    assert isinstance(run, Sequence)
    first = whole.tricks[0]
    value = number_words(sum(card.point_value for card in point.cards))
    return {
        "piquet-elder-dealt": Figure("A, the elder hand, as dealt", elder),
        "piquet-younger-dealt": Figure("B, the younger hand and dealer, as dealt", younger),
        "piquet-elder-discard": Figure(
            f"A throws out {number_words(len(exchanged.discards[Role.ELDER]))}",
            _held(exchanged.discards[Role.ELDER]),
        ),
        "piquet-elder-exchanged": Figure(
            "A after his exchange", _held(exchanged.hands[Role.ELDER])
        ),
        "piquet-younger-exchanged": Figure(
            "B after his exchange", _held(exchanged.hands[Role.YOUNGER])
        ),
        "piquet-point": Figure(
            f"A’s point: {number_words(len(point.cards))} {point.cards[0].suit.plural}, "
            f"making {value}",
            _held(point.cards),
        ),
        "piquet-sequence": Figure(
            f"A’s {run.name}, good for {number_words(run.score)}", _held(sequence.cards)
        ),
        "piquet-quatorze": Figure(
            f"B’s four {quatorze.cards[0].rank.plural}, a quatorze: fourteen",
            _held(quatorze.cards),
        ),
        "piquet-first-trick": Figure(
            f"The first trick: A leads the {first.lead.name}, B follows with the "
            f"{first.reply.name}",
            (first.lead, first.reply),
        ),
    }


def _ecarte_figures() -> dict[str, Figure]:
    dealt = _played(EcarteDeal(dealer=1), ECARTE_DEAL, ecarte_action, 1)
    turn_up = dealt.turn_up
    assert turn_up is not None
    discarded = _played(EcarteDeal(dealer=1), ECARTE_DEAL, ecarte_action, 5)
    whole = _played(EcarteDeal(dealer=1), ECARTE_DEAL, ecarte_action, len(ECARTE_DEAL))
    first = whole.tricks[0]
    return {
        "ecarte-dealt": Figure("A, the non-dealer, as dealt", _held(dealt.hands[0])),
        "ecarte-turn-up": Figure(f"The turn-up: {turn_up.suit.plural} are trumps", (turn_up,)),
        "ecarte-discard": Figure(
            f"A throws out {number_words(len(discarded.discards[0]))}",
            _held(discarded.discards[0]),
        ),
        "ecarte-after-discard": Figure("A after taking in", _held(discarded.hands[0])),
        "ecarte-first-trick": Figure(
            f"The first trick: A leads the {first.lead.name}, B plays the {first.reply.name}",
            (first.lead, first.reply),
        ),
    }


FIGURES: Final = {**_piquet_figures(), **_ecarte_figures()}
"""Every figure of the rules page, by the name its documents give it."""
