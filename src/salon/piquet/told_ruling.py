"""What the umpire's ruling does to a deal told as totals (``salon score piquet`` at the
terminal, ``/score`` on the web): both scorers take it from here, so that the same choice
has the same consequence and the same words on either.

The deal is told again from its start, with what the ruling sets: a fresh deal by the same
dealer (Laws 7-11, 16, 33 bis), the offender reckoning nothing while his cards bar (Laws 15,
16, 18, 26, 30), a deal out of turn that stands, its elder dealing twice running after it
(Law 11), or a hand that plays short, whose adversary counts as tricks the cards it could
not play to (Laws 14, 17 and 29: the scorer asks how many cards it holds). The other hand
may be found short, or reckoning nothing, too, by its own mistake: the deal keeps both.
Every ruling that lets the deal stand keeps those made before it in the deal
(:class:`Standing`); only a fresh deal leaves nothing of the old one.

>>> from salon.piquet.umpire import MISHAPS
>>> mishap = MISHAPS["discarded-fewer"]
>>> after_ruling(mishap, mishap.choices[0], Role.YOUNGER, ("Ann", "Bob")).says
"Bob reckons nothing this deal; the cards of that hand still bar the adversary's."
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from salon.piquet.actions import Role
from salon.piquet.told_nothing import Nothings, nothings_json
from salon.piquet.told_short import Shorts, ShortTold
from salon.umpire import Choice, Effect, Mishap


@dataclass(frozen=True, slots=True)
class Standing:
    """The rulings standing in the deal being told: who reckons nothing in it, one hand or
    both (Laws 15, 16, 18, 26 and 30), whether it was dealt out of turn and stands (Law 11),
    and the hands that play short (Laws 14, 17 and 29), the one just ruled last."""

    reckons_nothing: Nothings = ()
    out_of_turn: bool = False
    short: Shorts = ()

    def turned(self) -> Standing:
        """The same rulings once the deal is found dealt out of turn: the players keep them,
        but each has the other's role (the dealer was the other player)."""
        nothing = tuple(hand.other for hand in self.reckons_nothing)
        short = tuple(ShortTold(told.hand.other, told.without) for told in self.short)
        return Standing(nothing, self.out_of_turn, short)

    def fields(self) -> dict[str, object]:
        """The rulings as the deal told carries them (the fields of its JSON and of
        :class:`salon.piquet.told.DealTold`)."""
        nothing = nothings_json(self.reckons_nothing)
        short = [[int(told.hand), told.without] for told in self.short]
        return {"reckons_nothing": nothing, "out_of_turn": self.out_of_turn, "short": short}


@dataclass(frozen=True, slots=True)
class TellAgain:
    """The deal to tell from its start after a ruling: the rulings standing in it, and what
    the scorer says. A hand just ruled short is one card without until told otherwise."""

    standing: Standing
    says: str

    def fields(self) -> dict[str, object]:
        """What the rulings set in the deal told."""
        return self.standing.fields()


_KEPT = " What was ruled before in this deal stands."


def after_ruling(
    mishap: Mishap,
    choice: Choice,
    offender: Role | None,
    names: tuple[str, str],
    standing: Standing = Standing(),
) -> TellAgain:
    """The consequence of ``choice`` for the deal told; ``names`` are elder's and younger's
    of the deal told (a deal out of turn swaps them), ``standing`` the rulings already made
    in it, which stand unless the choice is a fresh deal; ValueError when the choice needs an
    offender and has none, is not one of the mishap's, or rules again what already stands
    against the other hand or the same one."""
    if choice not in mishap.choices:
        raise ValueError(f"{choice.words!r} is not a choice of Law {mishap.law}")
    effect = choice.effect
    if effect is Effect.FRESH_DEAL:
        return _fresh(names, standing)
    if effect is Effect.DEALT_OUT_OF_TURN:
        told = _out_of_turn(names, standing)
    elif effect is Effect.RECKONS_NOTHING:
        told = _nothing(mishap, offender, names, standing)
    elif effect is Effect.PLAYS_SHORT:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: say whose hand is short")
        told = (_short_too if standing.short else _short)(offender, names, standing)
    else:
        told = TellAgain(standing, "The score is not changed.")
    return replace(told, says=told.says + _KEPT) if standing != Standing() else told


def _fresh(names: tuple[str, str], standing: Standing) -> TellAgain:
    """Nothing of the void deal carries over: after a deal out of turn the right dealer deals
    the fresh one, as the card then has it."""
    if standing.out_of_turn:
        return TellAgain(Standing(), f"A fresh deal, by the right dealer: {names[0]} deals.")
    return TellAgain(Standing(), f"A fresh deal: {names[1]} deals again.")


def _out_of_turn(names: tuple[str, str], standing: Standing) -> TellAgain:
    if standing.out_of_turn:
        raise ValueError("this deal is already ruled dealt out of turn")
    elder, younger = names
    return TellAgain(
        replace(standing.turned(), out_of_turn=True),
        f"{elder} dealt, and the deal stands: {younger} is elder, and deals twice running "
        "after it, unless this or the next deal is the last (Law 11).",
    )


def _nothing(
    mishap: Mishap, offender: Role | None, names: tuple[str, str], standing: Standing
) -> TellAgain:
    if offender is None:
        raise ValueError(f"Law {mishap.law}: say who reckons nothing")
    already = standing.reckons_nothing
    if already and offender not in already:
        # The other hand's own mistake: both reckon nothing, and each one's cards bar the other's.
        return TellAgain(
            replace(standing, reckons_nothing=(*already, offender)),
            f"{names[offender]} reckons nothing this deal too: neither scores anything in it, "
            "and the cards of each still bar the other's.",
        )
    return TellAgain(
        replace(standing, reckons_nothing=already or (offender,)),
        f"{names[offender]} reckons nothing this deal; the cards of that hand still bar the "
        "adversary's.",
    )


def _short(offender: Role, names: tuple[str, str], standing: Standing) -> TellAgain:
    return TellAgain(
        replace(standing, short=(ShortTold(offender, 1),)),
        f"No penalty for {names[offender]}: say how many cards he holds, and tell only the "
        f"tricks played; the cards he could not play to count to {names[offender.other]} "
        "as tricks, the last of them as the last trick (Law 29).",
    )


def _short_too(offender: Role, names: tuple[str, str], standing: Standing) -> TellAgain:
    """The second hand short in the deal (Laws 14 and 17, each his own mistake): the play
    ends when either has no card left, and the other counts those he still holds."""
    if any(told.hand is offender for told in standing.short):
        raise ValueError(f"{names[offender]}'s hand already plays short this deal")
    return TellAgain(
        replace(standing, short=(*standing.short, ShortTold(offender, 1))),
        f"No penalty for {names[offender]} either: both hands play short. Say how many cards "
        "each holds, and tell only the tricks played; the one who holds more counts the "
        "cards the other could not play to as tricks, the last of them as the last trick "
        "(Law 29).",
    )
