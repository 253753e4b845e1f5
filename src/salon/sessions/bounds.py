"""The bounds of what the players of a session agree on: checked by the sessions themselves,
so that a record's tags are held to them as the web's choices are (docs/ecarte-sessions.md).

>>> within("parties", 1_000_000_000, PARTIES)
Traceback (most recent call last):
...
ValueError: parties is from 1 to 12, not 1000000000
"""

from __future__ import annotations

from typing import Final

Bounds = tuple[int, int]

PARTIES: Final[Bounds] = (1, 12)
"""Parties in a sitting of chouette (three by custom)."""
STAKE: Final[Bounds] = (1, 100)
"""Chips a stake, at a pool or at French Écarté."""
POOLS: Final[Bounds] = (1, 12)
"""Pools in a session of Pool Écarté."""
PURSE: Final[Bounds] = (0, 1000)
"""Each one's chips at French Écarté."""
GAMES: Final[Bounds] = (1, 40)
"""Games in a session of French Écarté."""


def within(name: str, value: int, bounds: Bounds) -> int:
    """``value`` if it is a whole number within ``bounds``; ValueError saying them if not."""
    least, most = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise ValueError(f"{name} is from {least} to {most}, not {value}")
    return value
