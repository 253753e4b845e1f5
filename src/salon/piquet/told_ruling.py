"""What the umpire's ruling does to a deal told as totals (``salon score piquet`` at the
terminal, ``/score`` on the web): both scorers take it from here, so that the same choice
has the same consequence and the same words on either.

The deal is told again from its start, with what the ruling sets: a fresh deal by the same
dealer (Laws 7-11, 16, 33 bis), the offender reckoning nothing while his cards bar (Laws 15,
16, 18, 26, 30), a deal out of turn that stands, its elder dealing twice running after it
(Law 11), or a hand that plays short, whose adversary counts as tricks the cards it could
not play to (Laws 14, 17 and 29: the scorer asks how many cards it holds). The other hand
may be found short too, by its own mistake: the deal keeps both.

>>> from salon.piquet.umpire import MISHAPS
>>> mishap = MISHAPS["discarded-fewer"]
>>> after_ruling(mishap, mishap.choices[0], Role.YOUNGER, ("Ann", "Bob")).says
'Bob reckons nothing this deal; his cards still bar.'
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.actions import Role
from salon.piquet.told_short import Shorts, ShortTold
from salon.umpire import Choice, Effect, Mishap


@dataclass(frozen=True, slots=True)
class TellAgain:
    """The deal to tell from its start after a ruling: who reckons nothing in it, whether it
    was dealt out of turn and stands (Law 11), and what the scorer says."""

    reckons_nothing: Role | None
    out_of_turn: bool
    says: str
    short: Shorts = ()
    """The hands that play short (Laws 14, 17 and 29), the one just ruled last: the scorer
    asks how many cards it holds, one fewer than twelve until told otherwise."""

    def fields(self) -> dict[str, object]:
        """What the ruling sets in the deal told (the fields of its JSON and of
        :class:`salon.piquet.told.DealTold`)."""
        nothing = None if self.reckons_nothing is None else int(self.reckons_nothing)
        short = [[int(told.hand), told.without] for told in self.short]
        return {"reckons_nothing": nothing, "out_of_turn": self.out_of_turn, "short": short}


def after_ruling(
    mishap: Mishap,
    choice: Choice,
    offender: Role | None,
    names: tuple[str, str],
    short: Shorts = (),
) -> TellAgain:
    """The consequence of ``choice`` for the deal told; ``names`` are elder's and younger's
    as the deal was to be dealt (a deal out of turn swaps them), ``short`` the hands already
    told short in it; ValueError when the choice needs an offender and has none, is not one
    of the mishap's, or makes short a hand already short."""
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
        return _short_too(offender, names, short) if short else _short(offender, names)
    return TellAgain(None, False, "The score is not changed.")


def _short(offender: Role, names: tuple[str, str]) -> TellAgain:
    return TellAgain(
        None,
        False,
        f"No penalty for {names[offender]}: say how many cards he holds, and tell only the "
        f"tricks played; the cards he could not play to count to {names[offender.other]} "
        "as tricks, the last of them as the last trick (Law 29).",
        (ShortTold(offender, 1),),
    )


def _short_too(offender: Role, names: tuple[str, str], short: Shorts) -> TellAgain:
    """The second hand short in the deal (Laws 14 and 17, each his own mistake): the play
    ends when either has no card left, and the other counts those he still holds."""
    if any(told.hand is offender for told in short):
        raise ValueError(f"{names[offender]}'s hand already plays short this deal")
    return TellAgain(
        None,
        False,
        f"No penalty for {names[offender]} either: both hands play short. Say how many cards "
        "each holds, and tell only the tricks played; the one who holds more counts the "
        "cards the other could not play to as tricks, the last of them as the last trick "
        "(Law 29).",
        (*short, ShortTold(offender, 1)),
    )
