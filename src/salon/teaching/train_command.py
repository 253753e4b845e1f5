"""``salon train exchange|ecarte|calling``: positions to answer, graded at once;
``salon train mistakes RECORD…``: the mistakes and blunders of one's own reviewed games."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, TextIO

from salon.analysis.course import decisions_of
from salon.analysis.review import review_record
from salon.analysis.verdicts import Verdict
from salon.cards import CardParseError
from salon.choices import Choice, cards_shown
from salon.invocation import salon_command
from salon.records import RecordError, parse_record
from salon.teaching.layout import wrapped
from salon.teaching.puzzles import Puzzle, grade_puzzle, puzzles_of, slips_of
from salon.teaching.scores import NO_ANSWERS, ScoreBook, ScoreFileError, default_score_file
from salon.teaching.trainers import (
    ABOUT,
    KINDS,
    TRAINERS,
    Drill,
    drill_names,
    drill_talk,
    grade,
    make_drill,
    menu_of,
    parse_discard,
)
from salon.typed_cards import SOME_CARDS

PIQUET_TRAINERS: Final = ("exchange", "calling")
"""Told to a player who names the game rather than a trainer (Écarté's has the game's name)."""


def add_train_parser(sub: Any) -> None:
    train = sub.add_parser(
        "train",
        help="train on hands: each answer graded by the analysis",
        description="Train on hands: each answer graded by the analysis.",
        epilog="\n".join(
            [f"  {name:<9} {ABOUT[name]}" for name in TRAINERS]
            + ["  mistakes  The mistakes and blunders of your own finished games, as puzzles."]
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    train.add_argument(
        "trainer",
        choices=(*TRAINERS, "piquet", "mistakes"),
        help="exchange or calling (Piquet), ecarte (Écarté), or mistakes: your own games' slips",
    )
    train.add_argument("records", nargs="*", type=Path, help="mistakes: finished games' records")
    train.add_argument(
        "--player",
        default="A",
        help="mistakes: whose slips, by the player's name (or the record's seat, A or B; "
        "default A)",
    )
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
    if args.trainer == "mistakes":
        return _run_mistakes(args, ask, out)
    if args.trainer == "piquet":  # the game named: its trainers are told
        told = [f"  {salon_command('train', name)}: {ABOUT[name]}" for name in PIQUET_TRAINERS]
        print("Piquet has two trainers:", *told, sep="\n", file=sys.stderr)
        return 2
    print(wrapped(ABOUT[args.trainer], ""), file=out)
    rng = random.Random(args.seed)
    kinds = KINDS[args.trainer]
    so_far = book.summary(args.trainer, kinds)
    if so_far != NO_ANSWERS:  # a score carried over is said so, not met as a surprise
        earlier = f"Your earlier answers here are kept on this machine. {so_far}"
        print(wrapped(earlier, ""), file=out)
    for number in range(1, args.rounds + 1):
        kind = book.pick(args.trainer, kinds, rng)
        drill = make_drill(args.trainer, kind, rng)
        print(f"\n── {number}/{args.rounds} · {kind}", file=out)
        show_drill(drill, out)
        answer = _answer(drill, ask, out)
        if answer is None:
            print(wrapped(f"Stopped. {book.summary(args.trainer, kinds)}", "   "), file=out)
            break
        print("   Weighing…", file=out, flush=True)
        graded = grade(drill, answer, seed=rng.randrange(1 << 30))
        good = graded.verdict is Verdict.GOOD
        book.record(args.trainer, kind, good=good, points_lost=graded.points_lost)
        book.save(path)
        verdict = graded.verdict.value.upper() + (f": {graded.lost}" if graded.lost else "")
        print(wrapped(verdict, "   "), file=out)
        print(wrapped(graded.explanation, "   ", first="   Best: "), file=out)
        print(wrapped(book.summary(args.trainer, kinds), "   "), file=out)
    return 0


def _run_mistakes(args: argparse.Namespace, ask: Callable[[str], str], out: TextIO) -> int:
    """Each record reviewed quickly, the player's mistakes and blunders asked as puzzles."""
    if not args.records:
        example = salon_command("train", "mistakes") + " records/*.txt"
        print(
            "salon train mistakes: give the records of finished games; salon play keeps them "
            f"in records/ under the directory it was started from, as: {example}",
            file=sys.stderr,
        )
        return 2
    found: list[Puzzle] = []
    for path in args.records:
        try:
            record = parse_record(path.read_text(encoding="utf-8"))
            course = decisions_of(record)
        except (OSError, RecordError) as error:
            print(f"salon train mistakes: {path}: {error}", file=sys.stderr)
            return 2
        names = [name.lower() for name in course.names]
        wanted = args.player.lower()
        seat = names.index(wanted) if wanted in names else "ab".find(wanted)
        if seat < 0:
            print(f"salon train mistakes: no player {args.player!r} in {path}", file=sys.stderr)
            return 2
        print(f"Reviewing {path.name}…", file=out, flush=True)
        review = review_record(record, quick=True)
        found.extend(puzzles_of(course, slips_of(review, seat)))
    if not found:
        print("No mistake or blunder to learn from in these games.", file=out)
    for number, puzzle in enumerate(found[: args.rounds], start=1):
        print(f"\n── {number}/{min(len(found), args.rounds)} · {puzzle.kind}", file=out)
        show_drill(puzzle.drill, out)
        answer = _answer(puzzle.drill, ask, out)
        if answer is None:
            print(f"   Stopped after {number - 1} of {min(len(found), args.rounds)}.", file=out)
            break
        print("   Weighing…", file=out, flush=True)
        graded = grade_puzzle(puzzle, answer)
        verdict = graded.verdict.value.upper() + (f": {graded.lost}" if graded.lost else "")
        print(wrapped(verdict, "   "), file=out)
        print(wrapped(graded.explanation, "   ", first="   Best: "), file=out)
        print(wrapped(puzzle.played, "   ", first="   In the game: "), file=out)
    return 0


def show_drill(drill: Drill, out: TextIO) -> None:
    """Writes what a player sees of a drill: his hand, the trumps, the card led, what was said."""
    view = drill.view
    print(f"   Your hand: {cards_shown(view.hand, by_suit=True)}", file=out)  # as at play
    deal = getattr(view, "deal", view)  # a puzzle's view is the whole game's
    turn_up = getattr(deal, "turn_up", None)
    if turn_up is not None:
        print(f"   Turned up: the {turn_up.name} ({turn_up.suit.plural} are trumps)", file=out)
    if deal.lead is not None:  # a card to play in answer: the card it answers
        print(f"   Led: the {deal.lead.name}", file=out)
    names = drill_names(drill)
    said = [e for e in drill_talk(drill, names, "You") if e.audience is None and e.seat is not None]
    if said and drill.trainer == "calling":  # who said what, from the first word of the deal
        print("   Said so far:", file=out)
        for event in said:
            assert event.seat is not None
            print(
                wrapped(f"{names[event.seat]}: {event.words}", "       ", first="     "), file=out
            )
    print(wrapped(drill.question, "   "), file=out)


def _answer(drill: Drill, ask: Callable[[str], str], out: TextIO) -> Any:
    """The player's answer (None if he stops): cards for a discard, else a number."""
    menu = menu_of(drill)
    if menu is None:
        return _typed_discard(drill, ask, out)
    shown = list(menu.main)
    _list(shown, 1, out)
    more = len(shown) + 1 if menu.others else 0
    if more:
        print(f"     {more}. {menu.more}", file=out)
    while True:
        text = _asked(ask, "   > ")
        if text is None:
            return None
        if text in HELP_WORDS:
            print(
                f"   Type the number of your choice, 1 to {more or len(shown)}; q stops.", file=out
            )
            continue
        if more and text == str(more):
            _list(menu.others, more, out)
            shown.extend(menu.others)
            more = 0
            continue
        if text.isdigit() and 1 <= int(text) <= len(shown):
            return shown[int(text) - 1].action
        print(f"   Not an answer: choose 1 to {more or len(shown)}", file=out)


def _list(choices: Sequence[Choice[Any]], first: int, out: TextIO) -> None:
    for number, choice in enumerate(choices, start=first):
        head = f"     {number}. "
        print(wrapped(choice.label, " " * len(head), first=head), file=out)


HELP_WORDS = frozenset({"?", "help", "h"})
"""Typed for how to answer (a trainer gives no hints: the answer is the lesson)."""


def _asked(ask: Callable[[str], str], prompt: str) -> str | None:
    """A line typed, or None if the player stops."""
    try:
        text = ask(prompt).strip()
    except EOFError:
        return None
    return None if text.lower() in ("q", "quit") else text


def _typed_discard(drill: Drill, ask: Callable[[str], str], out: TextIO) -> Any:
    while True:
        text = _asked(ask, f"   cards (as {SOME_CARDS}), or q > ")
        if text is None:
            return None
        if text in HELP_WORDS:
            whole = ", or all for the whole hand" if drill.trainer == "ecarte" else ""
            print(f"   Type the cards to put out, as {SOME_CARDS}{whole}; q stops.", file=out)
            continue
        try:
            return parse_discard(drill, text)
        except (ValueError, CardParseError) as error:
            print(f"   Not an answer: {error}", file=out)
