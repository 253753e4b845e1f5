"""``salon train exchange|ecarte|calling``: positions to answer, graded at once."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from salon.analysis.hints import describe
from salon.analysis.verdicts import Verdict
from salon.cards import CardParseError
from salon.teaching.scores import ScoreBook, ScoreFileError, default_score_file
from salon.teaching.trainers import (
    KINDS,
    TRAINERS,
    Drill,
    grade,
    make_drill,
    options_of,
    parse_discard,
)


def add_train_parser(sub: Any) -> None:
    train = sub.add_parser("train", help="train on hands: each answer graded by the analysis")
    train.add_argument("trainer", choices=TRAINERS, help="exchange, ecarte or calling")
    train.add_argument("--rounds", type=int, default=5, help="positions to answer (default 5)")
    train.add_argument("--seed", type=int, default=None, help="deal the same positions again")
    train.add_argument(
        "--scores", type=Path, default=None, help="the score file (default: the data directory)"
    )


def run_train(
    args: argparse.Namespace, ask: Callable[[str], str] = input, out: TextIO | None = None
) -> int:
    out = out or sys.stdout
    if args.rounds < 1:
        print("salon train: --rounds must be at least 1", file=sys.stderr)
        return 2
    path = args.scores or default_score_file()
    try:
        book = ScoreBook.load(path)
    except ScoreFileError as error:
        print(f"salon train: {error}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    kinds = KINDS[args.trainer]
    for number in range(1, args.rounds + 1):
        kind = book.pick(args.trainer, kinds, rng)
        drill = make_drill(args.trainer, kind, rng)
        print(f"\n── {number}/{args.rounds} · {kind}", file=out)
        _show(drill, out)
        answer = _answer(drill, ask, out)
        if answer is None:
            break
        print("   Weighing…", file=out, flush=True)
        graded = grade(drill, answer, seed=rng.randrange(1 << 30))
        good = graded.verdict is Verdict.GOOD
        book.record(args.trainer, kind, good=good, points_lost=graded.points_lost)
        book.save(path)
        print(
            f"   {graded.verdict.value.upper()}" + (f": {graded.lost}" if graded.lost else ""),
            file=out,
        )
        print(f"   Best: {graded.explanation}", file=out)
        print(f"   {book.summary(args.trainer, kinds)}", file=out)
    return 0


def _show(drill: Drill, out: TextIO) -> None:
    view = drill.view
    print(f"   Your hand: {' '.join(str(c) for c in view.hand)}", file=out)
    turn_up = getattr(view, "turn_up", None)
    if turn_up is not None:
        print(f"   Turned up: {turn_up} ({turn_up.suit.plural} are trumps)", file=out)
    said = [e.words for e in view.talk if e.audience is None and e.seat is not None]
    if said and drill.trainer == "calling":
        print(f"   Said so far: {' '.join(said[-6:])}", file=out)
    print(f"   {drill.question}", file=out)


def _answer(drill: Drill, ask: Callable[[str], str], out: TextIO) -> Any:
    """The player's answer (None if he stops): cards for a discard, else a number."""
    options = options_of(drill)
    for number, option in enumerate(options, start=1):
        print(f"     {number}. {describe(option)}", file=out)
    while True:
        try:
            text = ask("   > " if options else "   cards (as 7C 8D), or q > ").strip()
        except EOFError:
            return None
        if text.lower() in ("q", "quit"):
            return None
        try:
            if not options:
                return parse_discard(drill, text)
            choice = int(text)
            if not 1 <= choice <= len(options):
                raise ValueError(f"choose 1 to {len(options)}")
            return options[choice - 1]
        except (ValueError, CardParseError) as error:
            print(f"   Not an answer: {error}", file=out)
