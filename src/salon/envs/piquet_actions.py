"""Piquet's fixed action space: every action the laws allow, each at one index.

=====================  =========================================================
carte blanche          announce, or say there is none
exchange               1 to 7 cards of the twelve, by their places in the hand
                       (the hand put in pack order: see :mod:`salon.envs.subsets`);
                       younger may take up to seven when elder leaves cards
look                   look at the cards left in the stock, or not
call / sink            a call of each combination of the pack, or calling nothing
answer                 good, "what do they make?", equal or not good on each
                       combination
reckon / done          each combination, or nothing more to reckon
play                   each card of the pack
throw in               the last deal's throw-in
choose                 the higher cut deals first, or is elder first (a partie only)
=====================  =========================================================

A point is named by its suit and number of cards (the deal fills in its value), a sequence by
suit, top and length, a quatorze or trio by its cards.

>>> len(COMBINATIONS), ACTION_COUNT
(141, 3908)
>>> from salon.piquet.actions import parse_action
>>> index = index_of(parse_action("call seq 4AH"), ())
>>> index, ACTIONS.meaning(index)
(3364, 'call: a quart major in hearts')
>>> str(action_at(index, ()))
'call seq 4AH'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from salon.cards import SUITS, Card, Rank
from salon.envs.layout import CARD_SLOT, PACK, Layout, card_slot
from salon.envs.subsets import SubsetTable
from salon.piquet.actions import (
    PLAYS,
    AnnounceCarteBlanche,
    Answer,
    Call,
    DealAction,
    DeclineLook,
    Done,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Sink,
    ThrowIn,
    Verdict,
    WaiveCarteBlanche,
)
from salon.piquet.combinations import CardSet, Combination, Point
from salon.piquet.combinations import Sequence as Run
from salon.piquet.partie import ChooseDeal, CutForDeal, PartieAction

HAND: Final = 12
LARGEST_EXCHANGE: Final = 7
"""Younger takes all the stock elder leaves: eight cards less elder's one at the least."""
EXCHANGES: Final = SubsetTable(HAND, LARGEST_EXCHANGE)


def _combinations() -> tuple[Combination, ...]:
    points = [Point(suit, count) for suit in SUITS for count in range(1, 9)]
    runs = [
        Run(suit, Rank(top), length)
        for suit in SUITS
        for length in range(3, 9)
        for top in range(int(Rank.ACE), int(Rank.SEVEN) + length - 2, -1)
    ]
    sets: list[Combination] = []
    for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN):
        four = tuple(Card(rank, suit) for suit in SUITS)
        sets.append(CardSet(rank, four))
        sets += [CardSet(rank, tuple(c for c in four if c is not out)) for out in four]
    return (*points, *runs, *sets)


COMBINATIONS: Final = _combinations()
"""Every combination that can be called: points by suit and number, sequences, then sets."""


def _words(combo: Combination) -> str:
    if isinstance(combo, Point):
        return combo.description
    if isinstance(combo, Run):
        return f"a {combo.description}"
    return f"{combo.description} ({' '.join(str(c) for c in combo.cards)})"


COMBO_WORDS: Final = tuple(_words(c) for c in COMBINATIONS)

ACTIONS: Final = Layout()
CARTE_BLANCHE: Final = ACTIONS.flags("carte blanche", ("announce", "none"))
EXCHANGE: Final = ACTIONS.flags("exchange", [EXCHANGES.words(i) for i in range(len(EXCHANGES))])
LOOK: Final = ACTIONS.flags("look", ("look at the cards left", "do not look"))
CALL: Final = ACTIONS.flags("call", COMBO_WORDS)
SINK: Final = ACTIONS.flags("sink", ("call nothing in this class",))
ANSWER: Final = ACTIONS.flags("answer", ("good", "what do they make?"))
EQUAL: Final = ACTIONS.flags("answer equal", COMBO_WORDS)
NOT_GOOD: Final = ACTIONS.flags("answer not good", COMBO_WORDS)
RECKON: Final = ACTIONS.flags("reckon", COMBO_WORDS)
DONE: Final = ACTIONS.flags("done", ("nothing more to reckon",))
PLAY: Final = ACTIONS.cards("play", "played")
THROW_IN: Final = ACTIONS.flags("throw in", ("throw in the hand",))
CHOOSE: Final = ACTIONS.flags("choose", ("deal first", "be elder first"))
ACTION_COUNT: Final = ACTIONS.size


def _fixed() -> dict[PartieAction, int]:
    """The index of every action that needs no hand to be read."""
    found: dict[PartieAction, int] = {
        AnnounceCarteBlanche(): CARTE_BLANCHE.offset,
        WaiveCarteBlanche(): CARTE_BLANCHE.offset + 1,
        LookAtLeft(): LOOK.offset,
        DeclineLook(): LOOK.offset + 1,
        Sink(): SINK.offset,
        Answer(Verdict.GOOD): ANSWER.offset,
        Answer(Verdict.ASK_VALUE): ANSWER.offset + 1,
        Done(): DONE.offset,
        ThrowIn(): THROW_IN.offset,
        ChooseDeal(True): CHOOSE.offset,
        ChooseDeal(False): CHOOSE.offset + 1,
    }
    for number, combo in enumerate(COMBINATIONS):
        found[Call(combo)] = CALL.offset + number
        found[Answer(Verdict.EQUAL, combo)] = EQUAL.offset + number
        found[Answer(Verdict.NOT_GOOD, combo)] = NOT_GOOD.offset + number
        found[Reckon(combo)] = RECKON.offset + number
    for card in PACK:
        found[PLAYS[card]] = PLAY.offset + card_slot(card)
    return found


FIXED_INDEX: Final = _fixed()
FIXED_ACTION: Final = {index: action for action, index in FIXED_INDEX.items()}


class ActionIndexError(ValueError):
    """An index outside the action space, or an exchange the hand cannot make."""


def index_of(action: PartieAction, hand: Sequence[Card]) -> int:
    """The index of ``action``; ``hand`` (in pack order) places an exchange's cards."""
    if isinstance(action, Exchange):
        try:
            places = tuple(sorted(hand.index(card) for card in action.discard))
            return EXCHANGE.offset + EXCHANGES.index[places]
        except (ValueError, KeyError):
            raise ActionIndexError(f"{action} is not an exchange from this hand") from None
    try:
        return FIXED_INDEX[action]
    except KeyError:
        raise ActionIndexError(f"{action} has no place in the action space") from None


def action_at(index: int, hand: Sequence[Card]) -> PartieAction:
    """The action at ``index``; ``hand`` (in pack order) reads an exchange's places."""
    if EXCHANGE.offset <= index < EXCHANGE.stop:
        places = EXCHANGES.positions[index - EXCHANGE.offset]
        if len(hand) != HAND:
            raise ActionIndexError(f"an exchange is read from twelve cards, not {len(hand)}")
        return Exchange(tuple(hand[p] for p in places))
    try:
        return FIXED_ACTION[index]
    except KeyError:
        raise ActionIndexError(f"{index} is not an action (0 to {ACTION_COUNT - 1})") from None


def deal_action_at(index: int, hand: Sequence[Card]) -> DealAction:
    """The deal's action at ``index`` (the choice of deal belongs to the partie)."""
    action = action_at(index, hand)
    if isinstance(action, ChooseDeal | CutForDeal):
        raise ActionIndexError(f"{index} ({action}) is chosen before the deals, not in one")
    return action


EXCHANGES_OPEN: Final = tuple(
    tuple(EXCHANGE.offset + i for i in EXCHANGES.open_to(limit))
    for limit in range(LARGEST_EXCHANGE + 1)
)
"""The exchange indices open when at most ``limit`` cards may be exchanged."""


def legal_indices(legal: Iterable[DealAction | PartieAction], exchange_limit: int) -> list[int]:
    """The indices of the actions listed, and of every exchange of up to ``exchange_limit``
    cards (the engine's views list exchanges that way)."""
    fixed = FIXED_INDEX
    plays = PLAY.offset
    slots = CARD_SLOT
    found = []
    for action in legal:
        kind = type(action)
        if kind is Play:  # the most common, found without hashing the action
            found.append(plays + slots[action.card.index])  # type: ignore[union-attr]
        elif kind is not Exchange:
            found.append(fixed[action])
    if exchange_limit:
        found.extend(EXCHANGES_OPEN[exchange_limit])
    return found
