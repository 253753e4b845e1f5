"""What every policy file must agree with: the games' encoding sizes, and the error that
refuses a file."""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from salon.envs import ecarte_actions, ecarte_observation, piquet_actions, piquet_observation

Array = npt.NDArray[np.float32]
SIZES: Final = {
    "ecarte": (ecarte_observation.SIZE, ecarte_actions.ACTION_COUNT),
    "piquet": (piquet_observation.SIZE, piquet_actions.ACTION_COUNT),
}
"""Each game's observation and action sizes: a policy file must agree with them."""


class PolicyFileError(ValueError):
    """A policy file that cannot be read, or was made for another game or encoding."""
