"""The wide candidate discards (docs/agents.md, "Candidates beyond the near variations")."""

from __future__ import annotations

import random

from salon.agents.piquet.exchange import (
    WIDE_TOP,
    candidate_discards,
    wide_candidate_discards,
)
from salon.agents.piquet.thumb import best_discard, hand_value, ranked_discards
from salon.cards import piquet_pack


def test_the_wide_candidates_keep_the_near_ones_and_add_the_hints_best_of_every_size() -> None:
    pack = list(piquet_pack())
    rng = random.Random(5)
    for _ in range(40):
        hand = rng.sample(pack, 12)
        near = candidate_discards(hand, 5, elder=True)
        wide = wide_candidate_discards(hand, 5, elder=True)
        assert wide[: len(near)] == near
        assert len({frozenset(d) for d in wide}) == len(wide)
        for fewer, top in enumerate(WIDE_TOP):
            for discard in ranked_discards(hand, 5 - fewer, elder=True, top=top):
                assert frozenset(discard) in {frozenset(d) for d in wide}


def test_the_ranked_discards_fall_in_worth_and_begin_with_the_hints_own() -> None:
    pack = list(piquet_pack())
    rng = random.Random(6)
    for elder in (True, False):
        hand = rng.sample(pack, 12)
        ranked = ranked_discards(hand, 3, elder=elder, top=6)
        assert ranked[0] == best_discard(hand, 3, elder=elder)
        values = [hand_value([c for c in hand if c not in d], elder=elder) for d in ranked]
        assert values == sorted(values, reverse=True)
