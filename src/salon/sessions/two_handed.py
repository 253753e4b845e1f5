"""The two-handed game a session plays at its table, and what anyone there sees of it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from salon.cards import Card
from salon.engine import Event, _Chance
from salon.phrases import Phrase


class TwoHanded(Protocol):
    """The two-handed engines a session drives (``Partie``, ``EcarteGame``)."""

    events: list[Event]

    @property
    def to_act(self) -> int | _Chance | None: ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def check(self, action: Any) -> None: ...

    def apply(self, action: Any) -> None: ...

    def sample_chance(self, rng: random.Random) -> Any: ...

    def view(self, seat: int) -> Any: ...

    def told(self, index: int, names: tuple[str, str]) -> Phrase | None: ...

    def played(self, index: int) -> tuple[Card, ...]:
        """The card played with event ``index``, seen by all, when its words do not name it
        (a count said as the card is led); nothing for any other event."""
        ...


@dataclass(frozen=True, slots=True)
class OnlookerView:
    """What anyone at the table sees of an Écarté game: the score, the trump and the tricks."""

    scores: tuple[int, int]
    turn_up: Card | None
    tricks: tuple[tuple[Card, Card], ...]
    """Each trick's lead and reply."""
    lead: Card | None
    """A card led to the trick in progress."""
    to_act: int | None


def onlooker_view(game: Any) -> OnlookerView | None:
    """The public face of an Écarté game (``EcarteGame``), hands and stock face down."""
    if game is None:
        return None
    deal = game.deal
    to_act = game.to_act
    return OnlookerView(
        scores=(game.scores[0], game.scores[1]),
        turn_up=None if deal is None else deal.turn_up,
        tricks=() if deal is None else tuple((t.lead, t.reply) for t in deal.tricks),
        lead=None if deal is None else deal.lead,
        to_act=to_act if isinstance(to_act, int) else None,
    )
