"""How likely the adversary's exchange was, for each way his cards may lie.

The exchange is the choice that tells most about a hand: how many cards were taken, and which
went out. A model of it gives each card of a dealt hand a worth to keep (:func:`keep_worth`);
the cards put out are drawn with a chance that falls with their worth, and each card exchanged
rather than kept gains ``keep_cost`` less its worth, so a hand takes fewer cards the more it has
to keep. The strong player weighs every sampled deal by this likelihood
(:mod:`salon.agents.piquet.inference`), as policy-based inference does at Skat (Rebstock,
Solinas, Buro and Sturtevant, "Policy Based Inference in Trick-Taking Card Games", 2019).

The parameters were fitted by maximum likelihood to the strong player's own exchanges
(``benchmarks/piquet_exchange_choices.py --deals 800`` then ``benchmarks/piquet_exchange_fit.py``:
log-likelihood per exchange −3.24 for elder and −2.99 for younger, against −8.21 and −6.57 for
every exchange alike).
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from salon.cards import Card, Rank, Suit
from salon.piquet.combinations import best_point, maximal_sequences, sets_held

POOL = 4
"""How many deals that agree with a view are drawn for each one kept, in proportion to its
likelihood, when sampling by the adversary's choices."""
_HONOURS = {Rank.ACE: 5.0, Rank.KING: 2.5, Rank.QUEEN: 1.2, Rank.JACK: 0.5}


Worth = dict[Card, float]
"""Each card of a hand's worth to keep."""


def keep_worth(hand: Sequence[Card], *, elder: bool) -> Worth:
    """What each card of ``hand`` is worth to keep: its honour, its share of the best point,
    of a sequence and of a quatorze or trio, and (younger) the guard it gives a king or queen.

    >>> from salon.cards import parse_cards
    >>> worth = keep_worth(parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD"), elder=True)
    >>> worth[parse_cards("AH")[0]] > worth[parse_cards("9C")[0]]
    True
    """
    worth = {card: _HONOURS.get(card.rank, 0.0) + card.rank / 100 for card in hand}
    point = best_point(hand)
    by_suit: dict[Suit, int] = {}
    for card in hand:
        by_suit[card.suit] = by_suit.get(card.suit, 0) + 1
    for card in hand:
        if point is not None and card.suit is point.suit:
            worth[card] += 4.0
        worth[card] += 0.5 * by_suit[card.suit]
    for run in maximal_sequences(hand):
        for card in run.cards:
            worth[card] += 1.5 * run.score / run.length
    for card_set in sets_held(hand):
        for card in card_set.cards:
            worth[card] += card_set.score / card_set.count + 1.0
    if not elder:
        for card in hand:
            if card.rank in (Rank.KING, Rank.QUEEN) and by_suit[card.suit] > 1:
                for guard in hand:
                    if guard.suit is card.suit and guard.rank < card.rank:
                        worth[guard] += 1.0
    return worth


@dataclass(frozen=True, slots=True)
class ExchangeModel:
    """A soft model of one hand's exchange (elder's or younger's)."""

    elder: bool
    sharpness: float
    """How surely the cards of least worth go: 0 puts out any cards alike."""
    keep_cost: float
    """The worth a card must have to be kept rather than exchanged for one unseen."""
    count_sharpness: float
    """How surely the count follows ``keep_cost``: 0 takes any number alike."""

    def discard_likelihood(
        self, dealt: Sequence[Card], discard: Collection[Card], worth: Worth | None = None
    ) -> float:
        """The chance that ``discard`` is what goes out of ``dealt``, given its size
        (``worth``: the dealt cards' :func:`keep_worth`, if already known).

        Each card's weight falls with its worth; a discard's chance is the product of its
        cards' weights over the sum of that product for every discard of the same size.
        """
        if not discard:
            return 1.0
        if any(card not in dealt for card in discard):
            return 0.0
        worth = worth or keep_worth(dealt, elder=self.elder)
        low = min(worth.values())
        weights = {card: math.exp(-self.sharpness * (w - low)) for card, w in worth.items()}
        chosen = math.prod(weights[card] for card in discard)
        return chosen / _elementary(list(weights.values()), len(discard))

    def count_likelihood(
        self, dealt: Sequence[Card], count: int, limit: int, worth: Worth | None = None
    ) -> float:
        """The chance of taking ``count`` cards when ``limit`` may be taken (``worth``: the
        dealt cards' :func:`keep_worth`, if already known)."""
        if not 1 <= count <= limit:
            return 0.0
        values = sorted((worth or keep_worth(dealt, elder=self.elder)).values())
        gains = [0.0]
        for value in values[:limit]:
            gains.append(gains[-1] + self.count_sharpness * (self.keep_cost - value))
        top = max(gains[1:])
        odds = [math.exp(gain - top) for gain in gains[1:]]
        return odds[count - 1] / sum(odds)

    def draw_discard(
        self, dealt: Sequence[Card], count: int, rng: random.Random, worth: Worth | None = None
    ) -> list[Card]:
        """A discard of ``count`` cards out of ``dealt``, drawn with the chance
        :meth:`discard_likelihood` gives it: each card in turn, put out with its weight times
        the weight of the discards the rest can still make up."""
        worth = worth or keep_worth(dealt, elder=self.elder)
        low = min(worth.values())
        weights = [math.exp(-self.sharpness * (worth[card] - low)) for card in dealt]
        # after[i][k]: the elementary symmetric polynomial of degree k in weights[i:].
        after = [[1.0] + [0.0] * count for _ in range(len(dealt) + 1)]
        for i in range(len(dealt) - 1, -1, -1):
            for k in range(1, count + 1):
                after[i][k] = after[i + 1][k] + weights[i] * after[i + 1][k - 1]
        chosen: list[Card] = []
        for i, card in enumerate(dealt):
            wanted = count - len(chosen)
            if wanted == 0:
                break
            if rng.random() * after[i][wanted] < weights[i] * after[i + 1][wanted - 1]:
                chosen.append(card)
        return chosen

    def likelihood(self, dealt: Sequence[Card], discard: Collection[Card], limit: int) -> float:
        """The chance of this exchange: its count, then its cards."""
        worth = keep_worth(dealt, elder=self.elder)  # once, for the count and the cards
        count = self.count_likelihood(dealt, len(discard), limit, worth)
        return count * self.discard_likelihood(dealt, discard, worth) if count else 0.0


def _elementary(values: list[float], degree: int) -> float:
    """The elementary symmetric polynomial of ``degree`` in ``values``: the sum, over every
    choice of ``degree`` of them, of their product."""
    sums = [1.0] + [0.0] * degree
    for value in values:
        for k in range(degree, 0, -1):
            sums[k] += sums[k - 1] * value
    return sums[degree]


ELDER_MODEL = ExchangeModel(elder=True, sharpness=0.8, keep_cost=7.5, count_sharpness=0.6)
YOUNGER_MODEL = ExchangeModel(elder=False, sharpness=0.9, keep_cost=6.5, count_sharpness=0.9)
