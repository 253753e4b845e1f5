"""How a trained policy is named among the players: ``policy:FILE``.

Its own module, so that the players' registry (:mod:`salon.pairs`) and the policy player
(:mod:`salon.envs.policy`) share it without importing each other."""

from __future__ import annotations

POLICY_PREFIX = "policy:"
"""``policy:FILE`` names a trained policy (``salon[rl]``; see docs/bots.md)."""
