"""Consistency of the analysis: does playing its recommendation instead of a flagged mistake
gain, on average, what it said the mistake lost?

Plays Piquet deals (each alone: a deal's score is its margin) between two players of the rules
of thumb, weighing every decision at full depth. Wherever a choice is graded a mistake or a
blunder, the deal is taken back to that moment twice — once with the choice made, once with
the recommendation — and played to its end from the true cards by two strong players (the same
seeds both times). The gain realised (the recommendation's margin less the choice's, for the
hand that chose) is set against the loss the analysis foretold. Prints the core count.

    nice scripts/run python benchmarks/analysis_consistency.py --deals 40 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.thumb import PiquetRulesOfThumb
from salon.analysis.piquet import appraise_piquet
from salon.analysis.review import FULL
from salon.analysis.verdicts import Verdict
from salon.engine import CHANCE
from salon.piquet.actions import Role
from salon.piquet.deal import Deal

FLAGGED = (Verdict.MISTAKE, Verdict.BLUNDER)


def _played_out(actions: list[Any], seed: int, role: Role) -> int:
    """The margin for ``role`` of the deal replayed through ``actions``, then played to its
    end by two strong players."""
    deal = Deal()
    for action in actions:
        deal.apply(action)
    seats = (PiquetStrong(seed), PiquetStrong(seed + 1))
    while not deal.is_terminal:
        actor = deal.to_act
        assert isinstance(actor, Role)
        view = deal.view(actor)
        deal.apply(seats[actor].choose(view, view.legal))
    return deal.scores[role] - deal.scores[role.other]


def one_deal(number: int, seed: int) -> list[tuple[float, float]]:
    """For each flagged decision of one deal: the loss foretold and the gain realised."""
    base = seed * 1_000_003 + 11 * number
    chance = random.Random(base)
    thumb = PiquetRulesOfThumb()
    deal = Deal()
    actions: list[Any] = []
    found: list[tuple[float, float]] = []
    while not deal.is_terminal:
        actor = deal.to_act
        if actor is CHANCE:
            action = deal.sample_chance(chance)
        else:
            assert isinstance(actor, Role)
            view = deal.view(actor)
            action = thumb.choose(view, view.legal)
            analyst = PiquetStrong(
                base + len(actions),
                samples=FULL.piquet_play,
                exchange_samples=FULL.piquet_exchange,
                call_samples=FULL.piquet_calls,
            )
            for judged in appraise_piquet(view, action, analyst):
                appraisal = judged.appraisal
                best = appraisal.best.action
                if appraisal.verdict(judged.chosen) not in FLAGGED or judged.chosen != action:
                    continue  # only choices the engine can take back and replay
                after_best = _played_out([*actions, best], base + 5, actor)
                after_choice = _played_out([*actions, action], base + 5, actor)
                found.append((appraisal.loss(action)[0], float(after_best - after_choice)))
        deal.apply(action)
        actions.append(action)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: {args.jobs}", flush=True)
    pairs: list[tuple[float, float]] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for found in pool.map(one_deal, range(args.deals), [args.seed] * args.deals):
            pairs.extend(found)
    foretold = [p for p, _ in pairs]
    realised = [r for _, r in pairs]
    differences = [r - p for p, r in pairs]
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    mean = statistics.fmean(differences)
    print(
        f"{args.deals} deals of thumb against thumb, {len(pairs)} mistakes and blunders: "
        f"loss foretold {statistics.fmean(foretold):.2f} points, gain realised by the "
        f"recommendation {statistics.fmean(realised):.2f}; realised less foretold {mean:+.2f} "
        f"(95% interval {mean - half:+.2f} to {mean + half:+.2f})"
    )


if __name__ == "__main__":
    main()
