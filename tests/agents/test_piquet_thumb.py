"""The rules-of-thumb player's valuation of a hand after the exchange (1902 "Hints to
players": keep the best suit whole, sequences, quatorzes, guards to kings and queens)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.agents.piquet.thumb import best_discard, hand_value
from salon.cards import Card, Rank, piquet_pack
from salon.piquet.combinations import best_point, maximal_sequences, sets_held

PACK = piquet_pack()
HONOURS = {Rank.ACE: 50, Rank.KING: 25, Rank.QUEEN: 12, Rank.JACK: 5}


def reference_tenths(cards: Sequence[Card], *, elder: bool) -> int:
    """The hints' valuation written plainly from the engine's own combinations."""
    value = 0
    point = best_point(cards)
    if point is not None:
        value += point.count * 40 + point.value
    value += sum(run.score * 15 for run in maximal_sequences(cards))
    value += sum(card_set.score * 10 for card_set in sets_held(cards))
    by_suit = Counter(card.suit for card in cards)
    for card in cards:
        value += HONOURS.get(card.rank, 0)
        if not elder and card.rank in (Rank.KING, Rank.QUEEN):
            needed = 1 if card.rank is Rank.KING else 2
            if by_suit[card.suit] - 1 >= needed:
                value += 15
    return value


def reference_discard(hand: Sequence[Card], count: int, *, elder: bool) -> tuple[Card, ...]:
    ordered = sorted(hand, key=lambda c: (c.rank, c.index))
    best: tuple[int, tuple[Card, ...]] | None = None
    for discard in combinations(ordered, count):
        kept = [c for c in hand if c not in discard]
        score = reference_tenths(kept, elder=elder)
        if best is None or score > best[0]:
            best = (score, discard)
    assert best is not None
    return best[1]


hands = st.randoms(use_true_random=False).map(lambda rng: rng.sample(PACK, 12))


@settings(max_examples=200, deadline=None)
@given(hands, st.integers(0, 12), st.booleans())
def test_hand_value_counts_the_hints_priorities(hand: list[Card], size: int, elder: bool) -> None:
    """1902 hints: the point, sequences, sets, high cards and guards, counted in tenths."""
    kept = hand[:size]
    assert round(hand_value(kept, elder=elder) * 10) == reference_tenths(kept, elder=elder)


@settings(max_examples=25, deadline=None)
@given(hands, st.integers(1, 5), st.booleans())
def test_best_discard_keeps_the_most_promising_hand(
    hand: list[Card], count: int, elder: bool
) -> None:
    """The discard is the first of the most promising, as a plain search finds it."""
    assert best_discard(hand, count, elder=elder) == reference_discard(hand, count, elder=elder)


def test_best_discard_on_a_seeded_hand() -> None:
    hand = random.Random(7).sample(PACK, 12)
    discard = best_discard(hand, 5, elder=True)
    assert len(discard) == 5 and set(discard) <= set(hand)
    assert discard == reference_discard(hand, 5, elder=True)
