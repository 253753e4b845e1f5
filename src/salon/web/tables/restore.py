"""A table rebuilt from the database: its stored actions replayed through the engine, its
computers given their agents."""

from __future__ import annotations

import logging
import secrets

from salon.web.server.store import GameRow
from salon.web.tables.policies import ServedPolicies
from salon.web.tables.table import (
    ENDED_EARLY,
    RESIGNED_BY,
    Claimed,
    Seat,
    Table,
    adapter_named,
    is_person,
)

log = logging.getLogger("salon.web")


def rebuild(row: GameRow, policies: ServedPolicies) -> Table:
    """The table of a stored game, its actions replayed; broken (closed to play) if they
    do not replay, or if a computer of it is no longer offered."""
    adapter = adapter_named(row.game)
    seats = [Seat(s.name, s.player, s.token_hash, s.invite_hash) for s in row.seats]
    sitters = tuple(seat.sitter for seat in seats)
    table = Table(row.id, adapter, row.rules, adapter.new_game(row.rules, sitters), seats)
    table.created = row.created or table.created
    table.listed = row.listed
    table.next = row.next
    table.hints = row.hints
    table.claimed = claimed_of(row)
    table.people_acted = any(is_person(table, actor) for actor, _ in row.actions)
    try:
        give_agents(table, policies)
    except ValueError as error:  # a policy the server no longer offers
        table.broken = f"a computer cannot sit down: {error}"
        log.error("table %s: %s", row.id, table.broken)
        return table
    for number, (actor, text) in enumerate(row.actions):
        try:
            adapter.apply(table.game, adapter.read_stored(table.game, actor, text))
        except ValueError as error:
            table.broken = f"stored action {number} ({actor}: {text}) cannot be replayed: {error}"
            log.error("table %s: %s", row.id, table.broken)
            break
        table.step += 1
    return table


def give_agents(table: Table, policies: ServedPolicies) -> None:
    """Each computer seat its agent, with a fresh seed (a served policy's, or the game's)."""
    for seat in table.seats:
        if not seat.is_computer:
            continue
        seed = secrets.randbits(32)
        if policies.serves(seat.player):
            game = table.adapter.name
            make = table.adapter.make_agent
            seat.agent = policies.agent(seat.player, game, make, seed)
        else:
            seat.agent = table.adapter.make_agent(seat.player, seed)


def claimed_of(row: GameRow) -> Claimed | None:
    """A finished game whose result is a claim's or a resignation's (its moves alone do not
    end it)."""
    if row.finished is None or row.result is None:
        return None
    ending = next((end for end in ENDED_EARLY if row.result.endswith(end)), None)
    if ending is None:
        return None
    names = [seat.name for seat in row.seats]
    winner = row.result.removesuffix(ending).strip()
    number = names.index(winner) if winner in names else 0
    return Claimed(number, row.result, resigned=ending == RESIGNED_BY)
