"""The exchange weighed on sampled deals: which cards to throw, and how many to take.

A few candidate discards are drawn up (:func:`candidate_discards`): the hints' own choice, the
same with one card kept instead of another, and the same taking one or two cards fewer. The
unseen cards are then dealt many times — the adversary's twelve cards and the stock in its
order — agreeing with what this hand knows (the number of cards the adversary has exchanged,
a carte blanche announced or shown). On each deal every candidate is completed: this hand
takes its cards from the top of the stock, the adversary exchanges by a quick version of the
hints (:func:`quick_discard`), both hands are counted exactly (:mod:`salon.agents.piquet.hands`)
and the play is rolled out (:mod:`salon.piquet.playout`). The candidate with the best mean
worth — the partie's settlement when there is a partie — is chosen. Every candidate meets the
same deals, so that their differences are not the luck of the samples.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from salon.agents.piquet.exact import play_position, split_points
from salon.agents.piquet.hands import count_hands
from salon.agents.piquet.likelihood import ELDER_MODEL, POOL, keep_worth
from salon.agents.piquet.thumb import best_discard, hand_value, ranked_discards
from salon.agents.piquet.utility import DealUtility
from salon.cards import Card, Rank, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.playout import roll_out
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView
from salon.solvers.piquet_dd import solve

_PACK = piquet_pack()
_FACES = (Rank.KING, Rank.QUEEN, Rank.JACK)

MAX_CANDIDATES = 12
SWAPS = 5
"""How many one-card swaps of the hints' discard are weighed."""


def candidate_discards(hand: Sequence[Card], limit: int, *, elder: bool) -> list[tuple[Card, ...]]:
    """The hints' discard of ``limit`` cards first, then the best of its variations: one card
    kept instead of another, one card fewer taken, two fewer (at most :data:`MAX_CANDIDATES`).

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
    >>> found = candidate_discards(hand, 5, elder=True)
    >>> found[0] == best_discard(hand, 5, elder=True), len(found) <= MAX_CANDIDATES
    (True, True)
    >>> sorted({len(discard) for discard in found})
    [3, 4, 5]
    """
    first = best_discard(hand, limit, elder=elder)
    kept = [card for card in hand if card not in first]

    def worth(discard: tuple[Card, ...]) -> float:
        return hand_value([card for card in hand if card not in discard], elder=elder)

    swaps = [(*(c for c in first if c is not out), keep) for out in first for keep in kept]
    fewer = [tuple(c for c in first if c is not out) for out in first] if limit > 1 else []
    pairs = [(a, b) for i, a in enumerate(first) for b in first[i + 1 :]] if limit > 2 else []
    fewest = [tuple(c for c in first if c not in pair) for pair in pairs]
    found = [first]
    for group, count in ((swaps, SWAPS), (fewer, 3), (fewest, 2)):
        ranked = sorted(group, key=worth, reverse=True)
        found.extend(ranked[:count])
    unique: list[tuple[Card, ...]] = []
    seen: set[frozenset[Card]] = set()
    for discard in found:
        key = frozenset(discard)
        if key not in seen:
            seen.add(key)
            unique.append(discard)
    return unique[:MAX_CANDIDATES]


WIDE_TOP = (8, 3, 2)
"""How many of the hints' best discards of the limit, one card fewer and two fewer are added
to the candidates by :func:`wide_candidate_discards`."""


def wide_candidate_discards(
    hand: Sequence[Card], limit: int, *, elder: bool
) -> list[tuple[Card, ...]]:
    """:func:`candidate_discards`, then the hints' best discards of each size by their own
    reckoning, however far from their first choice (two cards kept instead of two others,
    say), so that the weighing meets plans the near variations never reach.

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
    >>> near = candidate_discards(hand, 5, elder=True)
    >>> wide = wide_candidate_discards(hand, 5, elder=True)
    >>> wide[: len(near)] == near, len(wide) > len(near)
    (True, True)
    """
    found = candidate_discards(hand, limit, elder=elder)
    seen = {frozenset(discard) for discard in found}
    for fewer, top in enumerate(WIDE_TOP):
        count = limit - fewer
        if count < 1:
            break
        for discard in ranked_discards(hand, count, elder=elder, top=top):
            key = frozenset(discard)
            if key not in seen:
                seen.add(key)
                found.append(discard)
    return found


def quick_discard(hand: Sequence[Card], count: int, *, elder: bool) -> tuple[Card, ...]:
    """A fast stand-in for the hints' discard, to play the adversary's exchange on samples:
    the ``count`` cards of least worth to keep (:func:`keep_worth`) go.

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
    >>> sorted(str(c) for c in quick_discard(hand, 3, elder=True))
    ['8S', '9C', '9S']
    """
    worth = keep_worth(hand, elder=elder)
    return tuple(sorted(hand, key=lambda c: worth[c])[:count])


@dataclass(frozen=True, slots=True)
class UnseenDeal:
    """One way the cards this hand has not seen may lie before the exchanges."""

    opponent_dealt: tuple[Card, ...]
    stock: tuple[Card, ...]
    """The whole stock as dealt, top first."""


def carte_blanche_holder(view: DealView) -> Role | None:
    """The hand that announced a carte blanche, if one did."""
    for event in view.talk:
        if event.kind is EventKind.CARTE_BLANCHE and event.seat is not None:
            return Role(event.seat)
    return None


def sample_likely_unseen(view: DealView, rng: random.Random, *, pool: int = POOL) -> UnseenDeal:
    """As :func:`sample_unseen`, but when elder has exchanged before this (younger) hand,
    drawn in proportion to how likely his count was with the hand dealt to him
    (:mod:`salon.agents.piquet.likelihood`; sampling-importance-resampling over ``pool``)."""
    count = view.opponent_exchanged
    if view.role is Role.ELDER or not count or view.opponent_shown_hand:
        return sample_unseen(view, rng)
    drawn = [sample_unseen(view, rng) for _ in range(pool)]
    weights = [ELDER_MODEL.count_likelihood(d.opponent_dealt, count, 5) for d in drawn]
    if sum(weights) <= 0.0:
        return drawn[0]
    return rng.choices(drawn, weights)[0]


def sample_unseen(view: DealView, rng: random.Random) -> UnseenDeal:
    """The adversary's dealt hand and the stock, drawn among the cards this hand has not
    seen; a carte blanche announced by him holds no king, queen nor knave."""
    mine = set(view.dealt)
    unseen = [card for card in _PACK if card not in mine]
    shown = view.opponent_shown_hand
    if shown:
        stock = [card for card in unseen if card not in shown]
        rng.shuffle(stock)
        return UnseenDeal(tuple(shown), tuple(stock))
    if carte_blanche_holder(view) is view.role.other:
        plain = [card for card in unseen if card.rank not in _FACES]
        faces = [card for card in unseen if card.rank in _FACES]
        rng.shuffle(plain)
        stock = plain[12:] + faces
        rng.shuffle(stock)
        return UnseenDeal(tuple(plain[:12]), tuple(stock))
    rng.shuffle(unseen)
    return UnseenDeal(tuple(unseen[:12]), tuple(unseen[12:]))


def weigh_discards(
    view: DealView,
    candidates: Sequence[tuple[Card, ...]],
    utility: DealUtility,
    rng: random.Random,
    *,
    samples: int,
) -> list[float]:
    """The mean worth of each candidate discard over ``samples`` sampled deals."""
    outcomes = discard_outcomes(view, candidates, rng, samples=samples)
    return [mean_worth(results, utility) for results in outcomes]


Outcome = tuple[int, int]
"""A deal's points as it ended on one sampled deal: the hand's own, the adversary's."""


def mean_worth(outcomes: Sequence[Outcome], utility: DealUtility) -> float:
    """The mean worth of sampled outcomes to the hand (summed in order, then divided)."""
    total = 0.0
    for mine, theirs in outcomes:
        total += utility.value(mine, theirs)
    return total / len(outcomes)


def discard_outcomes(
    view: DealView,
    candidates: Sequence[tuple[Card, ...]],
    rng: random.Random,
    *,
    samples: int,
    exact: bool = False,
    likely: bool = False,
) -> list[list[Outcome]]:
    """Each candidate discard's points on each of ``samples`` sampled deals (the same deals
    for every candidate). ``exact`` solves each deal's play with every card seen for its
    margin (the greedy play-out gives the sum of the points) instead of the play-out alone:
    slower, and measured to rate elder's deal some five points better, as strong play does
    (``benchmarks/analysis_rollout_bias.py``). ``likely``: the deals drawn in proportion to how
    likely the adversary's exchange count was (:func:`sample_likely_unseen`)."""
    me = view.role
    other = me.other
    blanche = carte_blanche_holder(view)
    outcomes: list[list[Outcome]] = [[] for _ in candidates]
    hand = set(view.hand)
    for _ in range(samples):
        unseen = sample_likely_unseen(view, rng) if likely else sample_unseen(view, rng)
        theirs_by_count: dict[int, frozenset[Card]] = {}
        for number, discard in enumerate(candidates):
            count = len(discard)
            if me is Role.ELDER:
                mine = (hand - set(discard)) | set(unseen.stock[:count])
                theirs = theirs_by_count.get(count)
                if theirs is None:
                    # The hints' younger takes every card left.
                    takes = len(unseen.stock) - count
                    out = quick_discard(unseen.opponent_dealt, takes, elder=False)
                    theirs = frozenset(
                        (set(unseen.opponent_dealt) - set(out)) | set(unseen.stock[count:])
                    )
                    theirs_by_count[count] = theirs
            else:
                taken = view.opponent_exchanged
                theirs = theirs_by_count.get(0)
                if theirs is None:
                    out = quick_discard(unseen.opponent_dealt, taken, elder=True)
                    theirs = frozenset(
                        (set(unseen.opponent_dealt) - set(out)) | set(unseen.stock[:taken])
                    )
                    theirs_by_count[0] = theirs
                mine = (hand - set(discard)) | set(unseen.stock[taken : taken + count])
            hands: tuple[frozenset[Card], frozenset[Card]] = (
                (frozenset(mine), theirs) if me is Role.ELDER else (theirs, frozenset(mine))
            )
            state = count_hands(hands, carte_blanche=blanche).play_state(hands)
            margin = solve(play_position(state))[0] if exact else 0
            before = list(state.scores)
            final = roll_out(state).scores
            if exact:
                final = split_points(final, before[0] - before[1] + margin, before)
            outcomes[number].append((final[me], final[other]))
    return outcomes
