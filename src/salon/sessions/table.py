"""What every session of three or more shares: a two-handed game at the table, the people
who play it, those who look over a hand and advise, and the talk.

A session is a state machine in the engine's conventions (``salon.engine``) whose actors are
*participants*, named people or computers, rather than two fixed seats:

* :class:`Move` is a participant's action in the game in progress, taken by whoever plays the
  seat that must act;
* :class:`Advise` is counsel to the player of a seat from someone the laws let look over his
  hand (the adviser at chouette, a backer at French Écarté); it waits beside the game until the
  player acts, who may follow it or not;
* :class:`Chance` is a shuffle or a cut, drawn by ``sample_chance(rng)``.

Everything said is a :class:`Said` with its audience of names; ``view(name)`` gives a
participant the game's view of the one seat he may look at (or the onlooker's view) and the
talk he hears, and nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final, Protocol

from salon.cards import Card
from salon.engine import CHANCE, Event, IllegalActionError, _Chance
from salon.phrases import Phrase

SEAT_LETTERS: Final = ("A", "B")


class Seat(Enum):
    """The two places at the table; ``int(seat.value)`` is the game engine's seat."""

    A = 0
    B = 1


class TwoHanded(Protocol):
    """The two-handed engines a session drives (``Partie``, ``EcarteGame``)."""

    events: list[Event]

    @property
    def to_act(self) -> int | _Chance | None: ...

    @property
    def is_terminal(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def check(self, action: Any) -> None: ...

    def apply(self, action: Any) -> None: ...

    def sample_chance(self, rng: random.Random) -> Any: ...

    def view(self, seat: int) -> Any: ...

    def told(self, index: int, names: tuple[str, str]) -> Phrase | None: ...


@dataclass(frozen=True, slots=True)
class Move:
    """``by`` takes ``action`` in the game in progress, for the seat he plays."""

    by: str
    action: Any

    def __str__(self) -> str:
        return str(self.action)


@dataclass(frozen=True, slots=True)
class Advise:
    """``by`` counsels his player to take ``action`` (a proposal at chouette, a pointing at
    French Écarté); the player may follow it or not."""

    by: str
    action: Any

    def __str__(self) -> str:
        return f"advise {self.action}"


@dataclass(frozen=True, slots=True)
class Chance:
    """A chance step: a cut or a shuffle, the session's own or the game's."""

    action: Any

    def __str__(self) -> str:
        return str(self.action)


@dataclass(frozen=True, slots=True)
class Said:
    """One thing said at the table: by whom (None: the table), heard by whom (None: all).

    ``words`` is the sentence as the record and anyone not named in it read it; ``phrase``,
    when it names participants, words it for each reader (:meth:`read_by`). ``unheard_by``
    are those who are told it otherwise, in words meant for them alone (a backer's pointing:
    the table hears "Cy points at a card for Ann", Ann and Cy which card).
    """

    speaker: str | None
    words: str
    audience: frozenset[str] | None = None
    phrase: Phrase | None = None
    unheard_by: frozenset[str] = frozenset()

    def heard_by(self, name: str) -> bool:
        heard = self.audience is None or name in self.audience
        return heard and name not in self.unheard_by

    def read_by(self, reader: str | None) -> str:
        """The words as ``reader`` reads them: "You put 1 on Ada" for the one who did."""
        return self.words if self.phrase is None else self.phrase.read_by(reader)


@dataclass(frozen=True, slots=True)
class Counsel:
    """Advice waiting for the player of ``seat`` to act."""

    adviser: str
    seat: int
    action: Any


@dataclass(frozen=True, slots=True)
class LogLine:
    """One action of the session as it goes into the record, with the public talk it drew."""

    actor: str
    text: str
    comment: str


@dataclass(frozen=True, slots=True)
class OnlookerView:
    """What anyone at the table sees of an Écarté game: the score, the trump and the tricks."""

    scores: tuple[int, int]
    turn_up: Card | None
    tricks: tuple[tuple[Card, Card], ...]
    """Each trick's lead and reply."""
    lead: Card | None
    """A card led to the trick in progress."""
    to_act: int | None


SessionError = IllegalActionError
"""An action that the laws or the session's roles refuse; nothing was changed. (The engine's
own error: a compiled class cannot be subclassed here.)"""


def refuse(action: object, reason: str) -> SessionError:
    return SessionError(action, reason)


def check_names(names: Sequence[str], *, least: int, most: int) -> tuple[str, ...]:
    """One-word, different names, as many as the session seats.

    >>> check_names(["Ann", "Bob"], least=3, most=3)
    Traceback (most recent call last):
    ...
    ValueError: this session needs 3 participants, not 2
    """
    named = tuple(names)
    if not least <= len(named) <= most:
        span = str(least) if least == most else f"{least} to {most}"
        raise ValueError(f"this session needs {span} participants, not {len(named)}")
    if len(set(named)) != len(named) or any(not n or " " in n or n == "chance" for n in named):
        raise ValueError("participants need different one-word names (and not 'chance')")
    return named


class TableSession:
    """The game at the table, who plays each seat, who looks over each hand, and the talk.

    Subclasses say who watches which seat (:meth:`watchers`), who may advise
    (:meth:`advisers`), and what happens between games.
    """

    def __init__(self, names: Sequence[str]) -> None:
        self.names: tuple[str, ...] = tuple(names)
        self.game: TwoHanded | None = None
        self.seats: tuple[str, str] | None = None
        """Who plays seat A and seat B of the game in progress."""
        self.talk: list[Said] = []
        self.log: list[LogLine] = []
        self.counsel: dict[int, list[Counsel]] = {}
        """The advice waiting for the player of each seat, in the order given."""
        self.advice_given: list[tuple[Counsel, bool]] = []
        """Every advice the player has answered, and whether he followed it."""
        self._copied = 0
        self._book_copied = 0

    # ------------------------------------------------------------------ checking

    def check(self, action: Any) -> None:
        raise NotImplementedError

    def is_legal(self, action: Any) -> bool:
        try:
            self.check(action)
        except ValueError:
            return False
        return True

    def require_participant(self, name: str) -> None:
        if name not in self.names:
            raise ValueError(f"{name!r} is not at this table")

    # ------------------------------------------------------------------ roles

    def watchers(self, seat: int) -> frozenset[str]:
        """Who besides its player may look over the hand of ``seat``."""
        return frozenset()

    def advisers(self, seat: int) -> frozenset[str]:
        """Who may advise the player of ``seat`` now."""
        return frozenset()

    def player_of(self, seat: int) -> str:
        assert self.seats is not None
        return self.seats[seat]

    def seat_of(self, name: str) -> int | None:
        """The seat ``name`` plays in the game in progress, if any."""
        if self.seats is None:
            return None
        for seat in (0, 1):
            if self.player_of(seat) == name:
                return seat
        return None

    def looks_at(self, name: str) -> int | None:
        """The one seat whose hand ``name`` may see: his own, or the one he watches."""
        own = self.seat_of(name)
        if own is not None:
            return own
        if self.seats is None:
            return None
        return next((seat for seat in (0, 1) if name in self.watchers(seat)), None)

    def side_audience(self, seat: int) -> frozenset[str]:
        return frozenset({self.player_of(seat)}) | self.watchers(seat)

    # ------------------------------------------------------------------ the game

    @property
    def game_actor(self) -> str | _Chance | None:
        """CHANCE, the participant who must act in the game, or None (no game in progress)."""
        game = self.game
        if game is None or game.is_terminal:
            return None
        actor = game.to_act
        if actor is CHANCE:
            return CHANCE
        return self.player_of(actor) if isinstance(actor, int) else None

    def game_legal(self, name: str) -> list[Move | Advise]:
        """``name``'s moves in the game (the listed ones) and the advice open to him."""
        game = self.game
        if game is None or game.is_terminal or not isinstance(game.to_act, int):
            return []
        seat = game.to_act
        listed = list(game.legal_actions())
        if self.player_of(seat) == name:
            return [Move(name, action) for action in listed]
        if name in self.advisers(seat) and not self._has_advised(name, seat) and len(listed) > 1:
            return [Advise(name, action) for action in listed]
        return []

    def has_choice(self, seat: int) -> bool:
        """Whether the player of ``seat`` has more than one thing he may do: with one, there
        is nothing to advise."""
        game = self.game
        return game is not None and game.to_act == seat and len(game.legal_actions()) > 1

    def check_move(self, move: Move) -> None:
        game = self.game
        if game is None or game.is_terminal:
            raise refuse(move, "no game is being played")
        seat = game.to_act
        if not isinstance(seat, int):
            raise refuse(move, "it is a shuffle or a cut that is due, not a player's move")
        if move.by != self.player_of(seat):
            raise refuse(move, f"it is {self.player_of(seat)} to play, not {move.by}")
        game.check(move.action)

    def check_advice(self, advice: Advise) -> None:
        game = self.game
        if game is None or game.is_terminal or not isinstance(game.to_act, int):
            raise refuse(advice, "there is no player to advise now")
        seat = game.to_act
        if advice.by not in self.advisers(seat):
            raise refuse(advice, self.why_not_adviser(advice.by, seat))
        if self._has_advised(advice.by, seat):
            raise refuse(advice, f"{advice.by} has already advised this play")
        if not self.has_choice(seat):
            raise refuse(advice, f"{self.player_of(seat)} has one choice only: nothing to advise")
        game.check(advice.action)

    def why_not_adviser(self, name: str, seat: int) -> str:
        return f"{name} may not advise {self.player_of(seat)}"

    def apply_move(self, move: Move) -> None:
        game = self.game
        assert game is not None and isinstance(game.to_act, int)
        seat = game.to_act
        for counsel in self.counsel.pop(seat, []):
            followed = counsel.action == move.action
            self.advice_given.append((counsel, followed))
            verdict = "{0:follows/follow}" if followed else "{0:does/do} not follow"
            self.say(
                move.by,
                Phrase.of("{0} " + verdict + " {1:pos} advice.", move.by, counsel.adviser),
                self.side_audience(seat) | {counsel.adviser},
            )
        self.counsel.clear()
        game.apply(move.action)
        self.copy_game_talk()

    def apply_advice(
        self,
        advice: Advise,
        words: Phrase,
        audience: Iterable[str] | None,
        aside: Phrase | None = None,
    ) -> None:
        """Advice waits for the player; ``words`` are said to ``audience``, or, with an
        ``aside`` for the player and his adviser alone, to everyone else."""
        game = self.game
        assert game is not None and isinstance(game.to_act, int)
        counsel = Counsel(advice.by, game.to_act, advice.action)
        self.counsel.setdefault(game.to_act, []).append(counsel)
        if aside is None:
            self.say(advice.by, words, audience)
            return
        side = frozenset({self.player_of(game.to_act), advice.by})
        self.say(advice.by, words, audience, unheard_by=side)
        self.say(advice.by, aside, side)

    def apply_game_chance(self, action: Any) -> None:
        game = self.game
        assert game is not None
        game.apply(action)
        self.copy_game_talk()

    def start_game(self, game: TwoHanded, seats: tuple[str, str]) -> None:
        self.game = game
        self.seats = seats
        self.counsel.clear()
        self._copied = 0
        self.say(None, Phrase.of("{0} {0:sits/sit} as A, {1} as B.", *seats))
        self.copy_game_talk()

    def _has_advised(self, name: str, seat: int) -> bool:
        return any(counsel.adviser == name for counsel in self.counsel.get(seat, []))

    # ------------------------------------------------------------------ talk

    def say(
        self,
        speaker: str | None,
        words: str | Phrase,
        audience: Iterable[str] | None = None,
        *,
        unheard_by: frozenset[str] = frozenset(),
    ) -> None:
        heard = None if audience is None else frozenset(audience)
        phrase = words if isinstance(words, Phrase) else None
        self.talk.append(Said(speaker, str(words), heard, phrase, unheard_by))

    def copy_game_talk(self) -> None:
        """The game's own events, each heard by the seats' players and their watchers."""
        game = self.game
        assert game is not None and self.seats is not None
        for index in range(self._copied, len(game.events)):
            event = game.events[index]
            speaker = None if event.seat is None else self.player_of(event.seat)
            audience = None
            if event.audience is not None:
                audience = frozenset().union(*(self.side_audience(s) for s in event.audience))
            told = self.told(index)
            if told is not None:  # told of the players by the table: narration, not speech
                self.talk.append(Said(None, str(told), audience, told))
            elif event.words:
                self.talk.append(Said(speaker, event.words, audience))
        self._copied = len(game.events)

    def told(self, index: int) -> Phrase | None:
        """The game's event ``index`` told of the players by name, each reading "you" of
        himself: the seats named by letter ("A cuts the king of spades": "You cut …", "Ann
        cuts …") and the winner's "you are rubiconed" (a session's talk is read by everyone at
        the table, and goes into the record). None: the words as spoken."""
        if self.game is None or self.seats is None:
            return None
        return self.game.told(index, self.seats)

    def copy_book_talk(self, phrases: Sequence[Phrase]) -> None:
        """What the session's bookkeeping said (cuts, stakes, who plays next), heard by all."""
        for phrase in phrases[self._book_copied :]:
            self.say(None, phrase)
        self._book_copied = len(phrases)

    def heard(self, name: str) -> tuple[Said, ...]:
        return tuple(said for said in self.talk if said.heard_by(name))

    def game_view(self, name: str) -> Any:
        """The game engine's view of the one seat ``name`` may look at, else None."""
        seat = self.looks_at(name)
        if self.game is None or seat is None:
            return None
        return self.game.view(seat)

    def logged(self, actor: str, text: str, first_said: int) -> None:
        """Log an action for the record, with the public talk it drew as its comment."""
        public: list[str] = []
        speaking: str | None = actor
        for said in self.talk[first_said:]:
            if said.audience is not None:
                continue
            # Words another player says are put to his name, not to the mover's line.
            if said.speaker is not None and said.speaker != speaking:
                public.append(f"{said.speaker}: {said.words}")
            else:
                public.append(said.words)
            speaking = said.speaker or speaking
        self.log.append(LogLine(actor, text, " ".join(public)))


def onlooker_view(game: Any) -> OnlookerView | None:
    """The public face of an Écarté game (``EcarteGame``), hands and stock face down."""
    if game is None:
        return None
    deal = game.deal
    to_act = game.to_act
    return OnlookerView(
        scores=(game.scores[0], game.scores[1]),
        turn_up=None if deal is None else deal.turn_up,
        tricks=() if deal is None else tuple((t.lead, t.reply) for t in deal.tricks),
        lead=None if deal is None else deal.lead,
        to_act=to_act if isinstance(to_act, int) else None,
    )


def parse_table_move(actor: str, text: str, parse_game: Any) -> Move | Advise | Chance:
    """A record's move in the game: ``chance: deal …``, ``Bob: play KH``, ``Cy: advise play KH``.

    ``parse_game`` reads the game's own action text.
    """
    if actor == "chance":
        return Chance(parse_game(text))
    words = text.split(maxsplit=1)
    if words and words[0] == "advise":
        if len(words) < 2:
            raise ValueError("advice names the action advised: 'advise play KH'")
        return Advise(actor, parse_game(words[1]))
    return Move(actor, parse_game(text))


def actor_of(action: object) -> str:
    """The record's actor of a session action: 'chance' or the participant's name."""
    if isinstance(action, Chance):
        return "chance"
    for field in ("by", "backer", "coverer", "player"):
        name = getattr(action, field, None)
        if isinstance(name, str):
            return name
    raise ValueError(f"{action!r} names no participant")
