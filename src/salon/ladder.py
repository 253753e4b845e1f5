"""A ladder of computer players: every pair plays a duplicate match, then Bradley-Terry ratings.

Ratings are on the Elo scale (400 points: ten to one), anchored so that their mean is 1500;
a drawn partie counts half a win to each side.

>>> ratings = bradley_terry({("a", "b"): (3.0, 1.0), ("b", "a"): (1.0, 3.0)}, ["a", "b"])
>>> round(ratings["a"] - ratings["b"])
166
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path

from salon.match import MatchReport, run_match
from salon.piquet.rules import PiquetRules


@dataclass(frozen=True, slots=True)
class LadderReport:
    ratings: dict[str, float]
    matches: tuple[MatchReport, ...]

    @property
    def table(self) -> str:
        lines = ["player      rating"]
        for name, rating in sorted(self.ratings.items(), key=lambda item: -item[1]):
            lines.append(f"{name:<10} {rating:7.0f}")
        lines += [match.words for match in self.matches]
        return "\n".join(lines)


def bradley_terry(
    results: dict[tuple[str, str], tuple[float, float]], players: Sequence[str]
) -> dict[str, float]:
    """Ratings from (wins, losses) of each ordered pair, by the usual minorise-maximise steps."""
    wins = {p: 0.5 for p in players}  # a half win each keeps unbeaten players finite
    games: dict[tuple[str, str], float] = {}
    for (a, b), (won, lost) in results.items():
        wins[a] += won
        wins[b] += lost
        games[(a, b)] = games.get((a, b), 0.0) + won + lost
        games[(b, a)] = games.get((b, a), 0.0) + won + lost
    strength = {p: 1.0 for p in players}
    for _ in range(500):
        new = {}
        for p in players:
            denominator = sum(
                (games.get((p, q), 0.0) + 1.0) / (strength[p] + strength[q])
                for q in players
                if q != p
            )
            new[p] = wins[p] / denominator if denominator else strength[p]
        scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {p: v / scale for p, v in new.items()}
    return {p: 1500 + 400 * math.log10(strength[p]) for p in players}


def run_ladder(
    players: Sequence[str],
    *,
    parties: int,
    seed: int = 1,
    rules: PiquetRules | None = None,
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    ray: str | None = None,
    game: str = "piquet",
) -> LadderReport:
    """Every pair of ``players`` plays a match; on the Ray cluster at ``ray``, when given,
    connected once for all the matches."""
    cluster: AbstractContextManager[object] = nullcontext()
    if ray is not None:
        from salon.match_ray import connected

        cluster = connected(ray, cpus=jobs)
    results: dict[tuple[str, str], tuple[float, float]] = {}
    matches = []
    with cluster:
        for index, first in enumerate(players):
            for second in players[index + 1 :]:
                report = run_match(
                    first,
                    second,
                    pairs=max(1, parties // 2),
                    seed=seed,
                    rules=rules,
                    jobs=jobs,
                    progress=progress,
                    ray=ray,
                    game=game,
                )
                drawn = report.pairs * 2 - report.wins - report.losses
                results[(first, second)] = (report.wins + drawn / 2, report.losses + drawn / 2)
                matches.append(report)
    return LadderReport(bradley_terry(results, players), tuple(matches))


def ratings_svg(ratings: dict[str, float], path: Path) -> None:
    """Draw the ratings as a horizontal bar chart in SVG."""
    ordered = sorted(ratings.items(), key=lambda item: -item[1])
    low = min(ratings.values()) - 100
    high = max(ratings.values()) + 50
    width, bar = 520, 28
    rows = []
    for number, (name, rating) in enumerate(ordered):
        y = 40 + number * (bar + 12)
        length = 360 * (rating - low) / (high - low)
        rows.append(
            f'<text x="10" y="{y + 19}" font-size="14">{name}</text>'
            f'<rect x="110" y="{y}" width="{length:.0f}" height="{bar}" fill="#8b1a1a"/>'
            f'<text x="{116 + length:.0f}" y="{y + 19}" font-size="13">{rating:.0f}</text>'
        )
    height = 60 + len(ordered) * (bar + 12)
    path.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="Georgia, serif"><text x="10" y="24" font-size="16">'
        f"salon ladder (Bradley-Terry, Elo scale)</text>{''.join(rows)}</svg>\n",
        encoding="utf-8",
    )
