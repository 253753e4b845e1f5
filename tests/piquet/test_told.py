"""A deal played with real cards, told class by class, is checked and counted as the engine
counts it (piquet-description-and-example.txt, "Scoring", "Example"; the order of precedence,
pique and repique of piquet-encyclopedia-1902-with-laws.txt)."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from salon.cards import Rank, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.combinations import Category, best_point, maximal_sequences, sets_held
from salon.piquet.deal import Deal
from salon.piquet.rules import PiquetRules
from salon.piquet.talk import EventKind
from salon.piquet.told import (
    DealTold,
    PlayTold,
    PointTold,
    SequencesTold,
    SetsTold,
    ToldError,
    count_told,
    needs_pique_question,
)

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
EVEN_PLAY = PlayTold(points=(8, 7), tricks=(6, 6))


def test_the_worked_example_counts_a_28_b_23() -> None:
    """piquet-description-and-example.txt, "Example": "A then writes on his scoring card, 28,
    23"."""
    told = DealTold(
        point=PointTold(ELDER, cards=5, making=49),
        sequences=SequencesTold(ELDER, (4,)),
        sets=SetsTold(YOUNGER, ((Rank.TEN, 4), (Rank.QUEEN, 3))),
        play=PlayTold(points=(9, 6), tricks=(7, 5)),
    )
    count = count_told(told)
    assert count.points == (28, 23)
    assert (ELDER, "the cards", 10) in count.lines
    assert (YOUNGER, "fourteen tens", 14) in count.lines


def test_thirty_in_hand_before_the_adversary_reckons_is_a_repique() -> None:
    """Repique: thirty in hand, by scores that reckon before anything the adversary reckons,
    adds sixty (order of precedence: carte blanche, point, sequences, sets)."""
    told = DealTold(
        point=PointTold(YOUNGER, cards=6),
        sequences=SequencesTold(YOUNGER, (6,)),
        sets=SetsTold(YOUNGER, ((Rank.ACE, 4),)),
        play=EVEN_PLAY,
    )
    count = count_told(told)
    assert count.repique is YOUNGER
    assert count.points == (8, 6 + 16 + 14 + 60 + 7)


def test_an_earlier_score_of_the_adversary_saves_the_repique() -> None:
    """The adversary's point reckons before the sequences: no repique after it."""
    told = DealTold(
        point=PointTold(ELDER, cards=5),
        sequences=SequencesTold(YOUNGER, (5,)),
        sets=SetsTold(YOUNGER, ((Rank.ACE, 4),)),
        play=EVEN_PLAY,
    )
    assert count_told(told).repique is None


def test_a_pique_is_certain_when_younger_scores_nothing_in_play() -> None:
    """Pique: elder's thirty in hand and play before younger scores anything adds thirty."""
    told = DealTold(
        point=PointTold(ELDER, cards=5),
        sequences=SequencesTold(ELDER, (5,)),
        play=PlayTold(points=(13, 0), tricks=(12, 0)),
    )
    count = count_told(told)
    assert count.pique is ELDER and count.capot is ELDER
    assert count.points == (5 + 15 + 30 + 13 + 40, 0)


def test_salon_asks_about_the_pique_only_when_the_play_decides_it() -> None:
    """When younger scored in play, only the players know whether elder reached thirty first."""
    told = DealTold(
        point=PointTold(ELDER, cards=6),
        sequences=SequencesTold(ELDER, (5,)),
        play=PlayTold(points=(10, 5), tricks=(8, 4)),
    )
    assert needs_pique_question(told)
    with pytest.raises(ToldError, match="reached thirty before"):
        count_told(told)
    first = _with(told, elder_thirty_first=True)
    assert count_told(first).pique is ELDER
    assert count_told(_with(told, elder_thirty_first=False)).pique is None
    assert not needs_pique_question(_with(told, point=PointTold(YOUNGER, cards=6)))


def _with(told: DealTold, **changes: object) -> DealTold:
    from dataclasses import replace

    return replace(told, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("told", "reason"),
    [
        (DealTold(play=PlayTold((8, 7), (6, 5))), "make twelve"),
        (DealTold(play=PlayTold((3, 2), (6, 6))), "thirteen to twenty-five"),
        (DealTold(play=PlayTold((0, 15), (0, 12))), "elder hand leads the first card"),
        (DealTold(play=PlayTold((12, 2), (9, 3))), "cannot make two in play"),
        (DealTold(point=PointTold(ELDER, 5, making=60), play=EVEN_PLAY), "makes 44 to 51"),
        (DealTold(sets=SetsTold(ELDER, ((Rank.NINE, 4),)), play=EVEN_PLAY), "not nines"),
        (
            DealTold(sets=SetsTold(ELDER, ((Rank.ACE, 4), (Rank.ACE, 3))), play=EVEN_PLAY),
            "one set at most",
        ),
        (
            DealTold(
                sets=SetsTold(
                    ELDER, tuple((r, 4) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK))
                ),
                play=EVEN_PLAY,
            ),
            "more than the twelve cards",
        ),
        (DealTold(sequences=SequencesTold(ELDER, (9,)), play=EVEN_PLAY), "three to eight cards"),
        (
            DealTold(
                point=PointTold(YOUNGER, 8),
                sequences=SequencesTold(ELDER, (5,)),
                sets=SetsTold(YOUNGER, ((Rank.ACE, 4), (Rank.KING, 4))),
                play=EVEN_PLAY,
            ),
            "a point of eight, fourteen aces and fourteen kings need more than the twelve",
        ),
        (
            DealTold(
                sequences=SequencesTold(ELDER, (8,)),
                sets=SetsTold(YOUNGER, ((Rank.ACE, 4),)),
                play=EVEN_PLAY,
            ),
            "a huitième in one hand and fourteen aces in the other need some of the same",
        ),
        (
            DealTold(
                point=PointTold(ELDER, 7, making=68),
                sets=SetsTold(YOUNGER, ((Rank.ACE, 4),)),
                play=EVEN_PLAY,
            ),
            "a point of seven in one hand and fourteen aces in the other",
        ),
        # Description, "Playing": the leader scores one for each card led, the winner of a
        # trick on the other's lead one; who wins no trick leads only elder's first card (a
        # player's trial: younger given four in play as elder took every trick).
        (
            DealTold(play=PlayTold(points=(16, 4), tricks=(12, 0))),
            "the younger hand, winning no trick, never leads again and scores nothing",
        ),
        (
            DealTold(play=PlayTold(points=(3, 22), tricks=(0, 12))),
            "the elder hand, winning no trick, never leads again and scores the one for",
        ),
    ],
)
def test_what_could_not_have_happened_is_refused_with_its_reason(
    told: DealTold, reason: str
) -> None:
    with pytest.raises(ToldError, match=reason):
        count_told(told)


def told_by_the_engine(deal: Deal) -> DealTold:
    """What the players of an engine's deal would tell the scorer."""
    scorer: dict[Category, Role] = {}
    values: dict[Category, list[int]] = {c: [] for c in Category}
    for role in Role:
        for category, points in deal.hand_scores[role]:
            scorer[category] = role
            values[category].append(points)
    held = deal.held_after_exchange

    def sets_of(role: Role) -> tuple[tuple[Rank, int], ...]:
        chosen: list[tuple[Rank, int]] = []
        for points in sorted(values[Category.SET], reverse=True):  # quatorzes first
            size = 4 if points == 14 else 3
            rank = next(
                r
                for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
                if sum(1 for c in held[role] if c.rank is r) >= size
                and r not in {x for x, _ in chosen}
            )
            chosen.append((rank, size))
        return tuple(chosen)

    extra = {EventKind.PIQUE, EventKind.REPIQUE, EventKind.CARDS}
    play = [
        deal.scores[role]
        - sum(p for _, p in deal.hand_scores[role])
        - sum(e.points for e in deal.events if e.kind in extra and e.seat == int(role))
        for role in Role
    ]
    piqued = any(e.kind is EventKind.PIQUE for e in deal.events)
    return DealTold(
        carte_blanche=(deal.carte_blanche is ELDER, deal.carte_blanche is YOUNGER),
        point=PointTold(scorer.get(Category.POINT), sum(values[Category.POINT])),
        sequences=SequencesTold(
            scorer.get(Category.SEQUENCE),
            tuple(v if v < 5 else v - 10 for v in values[Category.SEQUENCE]),
        ),
        sets=SetsTold(
            scorer.get(Category.SET),
            sets_of(scorer[Category.SET]) if Category.SET in scorer else (),
        ),
        play=PlayTold((play[0], play[1]), (deal.tricks_won[0], deal.tricks_won[1])),
        elder_thirty_first=piqued,
    )


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), last_trick_ten=st.booleans())
@example(seed=126380, last_trick_ten=False)  # four aces and three knaves in one hand
def test_deals_of_the_engine_told_to_the_scorer_count_the_same(
    seed: int, last_trick_ten: bool
) -> None:
    """Any deal the engine plays, told class by class, counts as the engine counted it."""
    rules = PiquetRules(last_trick_ten=last_trick_ten)
    rng = random.Random(seed)
    deal = Deal(rules)
    while not deal.is_terminal:
        deal.apply(deal.random_action(rng))
    if deal.thrown_in is not None:
        return
    count = count_told(told_by_the_engine(deal), rules)
    assert count.points == (deal.scores[0], deal.scores[1])


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    scorers=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    kept=st.integers(0, 2**8 - 1),
)
def test_what_two_real_hands_hold_is_never_refused(
    seed: int, scorers: tuple[bool, bool, bool], kept: int
) -> None:
    """Two hands dealt from the pack, each class told for either of them with what that hand
    holds (its best point and what it makes, some of its sequences and sets, others sunk):
    however rich the hands, the scorer takes it (the test of what both could hold together
    refuses only what no two hands of twelve could)."""
    rng = random.Random(seed)
    pack = list(piquet_pack())
    rng.shuffle(pack)
    hands = (pack[:12], pack[12:24])
    point_hand, sequence_hand, set_hand = (hands[int(b)] for b in scorers)
    roles = [YOUNGER if b else ELDER for b in scorers]
    point = best_point(point_hand)
    runs = [
        run.length
        for index, run in enumerate(maximal_sequences(sequence_hand))
        if kept >> index & 1
    ]
    sets = [
        (s.rank, s.count) for index, s in enumerate(sets_held(set_hand)) if kept >> (4 + index) & 1
    ]
    told = DealTold(
        point=PointTold(roles[0], point.count, making=point.value) if point else PointTold(None),
        sequences=SequencesTold(roles[1], tuple(runs)) if runs else SequencesTold(None),
        sets=SetsTold(roles[2], tuple(sets)) if sets else SetsTold(None),
        play=EVEN_PLAY,
        elder_thirty_first=False,  # the pique's one question, answered
    )
    count_told(told)


def test_a_quatorze_of_a_rank_below_the_ten_is_refused_with_the_reason() -> None:
    """piquet-description-and-example.txt, "Quatorzes and trios": only aces, kings, queens,
    knaves and tens count; "fourteen nines" is told why, not "not understood"."""
    from salon.piquet.told_words import parse_sets

    with pytest.raises(
        ToldError, match="only aces, kings, queens, knaves and tens count: not nines"
    ):
        parse_sets("fourteen nines")
    assert parse_sets("fourteen aces, three kings") == ((Rank.ACE, 4), (Rank.KING, 3))
