"""Measures two claims of the 1902 "Hints to Players" on deals between computer players.

"Gaining the point makes an average difference of at least ten to the score; and, what is of
more consequence, it saves piques and repiques", and "winning the cards instead of losing them
makes a difference of about twenty-three points" (piquet-encyclopedia-1902-with-laws.txt).
Every deal is played whole by two computer players, and each claim is measured two ways.

Compared across deals (conditional): elder's margin (his points less younger's) on the deals
where elder gained the point, less the same on the deals where younger did; likewise for the
cards. These differences also carry the strength of the hands that gain the point or the
cards, so they say more than the point or the cards are worth by themselves.

The point on the same deal (counterfactual): each deal in which one hand gained the point is
counted again with the point given to the other hand (his best point), the same cards played
to the same tricks (``salon.piquet.counterfactual``). The gainer's margin less his margin so
counted is what the point was worth in that deal: his point, the adversary's, and the piques
and repiques it made or saved, which are also given apart. The tricks a long suit takes are
not in it: they come with the cards, which do not change.

The cards on the same deal (counterfactual): each deal's hands and scores in hand are kept, and
its twelve tricks played out again ``--playouts`` times by a simple player on both sides (win
the trick cheaply, else throw the lowest card; lead the best card of the longest suit) that
plays a random card instead one time in four (``--noise``), so that a close deal goes both
ways. On each deal where it does, the play-outs in which elder won the cards by one trick
(seven to five) are compared with those in which he lost them by one (five to seven), and
likewise by two (eight to four against four to eight): the cards' ten either way, and the
leads, tricks and piques that come with the tricks won. Deals that never go both ways are
left out. Each figure is the mean over deals, with its 95% interval.

    scripts/run python benchmarks/seed_claims.py --deals 3000 --player thumb
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from salon.match import make_agent
from salon.piquet.actions import Role
from salon.piquet.combinations import Category
from salon.piquet.counterfactual import count_again, play_start, point_given_over
from salon.piquet.deal import Deal
from salon.piquet.playout import PlayState, greedy_card

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
CLOSE = {1: (7, 5), 2: (8, 4)}
"""Won or lost by one trick, by two: elder's tricks when winning, when losing."""


@dataclass(frozen=True, slots=True)
class DealFigures:
    """What one deal tells about the point and the cards."""

    margin: int
    """Elder's points less younger's."""
    point_owner: Role | None
    elder_tricks: int
    point_worth: int | None = None
    """The gainer's margin less his margin had the point gone to the other hand."""
    point_bonus: int | None = None
    """The part of ``point_worth`` that is pique or repique."""
    playouts: tuple[tuple[int, float, int], ...] = ()
    """For each count of elder's tricks that occurred: the tricks, the mean margin, how often."""


@dataclass(frozen=True, slots=True)
class Settings:
    player: str
    seed: int
    playouts: int
    noise: float


def play_deal(number: int, settings: Settings) -> Deal:
    """One deal between two computer players; the shuffle comes from the seed and number."""
    chance = random.Random(settings.seed * 1_000_003 + number)
    seats = (make_agent(settings.player, number), make_agent(settings.player, number + 1))
    deal = Deal()
    while not deal.is_terminal:
        actor = deal.to_act
        if not isinstance(actor, Role):
            deal.apply(deal.sample_chance(chance))
            continue
        view = deal.view(actor)
        deal.apply(seats[actor].choose(view, view.legal))
    return deal


def point_owner(deal: Deal) -> Role | None:
    """Who reckoned the point, if anyone."""
    for record in deal.calls.reckoned:
        if record.combination.category is Category.POINT:
            return record.role
    return None


def _point(scores: Iterable[tuple[Category, int]]) -> int:
    return sum(points for category, points in scores if category is Category.POINT)


def play_out(start: PlayState, rng: random.Random, noise: float) -> PlayState:
    state = start.copy()
    while not state.finished:
        card = rng.choice(state.legal()) if rng.random() < noise else greedy_card(state)
        state.play(card)
    return state


def measure(number: int, settings: Settings) -> DealFigures:
    deal = play_deal(number, settings)
    owner = point_owner(deal)
    margin = deal.scores[ELDER] - deal.scores[YOUNGER]
    if count_again(deal) != (deal.scores[ELDER], deal.scores[YOUNGER]):
        raise AssertionError(f"deal {number} is not counted again as it was scored")
    worth = bonus = None
    changed = point_given_over(deal)
    if owner is not None and changed is not None:
        other = owner.other
        after = count_again(deal, changed)
        worth = (deal.scores[owner] - deal.scores[other]) - (after[owner] - after[other])
        moved = _point(deal.hand_scores[owner]) + _point(changed[other])
        bonus = worth - moved
    rng = random.Random(f"play-outs {settings.seed} {number}")
    start = play_start(deal)
    sums: dict[int, list[int]] = {}
    for _ in range(settings.playouts):
        end = play_out(start, rng, settings.noise)
        sums.setdefault(end.tricks_won[ELDER], []).append(end.margin(ELDER))
    playouts = tuple(
        (tricks, statistics.fmean(margins), len(margins))
        for tricks, margins in sorted(sums.items())
    )
    return DealFigures(margin, owner, deal.tricks_won[ELDER], worth, bonus, playouts)


def _measure_all(numbers: range, settings: Settings) -> list[DealFigures]:
    return [measure(number, settings) for number in numbers]


def mean_and_half_width(values: list[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% normal interval."""
    if len(values) < 2:
        return (values[0] if values else math.nan), math.inf
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def conditional(figures: Iterable[DealFigures], side: str) -> tuple[float, int, int]:
    """Elder's mean margin when he gained the point (or the cards) less when younger did."""
    groups: dict[Role, list[int]] = {ELDER: [], YOUNGER: []}
    for f in figures:
        if side == "point":
            if f.point_owner is not None:
                groups[f.point_owner].append(f.margin)
        elif f.elder_tricks != 6:
            groups[ELDER if f.elder_tricks > 6 else YOUNGER].append(f.margin)
    difference = statistics.fmean(groups[ELDER]) - statistics.fmean(groups[YOUNGER])
    return difference, len(groups[ELDER]), len(groups[YOUNGER])


def cards_differences(figures: Iterable[DealFigures], by: int) -> list[float]:
    """Per deal that went both ways by ``by`` tricks: elder's mean margin winning the cards
    less his mean margin losing them."""
    won, lost = CLOSE[by]
    differences = []
    for f in figures:
        means = {tricks: mean for tricks, mean, _ in f.playouts}
        if won in means and lost in means:
            differences.append(means[won] - means[lost])
    return differences


def report(figures: list[DealFigures], settings: Settings, deals: int) -> str:
    point, elder_points, younger_points = conditional(figures, "point")
    cards, elder_cards, younger_cards = conditional(figures, "cards")
    gained = [f for f in figures if f.point_worth is not None and f.point_bonus is not None]
    worth, worth_half = mean_and_half_width([float(f.point_worth or 0) for f in gained])
    bonus, bonus_half = mean_and_half_width([float(f.point_bonus or 0) for f in gained])
    hanging = sum(1 for f in gained if f.point_bonus)
    by_hand = []
    for role in Role:
        mine = [float(f.point_worth or 0) for f in gained if f.point_owner is role]
        mean, half = mean_and_half_width(mine)
        by_hand.append(f"{mean:+.1f} ± {half:.1f} gained by {role.word} ({len(mine)})")
    lines = [
        f"{deals} deals between {settings.player} players ({os.cpu_count()} cores on the "
        f"machine); the seed's claims: the point at least ten, the cards about twenty-three.",
        f"Across deals: gaining the point instead of losing it {point:+.1f} points ("
        f"{elder_points} deals gained by elder, {younger_points} by younger); winning the "
        f"cards instead of losing them {cards:+.1f} ({elder_cards} and {younger_cards}).",
        f"The point on the same deal: {worth:+.1f} ± {worth_half:.1f} points over "
        f"{len(gained)} deals: the point itself (both hands' points) {worth - bonus:+.1f}, "
        f"piques and repiques made or saved {bonus:+.1f} ± {bonus_half:.1f} (in {hanging} "
        f"deals, {hanging / max(1, len(gained)):.1%}); {', '.join(by_hand)}.",
    ]
    pooled: list[float] = []
    parts = []
    for by in CLOSE:
        differences = cards_differences(figures, by)
        pooled += differences
        mean, half = mean_and_half_width(differences)
        won, lost = CLOSE[by]
        parts.append(
            f"{won}-{12 - won} against {lost}-{12 - lost} {mean:+.1f} ± {half:.1f} "
            f"({len(differences)} deals)"
        )
    mean, half = mean_and_half_width(pooled)
    lines.append(
        f"The cards on the same deal ({settings.playouts} play-outs each, noise "
        f"{settings.noise:g}): by a trick or two {mean:+.1f} ± {half:.1f}; "
        f"{'; '.join(parts)}."
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--player", default="thumb")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=100, help="play-outs of each deal")
    parser.add_argument("--noise", type=float, default=0.25, help="share of random cards")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    settings = Settings(args.player, args.seed, args.playouts, args.noise)
    chunk = 100
    chunks = [range(s, min(s + chunk, args.deals)) for s in range(0, args.deals, chunk)]
    figures: list[DealFigures] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(_measure_all, chunks, [settings] * len(chunks)):
            figures += part
            print(f"  {len(figures)}/{args.deals} deals", file=sys.stderr)
    print(report(figures, settings, args.deals))


if __name__ == "__main__":
    main()
