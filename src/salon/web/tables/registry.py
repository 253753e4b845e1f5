"""The tables in play: the server's authoritative state, kept in step with the database.

Every action is checked by the engine, then stored, then applied: so the database always
holds every action acknowledged, and a table is rebuilt after a restart by replaying its
stored actions through the engine. Shuffles come from the system's secure generator and
are stored as the chance actions they are, so every record replays.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import random
import secrets
import threading
import time
import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import Enum
from functools import cached_property
from typing import Any

from sqlalchemy import Select

from salon.agents.names import computer_words
from salon.engine import IllegalActionError
from salon.web.server.store import GameRow, SeatRow, Store
from salon.web.tables.adapter import CHANCE_ACTOR, HUMAN, JSON, GameAdapter, Ready, Sitter
from salon.web.tables.games import adapter_for
from salon.web.tables.policies import ServedPolicies

log = logging.getLogger("salon.web")

MAX_NAME = 40
MAX_ACTION_TEXT = 200


class TableError(ValueError):
    """A request the table refuses; the message says why, and nothing changed."""


QUICK_PLAYERS = frozenset({"random", "thumb"})
"""Computer players that choose in a millisecond or so: they move in the server's own
threads, where handing them to another process would cost more than their thinking."""


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
    """The game ended by a claim (a player's time ran out), not by its own laws."""
    last_actor: int | str | None = None
    """Who took the last action this server applied: a seat's number, or chance."""
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
        }

    def view(self, seat: int | None, talk_from: int = 0) -> JSON:
        """What ``seat`` (None: a spectator) may know, the talk from ``talk_from`` on."""
        if seat is None:
            return self.adapter.public_view(self.game, talk_from)
        return self.adapter.seat_view(self.game, seat, talk_from)

    def record(self) -> str:
        if self.claimed is not None:
            raise TableError("this game ended by a claim: it has no record of a finished game")
        if not self.adapter.is_over(self.game):
            raise TableError("the record holds every card: it is given when the game is over")
        return self.adapter.record(self.game, self.names)


@dataclass(frozen=True, slots=True)
class Claimed:
    """How a game ended by a claim: the seat that won it (None: no one, the seat having
    been handed to the computer is not an end), and the result as the lobby shows it."""

    winner: int
    result: str


@dataclass(frozen=True, slots=True)
class NewTable:
    table: Table
    seat: int
    token: str
    invite: str | None


FINISHED_KEPT = 256
"""Finished tables kept in memory once asked for (the rest stay in the database)."""


class Salon:
    """Every table, the database behind them, and the rules of acting at them.

    The tables in play are held in memory (``tables``), rebuilt at startup, except those
    ``waiting`` selects (tables that may wait days for a person's move: rebuilt when first
    asked for, so a server with thousands of them starts at once); a finished game is a
    record, loaded from the database only when it is asked for, and a few of those are kept
    (``finished``). Methods that change a table hold its lock; they are called from worker
    threads.
    """

    def __init__(
        self,
        store: Store,
        *,
        chance: random.Random | None = None,
        finished_kept: int = FINISHED_KEPT,
        policies: ServedPolicies | None = None,
        waiting: Select[Any] | None = None,
    ) -> None:
        self.store = store
        self.policies = policies or ServedPolicies()
        self.chance = chance or secrets.SystemRandom()
        self.tables: dict[str, Table] = {}
        self.finished: OrderedDict[str, Table] = OrderedDict()
        self.finished_kept = finished_kept
        self.on_finish: list[Callable[[Table], None]] = []
        """Called with each table whose game has just ended (the players' ratings)."""
        self.on_turn: list[Callable[[Table, int], None]] = []
        """Called with a table and a seat held by a person when it becomes that seat's turn
        to act (clocks start; a player may be told it is his turn). Called under the
        table's lock, so quick: hand slow work to another thread."""
        self.on_step: list[Callable[[Table], None]] = []
        """Called with a table after each action taken at it, and each seat taken (under its
        lock): the clocks follow who is to act, a turn-based clock giving its time afresh
        each move."""
        self._lock = threading.Lock()
        for row in store.load_games(in_play_only=True, leaving=waiting):
            table = self._rebuild(row)
            if table.is_over:  # stored before the server noted finished games
                store.finish_game(row.id, table.outcome())
            else:
                self.tables[row.id] = table

    # ------------------------------------------------------------------ tables

    def create(
        self,
        *,
        game: str,
        rules: str,
        name: str,
        opponent: Opponent | str,
        listed: bool = False,
        hints: bool = False,
    ) -> NewTable:
        """A two-seat table; ``opponent`` is a friend, a computer, or a policy the server
        offers (``policy:NAME``)."""
        adapter = _adapter(game)
        if hints and opponent is Opponent.FRIEND:
            raise TableError("hints are given only against the computer, not at a friend's table")
        try:
            rules_text = adapter.rules_text(rules)
        except ValueError as error:
            raise TableError(str(error)) from None
        host = clean_name(name)
        token = secrets.token_urlsafe(32)
        invite = secrets.token_urlsafe(24) if opponent is Opponent.FRIEND else None
        first = Seat(host, HUMAN, token_hash=hash_secret(token))
        if invite is not None:
            second = Seat("(invited)", HUMAN, invite_hash=hash_secret(invite))
        elif isinstance(opponent, str):
            try:
                served = self.policies.policy(opponent, adapter.name)
            except ValueError as error:
                raise TableError(str(error)) from None
            second = Seat(f"Computer ({served.name})", served.player)
        else:
            second = Seat(computer_words(opponent.value).seat_name, opponent.value)
        table = self.open_table(adapter, rules_text, [first, second], listed=listed, hints=hints)
        return NewTable(table, 0, token, invite)

    def open_table(
        self,
        adapter: GameAdapter,
        rules_text: str,
        seats: list[Seat],
        *,
        listed: bool = False,
        hints: bool = False,
    ) -> Table:
        """Store a new table with these seats, and put it in play."""
        table_id = secrets.token_urlsafe(9)
        rows = [
            SeatRow(number, seat.name, seat.player, seat.token_hash, seat.invite_hash)
            for number, seat in enumerate(seats)
        ]
        created = self.store.create_game(
            game_id=table_id,
            game=adapter.name,
            rules=rules_text,
            seat_rows=rows,
            listed=listed,
            hints=hints,
        )
        game_state = adapter.new_game(rules_text, tuple(seat.sitter for seat in seats))
        table = Table(table_id, adapter, rules_text, game_state, seats, created=created)
        table.listed, table.hints = listed, hints
        self._give_agents(table)
        with self._lock:
            self.tables[table_id] = table
        return table

    def join(
        self, table_id: str, *, invite: str | None, name: str, address: str | None = None
    ) -> tuple[int, str]:
        """Take the invited seat (by its invitation, or, at a table its host listed in the
        lobby, without one): its number and the new secret of that seat. From the lobby, one
        ``address`` takes one seat of a table at most: more need the host's invitations."""
        table = self.table(table_id)
        player = clean_name(name)
        with table.lock:
            if invite is None and _took_a_lobby_seat(table, address):
                raise TableError(
                    "your address took a seat at this table from the lobby already: "
                    "another seat is taken with an invitation from the host"
                )
            number = _seat_to_take(table, invite)
            if number is not None:
                seat = table.seats[number]
                assert seat.invite_hash is not None
                token = secrets.token_urlsafe(32)
                claimed = self.store.claim_seat(
                    game_id=table.id,
                    seat=number,
                    invite_hash=seat.invite_hash,
                    name=player,
                    token_hash=hash_secret(token),
                )
                if claimed:
                    seat.name, seat.token_hash, seat.invite_hash = player, hash_secret(token), None
                    seat.address = address if invite is None else None
                    table.adapter.seat_taken(table.game, table.sitters)
                    for then in self.on_step:  # the last seat taken may begin the game
                        then(table)
                    return number, token
        if invite is None:
            raise TableError("this table has no seat open to the lobby")
        raise TableError("this invitation is not valid, or the seat is already taken")

    def table(self, table_id: str) -> Table:
        table = self.find(table_id)
        if table is None:
            raise TableError(f"there is no table {table_id!r}")
        return table

    def find(self, table_id: str) -> Table | None:
        """The table, from memory, or (a finished game) from the database; None if none."""
        with self._lock:
            table = self.tables.get(table_id)
            if table is None and table_id in self.finished:
                self.finished.move_to_end(table_id)
                table = self.finished[table_id]
        if table is not None or len(table_id) > 32:
            return table
        row = self.store.load_game(table_id)
        if row is None:
            return None
        table = self._rebuild(row)
        with self._lock:
            if table_id in self.tables:  # in play: it was in memory all along
                return self.tables[table_id]
            if not table.is_over:
                self.tables[table_id] = table
            else:
                self._keep_finished(table)
        return table

    def expire(self, max_age: float, now: datetime | None = None) -> list[Table]:
        """Forget the tables at which no person has acted ``max_age`` seconds after they were
        opened (an invitation never taken, a table left at once): they are closed, taken out
        of the database, and returned."""
        cutoff = (now or datetime.now(UTC)) - timedelta(seconds=max_age)
        with self._lock:
            stale = [t for t in self.tables.values() if not t.people_acted and t.created < cutoff]
        expired = []
        for table in stale:
            with table.lock:
                if not table.people_acted and table.broken is None:
                    table.broken = "no one played at this table, and it has expired"
                    expired.append(table)
        self.store.delete_games([table.id for table in expired])
        with self._lock:
            for table in expired:
                self.tables.pop(table.id, None)
        return expired

    def end_by_claim(self, table: Table, winner: int, result: str) -> None:
        """End the game in ``winner``'s favour, his adversary's time having run out (the
        caller checked the claim): stored, and told to :attr:`on_finish` like any end."""
        with table.lock:
            self._open_for_play(table)
            table.claimed = Claimed(winner, result)
            self.store.finish_game(table.id, result)
            with self._lock:
                self.tables.pop(table.id, None)
                self._keep_finished(table)
            for then in self.on_finish:
                then(table)

    def hand_to_computer(self, table: Table, seat: int, player: str) -> None:
        """Give the seat to a computer player, its person having run out of time or left."""
        with table.lock:
            self._open_for_play(table)
            taken = table.seats[seat]
            name = f"Computer ({player})"
            self.store.seat_to_computer(table.id, seat, name, player)
            taken.name, taken.player, taken.token_hash = name, player, None
            taken.agent = table.adapter.make_agent(player, secrets.randbits(32))

    def _keep_finished(self, table: Table) -> None:
        """Keep a finished table among the few held in memory (the caller holds the lock)."""
        self.finished[table.id] = table
        self.finished.move_to_end(table.id)
        while len(self.finished) > self.finished_kept:
            self.finished.popitem(last=False)

    def authenticate(self, table_id: str, seat: int, token: str) -> Table:
        table = self.table(table_id)
        if not 0 <= seat < len(table.seats):
            raise TableError(f"table {table_id} has no seat {seat}")
        stored = table.seats[seat].token_hash
        if stored is None or not hmac.compare_digest(stored, hash_secret(token)):
            raise TableError("that secret does not open this seat")
        return table

    # ------------------------------------------------------------------ acting

    def act(self, table: Table, seat: int, text: str) -> str:
        """Take a player's action: checked, stored, then applied. Returns its canonical text."""
        if len(text) > MAX_ACTION_TEXT:
            raise TableError("that action is too long to be one")
        with table.lock:
            self._open_for_play(table)
            if not 0 <= seat < len(table.seats):
                raise TableError(f"this table has no seat {seat}")
            if not table.adapter.may_act(table.game, seat):
                letter = table.adapter.seat_names[seat]
                actor = _describe(table, table.actor)
                raise TableError(f"it is not {letter}'s turn ({actor} to act)")
            try:
                action = table.adapter.read(table.game, seat, text)
                table.adapter.check(table.game, action)
            except IllegalActionError as error:
                raise TableError(error.said) from None
            except ValueError as error:
                raise TableError(str(error)) from None
            return self._record_and_apply(table, table.adapter.seat_names[seat], action)

    def advance_one(self, table: Table) -> bool:
        """Take one step that no person takes (a shuffle, a computer's move); false if none.

        The computer thinks here, in the caller's thread; the server lets it think elsewhere
        with :meth:`next_step`, :func:`think` and :meth:`computer_moves`.
        """
        step = self.next_step(table)
        if isinstance(step, ComputerTurn):
            action, agent = think(step.agent, step.view)
            return self.computer_moves(table, step, action, agent)
        return step

    def next_step(self, table: Table) -> bool | ComputerTurn:
        """Take a shuffle or a quick computer's move that is due (true); or say which other
        computer is to think (with what it may see); or false when a person is to act or the
        game is over."""
        with table.lock:
            if table.broken is not None or any(seat.is_open for seat in table.seats):
                return False
            players = tuple(seat.player for seat in table.seats)
            agents = tuple(seat.agent for seat in table.seats)
            due = table.adapter.due(table.game, players, agents, self.chance)
            if due is None:
                return False
            if isinstance(due, Ready):
                actor = CHANCE_ACTOR if due.seat is None else table.adapter.seat_names[due.seat]
                if due.seat is not None:
                    table.adapter.check(table.game, due.action)
                self._record_and_apply(table, actor, due.action)
                return True
            # A policy is one pass through its network: as quick as the rules of thumb.
            if due.player not in QUICK_PLAYERS and not self.policies.serves(due.player):
                return ComputerTurn(table.step, due.seat, due.agent, due.view, due.finish)
            choice, table.seats[due.seat].agent = think(due.agent, due.view)
            action = due.finish(choice)
            table.adapter.check(table.game, action)
            self._record_and_apply(table, table.adapter.seat_names[due.seat], action)
            return True

    def computer_moves(self, table: Table, turn: ComputerTurn, action: Any, agent: Any) -> bool:
        """Take the move a computer chose on ``turn``, checked like anyone's; false if the
        table moved on meanwhile (the move is then dropped)."""
        with table.lock:
            if table.step != turn.step or table.broken is not None:
                return False
            table.seats[turn.seat].agent = agent
            action = turn.finish(action)
            table.adapter.check(table.game, action)
            self._record_and_apply(table, table.adapter.seat_names[turn.seat], action)
            return True

    def next_is_computer(self, table: Table) -> bool:
        actor = table.actor
        return isinstance(actor, int) and table.seats[actor].is_computer

    def _record_and_apply(self, table: Table, actor: str, action: Any) -> str:
        text = table.adapter.action_text(table.game, action)
        self.store.append_action(table.id, table.step, actor, text)
        before = table.actor
        table.adapter.apply(table.game, action)
        table.step += 1
        names = table.adapter.seat_names
        table.last_actor = names.index(actor) if actor in names else actor
        table.people_acted = table.people_acted or _is_person(table, actor)
        for then in self.on_step:
            then(table)
        self._tell_turn(table, before)
        if table.is_over:
            self.store.finish_game(table.id, table.outcome())
            with self._lock:
                self.tables.pop(table.id, None)
                self._keep_finished(table)
            for then in self.on_finish:
                then(table)
        return text

    def _tell_turn(self, table: Table, before: int | str | None) -> None:
        """Call :attr:`on_turn` when a person's seat is newly to act (a seat acting twice
        in a row is told once, the first time)."""
        actor = table.actor
        if not isinstance(actor, int) or actor == before or table.is_over:
            return
        if table.seats[actor].is_computer:
            return
        for then in self.on_turn:
            then(table, actor)

    def _open_for_play(self, table: Table) -> None:
        if table.broken is not None:
            raise TableError(f"this table is closed: {table.broken}")
        if table.adapter.is_over(table.game):
            raise TableError("the game is over")
        if any(seat.is_open for seat in table.seats):
            raise TableError("the invited player has not sat down yet")

    # ------------------------------------------------------------------ restart

    def _rebuild(self, row: GameRow) -> Table:
        adapter = _adapter(row.game)
        seats = [Seat(s.name, s.player, s.token_hash, s.invite_hash) for s in row.seats]
        sitters = tuple(seat.sitter for seat in seats)
        table = Table(row.id, adapter, row.rules, adapter.new_game(row.rules, sitters), seats)
        table.created = row.created or table.created
        table.listed = row.listed
        table.next = row.next
        table.hints = row.hints
        table.claimed = _claimed(row)
        table.people_acted = any(_is_person(table, actor) for actor, _ in row.actions)
        try:
            self._give_agents(table)
        except ValueError as error:  # a policy the server no longer offers
            table.broken = f"a computer cannot sit down: {error}"
            log.error("table %s: %s", row.id, table.broken)
            return table
        for number, (actor, text) in enumerate(row.actions):
            try:
                adapter.apply(table.game, adapter.read_stored(table.game, actor, text))
            except ValueError as error:
                table.broken = (
                    f"stored action {number} ({actor}: {text}) cannot be replayed: {error}"
                )
                log.error("table %s: %s", row.id, table.broken)
                break
            table.step += 1
        return table

    def _give_agents(self, table: Table) -> None:
        for seat in table.seats:
            if not seat.is_computer:
                continue
            seed = secrets.randbits(32)
            if self.policies.serves(seat.player):
                game = table.adapter.name
                make = table.adapter.make_agent
                seat.agent = self.policies.agent(seat.player, game, make, seed)
            else:
                seat.agent = table.adapter.make_agent(seat.player, seed)


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """A computer player to move at ``step``: its agent and its seat's view; ``finish``
    makes its choice the action taken (advice, at a session)."""

    step: int
    seat: int
    agent: Any
    view: Any
    finish: Callable[[Any], Any] = lambda choice: choice


def think(agent: Any, view: Any) -> tuple[Any, Any]:
    """The agent's choice, and the agent as it stands after choosing (its generator moved on).

    Plain data in and out, so that it may run in another process.
    """
    return agent.choose(view, view.legal), agent


def leave_with(parent: int) -> None:
    """Make this worker process end when the server ``parent`` is gone (killed, say), rather
    than linger: a process pool's workers are not told of it otherwise."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="salon-watch-parent", daemon=True).start()


CLAIMED_BY = "won: the adversary's time ran out"


def claim_result(table: Table, winner: int) -> str:
    return f"{table.seats[winner].name} {CLAIMED_BY}"


def _claimed(row: GameRow) -> Claimed | None:
    """A finished game whose result is a claim's (its moves alone do not end it)."""
    if row.finished is None or row.result is None or not row.result.endswith(CLAIMED_BY):
        return None
    names = [seat.name for seat in row.seats]
    winner = row.result.removesuffix(CLAIMED_BY).strip()
    return Claimed(names.index(winner) if winner in names else 0, row.result)


def _adapter(game: str) -> GameAdapter:
    try:
        return adapter_for(game)
    except ValueError as error:
        raise TableError(str(error)) from None


def _seat_to_take(table: Table, invite: str | None) -> int | None:
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


def _took_a_lobby_seat(table: Table, address: str | None) -> bool:
    return address is not None and any(seat.address == address for seat in table.seats)


def _is_person(table: Table, actor: str) -> bool:
    """Whether ``actor`` (a seat's letter, or chance) is a person sitting at the table."""
    names = table.adapter.seat_names
    return actor in names and not table.seats[names.index(actor)].is_computer


def _describe(table: Table, actor: int | str | None) -> str:
    if isinstance(actor, int):
        return f"{table.adapter.seat_names[actor]} is"
    if actor == CHANCE_ACTOR:
        return "the shuffle is"
    return "no one is"
