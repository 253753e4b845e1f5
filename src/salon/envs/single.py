"""Gymnasium environments for one seat against one of salon's players.

>>> env = SeatEnv("ecarte", opponent="thumb")
>>> observation, info = env.reset(seed=3)
>>> sorted(observation), info["seat"] in (0, 1)
(['action_mask', 'observation'], True)

The learner's seat is drawn at each reset unless ``seat`` fixes it; the opponent (``random``,
``thumb``, ``strong`` or any name ``salon match`` knows) answers within :meth:`SeatEnv.step`,
which returns when it is the learner's turn again or the episode is over. The reward, at the
end, is the learner's: the deal's points less the adversary's, or the partie's settlement, or
the game points (``episode``). An index the mask does not allow raises ``IllegalIndexError``.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np

from salon.envs import ecarte_v0, piquet_v0
from salon.envs.aec import CardTableEnv, IllegalIndexError, Table
from salon.match import make_agent

Observation = dict[str, Any]


class OpenIndices(gymnasium.spaces.Discrete):
    """The action space, whose ``sample()`` draws among the indices open now (as a learner
    exploring at random would), unless given a mask of its own."""

    def __init__(self, size: int, env: SeatEnv) -> None:
        super().__init__(size)
        self.env = env

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            mask = self.env.action_mask()
        return super().sample(mask=mask, probability=probability)


def table_env(game: str, episode: str | None, rules: Any) -> CardTableEnv:
    """The AEC environment of ``game`` (``piquet`` or ``ecarte``)."""
    if game == "piquet":
        return piquet_v0.raw_env(episode=episode or "deal", rules=rules)
    if game == "ecarte":
        return ecarte_v0.raw_env(episode=episode or "deal", rules=rules)
    raise ValueError(f"unknown game {game!r}; choose from piquet, ecarte")


class SeatEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of ``game`` against ``opponent``; see the module's docstring."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 - gymnasium's name

    def __init__(
        self,
        game: str = "ecarte",
        *,
        opponent: str = "thumb",
        seat: int | None = None,
        episode: str | None = None,
        rules: Any = None,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (None, 0, 1):
            raise ValueError("seat is 0, 1, or None to draw it at each reset")
        make_agent(opponent, 0, game)  # refuses an unknown name at once
        self.game = game
        self.opponent_name = opponent
        self.fixed_seat = seat
        self.render_mode = render_mode
        self.aec = table_env(game, episode, rules)
        self.table: Table = self.aec.table
        self.observation_space = self.aec.observation_space("player_0")
        self.action_space = OpenIndices(self.table.action_count, self)
        self.rng = random.Random()
        self.seat = 0
        self.opponent = make_agent(opponent, 0, game)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self.rng = random.Random(seed)
        self.table.reset(self.rng)
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(self.rng.random() * 2)
        self.opponent = make_agent(self.opponent_name, int(self.rng.random() * 2**31), self.game)
        self._opponent_plays()
        return self._observe(), {"seat": self.seat}

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self.table.to_act() != self.seat:
            raise IllegalIndexError("the episode is over: reset the environment")
        try:
            self.table.play(int(action))
        except ValueError as error:
            raise IllegalIndexError(f"the learner may not play {action}: {error}") from None
        self._opponent_plays()
        over = self.table.to_act() is None
        reward = self.table.returns()[self.seat] if over else 0.0
        return self._observe(), reward, over, False, {"seat": self.seat}

    def action_mask(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        """The learner's mask: 1 at each index open to it now (all 0 once the episode is over)."""
        mask = np.zeros(self.table.action_count, dtype=np.int8)
        if self.table.to_act() == self.seat:
            mask[list(self.table.legal())] = 1
        return mask

    def _opponent_plays(self) -> None:
        table = self.table
        other = 1 - self.seat
        while table.to_act() == other:
            view = table.view(other)
            legal = getattr(view, "legal", ())
            table.apply(self.opponent.choose(view, legal))

    def _observe(self) -> Observation:
        return self.aec.observe(self.aec.possible_agents[self.seat])

    def render(self) -> str | None:
        return self.table.public_talk()
