"""How long the web app takes to review a finished game: the example records reviewed as
``POST /api/reviews`` reviews them, in the review's own worker process (one, as the server
runs it), quick and full, from the ask to the result. Prints the core count and the load.

    scripts/run python benchmarks/web_review.py
    scripts/run python benchmarks/web_review.py --full
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from pathlib import Path

from salon.web.server.workers import ANALYSIS_NICENESS, Lane
from salon.web.teaching.review import Reviews

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
RECORDS = ("ecarte-game.txt", "piquet-partie-rubicon.txt")


async def _review(name: str, quick: bool) -> tuple[int, float]:
    lane = Lane("analysis", workers=1, niceness=ANALYSIS_NICENESS)
    reviews = Reviews(lane)
    try:
        text = (EXAMPLES / name).read_text(encoding="utf-8")
        started = time.perf_counter()
        job = await reviews.ask(text, quick, "bench")
        while job.under_way:
            await asyncio.sleep(0.05)
        if job.error:
            raise SystemExit(f"{name}: {job.error}")
        return job.total, time.perf_counter() - started
    finally:
        reviews.close()
        lane.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="time the full reviews too")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    for quick in (True, False) if args.full else (True,):
        for name in RECORDS:
            decisions, seconds = asyncio.run(_review(name, quick))
            depth = "quick" if quick else "full"
            print(f"{name}: {depth} review of {decisions} moments in {seconds:.1f} s")


if __name__ == "__main__":
    main()
