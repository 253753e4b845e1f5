"""Opening a table for a session: one entry a seat, the host's, a friend's (each with an
invitation of its own) or a computer's, and the session's options.

>>> seats_of(["host", "friend", "thumb"], least=3, most=3)
('host', 'friend', 'thumb')
>>> seats_of(["friend", "thumb", "thumb"], least=3, most=3)
Traceback (most recent call last):
...
salon.web.tables.table.TableError: the seats name the host exactly once
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from salon.sessions.computers import STRENGTHS
from salon.web.sessions.setup import check_seats_order
from salon.web.tables.adapter import HUMAN
from salon.web.tables.games import SESSIONS
from salon.web.tables.registry import Salon
from salon.web.tables.table import Seat, Table, TableError, clean_name, hash_secret

HOST = "host"
FRIEND = "friend"


@dataclass(frozen=True, slots=True)
class NewSession:
    table: Table
    seat: int
    """The host's seat."""
    token: str
    invites: tuple[tuple[int, str], ...]
    """Each friend's seat and its invitation."""


def seats_of(entries: Sequence[str], *, least: int, most: int) -> tuple[str, ...]:
    """The seats asked for, checked: the host once, friends, computers by strength."""
    if not least <= len(entries) <= most:
        span = str(least) if least == most else f"{least} to {most}"
        raise TableError(f"this game seats {span}, not {len(entries)}")
    known = (HOST, FRIEND, *STRENGTHS)
    for entry in entries:
        if entry not in known:
            raise TableError(f"a seat is one of {', '.join(known)}, not {entry!r}")
    if list(entries).count(HOST) != 1:
        raise TableError("the seats name the host exactly once")
    return tuple(entries)


def open_session(
    salon: Salon,
    *,
    game: str,
    name: str,
    seats: Sequence[str],
    options: Mapping[str, object],
    listed: bool = False,
) -> NewSession:
    """Store a new session's table: the host seated, friends invited, computers named."""
    adapter = SESSIONS.get(game)
    if adapter is None:
        raise TableError(f"{game!r} is not a game of three or more")
    entries = seats_of(seats, least=adapter.least_seats, most=adapter.most_seats)
    try:
        rules = adapter.options_text(dict(options))
        check_seats_order(game, rules, len(entries))
    except ValueError as error:
        raise TableError(str(error)) from None
    host = clean_name(name)
    token = secrets.token_urlsafe(32)
    made: list[Seat] = []
    invites: list[tuple[int, str]] = []
    for number, entry in enumerate(entries):
        if entry == HOST:
            made.append(Seat(host, HUMAN, token_hash=hash_secret(token)))
        elif entry == FRIEND:
            invite = secrets.token_urlsafe(24)
            invites.append((number, invite))
            made.append(Seat("(invited)", HUMAN, invite_hash=hash_secret(invite)))
        else:
            taken = [host, *(seat.name for seat in made)]
            made.append(Seat(adapter.computer_name(number, entry, taken), entry))
    table = salon.open_table(adapter, rules, made, listed=listed)
    return NewSession(table, entries.index(HOST), token, tuple(invites))
