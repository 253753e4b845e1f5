"""The deal carries out what goes wrong at a table of real cards, by the Laws of Piquet
(piquet-encyclopedia-1902-with-laws.txt, "Laws of Piquet"): a deal with one card dealt
wrongly, stood (Law 10) with the discards of Laws 21, 22 and 23; a fresh deal when Law 9
demands one; a hand that reckons nothing as a penalty while its cards still bar (Laws 15,
16, 18 and 30); a void deal (Laws 7, 8, 9, 11, 16 and 33 bis). Each drives the engine
through the irregularity and checks the score.

The hands after the exchange are always the same two (a quint to the ace of spades for
elder, seven hearts for younger), so that every irregular deal must score exactly what the
regular deal reaching those hands scores, played the same way."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from salon.cards import Card, parse_cards, piquet_pack
from salon.engine import IllegalActionError
from salon.piquet.actions import (
    ActionParseError,
    Exchange,
    FreshDeal,
    Misdeal,
    Role,
    StandDeal,
    WaiveCarteBlanche,
    parse_action,
)
from salon.piquet.deal import Deal, Phase
from salon.piquet.deal_classes import deal_classes
from salon.piquet.irregular import PENALTY_LAWS, VOID_LAWS, ReckonNothing, VoidDeal
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie
from salon.piquet.umpire import MISHAPS, REAL_TABLE, engine_ruling

from .helpers import ELDER_QUINT, YOUNGER_SEVEN_HEARTS, exchanged, play_out

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
E, Y = parse_cards(ELDER_QUINT), parse_cards(YOUNGER_SEVEN_HEARTS)
R = [c for c in piquet_pack() if c not in E and c not in Y]
"""The eight cards neither hand keeps."""


def finish(deal: Deal) -> None:
    """Call by the first legal action of each step, then play as the helpers play."""
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    play_out(deal)


def regular_scores() -> list[int]:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    finish(deal)
    return deal.scores


def stood(elder: tuple[Card, ...], younger: tuple[Card, ...], stock: tuple[Card, ...]) -> Deal:
    deal = Deal()
    deal.apply(Misdeal(elder, younger, stock))
    assert deal.phase is Phase.MISDEALT and deal.to_act is ELDER
    deal.apply(StandDeal())
    deal.apply(WaiveCarteBlanche())
    return deal


def said(deal: Deal) -> str:
    return " ".join(e.words for e in deal.events)


def exchange_and_finish(
    deal: Deal, elder_out: tuple[Card, ...], younger_out: tuple[Card, ...]
) -> None:
    deal.apply(Exchange(elder_out))
    while deal.phase is not Phase.YOUNGER_EXCHANGE:
        deal.apply(parse_action("no-look"))
    deal.apply(Exchange(younger_out))
    assert deal.hands[ELDER] == set(E) and deal.hands[YOUNGER] == set(Y)
    finish(deal)


def test_law_21_thirteen_cards_discard_one_more_and_younger_with_eleven_one_fewer() -> None:
    """Law 21: with thirteen cards elder "must discard one card more than he takes in, and
    must discard at least two cards. If there are eight cards in the stock, the younger hand
    discards one less than he takes in"."""
    deal = stood((*E[1:], R[0], R[1]), (*Y[2:], R[2]), (E[0], Y[0], Y[1], *R[3:]))
    before = list(deal.events)
    with pytest.raises(IllegalActionError, match=r"two to six cards \(Law 21\)"):
        deal.apply(Exchange((R[0],)))  # one out, none in: not enough
    assert deal.events == before
    exchange_and_finish(deal, (R[0], R[1]), (R[2],))
    assert "puts out two and takes in one (Law 21)" in said(deal)
    assert "puts out one and takes in two (Law 21)" in said(deal)
    assert deal.scores == regular_scores()


def test_law_21_a_stock_of_seven_leaves_younger_two_when_elder_takes_five() -> None:
    """Law 21: "if there are seven cards in the stock, and the elder hand discards six cards
    and takes five, the younger hand can only take two cards"."""
    hands = ((*E[1:], R[0], R[1]), (*Y[1:], R[2]), (E[0], Y[0], *R[3:]))
    greedy = stood(*hands)
    greedy.apply(Exchange(tuple(sorted(greedy.hands[ELDER], key=lambda c: c.index)[:6])))
    while greedy.phase is not Phase.YOUNGER_EXCHANGE:
        greedy.apply(parse_action("no-look"))
    assert greedy.exchange_limit(YOUNGER) == 2
    assert {len(a.discard) for a in greedy.legal_actions() if isinstance(a, Exchange)} == {1, 2}
    deal = stood(*hands)
    exchange_and_finish(deal, (R[0], R[1]), (R[2],))
    assert deal.scores == regular_scores()


def test_law_22_eleven_cards_discard_one_fewer_and_younger_with_thirteen_one_more() -> None:
    """Law 22: with eleven cards elder "must discard one less than he takes in; if he only
    takes one card he need not discard any. The younger hand must discard one more than he
    takes in, and must discard at least two cards"."""
    hands = ((*E[2:], R[0]), (*Y[1:], R[1], R[2]), (E[0], E[1], Y[0], *R[3:]))
    none_out = stood(*hands)
    none_out.apply(Exchange(()))  # takes one, puts out none
    assert len(none_out.hands[ELDER]) == 12
    deal = stood(*hands)
    with pytest.raises(IllegalActionError, match=r"none to four cards \(Law 22\)"):
        deal.apply(Exchange(tuple(R[:1]) + tuple(E[2:6])))
    exchange_and_finish(deal, (R[0],), (R[1], R[2]))
    assert "puts out one and takes in two (Law 22)" in said(deal)
    assert deal.scores == regular_scores()


def test_law_23_a_stock_of_seven_younger_with_thirteen_discards_one_more() -> None:
    """Law 23: with twelve cards and seven in the stock elder "discards the same number as he
    takes in; the younger discards one more than he takes in, and must discard at least two"."""
    deal = stood((*E[1:], R[0]), (*Y[1:], R[1], R[2]), (E[0], Y[0], *R[3:]))
    exchange_and_finish(deal, (R[0],), (R[1], R[2]))
    assert "puts out two and takes in one (Law 23)" in said(deal)
    assert deal.scores == regular_scores()


def test_law_10_elder_may_have_a_fresh_deal_by_the_same_dealer() -> None:
    """Law 10: "If only one card has been dealt wrongly, the elder hand, after looking at his
    cards and before taking in a card, has the option of a fresh deal"."""
    partie = started_partie()
    dealer = partie.dealer
    partie.apply(Misdeal((*E[1:], R[0]), (*Y[1:], R[1], R[2]), (E[0], Y[0], *R[3:])))
    assert partie.legal_actions() == [StandDeal(), FreshDeal()]
    partie.apply(FreshDeal())
    assert partie.deal_scores == [] and partie.dealer == dealer
    assert partie.deal is not None and partie.deal.phase is Phase.DEAL
    assert any("(Law 10)" in e.words and "void" in e.words for e in partie.events)


def test_law_9_nine_in_the_stock_or_two_cards_wrong_is_a_fresh_deal() -> None:
    """Law 9: "If, after the deal is completed, more than one card is found to have been dealt
    wrongly, or nine cards are found in the stock, there must be a fresh deal"."""
    for hands in (
        ((*E[1:], R[0]), tuple(Y[1:]), (E[0], Y[0], *R[1:])),  # 12, 11, 9
        ((*E, R[0], R[1]), tuple(Y[2:]), (Y[0], Y[1], *R[2:])),  # 14, 10, 8
    ):
        deal = Deal()
        deal.apply(Misdeal(*hands))
        assert deal.is_terminal and deal.void_law == "9" and deal.scores == [0, 0]
        assert "the deal is void and nothing in it is scored" in said(deal)


def test_a_misdeal_must_be_the_whole_pack_and_not_a_regular_deal() -> None:
    deal = Deal()
    with pytest.raises(IllegalActionError, match="regular deal"):
        deal.apply(Misdeal(tuple(E), tuple(Y), tuple(R)))
    with pytest.raises(IllegalActionError, match="32-card"):
        deal.apply(Misdeal((*E, E[0]), tuple(Y), tuple(R)))
    assert deal.events == [] and deal.phase is Phase.DEAL
    deal.apply(deal.sample_chance(random.Random(2)))
    with pytest.raises(IllegalActionError, match="at this moment"):
        deal.apply(Misdeal((*E[1:], R[0]), (*Y[1:], R[1], R[2]), (E[0], Y[0], *R[3:])))


def penalised(law: str, offender: Role, at: Callable[[Deal], None] | None = None) -> Deal:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    if at is not None:
        at(deal)
    deal.rule(ReckonNothing(offender, law))
    finish(deal)
    return deal


def to_play(deal: Deal) -> None:
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[0])


@pytest.mark.parametrize("law", ["15", "16", "18"])
def test_laws_15_16_18_he_reckons_nothing_and_his_cards_still_bar(law: str) -> None:
    """Laws 15, 16 and 18: he "can reckon nothing that deal"; the description ("Scoring"):
    his cards, though not good to score, bar his adversary. Elder's quint and quatorze stay
    good against younger, who scores exactly what he scores without the penalty."""
    elder, younger = regular_scores()
    deal = penalised(law, ELDER)
    assert deal.scores == [0, younger] and elder > 0
    assert all(line.points[ELDER] == 0 for line in deal_classes(deal))
    assert f"reckons nothing this deal; his cards still bar his adversary's (Law {law})" in said(
        deal
    )


def test_law_30_more_than_twelve_cards_reckons_nothing_found_in_play() -> None:
    """Law 30: "If a player plays with more than twelve cards, he can reckon nothing that deal;
    but his cards, though not good to score, are good to bar his adversary"."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    with pytest.raises(IllegalActionError, match="Law 30"):
        deal.rule(ReckonNothing(YOUNGER, "30"))
    elder, _ = regular_scores()
    deal = penalised("30", YOUNGER, at=to_play)
    assert deal.scores == [elder, 0]


def test_law_19_a_penalty_not_enforced_changes_nothing() -> None:
    """Law 19: "The adversary has the option of not enforcing the penalty": the umpire's
    choice of waiving gives the deal no ruling, and the deal scores as it would."""
    mishap = MISHAPS["discarded-fewer"]
    waived = next(c for c in mishap.choices if "Law 19" in c.words)
    assert engine_ruling(mishap, waived, ELDER) is None
    enforced = next(c for c in mishap.choices if c is not waived)
    assert engine_ruling(mishap, enforced, ELDER) == ReckonNothing(ELDER, "18")


def test_a_ruling_is_never_a_players_move_and_a_wrong_one_changes_nothing() -> None:
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    before = list(deal.events)
    with pytest.raises(ActionParseError):  # what a player sends is read as a move
        parse_action("reckon-nothing younger 18")
    with pytest.raises((IllegalActionError, TypeError)):  # TypeError: compiled, typed
        deal.apply(ReckonNothing(YOUNGER, "18"))  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="Law 24 gives no penalty"):
        deal.rule(ReckonNothing(YOUNGER, "24"))
    with pytest.raises(IllegalActionError, match="only before the elder hand exchanges"):
        deal.rule(VoidDeal("7"))
    deal.rule(ReckonNothing(YOUNGER, "18"))
    with pytest.raises(IllegalActionError, match="already reckons nothing"):
        deal.rule(ReckonNothing(YOUNGER, "15"))
    assert len(deal.events) == len(before) + 1


@pytest.mark.parametrize("law", ["7", "8", "11"])
def test_laws_7_8_11_a_deal_is_void_before_the_hands_are_taken_up(law: str) -> None:
    """Law 7 (a fresh deal demanded for cards dealt wrongly), Law 8 (a card exposed in
    dealing), Law 11 (a deal out of turn found before the cards are taken up): the deal is
    void, and the partie deals it again."""
    partie = started_partie()
    partie.apply(partie.random_action(random.Random(1)))
    partie.rule(VoidDeal(law))
    assert partie.deal_scores == [] and partie.deal is not None
    assert partie.deal.phase is Phase.DEAL
    assert any(f"(Law {law})" in e.words for e in partie.events)


def test_law_33_bis_an_incorrect_pack_voids_the_deal_found_in_play() -> None:
    """Law 33 (the second): "The deal in which the discovery of an incorrect pack is made is
    void. All preceding deals stand good"."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    to_play(deal)
    assert deal.scores != [0, 0]
    deal.rule(VoidDeal("33 bis"))
    assert deal.is_terminal and deal.scores == [0, 0] and deal.void_law == "33 bis"


def test_law_16_the_adversary_may_have_a_fresh_deal_after_taking_in() -> None:
    """Law 16: "he can reckon nothing that deal; or the adversary may have a fresh deal"."""
    deal = exchanged(ELDER_QUINT, YOUNGER_SEVEN_HEARTS)
    ruling = engine_ruling(MISHAPS["mixed-stock"], MISHAPS["mixed-stock"].choices[1], None)
    assert ruling == VoidDeal("16")
    deal.rule(ruling)
    assert deal.is_terminal and deal.scores == [0, 0]


def started_partie() -> Partie:
    partie = Partie()
    partie.apply(CutForDeal((Card.parse("KS"), Card.parse("7H"))))
    partie.apply(ChooseDeal(True))
    return partie


def test_every_law_the_deal_carries_out_is_a_ruling_of_the_umpire() -> None:
    """Each law the engine applies at a table of real cards is one the umpire rules, and his
    choice gives the deal that ruling; the table of the laws says so."""
    for law in (*PENALTY_LAWS, *VOID_LAWS):
        assert "recorded card by card" in REAL_TABLE[law], law
        rulings = {
            engine_ruling(mishap, choice, ELDER)
            for mishap in MISHAPS.values()
            if mishap.law == law
            for choice in mishap.choices
        }
        assert rulings & {ReckonNothing(ELDER, law), VoidDeal(law)}, law


@pytest.mark.parametrize("shape", [(13, 11), (13, 12), (11, 13), (12, 13)])
def test_every_stood_deal_ends_with_twelve_cards_each_and_counts_its_talk(
    shape: tuple[int, int],
) -> None:
    """Laws 21-23 at random: whatever each hand discards within its law, both play twelve
    cards, twelve tricks are played, and the scores are the points said in the talk."""
    rng = random.Random(sum(shape))
    for _ in range(25):
        pack = list(piquet_pack())
        rng.shuffle(pack)
        elder, split = shape[0], shape[0] + shape[1]
        deal = stood(tuple(pack[:elder]), tuple(pack[elder:split]), tuple(pack[split:]))
        while not deal.is_terminal:
            if deal.phase is Phase.CALL:
                assert [len(hand) for hand in deal.hands] == [12, 12]
            deal.apply(deal.random_action(rng))
        assert len(deal.tricks) == 12
        for role in Role:
            said_points = sum(e.points for e in deal.events if e.seat == role)
            assert deal.scores[role] == said_points
