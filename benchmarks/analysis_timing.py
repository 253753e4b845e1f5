"""How long the analysis takes: a whole Piquet partie reviewed (full and quick), an Écarté
game reviewed, and a hint during play.

The records are played first between the strong player and the rules of thumb (not timed);
each review runs on ``--jobs`` processes, as ``salon review`` does. Prints the core count.

    scripts/run python benchmarks/analysis_timing.py --parties 2 --jobs 2

``--hints-only`` times the hints alone, and with ``--cpu`` by this process's processor time, so
that other work on the machine does not count. ``--ecarte-only`` times the Écarté reviews
alone, and ``--play-out thumb`` reviews them as before, the deals weighing a proposal or a
response played out wholly by the rules of thumb (``analysis_consistency_afresh.PLAY_OUTS``).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from analysis_consistency_afresh import PLAY_OUTS
from played import play_records
from salon.agents.ecarte.playout import PlayOut
from salon.analysis.hints import hint_for
from salon.analysis.review import plan_review, review_record, weigh_moment
from salon.ecarte.game import EcarteGame
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.partie import Partie
from salon.records import parse_record


def _time_reviews(records: list[str], *, quick: bool, jobs: int) -> list[float]:
    times = []
    for text in records:
        started = time.perf_counter()
        review_record(parse_record(text), quick=quick, jobs=jobs)
        times.append(time.perf_counter() - started)
    return times


def _time_ecarte(records: list[str], *, play_out: PlayOut, jobs: int) -> list[float]:
    """Each Écarté game's full review, its proposals and responses weighed by ``play_out``."""
    times = []
    for text in records:
        started = time.perf_counter()
        plan = plan_review(parse_record(text))
        tasks = [(m, replace(d, ecarte_play_out=play_out), s) for m, d, s in plan.tasks]
        if jobs <= 1:
            plan.finish([weigh_moment(task) for task in tasks])
        else:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                plan.finish(list(pool.map(weigh_moment, tasks, chunksize=4)))
        times.append(time.perf_counter() - started)
    return times


def _hint_times(
    count: int, seed: int, clock: Callable[[], float] = time.perf_counter
) -> list[float]:
    """Hints asked at every decision of games between players of the rules of thumb."""
    times: list[float] = []
    rng = random.Random(seed)
    while len(times) < count:
        for game, name in ((Partie(), "piquet"), (EcarteGame(), "ecarte")):
            thumb = make_agent("thumb", 0, name)
            for seat in turns(game, rng):
                view = game.view(seat)
                started = clock()
                hint_for(view, seed=len(times))
                times.append(clock() - started)
                game.apply(thumb.choose(view, view.legal))
                if len(times) >= count:
                    return times
    return times


def _line(label: str, times: list[float]) -> str:
    return (
        f"{label}: median {statistics.median(times):.2f} s, slowest {max(times):.2f} s, "
        f"fastest {min(times):.2f} s over {len(times)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=2, help="Piquet parties and Écarté games")
    parser.add_argument("--hints", type=int, default=200, help="hints to time")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ecarte-only", action="store_true", help="the Écarté reviews alone")
    parser.add_argument("--play-out", choices=tuple(PLAY_OUTS), default="reviewed")
    parser.add_argument("--hints-only", action="store_true", help="the hints alone")
    parser.add_argument("--cpu", action="store_true", help="hints by processor time")
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; review processes: {args.jobs}")
    if args.hints_only:
        clock = time.process_time if args.cpu else time.perf_counter
        label = "hint during play" + (" (processor time)" if args.cpu else "")
        print(_line(label, _hint_times(args.hints, args.seed, clock)))
        return
    if args.ecarte_only:
        games = play_records("ecarte", ("strong", "thumb"), args.parties, args.seed)
        times = _time_ecarte(games, play_out=PLAY_OUTS[args.play_out], jobs=args.jobs)
        print(_line(f"Écarté game, full review ({args.play_out})", times))
        return
    piquet = play_records("piquet", ("strong", "thumb"), args.parties, args.seed)
    ecarte = play_records("ecarte", ("strong", "thumb"), args.parties, args.seed)
    print(_line("Piquet partie, full review", _time_reviews(piquet, quick=False, jobs=args.jobs)))
    print(_line("Piquet partie, quick review", _time_reviews(piquet, quick=True, jobs=args.jobs)))
    print(_line("Écarté game, full review", _time_reviews(ecarte, quick=False, jobs=args.jobs)))
    print(_line("hint during play", _hint_times(args.hints, args.seed)))


if __name__ == "__main__":
    main()
