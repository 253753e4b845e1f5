"""The database's writer alone: how long an action waits for its commit, synced to the disk
at every commit (``full``, the default) or only at the log's checkpoints (``normal``).

Many threads, one a table, each store their tables' actions one after another, waiting
``--every`` seconds on average between them (0: as fast as the writer lets them; the group
commit takes every row waiting into one transaction), on a fresh SQLite file, for
``--seconds`` each way, the two ways taking turns ``--rounds`` times. It reports each way's
actions a second and the time an action waited for its commit. Usage (32 threads storing
some 260 actions a second, as the 500 tables of ``bench_players.py`` do)::

    scripts/run python benchmarks/bench_commits.py --threads 32 --every 0.12 --rounds 3
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from salon.web.server.durability import Synchronous
from salon.web.server.store import SeatRow, Store, sqlite_url


def measure(
    folder: Path, synchronous: Synchronous, threads: int, seconds: float, every: float
) -> list[float]:
    """Seconds each action waited for its commit, ``threads`` tables storing at once."""
    store = Store(sqlite_url(folder / f"{synchronous.value}-{time.monotonic_ns()}.db"), synchronous)
    seats = [SeatRow(0, "A", "human", None, None), SeatRow(1, "B", "thumb", None, None)]
    for table in range(threads):
        store.create_game(game_id=f"t{table}", game="piquet", rules="", seat_rows=seats)
    waits: list[list[float]] = [[] for _ in range(threads)]
    until = time.monotonic() + seconds

    def play(table: int) -> None:
        number, rng = 0, random.Random(table)
        while time.monotonic() < until:
            time.sleep(every * rng.uniform(0.5, 1.5))
            sent = time.perf_counter()
            store.append_action(f"t{table}", number, "A", "play the king of spades")
            waits[table].append(time.perf_counter() - sent)
            number += 1

    workers = [threading.Thread(target=play, args=(table,)) for table in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    store.close()
    return [wait for each in waits for wait in each]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--every", type=float, default=0.0, help="mean seconds between actions")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.rounds):
            for synchronous in Synchronous:
                waits = sorted(
                    measure(Path(folder), synchronous, args.threads, args.seconds, args.every)
                )
                print(
                    f"{synchronous.value}: {len(waits) / args.seconds:.0f} actions a second "
                    f"from {args.threads} threads; the wait for the commit median "
                    f"{statistics.median(waits) * 1000:.2f} ms, "
                    f"p99 {waits[int(len(waits) * 0.99)] * 1000:.2f} ms "
                    f"(load average {os.getloadavg()[0]:.1f})",
                    flush=True,
                )


if __name__ == "__main__":
    main()
