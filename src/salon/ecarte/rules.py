"""Rule options of Écarté: one frozen object, with named presets.

>>> EcarteRules.preset("rubber").rubber_games
3
>>> EcarteRules.from_text("classic; game_values=graded").game_values
<GameValues.GRADED: 'graded'>
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Final

from salon.engine import pickle_by_fields


class DealPattern(Enum):
    """Five cards each: two then three, or three then two (the dealer keeps to one way)."""

    TWO_THREE = "two-three"
    THREE_TWO = "three-two"

    @property
    def packets(self) -> tuple[int, int]:
        return (2, 3) if self is DealPattern.TWO_THREE else (3, 2)


class GameValues(Enum):
    """What a game is worth: always single, or by agreement treble, double or single."""

    SINGLE = "single"
    GRADED = "graded"
    """Treble if the loser has not scored, double at one or two, single at three or four."""


GAME_POINTS: Final = (1, 10)
"""The points a game may be played to: five by the treatise, otherwise by agreement (N)."""
RUBBER_BONUS: Final = (0, 10)
"""What the rubber may add: two by the treatise, otherwise by agreement (N)."""


@dataclass(frozen=True, slots=True)
class EcarteRules:
    """The rule parameters of two-handed Écarté; the defaults are the treatise's game."""

    deal_pattern: DealPattern = DealPattern.TWO_THREE
    game_points: int = 5
    game_values: GameValues = GameValues.SINGLE
    rubber_games: int = 1
    """1: single games; 3: the rubber, best of three (5, 7 or 11 by agreement)."""
    rubber_bonus: int = 2

    def __post_init__(self) -> None:
        if self.rubber_games not in (1, 3, 5, 7, 11):
            raise ValueError("a rubber is the best of 3, 5, 7 or 11 games (1: no rubber)")
        if not GAME_POINTS[0] <= self.game_points <= GAME_POINTS[1]:
            raise ValueError(
                f"a game is from {GAME_POINTS[0]} to {GAME_POINTS[1]} points (five by the treatise)"
            )
        if not RUBBER_BONUS[0] <= self.rubber_bonus <= RUBBER_BONUS[1]:
            raise ValueError(
                f"the rubber is worth from {RUBBER_BONUS[0]} to {RUBBER_BONUS[1]} points "
                "(two by the treatise)"
            )

    @property
    def games_to_win(self) -> int:
        return self.rubber_games // 2 + 1

    @classmethod
    def preset(cls, name: str) -> EcarteRules:
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(
                f"unknown Écarté preset {name!r}; choose from {', '.join(PRESETS)}"
            ) from None

    @classmethod
    def from_text(cls, text: str) -> EcarteRules:
        """Read ``preset; option=value; ...`` (records and the command line)."""
        parts = [part.strip() for part in text.split(";") if part.strip()]
        base = cls()
        if parts and "=" not in parts[0]:
            base = cls.preset(parts.pop(0))
        changes: dict[str, Any] = {}
        for part in parts:
            name, _, value = (piece.strip() for piece in part.partition("="))
            if name not in cls.__dataclass_fields__:
                raise ValueError(f"unknown Écarté rule option {name!r}")
            default = getattr(base, name)
            try:
                changes[name] = type(default)(value) if isinstance(default, Enum) else int(value)
            except ValueError:
                raise ValueError(f"{value!r} is not a value of {name}") from None
        return replace(base, **changes)

    def to_text(self) -> str:
        base = EcarteRules()
        changed = [
            f"{name}={value.value if isinstance(value, Enum) else value}"
            for name in self.__dataclass_fields__
            if (value := getattr(self, name)) != getattr(base, name)
        ]
        return "; ".join(["classic", *changed])


PRESETS: dict[str, EcarteRules] = {
    "classic": EcarteRules(),
    "graded": EcarteRules(game_values=GameValues.GRADED),
    "rubber": EcarteRules(rubber_games=3),
}


pickle_by_fields(globals())
