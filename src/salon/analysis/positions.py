"""A player's view of a game as plain data, and back: how a puzzle carries its position.

A view (:class:`salon.piquet.partie.PartieView`, :class:`salon.ecarte.game.EcarteView` and
what they hold) is made of the game's own frozen dataclasses, enums, cards and tuples; it is
written out field by field, each object with the name of its class, and read back only into
the classes of the games' own modules. The data is a function of the view alone: two deals
that differ only in what the player cannot see give the same data.
"""

from __future__ import annotations

import dataclasses
import importlib
from enum import Enum
from typing import Any, Final

from salon.cards import Card

MODULES: Final = frozenset({"salon.engine", "salon.cards"})
PACKAGES: Final = ("salon.piquet.", "salon.ecarte.")
"""The modules (and the games' packages) whose classes a position may hold: nothing else is
ever built from data."""


class PositionError(ValueError):
    """Data that is not a position written by :func:`to_data`."""


def to_data(value: Any) -> Any:
    """``value`` as lists, dicts, strings and numbers (TypeError for what a view never holds)."""
    if isinstance(value, Enum):  # before the numbers: a role is an int too
        return {"enum": _name(type(value)), "name": value.name}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, tuple):
        return [to_data(item) for item in value]
    if isinstance(value, frozenset):
        return {"set": sorted((to_data(item) for item in value), key=repr)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"class": _name(type(value)), "fields": fields}
    raise TypeError(f"a position does not hold {type(value).__name__}")


def from_data(data: Any) -> Any:
    """The value :func:`to_data` wrote (PositionError for anything else)."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return tuple(from_data(item) for item in data)
    if not isinstance(data, dict):
        raise PositionError(f"a position does not hold {type(data).__name__}")
    try:
        if "card" in data:
            return Card.parse(data["card"])
        if "set" in data:
            return frozenset(from_data(item) for item in data["set"])
        if "enum" in data:
            kind = _class(data["enum"])
            if not issubclass(kind, Enum):
                raise PositionError(f"{data['enum']} is not a kind of value")
            return kind[data["name"]]
        kind = _class(data["class"])
        if not dataclasses.is_dataclass(kind):
            raise PositionError(f"{data['class']} is not a part of a view")
        values = {name: from_data(item) for name, item in data["fields"].items()}
        return kind(**values)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        if isinstance(error, PositionError):
            raise
        raise PositionError(f"not a position: {error}") from None


def _name(kind: type) -> str:
    return f"{kind.__module__}:{kind.__qualname__}"


def _class(name: Any) -> type:
    if not isinstance(name, str):
        raise PositionError("a class is named by a string")
    module, _, qualname = name.partition(":")
    allowed = module in MODULES or module.startswith(PACKAGES)
    if not allowed or "." in qualname or not qualname:
        raise PositionError(f"{name!r} is not a part of a view")
    found = getattr(importlib.import_module(module), qualname, None)
    if not isinstance(found, type):
        raise PositionError(f"{name!r} is not a part of a view")
    return found
