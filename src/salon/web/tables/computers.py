"""The computers' moves: which players think in the server's threads, and a thought that may
be handed to another process."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

QUICK_PLAYERS = frozenset({"random", "thumb"})
"""Computer players that choose in a millisecond or so: they move in the server's own
threads, where handing them to another process would cost more than their thinking."""


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """A computer player to move at ``step``: its agent and its seat's view; ``finish``
    makes its choice the action taken (advice, at a session)."""

    step: int
    seat: int
    agent: Any
    view: Any
    finish: Callable[[Any], Any] = lambda choice: choice


def think(agent: Any, view: Any) -> tuple[Any, Any]:
    """The agent's choice, and the agent as it stands after choosing (its generator moved on).

    Plain data in and out, so that it may run in another process.
    """
    return agent.choose(view, view.legal), agent
