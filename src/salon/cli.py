"""salon: Piquet and Écarté by the classic laws."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from salon.invocation import program_name
from salon.records import RecordError, parse_record, read_record
from salon.replay import replay_record


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=program_name(), description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = sub.add_parser(
        "demo", help="replay the classic description's worked example and play random parties"
    )
    demo.add_argument("--parties", type=int, default=1, help="random parties to play (default 1)")
    demo.add_argument("--seed", type=int, default=None, help="seed for the random parties")
    replay = sub.add_parser("replay", help="check a game record against the laws and score it")
    replay.add_argument("file", type=Path, help="a record written in salon's notation")
    replay.add_argument("--json", action="store_true", help="print the report as JSON")
    match = sub.add_parser("match", help="play two computer players on duplicate deals")
    match.add_argument(
        "first",
        help="a player: random, thumb, strong or strong-2026 (Piquet: also strong-reading, "
        "strong-conduct, strong-exact-exchange, strong-exact-finalists, "
        "strong-exact-five-finalists, strong-wide-discards, strong-reading-play, "
        "strong-reading-late-play, strong-reading-later-play, strong-reading-fitted-late-play, "
        "strong-reading-middle-play, strong-reading-conduct-play, "
        "strong-reading-either, strong-versus-thumb, strong-either-reply, strong-more-samples, "
        "strong-patient-exchange; "
        "Écarté: also strong-treatise-discard, strong-unread-exchange, strong-equilibrium), "
        "or policy:FILE, a trained policy (docs/bots.md)",
    )
    match.add_argument("second", help="its adversary")
    match.add_argument("--game", choices=("piquet", "ecarte"), default="piquet")
    match.add_argument(
        "--parties",
        type=_positive,
        default=20,
        help="parties or games, played in pairs on the same cards (an odd number is rounded up)",
    )
    match.add_argument("--seed", type=int, default=1, help="seed of the shuffles")
    match.add_argument(
        "--rules", default="rubicon", help='Piquet rules, e.g. "rubicon; deal_by=threes"'
    )
    match.add_argument(
        "--jobs", type=_positive, default=None, help="processes (default: every core)"
    )
    match.add_argument("--records", type=Path, default=None, help="save every partie's record here")
    _add_ray_option(match)
    ladder = sub.add_parser("ladder", help="rate computer players against each other")
    ladder.add_argument(
        "players", nargs="+", help="two or more players: random, thumb, strong, policy:FILE"
    )
    ladder.add_argument("--game", choices=("piquet", "ecarte"), default="piquet")
    ladder.add_argument("--parties", type=_positive, default=20, help="parties per match")
    ladder.add_argument("--seed", type=int, default=1, help="seed of the shuffles")
    ladder.add_argument("--jobs", type=_positive, default=None, help="processes (default: all)")
    ladder.add_argument("--chart", type=Path, default=None, help="draw the ratings (SVG)")
    _add_ray_option(ladder)
    from salon.web.server.durability import Synchronous

    serve = sub.add_parser("serve", help="play in the browser: start the web app on this machine")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default local)")
    serve.add_argument("--port", type=_positive, default=8000, help="port (default 8000)")
    serve.add_argument(
        "--database",
        default=None,
        help="SQLite file or database URL (default: SALON_DATABASE_URL, else the data directory)",
    )
    serve.add_argument(
        "--pace", type=float, default=0.6, help="seconds the computer waits before each move"
    )
    serve.add_argument(
        "--expire-hours",
        type=float,
        default=24.0,
        help="forget tables no one has played at after this many hours (default 24)",
    )
    serve.add_argument(
        "--allow-origin",
        action="append",
        type=_origin,
        default=[],
        metavar="ORIGIN",
        help="let pages at this origin (https://cards.example.org, behind a proxy) open the "
        "game's websocket; may be given again (default: the server's own page only)",
    )
    serve.add_argument(
        "--trust-proxy",
        action="append",
        default=[],
        type=_proxy_address,
        metavar="ADDR",
        help="believe X-Forwarded-For and X-Forwarded-Proto from the proxy at this address "
        "(its IP as the server sees it, or a network like 10.0.0.0/8); may be given again "
        "(default: no proxy is trusted)",
    )
    serve.add_argument(
        "--behind-https",
        action="store_true",
        help="the site is served over https (by a proxy): the session cookie is sent only so",
    )
    serve.add_argument(
        "--smtp",
        default=None,
        metavar="HOST:PORT",
        help="mail server for password resets and notifications (default: none; no mail is sent)",
    )
    serve.add_argument(
        "--policy",
        action="append",
        default=[],
        metavar="NAME=FILE",
        help="offer a trained policy (salon's .npz or an ONNX model) as a computer player named "
        "NAME at its game's new tables; may be given again",
    )
    serve.add_argument(
        "--synchronous",
        choices=[each.value for each in Synchronous],
        default=Synchronous.FULL.value,
        help="a SQLite file's commits: full syncs every one, so that an action acknowledged "
        "survives even a crash of the machine or a power cut (default); normal syncs the log "
        "at its checkpoints only, quicker under load, but those may then undo the last actions "
        "acknowledged (a crash of the server alone does not)",
    )
    serve.add_argument(
        "--no-client-limits",
        action="store_true",
        help="let one address open tables without limit (load tests from one machine)",
    )
    from salon.terminal.play import add_play_parser

    add_play_parser(sub)
    from salon.analysis.command import add_review_parser
    from salon.analysis.whatif_command import add_whatif_parser
    from salon.teaching.command import add_learn_parser
    from salon.teaching.train_command import add_train_parser

    add_review_parser(sub)
    add_whatif_parser(sub)
    add_learn_parser(sub)
    add_train_parser(sub)
    from salon.laws_command import add_laws_parser

    add_laws_parser(sub)
    from salon.terminal.score import add_score_parser

    add_score_parser(sub)
    return parser


def _add_ray_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--ray",
        metavar="ADDRESS",
        default=None,
        help="play the pairs as tasks of the Ray cluster at HOST:PORT (auto: the one started "
        "on this machine; local: start one here; --jobs then bounds the pairs at once)",
    )


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _origin(text: str) -> str:
    from salon.web.server.security import origin_of

    try:
        return origin_of(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _proxy_address(text: str) -> str:
    from ipaddress import ip_network

    try:
        return str(ip_network(text.strip(), strict=False))
    except ValueError:
        raise argparse.ArgumentTypeError(
            "a proxy is named by its IP address (127.0.0.1, ::1) or network (10.0.0.0/8)"
        ) from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    words = sys.argv[1:] if argv is None else list(argv)
    if not words:  # salon alone: what it can do, not an error
        parser.print_help()
        return 0
    args = parser.parse_args(words)
    if args.command == "demo":
        return _demo(args.parties, args.seed)
    if args.command == "replay":
        return _replay(args.file, as_json=args.json)
    if args.command == "match":
        return _match(args)
    if args.command == "ladder":
        return _ladder(args)
    if args.command == "serve":
        return _serve(args)
    if args.command == "play":
        from salon.terminal.play import run_play

        return run_play(args)
    if args.command == "review":
        from salon.analysis.command import run_review

        return run_review(args)
    if args.command == "whatif":
        from salon.analysis.whatif_command import run_whatif

        return run_whatif(args)
    if args.command == "learn":
        from salon.teaching.command import run_learn

        return run_learn(args)
    if args.command == "train":
        from salon.teaching.train_command import run_train

        return run_train(args)
    if args.command == "score":
        from salon.terminal.score import run_score

        return run_score(args)
    if args.command == "laws":
        from salon.laws_command import run_laws

        return run_laws(args)
    parser.error(f"unknown command {args.command}")
    return 2


def _replay(path: Path, *, as_json: bool) -> int:
    try:
        _, report = replay_record(read_record(path))
    except OSError as error:
        print(f"salon replay: cannot read {path}: {error.strerror}", file=sys.stderr)
        return 2
    except RecordError as error:
        print(f"salon replay: {path}: {error}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        from salon.report import format_report

        print(format_report(report))
    return 0


def _match(args: argparse.Namespace) -> int:
    from salon.ecarte.rules import EcarteRules
    from salon.match import run_match, text_progress
    from salon.match_ray import ClusterError
    from salon.piquet.rules import PiquetRules

    try:
        if args.game == "ecarte":
            rules: PiquetRules | EcarteRules = EcarteRules.from_text(
                "classic" if args.rules == "rubicon" else args.rules
            )
        else:
            rules = PiquetRules.from_text(args.rules)
        pairs = (args.parties + 1) // 2
        if args.parties % 2:
            print(
                f"salon match: parties are played in pairs on the same cards, the players "
                f"changing seats: {pairs * 2} for the {args.parties} asked.",
                file=sys.stderr,
            )
        report = run_match(
            args.first,
            args.second,
            pairs=pairs,
            seed=args.seed,
            rules=rules,
            jobs=args.jobs,
            records=args.records,
            progress=text_progress,
            game=args.game,
            ray=args.ray,
        )
    except (ValueError, ClusterError) as error:
        print(f"salon match: {error}", file=sys.stderr)
        return 2
    print(report.words)
    return 0


def _ladder(args: argparse.Namespace) -> int:
    from salon.ladder import ratings_svg, run_ladder
    from salon.match import text_progress
    from salon.match_ray import ClusterError

    if len(set(args.players)) < 2:
        print("salon ladder: name at least two different players", file=sys.stderr)
        return 2
    try:
        report = run_ladder(
            list(dict.fromkeys(args.players)),
            parties=args.parties,
            seed=args.seed,
            jobs=args.jobs,
            progress=text_progress,
            ray=args.ray,
            game=args.game,
        )
    except (ValueError, ClusterError) as error:
        print(f"salon ladder: {error}", file=sys.stderr)
        return 2
    print(report.table)
    if args.chart is not None:
        ratings_svg(report.ratings, args.chart)
        print(f"chart: {args.chart}")
    return 0


def _serve(args: argparse.Namespace) -> int:
    from salon.web.launch import ServerSettings, serve
    from salon.web.server.durability import Synchronous
    from salon.web.server.store import default_database_url, sqlite_url

    database = args.database
    if database is None:
        database = default_database_url()
    elif "://" not in database:
        database = sqlite_url(Path(database).expanduser().resolve())
    settings = ServerSettings(
        host=args.host,
        port=args.port,
        database=database,
        pace=max(0.0, args.pace),
        expire_hours=max(0.0, args.expire_hours),
        client_limits=not args.no_client_limits,
        allow_origins=tuple(args.allow_origin),
        trust_proxies=tuple(args.trust_proxy),
        behind_https=args.behind_https,
        smtp=args.smtp or "",
        policies=tuple(args.policy),
        synchronous=Synchronous(args.synchronous),
    )
    return serve(settings)


def _demo(parties: int, seed: int | None) -> int:
    from salon.piquet.examples import EXAMPLE_RECORD
    from salon.report import format_report, play_random_partie

    print("The worked Example of the classic description of Piquet, replayed under the laws:\n")
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
