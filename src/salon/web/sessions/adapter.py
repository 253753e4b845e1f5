"""The sessions of three or more (chouette, pool, French Écarté) behind the server's game
interface: the same tables, store, websocket and replays as the two-seat games.

A table's game is a :class:`Sitting`: who sits in each seat and, once every seat is taken, the
session itself (``salon.sessions``), whose participants are named by their seats' words
(:func:`salon.web.sessions.setup.participant_words`). Any participant may send an action at any
moment; the session's own ``check`` refuses what his role does not allow, with its reason.
Computer participants act as ``salon.sessions.computers`` has them act: advisers advise first,
a computer player follows advice he heeds, else thinks (the strong one off the event loop),
and a computer at the betting follows the session's plain rule.

>>> adapter = SessionAdapter("pool")
>>> sitting = adapter.new_game(adapter.rules_text(""), [Sitter("Ann Lee", "human"),
...     Sitter("Ada (thumb)", "thumb"), Sitter("(invited)", "human", open=True)])
>>> adapter.actor(sitting) is None, adapter.seat_words(sitting)
(True, None)
>>> adapter.seat_taken(sitting, [Sitter("Ann Lee", "human"), Sitter("Ada (thumb)", "thumb"),
...     Sitter("Bob", "human")])
>>> adapter.actor(sitting), adapter.seat_words(sitting)
('chance', ('Ann', 'Ada', 'Bob'))
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from salon.agents.names import COMPUTER_NAMES, computer_words
from salon.engine import CHANCE, Event
from salon.sessions import chouette as chouette_session
from salon.sessions.computers import Choosing, Computers, computer_turn
from salon.sessions.french import FrenchSession, move_text
from salon.sessions.records import Session, session_record
from salon.web.sessions.setup import (
    ENGINES,
    SEATS,
    TITLES,
    describe,
    games_json,
    make_session,
    options_of,
    participant_words,
    read_options,
)
from salon.web.sessions.views import session_view, shared_view, waiting_view
from salon.web.tables.adapter import HUMAN, JSON, Due, Ready, Sitter, Thinking
from salon.words import signed

SEAT_LETTERS: Final = tuple("ABCDEFGHIJKL")
"""The seats' letters in the store, as the two-seat games' ``A`` and ``B``."""


@dataclass
class Sitting:
    """A session's table: who sits where and, once all are seated, the session."""

    game: str
    rules: str
    sitters: tuple[Sitter, ...]
    seed: int = field(default_factory=lambda: secrets.randbits(32))
    session: Session | None = None
    words: tuple[str, ...] = ()
    computers: Computers | None = None
    shared: tuple[int, JSON] | None = None
    """What every reader is sent alike at a step (the step, and it): made once a step."""

    def start_if_seated(self) -> None:
        if self.session is not None or any(sitter.open for sitter in self.sitters):
            return
        self.words = participant_words([sitter.name for sitter in self.sitters])
        self.session = make_session(self.game, self.rules, self.words)
        strengths = {
            word: sitter.player
            for word, sitter in zip(self.words, self.sitters, strict=True)
            if sitter.player != HUMAN
        }
        self.computers = Computers(strengths, ENGINES[self.game], seed=self.seed)


class SessionAdapter:
    """One session game as the server sees it."""

    waits_for_seats = True
    seat_names: tuple[str, ...] = SEAT_LETTERS

    def __init__(self, name: str) -> None:
        self.name = name
        self.title = TITLES[name]
        self.rubicons = ENGINES[name] == "piquet"
        self.least_seats, self.most_seats = SEATS[name]

    # ------------------------------------------------------------------ rules and seats

    def rules_text(self, text: str) -> str:
        return read_options(self.name, options_of(self.name, text))

    def options_text(self, options: dict[str, object]) -> str:
        return read_options(self.name, options)

    def rule_presets(self) -> list[JSON]:
        return list(games_json(self.name)["presets"])

    def games_json(self) -> JSON:
        return games_json(self.name)

    def describe_rules(self, rules: str) -> str:
        return describe(self.name, rules)

    def new_game(self, rules: str, seats: Sequence[Sitter] = ()) -> Sitting:
        sitting = Sitting(self.name, rules, tuple(seats))
        sitting.start_if_seated()
        return sitting

    def seat_taken(self, game: Sitting, seats: Sequence[Sitter]) -> None:
        game.sitters = tuple(seats)
        game.start_if_seated()

    def seat_words(self, game: Sitting) -> tuple[str, ...] | None:
        return game.words or None

    def computer_name(self, number: int, player: str, taken: Sequence[str]) -> str:
        """A free name for a computer participant, with its strength."""
        used = set(participant_words(list(taken)))
        name = next((n for n in COMPUTER_NAMES if n not in used), f"Guest{number}")
        return computer_words(player).called(name)

    # ------------------------------------------------------------------ acting

    def actor(self, game: Sitting) -> int | str | None:
        session = game.session
        if session is None:
            return None
        actor = session.to_act
        if actor is CHANCE:
            return "chance"
        return game.words.index(actor) if isinstance(actor, str) else None

    def may_act(self, game: Sitting, seat: int) -> bool:
        return game.session is not None and 0 <= seat < len(game.words)

    def lapsed(self, game: Sitting, seat: int) -> Any | None:
        session = game.session
        if not isinstance(session, FrenchSession) or not 0 <= seat < len(game.words):
            return None
        return session.lapsed(game.words[seat])

    def parse(self, text: str) -> Any:
        raise ValueError("a session's action is read with the participant who takes it")

    def read(self, game: Sitting, seat: int, text: str) -> Any:
        assert game.session is not None
        return game.session.parse(game.words[seat], text)

    def read_stored(self, game: Sitting, actor: str, text: str) -> Any:
        session = game.session
        if session is None:
            raise ValueError("an action was stored before every seat was taken")
        if actor == "chance":
            return session.parse("chance", text)
        if actor not in SEAT_LETTERS[: len(game.words)]:
            raise ValueError(f"{actor} is no seat of this table")
        return session.parse(game.words[SEAT_LETTERS.index(actor)], text)

    def action_text(self, game: Sitting, action: Any) -> str:
        if isinstance(game.session, FrenchSession):
            return move_text(action)
        return chouette_session.record_text(action)

    def check(self, game: Sitting, action: Any) -> None:
        assert game.session is not None
        game.session.check(action)

    def apply(self, game: Sitting, action: Any) -> None:
        assert game.session is not None
        game.session.apply(action)

    def sample_chance(self, game: Sitting, rng: random.Random) -> Any:
        assert game.session is not None
        return game.session.sample_chance(rng)

    def computer_view(self, game: Sitting, seat: int) -> Any:
        assert game.session is not None
        return game.session.game_view(game.words[seat])

    def make_agent(self, name: str, seed: int) -> Any:
        return None  # made afresh for each decision, from the sitting's seed

    def forced(self, game: Sitting) -> None:
        return None  # a session's person is asked, advised or not, even with one choice

    def due(
        self, game: Sitting, players: Sequence[str], agents: Sequence[Any], rng: random.Random
    ) -> Due | None:
        session, computers = game.session, game.computers
        if session is None or computers is None or session.is_terminal:
            return None
        actor = session.to_act
        if actor is CHANCE:
            return Ready(None, session.sample_chance(rng))
        turn = computer_turn(session, computers, len(session.log))
        if isinstance(turn, Choosing):
            number = game.words.index(turn.name)
            strength = computers.strengths[turn.name]
            return Thinking(number, strength, turn.agent, turn.view, turn.action)
        if turn is not None:
            return Ready(game.words.index(turn.by), turn)
        if not isinstance(actor, str) or actor not in computers:
            return None
        action = session.computer_action(actor, computers)
        return None if action is None else Ready(game.words.index(actor), action)

    # ------------------------------------------------------------------ views and records

    def seat_view(self, game: Sitting, seat: int, talk_from: int = 0) -> JSON:
        return self._view(game, seat, talk_from)

    def public_view(self, game: Sitting, talk_from: int = 0) -> JSON:
        return self._view(game, None, talk_from)

    def _view(self, game: Sitting, seat: int | None, talk_from: int) -> JSON:
        session = game.session
        if session is None:
            return waiting_view(game.sitters, seat, self.name)
        step = len(session.log)
        if game.shared is None or game.shared[0] != step:
            game.shared = (step, shared_view(session, self.name, game.sitters, game.words))
        return session_view(session, self.name, game.shared[1], game.words, seat, talk_from)

    def is_over(self, game: Sitting) -> bool:
        return game.session is not None and game.session.is_terminal

    def record(self, game: Sitting, names: tuple[str, ...]) -> str:
        assert game.session is not None
        return session_record(game.session)

    def deal_numbers(self, events: Sequence[Event]) -> list[int]:
        return [0 for _ in events]

    def replay_state(self, game: Sitting) -> JSON:
        raise ValueError("a session's replay is made by salon.web.sessions.replay")

    def replay_deal(self, game: Sitting) -> tuple[object, Callable[[], JSON | None]]:
        raise ValueError("a session's replay is made by salon.web.sessions.replay")

    def outcome(self, game: Sitting, names: tuple[str, ...]) -> str:
        session = game.session
        if session is None:
            waiting = sum(1 for sitter in game.sitters if sitter.open)
            return "waiting for a player" if waiting == 1 else f"waiting for {waiting} players"
        return standing_words(session)


def standing_words(session: Session) -> str:
    """How a session stands, in a line, for lists of tables and a finished table's panel."""
    if isinstance(session, chouette_session.ChouetteSession):
        tens = ", ".join(
            f"{name} {signed(t)}"
            for name, t in zip(session.names, session.chouette.balances_in_tens, strict=True)
        )
        played = len(session.chouette.parties)
        done = "risen" if session.is_terminal else f"after {played} of {session.parties} parties"
        return f"In tens: {tens} ({done})"
    if isinstance(session, FrenchSession):
        chips = ", ".join(f"{n} {signed(session.holdings(n))}" for n in session.names)
        games = f"after {len(session.ledger)} of {session.games} games"
        return f"Chips: {chips} ({'the table broke up' if session.is_terminal else games})"
    book = session.book
    chips = ", ".join(f"{n} {signed(book.chips[n])}" for n in session.names)
    return f"Chips: {chips}; in the pool {book.pool}"
