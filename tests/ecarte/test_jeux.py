"""The jeux de règle and the hands with which to refuse, every case the treatise lists
(ecarte-treatise-1896-ocr.txt, "Jeux de règle" and "Hands with which to refuse");
diamonds are trumps, as in the treatise's illustrations."""

from __future__ import annotations

import pytest

from salon.cards import Suit, parse_cards
from salon.ecarte.jeux import (
    Advice,
    JeuDeRegle,
    RefusalRule,
    counselled_lead,
    jeu_de_regle,
    refusal,
)

D = Suit.DIAMONDS


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("7D 8D 9D 7S 7C", JeuDeRegle.THREE_TRUMPS),  # 1: all hands with three trumps
        ("7D 8D 7S 8S 9S", JeuDeRegle.TWO_TRUMPS_THREE_OF_A_SUIT),  # 2a
        ("7D 8D QS 7S 8C", JeuDeRegle.TWO_TRUMPS_QUEEN_GUARDED),  # 2b: one as high as a queen
        ("7D 8D KS 7S 8C", JeuDeRegle.TWO_TRUMPS_QUEEN_GUARDED),  # a king is higher still
        ("7D 8D 7S 8S KC", JeuDeRegle.TWO_TRUMPS_SMALL_PAIR_AND_KING),  # 2c
        ("7D 8D JS 7S QC", JeuDeRegle.TWO_TRUMPS_INTERMEDIATE),  # 2d: between b and c
        ("7D 8D KS JC 7H", JeuDeRegle.TWO_TRUMPS_THREE_SUITS),  # 2e: king, knave, small
        ("7D 8D KS 10C 10H", JeuDeRegle.TWO_TRUMPS_THREE_SUITS),  # king and two tens: 7
        ("7D KS QS JS 7C", JeuDeRegle.ONE_TRUMP_TIERCE_MAJOR),  # 3a
        ("7D KS 7S 8S 9S", JeuDeRegle.ONE_TRUMP_FOUR_TO_A_KING),  # 3b
        ("7D QS 7S 8S QC", JeuDeRegle.ONE_TRUMP_QUEEN_THIRD_AND_QUEEN),  # 3c
        ("KS QS JC KH 7C", JeuDeRegle.NO_TRUMP_FOUR_COURTS),  # 4: four court cards
        ("QS QH QC 7C 8H", JeuDeRegle.NO_TRUMP_FOUR_COURTS),  # 4: three queens
    ],
)
def test_jeux_de_regle_are_named(hand: str, expected: JeuDeRegle) -> None:
    assert jeu_de_regle(parse_cards(hand), D) is expected


@pytest.mark.parametrize(
    "hand",
    [
        "7D 8D 7S 9C 8H",  # two trumps and three small cards of different suits
        "7D 8D 7S 8S 9C",  # two trumps, a small pair and a small card
        "7D 7S 8S 9S 7C",  # one trump and three small of a suit
        "KS QS 7C 8H 9H",  # no trump, two court cards
    ],
)
def test_weak_hands_are_no_jeu_de_regle(hand: str) -> None:
    assert jeu_de_regle(parse_cards(hand), D) is None


@pytest.mark.parametrize(
    ("hand", "rule", "advice"),
    [
        ("7D 8D 9D 7S 7C", RefusalRule.HAND_I, Advice.REFUSE),  # I: three trumps: refuse
        ("KD 8D 9D 7S 7C", RefusalRule.HAND_I, Advice.ACCEPT),  # ... unless one is the king
        ("7D 8D KS 7S 8S", RefusalRule.HAND_II, Advice.REFUSE),  # II: a court card heads it
        ("7D 8D 9S 7S 8S", RefusalRule.HAND_II, Advice.ACCEPT),  # II: not headed by a court
        ("KD 8D KS 7S 8S", RefusalRule.HAND_II, Advice.ACCEPT),  # II: the king of trumps
        ("7D 8D QS 7S 8C", RefusalRule.HAND_III_IV, Advice.REFUSE),  # III: queen guarded
        ("7D 8D 7S 8S KC", RefusalRule.HAND_III_IV, Advice.REFUSE),  # IV: small pair and king
        ("KD 8D QS 7S 8C", RefusalRule.HAND_III_IV, Advice.ACCEPT),  # king of trumps: accept
        ("7D 8D KS JC 7H", RefusalRule.HAND_V, Advice.REFUSE),  # V: should be played
        ("7D KS QS JS QC", RefusalRule.HAND_VI, Advice.REFUSE),  # VI: single card a court
        ("7D KS QS JS 7C", RefusalRule.HAND_VI, Advice.ACCEPT),  # VI: small single: accept
        ("7D KS 7S 8S 9S", RefusalRule.HAND_VII, Advice.ACCEPT),  # VII: too weak
        ("KS QH JC KC 7H", RefusalRule.HAND_VIII, Advice.REFUSE),  # VIII: three suits
        ("KS QS JC KC 7H", RefusalRule.HAND_VIII, Advice.ACCEPT),  # VIII: two suits: give cards
    ],
)
def test_hands_with_which_to_refuse(hand: str, rule: RefusalRule, advice: Advice) -> None:
    found = refusal(parse_cards(hand), D)
    assert found is not None
    assert (found.rule, found.advice) == (rule, advice)


@pytest.mark.parametrize(
    ("hand", "lead", "counselled"),
    [
        ("7S 9S 10S 8H KC", "9S", True),  # the strong suit
        ("7S 9S 10S 8H KC", "KC", False),  # a single king: not the strong suit
        ("7S 9S 8H 10H KC", "8H", True),  # of two suits as long, either
        ("7D 8D 9D 8H KC", "7D", True),  # three trumps: begin with a trump
        ("7D 8D 9D 8H KC", "KC", False),
        ("7D 8D 9S 10S KC", "8D", False),  # two trumps: seldom wise to lead one
        ("7D 8D 9S KH AC", "KH", False),  # no two of a plain suit: no strong suit
    ],
)
def test_the_lead_from_the_strong_suit_or_a_trump_holding_three(
    hand: str, lead: str, counselled: bool
) -> None:
    """ecarte-treatise-1896-ocr.txt, "Playing": "When a player holds three trumps it is usually
    'the game' to begin with a trump"; with fewer, "the usual system of play is to lead from two
    or more of a plain suit": "to lead from the strong suit is most apt to force the
    opponent"."""
    assert counselled_lead(parse_cards(hand), D, parse_cards(lead)[0]) is counselled
