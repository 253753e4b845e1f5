"""The hands that reckon nothing in a deal told on the scoring card, as a penalty (Laws 15,
16, 18, 26 and 30): none, one, or both, each by its own player's mistake. Their cards still
bar: each is counted as if it scored, so that the other is not piqued or repiqued against it,
and then nothing of its count is its own.

>>> nothings_from_json(1), nothings_from_json([0, 1]), nothings_from_json(None)
((<Role.YOUNGER: 1>,), (<Role.ELDER: 0>, <Role.YOUNGER: 1>), ())
"""

from __future__ import annotations

from typing import Any

from salon.piquet.actions import Role

Nothings = tuple[Role, ...]
"""The hands reckoning nothing in a deal, each at most once."""


def nothings_from_json(value: Any) -> Nothings:
    """The hands reckoning nothing as the card's JSON has them: ``[hand, ...]``; older cards
    have one hand as a number, or null."""
    if value is None:
        return ()
    if isinstance(value, bool):
        raise TypeError(f"expected a hand (0 or 1), not {value!r}")
    if isinstance(value, int):
        return (Role(value),)
    if not isinstance(value, list):
        raise TypeError(f"expected a list of hands, not {value!r}")
    return tuple(Role(int(hand)) for hand in value)


def nothings_json(nothing: Nothings) -> list[int]:
    """The hands reckoning nothing as the card's JSON writes them."""
    return [int(hand) for hand in nothing]


def nothing_refusal(nothing: Nothings) -> str:
    """Why the hands told reckoning nothing cannot be (empty when they can)."""
    if len(set(nothing)) != len(nothing):
        return "each hand reckons nothing at most once in a deal"
    return ""
