"""The lobby: tables open to join, games to watch, games finished, and "my tables".

Everything here is read from the tables in memory (the tables in play) and from the
database's index of finished games (``games.finished``, ``games.result``), never by
replaying a game; the lobby's lists are made at most once every few seconds, whoever asks.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from fastapi import APIRouter, HTTPException, Query, Request

from salon.web.adapter import JSON, adapter_for
from salon.web.store import FinishedRow
from salon.web.tables import Salon, Table

FRESH_FOR = 2.0
"""Seconds a lobby's lists are served before they are made again."""
LISTED = 30
"""The most tables in each of the lobby's lists."""
MY_TABLES = 50
"""The most tables a page may ask about at once."""


def live_entry(table: Table) -> JSON:
    """A table in memory as lists show it: who sits there, how it stands, who is to act.

    Read without the table's lock (which an action holds while it is stored): a list may
    show a table a step behind, never a card.
    """
    over = table.is_over
    waiting = any(seat.is_open for seat in table.seats)
    status = "over" if over else "waiting" if waiting else "playing"
    actor = table.actor
    return _entry(
        table.id,
        table.adapter.name,
        table.rules,
        table.names,
        created=table.created.isoformat(),
        status=status,
        words="waiting for a player" if waiting and not over else table.outcome(),
        to_act=actor if isinstance(actor, int) and not waiting else None,
        rules_text=table.rules_text,
    )


def finished_entry(row: FinishedRow) -> JSON:
    """A finished game from the database's index, without replaying it."""
    adapter = adapter_for(row.game)
    return _entry(
        row.id,
        row.game,
        row.rules,
        row.names,
        created=row.created.isoformat(),
        status="over",
        words=row.result,
        to_act=None,
        rules_text=adapter.describe_rules(row.rules),
    ) | {"finished": row.finished.isoformat()}


def _entry(
    table_id: str,
    game: str,
    rules: str,
    names: tuple[str, ...],
    *,
    created: str,
    status: str,
    words: str,
    to_act: int | None,
    rules_text: str,
) -> JSON:
    return {
        "id": table_id,
        "game": game,
        "title": adapter_for(game).title,
        "rules": rules,
        "rules_text": rules_text,
        "names": list(names),
        "host": names[0] if names else "",
        "created": created,
        "status": status,
        "words": words,
        "to_act": to_act,
    }


@dataclass
class Lobby:
    """The lobby's lists, made from the salon at most once every ``fresh_for`` seconds."""

    salon: Salon
    fresh_for: float = FRESH_FOR
    clock: Callable[[], float] = time.monotonic
    made_at: float = float("-inf")
    lists: JSON | None = None

    def __post_init__(self) -> None:
        self.lock = threading.Lock()

    def snapshot(self) -> JSON:
        with self.lock:
            if self.lists is None or self.clock() - self.made_at >= self.fresh_for:
                self.lists = self.make()
                self.made_at = self.clock()
            return self.lists

    def make(self) -> JSON:
        """Open tables (listed, a seat waiting), games in play to watch (listed), and the
        listed games finished last; newest first."""
        live = [table for table in list(self.salon.tables.values()) if table.listed]
        live = [t for t in live if t.broken is None and not t.is_over]
        live.sort(key=lambda table: table.created, reverse=True)
        entries = [live_entry(table) for table in live]
        return {
            "open": [e for e in entries if e["status"] == "waiting"][:LISTED],
            "playing": [e for e in entries if e["status"] == "playing"][:LISTED],
            "finished": [finished_entry(row) for row in self.salon.store.recent_finished(LISTED)],
        }


def my_tables(salon: Salon, ids: list[str]) -> list[JSON]:
    """The tables a page holds seats at, in the order asked: those in memory as they stand,
    finished ones from the index; unknown ids are left out."""
    found: dict[str, JSON] = {}
    elsewhere = []
    for table_id in ids:
        table = salon.tables.get(table_id) or salon.finished.get(table_id)
        if table is not None:
            found[table_id] = live_entry(table)
        else:
            elsewhere.append(table_id)
    if elsewhere:
        for row in salon.store.finished_among(elsewhere):
            found[row.id] = finished_entry(row)
    return [found[table_id] for table_id in ids if table_id in found]


def lobby_routes(salon: Salon, limit: Callable[[str, Request], None]) -> APIRouter:
    """``GET /api/lobby`` and ``GET /api/tables?ids=``; ``limit`` refuses a client that asks
    too often."""
    router = APIRouter()
    lobby = Lobby(salon, fresh_for=FRESH_FOR)

    @router.get("/api/lobby")
    async def lobby_lists(request: Request) -> JSON:
        limit("lookups", request)
        return await asyncio.to_thread(lobby.snapshot)

    @router.get("/api/tables")
    async def tables(request: Request, ids: str = Query(default="", max_length=2000)) -> JSON:
        limit("lookups", request)
        wanted = list(dict.fromkeys(part for part in ids.split(",") if part))
        if len(wanted) > MY_TABLES:
            raise HTTPException(400, detail=f"ask about {MY_TABLES} tables at most")
        return {"tables": await asyncio.to_thread(my_tables, salon, wanted)}

    return router
