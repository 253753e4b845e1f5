"""The umpire of a partie played with real cards: each mishap ruled by its law of the Laws of
Piquet (piquet-encyclopedia-1902-with-laws.txt), and every law accounted for at a real table."""

from __future__ import annotations

import pytest

from salon.cards import Rank
from salon.piquet.actions import Role
from salon.piquet.laws import LAWS_OF_PIQUET
from salon.piquet.told import (
    DealTold,
    PlayTold,
    PointTold,
    SequencesTold,
    SetsTold,
    ToldError,
    count_told,
)
from salon.piquet.told_card import told_from_json, told_to_json
from salon.piquet.umpire import MISHAPS, PIQUET_UMPIRE, REAL_TABLE, Chooser, Effect


def test_every_law_is_accounted_for_at_a_real_table() -> None:
    assert set(REAL_TABLE) == {law.number for law in LAWS_OF_PIQUET.laws}
    ruled = {mishap.law for mishap in MISHAPS.values()}
    for number, words in REAL_TABLE.items():
        if words == "the umpire rules it":
            assert number in ruled, number


def test_every_ruling_quotes_its_law_and_a_penalty_names_its_offender() -> None:
    for mishap in MISHAPS.values():
        words = PIQUET_UMPIRE.ruling_words(mishap)
        assert f"Law {mishap.law} of the Laws of Piquet" in words
        assert PIQUET_UMPIRE.law_of(mishap).words in words
        penalties = [c for c in mishap.choices if c.effect is Effect.RECKONS_NOTHING]
        assert not penalties or mishap.has_offender


def test_law_19_the_adversary_may_waive_reckoning_nothing() -> None:
    """Law 19: "The adversary has the option of not enforcing the penalty of reckoning
    nothing that deal" — offered wherever the penalty is his to enforce."""
    for key in ("exposed-stock", "mixed-stock", "discarded-fewer", "more-cards"):
        mishap = MISHAPS[key]
        assert mishap.chooser is Chooser.ADVERSARY
        assert Effect.NO_CHANGE in {c.effect for c in mishap.choices}


def test_law_16_a_mixed_card_gives_the_adversary_a_fresh_deal_or_the_penalty() -> None:
    """Law 16: he can reckon nothing that deal, or the adversary may have a fresh deal."""
    effects = {c.effect for c in MISHAPS["mixed-stock"].choices}
    assert {Effect.RECKONS_NOTHING, Effect.FRESH_DEAL} <= effects


def test_a_player_who_reckons_nothing_still_bars_a_repique() -> None:
    """piquet-description-and-example.txt, "Scoring": a player who reckons nothing as a
    penalty is not repiqued if he holds cards which but for the penalty would have scored
    first; his cards, though not good to score, bar his adversary."""
    told = DealTold(
        point=PointTold(Role.ELDER, cards=5),
        sequences=SequencesTold(Role.YOUNGER, (6,)),
        sets=SetsTold(Role.YOUNGER, ((Rank.ACE, 4),)),
        play=PlayTold(points=(8, 7), tricks=(7, 5)),
        reckons_nothing=(Role.ELDER,),
    )
    count = count_told(told)
    assert count.repique is None
    assert count.points == (0, 16 + 14 + 7)
    assert (Role.ELDER, "reckons nothing this deal", 0) in count.lines


def test_every_ecarte_law_is_accounted_for_at_a_real_table() -> None:
    """Laws I–XXX of ecarte-treatise-1896-ocr.txt: each ruled by the umpire, kept by the
    scoring card, or left to the players."""
    from salon.ecarte.laws import LAWS_OF_ECARTE
    from salon.ecarte.umpire import ECARTE_UMPIRE
    from salon.ecarte.umpire import REAL_TABLE as ECARTE_REAL_TABLE

    assert set(ECARTE_REAL_TABLE) == {law.number for law in LAWS_OF_ECARTE.laws}
    ruled = {mishap.law for mishap in ECARTE_UMPIRE.mishaps}
    for number, words in ECARTE_REAL_TABLE.items():
        # A law the umpire rules may say what the scoring card does besides.
        assert words.startswith("the umpire rules it") == (number in ruled), number
    for mishap in ECARTE_UMPIRE.mishaps:
        penalties = [c for c in mishap.choices if c.effect is Effect.PLAYED_AGAIN]
        assert not penalties or mishap.has_offender


def test_law_11_a_deal_out_of_turn_found_late_stands_and_elder_deals_twice_running() -> None:
    """Law 11: "If the error is discovered later, the elder hand must deal twice running with
    his own pack, unless that or the next deal is the last of the partie." B was to deal the
    second deal and A dealt it: it stands, and B, its elder hand, deals the third and fourth."""
    from salon.piquet.told_card import PiquetScorer

    mishap = MISHAPS["out-of-turn-later"]
    assert mishap.law == "11"
    assert [c.effect for c in mishap.choices] == [Effect.DEALT_OUT_OF_TURN]
    quiet = DealTold(play=PlayTold(points=(8, 7), tricks=(6, 6)))
    scorer = PiquetScorer(("A", "B"), first_dealer=0, deals=[quiet] * 2, out_of_turn=[1])
    assert scorer.dealers(6) == (0, 0, 1, 1, 0, 1)
    assert [row.dealer for row in scorer.card.rows] == [0, 0]
    assert scorer.card.settlement_line.endswith("B deals next.")
    assert scorer.roles(2) == (0, 1)  # B deals the third: A is elder
    late = PiquetScorer(("A", "B"), first_dealer=0, deals=[quiet] * 5, out_of_turn=[4])
    assert [row.dealer for row in late.card.rows] == [0, 1, 0, 1, 1]
    assert late.card.settlement_line.endswith("A deals next.")  # the next is the last


def test_laws_18_and_15_both_reckon_nothing_and_each_bars_the_other() -> None:
    """Laws 18 and 15 (or 26 twice) in one deal, and the Laws' text on the penalty: "A player
    who reckons nothing that hand as a penalty is not piqued or repiqued if he holds any cards
    which, but for the penalty, would have reckoned before his adversary reached thirty". Both
    are counted as if they scored, so Bob's point bars Ann's repique (her sixième and
    quatorze make thirty after it); then each reckons nothing: 0 and 0, and no pique or
    repique is given to either. With Ann's repique not barred at all (Bob holding nothing
    that reckons), she still reckons nothing of it."""
    barred = DealTold(
        point=PointTold(Role.YOUNGER, cards=5),
        sequences=SequencesTold(Role.ELDER, (6,)),
        sets=SetsTold(Role.ELDER, ((Rank.ACE, 4),)),
        play=PlayTold(points=(8, 7), tricks=(7, 5)),
        reckons_nothing=(Role.ELDER, Role.YOUNGER),
    )
    unbarred = DealTold(
        point=PointTold(Role.ELDER, cards=6),
        sequences=SequencesTold(Role.ELDER, (6,)),
        sets=SetsTold(Role.ELDER, ((Rank.ACE, 4),)),
        play=PlayTold(points=(8, 7), tricks=(7, 5)),
        reckons_nothing=(Role.YOUNGER, Role.ELDER),
    )
    count = count_told(barred)
    assert (count.points, count.repique, count.pique) == ((0, 0), None, None)
    for told in (barred, unbarred):
        count = count_told(told)
        assert count.points == (0, 0)
        assert [line for line in count.lines if line[2]] == []
        assert {line[0] for line in count.lines} == {Role.ELDER, Role.YOUNGER}
    count = count_told(unbarred)
    assert (count.repique, count.pique, count.capot) == (None, None, None), "none named hers"
    twice = DealTold(play=PlayTold((8, 7), (7, 5)), reckons_nothing=(Role.ELDER, Role.ELDER))
    with pytest.raises(ToldError, match="each hand reckons nothing at most once"):
        count_told(twice)


def test_laws_15_to_30_an_older_card_with_one_hand_reckoning_nothing_still_reads() -> None:
    """A card written when it held one hand reckoning nothing (Laws 15, 16, 18, 26 and 30) as
    a number, or none as null, reads as that hand alone, or none; both are written as a list."""
    told = DealTold(play=PlayTold((8, 7), (7, 5)), reckons_nothing=(Role.ELDER, Role.YOUNGER))
    data = told_to_json(told)
    assert data["reckons_nothing"] == [0, 1] and told_from_json(data) == told
    assert told_from_json(data | {"reckons_nothing": 1}).reckons_nothing == (Role.YOUNGER,)
    assert told_from_json(data | {"reckons_nothing": None}).reckons_nothing == ()


def test_a_choice_is_said_of_the_offender_by_name_never_as_he() -> None:
    """A choice that falls on the offender is said of him by name once he is named ("Bob
    reckons nothing this deal"), and of "the offender" before; no choice reads "He …", which
    named nobody (a new player's trial at the scoring card)."""
    from salon.ecarte.umpire import ECARTE_UMPIRE

    for umpire in (PIQUET_UMPIRE, ECARTE_UMPIRE):
        for moment in umpire.moments:
            for mishap in umpire.at(moment):
                for choice in mishap.choices:
                    assert not choice.words.lower().startswith("he "), choice.words
                    assert " he " not in f" {choice.words.split(':')[-1]} ", choice.words
                    if mishap.names_offender(choice) and "offender" in choice.words:
                        assert "{offender}" in choice.named, choice.words
