"""What every session of three or more shares: a two-handed game at the table, the people
who play it, those who look over a hand and advise, and the talk.

A session is a state machine in the engine's conventions (``salon.engine``) whose actors are
*participants*, named people or computers, rather than two fixed seats; its actions are those
of :mod:`salon.sessions.actions`.

Everything said is a :class:`~salon.sessions.talk.Said` with its audience of names;
``view(name)`` gives a participant the game's view of the one seat he may look at (or the
onlooker's view) and the talk he hears, and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from salon.engine import CHANCE, _Chance
from salon.phrases import Phrase
from salon.sessions.actions import Advise, Counsel, Move, refuse
from salon.sessions.labels import one_card_to_play
from salon.sessions.talk import LogLine, Said
from salon.sessions.two_handed import TwoHanded


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
        self.games_begun: list[tuple[TwoHanded, tuple[str, str]]] = []
        """Every game begun at the table, the last still in progress, with who played it."""
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
        if name in self.advisers(seat) and not self._has_advised(name, seat):
            return [Advise(name, action) for action in listed] if self.has_choice(seat) else []
        return []

    def has_choice(self, seat: int) -> bool:
        """Whether the player of ``seat`` has more than one thing he may do: with one, there
        is nothing to advise. His last card, or the one card that follows suit, is no choice
        though the laws let him throw down his cards instead (Écarté, Law XXV)."""
        game = self.game
        if game is None or game.to_act != seat:
            return False
        legal = game.legal_actions()
        return len(legal) > 1 and not one_card_to_play(legal)

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
            one = "one card to play" if one_card_to_play(game.legal_actions()) else "one choice"
            raise refuse(advice, f"{self.player_of(seat)} has {one}: nothing to advise")
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
            self.say(  # told to the others: the player knows what he did
                move.by,
                Phrase.of("{0} " + verdict + " {1:pos} advice.", move.by, counsel.adviser),
                (self.side_audience(seat) | {counsel.adviser}) - {move.by},
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
        self.games_begun.append((game, seats))
        self.counsel.clear()
        self._copied = 0
        self.say(None, Phrase.of("{0} and {1} sit down to play.", *seats))
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
                played = game.played(index)
                self.talk.append(Said(speaker, event.words, audience, cards=played))
        self._copied = len(game.events)

    def told(self, index: int) -> Phrase | None:
        """The game's event ``index`` told of the players by name, each reading "you" of
        himself: the seats named by letter ("A cuts the king of spades": "You cut …", "Ann
        cuts …") and the winner's "you are rubiconed" (a session's talk is read by everyone at
        the table, and goes into the record). None: the words as spoken."""
        if self.game is None or self.seats is None:
            return None
        return self.game.told(index, self.seats)

    def copy_book_talk(
        self, phrases: Sequence[Phrase], *, game_told: Callable[[int], bool] = lambda _: False
    ) -> None:
        """What the session's bookkeeping said (cuts, stakes, who plays next), heard by all;
        not its phrase ``index`` where ``game_told(index)``: the game has said it already."""
        for index in range(self._book_copied, len(phrases)):
            if not game_told(index):
                self.say(None, phrases[index])
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
