"""What the server needs to know of a game, behind one small interface per game.

The server never looks inside a game: it asks its adapter who is to act, reads and checks
action texts, draws the shuffles, asks computer players to move, and turns a game into the
JSON a seat (or a spectator) may receive.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from salon.agents.names import COMPUTERS
from salon.cards import Card
from salon.choices import Menu
from salon.engine import CHANCE, Event
from salon.piquet.view import PLAYED_TO_A_COUNT
from salon.rule_options import PresetWords, RuleOption, options_described

JSON = dict[str, Any]

CHANCE_ACTOR = "chance"
HUMAN = "human"
"""A seat's player when a person sits there (else the computer player's name)."""


@dataclass(frozen=True, slots=True)
class Sitter:
    """Who sits in a seat, as a game needs to know it: the display name, ``human`` or the
    computer player's name, and whether the seat still waits for its person."""

    name: str
    player: str
    open: bool = False


@dataclass(frozen=True, slots=True)
class Ready:
    """A step to take now: chance's (``seat`` None) or a computer's that needs no thought."""

    seat: int | None
    action: Any


@dataclass(frozen=True, slots=True)
class Thinking:
    """A computer in ``seat`` to choose with ``agent`` from ``view`` (perhaps in another
    process); ``finish`` turns its choice into the action taken."""

    seat: int
    player: str
    agent: Any
    view: Any
    finish: Callable[[Any], Any] = lambda choice: choice


Due = Ready | Thinking


class GameAdapter(Protocol):
    """One game (Piquet, Écarté) as the server sees it."""

    name: str
    """The game's name in URLs and the database (``piquet``)."""
    title: str
    seat_names: tuple[str, ...]
    """The seats' letters in records (``A``, ``B``)."""

    def rules_text(self, text: str) -> str:
        """The rule options in their canonical text; ValueError says what is wrong."""
        ...

    def rule_presets(self) -> list[JSON]:
        """The presets, each ``{"name", "text"}``: its name and a line that explains it."""
        ...

    def describe_rules(self, rules: str) -> str:
        """A table's rules (canonical text) in a line: its preset's, and any options."""
        ...

    waits_for_seats: bool
    """Whether the game begins only once every seat is taken (the sessions)."""

    rubicons: bool
    """Whether its games are parties of Rubicon Piquet, which may rubicon the loser or capot a
    hand: a player's record counts those only for such games."""

    def new_game(self, rules: str, seats: Sequence[Sitter] = ()) -> Any: ...

    def seat_taken(self, game: Any, seats: Sequence[Sitter]) -> None:
        """A person took an open seat: ``seats`` as they are now."""
        ...

    def actor(self, game: Any) -> int | str | None:
        """The seat to act, ``CHANCE_ACTOR``, or None when the game is over (or waits)."""
        ...

    def seat_words(self, game: Any) -> tuple[str, ...] | None:
        """The one-word names a session's talk gives the seats (None: a two-seat game)."""
        ...

    def may_act(self, game: Any, seat: int) -> bool:
        """Whether ``seat`` may send an action now (a session lets anyone try, and says why
        not)."""
        ...

    def lapsed(self, game: Any, seat: int) -> Any | None:
        """The action taken in ``seat``'s stead when its time to act has run out, if the game
        goes on without him (a bettor's turn passing); None if it has none."""
        ...

    def parse(self, text: str) -> Any:
        """Read an action; ValueError says why the text is not one."""
        ...

    def read(self, game: Any, seat: int, text: str) -> Any:
        """Read ``text`` as ``seat``'s action; ValueError says why it is not one."""
        ...

    def read_stored(self, game: Any, actor: str, text: str) -> Any:
        """Read a stored action of ``actor`` (a seat's letter or ``chance``); ValueError when
        it is not one, or not that actor's to take now."""
        ...

    def action_text(self, game: Any, action: Any) -> str:
        """The action as it is stored (and read back by :meth:`read_stored`)."""
        ...

    def due(
        self, game: Any, players: Sequence[str], agents: Sequence[Any], rng: random.Random
    ) -> Due | None:
        """The step no person takes that is due (a shuffle, a computer's move), or None.

        ``players`` are the seats' players (``human`` or a computer's name), ``agents`` the
        computer players kept for the seats."""
        ...

    def check(self, game: Any, action: Any) -> None:
        """Raise IllegalActionError if the laws refuse ``action`` now."""
        ...

    def forced(self, game: Any) -> Any | None:
        """The step of the person to act when he has nothing to decide (one thing to say,
        no card: "No carte blanche", a forced "Good"), or None."""
        ...

    def apply(self, game: Any, action: Any) -> None: ...

    def sample_chance(self, game: Any, rng: random.Random) -> Any: ...

    def computer_view(self, game: Any, seat: int) -> Any:
        """What a computer player in ``seat`` is given to choose from (its seat's view)."""
        ...

    def make_agent(self, name: str, seed: int) -> Any: ...

    def seat_view(self, game: Any, seat: int, talk_from: int = 0) -> JSON:
        """All that ``seat`` may know, and nothing else; the talk from its ``talk_from``-th
        event on (the client holds the earlier ones)."""
        ...

    def public_view(self, game: Any, talk_from: int = 0) -> JSON:
        """What a spectator may know: public events and public state only."""
        ...

    def is_over(self, game: Any) -> bool: ...

    def record(self, game: Any, names: tuple[str, ...]) -> str:
        """The game's record, every card in it: only handed out when the game is over."""
        ...

    def deal_numbers(self, events: Sequence[Event]) -> list[int]:
        """The deal each event belongs to (0: the cut)."""
        ...

    def replay_state(self, game: Any) -> JSON:
        """The whole table, every card in it (both hands, the stock, the discards): only for
        the replay of a finished game."""
        ...

    def replay_deal(self, game: Any) -> tuple[object, Callable[[], JSON | None]]:
        """The deal in play (None between deals), and its part of :meth:`replay_state` as it
        will be at any later step: a deal just over is shown with its last trick."""
        ...

    def outcome(self, game: Any, names: tuple[str, ...]) -> str:
        """The score so far, or the result once over, in a line naming the players
        (``Ann wins 306 points (125 to 81, Bob rubiconed)``): for lists of tables."""
        ...


class EngineAdapter:
    """The steps every engine takes alike (``to_act``, ``check``, ``apply``, ``sample_chance``,
    ``is_terminal``, ``view``); a game's adapter adds its names, rules, players and JSON."""

    presets: ClassVar[dict[str, str]]
    """Each preset's canonical rules text."""
    preset_words: ClassVar[dict[str, PresetWords]]
    """Each preset's name and line, as the host chooses and the invited player reads it."""
    rule_options: ClassVar[tuple[RuleOption, ...]]
    """Every rule option, with its players' words (the new-table form's further options)."""

    waits_for_seats = False
    seat_names: tuple[str, ...]

    def rule_presets(self) -> list[JSON]:
        return [
            {"name": name, "title": words.title, "text": words.line}
            for name, words in self.preset_words.items()
        ]

    def options_json(self) -> list[JSON]:
        return [option.json() for option in self.rule_options]

    def seat_taken(self, game: Any, seats: Sequence[Sitter]) -> None:
        return None

    def seat_words(self, game: Any) -> tuple[str, ...] | None:
        return None

    def may_act(self, game: Any, seat: int) -> bool:
        return self.actor(game) == seat

    def lapsed(self, game: Any, seat: int) -> Any | None:
        return None

    def parse(self, text: str) -> Any:
        raise NotImplementedError

    def menu(self, view: Any) -> Menu[Any]:
        """The question put to the seat of ``view``, in the game's own words."""
        raise NotImplementedError

    def forced(self, game: Any) -> Any | None:
        seat = self.actor(game)
        if not isinstance(seat, int):
            return None
        menu = self.menu(game.view(seat))
        return menu.choices[0].action if menu.automatic else None

    def read(self, game: Any, seat: int, text: str) -> Any:
        return self.parse(text)

    def read_stored(self, game: Any, actor: str, text: str) -> Any:
        seat = self.actor(game)
        expected = self.seat_names[seat] if isinstance(seat, int) else seat or "nobody"
        if actor != expected:
            raise ValueError(f"{actor} acted where {expected} was to act")
        return self.parse(text)

    def action_text(self, game: Any, action: Any) -> str:
        return str(action)

    def due(
        self, game: Any, players: Sequence[str], agents: Sequence[Any], rng: random.Random
    ) -> Due | None:
        actor = self.actor(game)
        if actor == CHANCE_ACTOR:
            return Ready(None, self.sample_chance(game, rng))
        if isinstance(actor, int) and players[actor] != HUMAN:
            return Thinking(actor, players[actor], agents[actor], self.computer_view(game, actor))
        return None

    def describe_rules(self, rules: str) -> str:
        texts = {name: words.line for name, words in self.preset_words.items()}
        return describe_options(rules, self.presets, texts, self.rule_options)

    def actor(self, game: Any) -> int | str | None:
        actor = game.to_act
        if actor is CHANCE:
            return CHANCE_ACTOR
        return actor if isinstance(actor, int) else None

    def check(self, game: Any, action: Any) -> None:
        game.check(action)

    def apply(self, game: Any, action: Any) -> None:
        game.apply(action)

    def sample_chance(self, game: Any, rng: random.Random) -> Any:
        return game.sample_chance(rng)

    def computer_view(self, game: Any, seat: int) -> Any:
        return game.view(seat)

    def is_over(self, game: Any) -> bool:
        return bool(game.is_terminal)


def computers_json() -> list[JSON]:
    """The computer players offered, each with its words (:mod:`salon.agents.names`)."""
    return [
        {"name": c.name, "title": c.title, "strength": c.strength, "text": c.line}
        for c in COMPUTERS
    ]


def describe_options(
    rules: str,
    presets: dict[str, str],
    texts: dict[str, str],
    options: tuple[RuleOption, ...] = (),
) -> str:
    """Explain ``rules`` (``preset; option=value; ...`` as the rules write themselves) by the
    preset whose options it has most of, and the options beyond those in ``options``' words.

    ``presets`` gives each preset's own canonical text, ``texts`` its line.

    >>> presets = {"classic": "classic", "rubber": "classic; rubber_games=3"}
    >>> texts = {"classic": "Five points.", "rubber": "Best of three."}
    >>> describe_options("classic; rubber_games=3", presets, texts)
    'Best of three.'
    >>> describe_options("classic; rubber_games=3; game_points=7", presets, texts)
    'Best of three. Also: game points 7.'
    """
    options_held = _options(rules)
    fitting = [name for name in presets if _options(presets[name]) <= options_held]
    best = max(fitting, key=lambda name: len(_options(presets[name])), default=None)
    line = texts[best] if best is not None else ""
    more = options_described(rules, options, _options(presets[best]) if best is not None else ())
    if more:
        line = f"{line} Also: {'; '.join(more)}.".strip()
    return line


def _options(rules: str) -> set[str]:
    return {part.strip() for part in rules.split(";")[1:] if part.strip()}


def points(count: int) -> str:
    """
    >>> points(1), points(306)
    ('1 point', '306 points')
    """
    return f"{count} point" if count == 1 else f"{count} points"


def menu_json(menu: Menu[Any] | None) -> JSON:
    """The fields of a seat's view that say what it is asked: ``prompt`` (None when it is
    not to act), ``choices`` in the order shown, the ``more`` control's label, ``discard``
    (the most cards to throw while exchanging; 0 otherwise), and whether the moment is
    ``automatic`` (nothing to decide: a client may take it, saying ``said``).

    >>> from salon.choices import Choice, Menu
    >>> sent = menu_json(Menu("Your lead", (Choice("sink", "Sink", main=False),)))
    >>> sent["prompt"], [(c["action"], c["group"], c["confirm"]) for c in sent["choices"]]
    ('Your lead', [('sink', 'other', None)])
    """
    if menu is None:
        return {
            "prompt": None,
            "choices": [],
            "more": None,
            "discard": 0,
            "automatic": False,
            "said": "",
        }
    return {
        "prompt": menu.prompt,
        "choices": [
            {
                "action": str(choice.action),
                "label": choice.label,
                "group": "main" if choice.main else "other",
                "confirm": choice.confirm,
                "play": None if choice.play is None else str(choice.play),
                "cards": cards_json(choice.cards),
            }
            for choice in menu.choices
        ],
        "more": menu.more,
        "discard": menu.discard,
        "automatic": menu.automatic,
        "said": menu.said,
    }


def cards_json(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def talk_json(events: Sequence[Event], deals: Sequence[int], talk_from: int = 0) -> JSON:
    """The talk from its ``talk_from``-th event on, each event with the number of the deal
    it belongs to, as the fields ``talk`` and ``talk_from`` of a view.

    A seat's talk only grows, so a connection is sent the whole talk once and then only
    what was said since; a ``talk_from`` beyond the talk (a client out of step) gets it all.
    """
    if not 0 <= talk_from <= len(events):
        talk_from = 0
    return {"talk_from": talk_from, "talk": _events_json(events, deals, talk_from)}


def events_json(events: Sequence[Event], deals: Sequence[int], start: int = 0) -> list[JSON]:
    """Events from the ``start``-th on, each with its deal's number (``deals`` runs beside
    ``events``)."""
    return _events_json(events, deals, start)


def _events_json(events: Sequence[Event], deals: Sequence[int], start: int) -> list[JSON]:
    return [
        {
            "deal": deal,
            "seat": event.seat,
            "kind": event.kind.value,
            "words": event.words,
            "points": event.points,
            "total": event.total,
            "private": event.audience is not None,
            # Who was told private words: the replay, where all is shown, says so.
            "audience": None if event.audience is None else sorted(event.audience),
            "cards": cards_json(event.cards),
            # A Piquet player names his count, not his card: the log shows the card laid.
            "laid": cards_json(event.cards) if event.kind in PLAYED_TO_A_COUNT else [],
        }
        for event, deal in zip(events[start:], deals[start:], strict=True)
    ]
