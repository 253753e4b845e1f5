"""Records of games between computer players, for the analysis benchmarks."""

from __future__ import annotations

import random

from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.partie import Partie
from salon.replay import ecarte_record, partie_record


def play_records(game: str, players: tuple[str, str], count: int, seed: int) -> list[str]:
    """The records of ``count`` parties (Piquet) or games (Écarté) between two players."""
    found = []
    for number in range(count):
        seats = [make_agent(name, seed + number + side, game) for side, name in enumerate(players)]
        table: Partie | EcarteGame = Partie() if game == "piquet" else EcarteGame()
        for seat in turns(table, random.Random(seed + number)):
            view = table.view(seat)
            table.apply(seats[seat].choose(view, view.legal))
        if isinstance(table, Partie):
            found.append(partie_record(table, names=players))
        else:
            found.append(ecarte_record(table, names=players))
    return found
