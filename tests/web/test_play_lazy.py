"""A server restarted with turn-based tables waiting for days leaves them in the database
until they are asked for, yet lists them in "Your turn" and finds their fallen deadlines
(docs/web.md "Clocks")."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from accounts_tools import post
from play_tools import FakeTime, move, offer, player, settle

from salon.web.app import create_app
from salon.web.play.claims import ClaimKind, claim
from salon.web.server.store import Store, sqlite_url


def _app(store: Store, time: FakeTime) -> Any:
    return create_app(store, rate=1000, burst=1000, thinkers=0, now=time)


def _paired(app: Any, host: Any, guest: Any, **fields: Any) -> str:
    seek = offer(host, **fields).json()["seek"]
    return str(post(guest, f"/api/play/seeks/{seek['id']}/take").json()["table"])


async def _told(room: Any) -> list[str]:
    told: list[str] = []

    async def tell(table_id: str) -> None:
        told.append(table_id)

    watching = asyncio.create_task(room.watch(tell))
    for _ in range(100):
        if told:
            break
        await asyncio.sleep(0.05)
    watching.cancel()
    return told


def _restarted(tmp_path: Path, time: FakeTime, *paces: tuple[str, int]) -> tuple[Any, list[str]]:
    """A server where Ann and Bob play a table at each pace, each a move made, then a
    second server started on the same database (the first one's store closed)."""
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    first = _app(store, time)
    ann, bob = player(first, "Ann"), player(first, "Bob")
    tables = [_paired(first, ann, bob, pace=pace, time=given) for pace, given in paces]
    for table_id in tables:
        move(first.state.salon, first.state.salon.table(table_id))
    store.close()
    return _app(Store(url), time), tables


def test_a_restarted_server_rebuilds_turn_based_tables_on_first_request_and_fires_deadlines(
    tmp_path: Path,
) -> None:
    time = FakeTime()
    again, (live, waiting) = _restarted(tmp_path, time, ("live", 300), ("turn", 1))
    salon = again.state.salon
    assert live in salon.tables  # a live table is rebuilt at start
    assert waiting not in salon.tables  # a turn-based one waits in the database
    time.pass_(days=2)
    assert waiting in asyncio.run(_told(again.state.room))
    assert waiting not in salon.tables  # a deadline is told without rebuilding the table
    table = salon.table(waiting)  # the first request rebuilds it, where it stood
    assert waiting in salon.tables and table.step > 0
    actor = table.actor
    assert isinstance(actor, int)
    said = claim(salon, again.state.room.keeper, table, 1 - actor, ClaimKind.WIN, rated=False)
    assert "time ran out" in said and table.is_over
    salon.store.close()


def test_a_move_at_a_table_rebuilt_on_first_request_goes_on(tmp_path: Path) -> None:
    again, (waiting,) = _restarted(tmp_path, FakeTime(), ("turn", 3))
    salon = again.state.salon
    assert waiting not in salon.tables
    table = salon.table(waiting)
    settle(salon, table)
    before = table.step
    move(salon, table)
    assert table.step > before
    assert [entry[0] for entry in again.state.room.keeper.running()] == [waiting]
    salon.store.close()


def test_a_claimed_game_says_why_it_has_no_record_to_look_back_on(tmp_path: Path) -> None:
    """A game ended by a claim was not played to its end: the history offers no review of
    it but says why, and the replay's refusal says so too, not "still being played"."""
    time = FakeTime()
    app = _app(Store(sqlite_url(tmp_path / "salon.db")), time)
    ann, bob = player(app, "Ann"), player(app, "Bob")
    table_id = _paired(app, ann, bob, pace="live", time=300)
    salon = app.state.salon
    table = salon.table(table_id)
    settle(salon, table)
    actor = table.actor
    assert isinstance(actor, int)
    time.pass_(seconds=301)
    claim(salon, app.state.room.keeper, table, 1 - actor, ClaimKind.WIN, rated=False)
    refused = ann.get(f"/api/tables/{table_id}/replay")
    assert refused.status_code == 409
    assert "time ran out" in refused.json()["detail"]
    assert "still being played" not in refused.json()["detail"]
    games = ann.get("/api/players/Ann/history").json()["games"]
    assert [g["claimed"] for g in games] == [True]
    salon.store.close()
