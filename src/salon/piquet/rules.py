"""Rule options of Piquet: one frozen object, with named presets.

>>> PiquetRules.rubicon().deals_per_partie
6
>>> PiquetRules.preset("four-deal").deals_per_partie
4
>>> PiquetRules.preset("nonesuch")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: unknown Piquet preset 'nonesuch'; choose from rubicon, four-deal, ...
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Final

from salon.engine import pickle_by_fields

THIRTY: Final = 30
"""What a hand must reach before the adversary counts anything, for a pique or a repique."""
PIQUE_POINTS: Final = 30
REPIQUE_POINTS: Final = 60
CARDS_POINTS: Final = 10
"""The cards (more tricks than the adversary) count ten."""
CAPOT_POINTS: Final = 40
"""Every trick counts forty instead of the ten for the cards (thirty more when those ten were
already counted toward a pique)."""


def capot_points(cards_counted: bool) -> int:
    """What capot adds at the end: forty, or thirty where the cards' ten were counted early.

    >>> capot_points(False), capot_points(True)
    (40, 30)
    """
    return CAPOT_POINTS - CARDS_POINTS if cards_counted else CAPOT_POINTS


class DealBy(Enum):
    """How the twelve cards are given: by twos or by threes, fixed for the partie (Law 5)."""

    TWOS = 2
    THREES = 3


@dataclass(frozen=True, slots=True)
class PiquetRules:
    """Every rule parameter of a Piquet partie; the defaults are Rubicon Piquet."""

    deals_per_partie: int = 6
    """Six deals (Rubicon Piquet) or four, the first and last counting double."""
    deal_by: DealBy = DealBy.TWOS
    last_trick_ten: bool = False
    """The winner of the last trick scores 10 instead of the extra 1 (variants article)."""
    carte_rouge: int = 0
    """Points for carte rouge (every card of the hand in good combinations): 0 off, 10, 20, 40."""
    cards_count_toward_pique: bool = False
    """Once elder has seven tricks before younger has won any, the 10 for the cards counts at
    once and may make a pique (variants article); off by default (rules notes)."""
    point_value_always: bool = False
    """Elder states the value of his point with every call, not only when asked."""
    rubicon_throw_in: bool = True
    """In the last deal a player who cannot save his rubicon may throw down his hand."""

    @property
    def last_trick_points(self) -> int:
        """What the last trick counts besides the trick itself: one, or ten by agreement."""
        return 10 if self.last_trick_ten else 1

    def __post_init__(self) -> None:
        if self.deals_per_partie not in (4, 6):
            raise ValueError("a partie has six deals, or four by agreement")
        if self.carte_rouge not in (0, 10, 20, 40):
            raise ValueError("carte rouge scores 20, or 10 or 40 by agreement (0: not played)")
        if not isinstance(self.deal_by, DealBy):
            raise ValueError("deal by twos or by threes")

    @classmethod
    def rubicon(cls) -> PiquetRules:
        """Rubicon Piquet by the Portland Club laws."""
        return cls()

    @classmethod
    def preset(cls, name: str) -> PiquetRules:
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(
                f"unknown Piquet preset {name!r}; choose from {', '.join(PRESETS)}"
            ) from None

    def but(self, **changes: Any) -> PiquetRules:
        """A copy with some options changed."""
        return replace(self, **changes)

    @classmethod
    def from_text(cls, text: str) -> PiquetRules:
        """Read ``preset; option=value; ...`` as written in records and on the command line.

        >>> PiquetRules.from_text("rubicon; carte_rouge=20; deal_by=threes").carte_rouge
        20
        >>> PiquetRules.from_text("rubicon; capot=3")
        Traceback (most recent call last):
        ...
        ValueError: unknown Piquet rule option 'capot'
        """
        parts = [part.strip() for part in text.split(";") if part.strip()]
        rules = cls.preset(parts[0]) if parts and "=" not in parts[0] else cls()
        changes: dict[str, Any] = {}
        for part in parts[1:] if parts and "=" not in parts[0] else parts:
            name, _, value = (piece.strip() for piece in part.partition("="))
            if name not in cls.__dataclass_fields__:
                raise ValueError(f"unknown Piquet rule option {name!r}")
            changes[name] = _option_value(name, value)
        return replace(rules, **changes)

    def to_text(self) -> str:
        """The options that differ from Rubicon Piquet, after the preset name."""
        base = PiquetRules()
        changed = [
            f"{name}={_option_text(getattr(self, name))}"
            for name in self.__dataclass_fields__
            if getattr(self, name) != getattr(base, name)
        ]
        return "; ".join(["rubicon", *changed])


def _option_value(name: str, value: str) -> object:
    default = getattr(PiquetRules(), name)
    if isinstance(default, DealBy):
        try:
            return DealBy[value.upper()]
        except KeyError:
            raise ValueError("deal_by is twos or threes") from None
    if isinstance(default, bool):
        if value.lower() in ("yes", "true", "on"):
            return True
        if value.lower() in ("no", "false", "off"):
            return False
        raise ValueError(f"{name} is yes or no")
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{name} takes a whole number") from None


def _option_text(value: object) -> str:
    if isinstance(value, DealBy):
        return value.name.lower()
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


PRESETS: dict[str, PiquetRules] = {
    "rubicon": PiquetRules(),
    "four-deal": PiquetRules(deals_per_partie=4),
    "last-trick-ten": PiquetRules(last_trick_ten=True),
    "carte-rouge": PiquetRules(carte_rouge=20),
}


pickle_by_fields(globals())
