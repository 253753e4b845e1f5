"""Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2012): a rating, its
deviation (how unsure it is) and its volatility (how erratic the player is).

No package of it on the index is both typed and kept up, and the method is plain
arithmetic, so it is written here step by step after the paper, and tested against the
paper's own worked example (tests/web/test_glicko2.py). Salon's choices:

* the system constant τ = 0.5 (the paper advises 0.3 to 1.2; 0.5 is its example's);
* a new player starts at 1500, deviation 350, volatility 0.06 (the paper's defaults);
* each rated game is its own rating period for its two players, so a rating moves as soon
  as a game ends (the paper's periods of ten to fifteen games suit a ladder, not a salon);
  a rated session of three or more is one period for each of its players, all his games
  in it rated at once (``salon.web.players.session_ratings``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's scale: a rating of 1500 is μ = 0, a deviation of 173.7178 is φ = 1."""
TAU = 0.5
EPSILON = 0.000001
"""The convergence tolerance of the volatility's iteration (the paper's)."""
PROVISIONAL_DEVIATION = 110.0
"""A rating whose deviation is above this is shown as provisional ("1520?")."""


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06

    @property
    def provisional(self) -> bool:
        return self.deviation > PROVISIONAL_DEVIATION


@dataclass(frozen=True, slots=True)
class Result:
    """One game against ``opponent``: ``score`` 1 won, 0 lost, 0.5 drawn."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with these ``results``.

    >>> after = rate(Rating(1500, 200), [Result(Rating(1400, 30), 1),
    ...     Result(Rating(1550, 100), 0), Result(Rating(1700, 300), 0)])
    >>> round(after.rating, 2), round(after.deviation, 2), round(after.volatility, 5)
    (1464.05, 151.52, 0.06)
    """
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:  # step 6 alone: the deviation grows with the volatility
        return Rating(player.rating, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    # Step 3 and 4: the estimated variance v and the improvement Δ.
    total = 0.0
    inverse_v = 0.0
    for result in results:
        mu_j = (result.opponent.rating - 1500) / SCALE
        phi_j = result.opponent.deviation / SCALE
        expected = _expected(mu, mu_j, phi_j)
        inverse_v += _g(phi_j) ** 2 * expected * (1 - expected)
        total += _g(phi_j) * (result.score - expected)
    v = 1 / inverse_v
    delta = v * total
    new_sigma = _volatility(phi, sigma, v, delta, tau)
    # Steps 6 to 8: the new deviation and rating, back on the usual scale.
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    new_mu = mu + new_phi * new_phi * total
    return Rating(SCALE * new_mu + 1500, SCALE * new_phi, new_sigma)


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, the root of f found by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def games_to_settle(opponent: Rating | None = None) -> int:
    """How many rated games a newcomer plays before his rating is no longer provisional:
    against ``opponent`` each game drawn, or (None) against another newcomer, each winning
    in turn, whose rating settles with his.

    >>> games_to_settle(Rating(1500, 50)), games_to_settle()
    (10, 14)
    """
    player, other = Rating(), opponent or Rating()
    games = 0
    while player.provisional:
        games += 1
        score = 0.5 if opponent else games % 2
        moved = rate(other, [Result(player, 1 - score)])
        player = rate(player, [Result(other, score)])
        other = opponent or moved
    return games


SETTLED_AFTER = (games_to_settle(Rating(1500, 50)), games_to_settle())
"""About how many rated games a newcomer plays before the leaderboard shows him: against
settled players each game drawn, and against another newcomer, each winning in turn."""
