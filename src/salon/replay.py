"""Replaying records against the laws, and writing the records of games played.

Each game a record may hold has a *replayer*: it starts the game from the record's tags,
names who must act, reads an action's text and reports the outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from salon.ecarte.actions import CutForDeal
from salon.ecarte.actions import parse_action as parse_ecarte
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.engine import CHANCE, Event, IllegalActionError
from salon.phrases import Phrase
from salon.piquet.actions import Role
from salon.piquet.actions import parse_action as parse_piquet
from salon.piquet.deal import Deal
from salon.piquet.irregular import parse_ruling
from salon.piquet.partie import SEAT_NAMES, UMPIRE, Partie
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import PartieResult
from salon.piquet.told_record import GAME as TOLD_GAME
from salon.piquet.told_record import ToldPartie, parse_told, start_told
from salon.records import Move, Record, RecordError, format_record, parse_record
from salon.sessions.records import STARTS as SESSION_GAMES
from salon.sessions.records import replay_session


class Game(Protocol):
    @property
    def is_terminal(self) -> bool: ...

    def apply(self, action: Any) -> None: ...


@dataclass(frozen=True, slots=True)
class Replayer:
    """How to replay one kind of game from a record."""

    start: Callable[[Record], Any]
    actor: Callable[[Any], str]
    parse: Callable[[str], Any]
    report: Callable[[Any, tuple[str, str]], dict[str, Any]]
    """The outcome, for machines and for reading; given the players' names."""
    umpired: bool = False
    """The game takes the umpire's rulings at a table of real cards (``umpire:`` lines)."""
    corrections: Callable[[Any, str], Sequence[Any]] = lambda game, actor: ()
    """What the named player may do out of turn now: the corrections of Piquet's Law 25."""


def _piquet_rules(record: Record) -> PiquetRules:
    try:
        return PiquetRules.from_text(record.tag("Rules", "rubicon"))
    except ValueError as error:
        raise RecordError(0, f"[Rules]: {error}") from None


def _deal_actor(deal: Deal) -> str:
    actor = deal.to_act
    return "chance" if actor is CHANCE else actor.word if isinstance(actor, Role) else "nobody"


def _deal_report(deal: Deal, names: tuple[str, str]) -> dict[str, Any]:
    return {
        "game": "Piquet deal",
        "finished": deal.is_terminal,
        "elder": deal.scores[Role.ELDER],
        "younger": deal.scores[Role.YOUNGER],
        "tricks": {"elder": deal.tricks_won[0], "younger": deal.tricks_won[1]},
    }


def _seat(record: Record, tag: str) -> int | None:
    """The seat a tag names ("A" or "B"), or None without it: a partie begun with the choice
    of deal (chouette), a game of Écarté begun with its dealer (a pool), without a cut."""
    letter = record.tags.get(tag)
    if letter is None:
        return None
    if letter not in SEAT_NAMES:
        raise RecordError(0, f"[{tag}] names seat A or B, not {letter!r}")
    return SEAT_NAMES.index(letter)


def _ecarte_rules(record: Record) -> EcarteRules:
    try:
        return EcarteRules.from_text(record.tag("Rules", "classic"))
    except ValueError as error:
        raise RecordError(0, f"[Rules]: {error}") from None


def _ecarte_report(game: EcarteGame, names: tuple[str, str]) -> dict[str, Any]:
    return {
        "game": "Ecarte",
        "names": dict(zip(SEAT_NAMES, names, strict=True)),
        "finished": game.is_terminal,
        "scores": {"A": game.scores[0], "B": game.scores[1]},
        "games": {"A": game.games_won[0], "B": game.games_won[1]},
        "points": {"A": game.game_points[0], "B": game.game_points[1]},
        "winner": None if game.winner is None else SEAT_NAMES[game.winner],
        "finished_games": [{"A": a, "B": b} for a, b in game.finished_games],
    }


def _seat_actor(actor: object) -> str:
    if actor is CHANCE:
        return "chance"
    return SEAT_NAMES[actor] if isinstance(actor, int) else "nobody"


def _partie_actor(partie: Partie) -> str:
    actor = partie.to_act
    if actor is CHANCE:
        return "chance"
    return SEAT_NAMES[actor] if isinstance(actor, int) else "nobody"


def _deal_corrections(deal: Deal, actor: str) -> Sequence[Any]:
    roles = [role for role in Role if role.word == actor]
    return deal.corrections(roles[0]) if roles else ()


def _partie_corrections(partie: Partie, actor: str) -> Sequence[Any]:
    return partie.corrections(SEAT_NAMES.index(actor)) if actor in SEAT_NAMES else ()


def _partie_report(partie: Partie, names: tuple[str, str] = SEAT_NAMES) -> dict[str, Any]:
    result = partie.result
    return {
        "game": "Piquet",
        "names": dict(zip(SEAT_NAMES, names, strict=True)),
        "finished": partie.is_terminal,
        "deals": [{"A": a, "B": b} for a, b in partie.deal_scores],
        "totals": {"A": partie.totals[0], "B": partie.totals[1]},
        "result": None if result is None else result_dict(result, names),
    }


def result_dict(result: PartieResult, names: tuple[str, str] = SEAT_NAMES) -> dict[str, Any]:
    """A partie's result for machines: winner letter (None: drawn), points, rubicon, the
    winner's words and the result told of the players by name (``told``)."""
    return {
        "winner": None if result.winner is None else SEAT_NAMES[result.winner],
        "points": result.points_won,
        "rubicon": result.rubiconed,
        "words": result.words,
        # A player the record calls "You" (as the terminal does) reads of himself so.
        "told": result.told(names).read_by("You"),
    }


REPLAYERS: dict[str, Replayer] = {
    "Piquet deal": Replayer(
        start=lambda record: Deal(_piquet_rules(record)),
        actor=_deal_actor,
        parse=parse_piquet,
        report=_deal_report,
        umpired=True,
        corrections=_deal_corrections,
    ),
    "Ecarte": Replayer(
        start=lambda record: EcarteGame(
            _ecarte_rules(record), first_dealer=_seat(record, "Dealer")
        ),
        actor=lambda game: _seat_actor(game.to_act),
        parse=parse_ecarte,
        report=_ecarte_report,
    ),
    "Piquet": Replayer(
        start=lambda record: Partie(_piquet_rules(record), choice=_seat(record, "Choice")),
        actor=_partie_actor,
        parse=lambda text: _parse_partie_action(text),
        report=_partie_report,
        umpired=True,
        corrections=_partie_corrections,
    ),
    TOLD_GAME: Replayer(
        start=lambda record: _told_start(record),
        actor=lambda partie: partie.dealer_letter,
        parse=parse_told,
        report=lambda partie, names: partie.report(names),
    ),
}


def _told_start(record: Record) -> ToldPartie:
    try:
        return start_told(record.tags)
    except ValueError as error:
        raise RecordError(0, str(error)) from None


def _parse_partie_action(text: str) -> Any:
    from salon.piquet.partie import parse_partie_action

    return parse_partie_action(text)


Watcher = Callable[[Any, Any, int], None]
"""Told of each action of a player before it is applied: the game, the action, its line."""


def replay_record(
    record: Record,
    *,
    before: Watcher | None = None,
    after: Callable[[Any], None] | None = None,
) -> tuple[Any, dict[str, Any]]:
    """Replay ``record`` move by move under the laws; the game reached and its report.
    ``before`` sees each player's action before it is applied, ``after`` the game after each
    move (a session of three or more is replayed whole, without them)."""
    if record.tag("Game") in SESSION_GAMES:
        return replay_session(record)
    steps = replay_steps(record, before=before)
    game = next(steps)
    for _move in steps:
        if after is not None:
            after(game)
    return game, REPLAYERS[record.tag("Game")].report(game, record_names(record))


def record_names(record: Record) -> tuple[str, str]:
    """The players' names the record's tags give (``A``, ``B``; ``Elder``, ``Younger`` for a
    single deal), else the letters or roles themselves."""
    if record.tag("Game") == "Piquet deal":
        return (record.tags.get("Elder", "elder"), record.tags.get("Younger", "younger"))
    return (record.tags.get("A", "A"), record.tags.get("B", "B"))


def replay_steps(record: Record, *, before: Watcher | None = None) -> Iterator[Any]:
    """Replay ``record`` under the laws a move at a time: first the game as it starts, then,
    after each move is applied to it, that move. The same game object is updated in place,
    so a caller reads whatever it needs of each step as the step is yielded. RecordError
    says which line breaks the laws (raised when that step is reached); ``before`` sees each
    player's action before it is applied.

    >>> from salon.piquet.examples import EXAMPLE_RECORD
    >>> from salon.records import parse_record
    >>> steps = replay_steps(parse_record(EXAMPLE_RECORD))
    >>> game = next(steps)
    >>> moves = [move.actor for move in steps]
    >>> moves[0], game.is_terminal
    ('chance', True)
    """
    game_name = record.tag("Game")
    if game_name in SESSION_GAMES:
        # A session of three or more is replayed whole, by its own rules of who acts.
        raise RecordError(0, f"a {game_name} session is replayed whole, not step by step")
    replayer = REPLAYERS.get(game_name)
    if replayer is None:
        known = ", ".join(sorted([*REPLAYERS, *SESSION_GAMES]))
        raise RecordError(0, f"unknown game {game_name!r} (salon reads: {known})")
    game = replayer.start(record)
    yield game
    for move in record.moves:
        if game.is_terminal:
            raise RecordError(move.line, "the game is already over")
        if move.actor == UMPIRE and replayer.umpired:
            try:
                game.rule(parse_ruling(move.text))
            except ValueError as error:  # refused rulings too (IllegalActionError)
                raise RecordError(move.line, f"{UMPIRE}: {error}") from None
            yield move
            continue
        expected = replayer.actor(game)
        try:
            action = replayer.parse(move.text)
        except ValueError as error:
            if move.actor != expected:
                raise RecordError(move.line, f"it is {expected} to act, not {move.actor}") from None
            raise RecordError(move.line, str(error)) from None
        if move.actor != expected and action not in replayer.corrections(game, move.actor):
            raise RecordError(move.line, f"it is {expected} to act, not {move.actor}")
        try:
            if before is not None and move.actor != "chance":
                before(game, action, move.line)
            game.apply(action)
        except IllegalActionError as error:
            raise RecordError(move.line, f"{move.actor}: {error}") from None
        except ValueError as error:
            raise RecordError(move.line, str(error)) from None
        yield move


class Logged(Protocol):
    """A game that keeps the log of its actions and its events."""

    @property
    def log(self) -> Sequence[Any]: ...

    @property
    def events(self) -> Sequence[Event]: ...


def logged_moves(
    game: Logged, told: Callable[[int], Phrase | None] | None = None
) -> list[tuple[str, str, str]]:
    """(actor, action text, the public talk the action produced) for every action; ``told``
    gives the third-person words of an event whose spoken words address the adversary."""
    moves: list[tuple[str, str, str]] = []
    if not game.log:
        return moves
    ends = [entry.first_event for entry in game.log[1:]] + [len(game.events)]
    for entry, end in zip(game.log, ends, strict=True):
        actor = (
            SEAT_NAMES[entry.actor]
            if isinstance(entry.actor, int)
            else entry.actor
            if isinstance(entry.actor, str)
            else "chance"
        )
        talk: list[str] = []
        speaking = entry.actor
        for index in range(entry.first_event, end):
            event = game.events[index]
            ruled = event.seat is None and isinstance(entry.actor, str)  # the umpire's words
            if event.audience is None and (event.seat is not None or ruled) and event.words:
                phrase = None if told is None else told(index)
                words = event.words if phrase is None else str(phrase)
                # Words another player says are put to his name, not to the mover's line.
                if phrase is None and event.seat is not None and event.seat != speaking:
                    words = f"{SEAT_NAMES[event.seat]}: {words}"
                    speaking = event.seat
                talk.append(words)
        moves.append((actor, str(entry.action), " ".join(talk)))
    return moves


def partie_record(partie: Partie, *, names: tuple[str, str] = ("A", "B")) -> str:
    """The record of a partie (finished or not), with the talk of the table as comments; the
    result is told in the third person, as a record is read by anyone."""
    tags = {"Game": "Piquet", "Rules": partie.rules.to_text(), "A": names[0], "B": names[1]}
    if not partie.choice_by_cut and partie.chooser is not None:
        tags["Choice"] = SEAT_NAMES[partie.chooser]  # at chouette: the choice without a cut
    if partie.result is not None:
        tags["Result"] = str(partie.result.told(names))
    return format_record(tags, logged_moves(partie, partie.told))


def ecarte_record(game: EcarteGame, *, names: tuple[str, str] = ("A", "B")) -> str:
    """The record of a game or rubber of Écarté, with the talk as comments."""
    tags = {"Game": "Ecarte", "Rules": game.rules.to_text(), "A": names[0], "B": names[1]}
    cut = bool(game.log) and isinstance(game.log[0].action, CutForDeal)
    if game.first_dealer is not None and not cut:
        tags["Dealer"] = SEAT_NAMES[game.first_dealer]  # at a pool: dealt without a cut
    if game.winner is not None:
        tags["Result"] = f"{SEAT_NAMES[game.winner]} wins"
    return format_record(tags, logged_moves(game))


@dataclass(frozen=True, slots=True)
class SessionGame:
    """One game played at a session of three or more, as the record of a two-handed game."""

    number: int
    """Its place in the session, from 1."""
    players: tuple[str, str]
    """Who played seat A and seat B."""
    record: Record
    finished: bool
    text: str = ""
    """Its own record's text, its lines its own (what a two-handed replay or review reads)."""

    @property
    def heading(self) -> str:
        """ "Partie 2: Ben against Ada" (Piquet) or "Game 3: Ada against Cy" (Écarté)."""
        kind = "Partie" if self.record.tag("Game") == "Piquet" else "Game"
        return f"{kind} {self.number}: {self.players[0]} against {self.players[1]}"


def session_games(record: Record) -> list[SessionGame]:
    """Each game of a session's record (chouette, Pool or French Écarté), replayed under the
    laws, as a two-handed record a review or a replay reads like any other; the last may be
    unfinished, if the session stopped during it."""
    lines: list[list[int]] = []
    """For each game, the session record's line of each of its moves."""

    def watch(session: Any, move: Move) -> None:
        for index, (game, _) in enumerate(session.games_begun):
            if index == len(lines):
                lines.append([])
            lines[index] += [move.line] * (len(game.log) - len(lines[index]))

    session, _ = replay_session(record, after=watch)
    games: list[SessionGame] = []
    for number, (game, players) in enumerate(session.games_begun, start=1):
        if isinstance(game, Partie):
            text = partie_record(game, names=players)
        else:
            assert isinstance(game, EcarteGame)
            text = ecarte_record(game, names=players)
        own = parse_record(text)
        # Each move keeps its line in the session's record, where a reader finds it.
        moves = tuple(
            replace(m, line=line) for m, line in zip(own.moves, lines[number - 1], strict=True)
        )
        done = game.is_terminal
        games.append(SessionGame(number, players, Record(own.tags, moves), done, text))
    return games
