"""Écarté as a PettingZoo AEC environment (``pip install '.[rl]'`` from a checkout).

>>> from salon.envs import ecarte_v0
>>> env = ecarte_v0.env()
>>> env.reset(seed=1)
>>> observation, reward, termination, truncation, info = env.last()
>>> observation["observation"].shape, observation["action_mask"].shape
((191,), (70,))

``episode="deal"`` (the default) plays one deal, the reward being each seat's points less the
adversary's; ``episode="game"`` plays a game to five (or the rubber the ``rules`` ask for),
rewarded by the game points won less those lost. The encodings are in
:mod:`salon.envs.ecarte_actions` and :mod:`salon.envs.ecarte_observation`.
"""

from __future__ import annotations

from pettingzoo import AECEnv

from salon.ecarte.rules import EcarteRules
from salon.envs.aec import CardTableEnv, wrapped
from salon.envs.ecarte_table import EcarteDealTable, EcarteEpisode, EcarteGameTable


class raw_env(CardTableEnv):
    """Écarté under the AEC protocol."""

    metadata = {**CardTableEnv.metadata, "name": "ecarte_v0"}  # noqa: RUF012

    def __init__(
        self,
        *,
        episode: str | EcarteEpisode = EcarteEpisode.DEAL,
        rules: EcarteRules | None = None,
        render_mode: str | None = None,
    ) -> None:
        kind = EcarteEpisode(episode)
        table = EcarteDealTable(rules) if kind is EcarteEpisode.DEAL else EcarteGameTable(rules)
        super().__init__(table, render_mode=render_mode)


def env(
    *,
    episode: str | EcarteEpisode = EcarteEpisode.DEAL,
    rules: EcarteRules | None = None,
    render_mode: str | None = None,
) -> AECEnv:
    """An Écarté environment, wrapped as PettingZoo's classic environments are (``raw_env``
    is the bare one)."""
    return wrapped(raw_env(episode=episode, rules=rules, render_mode=render_mode))
