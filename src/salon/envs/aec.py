"""The PettingZoo AEC environment shared by both games, over a small table protocol.

A :class:`Table` is one game seen through fixed-size encodings: it deals (the shuffles drawn
from the generator it is given), names the seat to act, lists the indices open to it, plays
an index, and encodes one seat's view. :class:`CardTableEnv` puts the PettingZoo protocol
around it: agents ``player_0`` and ``player_1`` are seats 0 and 1, each observation is a
dictionary of the seat's ``observation`` vector and the ``action_mask`` of the actions open to
it (all zeros when it is not its turn), and the rewards come at the end of the episode.

An index that is not open raises :class:`IllegalIndexError` (a ``ValueError``) and changes
nothing: an environment that quietly ignored an illegal move would hide a learner's bug.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

Vector = npt.NDArray[np.float32]
AGENTS = ("player_0", "player_1")


class IllegalIndexError(ValueError):
    """An action index that is not open now; nothing was changed."""


class Table(Protocol):
    """One game as indices and vectors."""

    action_count: int
    observation_highs: Vector

    @property
    def greatest_loss(self) -> float:
        """A bound on what a seat can lose in one episode: no reward is below its negative."""
        ...

    def reset(self, rng: random.Random) -> None: ...

    def to_act(self) -> int | None:
        """The seat to act, or None when the episode is over."""
        ...

    def legal(self) -> Sequence[int]:
        """The indices open to the seat to act."""
        ...

    def play(self, index: int) -> None:
        """Play the index for the seat to act; raises ``ValueError`` if it is not open."""
        ...

    def observe(self, seat: int) -> Vector: ...

    def view(self, seat: int) -> Any:
        """The engine's view for ``seat``: what a salon player is shown."""
        ...

    def apply(self, action: Any) -> None:
        """Apply an engine action (a salon player's choice) for the seat to act."""
        ...

    def returns(self) -> tuple[float, float]:
        """Each seat's reward for the episode, once it is over."""
        ...

    def public_talk(self) -> str:
        """The words both seats heard, for rendering."""
        ...


class CardTableEnv(AECEnv):  # type: ignore[misc]
    """A two-seat card game under the AEC protocol; see the module's docstring."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi", "human"],
        "name": "salon_table_v0",
        "is_parallelizable": False,
    }

    def __init__(self, table: Table, *, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is one of {', '.join(self.metadata['render_modes'])}")
        self.table = table
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        highs = table.observation_highs
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0.0, highs, shape=highs.shape, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(table.action_count,), dtype=np.int8),
            }
        )
        action = spaces.Discrete(table.action_count)
        self.observation_spaces = dict.fromkeys(AGENTS, observation)
        self.action_spaces = dict.fromkeys(AGENTS, action)
        self._rng = random.Random()
        self._reset_dicts()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _reset_dicts(self) -> None:
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in AGENTS}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal anew; a ``seed`` fixes this and every later shuffle of the environment."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.table.reset(self._rng)
        self._reset_dicts()
        seat = self.table.to_act()
        assert seat is not None, "a game is never over before it starts"
        self.agent_selection = AGENTS[seat]

    def observe(self, agent: str) -> dict[str, Any]:
        seat = AGENTS.index(agent)
        mask = np.zeros(self.table.action_count, dtype=np.int8)
        if self.table.to_act() == seat:
            mask[list(self.table.legal())] = 1
        return {"observation": self.table.observe(seat), "action_mask": mask}

    def legal_actions(self) -> Sequence[int]:
        """The indices open to the agent to act, without building an observation."""
        return self.table.legal() if self.table.to_act() is not None else ()

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        try:
            self.table.play(int(action))
        except ValueError as error:
            raise IllegalIndexError(f"{agent} may not play {action}: {error}") from None
        self._cumulative_rewards[agent] = 0.0
        seat = self.table.to_act()
        if seat is None:
            # The rewards come only now, and only once: every earlier step's are zero.
            returns = self.table.returns()
            self.rewards = {name: returns[n] for n, name in enumerate(AGENTS)}
            self.terminations = dict.fromkeys(AGENTS, True)
            self._accumulate_rewards()
            seat = 1 - AGENTS.index(agent)
        self.agent_selection = AGENTS[seat]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        text = self.table.public_talk()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: the tables hold no files or windows."""


def wrapped(env: CardTableEnv) -> AECEnv:
    """``env`` inside the order-enforcing wrapper PettingZoo's classic environments put around
    theirs: a step or an observation asked for before the first reset is refused. (Their check
    of an index's bounds is the table's own, which raises ``IllegalIndexError`` with a reason
    where the wrapper would only assert.)"""
    return wrappers.OrderEnforcingWrapper(env)
