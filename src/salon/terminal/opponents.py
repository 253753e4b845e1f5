"""The computer opponents a player may choose, by name.

Each is built afresh for every decision from a seed derived from the game's seed and the
number of actions taken, so a partie replays exactly and a resumed one goes on as it would
have.

>>> sorted(OPPONENTS)
['random', 'strong', 'thumb']
>>> make_opponent("random", seed=3, step=10, seat=1).name
'random'
>>> [opponent_called(word) for word in ("steady", "beginner", "strong", "thumb")]
['thumb', 'random', 'strong', 'thumb']
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from salon.agents.base import Agent, RandomAgent
from salon.agents.ecarte.players import EcarteStrong
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.agents.names import COMPUTERS
from salon.agents.piquet.strong import table_player
from salon.agents.piquet.thumb import PiquetRulesOfThumb

OPPONENTS: Final[dict[str, Callable[[int], Agent]]] = {
    "random": RandomAgent,
    "thumb": lambda seed: PiquetRulesOfThumb(),
    "strong": table_player,
}
"""Piquet's computer players by strength (Écarté has the same names)."""

ECARTE_OPPONENTS: Final[dict[str, Callable[[int], Agent]]] = {
    "random": RandomAgent,
    "thumb": lambda seed: EcarteRulesOfThumb(),
    "strong": lambda seed: EcarteStrong(seed),
}


DEFAULT_OPPONENT: Final = "thumb"
"""The opponent a game is played against when none is named."""

OPPONENT_WORDS: Final[dict[str, str]] = {
    "random": "plays any legal action, at random",
    "thumb": "plays by the rules of thumb: the Hints to Players of 1902 at Piquet, "
    "the treatise's play at Écarté",
    "strong": "infers the adversary's cards from everything seen, said and played, deals "
    "the unseen cards many times to agree, and searches the play on each",
}
"""What each opponent is, in a phrase (the help of ``salon play``).

>>> sorted(OPPONENT_WORDS) == sorted(OPPONENTS) == sorted(ECARTE_OPPONENTS)
True
"""


LEVELS: Final[dict[str, str]] = {c.strength.removeprefix("a "): c.name for c in COMPUTERS}
"""The opponents by the word a table gives their level ("steady", "beginner")."""


def opponent_called(word: str) -> str:
    """The program's name of the opponent ``word`` names: its own, or its level's."""
    return LEVELS.get(word, word)


def step_seed(seed: int, step: int, salt: str) -> int:
    """A seed for one step of a game, the same on every run and every machine."""
    return random.Random(f"salon:{seed}:{step}:{salt}").getrandbits(64)


def make_opponent(name: str, *, seed: int, step: int, seat: int, game: str = "piquet") -> Agent:
    """The opponent ``name`` as it stands at ``step`` of the game seeded ``seed``."""
    try:
        factory = (ECARTE_OPPONENTS if game == "ecarte" else OPPONENTS)[name]
    except KeyError:
        known = ", ".join(sorted(OPPONENTS))
        raise ValueError(f"no opponent called {name!r}; choose from {known}") from None
    return factory(step_seed(seed, step, f"seat{seat}"))
