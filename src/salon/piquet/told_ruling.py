"""What the umpire's ruling does to a deal told as totals (``salon score piquet`` at the
terminal, ``/score`` on the web): both scorers take it from here, so that the same choice
has the same consequence and the same words on either.

The deal is told again from its start, with what the ruling sets: a fresh deal by the same
dealer (Laws 7-11, 16, 33 bis), the offender reckoning nothing while his cards bar (Laws 15,
16, 18, 26, 30), a deal out of turn that stands, its elder dealing twice running after it
(Law 11), or a hand that played short, whose adversary counts as tricks the cards it could
not play to (Laws 14, 17 and 29: told in the tricks).

>>> from salon.piquet.umpire import MISHAPS
>>> mishap = MISHAPS["discarded-fewer"]
>>> after_ruling(mishap, mishap.choices[0], Role.YOUNGER, ("Ann", "Bob")).says
'Bob reckons nothing this deal; his cards still bar.'
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.actions import Role
from salon.umpire import Choice, Effect, Mishap

_SHORT = frozenset({"14", "17", "29"})
"""The laws of a hand playing short (Law 29 says how its tricks are told)."""


@dataclass(frozen=True, slots=True)
class TellAgain:
    """The deal to tell from its start after a ruling: who reckons nothing in it, whether it
    was dealt out of turn and stands (Law 11), and what the scorer says."""

    reckons_nothing: Role | None
    out_of_turn: bool
    says: str


def after_ruling(
    mishap: Mishap, choice: Choice, offender: Role | None, names: tuple[str, str]
) -> TellAgain:
    """The consequence of ``choice`` for the deal told; ``names`` are elder's and younger's
    as the deal was to be dealt (a deal out of turn swaps them); ValueError when the choice
    needs an offender and has none, or is not one of the mishap's."""
    if choice not in mishap.choices:
        raise ValueError(f"{choice.words!r} is not a choice of Law {mishap.law}")
    elder, younger = names
    effect = choice.effect
    if effect is Effect.FRESH_DEAL:
        return TellAgain(None, False, f"A fresh deal: {younger} deals again.")
    if effect is Effect.DEALT_OUT_OF_TURN:
        return TellAgain(
            None,
            True,
            f"{elder} dealt, and the deal stands: {younger} is elder, and deals twice running "
            "after it, unless this or the next deal is the last (Law 11).",
        )
    if effect is Effect.RECKONS_NOTHING:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: say who reckons nothing")
        return TellAgain(
            offender, False, f"{names[offender]} reckons nothing this deal; his cards still bar."
        )
    if mishap.law in _SHORT:
        short, other = (
            ("the hand that played short", "its adversary")
            if offender is None
            else (names[offender], names[offender.other])
        )
        return TellAgain(
            None,
            False,
            f"No penalty for {short}: tell the tricks with the cards that could not be played "
            f"to counted to {other}, the last of them as the last trick (Law 29).",
        )
    return TellAgain(None, False, "The score is not changed.")
