"""What the umpire's ruling does to a deal of Écarté told on the scoring card (``salon score
ecarte`` at the terminal, ``/score`` on the web): both scorers take it from here, so that the
same choice has the same consequence and the same words on either.

The deal is told again from its start, with what the ruling sets: a new deal by the same
dealer, the king turned up not scored, or the cards played again with the offender's game
halved (Law XXVII).

>>> from salon.ecarte.umpire import ECARTE_UMPIRE
>>> mishap = ECARTE_UMPIRE.by_key["revoked"]
>>> again = next(c for c in mishap.choices if c.effect is Effect.PLAYED_AGAIN)
>>> print(after_ruling(mishap, again, 1, ("Ann", "Bob")).says)  # doctest: +NORMALIZE_WHITESPACE
The cards are played again: Bob scores nothing for the point, nor for the king
(Law XXVII gives half of it, and half a point is not counted).
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.ecarte.told import EcarteDealTold
from salon.umpire import Choice, Effect, Mishap


@dataclass(frozen=True, slots=True)
class TellAgain:
    """The deal to tell from its start after a ruling: whether the king turned up is void,
    whose game is halved (0 the non-dealer, 1 the dealer), and what the scorer says."""

    king_void: bool
    halved: int | None
    says: str

    def fields(self) -> dict[str, object]:
        """What the ruling sets in the deal told (the fields of its JSON and of
        :class:`salon.ecarte.told.EcarteDealTold`)."""
        fields: dict[str, object] = {"king_void": True} if self.king_void else {}
        if self.halved is not None:
            fields["halved"] = self.halved
        return fields


def after_ruling(
    mishap: Mishap, choice: Choice, offender: int | None, names: tuple[str, str]
) -> TellAgain:
    """The consequence of ``choice`` for the deal told; ``names`` are the non-dealer's and
    the dealer's; ValueError when the choice is not the mishap's, or needs an offender and
    has none."""
    if choice not in mishap.choices:
        raise ValueError(f"{choice.words!r} is not a choice of Law {mishap.law}")
    if offender is not None and offender not in (0, 1):
        raise ValueError("the offender is the non-dealer (0) or the dealer (1)")
    effect = choice.effect
    if effect is Effect.FRESH_DEAL:
        return TellAgain(False, None, f"A new deal: {names[1]} deals again.")
    if effect is Effect.KING_NOT_SCORED:
        return TellAgain(True, None, "The king turned up is not scored.")
    if effect is Effect.PLAYED_AGAIN:
        if offender is None:
            raise ValueError(f"Law {mishap.law}: say who is at fault")
        return TellAgain(
            False,
            offender,
            f"The cards are played again: {names[offender]} scores nothing for the point, nor "
            "for the king (Law XXVII gives half of it, and half a point is not counted).",
        )
    return TellAgain(False, None, f"{choice.words}.")


def ruled_words(told: EcarteDealTold, names: tuple[str, str]) -> str:
    """What the umpire's ruling did to a deal written, for the card ('' when none ruled it);
    ``names`` are the non-dealer's and the dealer's in that deal.

    >>> ruled_words(EcarteDealTold((0, 5), halved=1), ("Ann", "Bob"))
    'the cards played again, Bob scoring nothing for the point nor for the king (Law XXVII)'
    """
    said = ["the king turned up not scored (Law X)"] if told.king_void else []
    if told.halved is not None:
        said.append(
            f"the cards played again, {names[told.halved]} scoring nothing for the point nor "
            "for the king (Law XXVII)"
        )
    return "; ".join(said)
