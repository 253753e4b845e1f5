"""What calls and answers tell of a hand, as public facts.

The engine refuses a call of what is not held, so every call is a true statement about its
caller's hand after the exchange; *not good*, *equal* and "What do they make?" are true
statements about younger's. (*Good* states nothing: younger may concede holding better.)
A computer player uses these facts to infer what the adversary can hold.

>>> from salon.cards import parse_cards
>>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
>>> Claim(Role.ELDER, Category.POINT, Relation.HOLDS, 5, 49).satisfied_by(hand)
True
>>> Claim(Role.YOUNGER, Category.SET, Relation.BEATS, 3, 11).satisfied_by(hand)
False
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from salon.cards import Card
from salon.engine import pickle_by_fields
from salon.piquet.actions import Role
from salon.piquet.combinations import (
    CardSet,
    Category,
    Combination,
    Point,
    Sequence,
    callable_combinations,
)


class Relation(Enum):
    HOLDS = "holds"
    """The claimant holds this combination (a call)."""
    BEATS = "beats"
    """The claimant holds a better one of the class (not good)."""
    EQUALS = "equals"
    """The claimant holds an equal one (equal)."""
    AS_MANY = "as many"
    """The claimant holds a point of as many cards ("What do they make?")."""


@dataclass(frozen=True, slots=True, init=False)
class Claim:
    """A fact about ``role``'s hand after the exchange, as both hands heard it.

    ``size`` is the number of cards (point, set) or the length (sequence); ``measure`` the
    value of a point (None when not stated), the top rank of a sequence, the rank of a set.
    """

    role: Role
    category: Category
    relation: Relation
    size: int
    measure: int | None

    def __init__(
        self, role: Role, category: Category, relation: Relation, size: int, measure: int | None
    ) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "category", category)
        object.__setattr__(self, "relation", relation)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "measure", measure)

    def satisfied_by(self, hand: Iterable[Card]) -> bool:
        combos = callable_combinations(self.category, sorted(hand, key=lambda c: c.index))
        if self.relation is Relation.AS_MANY:
            return any(c.key[0] >= self.size for c in combos)
        if self.measure is None:  # a point's number of cards alone
            if self.relation is Relation.BEATS:
                return any(c.key[0] > self.size for c in combos)
            return any(c.key[0] >= self.size for c in combos)
        key = (self.size, self.measure)
        if self.relation is Relation.BEATS:
            return any(c.key > key for c in combos)
        if self.relation is Relation.EQUALS:
            return any(c.key == key for c in combos)
        return any(c.key == key for c in combos)


def public_size_and_measure(combo: Combination, *, value_stated: bool) -> tuple[int, int | None]:
    """What the table hears of a call: its size, and its value, top or rank."""
    if isinstance(combo, Point):
        return combo.count, combo.value if value_stated else None
    if isinstance(combo, Sequence):
        return combo.length, int(combo.top)
    assert isinstance(combo, CardSet)
    return combo.count, int(combo.rank)


pickle_by_fields(globals())
