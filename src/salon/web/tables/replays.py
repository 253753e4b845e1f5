"""Looking back at a finished game: its record replayed step by step, every card shown.

The steps come from the record, read by :func:`salon.records.parse_record` and replayed
under the laws by :func:`salon.replay.replay_steps`, the code behind ``salon replay``: the
web reads records with no parser of its own. A replay holds every card, so the server gives
one only for a game that is over.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.branch_record import branch_move, over
from salon.records import RecordError, parse_record
from salon.replay import replay_steps
from salon.web.server.answers import Encoded, encode
from salon.web.sessions.replay import SESSION_TAGS, session_replay_json
from salon.web.tables.adapter import JSON, events_json
from salon.web.tables.games import adapter_for
from salon.web.tables.registry import Salon
from salon.web.tables.table import TableError

log = logging.getLogger("salon.web")

GAME_TAGS = {"Piquet": "piquet", "Ecarte": "ecarte"}
"""The records' ``[Game ...]`` tags the web replays, and their games."""
MAX_RECORD = 400_000
"""The most characters of a record sent to be replayed (a long partie takes some 40,000)."""
KEPT = 32
"""Replays of the server's own tables kept ready (a finished game never changes)."""


def replay_json(text: str, *, branch: bool = False) -> JSON:
    """A finished game's record as the replay viewer reads it: the players, the rules, and
    each step with who acted, what, what was said, and the whole table after it.

    RecordError says what is wrong with the record, or that its game is not over (``branch``:
    a what-if branch of a finished game, shown while it is played on).
    """
    record = parse_record(text)
    name = record.tag("Game")
    if name in SESSION_TAGS:
        return session_replay_json(record)
    if name not in GAME_TAGS:
        games = ", ".join([*GAME_TAGS, *SESSION_TAGS])
        raise RecordError(0, f"the replay viewer shows whole games ({games}), not {name!r}")
    adapter = adapter_for(GAME_TAGS[name])
    steps = replay_steps(record)
    game = next(steps)
    said = len(game.events)
    taken = []
    deal, shown = adapter.replay_deal(game)
    for move in steps:
        state = adapter.replay_state(game)
        now, shown_now = adapter.replay_deal(game)
        if deal is not None and now is not deal:
            # The step that ended a deal shows it played out, its last trick on the table.
            state["ended_deal"] = shown()
        deal, shown = now, shown_now
        taken.append((move.actor, move.text, said, len(game.events), state))
        said = len(game.events)
    if not (over(record, game) or (branch and branch_move(record))):
        raise RecordError(
            0, "the game of this record is not over: only a finished game is replayed"
        )
    deals = adapter.deal_numbers(game.events)
    names = [record.tags.get(letter, letter) for letter in adapter.seat_names]
    return {
        "game": adapter.name,
        "title": adapter.title,
        "names": names,
        "rules": record.tag("Rules", ""),
        "rules_text": adapter.describe_rules(record.tag("Rules", "")),
        "result": adapter.outcome(game, tuple(names)),
        "steps": [
            {
                "actor": actor,
                "seat": adapter.seat_names.index(actor) if actor in adapter.seat_names else None,
                "action": action,
                "talk": events_json(game.events[:end], deals[:end], start),
                "state": state,
            }
            for actor, action, start, end, state in taken
        ],
    }


def encoded_replay(text: str) -> bytes:
    """:func:`replay_json`, encoded in the caller's thread."""
    return encode(replay_json(text))


class Replays:
    """The replays of the server's finished tables, the last few kept ready."""

    def __init__(self, salon: Salon, kept: int = KEPT) -> None:
        self.salon = salon
        self.kept = kept
        self.ready: OrderedDict[str, bytes] = OrderedDict()
        self.lock = threading.Lock()

    def of_table(self, table_id: str) -> bytes | None:
        """The replay of a finished table, encoded (None: there is no such table); TableError
        while its game goes on."""
        with self.lock:
            if table_id in self.ready:
                self.ready.move_to_end(table_id)
                return self.ready[table_id]
        table = self.salon.find(table_id)
        if table is None:
            return None
        with table.lock:
            text = table.record()  # refused while the game goes on
        replay = encode(replay_json(text))
        with self.lock:
            self.ready[table_id] = replay
            while len(self.ready) > self.kept:
                self.ready.popitem(last=False)
        return replay


class RecordToReplay(BaseModel):
    model_config = ConfigDict(extra="forbid")
    record: str = Field(min_length=1, max_length=MAX_RECORD)


def replay_routes(salon: Salon, limit: Callable[[str, Request], None]) -> APIRouter:
    """``GET /api/tables/TABLE/replay`` and ``POST /api/replay``."""
    router = APIRouter()
    replays = Replays(salon)

    @router.get("/api/tables/{table_id}/replay", response_class=Encoded)
    async def table_replay(table_id: str) -> Encoded:
        try:
            replay = await asyncio.to_thread(replays.of_table, table_id)
        except TableError as error:
            raise HTTPException(status_code=409, detail=str(error)) from None
        except RecordError as error:
            # The table's own record: the server wrote it, yet it is never worth a 500.
            log.error("table %s: its record does not replay: %s", table_id, error)
            raise HTTPException(
                status_code=422, detail=f"this table's record cannot be replayed: {error}"
            ) from None
        if replay is None:
            raise HTTPException(status_code=404, detail=f"there is no table {table_id!r}")
        return Encoded(replay)

    @router.post("/api/replay", response_class=Encoded)
    async def record_replay(body: RecordToReplay, request: Request) -> Encoded:
        limit("lookups", request)
        try:
            return Encoded(await asyncio.to_thread(encoded_replay, body.record))
        except RecordError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    return router
