"""Who sits across from the learner of a :class:`~salon.envs.single.SeatEnv`.

An opponent is named as ``salon match`` names players (``random``, ``thumb``, ``strong``,
``policy:FILE``), or given as a policy file's path (a ``Path``: salon's ``.npz`` or an ONNX
``.onnx``), a salon player (any object with ``choose(view, legal)``), or a function of the
opponent's observation vector and action mask returning the index it plays — the way to put
the learner, or an earlier copy of it, in the other seat for self-play:

>>> from salon.envs.single import SeatEnv
>>> env = SeatEnv("ecarte", opponent=lambda observation, mask: int(mask.nonzero()[0][0]))
>>> observation, info = env.reset(seed=2)
>>> bool(observation["action_mask"].any())
True
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, cast

import numpy as np
import numpy.typing as npt

from salon.agents.base import Agent
from salon.envs.aec import IllegalIndexError, Table, Vector
from salon.match import make_agent
from salon.pairs import POLICY_PREFIX

Mask = npt.NDArray[np.int8]
IndexPolicy = Callable[[Vector, Mask], Any]
"""A function of an observation vector and its action mask, returning an open index."""
OpponentSpec = str | os.PathLike[str] | Agent | IndexPolicy
"""What ``SeatEnv(opponent=...)`` accepts: see the module's docstring."""


class Opponent(Protocol):
    def start(self, seed: int) -> None:
        """A new episode begins; ``seed`` is drawn from the environment's generator."""
        ...

    def move(self, table: Table, seat: int) -> None:
        """Play one action for ``seat``, whose turn it is."""
        ...


def mask_of(table: Table, seat: int) -> Mask:
    """``seat``'s action mask: 1 at each index open to it now (all 0 when it is not to act)."""
    mask = np.zeros(table.action_count, dtype=np.int8)
    if table.to_act() == seat:
        mask[list(table.legal())] = 1
    return mask


class SalonPlayer:
    """A salon player, made anew for each episode from its name, or the same one throughout."""

    def __init__(self, make: Callable[[int], Agent]) -> None:
        self.make = make
        self.agent = make(0)

    def start(self, seed: int) -> None:
        self.agent = self.make(seed)

    def move(self, table: Table, seat: int) -> None:
        view = table.view(seat)
        table.apply(self.agent.choose(view, getattr(view, "legal", ())))


class IndexPlayer:
    """A function choosing indices from the opponent's own observation and mask."""

    def __init__(self, policy: IndexPolicy) -> None:
        self.policy = policy

    def start(self, seed: int) -> None:
        """A function keeps its own state, if any."""

    def move(self, table: Table, seat: int) -> None:
        index = self.policy(table.observe(seat), mask_of(table, seat))
        try:
            table.play(int(index))
        except ValueError as error:
            raise IllegalIndexError(f"the opponent may not play {index}: {error}") from None


def opponent_of(spec: OpponentSpec, game: str) -> Opponent:
    """The opponent ``spec`` names at ``game``; an unknown name or a bad file is refused here."""
    if isinstance(spec, str):
        if spec.startswith(POLICY_PREFIX):
            player = make_agent(spec, 0, game)  # loaded once: a file does not change
            return SalonPlayer(lambda seed: player)
        return SalonPlayer(lambda seed: make_agent(spec, seed, game))
    if isinstance(spec, os.PathLike):
        player = make_agent(f"{POLICY_PREFIX}{Path(spec)}", 0, game)
        return SalonPlayer(lambda seed: player)
    if hasattr(spec, "choose"):
        agent = cast(Agent, spec)
        return SalonPlayer(lambda seed: agent)
    if callable(spec):
        return IndexPlayer(spec)
    raise TypeError(
        "an opponent is a player's name, a policy file's path, a salon player or a function "
        f"of an observation and a mask, not {type(spec).__name__}"
    )
