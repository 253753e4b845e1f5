"""Trained policies the server offers as computer players: ``salon serve --policy NAME=FILE``.

The operator names each file (salon's ``.npz`` or an ONNX model, see docs/bots.md) on the
command line; the server reads it at once, learns its game from it, and offers it at that
game's new tables as the computer ``policy:NAME``. A client only ever names a policy, never a
file. A seat's player is stored as ``policy:NAME``: after a restart the table plays on if the
server is started with the same name again, and is closed to play, with the reason, if not.

>>> ServedPolicies.parse([]).computers("ecarte")
[]
>>> ServedPolicies.parse(["Mine=x.onnx"])
Traceback (most recent call last):
...
ValueError: a policy's name is lower-case letters, digits, hyphens (24 at most): 'Mine'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from salon.pairs import GAMES, POLICY_PREFIX

NAME_PATTERN: Final = "[a-z][a-z0-9-]{0,23}"
PLAYER_PATTERN: Final = f"^{POLICY_PREFIX}{NAME_PATTERN}$"
"""How a client names a served policy as its adversary."""


@dataclass(frozen=True, slots=True)
class ServedPolicy:
    name: str
    game: str
    path: Path

    @property
    def player(self) -> str:
        return f"{POLICY_PREFIX}{self.name}"


def _game_of(path: Path) -> str:
    """The game the policy at ``path`` plays; ``ValueError`` says why it plays none."""
    try:
        from salon.envs.policy import PolicyAgent
    except ImportError as error:
        raise ValueError(f"a policy needs salon[rl] installed ({error})") from None
    reasons = []
    for game in GAMES:
        try:
            PolicyAgent.from_file(path, game)
        except ValueError as error:
            reasons.append(str(error))
        else:
            return game
    raise ValueError(reasons[0])


@dataclass(frozen=True, slots=True)
class ServedPolicies:
    """The policies this server offers, by name."""

    by_name: dict[str, ServedPolicy] = field(default_factory=dict)

    @classmethod
    def parse(cls, specs: Sequence[str]) -> ServedPolicies:
        """``NAME=FILE`` each; a bad name, a repeated one, or a file that is no policy is
        refused with the reason."""
        served: dict[str, ServedPolicy] = {}
        for spec in specs:
            name, equals, file = spec.partition("=")
            if not equals or not file:
                raise ValueError(f"a policy is given as NAME=FILE, not {spec!r}")
            if not re.fullmatch(NAME_PATTERN, name):
                raise ValueError(
                    f"a policy's name is lower-case letters, digits, hyphens (24 at most): {name!r}"
                )
            if name in served:
                raise ValueError(f"two policies are named {name!r}")
            path = Path(file).expanduser().resolve()
            served[name] = ServedPolicy(name, _game_of(path), path)
        return cls(served)

    def computers(self, game: str) -> list[dict[str, str]]:
        """The policies playing ``game``, as the lobby lists computer players."""
        return [
            {
                "name": p.player,
                "title": f"The computer, {p.name}",
                "strength": p.name,
                "text": "A trained policy, playing by its network",
            }
            for p in self.by_name.values()
            if p.game == game
        ]

    def serves(self, player: str) -> bool:
        return player.startswith(POLICY_PREFIX)

    def policy(self, player: str, game: str) -> ServedPolicy:
        """The served policy ``player`` names, checked to play ``game``."""
        served = self.by_name.get(player.removeprefix(POLICY_PREFIX))
        if served is None:
            raise ValueError(f"this server offers no computer named {player!r}")
        if served.game != game:
            raise ValueError(f"{served.name} plays {served.game}, not {game}")
        return served

    def agent(self, player: str, game: str, make: Callable[[str, int], Any], seed: int) -> Any:
        """The salon player for ``player``, made by the table's ``make`` from the file."""
        return make(f"{POLICY_PREFIX}{self.policy(player, game).path}", seed)
