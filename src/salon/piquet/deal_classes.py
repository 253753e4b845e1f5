"""What a finished deal scored, class by class: the summary a player reads after the deal.

A deal's count is said aloud one score at a time (twenty lines or more); the players
write it on the card by class, in the order of precedence of the seed's "Scoring": carte
blanche, point, sequences, sets (and carte rouge, where agreed), then the pique or repique,
the play, the cards and the capot.

>>> import random
>>> from salon.piquet.deal import Deal
>>> deal, rng = Deal(), random.Random(4)
>>> while not deal.is_terminal:
...     deal.apply(deal.random_action(rng))
>>> lines = deal_classes(deal)
>>> [sum(line.points[r] for line in lines) for r in (0, 1)] == list(deal.scores)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.engine import Event
from salon.piquet.combinations import Category
from salon.piquet.rules import CARDS_POINTS
from salon.piquet.state import DealState
from salon.piquet.talk import EventKind


class DealClass(Enum):
    """A class of the count, in the words the players write it with."""

    CARTE_BLANCHE = "carte blanche"
    POINT = "point"
    SEQUENCES = "sequences"
    SETS = "sets"
    CARTE_ROUGE = "carte rouge"
    REPIQUE = "repique"
    PIQUE = "pique"
    PLAY = "play"
    CARDS = "cards"
    CAPOT = "capot"


@dataclass(frozen=True, slots=True)
class ClassLine:
    """One class of a deal's count: what each hand scored by it (indexed as the deal's
    players are: elder, younger; a partie gives them by seat)."""

    kind: DealClass
    points: tuple[int, int]

    @property
    def word(self) -> str:
        return self.kind.value


_DECLARED: Final = {
    Category.CARTE_BLANCHE: DealClass.CARTE_BLANCHE,
    Category.POINT: DealClass.POINT,
    Category.SEQUENCE: DealClass.SEQUENCES,
    Category.SET: DealClass.SETS,
}
_BY_EVENT: Final = {
    EventKind.CARTE_ROUGE: DealClass.CARTE_ROUGE,
    EventKind.REPIQUE: DealClass.REPIQUE,
    EventKind.PIQUE: DealClass.PIQUE,
    EventKind.LEAD: DealClass.PLAY,
    EventKind.PLAY: DealClass.PLAY,
    EventKind.TRICK: DealClass.PLAY,
}


def capots_in(events: Sequence[Event]) -> tuple[int, int]:
    """How many capots each seat made, read from a partie's (or a deal's) own reckoning."""
    made = [0, 0]
    for event in events:
        if _is_capot(event) and event.seat is not None:
            made[event.seat] += 1
    return made[0], made[1]


def _is_capot(event: Event) -> bool:
    # A score for the cards above their ten is a capot (forty, or thirty when the cards were
    # counted already: piquet-description-and-example.txt, the play).
    return event.kind is EventKind.CARDS and event.points > CARDS_POINTS


def deal_classes(deal: DealState) -> tuple[ClassLine, ...]:
    """The deal's count by class, each class that scored once, in the card's order."""
    totals = {kind: [0, 0] for kind in DealClass}
    for reckoned in deal.calls.reckoned:
        combo = reckoned.combination
        totals[_DECLARED[combo.category]][reckoned.role] += combo.score
    for role in (0, 1):
        blanche = sum(p for c, p in deal.hand_scores[role] if c is Category.CARTE_BLANCHE)
        totals[DealClass.CARTE_BLANCHE][role] += blanche
    for event in deal.events:
        if not event.points or event.seat is None:
            continue
        kind = _BY_EVENT.get(event.kind)  # type: ignore[call-overload]
        if event.kind is EventKind.CARDS:
            kind = DealClass.CAPOT if _is_capot(event) else DealClass.CARDS
        if kind is not None:
            totals[kind][event.seat] += event.points
    for role in (0, 1):
        if deal.penalties[role]:  # he reckons nothing this deal: no class is his
            for points in totals.values():
                points[role] = 0
    return tuple(
        ClassLine(kind, (points[0], points[1])) for kind, points in totals.items() if any(points)
    )
