"""A trained policy as a salon player: ``salon match policy:FILE thumb``.

A file named ``*.onnx`` is a network exported to ONNX (:mod:`salon.envs.onnx_policy`). Any
other policy file is a NumPy ``.npz`` archive of a small network: one hidden layer of rectified
units over the observation vector, a head of one score per action index, and a head valuing
the position (used in training only). It names its game and the sizes of the encodings it was
trained on, so a file cannot be played at the wrong game or on a changed encoding.

The player encodes the view it is given exactly as the environments do, masks the scores to
the legal actions and plays the best (or, with a ``seed``, draws by the softmax).

>>> import numpy as np, random
>>> network = PolicyNetwork.fresh("ecarte", hidden=8, rng=np.random.default_rng(0))
>>> from salon.ecarte.game import EcarteGame
>>> game = EcarteGame()
>>> rng = random.Random(1)
>>> while game.to_act is not None and not isinstance(game.to_act, int):
...     game.apply(game.sample_chance(rng))
>>> view = game.view(game.to_act)
>>> PolicyAgent(network).choose(view, view.legal) in view.legal
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from salon.cards import in_index_order
from salon.ecarte.view import EcarteDealView
from salon.envs import ecarte_actions, ecarte_observation, piquet_actions, piquet_observation
from salon.envs.onnx_policy import OnnxPolicy
from salon.envs.policy_file import SIZES as SIZES
from salon.envs.policy_file import Array as Array
from salon.envs.policy_file import PolicyFileError as PolicyFileError
from salon.piquet.partie import PartieView
from salon.piquet.view import DealView

ONNX_SUFFIX = ".onnx"
"""A file by this name is an ONNX model (:mod:`salon.envs.onnx_policy`); any other, salon's own
network (:class:`PolicyNetwork`)."""


class Scorer(Protocol):
    """A policy's scores: one row per observation, one column per action index."""

    @property
    def game(self) -> str: ...

    def scores(self, observations: Array) -> Array: ...


@dataclass(frozen=True)
class PolicyNetwork:
    """Weights of the network; ``scores`` and ``value`` evaluate rows of observations."""

    game: str
    hidden_weights: Array
    hidden_bias: Array
    action_weights: Array
    action_bias: Array
    value_weights: Array
    value_bias: Array

    @classmethod
    def fresh(cls, game: str, *, hidden: int, rng: np.random.Generator) -> PolicyNetwork:
        """Small random weights (scaled by the fan-in), the action head near zero."""
        inputs, actions = SIZES[game]

        def layer(rows: int, columns: int, gain: float) -> Array:
            weights: Array = rng.standard_normal((rows, columns)).astype(np.float32)
            return weights * np.float32(gain / np.sqrt(rows))

        return cls(
            game,
            layer(inputs, hidden, np.sqrt(2.0)),
            np.zeros(hidden, dtype=np.float32),
            layer(hidden, actions, 0.01),
            np.zeros(actions, dtype=np.float32),
            layer(hidden, 1, 1.0),
            np.zeros(1, dtype=np.float32),
        )

    def hidden(self, observations: Array) -> Array:
        result: Array = np.maximum(observations @ self.hidden_weights + self.hidden_bias, 0.0)
        return result

    def scores(self, observations: Array) -> Array:
        result: Array = self.hidden(observations) @ self.action_weights + self.action_bias
        return result

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            game=np.array(self.game),
            hidden_weights=self.hidden_weights,
            hidden_bias=self.hidden_bias,
            action_weights=self.action_weights,
            action_bias=self.action_bias,
            value_weights=self.value_weights,
            value_bias=self.value_bias,
        )

    @classmethod
    def load(cls, path: Path) -> PolicyNetwork:
        try:
            with np.load(path, allow_pickle=False) as archive:
                fields = {name: archive[name] for name in archive.files}
        except (OSError, ValueError) as error:
            raise PolicyFileError(f"{path} is not a policy file: {error}") from None
        game = str(fields.pop("game", ""))
        if game not in SIZES:
            raise PolicyFileError(f"{path} names no game salon plays ({game!r})")
        try:
            network = cls(game, **{k: v.astype(np.float32) for k, v in fields.items()})
        except TypeError:
            raise PolicyFileError(f"{path} does not hold the network's weights") from None
        inputs, actions = SIZES[game]
        if network.hidden_weights.shape[0] != inputs or network.action_bias.shape != (actions,):
            raise PolicyFileError(
                f"{path} was trained on other encodings than this salon's ({inputs} numbers "
                f"observed, {actions} actions)"
            )
        return network


def encoded(view: Any, legal: tuple[Any, ...]) -> tuple[Array, list[int], Any]:
    """The observation vector of a view as the environments build it, the legal indices, and
    the hand (in pack order) that reads a discard's places."""
    deal = getattr(view, "deal", view)
    if isinstance(view, PartieView | DealView):
        vector = (
            piquet_observation.observe_partie(view)
            if isinstance(view, PartieView)
            else piquet_observation.observe_deal(view)
        )
        limit = deal.exchange_limit if isinstance(deal, DealView) and deal.my_turn else 0
        hand = in_index_order(deal.hand) if isinstance(deal, DealView) else []
        return vector, piquet_actions.legal_indices(legal, limit), hand
    if isinstance(deal, EcarteDealView):
        vector = (
            ecarte_observation.observe_deal(view)
            if view is deal
            else ecarte_observation.observe_game(view)
        )
        limit = deal.discard_limit if deal.my_turn else 0
        return vector, ecarte_actions.legal_indices(legal, limit), in_index_order(deal.hand)
    raise TypeError(f"a policy plays from a Piquet or Écarté view, not {type(view).__name__}")


class PolicyAgent:
    """A salon player choosing by a :class:`PolicyNetwork`."""

    name = "policy"

    def __init__(self, network: Scorer, *, seed: int | None = None) -> None:
        self.network = network
        self.rng = None if seed is None else np.random.default_rng(seed)

    @classmethod
    def from_file(cls, path: Path, game: str) -> PolicyAgent:
        """The player of the policy saved at ``path``, checked to be trained for ``game``."""
        if path.suffix == ONNX_SUFFIX:
            return cls(OnnxPolicy.load(path, game))
        network = PolicyNetwork.load(path)
        if network.game != game:
            raise PolicyFileError(f"{path} plays {network.game}, not {game}")
        return cls(network)

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        vector, indices, hand = encoded(view, legal)
        if not indices:
            raise ValueError("no legal action was offered")
        scores = self.network.scores(vector[None, :])[0][indices]
        if self.rng is None:
            pick = int(np.argmax(scores))
        else:
            weights = np.exp(scores - scores.max())
            pick = int(self.rng.choice(len(indices), p=weights / weights.sum()))
        read = (
            piquet_actions.action_at if self.network.game == "piquet" else ecarte_actions.action_at
        )
        return read(indices[pick], hand)
