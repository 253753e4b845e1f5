"""Piquet as a PettingZoo AEC environment (``pip install '.[rl]'`` from a checkout).

>>> from salon.envs import piquet_v0
>>> env = piquet_v0.env()
>>> env.reset(seed=1)
>>> observation, reward, termination, truncation, info = env.last()
>>> observation["observation"].shape, observation["action_mask"].shape
((449,), (3908,))

``episode="deal"`` (the default) plays one deal, the reward being each seat's points less the
adversary's; ``episode="partie"`` plays a partie, rewarded by its settlement. ``rules`` takes
a :class:`~salon.piquet.rules.PiquetRules`. The encodings are in
:mod:`salon.envs.piquet_actions` and :mod:`salon.envs.piquet_observation`.
"""

from __future__ import annotations

from pettingzoo import AECEnv

from salon.envs.aec import CardTableEnv, wrapped
from salon.envs.piquet_table import PiquetDealTable, PiquetEpisode, PiquetPartieTable
from salon.piquet.rules import PiquetRules


class raw_env(CardTableEnv):
    """Piquet under the AEC protocol."""

    metadata = {**CardTableEnv.metadata, "name": "piquet_v0"}  # noqa: RUF012

    def __init__(
        self,
        *,
        episode: str | PiquetEpisode = PiquetEpisode.DEAL,
        rules: PiquetRules | None = None,
        render_mode: str | None = None,
    ) -> None:
        kind = PiquetEpisode(episode)
        table = PiquetDealTable(rules) if kind is PiquetEpisode.DEAL else PiquetPartieTable(rules)
        super().__init__(table, render_mode=render_mode)


def env(
    *,
    episode: str | PiquetEpisode = PiquetEpisode.DEAL,
    rules: PiquetRules | None = None,
    render_mode: str | None = None,
) -> AECEnv:
    """A Piquet environment, wrapped as PettingZoo's classic environments are (``raw_env``
    is the bare one)."""
    return wrapped(raw_env(episode=episode, rules=rules, render_mode=render_mode))
