"""Discards as subsets of a hand's positions, numbered once for a fixed action space.

A discard of ``k`` cards from a hand of ``n`` is the set of their positions in the hand put
in pack order (``Card.index``); the subsets are numbered by size, then in the order
``itertools.combinations`` lists them. The numbering depends on the sizes alone, so the
action space is the same in every deal.

>>> table = SubsetTable(hand_size=5, largest=2)
>>> len(table), table.positions[0], table.positions[5]
(15, (0,), (0, 1))
>>> table.index[(1, 4)]
11
>>> table.open_to(1)
range(0, 5)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from math import comb


@dataclass(frozen=True, slots=True)
class SubsetTable:
    """Every subset of 1 to ``largest`` positions of a hand of ``hand_size`` cards."""

    hand_size: int
    largest: int
    positions: tuple[tuple[int, ...], ...] = field(init=False)
    index: dict[tuple[int, ...], int] = field(init=False)

    def __post_init__(self) -> None:
        listed = tuple(
            subset
            for size in range(1, self.largest + 1)
            for subset in combinations(range(self.hand_size), size)
        )
        object.__setattr__(self, "positions", listed)
        object.__setattr__(self, "index", {subset: i for i, subset in enumerate(listed)})

    def __len__(self) -> int:
        return len(self.positions)

    def open_to(self, limit: int) -> range:
        """The subsets of at most ``limit`` positions: the first ones, by the numbering."""
        return range(sum(comb(self.hand_size, size) for size in range(1, limit + 1)))

    def words(self, number: int) -> str:
        places = " ".join(str(p + 1) for p in self.positions[number])
        return f"the cards at places {places} of the hand"
