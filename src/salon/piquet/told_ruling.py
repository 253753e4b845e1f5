"""What the umpire's ruling does to a deal told as totals (``salon score piquet`` at the
terminal, ``/score`` on the web): both scorers take it from here, so that the same choice
has the same consequence and the same words on either.

The deal is told again from its start, with what the ruling sets: a fresh deal by the same
dealer (Laws 7-11, 16, 33 bis), the offender reckoning nothing while his cards bar (Laws 15,
16, 18, 26, 30), a deal out of turn that stands, its elder dealing twice running after it
(Law 11), or a hand that plays short, whose adversary counts as tricks the cards it could
not play to (Laws 14, 17 and 29: the scorer asks how many cards it holds).

>>> from salon.piquet.umpire import MISHAPS
>>> mishap = MISHAPS["discarded-fewer"]
>>> after_ruling(mishap, mishap.choices[0], Role.YOUNGER, ("Ann", "Bob")).says
'Bob reckons nothing this deal; his cards still bar.'
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.actions import Role
from salon.umpire import Choice, Effect, Mishap


@dataclass(frozen=True, slots=True)
class TellAgain:
    """The deal to tell from its start after a ruling: who reckons nothing in it, whether it
    was dealt out of turn and stands (Law 11), and what the scorer says."""

    reckons_nothing: Role | None
    out_of_turn: bool
    says: str
    short: Role | None = None
    """The hand that plays short (Laws 14, 17 and 29): the scorer asks how many cards it
    holds, one fewer than twelve until told otherwise."""

    def fields(self) -> dict[str, object]:
        """What the ruling sets in the deal told (the fields of its JSON and of
        :class:`salon.piquet.told.DealTold`)."""
        nothing = None if self.reckons_nothing is None else int(self.reckons_nothing)
        short = None if self.short is None else [int(self.short), 1]
        return {"reckons_nothing": nothing, "out_of_turn": self.out_of_turn, "short": short}


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
    if effect is Effect.PLAYS_SHORT:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: say whose hand is short")
        return TellAgain(
            None,
            False,
            f"No penalty for {names[offender]}: say how many cards he holds, and tell only the "
            f"tricks played; the cards he could not play to count to {names[offender.other]} "
            "as tricks, the last of them as the last trick (Law 29).",
            offender,
        )
    return TellAgain(None, False, "The score is not changed.")
