"""``salon learn piquet|ecarte|words``: a guided first deal, then a first game with hints;
or the table's words."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

from salon.invocation import salon_command
from salon.teaching.glossary import GLOSSARY, in_books
from salon.teaching.layout import wrapped
from salon.teaching.lessons import LESSONS, Shown

GAME_WORDS = {"piquet": "Piquet", "ecarte": "Écarté"}


def add_learn_parser(sub: Any) -> None:
    learn = sub.add_parser(
        "learn", help="learn a game from nothing: a real deal explained step by step"
    )
    learn.add_argument(
        "subject", choices=("piquet", "ecarte", "words"), help="a game, or the table's words"
    )
    learn.add_argument(
        "--no-pause", action="store_true", help="show every step at once, without waiting"
    )
    learn.add_argument(
        "--no-game", action="store_true", help="do not offer a first game afterwards"
    )


def run_learn(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    if args.subject == "words":
        print_glossary(out)
        return 0
    interactive = sys.stdin.isatty() and not args.no_pause

    def pause() -> bool:
        """Wait for Enter; False when the learner types q."""
        if not interactive:
            return True
        try:
            return input("  (Enter: next step · q: stop) ").strip().lower() != "q"
        except EOFError:
            return False

    finished = teach(args.subject, out, pause)
    if finished and interactive and not args.no_game:
        return _offer_game(args.subject, out)
    if finished and not args.no_game:
        play = salon_command("play", args.subject)
        print(f"Now play a first game: {play} (type ? for a hint).", file=out)
    return 0


def teach(subject: str, out: TextIO, pause: Callable[[], bool]) -> bool:
    """Show the lesson of ``subject``, step by step; False if the learner stopped early."""
    steps = list(LESSONS[subject]())
    print(f"A first deal of {GAME_WORDS[subject]}, step by step.\n", file=out)
    for number, shown in enumerate(steps, start=1):
        _show(number, len(steps), shown, out)
        if number < len(steps) and not pause():
            return False
    return True


def _show(number: int, total: int, shown: Shown, out: TextIO) -> None:
    print(f"── {number}/{total} · {shown.title}", file=out)
    for line in shown.talk:
        print(f"   {line}", file=out)
    print(f"   A holds: {shown.held(0)}", file=out)
    print(f"   B holds: {shown.held(1)}", file=out)
    print(f"   Score: {shown.scores}", file=out)
    print(file=out)
    print(wrapped(shown.words, "   "), file=out)
    print(file=out)


def print_glossary(out: TextIO) -> None:
    """Every word of the table with its meaning and source."""
    for game in ("Piquet", "Écarté"):
        print(f"{game}\n", file=out)
        for entry in (e for e in GLOSSARY if e.game == game):
            print(f"  {entry.word}", file=out)
            print(wrapped(entry.meaning, "      "), file=out)
            print(wrapped(f"({in_books(entry.source)})", "      "), file=out)
        print(file=out)


def _offer_game(subject: str, out: TextIO) -> int:
    try:
        answer = input("Play a first game against the computer now? [Y/n] ").strip().lower()
    except EOFError:
        return 0
    if answer not in ("", "y", "yes"):
        print(f"Whenever you like: {salon_command('play', subject)}", file=out)
        return 0
    print("Type ? at any moment for a hint that explains the best choice.\n", file=out)
    from salon.terminal.play import add_play_parser, run_play

    parser = argparse.ArgumentParser(prog="salon")
    add_play_parser(parser.add_subparsers(dest="command"))
    return run_play(parser.parse_args(["play", subject]))
