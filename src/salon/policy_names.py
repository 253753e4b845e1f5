"""How a trained policy is named where a player is named: ``policy:FILE``.

A leaf module, so that the players' registry (``salon.pairs``) and the policy player itself
(``salon.envs.policy``) share the one prefix with imports going one way.

>>> f"{POLICY_PREFIX}trained.npz"
'policy:trained.npz'
"""

from __future__ import annotations

from typing import Final

POLICY_PREFIX: Final = "policy:"
"""``policy:FILE`` names a trained policy (``salon[rl]``; see docs/bots.md)."""
