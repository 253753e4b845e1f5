"""The tables in play: the server's authoritative state, kept in step with the database.

Every action is checked by the engine, then stored, then applied: so the database always
holds every action acknowledged, and a table is rebuilt after a restart by replaying its
stored actions through the engine (:mod:`salon.web.tables.restore`). Shuffles come from the
system's secure generator and are stored as the chance actions they are, so every record
replays.
"""

from __future__ import annotations

import hmac
import random
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Select

from salon.agents.names import computer_words
from salon.engine import IllegalActionError
from salon.web.server.store import SeatRow, Store
from salon.web.tables.adapter import CHANCE_ACTOR, HUMAN, GameAdapter, Ready
from salon.web.tables.computers import QUICK_PLAYERS, ComputerTurn, think
from salon.web.tables.policies import ServedPolicies
from salon.web.tables.restore import give_agents, rebuild
from salon.web.tables.table import (
    MAX_ACTION_TEXT,
    Claimed,
    NewTable,
    Opponent,
    Seat,
    Table,
    TableError,
    adapter_named,
    clean_name,
    describe_actor,
    hash_secret,
    is_person,
    seat_to_take,
    took_a_lobby_seat,
)

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
        self.on_reopen: list[Callable[[Table], None]] = []
        """Called with each finished table rebuilt from the database, before anyone reads it
        (what its end told, such as the ratings' moves, told again)."""
        self.on_turn: list[Callable[[Table, int], None]] = []
        """Called with a table and a seat held by a person when it becomes that seat's turn
        to act (clocks start; a player may be told it is his turn). Called under the
        table's lock, so quick: hand slow work to another thread."""
        self.on_step: list[Callable[[Table], None]] = []
        """Called with a table after each action taken at it, and each seat taken (under its
        lock): the clocks follow who is to act, a turn-based clock giving its time afresh
        each move."""
        self.takes_forced: Callable[[Table], bool] = lambda table: False
        """Whether the server takes, at this table, a person's steps that leave him nothing to
        decide (a turn-based table: he may be away for days, his clock running for nothing)."""
        self._lock = threading.Lock()
        for row in store.load_games(in_play_only=True, leaving=waiting):
            table = rebuild(row, self.policies)
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
        adapter = adapter_named(game)
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
        give_agents(table, self.policies)
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
            if invite is None and took_a_lobby_seat(table, address):
                raise TableError(
                    "your address took a seat at this table from the lobby already: "
                    "another seat is taken with an invitation from the host"
                )
            number = seat_to_take(table, invite)
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
        table = rebuild(row, self.policies)
        if table.is_over:
            for then in self.on_reopen:
                then(table)
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

    def end_by_claim(
        self, table: Table, winner: int, result: str, *, resigned: bool = False
    ) -> None:
        """End the game in ``winner``'s favour, his adversary's time having run out or he
        having resigned (the caller checked it): stored, and told to :attr:`on_finish` like any
        end."""
        with table.lock:
            self._open_for_play(table)
            table.claimed = Claimed(winner, result, resigned)
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
                actor = describe_actor(table, table.actor)
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
            if table.broken is not None or table.claimed is not None:
                return False  # closed, or ended by a claim or a resignation
            if any(seat.is_open for seat in table.seats):
                return False
            players = tuple(seat.player for seat in table.seats)
            agents = tuple(seat.agent for seat in table.seats)
            due = table.adapter.due(table.game, players, agents, self.chance)
            if due is None:
                return self._take_forced(table)
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
            if table.step != turn.step or table.broken is not None or table.claimed is not None:
                return False
            table.seats[turn.seat].agent = agent
            action = turn.finish(action)
            table.adapter.check(table.game, action)
            self._record_and_apply(table, table.adapter.seat_names[turn.seat], action)
            return True

    def _take_forced(self, table: Table) -> bool:
        """Take the step of a person with nothing to decide, where the server takes them."""
        action = table.adapter.forced(table.game)
        if action is None or not self.takes_forced(table):
            return False
        seat = table.actor
        assert isinstance(seat, int), "a forced step is a person's"
        table.adapter.check(table.game, action)
        self._record_and_apply(table, table.adapter.seat_names[seat], action, forced=True)
        return True

    def next_is_computer(self, table: Table) -> bool:
        actor = table.actor
        return isinstance(actor, int) and table.seats[actor].is_computer

    def _record_and_apply(
        self, table: Table, actor: str, action: Any, *, forced: bool = False
    ) -> str:
        """Store and apply ``action``; ``forced``: a person's step the server took for him,
        of which he was not told (so a turn of his that follows is told)."""
        text = table.adapter.action_text(table.game, action)
        self.store.append_action(table.id, table.step, actor, text)
        before = table.actor
        table.adapter.apply(table.game, action)
        table.step += 1
        names = table.adapter.seat_names
        table.last_actor = names.index(actor) if actor in names else actor
        table.people_acted = table.people_acted or is_person(table, actor)
        for then in self.on_step:
            then(table)
        self._tell_turn(table, None if forced else before)
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
        if table.adapter.forced(table.game) is not None and self.takes_forced(table):
            return  # the server takes it at once: nothing to tell him
        for then in self.on_turn:
            then(table, actor)

    def _open_for_play(self, table: Table) -> None:
        if table.broken is not None:
            raise TableError(f"this table is closed: {table.broken}")
        if table.is_over:  # by its laws, or claimed or resigned: nothing more is played
            raise TableError("the game is over")
        if any(seat.is_open for seat in table.seats):
            raise TableError("the invited player has not sat down yet")
