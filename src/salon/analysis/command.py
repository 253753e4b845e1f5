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
        help="a record of a Piquet partie or deal, of Écarté, or of a session of three or "
        "more (each game; of one stopped, its finished deals)",
    )
    review.add_argument("--quick", action="store_true", help="fewer samples: quicker, rougher")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.add_argument(
        "--all", action="store_true", help="list every decision, not only those that lost"
    )
    review.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    review.add_argument("--seed", type=int, default=1, help="seed of the samples (default 1)")


PLAYED_AS: Final = {
    "Piquet": "piquet",
    "Ecarte": "ecarte",
    "Chouette piquet": "chouette",
    "Pool Ecarte": "pool",
    "French Ecarte": "french",
}
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
        games, over = _games_of(record)
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

                # A game stopped to go on with later (alone, or a session's last): its
                # finished deals; a session's game with none finished is left out.
                try:
                    review = review_record(
                        game, quick=args.quick, jobs=args.jobs, seed=args.seed,
                        progress=progress, whole=False,
                    )  # fmt: skip
                except UnfinishedRecordError:
                    if not heading:
                        raise
                    continue
                reviews.append((heading, review))
    except UnfinishedRecordError as error:
        print(
            f"salon review: {args.file}: {error}{play_on_first(record, args.file)}", file=sys.stderr
        )
        return 1
    except RecordError as error:
        print(f"salon review: {args.file}: {error}", file=sys.stderr)
        return 1
    if not reviews:
        said = f"no deal of the session is finished{play_on_first(record, args.file)}"
        print(f"salon review: {args.file}: {said}", file=sys.stderr)
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
    if over is None:  # a two-handed game: as its review found it
        over = bool(reviews[0][1].result["finished"])
    resume = "" if over else going_on_command(record, args.file)
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


def play_on_first(record: Record, path: Path) -> str:
    """What a refusal of a game stopped adds: the command that plays on, if there is one."""
    resume = going_on_command(record, path)
    return f"; play on first: {resume}" if resume else ""


def _games_of(record: Record) -> tuple[list[tuple[str, Record]], bool | None]:
    """The games to review: the record's own, or each game of a session of three or more,
    headed ("Partie 2: Ben against Ada"), of a game left unfinished its finished deals; and
    whether the session is over (None for a two-handed game: its review says)."""
    from salon.replay import replay_record, session_games
    from salon.sessions.records import STARTS

    if record.tag("Game") not in STARTS:
        return [("", record)], None
    over = bool(replay_record(record)[1]["finished"])
    return [(game.heading, game.record) for game in session_games(record)], over
