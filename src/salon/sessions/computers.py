"""Computer participants at a session: players, advisers, and how a player weighs advice.

* A computer **adviser** (chouette's adviser, a French Écarté backer) looks at his side's view,
  asks the computer player of his own strength what it would do (the strong player by default),
  and proposes that, once for each play.
* A computer **player** asks its own computer player what it would do, then weighs the advice
  waiting for it by a simple rule: it follows the first advice given by a person, or else by a
  computer at least as strong as itself; otherwise it keeps its own choice. (A person's counsel
  is heeded because at chouette the two play with one purse, and at French Écarté the backer's
  money is on the player.)
* Each decision is made by a computer player built afresh from a seed derived from the
  session's seed, the step and the name, so that a session replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Protocol

from salon.agents.base import Agent
from salon.engine import _Chance
from salon.match import make_agent
from salon.sessions.actions import Advise, Counsel, Move

STRENGTHS: Final = ("random", "thumb", "strong")
"""The computer players by strength, weakest first."""


class AtTable(Protocol):
    """What the computers need of a session."""

    @property
    def to_act(self) -> str | _Chance | None: ...

    @property
    def game_actor(self) -> str | _Chance | None: ...

    counsel: dict[int, list[Counsel]]

    def advisers(self, seat: int) -> frozenset[str]: ...

    def has_choice(self, seat: int) -> bool: ...

    def seat_of(self, name: str) -> int | None: ...

    def game_view(self, name: str) -> Any: ...


@dataclass(frozen=True, slots=True)
class Computers:
    """Which participants are computers, each with a strength; ``game`` is 'piquet' or 'ecarte'."""

    strengths: Mapping[str, str]
    game: str
    seed: int = 0

    def __post_init__(self) -> None:
        for name, strength in self.strengths.items():
            if strength not in STRENGTHS:
                known = ", ".join(STRENGTHS)
                raise ValueError(f"{name}: no computer player {strength!r}; choose from {known}")

    def __contains__(self, name: object) -> bool:
        return name in self.strengths

    def agent(self, name: str, step: int) -> Agent:
        seed = random.Random(f"salon:{self.seed}:{step}:{name}").getrandbits(64)
        return make_agent(self.strengths[name], seed, self.game)

    def stronger_or_equal(self, adviser: str, player: str) -> bool:
        if adviser not in self.strengths:
            return True  # a person's counsel is always heeded
        rank = STRENGTHS.index
        return rank(self.strengths[adviser]) >= rank(self.strengths[player])


def own_choice(computers: Computers, name: str, view: Any, step: int) -> Any:
    """What the computer player of ``name``'s strength would do, seeing ``view``."""
    return computers.agent(name, step).choose(view, tuple(view.legal))


@dataclass(frozen=True, slots=True)
class Choosing:
    """A computer participant about to choose, with ``agent``, from ``view``: advice (an
    adviser's) or his move (a player's). Plain data, so that a server may let the choice be
    made elsewhere (another process) and then take :meth:`action`."""

    name: str
    advising: bool
    agent: Agent
    view: Any

    def action(self, choice: Any) -> Advise | Move:
        return Advise(self.name, choice) if self.advising else Move(self.name, choice)

    def choose(self) -> Advise | Move:
        return self.action(self.agent.choose(self.view, tuple(self.view.legal)))


def computer_turn(session: AtTable, computers: Computers, step: int) -> Move | Choosing | None:
    """What a computer does next in the game, if anything: an adviser's advice, before his
    player acts, to think about; or the computer player's move, following advice he heeds
    (decided at once) or thought about."""
    player = session.game_actor
    if not isinstance(player, str):
        return None
    seat = session.seat_of(player)
    assert seat is not None
    given = {counsel.adviser for counsel in session.counsel.get(seat, [])}
    advisers = session.advisers(seat) if session.has_choice(seat) else frozenset()
    for adviser in sorted(advisers):
        if adviser in computers and adviser not in given:
            agent = computers.agent(adviser, step)
            return Choosing(adviser, True, agent, session.game_view(adviser))
    if player not in computers:
        return None
    for counsel in session.counsel.get(seat, []):
        if computers.stronger_or_equal(counsel.adviser, player):
            return Move(player, counsel.action)
    return Choosing(player, False, computers.agent(player, step), session.game_view(player))


class Driven(AtTable, Protocol):
    """A session the computers can drive."""

    @property
    def is_terminal(self) -> bool: ...

    log: list[Any]

    def sample_chance(self, rng: random.Random) -> Any: ...

    def apply(self, action: Any) -> None: ...

    def computer_action(self, name: str, computers: Computers) -> Any | None: ...


def next_step(session: Driven, computers: Computers) -> Any | None:
    """The next action if chance or a computer takes it, else None (a person must act).

    Chance is drawn from a generator seeded by the session's seed and the step, so that a
    session with the same seed and the same choices replays exactly.
    """
    step = len(session.log)
    actor = session.to_act
    if actor is None:
        return None
    if isinstance(actor, _Chance):
        rng = random.Random(f"salon:{computers.seed}:{step}:chance")
        return session.sample_chance(rng)
    turn = computer_turn(session, computers, step)
    if isinstance(turn, Choosing):
        return turn.choose()
    if turn is not None:
        return turn
    if actor not in computers:
        return None
    return session.computer_action(actor, computers)


def play_out(
    session: Driven, computers: Computers, *, until: Callable[[], bool] | None = None
) -> None:
    """Let chance and the computers act until a person must, ``until()`` holds, or the
    session is over."""
    while not session.is_terminal and not (until is not None and until()):
        action = next_step(session, computers)
        if action is None:
            return
        session.apply(action)
