"""What if: from a decision of a finished game, another option chosen and the game played on.

The record of a game replays it exactly, chance included, so a branch starts from the very
position of the game: the record's moves up to the decision, then the other option. From
there the player who made the decision plays on, one choice at a time, against the strong
computer player, or lets it play both sides to the branch's end: the end of the deal at
Piquet, of the game at Écarté (:mod:`salon.analysis.branch_record`).

**The same cards.** The cards of the deal where the branch starts are the real ones, dealt
by the record's own shuffle; a later deal of an Écarté branch takes the record's next
shuffle in turn, and a new one (from a seed) only once the record has none left.

**Only a game that is over.** A branch shows every card of the real deal, so it is made only
from the record of a game that is over (or of a branch that is): a game in play has no
what-if, not even from one player's own view, so nothing hidden can come out of one. The one
exception is asked for by name (``stopped``): the terminal's own record of a Piquet partie
stopped against the computer, at a deal it finished. That deal's cards were all dealt before
the deal in play, and its branch ends with it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from salon.agents.base import Agent
from salon.agents.piquet.exchange import candidate_discards
from salon.analysis.branch_record import (
    BRANCH_TAG,
    INSTEAD_TAG,
    WITHIN_TAG,
    between_deals,
    branch_move,
    deals_done,
    departures,
    over,
)
from salon.analysis.hints import describe
from salon.ecarte.actions import Discard
from salon.ecarte.view import EcarteDealView
from salon.engine import CHANCE
from salon.pairs import make_agent
from salon.phrases import Phrase
from salon.piquet.actions import (
    AnnounceCarteBlanche,
    CorrectAnswer,
    CorrectCall,
    DeclineLook,
    Exchange,
    LookAtLeft,
    WaiveCarteBlanche,
)
from salon.piquet.partie import SEAT_NAMES, ChooseDeal, Partie
from salon.piquet.view import DealView
from salon.records import Move, Record, RecordError, format_record
from salon.replay import REPLAYERS, logged_moves, replay_steps

GAMES = ("Piquet", "Ecarte")
"""The games a branch is made of: a whole partie or game, whose record holds every card."""

Players = Callable[[str, int], Agent]
"""The computer player for a game ("Piquet", "Ecarte") and a seed."""


def strong(game: str, seed: int) -> Agent:
    """The strong computer player, as at the tables."""
    return make_agent("strong", seed, game.lower())


class BranchError(ValueError):
    """A branch that cannot be made or played on: why, in a player's words."""


class NotOverError(BranchError):
    """The game, or the deal asked of, is not over: its cards may not all be seen yet."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a decision: in the notation of records, and in a player's words."""

    action: str
    words: str


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision open to one player: the options he has, and the one chosen if any."""

    step: int
    """The move's index in the record, from 0 (the replay viewer's step)."""
    seat: int
    options: tuple[Option, ...]
    chosen: Option | None = None


@dataclass(frozen=True, slots=True)
class Branch:
    """A branch as it stands: its record, and the player's next decision (None: it is over)."""

    record: str
    turn: Decision | None


_SAID = {
    str(ChooseDeal(True)): "choose to deal first",
    str(ChooseDeal(False)): "choose to be elder hand, the adversary dealing",
    str(LookAtLeft()): "look at the cards left in the stock",
    str(DeclineLook()): "leave the cards left in the stock unseen",
    str(AnnounceCarteBlanche()): "announce carte blanche",
    str(WaiveCarteBlanche()): "keep carte blanche silent",
}
"""The words of the choices the hints never advise on."""


def option(action: Any, *, proposed: bool = False) -> Option:
    """``action`` as an option in a player's words; ``proposed``: an Écarté deal in which a
    proposal was made already, where to stand is to play these cards, not to play without
    proposing."""
    words = _SAID.get(str(action)) or describe(action, proposed=proposed)
    return Option(str(action), words[:1].lower() + words[1:])


def _proposed(game: Any) -> bool:
    """Whether the Écarté deal in play has had a proposal."""
    return bool(getattr(getattr(game, "deal", None), "proposals", 0))


def decision_at(record: Record, step: int, *, stopped: bool = False) -> Decision:
    """The decision the record's move ``step`` (from 0) made, with the other options open
    there. BranchError if the game is not over or no player chose at that step; ``stopped``:
    a Piquet partie stopped before its end (kept to go on with against the computer) may be
    asked of at a deal it finished."""
    if not 0 <= step < len(record.moves):
        raise BranchError(f"the record has {len(record.moves)} steps: no step {step + 1}")
    _finished(record, step if stopped else None)
    move = record.moves[step]
    if move.actor not in SEAT_NAMES:
        raise BranchError(f"step {step + 1} is the shuffle, not a player's decision")
    game = replayed(record, step)
    chosen = REPLAYERS[record.tag("Game")].parse(move.text)
    if isinstance(chosen, CorrectCall | CorrectAnswer):
        raise BranchError(f"step {step + 1} puts a slip right (Law 25), not a player's decision")
    seat = SEAT_NAMES.index(move.actor)
    others = tuple(o for o in _options(game, seat) if not _same(o.action, str(chosen)))
    return Decision(step, seat, others, option(chosen, proposed=_proposed(game)))


def _same(one: str, other: str) -> bool:
    """Whether two actions' texts are one action (a discard's cards in any order)."""
    return sorted(one.split()) == sorted(other.split())


def start(
    record: Record, step: int, choose: str, players: Players = strong, *, stopped: bool = False
) -> Branch:
    """The branch that chooses ``choose`` at the record's ``step``, played on by the
    computer up to the player's next decision (``stopped``: as :func:`decision_at`)."""
    here = decision_at(record, step, stopped=stopped)
    if here.chosen is not None and _same(choose, here.chosen.action):
        raise BranchError("that is what was played: choose another option")
    tags = {k: v for k, v in record.tags.items() if k not in ("Result", WITHIN_TAG)}
    tags[BRANCH_TAG] = str(step + 1)
    tags[INSTEAD_TAG] = record.moves[step].text
    # A branch of a branch: where the ones it grows from left the game, before this move.
    earlier = [str(n) for n in _departures(record) if n <= step]
    if earlier:
        tags[WITHIN_TAG] = " ".join(earlier)
    game = replayed(record, step)
    _apply(game, record.tag("Game"), choose)
    opened = Record(tags, record.moves[:step])
    return _go_on(record, opened, step + 1, game, here.seat, out=False, players=players)


def play_on(
    record: Record,
    branch: Record,
    choose: str | None,
    players: Players = strong,
    *,
    stopped: bool = False,
) -> Branch:
    """The ``branch`` of ``record`` played on: the player's ``choose`` applied, then the
    computer's answers up to his next decision; with no choice, the computer plays both
    sides to the branch's end (``stopped``: as :func:`decision_at`)."""
    at = _branch_of(record, branch)
    _finished(record, at - 1 if stopped else None)
    game = replayed(branch, len(branch.moves))
    if over(branch, game):
        raise BranchError("this branch is over: there is nothing left to play")
    seat = SEAT_NAMES.index(branch.moves[at - 1].actor)
    if choose is not None:
        if game.to_act != seat:
            raise BranchError("it is not your turn in this branch")
        _apply(game, record.tag("Game"), choose)
    return _go_on(record, branch, at, game, seat, out=choose is None, players=players)


def _finished(record: Record, step: int | None = None) -> Any:
    """The game of ``record``, over; or, given a ``step``, a Piquet partie that has finished
    the deal of that step: every card of that deal was dealt before the deal in play, and the
    branch ends with its deal."""
    if record.tag("Game") not in GAMES:
        raise BranchError(f"what if is asked of a whole game ({', '.join(GAMES)})")
    game = replayed(record, len(record.moves))
    if over(record, game):
        return game
    if step is not None and isinstance(game, Partie):
        if deals_done(replayed(record, step)) < deals_done(game):
            return game
        raise NotOverError(
            "this deal is not over: what if is asked only of a deal finished, whose cards may "
            "all be seen"
        )
    raise NotOverError(
        "this game is not over: what if is asked only of a finished game, whose cards may all "
        "be seen"
    )


def _branch_of(record: Record, branch: Record) -> int:
    """The move where ``branch`` leaves ``record``; BranchError if it is not one of its."""
    try:
        at = branch_move(branch)
    except RecordError as error:
        raise BranchError(str(error)) from None
    if at is None:
        raise BranchError(f"this record is not a branch: it has no [{BRANCH_TAG}] tag")
    same = all(branch.tags.get(t) == record.tags.get(t) for t in ("Game", "Rules", "A", "B"))
    if (
        not same
        or branch.moves[at - 1].actor not in SEAT_NAMES
        or _plain(branch.moves[: at - 1]) != _plain(record.moves[: at - 1])
    ):
        raise BranchError("this branch does not start from that game")
    return at


def _departures(record: Record) -> tuple[int, ...]:
    try:
        return departures(record)
    except RecordError as error:
        raise BranchError(str(error)) from None


def _plain(moves: Sequence[Move]) -> list[tuple[str, str]]:
    return [(move.actor, move.text) for move in moves]


def replayed(record: Record, moves: int) -> Any:
    """The game of ``record`` after its first ``moves`` moves; BranchError if they break
    the laws."""
    steps = replay_steps(Record(record.tags, record.moves[:moves]))
    try:
        game = next(steps)
        for _ in steps:
            pass
    except RecordError as error:
        raise BranchError(str(error)) from None
    return game


def _options(game: Any, seat: int) -> list[Option]:
    view = game.view(seat)
    deal = getattr(view, "deal", view)
    legal: Sequence[Any] = view.legal
    if isinstance(deal, DealView) and deal.my_turn and deal.exchange_limit:
        # Every set of cards is a legal discard: the ones worth weighing are listed.
        elder = deal.role.word == "elder"
        legal = [
            Exchange(c) for c in candidate_discards(deal.hand, deal.exchange_limit, elder=elder)
        ]
    elif isinstance(deal, EcarteDealView) and deal.my_turn and deal.discard_limit:
        # A discard is not among the legal actions listed: each set of one to five cards.
        sizes = range(1, deal.discard_limit + 1)
        legal = [Discard(cards) for n in sizes for cards in combinations(deal.hand, n)]
    return [option(action, proposed=_proposed(game)) for action in legal]


def _apply(game: Any, name: str, text: str) -> None:
    try:
        action = REPLAYERS[name].parse(text)
        game.check(action)
    except ValueError as error:
        raise BranchError(f"{text!r} cannot be chosen here: {error}") from None
    game.apply(action)


def _go_on(
    record: Record,
    branch: Record,
    at: int,
    game: Any,
    seat: int,
    *,
    out: bool,
    players: Players,
) -> Branch:
    """Play ``game`` on: the record's own shuffles while it has them, the computer for each
    player but ``seat`` (for him too when ``out``); stop at his decision or the end."""
    name = record.tag("Game")
    shuffles = [m.text for m in record.moves[at - 1 :] if m.actor == "chance"]
    used = sum(1 for m in branch.moves[at - 1 :] if m.actor == "chance")
    seed = len(branch.moves)
    chance = random.Random(seed)
    while not (game.is_terminal or between_deals(game)):
        actor = game.to_act
        if actor is CHANCE:
            action = _shuffle(game, name, shuffles[used] if used < len(shuffles) else None, chance)
            used += 1
            game.apply(action)
        elif actor == seat and not out and len(mine := _options(game, seat)) > 1:
            return Branch(_written(branch, game), Decision(len(game.log), seat, tuple(mine)))
        else:  # the computer's turn, or the player's where the laws leave one choice
            view = game.view(actor)
            game.apply(players(name, seed + len(game.log)).choose(view, view.legal))
    return Branch(_written(branch, game), None)


def _shuffle(game: Any, name: str, text: str | None, chance: random.Random) -> Any:
    if text is not None:
        action = REPLAYERS[name].parse(text)
        if game.is_legal(action):
            return action
    return game.sample_chance(chance)


def _written(branch: Record, game: Any) -> str:
    tags = dict(branch.tags)
    names = (tags.get("A", "A"), tags.get("B", "B"))
    result = getattr(game, "result", None)
    if result is not None:
        tags["Result"] = str(result.told(names))
    elif getattr(game, "winner", None) is not None:
        tags["Result"] = f"{SEAT_NAMES[game.winner]} wins"
    told = game.told if isinstance(game, Partie) else None
    return format_record(tags, logged_moves(game, told))


def moves_after(branch: Record) -> list[str]:
    """The moves the branch plays from where it left the game, in a player's words, each
    with what was said at the table ("Ada: play the king of spades. “The king of spades.”
    “My trick: one to nothing.”"): the tricks, the points and the scores as they came."""
    at = branch_move(branch)
    parse = REPLAYERS[branch.tag("Game")].parse
    names = (branch.tags.get("A", "A"), branch.tags.get("B", "B"))
    proposed: dict[int, bool] = {}

    def watch(game: Any, action: Any, line: int) -> None:
        proposed[line] = _proposed(game)

    steps = replay_steps(branch, before=watch)
    game = next(steps)
    for _ in steps:
        pass
    said = []
    for number, move in enumerate(branch.moves):
        if at is None or number < at - 1:
            continue
        talk = _talk_of(game, number, names)
        if move.actor == "chance":
            said.append(talk or "A new deal is shuffled and dealt.")
            continue
        words = option(parse(move.text), proposed=proposed.get(move.line, False)).words
        mover = branch.tags.get(move.actor, move.actor)
        said.append(f"{mover}: {words}." + (f" {talk}" if talk else ""))
    return said


def _talk_of(game: Any, number: int, names: tuple[str, str]) -> str:
    """What was said aloud at the table as the game's move ``number`` was made: the mover's
    words in quotes, another's after his name, the table's account as it stands."""
    log = game.log
    first = log[number].first_event
    end = log[number + 1].first_event if number + 1 < len(log) else len(game.events)
    speaking = log[number].actor  # the mover's words need no name, until another speaks
    parts = []
    for index in range(first, end):
        event = game.events[index]
        if event.audience is not None or not event.words:
            continue
        told = game.told(index, names)
        if told is not None or event.seat is None:
            # A record of the terminal names its player "You": read as he reads it.
            parts.append(told.read_by("You") if told is not None else event.words)
            speaking = None
        elif event.seat == speaking:
            parts.append(f"“{event.words}”")
        else:
            parts.append(f"{names[event.seat]}: “{event.words}”")
            speaking = event.seat
    return " ".join(parts)


def how_it_went(record: Record, branch: Record) -> str:
    """The branch's deal (Piquet) or game (Écarté) beside the game's own, in words."""
    at = _branch_of(record, branch)
    names = (record.tags.get("A", "A"), record.tags.get("B", "B"))
    real = replayed(record, len(record.moves))
    other = replayed(branch, len(branch.moves))
    source = "the branch it came from" if _departures(record) else "the game"
    if isinstance(real, Partie):
        deal = deals_done(replayed(record, at - 1))
        if deal >= len(other.deal_scores):
            return "The branch's deal is not over yet."
        was, now = real.deal_scores[deal], other.deal_scores[deal]
        return (
            f"Deal {deal + 1} in {source}: {_score(names, was)}; "
            f"in this branch: {_score(names, now)}."
        )
    if not other.is_terminal:
        return "The branch's game is not over yet."
    # The score goes back to nothing once a game is won: its final points are kept apart.
    was, now = real.finished_games[-1], other.finished_games[-1]
    told = Phrase.of(
        "In {2}: {0} won, {3} to {4}; in this branch: {1} won, {5} to {6}.",
        names[real.winner],
        names[other.winner],
        source,
        max(was),
        min(was),
        max(now),
        min(now),
    )
    return told.read_by("You")  # a player called You reads "you won"


def _score(names: tuple[str, str], points: Sequence[int]) -> str:
    return f"{names[0]} {points[0]}, {names[1]} {points[1]}"
