"""``salon whatif FILE --at LINE``: the options of a decision of a finished game; with
``--choose``, that option played and the strong player playing both sides to the branch's end,
or with ``--play`` the player playing his own side, one choice at a time, against it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from salon.phrases import Phrase
from salon.records import Record, RecordError, parse_record, read_record
from salon.typed_cards import in_notation, with_symbols


def add_whatif_parser(sub: Any) -> None:
    whatif = sub.add_parser(
        "whatif",
        help="choose another option at a decision of a finished game and see how it goes",
    )
    whatif.add_argument(
        "file",
        type=Path,
        help="a record of a finished Piquet partie or Écarté, or of a partie stopped (at a deal "
        "it finished)",
    )
    whatif.add_argument(
        "--at", type=int, required=True, help="the record's line of the decision (as the review)"
    )
    whatif.add_argument(
        "--choose", help='the other option, as the options list it ("play Q♥", "exchange 7♦ 8♦")'
    )
    whatif.add_argument(
        "--play",
        action="store_true",
        help="play your own side of the branch, one choice at a time, against the strong player",
    )
    whatif.add_argument("--write", type=Path, help="write the branch's record to this file")


def run_whatif(args: argparse.Namespace) -> int:
    from salon.analysis.branches import (
        BranchError,
        NotOverError,
        decision_at,
        how_it_went,
        moves_after,
        start,
    )
    from salon.analysis.branches import play_on as played_on
    from salon.analysis.command import play_on_first
    from salon.analysis.whatif_play import first_choice, played_by_hand

    if args.choose is not None:  # typed as listed, the cards as the table shows them
        args.choose = in_notation(args.choose)
    try:
        whole = read_record(args.file)
        record = _game_at(whole, args.at)
        steps = [number for number, move in enumerate(record.moves) if move.line == args.at]
        if not steps:
            print(f"salon whatif: line {args.at} of {args.file} holds no move", file=sys.stderr)
            return 2
        here = decision_at(record, steps[0], stopped=True)
        assert here.chosen is not None
        name = record.tags.get("AB"[here.seat], "AB"[here.seat])
        chose = Phrase.of("Line {1}: {0} chose to {2}", name, args.at, here.chosen.words)
        if args.choose is None and args.play:
            print(f"{chose.read_by('You')}.")
            args.choose = first_choice(record, here, _asked, print)
            if args.choose is None:
                print("Nothing was chosen: nothing is played.")
                return 1
        if args.choose is None:
            print(f"{chose.read_by('You')}.")
            print("The other options, each as --choose takes it:")
            for option in here.options:  # typed as the table shows cards, as --choose takes them
                print(f"  --choose {with_symbols(option.action)!r:<24} {option.words}")
            return 0
        branch = start(record, steps[0], args.choose, stopped=True)
        differently = "What if, at line {1}, {0} had not chosen to {2}:"
        print(Phrase.of(differently, name, args.at, here.chosen.words).read_by("You"))
        if args.play:
            by_hand = played_by_hand(record, branch, _asked, print, stopped=True)
            if by_hand is None:
                print("The branch is left unfinished: nothing is written.")
                return 1
            branch = by_hand
        elif branch.turn is not None:
            branch = played_on(record, parse_record(branch.record), None, stopped=True)
    except OSError as error:
        print(f"salon whatif: cannot read {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    except NotOverError as error:  # the command that plays on is the file's, a session's too
        print(
            f"salon whatif: {args.file}: {error}{play_on_first(whole, args.file)}", file=sys.stderr
        )
        return 1
    except (RecordError, BranchError) as error:
        print(f"salon whatif: {args.file}: {error}", file=sys.stderr)
        return 1
    written = parse_record(branch.record)
    if not args.play:
        for line in moves_after(written):
            print(f"  {line}")
    print(how_it_went(record, written))
    if args.write is not None:
        args.write.write_text(branch.record, encoding="utf-8")
        print(f"The branch's record is written to {args.write}.")
    return 0


def _game_at(record: Record, line: int) -> Record:
    """The record itself, or, of a session of three or more, the game whose move stands at
    ``line`` (its moves keep the session's lines, as a review names them)."""
    from salon.replay import session_games
    from salon.sessions.records import STARTS

    if record.tag("Game") not in STARTS:
        return record
    for game in session_games(record):
        if any(move.line == line for move in game.record.moves):
            return game.record
    return record  # no game's move there: said as for any record


def _asked(question: str) -> str | None:
    try:
        return input(question)
    except EOFError:
        print()
        return None
