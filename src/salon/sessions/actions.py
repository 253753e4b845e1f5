"""A session's actions, and how the record reads and names them.

* :class:`Move` is a participant's action in the game in progress, taken by whoever plays the
  seat that must act;
* :class:`Advise` is counsel to the player of a seat from someone the laws let look over his
  hand (the adviser at chouette, a backer at French Écarté); it waits beside the game, as a
  :class:`Counsel`, until the player acts, who may follow it or not;
* :class:`Chance` is a shuffle or a cut, drawn by ``sample_chance(rng)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from salon.engine import IllegalActionError


@dataclass(frozen=True, slots=True)
class Move:
    """``by`` takes ``action`` in the game in progress, for the seat he plays."""

    by: str
    action: Any

    def __str__(self) -> str:
        return str(self.action)


@dataclass(frozen=True, slots=True)
class Advise:
    """``by`` counsels his player to take ``action`` (a proposal at chouette, a pointing at
    French Écarté); the player may follow it or not."""

    by: str
    action: Any

    def __str__(self) -> str:
        return f"advise {self.action}"


@dataclass(frozen=True, slots=True)
class Chance:
    """A chance step: a cut or a shuffle, the session's own or the game's."""

    action: Any

    def __str__(self) -> str:
        return str(self.action)


@dataclass(frozen=True, slots=True)
class Counsel:
    """Advice waiting for the player of ``seat`` to act."""

    adviser: str
    seat: int
    action: Any


SessionError = IllegalActionError
"""An action that the laws or the session's roles refuse; nothing was changed. (The engine's
own error: a compiled class cannot be subclassed here.)"""


def refuse(action: object, reason: str) -> SessionError:
    return SessionError(action, reason)


def parse_table_move(actor: str, text: str, parse_game: Any) -> Move | Advise | Chance:
    """A record's move in the game: ``chance: deal …``, ``Bob: play KH``, ``Cy: advise play KH``.

    ``parse_game`` reads the game's own action text.
    """
    if actor == "chance":
        return Chance(parse_game(text))
    words = text.split(maxsplit=1)
    if words and words[0] == "advise":
        if len(words) < 2:
            raise ValueError("advice names the action advised: 'advise play KH'")
        return Advise(actor, parse_game(words[1]))
    return Move(actor, parse_game(text))


def actor_of(action: object) -> str:
    """The record's actor of a session action: 'chance' or the participant's name."""
    if isinstance(action, Chance):
        return "chance"
    for field in ("by", "backer", "coverer", "player"):
        name = getattr(action, field, None)
        if isinstance(name, str):
            return name
    raise ValueError(f"{action!r} names no participant")
