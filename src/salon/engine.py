"""Conventions shared by every game engine of salon.

A game state is a small state machine in the spirit of OpenSpiel and pokerkit:

* every step is a typed, frozen *action*; ``legal_actions()`` lists those open now;
* ``check(action)`` raises :class:`IllegalActionError` saying why an action is refused,
  ``is_legal(action)`` asks the same question, ``apply(action)`` checks first and then
  acts, so no caller is trusted and a refused action changes nothing;
* chance (the shuffle) is an explicit step taken by :data:`CHANCE`; ``sample_chance(rng)``
  draws one outcome, so a list of actions replays a game exactly;
* each step appends :class:`Event` objects carrying the words said at the table;
* ``view(seat)`` is everything one player may know, and the only thing a client receives.
"""

from __future__ import annotations

import copyreg
import dataclasses
import random
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Final, Generic, Protocol, TypeVar

from mypy_extensions import mypyc_attr

from salon.cards import CARDS_BY_INDEX, Card


class IllegalActionError(ValueError):
    """An action the laws do not allow at this moment. The state was not changed."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action} is not allowed: {reason}")
        self.action = action
        self.reason = reason

    @property
    def said(self) -> str:
        """The refusal as a player reads it: the laws' reason alone, since the action is
        written in the notation of records ("exchange AH"), which is not for reading."""
        return f"Not allowed: {self.reason}"


class _Chance:
    """The chance player: it shuffles and cuts."""

    _instance: ClassVar[_Chance | None] = None

    def __new__(cls) -> _Chance:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "CHANCE"

    def __reduce__(self) -> str:
        return "CHANCE"


CHANCE: Final = _Chance()
"""Who acts when the next step is a shuffle or a cut."""


# Typed as tuples of any length: compiled, a tuple of one card would be copied on each use.
_ONE_CARD: Final[tuple[tuple[Card, ...], ...]] = tuple((card,) for card in CARDS_BY_INDEX)
_ONE_SEAT: Final[tuple[frozenset[int], ...]] = tuple(frozenset((seat,)) for seat in range(16))


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened, in the words a player says.

    ``seat`` is who speaks (None for the table itself), ``audience`` the seats that
    witness it (None: everyone), ``points`` what the speaker scores by it and
    ``total`` his running count afterwards when he says it aloud, and ``cards`` the cards
    the event plays, takes in or shows (to its audience only).
    """

    kind: Enum
    seat: int | None
    words: str
    points: int = 0
    total: int | None = None
    audience: frozenset[int] | None = None
    cards: tuple[Card, ...] = ()

    def __init__(
        self,
        kind: Enum,
        seat: int | None,
        words: str,
        points: int = 0,
        total: int | None = None,
        audience: frozenset[int] | None = None,
        cards: tuple[Card, ...] = (),
    ) -> None:
        # Shared when they hold one card or one seat, as most do: a game keeps hundreds of
        # events, each scanned by the cycle collector's full collections while it is kept.
        if len(cards) == 1:
            cards = _ONE_CARD[cards[0].index]
        if audience is not None and len(audience) == 1:
            seat_alone = next(iter(audience))
            if 0 <= seat_alone < len(_ONE_SEAT):
                audience = _ONE_SEAT[seat_alone]
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "words", words)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "audience", audience)
        object.__setattr__(self, "cards", cards)

    def seen_by(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)


def pickle_by_fields(namespace: dict[str, object]) -> None:
    """Pickle and copy the frozen dataclasses defined in a module through their constructor.

    Compiled to native code, such a class refuses the usual way (creating the object empty,
    then setting each field); calling the constructor works compiled or not. A module calls
    this at its end with ``globals()``.
    """
    for value in list(namespace.values()):
        if (
            isinstance(value, type)
            and dataclasses.is_dataclass(value)
            and value.__module__ == namespace["__name__"]
            and value.__dataclass_params__.frozen  # type: ignore[attr-defined]
        ):
            copyreg.pickle(value, _by_fields)


def _by_fields(value: object) -> tuple[type, tuple[object, ...]]:
    fields = dataclasses.fields(value)  # type: ignore[arg-type]
    return type(value), tuple(getattr(value, field.name) for field in fields)


pickle_by_fields(globals())

A = TypeVar("A")


class GameState(Protocol[A]):
    """What every engine state offers its clients and agents."""

    @property
    def to_act(self) -> int | _Chance | None:
        """The seat to act, CHANCE, or None when the game is over."""
        ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> list[A]: ...

    def check(self, action: A) -> None: ...

    def is_legal(self, action: A) -> bool: ...

    def apply(self, action: A) -> None: ...

    def sample_chance(self, rng: random.Random) -> A: ...


def turns(game: GameState[Any], chance: random.Random) -> Iterator[int]:
    """Each seat due to act in ``game`` until it ends, the chance steps drawn from ``chance``;
    the caller applies the seat's action before the next is asked for."""
    while not game.is_terminal:
        actor = game.to_act
        if actor is CHANCE:
            game.apply(game.sample_chance(chance))
            continue
        assert isinstance(actor, int)
        yield actor


@mypyc_attr(allow_interpreted_subclasses=True)  # the games and sessions not compiled
class Checked(Generic[A]):
    """``is_legal`` from ``check``: one place decides what the laws allow."""

    def check(self, action: A) -> None:
        raise NotImplementedError

    def is_legal(self, action: A) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True
