"""The hook called when it becomes a person's turn (clocks start on it; a player may be
told of it)."""

from __future__ import annotations

import random
from pathlib import Path

from salon.web.server.store import Store
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent, Table


def test_the_turn_hook_names_each_person_whose_turn_begins(tmp_path: Path) -> None:
    salon = Salon(Store(f"sqlite:///{tmp_path / 'salon.db'}"), chance=random.Random(3))
    told: list[tuple[str, int, int]] = []

    def note(table: Table, seat: int) -> None:
        told.append((table.id, seat, table.step))

    salon.on_turn.append(note)
    made = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.THUMB)
    table = made.table
    while salon.advance_one(table):
        pass
    assert told and told[-1][:2] == (table.id, 0)
    assert table.actor == 0
    count = len(told)
    salon.act(table, 0, str(table.view(0)["legal"][0]))
    while salon.advance_one(table):
        pass
    if table.actor == 0 and not table.is_over:
        assert len(told) == count + 1 and told[-1][2] == table.step
    # the computer's turns are never told
    assert all(seat == 0 for _, seat, _ in told)
