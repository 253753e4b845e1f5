"""A table in play: its seats, its game and what anyone may know of it.

A seat is a person's (proved by its secret), a computer's, or open (by invitation or from the
lobby). Its state changes only under its lock, by the salon that holds it
(:mod:`salon.web.tables.registry`).
"""

from __future__ import annotations

import hashlib
import hmac
import threading
import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import Enum
from functools import cached_property
from typing import Any

from salon.web.tables.adapter import CHANCE_ACTOR, HUMAN, JSON, GameAdapter, Sitter
from salon.web.tables.games import adapter_for

MAX_NAME = 40
MAX_ACTION_TEXT = 200


class TableError(ValueError):
    """A request the table refuses; the message says why, and nothing changed."""


class Opponent(Enum):
    """Who takes the second seat of a new table."""

    FRIEND = "friend"
    RANDOM = "random"
    THUMB = "thumb"
    STRONG = "strong"


def hash_secret(secret: str) -> str:
    """Seat secrets are long random tokens, so one round of SHA-256 suffices to store them."""
    return hashlib.sha256(secret.encode()).hexdigest()


def clean_name(name: str) -> str:
    """A display name without control characters, at most 40 characters; never empty.

    >>> clean_name("  Mme\\x00 de Staël ")
    'Mme de Staël'
    """
    kept = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    kept = " ".join(kept.split())[:MAX_NAME]
    if not kept:
        raise TableError("a player needs a name")
    return kept


@dataclass
class Seat:
    name: str
    player: str
    token_hash: str | None = None
    invite_hash: str | None = None
    agent: Any = None
    address: str | None = None
    """The client address that took this seat from the lobby (kept in memory only): a lobby
    seat is refused to an address that took one at the table already."""

    @property
    def is_computer(self) -> bool:
        return self.player != HUMAN

    @property
    def is_open(self) -> bool:
        return self.token_hash is None and not self.is_computer

    @property
    def sitter(self) -> Sitter:
        return Sitter(self.name, self.player, self.is_open)


@dataclass
class Table:
    id: str
    adapter: GameAdapter
    rules: str
    game: Any
    seats: list[Seat]
    step: int = 0
    """How many actions were applied (and stored)."""
    broken: str | None = None
    """Why a stored table could not be replayed (it is then closed to play)."""
    created: datetime = field(default_factory=lambda: datetime.now(UTC))
    listed: bool = False
    """The host lets the lobby list the table while a seat is open, and show it in play."""
    people_acted: bool = False
    """Some person has acted here: until then an abandoned table may expire."""
    next: str | None = None
    """The table where the same players play again (see ``salon.web.tables.rematch``)."""
    hints: bool = False
    """The player may ask for hints (``salon.web.teaching.hints``): only against the computer."""
    claimed: Claimed | None = None
    """The game ended by a claim (a player's time ran out) or a resignation, not by its own
    laws."""
    last_actor: int | str | None = None
    """Who took the last action this server applied: a seat's number, or chance."""
    ratings_moved: list[JSON] | None = None
    """The ratings a rated game's end moved, each player's before and after, as the players'
    side of the server tells them (``salon.web.players``); None: none moved, or not known."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def actor(self) -> int | str | None:
        return self.adapter.actor(self.game)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def sitters(self) -> tuple[Sitter, ...]:
        return tuple(seat.sitter for seat in self.seats)

    @property
    def is_over(self) -> bool:
        return self.claimed is not None or bool(self.adapter.is_over(self.game))

    def outcome(self) -> str:
        if self.claimed is not None:
            return self.claimed.result
        return self.adapter.outcome(self.game, self.names)

    @cached_property
    def rules_text(self) -> str:
        return self.adapter.describe_rules(self.rules)

    def public_info(self) -> JSON:
        names = self.adapter.seat_names
        words = self.adapter.seat_words(self.game)
        return {
            "id": self.id,
            "game": self.adapter.name,
            "title": self.adapter.title,
            "rules": self.rules,
            "rules_text": self.rules_text,
            "host": self.seats[0].name,
            "result": self.outcome() if self.is_over else None,
            "claimed": None
            if self.claimed is None
            else {"winner": self.claimed.winner, "resigned": self.claimed.resigned},
            "next": self.next,
            "hints": self.hints,
            "step": self.step,
            "actor": self.actor,
            "broken": self.broken,
            "session": self.adapter.waits_for_seats,
            "seats": [
                {
                    "seat": number,
                    "letter": names[number],
                    "name": seat.name,
                    "player": seat.player,
                    "open": seat.is_open,
                    "word": words[number] if words else None,
                }
                for number, seat in enumerate(self.seats)
            ],
        } | ({} if self.ratings_moved is None else {"ratings_moved": self.ratings_moved})

    def view(self, seat: int | None, talk_from: int = 0) -> JSON:
        """What ``seat`` (None: a spectator) may know, the talk from ``talk_from`` on."""
        if seat is None:
            return self.adapter.public_view(self.game, talk_from)
        return self.adapter.seat_view(self.game, seat, talk_from)

    def record(self) -> str:
        if self.claimed is not None:
            how = (
                "a player resigned"
                if self.claimed.resigned
                else "a player's time ran out and his adversary claimed it"
            )
            raise TableError(
                f"this game ended when {how}: only a game played to its end is kept to look back on"
            )
        if not self.adapter.is_over(self.game):
            raise TableError(
                "this game is still being played: it can be looked back on once it is over"
            )
        return self.adapter.record(self.game, self.names)


@dataclass(frozen=True, slots=True)
class Claimed:
    """How a game ended by a claim or a resignation: the seat that won it, the result as the
    lobby shows it, and whether the other resigned (else his time ran out)."""

    winner: int
    result: str
    resigned: bool = False


@dataclass(frozen=True, slots=True)
class NewTable:
    table: Table
    seat: int
    token: str
    invite: str | None


CLAIMED_BY = "won: the adversary's time ran out"
RESIGNED_BY = "won: the adversary resigned"
ENDED_EARLY = (CLAIMED_BY, RESIGNED_BY)
"""The endings of a result that ended a game before its laws did."""


def claim_result(table: Table, winner: int) -> str:
    return f"{table.seats[winner].name} {CLAIMED_BY}"


def resign_result(table: Table, winner: int) -> str:
    return f"{table.seats[winner].name} {RESIGNED_BY}"


def adapter_named(game: str) -> GameAdapter:
    try:
        return adapter_for(game)
    except ValueError as error:
        raise TableError(str(error)) from None


def seat_to_take(table: Table, invite: str | None) -> int | None:
    """The open seat this invitation opens; without one, the first open seat of a listed
    table that is not broken or over."""
    for number, seat in enumerate(table.seats):
        if seat.invite_hash is None:
            continue
        if invite is not None and hmac.compare_digest(seat.invite_hash, hash_secret(invite)):
            return number
        if invite is None and table.listed and table.broken is None and not table.is_over:
            return number
    return None


def took_a_lobby_seat(table: Table, address: str | None) -> bool:
    return address is not None and any(seat.address == address for seat in table.seats)


def is_person(table: Table, actor: str) -> bool:
    """Whether ``actor`` (a seat's letter, or chance) is a person sitting at the table."""
    names = table.adapter.seat_names
    return actor in names and not table.seats[names.index(actor)].is_computer


def describe_actor(table: Table, actor: int | str | None) -> str:
    if isinstance(actor, int):
        return f"{table.adapter.seat_names[actor]} is"
    if actor == CHANCE_ACTOR:
        return "the shuffle is"
    return "no one is"
