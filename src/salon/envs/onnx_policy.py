"""A policy exported to ONNX, played through onnxruntime: ``salon match policy:mine.onnx thumb``.

Any network trained anywhere can sit at a salon table once exported with one input, the
observation vector as float32 numbers (shape ``(batch, N)``, N the game's observation size),
and a first output of one score per action index (shape ``(batch, A)``: logits, or
probabilities). salon encodes the player's view exactly as the environments do, keeps the
scores of the legal indices and plays the highest. The game is read from the sizes (191 numbers
observed for Écarté, 449 for Piquet), or from the model's metadata ``salon_game`` if it has
one; a model of other sizes is refused with the reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from salon.envs.policy_file import SIZES, Array, PolicyFileError

GAME_KEY = "salon_game"
"""The model's metadata entry naming its game, if it names one."""


def _size(shape: list[Any]) -> int | None:
    """The last dimension of a tensor's shape, when the model fixes it."""
    last = shape[-1] if shape else None
    return last if isinstance(last, int) else None


class OnnxPolicy:
    """Scores observations by an ONNX model; :meth:`scores` as ``PolicyNetwork`` has it."""

    def __init__(self, game: str, session: Any, path: Path) -> None:
        self.game = game
        self.session = session
        self.path = path
        (observation,) = session.get_inputs()
        self.input_name: str = observation.name
        self.input_type = np.float64 if observation.type == "tensor(double)" else np.float32
        self.output_name: str = session.get_outputs()[0].name

    @classmethod
    def load(cls, path: Path, game: str) -> OnnxPolicy:
        """The model at ``path``, checked to play ``game`` on this salon's encodings."""
        try:
            import onnxruntime
        except ImportError as error:
            raise PolicyFileError(f"{path} needs onnxruntime (salon[rl]): {error}") from None
        options = onnxruntime.SessionOptions()
        # One thread: matches and ladders already run a process per core.
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        try:
            session = onnxruntime.InferenceSession(
                str(path), options, providers=["CPUExecutionProvider"]
            )
        except Exception as error:  # onnxruntime's own exceptions share no public base
            raise PolicyFileError(
                f"{path} is not an ONNX model onnxruntime runs: {error}"
            ) from None
        inputs, outputs = session.get_inputs(), session.get_outputs()
        if len(inputs) != 1 or not inputs[0].type.startswith("tensor(float"):
            raise PolicyFileError(
                f"{path} must take one input, the observation as floating-point numbers"
            )
        named = session.get_modelmeta().custom_metadata_map.get(GAME_KEY)
        if named is not None and named != game:
            raise PolicyFileError(f"{path} plays {named}, not {game}")
        observed, actions = SIZES[game]
        sizes = (_size(inputs[0].shape), _size(outputs[0].shape))
        if sizes != (observed, actions):
            others = [name for name, fitting in SIZES.items() if fitting == sizes]
            if others:
                raise PolicyFileError(f"{path} plays {others[0]}, not {game}")
            raise PolicyFileError(
                f"{path} observes {sizes[0]} numbers and scores {sizes[1]} actions; {game} in "
                f"this salon observes {observed} and has {actions} actions"
            )
        return cls(game, session, path)

    def scores(self, observations: Array) -> Array:
        feed = {self.input_name: observations.astype(self.input_type)}
        (scores,) = self.session.run([self.output_name], feed)
        result: Array = np.asarray(scores, dtype=np.float32).reshape(len(observations), -1)
        return result
