"""Sign-in at the chosen Argon2 cost: the time of one attempt, and attempts a second with
every core checking passwords at once (docs/players.md "Passwords").

    nice scripts/run python benchmarks/bench_sign_in.py --attempts 200

Each attempt is one Argon2id check of a password against its hash, as a sign-in does (an
unknown name checks a stand-in hash, at the same cost).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from salon.web.players.passwords import LANES, MEMORY_KIB, PASSES, hash_password, verify

PASSWORD = "correct horse battery"


def _attempts(count: int) -> float:
    stored = hash_password(PASSWORD)
    started = time.perf_counter()
    for _ in range(count):
        verify("a wrong guess", stored)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attempts", type=int, default=200)
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    stored = hash_password(PASSWORD)
    single = []
    for _ in range(min(args.attempts, 50)):
        started = time.perf_counter()
        verify(PASSWORD, stored)
        single.append(time.perf_counter() - started)
    share = max(1, args.attempts // cores)
    started = time.perf_counter()
    with ProcessPoolExecutor(cores) as pool:
        list(pool.map(_attempts, [share] * cores))
    elapsed = time.perf_counter() - started
    print(f"Argon2id: {MEMORY_KIB} KiB, {PASSES} passes, {LANES} lane; {cores} cores")
    print(
        f"one attempt: median {statistics.median(single) * 1000:.1f} ms, "
        f"slowest {max(single) * 1000:.1f} ms ({len(single)} attempts)"
    )
    print(f"throughput: {share * cores / elapsed:.1f} attempts a second over {cores} processes")


if __name__ == "__main__":
    main()
