"""Gymnasium environments for one seat against one of salon's players.

>>> env = SeatEnv("ecarte", opponent="thumb")
>>> observation, info = env.reset(seed=3)
>>> sorted(observation), info["seat"] in (0, 1)
(['action_mask', 'observation'], True)

The learner's seat is drawn at each reset unless ``seat`` fixes it; the opponent (a name
``salon match`` knows, a policy file, a salon player or a function: :mod:`salon.envs.opponents`)
answers within :meth:`SeatEnv.step`, which returns when it is the learner's turn again or the
episode is over; a reset never hands back an episode already over. The reward, at the end, is
the learner's: the deal's points less the adversary's, or the partie's settlement, or the game
points (``episode``). An index the mask does not allow ends the episode with
``illegal_reward`` (by default a loss greater than any the episode can bring) and the reason
in ``info["illegal"]``; stepping after the end raises ``IllegalIndexError``.
:class:`FlatSeatEnv` gives the observation vector alone, the mask in ``action_masks()``.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np

from salon.envs import ecarte_v0, piquet_v0
from salon.envs.aec import CardTableEnv, IllegalIndexError, Table, Vector
from salon.envs.opponents import OpponentSpec, mask_of, opponent_of

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


MOST_DEALS = 1000
"""Deals drawn at most for one reset: one the opponent ends before the learner's first turn
(an Écarté adversary throwing his cards down at once) is never handed to the learner."""


class SeatEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of ``game`` against ``opponent``; see the module's docstring."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 - gymnasium's name

    def __init__(
        self,
        game: str = "ecarte",
        *,
        opponent: OpponentSpec = "thumb",
        seat: int | None = None,
        episode: str | None = None,
        rules: Any = None,
        illegal_reward: float | None = None,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (None, 0, 1):
            raise ValueError("seat is 0, 1, or None to draw it at each reset")
        self.game = game
        self.fixed_seat = seat
        self.render_mode = render_mode
        self.aec = table_env(game, episode, rules)
        self.table: Table = self.aec.table
        self.opponent = opponent_of(opponent, game)  # refuses an unknown name at once
        self.illegal_reward = (
            -self.table.greatest_loss if illegal_reward is None else float(illegal_reward)
        )
        self.observation_space = self.aec.observation_space("player_0")
        self.action_space = OpenIndices(self.table.action_count, self)
        self.rng = random.Random()
        self.seat = 0
        self.over = True

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self.rng = random.Random(seed)
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(self.rng.random() * 2)
        for _ in range(MOST_DEALS):
            self.table.reset(self.rng)
            self.opponent.start(int(self.rng.random() * 2**31))
            self._opponent_plays()
            if self.table.to_act() == self.seat:
                self.over = False
                return self._observe(), {"seat": self.seat}
        raise RuntimeError(f"the opponent ended {MOST_DEALS} episodes before the learner acted")

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        if self.over:
            raise IllegalIndexError("the episode is over: reset the environment")
        try:
            self.table.play(int(action))
        except ValueError as error:
            # Any index of the action space is an action (Gymnasium's contract): one the laws
            # refuse ends the episode at a loss no play could bring, and changes nothing else.
            self.over = True
            reason = f"the learner may not play {action}: {error}"
            return self._observe(), self.illegal_reward, True, False, self._info(reason)
        self._opponent_plays()
        self.over = self.table.to_act() is None
        reward = self.table.returns()[self.seat] if self.over else 0.0
        return self._observe(), reward, self.over, False, self._info()

    def action_mask(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        """The learner's mask: 1 at each index open to it now (all 0 once the episode is over)."""
        if self.over:
            return np.zeros(self.table.action_count, dtype=np.int8)
        return mask_of(self.table, self.seat)

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The mask as booleans, by the name sb3-contrib's ``MaskablePPO`` asks for."""
        return self.action_mask().astype(bool)

    def _info(self, illegal: str | None = None) -> dict[str, Any]:
        return {"seat": self.seat} if illegal is None else {"seat": self.seat, "illegal": illegal}

    def _opponent_plays(self) -> None:
        other = 1 - self.seat
        while self.table.to_act() == other:
            self.opponent.move(self.table, other)

    def _observe(self) -> Observation:
        return {"observation": self.table.observe(self.seat), "action_mask": self.action_mask()}

    def render(self) -> str | None:
        return self.table.public_talk()


class FlatSeatEnv(gymnasium.ObservationWrapper[Vector, np.int64, Observation]):
    """A :class:`SeatEnv` whose observation is the vector alone, its mask kept apart in
    :meth:`action_masks`: the shape sb3-contrib's ``MaskablePPO("MlpPolicy", ...)`` and other
    standard policies take as they are."""

    def __init__(self, env: SeatEnv) -> None:
        super().__init__(env)
        space = env.observation_space
        assert isinstance(space, gymnasium.spaces.Dict)
        self.observation_space = space["observation"]
        self.seat_env = env

    def observation(self, observation: Observation) -> Vector:
        vector: Vector = observation["observation"]
        return vector

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The learner's open indices, as booleans."""
        return self.seat_env.action_masks()
