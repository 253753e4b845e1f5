"""``salon review FILE``: the review of a finished partie or game, in words or as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Final

from salon.invocation import salon_command
from salon.records import Record, RecordError, parse_record


def add_review_parser(sub: Any) -> None:
    review = sub.add_parser(
        "review",
        help="weigh every decision of a finished partie or game, as the strong player would",
    )
    review.add_argument(
        "file",
        type=Path,
        help="a record of a finished Piquet partie or deal, of Écarté, or of a session of "
        "three or more (each finished game is reviewed)",
    )
    review.add_argument("--quick", action="store_true", help="fewer samples: quicker, rougher")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.add_argument(
        "--all", action="store_true", help="list every decision, not only those that lost"
    )
    review.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    review.add_argument("--seed", type=int, default=1, help="seed of the samples (default 1)")


PLAYED_AS: Final = {"Piquet": "piquet", "Ecarte": "ecarte"}
"""The game of ``salon play`` that goes on with a record of each kind saved unfinished."""


def run_review(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    from salon.analysis.course import UnfinishedRecordError
    from salon.analysis.report import review_data, review_text
    from salon.analysis.review import review_record

    if args.jobs is not None and args.jobs < 1:
        print("salon review: --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        text = args.file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        print(f"salon review: cannot read {args.file}: {reason}", file=sys.stderr)
        return 2
    console = Console(stderr=True)
    try:
        record = parse_record(text)
        games = _games_of(record)
        reviews = []
        with Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        ) as bar:
            for heading, game in games:
                weighing = f"weighing {heading.partition(':')[0].lower()}" if heading else ""
                task = bar.add_task(weighing or "weighing decisions", total=None)

                def progress(done: int, total: int, task: Any = task) -> None:
                    bar.update(task, completed=done, total=total)

                # A two-handed game stopped to go on with later: its finished deals.
                review = review_record(
                    game, quick=args.quick, jobs=args.jobs, seed=args.seed, progress=progress,
                    whole=bool(heading),
                )  # fmt: skip
                reviews.append((heading, review))
    except UnfinishedRecordError as error:
        resume = going_on_command(record, args.file)
        finish = f"; play on first: {resume}" if resume else ""
        print(f"salon review: {args.file}: {error}{finish}", file=sys.stderr)
        return 1
    except RecordError as error:
        print(f"salon review: {args.file}: {error}", file=sys.stderr)
        return 1
    if not reviews:
        print(f"salon review: {args.file}: no game of the session is finished", file=sys.stderr)
        return 1
    one = not reviews[0][0]  # a two-handed record: its review alone, as ever
    if args.json:
        headed = [{"game": heading, **review_data(review)} for heading, review in reviews]
        data = review_data(reviews[0][1]) if one else {"games": headed}
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    for number, (heading, review) in enumerate(reviews):
        told = review_text(review, every_decision=args.all)
        before = "\n" if number else ""
        print(told if one else f"{before}{heading}\n\n{told}")
    resume = (
        going_on_command(record, args.file) if one and not reviews[0][1].result["finished"] else ""
    )
    if resume:
        print(f"\nTo play on from where it stopped: {resume}")
    return 0


def going_on_command(record: Record, path: Path) -> str:
    """The command that goes on with a game ``salon play`` saved unfinished (its seed kept),
    its path whole; "" for a record it cannot go on with."""
    played = PLAYED_AS.get(record.tag("Game"))
    saved = record.tags.get("Seed", "").isdigit()
    return (
        salon_command("play", played, "--resume", str(path.resolve())) if played and saved else ""
    )


def _games_of(record: Record) -> list[tuple[str, Record]]:
    """The games to review: the record's own, or each finished game of a session of three or
    more, headed ("Partie 2: Ben against Ada"); a game left unfinished is not reviewed."""
    from salon.replay import session_games
    from salon.sessions.records import STARTS

    if record.tag("Game") not in STARTS:
        return [("", record)]
    return [(game.heading, game.record) for game in session_games(record) if game.finished]
