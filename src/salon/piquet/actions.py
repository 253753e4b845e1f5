"""The typed actions of a Piquet deal and partie, with their short text form.

Every action prints as a few words and reads back from them, which is what game records
are made of.

>>> str(Exchange(parse_cards("KS 8C 7C")))
'exchange KS 8C 7C'
>>> parse_action("call seq 4AH")
Call(combination=Sequence(suit=<Suit.HEARTS: 'H'>, top=<Rank.ACE: 14>, length=4))
>>> str(parse_action("answer not-good set 10S 10H 10D 10C"))
'answer not-good set 10S 10H 10D 10C'
>>> parse_action("answer maybe")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
salon.piquet.actions.ActionParseError: 'answer maybe': an answer is good, ask-value, ...
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from salon.cards import Card, CardParseError, Rank, Suit, format_cards, parse_cards, piquet_pack
from salon.engine import pickle_by_fields
from salon.piquet.combinations import CardSet, Combination, Point, Sequence


class ActionParseError(ValueError):
    """Text that is not a Piquet action."""


class Role(IntEnum):
    """The two hands of a deal. Elder (the non-dealer) calls and leads first."""

    ELDER = 0
    YOUNGER = 1

    @property
    def other(self) -> Role:
        return _OTHER[self]

    @property
    def word(self) -> str:
        return self.name.lower()


_OTHER = (Role.YOUNGER, Role.ELDER)


class Verdict(Enum):
    """The younger hand's answers to a call."""

    __hash__ = object.__hash__  # singletons: hashed in C, not by name in Python

    GOOD = "good"
    ASK_VALUE = "ask-value"
    """ "What do they make?": younger holds a point of as many cards."""
    EQUAL = "equal"
    NOT_GOOD = "not-good"


@dataclass(frozen=True, slots=True)
class DealCards:
    """Chance: the pack in the order it is dealt (after shuffling and the cut)."""

    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + format_cards(self.order)


@dataclass(frozen=True, slots=True)
class AnnounceCarteBlanche:
    """ "I have a carte blanche." """

    def __str__(self) -> str:
        return "carte-blanche"


@dataclass(frozen=True, slots=True)
class WaiveCarteBlanche:
    """Younger announces no carte blanche: he has none, or forgoes its ten to hide his hand."""

    def __str__(self) -> str:
        return "no-carte-blanche"


@dataclass(frozen=True, slots=True, eq=False)
class Exchange:
    """Put out these cards and take in as many from the top of the stock: the same cards named
    in any order are the same exchange.

    >>> from salon.cards import parse_cards
    >>> Exchange(parse_cards("7C 8D")) == Exchange(parse_cards("8D 7C"))
    True
    """

    discard: tuple[Card, ...]

    def __str__(self) -> str:
        # A hand of eleven may take in one card and put out none (Laws 21 and 22).
        return f"exchange {format_cards(self.discard)}".rstrip()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Exchange):
            return NotImplemented
        return frozenset(self.discard) == frozenset(other.discard)

    def __hash__(self) -> int:
        return hash(frozenset(self.discard))


@dataclass(frozen=True, slots=True)
class LookAtLeft:
    """Look at the cards left in the stock."""

    def __str__(self) -> str:
        return "look"


@dataclass(frozen=True, slots=True)
class DeclineLook:
    """Leave the cards left in the stock unseen (for now)."""

    def __str__(self) -> str:
        return "no-look"


@dataclass(frozen=True, slots=True, init=False)
class Call:
    """Elder calls a combination (for the point, the best cards of a suit, as many as named)."""

    combination: Combination

    def __init__(self, combination: Combination) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "combination", combination)

    def __str__(self) -> str:
        return "call " + format_combination(self.combination)


@dataclass(frozen=True, slots=True)
class Sink:
    """Call nothing in this class."""

    def __str__(self) -> str:
        return "sink"


@dataclass(frozen=True, slots=True, init=False)
class Answer:
    """Younger's answer; equal and not-good name the combination they rest on."""

    verdict: Verdict
    backing: Combination | None = None

    def __init__(self, verdict: Verdict, backing: Combination | None = None) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "verdict", verdict)
        object.__setattr__(self, "backing", backing)

    def __str__(self) -> str:
        if self.backing is None:
            return f"answer {self.verdict.value}"
        return f"answer {self.verdict.value} {format_combination(self.backing)}"


@dataclass(frozen=True, slots=True, init=False)
class Reckon:
    """Reckon one more combination that is good."""

    combination: Combination

    def __init__(self, combination: Combination) -> None:
        object.__setattr__(self, "combination", combination)  # see Call

    def __str__(self) -> str:
        return "reckon " + format_combination(self.combination)


@dataclass(frozen=True, slots=True)
class Done:
    """Nothing more to reckon in this class (elder) or in hand (younger)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Play:
    """Lead or play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


PLAYS: dict[Card, Play] = {card: Play(card) for card in piquet_pack(with_sixes=True)}
"""One Play action per card, shared, so that legal moves are cheap to list and compare."""


@dataclass(frozen=True, slots=True)
class ThrowIn:
    """Last deal: throw down the hand when the rubicon cannot be saved."""

    def __str__(self) -> str:
        return "throw-in"


@dataclass(frozen=True, slots=True, init=False)
class CorrectCall:
    """Law 25: elder, having called too little, calls instead what he holds, before younger
    has answered."""

    combination: Combination

    def __init__(self, combination: Combination) -> None:
        object.__setattr__(self, "combination", combination)  # see Call

    def __str__(self) -> str:
        return "correct-call " + format_combination(self.combination)


@dataclass(frozen=True, slots=True, init=False)
class CorrectAnswer:
    """Law 25: younger, having allowed a call good or equal when he held better, answers
    "not good" instead, resting on ``backing``, before elder has called again or led."""

    backing: Combination

    def __init__(self, backing: Combination) -> None:
        object.__setattr__(self, "backing", backing)  # see Call

    def __str__(self) -> str:
        return "correct-answer " + format_combination(self.backing)


Correction = CorrectCall | CorrectAnswer
"""The two corrections of Law 25: each made out of turn, while the law allows it."""


@dataclass(frozen=True, slots=True)
class Misdeal:
    """Chance, at a table of real cards: the cards as they were dealt when the deal went wrong
    (Laws 9 and 10): elder's hand, younger's, and the stock, top first."""

    elder: tuple[Card, ...]
    younger: tuple[Card, ...]
    stock: tuple[Card, ...]

    def __str__(self) -> str:
        return "misdeal " + " / ".join(
            format_cards(p) for p in (self.elder, self.younger, self.stock)
        )


@dataclass(frozen=True, slots=True)
class StandDeal:
    """Law 10: the elder hand stands a deal in which one card was dealt wrongly."""

    def __str__(self) -> str:
        return "stand-deal"


@dataclass(frozen=True, slots=True)
class FreshDeal:
    """Law 10: the elder hand has a fresh deal instead."""

    def __str__(self) -> str:
        return "fresh-deal"


DealAction = (
    DealCards
    | AnnounceCarteBlanche
    | WaiveCarteBlanche
    | Exchange
    | LookAtLeft
    | DeclineLook
    | Call
    | Sink
    | Answer
    | Reckon
    | Done
    | Play
    | ThrowIn
    | CorrectCall
    | CorrectAnswer
    | Misdeal
    | StandDeal
    | FreshDeal
)


def format_combination(combo: Combination) -> str:
    """``point 5H`` (five hearts), ``seq 4AH`` (quart to the ace of hearts), ``set JS JH JC``."""
    if isinstance(combo, Point):
        return f"point {combo.count}{combo.suit.value}"
    if isinstance(combo, Sequence):
        return f"seq {combo.length}{Card(combo.top, combo.suit)}"
    return "set " + format_cards(combo.cards)


def parse_combination(words: list[str], text: str) -> Combination:
    if not words:
        raise ActionParseError(f"{text!r}: name a combination (point 5H, seq 4AH, set JS JH JC)")
    kind, args = words[0], words[1:]
    try:
        if kind == "point" and len(args) == 1 and len(args[0]) >= 2:
            count, suit = int(args[0][:-1]), Suit(args[0][-1].upper())
            if not 1 <= count <= 12:
                raise ValueError
            return Point(suit, count, 0)
        if kind == "seq" and len(args) == 1 and len(args[0]) >= 3:
            length, top = int(args[0][0]), Card.parse(args[0][1:])
            if not 3 <= length <= 9 or int(top.rank) - length + 1 < int(Rank.SIX):
                raise ValueError
            return Sequence(top.suit, top.rank, length)
        if kind == "set" and len(args) in (3, 4):
            cards = parse_cards(" ".join(args))
            ranks = {c.rank for c in cards}
            if len(ranks) != 1 or len(set(cards)) != len(cards) or min(ranks) < Rank.TEN:
                raise ValueError
            return CardSet(cards[0].rank, cards)
    except (ValueError, CardParseError):
        pass
    raise ActionParseError(f"{text!r}: {' '.join(words)!r} is not a combination")


_SIMPLE: dict[str, DealAction] = {
    "carte-blanche": AnnounceCarteBlanche(),
    "no-carte-blanche": WaiveCarteBlanche(),
    "look": LookAtLeft(),
    "no-look": DeclineLook(),
    "sink": Sink(),
    "done": Done(),
    "throw-in": ThrowIn(),
    "stand-deal": StandDeal(),
    "fresh-deal": FreshDeal(),
}


def parse_action(text: str) -> DealAction:
    """Read an action from its text form; a point's value is filled in by the deal."""
    words = text.split()
    if not words:
        raise ActionParseError("an empty line is not an action")
    head, rest = words[0].lower(), words[1:]
    if head in _SIMPLE and not rest:
        return _SIMPLE[head]
    try:
        if head == "deal":
            return DealCards(parse_cards(" ".join(rest)))
        if head == "exchange":
            return Exchange(parse_cards(" ".join(rest)))
        if head == "play" and len(rest) == 1:
            return PLAYS[Card.parse(rest[0])]  # shared: a partie holds hundreds of plays
        if head == "misdeal":
            parts = " ".join(rest).split("/")
            if len(parts) == 3:
                elder, younger, stock = (parse_cards(part) for part in parts)
                return Misdeal(elder, younger, stock)
            raise ActionParseError(f"{text!r}: a misdeal is elder's cards / younger's / the stock")
    except CardParseError as error:
        raise ActionParseError(f"{text!r}: {error}") from None
    if head == "call":
        return Call(parse_combination(rest, text))
    if head == "reckon":
        return Reckon(parse_combination(rest, text))
    if head == "correct-call":
        return CorrectCall(parse_combination(rest, text))
    if head == "correct-answer":
        return CorrectAnswer(parse_combination(rest, text))
    if head == "answer":
        verdicts = {v.value: v for v in Verdict}
        if not rest or rest[0] not in verdicts:
            raise ActionParseError(f"{text!r}: an answer is good, ask-value, equal or not-good")
        verdict = verdicts[rest[0]]
        backing = parse_combination(rest[1:], text) if rest[1:] else None
        return Answer(verdict, backing)
    raise ActionParseError(f"{text!r} is not a Piquet action")


pickle_by_fields(globals())
