"""The deals sampled to weigh a Piquet call, answer or reckoning, against the true deal.

Deals are played between two strong players. At each call, answer and reckoning with a choice,
the choice made is weighed as the review weighs it: its deal's margin for the hand that chose,
the mean over deals sampled from that hand's view (dealt alike from the unseen cards, and read
by the adversary's exchange as the review reads it), and the same on the true deal (the same
counting and play-out, the hands as they truly lie). What the samples foretell less what the
true deal gives is the samples' own error; the true deal less what the deal came to, the
play-out's. With every hand's cards sampled rightly, the first is nought on average.

    nice scripts/run python benchmarks/piquet_call_samples.py --deals 12
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
from collections.abc import Collection, Sequence
from typing import Any

from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.strong import PiquetStrong
from salon.agents.piquet.utility import MarginUtility
from salon.analysis.piquet import reading_player
from salon.cards import Card
from salon.engine import turns
from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase

_DECLARING = (Phase.CALL, Phase.ANSWER, Phase.EXTRAS)


class _OnTheTrueDeal(PiquetStrong):
    """Weighs on the true deal, every time."""

    def __init__(self, deal: Deal) -> None:
        super().__init__(0, call_samples=1)
        self.deal = deal

    def full_hands(
        self, view: Any, knowledge: Knowledge
    ) -> tuple[Collection[Card], Collection[Card]]:
        return frozenset(self.deal.hands[0]), frozenset(self.deal.hands[1])


def _margin(player: PiquetStrong, view: Any, chosen: Any) -> float | None:
    weighing = player.weigh_declaring(view, view.legal)
    if weighing is None:
        return None
    return statistics.fmean(weighing.values(MarginUtility())[weighing.options.index(chosen)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--samples", type=int, default=48)
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; one process")
    rows: list[tuple[str, float, float, float, float]] = []
    for seed in range(args.first, args.first + args.deals):
        seats = [make_agent("strong", seed + side, "piquet") for side in (0, 1)]
        deal, pending = Deal(), list[tuple[Role, str, list[float]]]()
        for seat in turns(deal, random.Random(seed)):
            role = Role(seat)
            view = deal.view(role)
            chosen = seats[seat].choose(view, view.legal)
            if view.phase in _DECLARING and len(view.legal) > 1:
                alike = PiquetStrong(seed * 100 + len(pending), call_samples=args.samples)
                read = reading_player(alike)
                found = [_margin(p, view, chosen) for p in (alike, read, _OnTheTrueDeal(deal))]
                margins = [m for m in found if m is not None]
                if len(margins) == len(found):
                    pending.append((role, view.phase.name.lower(), margins))
            deal.apply(chosen)
        for role, phase, (alike_margin, read_margin, true_margin) in pending:
            came = deal.scores[role] - deal.scores[role.other]
            rows.append((phase, alike_margin, read_margin, true_margin, came))
        print(f"deal {seed}: {len(pending)} choices weighed", flush=True)
    for phase in ("all", *sorted({row[0] for row in rows})):
        _report(phase, [row for row in rows if phase in ("all", row[0])])


def _report(phase: str, rows: Sequence[tuple[str, float, float, float, float]]) -> None:
    def mean_interval(values: list[float]) -> str:
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        return f"{mean:+.2f} (95% {mean - half:+.2f} to {mean + half:+.2f})"

    print(
        f"{phase}: {len(rows)} choices; sampled less true deal, dealt alike "
        f"{mean_interval([r[1] - r[3] for r in rows])}, read by the exchange "
        f"{mean_interval([r[2] - r[3] for r in rows])}; true deal less what came "
        f"{mean_interval([r[3] - r[4] for r in rows])}"
    )


if __name__ == "__main__":
    main()
