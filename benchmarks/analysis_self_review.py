"""Self-review: the analysis's mean loss per decision for strong against strong, thumb against
thumb and random against random — it should be far lowest for the strong player, and lower for
the rules of thumb than for random play.

    scripts/run python benchmarks/analysis_self_review.py --parties 2 --jobs 2
"""

from __future__ import annotations

import argparse
import os
import statistics

from played import play_records
from salon.analysis.review import review_record
from salon.records import parse_record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=2, help="parties (Piquet) or games")
    parser.add_argument("--game", choices=("piquet", "ecarte"), default="piquet")
    parser.add_argument("--quick", action="store_true", help="review with fewer samples")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; review processes: {args.jobs}")
    for player in ("strong", "thumb", "random"):
        points: list[float] = []
        chances: list[float] = []
        for text in play_records(args.game, (player, player), args.parties, args.seed):
            review = review_record(parse_record(text), quick=args.quick, jobs=args.jobs)
            points.extend(d.points_lost for d in review.decisions)
            chances.extend(d.chance_lost for d in review.decisions)
        print(
            f"{player} against {player}, {args.parties} {args.game} records, "
            f"{len(points)} decisions: mean loss {statistics.fmean(points):.3f} points a "
            f"decision, error rate {1000 * statistics.fmean(chances):.2f} (thousandths of a "
            f"win a decision)",
            flush=True,
        )


if __name__ == "__main__":
    main()
