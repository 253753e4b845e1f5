"""salon: Piquet and Écarté by the classic laws."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from salon.records import RecordError, parse_record
from salon.replay import replay_record


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="salon", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = sub.add_parser("demo", help="replay the seed's worked example and play random parties")
    demo.add_argument("--parties", type=int, default=1, help="random parties to play (default 1)")
    demo.add_argument("--seed", type=int, default=None, help="seed for the random parties")
    replay = sub.add_parser("replay", help="check a game record against the laws and score it")
    replay.add_argument("file", type=Path, help="a record written in salon's notation")
    replay.add_argument("--json", action="store_true", help="print the report as JSON")
    from salon.terminal.play import add_play_parser

    add_play_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "demo":
        return _demo(args.parties, args.seed)
    if args.command == "replay":
        return _replay(args.file, as_json=args.json)
    if args.command == "play":
        from salon.terminal.play import run_play

        return run_play(args)
    parser.error(f"unknown command {args.command}")
    return 2


def _replay(path: Path, *, as_json: bool) -> int:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        print(f"salon replay: cannot read {path}: {error.strerror}", file=sys.stderr)
        return 2
    try:
        _, report = replay_record(parse_record(text))
    except RecordError as error:
        print(f"salon replay: {path}: {error}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        from salon.report import format_report

        print(format_report(report))
    return 0


def _demo(parties: int, seed: int | None) -> int:
    from salon.piquet.examples import EXAMPLE_RECORD
    from salon.report import format_report, play_random_partie

    print("The worked Example of the seed, replayed under the laws:\n")
    game, report = replay_record(parse_record(EXAMPLE_RECORD))
    for event in game.events:
        if event.audience is None and event.seat is not None:
            speaker = "A" if event.seat == 0 else "B"
            print(f"  {speaker}: {event.words}")
    print(f"\n{format_report(report)}\n")
    rng = random.Random(seed)
    for number in range(1, parties + 1):
        print(f"Random partie {number} (both hands playing at random):")
        print(format_report(play_random_partie(rng)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
