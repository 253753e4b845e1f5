"""An approximate equilibrium of Écarté's proposing, answering and discarding, by CFR+.

The game solved is the abstraction of :mod:`salon.solvers.ecarte_abstraction` over a fixed
sample of dealt deals, each weighing the same: the chance is the sample, so every figure below
is exact for it. Four decisions, each a function of the seat's hand class: the elder plays or
proposes; the dealer, proposed to, refuses or accepts; after an acceptance the elder, then the
dealer, chooses a discard. Values are the elder's points less the dealer's, a deal.

CFR+ (regrets floored at zero, the average strategy weighed by iteration) is run on the whole
sample at once with numpy; the exploitability is half the sum of what each seat's best response
gains against the other's strategy, in points a deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from salon.solvers.ecarte_abstraction import DISCARDS, DealValues

Array = npt.NDArray[np.float64]
ND = len(DISCARDS)


@dataclass(frozen=True)
class Sample:
    """The deals as arrays: class numbers and values."""

    classes: tuple[str, ...]
    elder: npt.NDArray[np.int64]
    dealer: npt.NDArray[np.int64]
    stand: Array
    refused: Array
    accepted: Array
    """Shape (deals, elder's discard, dealer's discard)."""

    @classmethod
    def of(cls, deals: Sequence[DealValues], classes: Sequence[str] = ()) -> Sample:
        names = sorted(set(classes) | {d.elder for d in deals} | {d.dealer for d in deals})
        number = {name: i for i, name in enumerate(names)}
        return cls(
            classes=tuple(names),
            elder=np.array([number[d.elder] for d in deals], dtype=np.int64),
            dealer=np.array([number[d.dealer] for d in deals], dtype=np.int64),
            stand=np.array([d.stand for d in deals], dtype=np.float64),
            refused=np.array([d.refused for d in deals], dtype=np.float64),
            accepted=np.array([d.accepted for d in deals], dtype=np.float64),
        )

    @property
    def size(self) -> int:
        return len(self.classes)


@dataclass(frozen=True)
class Strategy:
    """For each hand class: the chance the elder proposes, the dealer refuses, and each
    discard's chance for either seat."""

    propose: Array
    refuse: Array
    elder_discard: Array
    dealer_discard: Array


def _sum(index: npt.NDArray[np.int64], weights: Array, size: int) -> Array:
    if weights.ndim == 1:
        return np.bincount(index, weights, minlength=size).astype(np.float64)
    return np.stack([np.bincount(index, w, minlength=size) for w in weights.T], axis=1)


def per_deal(sample: Sample, s: Strategy) -> Array:
    """The elder's points less the dealer's in each deal, when both follow ``s``."""
    p, r = s.propose[sample.elder], s.refuse[sample.dealer]
    x, y = s.elder_discard[sample.elder], s.dealer_discard[sample.dealer]
    acc = np.einsum("ni,nij,nj->n", x, sample.accepted, y)
    result: Array = (1 - p) * sample.stand + p * (r * sample.refused + (1 - r) * acc)
    return result


def value(sample: Sample, s: Strategy) -> float:
    """The elder's points less the dealer's, a deal, when both follow ``s``."""
    return float(np.mean(per_deal(sample, s)))


def mixed(elder: Strategy, dealer: Strategy) -> Strategy:
    """The elder's part of ``elder`` with the dealer's part of ``dealer``."""
    return Strategy(elder.propose, dealer.refuse, elder.elder_discard, dealer.dealer_discard)


def _one_hot(choice: npt.NDArray[np.int64], width: int) -> Array:
    return np.eye(width)[choice]


def elder_best(sample: Sample, s: Strategy) -> Strategy:
    """The elder's best response to the dealer's part of ``s`` (the dealer's part kept)."""
    n = sample.size
    r, y = s.refuse[sample.dealer], s.dealer_discard[sample.dealer]
    by_discard = np.einsum("nij,nj->ni", sample.accepted, y) * (1 - r)[:, None]
    discard = _one_hot(np.argmax(_sum(sample.elder, by_discard, n), axis=1), ND)
    acc = np.einsum("ni,nij,nj->n", discard[sample.elder], sample.accepted, y)
    propose = _sum(sample.elder, r * sample.refused + (1 - r) * acc, n)
    stand = _sum(sample.elder, sample.stand, n)
    return Strategy((propose > stand).astype(np.float64), s.refuse, discard, s.dealer_discard)


def dealer_best(sample: Sample, s: Strategy) -> Strategy:
    """The dealer's best response to the elder's part of ``s`` (the elder's part kept)."""
    n = sample.size
    p, x = s.propose[sample.elder], s.elder_discard[sample.elder]
    by_discard = np.einsum("ni,nij->nj", x, sample.accepted) * p[:, None]
    discard = _one_hot(np.argmin(_sum(sample.dealer, by_discard, n), axis=1), ND)
    acc = np.einsum("ni,nij,nj->n", x, sample.accepted, discard[sample.dealer])
    refuse = _sum(sample.dealer, p * sample.refused, n)
    accept = _sum(sample.dealer, p * acc, n)
    return Strategy(s.propose, (refuse < accept).astype(np.float64), s.elder_discard, discard)


def exploitability(sample: Sample, s: Strategy) -> float:
    """Half what the two best responses gain against ``s``, points a deal (zero at an
    equilibrium)."""
    return (value(sample, elder_best(sample, s)) - value(sample, dealer_best(sample, s))) / 2


@dataclass
class Solver:
    """CFR+ state: the regrets and the weighed strategy sums, resumable from arrays."""

    sample: Sample
    regrets: dict[str, Array]
    sums: dict[str, Array]
    iterations: int = 0

    @classmethod
    def start(cls, sample: Sample) -> Solver:
        widths = {"propose": 2, "refuse": 2, "elder_discard": ND, "dealer_discard": ND}
        zeros = {k: np.zeros((sample.size, w)) for k, w in widths.items()}
        return cls(sample, zeros, {k: v.copy() for k, v in zeros.items()})

    def current(self) -> Strategy:
        return _strategy({k: _normalised(v) for k, v in self.regrets.items()})

    def average(self) -> Strategy:
        return _strategy({k: _normalised(v) for k, v in self.sums.items()})

    def step(self) -> None:
        """One iteration: the elder's regrets, then the dealer's against the elder's new
        strategy (alternating updates)."""
        self.iterations += 1
        now = self.current()
        self._update(("propose", "elder_discard"), elder_values(self.sample, now), now.propose)
        now = self.current()
        self._update(("refuse", "dealer_discard"), dealer_values(self.sample, now), 1 - now.refuse)

    def _update(self, keys: tuple[str, str], values: tuple[Array, Array], reach: Array) -> None:
        """The first decision is reached always, the discard as often as the seat's own first
        choice leads to it (``reach``, by class): the average strategy is weighed by it."""
        for key, v, own in zip(keys, values, (np.ones_like(reach), reach), strict=True):
            sigma = _normalised(self.regrets[key])
            self.sums[key] += self.iterations * own[:, None] * sigma
            expected = np.sum(sigma * v, axis=1, keepdims=True)
            self.regrets[key] = np.maximum(self.regrets[key] + v - expected, 0.0)


def elder_values(d: Sample, s: Strategy) -> tuple[Array, Array]:
    """The elder's counterfactual values by class: playing and proposing, then each discard
    (summed over the sample's deals, each weighed by the dealer's chance of coming there)."""
    n = d.size
    r, y = s.refuse[d.dealer], s.dealer_discard[d.dealer]
    x = s.elder_discard[d.elder]
    by_discard = np.einsum("nij,nj->ni", d.accepted, y)
    acc = np.sum(x * by_discard, axis=1)
    stand = _sum(d.elder, d.stand, n)
    propose = _sum(d.elder, r * d.refused + (1 - r) * acc, n)
    return np.stack([stand, propose], axis=1), _sum(d.elder, by_discard * (1 - r)[:, None], n)


def dealer_values(d: Sample, s: Strategy) -> tuple[Array, Array]:
    """The dealer's counterfactual values by class (his points less the elder's): accepting
    and refusing, then each discard."""
    n = d.size
    p, x = s.propose[d.elder], s.elder_discard[d.elder]
    y = s.dealer_discard[d.dealer]
    by_discard = np.einsum("ni,nij->nj", x, d.accepted)
    acc = np.sum(y * by_discard, axis=1)
    answer = np.stack([_sum(d.dealer, -p * acc, n), _sum(d.dealer, -p * d.refused, n)], axis=1)
    return answer, _sum(d.dealer, -by_discard * p[:, None], n)


def _normalised(weights: Array) -> Array:
    total = weights.sum(axis=1, keepdims=True)
    uniform = np.full_like(weights, 1.0 / weights.shape[1])
    return np.where(total > 0, weights / np.where(total > 0, total, 1.0), uniform)


def _strategy(parts: dict[str, Array]) -> Strategy:
    """From each decision's distribution (propose: stand, propose; refuse: accept, refuse)."""
    return Strategy(
        propose=parts["propose"][:, 1],
        refuse=parts["refuse"][:, 1],
        elder_discard=parts["elder_discard"],
        dealer_discard=parts["dealer_discard"],
    )
