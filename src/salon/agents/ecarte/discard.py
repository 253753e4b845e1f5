"""The strong Écarté player's discard: every discard tried on the same sampled deals.

The adversary's hand and the stock are sampled to agree with the exchange so far, read as if he
followed the treatise (``salon.agents.ecarte.thumb``): a non-dealer who proposed holds no jeu de
règle, a dealer who accepted no hand with which to refuse, and the number of cards he threw in
each round is the number of his cards that are neither trumps nor kings (one if none, at most
what the stock allowed). Each sample is dealt forward from his first five cards through what he
threw and drew, and kept only if he would have spoken and discarded as he did; after many
refusals the rest are drawn freely, so the sampling never fails.

Each discard of one card up to the limit is then played out on every sample (the same samples
for all, so that chance weighs on each alike): the cards drawn from the sampled stock, the
adversary's discard by the rules of thumb, any further proposals by the rules of thumb for both,
and the five tricks with both sides leading and following as the treatise counsels. The score
counts the point, the vole and the king of trumps marked. The best discard replaces the
treatise's only if it gains by more than ``MARGIN`` standard errors on these samples, and
again with the tricks solved exactly: the best of thirty noisy averages is otherwise often
better by luck, and each way of playing the cards out (neither side seeing the other's cards,
or both) rates some holdings wrongly. So guarded it keeps the treatise's discard almost always
(docs/agents.md, "The Écarté player's discard").
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from salon.agents.ecarte.thumb import thumb_discard, thumb_proposes, thumb_refuses, thumb_tricks
from salon.cards import Card, Rank, Suit, piquet_pack
from salon.ecarte.deal import EventKind, discard_words
from salon.ecarte.view import EcarteDealView
from salon.solvers.ecarte_dd import EcartePosition, mask_of, solve

STOCK_AT_DEAL = 21
"""The pack of 32 less two hands of five and the turn-up."""

_COUNT_OF_WORDS = {discard_words(n): n for n in range(1, 6)}
_PACK = piquet_pack()
MARGIN = 2.0
"""Standard errors by which a discard must beat the treatise's on the samples to be chosen:
the best of thirty noisy averages is otherwise often better only by luck."""
_TRIES = 40
"""Shuffles tried for each sample wanted before drawing the rest freely."""


@dataclass(frozen=True, slots=True)
class Dialogue:
    """The exchange so far from the adversary's side: his seat, whether he is the non-dealer,
    and for each round the cards thrown so far, the non-dealer's count first."""

    adversary_elder: bool
    trump: Suit
    rounds: tuple[tuple[int, ...], ...]

    @classmethod
    def of_view(cls, deal: EcarteDealView) -> Dialogue:
        assert deal.trump is not None
        rounds: list[list[int]] = []
        for event in deal.talk:
            if event.kind is EventKind.PROPOSE and event.words != "I play.":
                rounds.append([])
            elif event.kind is EventKind.DISCARD and rounds:
                rounds[-1].append(_COUNT_OF_WORDS[event.words])
        elder = 1 - deal.dealer
        return cls(deal.seat != elder, deal.trump, tuple(tuple(r) for r in rounds))

    @property
    def thrown_now(self) -> int:
        """What the non-dealer threw in the round under way (he draws after the dealer)."""
        current = self.rounds[-1] if self.rounds else ()
        return current[0] if current else 0

    def kept(self) -> int:
        """How many trumps and kings the adversary kept at his last discard, had he thrown
        the treatise's way: all but trumps and kings, so five less the cards he threw (four
        when he threw one, having held four or five); nought if he threw none or the stock
        cut his discard short, which tells nothing."""
        side = 0 if self.adversary_elder else 1
        stock = STOCK_AT_DEAL
        kept = 0
        for counts in self.rounds:
            if len(counts) > side:
                limit = min(5, stock) if side == 0 else min(5, stock - counts[0])
                kept = 5 - counts[side] if counts[side] < limit else 0
            stock -= sum(counts)
        return kept

    def replay(self, deck: Sequence[Card]) -> tuple[list[Card], int] | None:
        """His hand now had he been dealt ``deck[:5]`` and drawn the next cards in turn, playing
        by the rules of thumb, and how many cards of ``deck`` that took; None if he would have
        spoken or discarded otherwise than he did."""
        trump, mine = self.trump, 0 if self.adversary_elder else 1
        hand = list(deck[:5])
        used, stock = 5, STOCK_AT_DEAL
        for number, counts in enumerate(self.rounds):
            if self.adversary_elder and not thumb_proposes(hand, trump):
                return None
            if not self.adversary_elder and thumb_refuses(hand, trump):
                return None
            if len(counts) > mine:
                limit = min(5, stock) if self.adversary_elder else min(5, stock - counts[0])
                out = thumb_discard(hand, trump, limit)
                if len(out) != counts[mine]:
                    return None
                hand = [c for c in hand if c not in out]
                if number < len(self.rounds) - 1:
                    hand.extend(deck[used : used + len(out)])
                    used += len(out)
            stock -= sum(counts)
        return hand, used


@dataclass(frozen=True, slots=True)
class World:
    """One sample: the adversary's hand now and the stock in order."""

    hand: tuple[Card, ...]
    stock: tuple[Card, ...]


def sample_worlds(
    deal: EcarteDealView,
    rng: random.Random,
    count: int,
    thrown: frozenset[Card] = frozenset(),
) -> list[World]:
    """``count`` samples that agree with the dialogue, or drawn freely when too few do; the
    cards the player remembers having ``thrown`` are in neither his adversary's hand nor the
    stock."""
    dialogue = Dialogue.of_view(deal)
    drawn = {c for e in deal.talk if e.kind is EventKind.TAKE_IN for c in e.cards}
    seen = set(deal.hand) | drawn | thrown | {deal.turn_up}
    pool = [c for c in _PACK if c not in seen]
    worlds: list[World] = []
    for _ in range(count * _TRIES):
        if len(worlds) == count:
            return worlds
        rng.shuffle(pool)
        story = dialogue.replay(pool)
        if story is not None:
            hand, used = story
            worlds.append(World(tuple(hand), tuple(pool[used : used + deal.stock_count])))
    size = 5 - (dialogue.thrown_now if dialogue.adversary_elder else 0)
    while len(worlds) < count:
        rng.shuffle(pool)
        worlds.append(World(tuple(pool[:size]), tuple(pool[size : size + deal.stock_count])))
    return worlds


def candidates(hand: Sequence[Card], limit: int) -> list[tuple[Card, ...]]:
    """Every discard the laws allow: one card up to ``limit``."""
    return [cards for n in range(1, limit + 1) for cards in combinations(hand, n)]


def search_discard(
    deal: EcarteDealView,
    rng: random.Random,
    samples: int,
    *,
    margin: float = MARGIN,
    thrown: frozenset[Card] = frozenset(),
) -> tuple[Card, ...]:
    """The discard with the best average score over ``samples`` sampled deals played by the
    rules of thumb, if it beats the treatise's there and also with the tricks solved exactly,
    each time by more than chance would explain; else the treatise's."""
    return weigh_discards(deal, rng, samples, margin=margin, thrown=thrown).choice


@dataclass(frozen=True, slots=True)
class DiscardWeighing:
    """Every discard the laws allow and its score on each sampled deal (the player's points
    less his adversary's, the tricks by the rules of thumb), and the discard chosen."""

    scores: dict[frozenset[Card], tuple[int, ...]]
    choice: tuple[Card, ...]


def weigh_discards(
    deal: EcarteDealView,
    rng: random.Random,
    samples: int,
    *,
    margin: float = MARGIN,
    thrown: frozenset[Card] = frozenset(),
) -> DiscardWeighing:
    """Every discard played out on the same ``samples`` sampled deals, and the one chosen as
    :func:`search_discard` chooses it."""
    trump, turn_up = deal.trump, deal.turn_up
    assert trump is not None and turn_up is not None
    king = Card(Rank.KING, trump)
    marked = None if king == turn_up else king
    elder = deal.seat != deal.dealer
    elder_threw = Dialogue.of_view(deal).thrown_now
    worlds = sample_worlds(deal, rng, samples, thrown)

    def scores(cards: tuple[Card, ...], exact: bool = False) -> list[int]:
        kept = [c for c in deal.hand if c not in cards]
        if elder:
            return [
                play_out(kept, len(cards), w.hand, 0, w.stock, trump, marked, exact=exact)
                for w in worlds
            ]
        return [
            -play_out(w.hand, elder_threw, kept, len(cards), w.stock, trump, marked, exact=exact)
            for w in worlds
        ]

    treatise = thumb_discard(deal.hand, trump, deal.discard_limit)
    base = scores(treatise)
    found = {frozenset(treatise): tuple(base)}
    best, best_gain = treatise, 0.0
    for cards in candidates(deal.hand, deal.discard_limit):
        if set(cards) != set(treatise):
            tried = scores(cards)
            found[frozenset(cards)] = tuple(tried)
            gain = _significant_gain(tried, base, margin)
            if gain > best_gain:
                best, best_gain = cards, gain
    if best is not treatise:
        exact = _significant_gain(scores(best, True), scores(treatise, True), margin)
        best = best if exact > 0 else treatise
    return DiscardWeighing(found, best)


def _significant_gain(scores: list[int], base: list[int], margin: float) -> float:
    """The mean gain of ``scores`` over ``base`` on the same samples, or 0 if it is within
    ``margin`` standard errors."""
    gains = [a - b for a, b in zip(scores, base, strict=True)]
    gain = statistics.fmean(gains)
    return gain if gain > margin * statistics.stdev(gains) / math.sqrt(len(gains)) else 0.0


def play_out(
    elder: Sequence[Card],
    elder_thrown: int,
    dealer: Sequence[Card],
    dealer_thrown: int,
    stock: Sequence[Card],
    trump: Suit,
    king: Card | None,
    *,
    exact: bool = False,
) -> int:
    """The non-dealer's score less the dealer's for the rest of the deal, by the rules of
    thumb, from the non-dealer having thrown ``elder_thrown`` cards and kept ``elder``; the
    dealer (holding ``dealer``) throws by the rules of thumb unless ``dealer_thrown`` is given.
    """
    hands = [list(elder), list(dealer)]
    left = list(stock)
    if not dealer_thrown and len(left) > elder_thrown:
        out = thumb_discard(dealer, trump, min(5, len(left) - elder_thrown))
        hands[1] = [c for c in dealer if c not in out]
        dealer_thrown = len(out)
    _draw(hands, left, elder_thrown, dealer_thrown)
    while left and thumb_proposes(hands[0], trump) and not thumb_refuses(hands[1], trump):
        first = thumb_discard(hands[0], trump, min(5, len(left)))
        second: tuple[Card, ...] = ()
        if len(left) > len(first):
            second = thumb_discard(hands[1], trump, min(5, len(left) - len(first)))
        hands = [
            [c for c in hands[0] if c not in first],
            [c for c in hands[1] if c not in second],
        ]
        _draw(hands, left, len(first), len(second))
    score = 0
    if king is not None:
        score = 1 if king in hands[0] else -1 if king in hands[1] else 0
    if exact:
        value, _ = solve(EcartePosition((mask_of(hands[0]), mask_of(hands[1])), trump))
        return score + value
    won = thumb_tricks(hands[0], hands[1], trump)
    points = 2 if won in (0, 5) else 1
    return score + (points if won >= 3 else -points)


def _draw(hands: list[list[Card]], stock: list[Card], first: int, second: int) -> None:
    hands[0].extend(stock[:first])
    hands[1].extend(stock[first : first + second])
    del stock[: first + second]
