"""Both hands short in the same deal, each by its own player's mistake (Laws 14 and 17 of
piquet-encyclopedia-1902-with-laws.txt, "Laws of Piquet"), told on the scoring card of a real
table as the engine plays it: Law 29 ends the play when a hand has no card left, and the hand
that still holds cards counts them as tricks, the last of them the last trick; when both held
as many, every card is played to and the last trick played is the last (docs/piquet-rules.md,
"Playing short")."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import parse_cards
from salon.piquet.actions import Role
from salon.piquet.deal import Phase
from salon.piquet.irregular import PlaysShort
from salon.piquet.rules import PiquetRules
from salon.piquet.told import PlayTold, ToldError, count_told
from salon.piquet.told_short import ShortTold, unplayed_line

from .helpers import ELDER_QUINT, YOUNGER_SEVEN_HEARTS, exchanged
from .test_playing_short import finish, played_out, taken_in, told_short, without_some

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


@pytest.mark.parametrize(
    ("elder_without", "younger_without", "left"),
    [("7C", "9H", None), ("7C", "9H 8H 10D", (ELDER, 2)), ("QC 7C KC", "9H", (YOUNGER, 2))],
)
def test_law_29_both_hands_short_count_on_the_card_as_the_engine_counts(
    elder_without: str, younger_without: str, left: tuple[Role, int] | None
) -> None:
    """Laws 14, 17 and 29: elder and younger both play short. Holding as many, they play every
    card and the last trick played is the last (capot is every trick played: 11 of 11);
    holding fewer than the other, a hand leaves the other cards it cannot play to, which
    count to him as tricks, the last of them the last trick. The card finds the engine's
    score either way."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "17", parse_cards(younger_without)))
    deal.rule(PlaysShort(ELDER, "14", parse_cards(elder_without)))
    finish(deal)
    short = (
        ShortTold(ELDER, len(parse_cards(elder_without))),
        ShortTold(YOUNGER, len(parse_cards(younger_without))),
    )
    count = count_told(told_short(deal, short))
    assert count.points == (deal.scores[0], deal.scores[1])
    line = unplayed_line(short, PiquetRules())
    if left is None:
        assert line is None and count.capot is ELDER and deal.tricks_won == [11, 0]
    else:
        assert line is not None and (line[0], line[2]) == (left[0], left[1] + 1)
        assert line in count.lines


def test_both_hands_told_short_refuse_what_cannot_be() -> None:
    """Law 29 with both hands short: eleven cards each play eleven tricks, not twelve; with
    eleven and nine, nine tricks are played; one hand is not told short twice."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    deal.rule(PlaysShort(YOUNGER, "17", parse_cards("9H")))
    deal.rule(PlaysShort(ELDER, "17", parse_cards("7C")))
    finish(deal)
    told = told_short(deal, (ShortTold(ELDER, 1), ShortTold(YOUNGER, 1)))
    count_told(told)
    with pytest.raises(ToldError, match="the tricks won must make eleven, not 12"):
        count_told(replace(told, play=PlayTold(told.play.points, (12, 0))))
    with pytest.raises(ToldError, match="the tricks won must make nine, not 11"):
        count_told(replace(told, short=(ShortTold(ELDER, 1), ShortTold(YOUNGER, 3))))
    twice = (ShortTold(YOUNGER, 1), ShortTold(YOUNGER, 1))
    with pytest.raises(ToldError, match="each hand is told short once"):
        count_told(replace(told, short=twice))


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    elder=st.integers(1, 3),
    younger=st.integers(1, 3),
    in_play=st.booleans(),
)
def test_law_29_random_deals_with_both_hands_short_count_on_the_card_as_the_engine_counts(
    seed: int, elder: int, younger: int, in_play: bool
) -> None:
    """Laws 14, 17 and 29: any deal the engine plays with both hands short (each ruled once
    both have taken in, before the calling; or the second found in the play once the hands
    are reckoned), told on the scoring card by the tricks played and the cards each hand was
    without, counts as the engine counted it."""
    rng = random.Random(seed)
    deal = taken_in(rng)
    if deal is None:
        return
    without = {ELDER: elder, YOUNGER: younger}
    first, second = rng.sample(list(Role), 2)
    deal.rule(PlaysShort(first, "17", without_some(deal, first, without[first], rng)))
    if in_play:
        while not deal.is_terminal and not (deal.phase is Phase.PLAY and deal.hand_settled):
            deal.apply(deal.random_action(rng))
    if deal.is_terminal or len(deal.hands[second]) <= without[second]:
        return
    deal.rule(PlaysShort(second, "14", without_some(deal, second, without[second], rng)))
    if not played_out(deal, rng):
        return
    short = (ShortTold(ELDER, elder), ShortTold(YOUNGER, younger))
    count = count_told(told_short(deal, short))
    assert count.points == (deal.scores[0], deal.scores[1])
