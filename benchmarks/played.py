"""Records of games between computer players, for the analysis benchmarks."""

from __future__ import annotations

import random
from typing import Any

from salon.ecarte.game import EcarteGame
from salon.engine import CHANCE, turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal
from salon.piquet.partie import Partie
from salon.records import format_record
from salon.replay import ecarte_record, partie_record

PIQUET_DEAL = "piquet-deal"
"""A Piquet deal played alone (its score is its margin)."""


def play_records(game: str, players: tuple[str, str], count: int, seed: int) -> list[str]:
    """The records of ``count`` parties (Piquet), deals played alone (``piquet-deal``, the
    first player elder) or games (Écarté) between two players."""
    found = []
    for number in range(count):
        if game == PIQUET_DEAL:
            found.append(deal_record(players, seed + number)[0])
            continue
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


def deal_record(players: tuple[str, str], seed: int) -> tuple[str, list[Any]]:
    """A Piquet deal played alone, the first player elder: its record and every action in
    order (the shuffle's too), so that it may be taken back to any move."""
    seats = [make_agent(name, seed + side, "piquet") for side, name in enumerate(players)]
    deal = Deal()
    chance = random.Random(seed)
    actions: list[Any] = []
    moves: list[tuple[str, str, str]] = []
    while not deal.is_terminal:
        actor = deal.to_act
        if actor is CHANCE:
            action = deal.sample_chance(chance)
            moves.append(("chance", str(action), ""))
        else:
            assert isinstance(actor, Role)
            view = deal.view(actor)
            action = seats[actor].choose(view, view.legal)
            moves.append((actor.word, str(action), ""))
        deal.apply(action)
        actions.append(action)
    tags = {
        "Game": "Piquet deal",
        "Rules": deal.rules.to_text(),
        "Elder": players[0],
        "Younger": players[1],
    }
    return format_record(tags, moves), actions
