"""Actions with their cards renamed: the same deal played with other cards.

Drawing worlds for search (``salon.envs.openspiel``) and testing that hidden cards leave a view
unchanged both replay a deal with some cards exchanged for others; every action naming cards
is renamed, the rest kept.

>>> from salon.cards import Card
>>> from salon.piquet.actions import parse_action
>>> seven, ace = Card.parse("7S"), Card.parse("AS")
>>> str(renamed_piquet(parse_action("play 7S"), lambda c: ace if c is seven else c))
'play AS'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from salon.cards import Card
from salon.ecarte import actions as ecarte
from salon.piquet import actions as piquet

Renaming = Callable[[Card], Card]


def renamed_piquet(action: Any, rename: Renaming) -> Any:
    """A Piquet action (or a partie's) with its cards renamed."""
    if isinstance(action, piquet.DealCards):
        return piquet.DealCards(tuple(rename(c) for c in action.order))
    if isinstance(action, piquet.Exchange):
        return piquet.Exchange(tuple(rename(c) for c in action.discard))
    if isinstance(action, piquet.Play):
        return piquet.PLAYS[rename(action.card)]
    return action


def renamed_ecarte(action: Any, rename: Renaming) -> Any:
    """An Écarté action with its cards renamed."""
    if isinstance(action, ecarte.DealCards):
        return ecarte.DealCards(tuple(rename(c) for c in action.order))
    if isinstance(action, ecarte.Discard):
        return ecarte.Discard(tuple(rename(c) for c in action.cards))
    if isinstance(action, ecarte.Play):
        return ecarte.PLAYS[rename(action.card).index]
    return action
