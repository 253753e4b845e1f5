"""The lobby: tables open to join, games to watch, games finished, and "my tables".

Everything here is read from the tables in memory (the tables in play) and from the
database's index of finished games (``games.finished``, ``games.result``), never by
replaying a game; the lobby's lists are made at most once every few seconds, whoever asks.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import orjson
from fastapi import APIRouter, HTTPException, Query, Request, Response

from salon.web.server.store import FinishedRow
from salon.web.tables.adapter import JSON
from salon.web.tables.games import adapter_for
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table

FRESH_FOR = 2.0
"""Seconds a lobby's lists are served before they are made again."""
LISTED = 30
"""The most tables in each of the lobby's lists."""
MY_TABLES = 50
"""The most tables a page may ask about at once."""
JSON_TYPE = "application/json"


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
        open_seats=0 if over else sum(1 for seat in table.seats if seat.is_open),
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
    open_seats: int = 0,
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
        "seats": len(names),
        "open_seats": open_seats,
        "to_act": to_act,
    }


@dataclass
class Lobby:
    """The lobby's lists, made from the salon at most once every ``fresh_for`` seconds."""

    salon: Salon
    fresh_for: float = FRESH_FOR
    clock: Callable[[], float] = time.monotonic
    made: tuple[float, bytes] = (float("-inf"), b"")
    """When the lists were last made, and they, encoded once for every page that asks
    meanwhile."""

    def __post_init__(self) -> None:
        self.lock = threading.Lock()

    def fresh(self) -> bytes | None:
        """The lists as JSON if they are fresh enough, else None (no lock taken)."""
        made_at, encoded = self.made
        return encoded if self.clock() - made_at < self.fresh_for else None

    def snapshot(self) -> bytes:
        """The lists as JSON, made again if they are older than ``fresh_for``."""
        with self.lock:
            encoded = self.fresh()
            if encoded is None:
                encoded = orjson.dumps(self.make())
                self.made = (self.clock(), encoded)
            return encoded

    def make(self) -> JSON:
        """Open tables (listed, a seat waiting), games in play to watch (listed), and the
        listed games finished last; newest first."""
        live = [table for table in list(self.salon.tables.values()) if table.listed]
        live = [t for t in live if t.broken is None and not t.is_over]
        live.sort(key=lambda table: table.created, reverse=True)
        waiting: list[JSON] = []
        playing: list[JSON] = []
        for table in live:  # only the entries shown are made
            entries = waiting if any(seat.is_open for seat in table.seats) else playing
            if len(entries) < LISTED:
                entries.append(live_entry(table))
            if len(waiting) >= LISTED and len(playing) >= LISTED:
                break
        finished = [finished_entry(row) for row in self.salon.store.recent_finished(LISTED)]
        return {"open": waiting, "playing": playing, "finished": finished}


class MyTables:
    """A page's own tables: those in play read from memory, finished ones from the
    database's index once, then kept (a finished game's entry never changes)."""

    def __init__(self, salon: Salon, kept: int = 10_000) -> None:
        self.salon = salon
        self.kept = kept
        self.finished: OrderedDict[str, JSON] = OrderedDict()

    def in_memory(self, ids: list[str]) -> tuple[dict[str, JSON], list[str]]:
        """The entries found without the database, and the ids still to look up."""
        found: dict[str, JSON] = {}
        missing = []
        for table_id in ids:
            table = self.salon.tables.get(table_id)
            entry = live_entry(table) if table is not None else self.finished.get(table_id)
            if entry is None:
                missing.append(table_id)
            else:
                found[table_id] = entry
        return found, missing

    def from_index(self, ids: list[str]) -> dict[str, JSON]:
        """Finished games among ``ids``, from the database's index (unknown ids left out)."""
        found = {row.id: finished_entry(row) for row in self.salon.store.finished_among(ids)}
        for table_id, entry in found.items():
            self.finished[table_id] = entry
            if len(self.finished) > self.kept:
                self.finished.popitem(last=False)
        return found


def lobby_routes(salon: Salon, limit: Callable[[str, Request], None]) -> APIRouter:
    """``GET /api/lobby`` and ``GET /api/tables?ids=``; ``limit`` refuses a client that asks
    too often."""
    router = APIRouter()
    lobby = Lobby(salon, fresh_for=FRESH_FOR)
    mine = MyTables(salon)

    # The answers are encoded here with orjson: FastAPI's own encoding of a few dozen
    # entries costs milliseconds of the interpreter that the tables' actions wait for.
    @router.get("/api/lobby")
    async def lobby_lists(request: Request) -> Response:
        limit("lookups", request)
        encoded = lobby.fresh() or await asyncio.to_thread(lobby.snapshot)
        return Response(encoded, media_type=JSON_TYPE)

    @router.get("/api/tables")
    async def tables(request: Request, ids: str = Query(default="", max_length=2000)) -> Response:
        limit("lookups", request)
        wanted = list(dict.fromkeys(part for part in ids.split(",") if part))
        if len(wanted) > MY_TABLES:
            raise HTTPException(400, detail=f"ask about {MY_TABLES} tables at most")
        found, missing = mine.in_memory(wanted)
        if missing:
            found |= await asyncio.to_thread(mine.from_index, missing)
        entries = [found[table_id] for table_id in wanted if table_id in found]
        return Response(orjson.dumps({"tables": entries}), media_type=JSON_TYPE)

    return router
