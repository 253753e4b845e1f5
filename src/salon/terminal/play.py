"""``salon play GAME``: set up a game from the command line's flags and run it.

>>> sorted(GAMES)
['ecarte', 'piquet']
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import textwrap
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final

from salon.agents.names import COMPUTER_NAMES, computer_words
from salon.records import RecordError, read_record
from salon.terminal.ecarte_game import EcarteAdapter
from salon.terminal.game import GameAdapter
from salon.terminal.opponents import (
    DEFAULT_OPPONENT,
    LEVELS,
    OPPONENT_WORDS,
    OPPONENTS,
    opponent_called,
)
from salon.terminal.piquet_game import PiquetAdapter
from salon.terminal.screen import PlainScreen, Screen
from salon.terminal.session import Session, Settings
from salon.terminal.table_play import run_table
from salon.terminal.table_setup import SESSION_GAMES, add_session_flags

GAMES: Final[dict[str, Callable[[], GameAdapter] | None]] = {
    "piquet": PiquetAdapter,
    "ecarte": EcarteAdapter,
}
"""The games by their command word; None for a game whose engine is not ready."""


def add_play_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    play = sub.add_parser(
        "play",
        help="play a game against the computer in the terminal",
        description="Play Piquet or Écarté against the computer in the terminal, or chouette "
        "piquet, Pool Écarté or French Écarté with computers in the other places.",
        epilog=_opponents_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("game", choices=[*sorted(GAMES), *SESSION_GAMES], help="the game to play")
    play.add_argument(
        "--opponent",
        type=opponent_called,
        choices=sorted(OPPONENTS),
        default=DEFAULT_OPPONENT,
        help=f"the computer player (default: {DEFAULT_OPPONENT}; each is described below)",
    )
    play.add_argument("--rules", default=None, help="a preset or options, as 'rubicon; ...'")
    play.add_argument("--seed", type=int, default=None, help="replays a game exactly")
    play.add_argument("--name", default="You", help="your name at the table (default: You)")
    play.add_argument("--save", type=Path, default=None, help="where to keep the record")
    play.add_argument("--resume", type=Path, default=None, help="go on with a saved game")
    play.add_argument("--watch", action="store_true", help="watch two computers play")
    play.add_argument("--delay", type=float, default=None, help="seconds between moves")
    play.add_argument("--plain", action="store_true", help="plain text, even on a terminal")
    add_session_flags(play)


def _opponents_epilog() -> str:
    """The opponents, one a line, for the end of ``salon play --help``."""
    called = {name: name for name in OPPONENT_WORDS}
    called |= {name: f"{name} ({level})" for level, name in LEVELS.items() if level != name}
    width = max(map(len, called.values()))
    lines = [
        f"opponents (--opponent NAME, or its level in brackets; without it: {DEFAULT_OPPONENT}):"
    ]
    lines += [
        textwrap.fill(
            words,
            width=78,
            initial_indent=f"  {called[name]:<{width}}  ",
            subsequent_indent=" " * (width + 4),
        )
        for name, words in OPPONENT_WORDS.items()
    ]
    return "\n".join(lines)


def choose_screen(*, plain: bool) -> Screen:
    """Colour on a terminal; plain lines when driven through a pipe."""
    if plain or not (sys.stdout.isatty() and sys.stdin.isatty()):
        return PlainScreen()
    from salon.terminal.rich_screen import RichScreen

    return RichScreen()


def run_play(args: argparse.Namespace, screen: Screen | None = None) -> int:
    if args.game in SESSION_GAMES:
        return run_table(args, screen or choose_screen(plain=args.plain), args.save)
    if getattr(args, "role", None) is not None:
        print(
            f"salon play: --role is for the tables of three or more (chouette, pool, french); "
            f"at {args.game} you play one hand against the computer",
            file=sys.stderr,
        )
        return 2
    adapter_type = GAMES[args.game]
    if adapter_type is None:
        print(f"salon play: {args.game} is not available yet; play piquet.", file=sys.stderr)
        return 2
    adapter = adapter_type()
    try:
        session, resumed = _session(adapter, args, screen or choose_screen(plain=args.plain))
    except (OSError, ValueError) as error:
        print(f"salon play: {error}", file=sys.stderr)
        return 2
    try:
        return session.run(resumed=resumed)
    except BrokenPipeError:  # the reader went away (as `| head` does): keep the game, quietly
        session.save()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _session(
    adapter: GameAdapter, args: argparse.Namespace, screen: Screen
) -> tuple[Session, bool]:
    delay = args.delay if args.delay is not None else (1.0 if args.watch else 0.0)
    if delay < 0:
        raise ValueError("--delay cannot be negative")
    if args.resume is not None:
        path: Path = args.resume
        try:
            record = read_record(path)
            state = adapter.resume(record)
            seed = int(record.tag("Seed"))
        except RecordError as error:
            raise ValueError(f"{path}: {error}") from None
        opponent = record.tags.get("Opponent", args.opponent)
        if opponent not in OPPONENTS:
            raise ValueError(f"{path}: no opponent called {opponent!r}")
        watch = record.tags.get("Mode") == "watch"
        humans: frozenset[int] = frozenset() if watch else frozenset({0})
        names = (record.tag("A", args.name), record.tag("B", computer_words(opponent).seat_name))
        settings = Settings(
            seed, args.save or path, names, opponent, humans=humans, delay=delay, tags=_mode(watch)
        )
        return Session(adapter, state, screen, settings), True
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    names = _names(args)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    save = args.save or Path("records") / f"{adapter.command}-{stamp}-seed{seed}.txt"
    humans = frozenset() if args.watch else frozenset({0})
    settings = Settings(
        seed, save, names, args.opponent, humans=humans, delay=delay, tags=_mode(args.watch)
    )
    state = adapter.new(args.rules)
    who = f"{names[0]} plays" if args.watch else "you play"
    screen.note(f"{adapter.title}: {who} against {names[1]}. Seed {seed}.")
    choose = "" if args.save else " (--save FILE to choose)"
    screen.note(f"The game is kept, move by move, in {save}{choose}.")
    return Session(adapter, state, screen, settings), False


def _names(args: argparse.Namespace) -> tuple[str, str]:
    """The players as the table calls them: the person by his --name, a computer by the words
    that give its level ("Computer (steady)"; two watched ones by a name each)."""
    computer = computer_words(args.opponent)
    if args.watch:
        return computer.called(COMPUTER_NAMES[0]), computer.called(COMPUTER_NAMES[1])
    if args.name == computer.seat_name:  # one name for both would read "you" of either
        raise ValueError(f"--name must not be the computer's ({computer.seat_name!r})")
    return args.name, computer.seat_name


def _mode(watch: bool) -> dict[str, str]:
    return {"Mode": "watch" if watch else "play"}
