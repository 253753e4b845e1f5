"""Écarté's fixed action space: every action the laws allow, each at one index.

=================  ============================================================
propose            play without proposing, propose, accept, refuse
discard            1 to 5 cards of the five, by their places in the hand (the
                   hand put in pack order: see :mod:`salon.envs.subsets`)
mark the king      announce the king of trumps
play               each card of the pack
throw down         throw down the cards, or claim the point
=================  ============================================================

>>> ACTION_COUNT
70
>>> from salon.ecarte.actions import parse_action
>>> index_of(parse_action("play KH"), ()), ACTIONS.meaning(index_of(parse_action("propose"), ()))
(50, 'talk: propose')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from salon.cards import Card
from salon.ecarte.actions import (
    PLAYS,
    Accept,
    ClaimPoint,
    Discard,
    EcarteAction,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.envs.layout import CARD_SLOT, PACK, Layout, card_slot
from salon.envs.subsets import SubsetTable

HAND: Final = 5
DISCARDS: Final = SubsetTable(HAND, HAND)

ACTIONS: Final = Layout()
TALK: Final = ACTIONS.flags("talk", ("play without proposing", "propose", "accept", "refuse"))
DISCARD: Final = ACTIONS.flags("discard", [DISCARDS.words(i) for i in range(len(DISCARDS))])
MARK: Final = ACTIONS.flags("mark", ("mark the king",))
PLAY: Final = ACTIONS.cards("play", "played")
THROW: Final = ACTIONS.flags("throw down", ("throw down the cards", "claim the point"))
ACTION_COUNT: Final = ACTIONS.size


def _fixed() -> dict[EcarteAction, int]:
    found: dict[EcarteAction, int] = {
        Stand(): TALK.offset,
        Propose(): TALK.offset + 1,
        Accept(): TALK.offset + 2,
        Refuse(): TALK.offset + 3,
        MarkKing(): MARK.offset,
        ThrowDown(): THROW.offset,
        ClaimPoint(): THROW.offset + 1,
    }
    for card in PACK:
        found[PLAYS[card.index]] = PLAY.offset + card_slot(card)
    return found


FIXED_INDEX: Final = _fixed()
FIXED_ACTION: Final = {index: action for action, index in FIXED_INDEX.items()}
KIND_INDEX: Final = {
    type(action): index for action, index in FIXED_INDEX.items() if type(action) is not Play
}
"""The actions without fields by their class: a class hashes in C, a dataclass in Python."""
DISCARDS_OPEN: Final = tuple(
    tuple(DISCARD.offset + i for i in DISCARDS.open_to(limit)) for limit in range(HAND + 1)
)


class ActionIndexError(ValueError):
    """An index outside the action space, or a discard the hand cannot make."""


def index_of(action: EcarteAction, hand: Sequence[Card]) -> int:
    """The index of ``action``; ``hand`` (in pack order) places a discard's cards."""
    if isinstance(action, Discard):
        try:
            places = tuple(sorted(hand.index(card) for card in action.cards))
            return DISCARD.offset + DISCARDS.index[places]
        except (ValueError, KeyError):
            raise ActionIndexError(f"{action} is not a discard from this hand") from None
    try:
        return FIXED_INDEX[action]
    except KeyError:
        raise ActionIndexError(f"{action} has no place in the action space") from None


def action_at(index: int, hand: Sequence[Card]) -> EcarteAction:
    """The action at ``index``; ``hand`` (in pack order) reads a discard's places."""
    if DISCARD.offset <= index < DISCARD.stop:
        if len(hand) != HAND:
            raise ActionIndexError(f"a discard is read from five cards, not {len(hand)}")
        return Discard(tuple(hand[p] for p in DISCARDS.positions[index - DISCARD.offset]))
    try:
        return FIXED_ACTION[index]
    except KeyError:
        raise ActionIndexError(f"{index} is not an action (0 to {ACTION_COUNT - 1})") from None


def legal_indices(legal: Iterable[EcarteAction], discard_limit: int) -> list[int]:
    """The indices of the actions listed, and of every discard of up to ``discard_limit``
    cards (the engine's views list discards that way)."""
    by_kind = KIND_INDEX
    plays = PLAY.offset
    slots = CARD_SLOT
    found = []
    for action in legal:
        kind = type(action)
        if kind is Play:
            found.append(plays + slots[action.card.index])  # type: ignore[union-attr]
        elif kind is not Discard:
            found.append(by_kind[kind])
    if discard_limit:
        found.extend(DISCARDS_OPEN[discard_limit])
    return found
