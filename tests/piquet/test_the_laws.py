"""One test for each of the Laws of Piquet (piquet-encyclopedia-1902-with-laws.txt, "Laws of
Piquet", 1–34), named after it: a law salon applies is driven through the engine and its
consequence checked; a law whose irregularity salon makes impossible where it deals is checked to be
impossible (the engine refuses the act, or never produces the state). The catalogue
(``salon.piquet.laws``) says which is which; ``test_every_law_has_its_test`` holds the two
together."""

from __future__ import annotations

import dataclasses
import itertools
import random
import typing

import pytest

from salon.cards import Card, Suit, parse_cards, piquet_pack
from salon.engine import CHANCE, IllegalActionError
from salon.laws import Treatment
from salon.piquet import actions, irregular
from salon.piquet.actions import (
    Answer,
    Call,
    DealCards,
    DeclineLook,
    Exchange,
    Play,
    Reckon,
    Role,
    parse_action,
)
from salon.piquet.combinations import Point
from salon.piquet.deal import Deal, Phase
from salon.piquet.examples import EXAMPLE_RECORD, deal_order
from salon.piquet.laws import LAWS_OF_PIQUET
from salon.piquet.partie import ChooseDeal, CutForDeal, Partie, PartiePhase
from salon.piquet.rules import PiquetRules
from salon.piquet.settlement import PartieLength, partie_progress, rubicon_value
from salon.records import parse_record
from salon.replay import replay_record

from .helpers import exchanged, run

ELDER_HAND = "AS KS QS JS 10S AH AD 7H 7D 7C QH QD"
YOUNGER_HAND = "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"


def dealt(seed: int, rules: PiquetRules | None = None) -> Deal:
    deal = Deal(rules)
    deal.apply(deal.sample_chance(random.Random(seed)))
    return deal


def refused(deal: Deal, action: actions.DealAction, reason: str) -> None:
    before = (list(deal.events), deal.phase, [set(h) for h in deal.hands])
    with pytest.raises(IllegalActionError, match=reason):
        deal.apply(action)
    assert before == (list(deal.events), deal.phase, [set(h) for h in deal.hands])


def assert_dealt_by_the_laws(deal: Deal) -> None:
    """Twelve cards each and eight to the stock, all thirty-two different."""
    assert [len(h) for h in deal.hands] == [12, 12]
    assert len(deal.stock) == 8
    assert {*deal.hands[0], *deal.hands[1], *deal.stock} == set(piquet_pack())


def to_the_play(deal: Deal) -> None:
    """Through the declaring without calling or answering anything, to elder's first lead."""
    while deal.phase is not Phase.PLAY:
        legal = deal.legal_actions()
        deal.apply(next((a for a in legal if not isinstance(a, (Call, Answer))), legal[0]))


def younger_plays(deal: Deal, card: Card) -> None:
    if DeclineLook() in deal.legal_actions():
        deal.apply(DeclineLook())
    deal.apply(Play(card))


def test_law_1_the_pack_is_shuffled_by_salon_from_a_seed() -> None:
    """Law 1: "A player may shuffle either pack, above the table." Online salon shuffles: the
    same seed gives the same deal, so nobody's shuffling can be doubted."""
    assert dealt(7).hands == dealt(7).hands
    assert dealt(7).hands != dealt(8).hands


def test_law_2_the_cut_is_a_chance_step_with_no_packet_to_cut() -> None:
    """Law 2: "A cut must consist of at least two cards." Online each cuts one card drawn from
    the pack, a chance step no player performs."""
    partie = Partie()
    assert partie.to_act is CHANCE and partie.legal_actions() == []
    cut = partie.sample_chance(random.Random(3))
    assert isinstance(cut, CutForDeal) and len(set(cut.cards)) == 2


def test_law_3_highest_has_choice_of_deal_ace_high_seven_low() -> None:
    """Law 3: "Highest has choice of deal and cards. (Ace highest, seven lowest.)\""""
    partie = Partie()
    partie.apply(CutForDeal(parse_cards("7H AS")))
    assert partie.phase is PartiePhase.CHOOSE and partie.to_act == 1
    with pytest.raises(IllegalActionError):
        Partie().apply(ChooseDeal(deal_first=True))
    partie.apply(ChooseDeal(deal_first=True))
    assert partie.dealer == 1


def test_law_4_no_card_is_exposed_before_the_deal() -> None:
    """Law 4: a card exposed in cutting or before dealing means a fresh cut. Online the cut
    shows only the two cut cards, and the deal shows each player his own hand and nothing else."""
    deal = dealt(11)
    for role in Role:
        view = deal.view(role)
        assert view.opponent_known == () and view.stock_seen == () and view.stock_known == ()


def test_law_5_the_way_of_dealing_is_fixed_for_the_partie() -> None:
    """Law 5: the mode of distributing (by twos or by threes) must not be altered during the
    partie: it is a rule of the table, frozen, and every deal of the partie deals by it."""
    rules = PiquetRules.from_text("deal_by=threes")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.deal_by = 2  # type: ignore[misc]
    rng = random.Random(5)
    partie = Partie(rules)
    seen = 0
    while not partie.is_terminal:
        if partie.deal is not None and partie.deal.phase is not Phase.DEAL:
            assert partie.deal.rules is rules
            seen += 1
        partie.apply(partie.random_action(rng))
    assert seen > 0


def test_law_6_the_stock_is_never_shown() -> None:
    """Law 6: the stock lies in one packet, face down: a view holds only how many it has."""
    deal = dealt(12)
    for role in Role:
        view = deal.view(role)
        assert view.stock_count == 8 and view.stock_seen == () and view.stock_known == ()


def test_law_7_no_card_is_dealt_wrongly() -> None:
    """Law 7: cards dealt wrongly may be rectified or dealt afresh. salon deals twelve each and
    eight to the stock, every time."""
    for seed in range(20):
        assert_dealt_by_the_laws(dealt(seed))


def test_law_8_no_card_is_faced_in_the_deal() -> None:
    """Law 8: a card of the elder hand or the stock exposed when dealing, or a faced card in the
    pack. Online nothing but a player's own twelve cards reaches him in the deal."""
    deal = dealt(13)
    for role in Role:
        view = deal.view(role)
        assert set(view.hand) == set(deal.hands[role])
        shown = {c for event in view.talk for c in event.cards}
        assert shown <= set(view.hand)


def test_law_9_a_deal_with_nine_in_the_stock_is_refused() -> None:
    """Law 9: more than one card dealt wrongly, or nine cards in the stock: a fresh deal. The
    engine deals only the thirty-two cards of one pack in the order of the laws."""
    for seed in range(20, 40):
        assert_dealt_by_the_laws(dealt(seed))
    pack = list(piquet_pack())
    with pytest.raises(IllegalActionError):
        Deal().apply(DealCards((*pack[:31], pack[0])))


def test_law_10_no_hand_is_dealt_one_card_short_or_over() -> None:
    """Law 10: one card dealt wrongly gives elder the option of a fresh deal. salon deals twelve
    to each hand, so the option never arises."""
    for seed in range(40, 60):
        deal = dealt(seed)
        assert [len(h) for h in deal.hands] == [12, 12]


def test_law_11_the_players_deal_alternately() -> None:
    """Law 11: "The players deal alternately"; the deal is a chance step of the engine, so
    nobody deals out of turn."""
    rng = random.Random(4)
    partie = Partie()
    dealers: list[int] = []
    while not partie.is_terminal:
        if partie.deal is not None and partie.deal.phase is Phase.DEAL:
            assert partie.to_act is CHANCE
            if partie.dealer is not None and len(dealers) < partie.progress().deals_played + 1:
                dealers.append(partie.dealer)
        partie.apply(partie.random_action(rng))
    assert len(dealers) >= 6
    assert all(a != b for a, b in itertools.pairwise(dealers))


def test_law_12_each_player_must_discard_at_least_one_card() -> None:
    """Law 12: "Each player is bound to discard at least one card"."""
    deal = dealt(1)
    run(deal, ["no-carte-blanche"])
    refused(deal, Exchange(()), "one to five cards")


def test_law_13_cards_are_taken_in_order_from_the_top_of_the_stock() -> None:
    """Law 13: "the cards must be taken in order from the top of the stock"."""
    deal = dealt(2)
    run(deal, ["no-carte-blanche"])
    top = deal.stock[:3]
    discard = tuple(sorted(deal.hands[Role.ELDER], key=lambda c: c.index)[:3])
    deal.apply(Exchange(discard))
    assert set(top) <= set(deal.hands[Role.ELDER])
    assert not set(discard) & set(deal.hands[Role.ELDER])


def test_law_14_a_discard_cannot_be_altered_after_taking_in() -> None:
    """Law 14: "After taking a card, a player cannot alter his discard": the discard and the
    taking in are one act, and elder has no second exchange."""
    deal = dealt(3)
    run(deal, ["no-carte-blanche"])
    hand = sorted(deal.hands[Role.ELDER], key=lambda c: c.index)
    deal.apply(Exchange(tuple(hand[:2])))
    if deal.to_act is Role.ELDER:  # he may look at the three he left, and that is all
        assert not any(isinstance(a, Exchange) for a in deal.legal_actions())
        deal.apply(DeclineLook())
    with pytest.raises(IllegalActionError):
        deal.apply(Exchange((hand[5],)))  # younger's turn now: elder's exchange is made


def test_law_15_no_card_of_the_adversarys_stock_is_exposed_in_taking_in() -> None:
    """Law 15: exposing a card of the adversary's part of the stock. Elder's taking in shows
    younger nothing of the stock, and elder sees none of younger's three."""
    deal = dealt(4)
    run(deal, ["no-carte-blanche"])
    younger_part = set(deal.stock[5:])
    deal.apply(Exchange(tuple(sorted(deal.hands[Role.ELDER], key=lambda c: c.index)[:5])))
    view = deal.view(Role.ELDER)
    assert not younger_part & {*view.hand, *view.stock_seen, *view.stock_known}


def test_law_16_elder_cannot_take_in_a_card_of_youngers_part() -> None:
    """Law 16: mixing with one's hand a card of the stock belonging to the adversary. Elder may
    exchange at most five, so the sixth card of the stock never reaches him."""
    deal = dealt(5)
    run(deal, ["no-carte-blanche"])
    hand = sorted(deal.hands[Role.ELDER], key=lambda c: c.index)
    refused(deal, Exchange(tuple(hand[:6])), "one to five cards")


def test_law_17_nobody_discards_more_than_he_takes_in() -> None:
    """Law 17: discarding more than one takes in means playing with fewer than twelve. Each
    takes in exactly as many as he discards."""
    deal = dealt(6)
    run(deal, ["no-carte-blanche"])
    deal.apply(Exchange(tuple(sorted(deal.hands[Role.ELDER], key=lambda c: c.index)[:4])))
    assert len(deal.hands[Role.ELDER]) == 12


def test_law_18_nobody_takes_in_more_than_he_discards() -> None:
    """Law 18: discarding fewer than one takes in. Each takes in exactly what he discards, so
    both hold twelve when the exchange is done."""
    deal = dealt(7)
    run(deal, ["no-carte-blanche"])
    deal.apply(Exchange(tuple(sorted(deal.hands[Role.ELDER], key=lambda c: c.index)[:1])))
    if deal.to_act is Role.ELDER:
        deal.apply(DeclineLook())
    deal.apply(Exchange(tuple(sorted(deal.hands[Role.YOUNGER], key=lambda c: c.index)[:3])))
    assert [len(h) for h in deal.hands] == [12, 12]
    assert len(deal.stock) == 4


def test_law_19_no_penalty_of_reckoning_nothing_is_ever_offered_to_waive() -> None:
    """Law 19: the adversary may choose not to enforce the penalty of reckoning nothing. Online
    no such penalty arises: the deal's actions include none to enforce or waive one (the
    penalty is the umpire's ruling at a table of real cards, never a player's action)."""
    names = {cls.__name__ for cls in typing.get_args(actions.DealAction)}
    assert not names & {cls.__name__ for cls in typing.get_args(irregular.Ruling)}
    assert names == {
        "DealCards",
        "AnnounceCarteBlanche",
        "WaiveCarteBlanche",
        "Exchange",
        "LookAtLeft",
        "DeclineLook",
        "Call",
        "Sink",
        "Answer",
        "Reckon",
        "Done",
        "Play",
        "ThrowIn",
        "CorrectCall",
        "CorrectAnswer",
        "Misdeal",
        "StandDeal",
        "FreshDeal",
    }


def test_law_20_cards_younger_leaves_stay_apart_from_his_discard() -> None:
    """Law 20: younger mixing the cards he leaves with his discard. They are kept apart: his
    discard holds only what he put out."""
    deal = dealt(8)
    run(deal, ["no-carte-blanche"])
    deal.apply(Exchange(tuple(sorted(deal.hands[Role.ELDER], key=lambda c: c.index)[:5])))
    if DeclineLook() in deal.legal_actions():
        deal.apply(DeclineLook())
    put_out = (sorted(deal.hands[Role.YOUNGER], key=lambda c: c.index)[0],)
    deal.apply(Exchange(put_out))
    assert deal.view(Role.YOUNGER).discard == put_out
    assert len(deal.stock) == 2


def test_law_21_no_hand_of_thirteen_cards() -> None:
    """Law 21: elder standing the deal with thirteen cards. salon never deals thirteen."""
    assert all(len(dealt(s).hands[Role.ELDER]) == 12 for s in range(60, 80))


def test_law_22_no_hand_of_eleven_cards() -> None:
    """Law 22: elder standing the deal with eleven cards. salon never deals eleven."""
    assert all(len(dealt(s).hands[Role.ELDER]) == 12 for s in range(80, 100))


def test_law_23_no_stock_of_seven_cards() -> None:
    """Law 23: elder standing the deal with twelve cards and seven in the stock. The stock is
    always eight."""
    assert all(len(dealt(s).stock) == 8 for s in range(100, 120))


def test_law_24_a_call_good_against_the_cards_is_said_by_its_number() -> None:
    """Law 24: when elder's call is good against the cards it is enough to state the number of
    cards; salon's talk says it the way the table does ("Five cards.")."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    run(deal, ["call point 5S"])
    said = [e.words for e in deal.events if e.seat == int(Role.ELDER) and e.audience is None]
    assert said[-1] == "Five cards."


def test_law_25_elder_corrects_too_little_a_call_until_younger_replies() -> None:
    """Law 25: "The elder hand calling too little may correct his miscall before it has been
    replied to by the younger hand". Online the correction is offered to elder while younger
    has not answered, and refused once he has (the younger hand's correction:
    tests/piquet/test_corrections.py); the catalogue says it is applied."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    run(deal, ["call point 5S", "answer good", "call seq 4AS"])
    assert deal.to_act is Role.YOUNGER
    deal.apply(parse_action("correct-call seq 5AS"))
    run(deal, ["answer good"])
    assert deal.scores[Role.ELDER] == 5 + 15
    refused(deal, parse_action("correct-call seq 5AS"), "Law 25")
    assert LAWS_OF_PIQUET.law("25").treatment is Treatment.PLAYED


def test_law_26_a_call_of_what_is_not_held_is_refused() -> None:
    """Law 26: a player calling what he does not hold reckons nothing unless he corrects it.
    salon refuses the call, so no miscall can stand."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    refused(deal, Call(Point(Suit.SPADES, 6)), "you do not hold six spades")


def test_law_27_cards_called_good_are_shown_to_the_adversary() -> None:
    """Law 27: a player must show the cards of a call allowed good or equal when asked: the
    adversary's view holds them from then on."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    run(deal, ["call point 5S", "answer good"])
    known = set(deal.view(Role.YOUNGER).opponent_known)
    assert set(parse_cards("AS KS QS JS 10S")) <= known


def test_law_28_nothing_omitted_may_be_reckoned_after_the_first_trick() -> None:
    """Law 28: "When the younger hand has played to the first trick, neither player can reckon
    anything omitted"."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    to_the_play(deal)
    deal.apply(Play(Card.parse("AS")))
    younger_plays(deal, Card.parse("7S"))
    assert not any(isinstance(a, Reckon) for a in deal.legal_actions())
    refused(deal, parse_action("reckon point 5S"), "Law 28")


def test_law_29_nobody_plays_with_fewer_than_twelve_cards() -> None:
    """Law 29: playing with fewer than twelve; the adversary counts the cards not played to.
    Both hands go into the play with twelve and lose one card a trick together."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    rng = random.Random(1)
    while not deal.is_terminal:
        if deal.phase is Phase.PLAY and deal.lead is None:
            assert len(deal.hands[0]) == len(deal.hands[1])
        deal.apply(deal.random_action(rng))


def test_law_30_nobody_plays_with_more_than_twelve_cards() -> None:
    """Law 30: playing with more than twelve. No hand ever holds more than twelve."""
    rng = random.Random(2)
    deal = dealt(9)
    while not deal.is_terminal:
        assert max(len(h) for h in deal.hands) <= 12
        deal.apply(deal.random_action(rng))


def test_law_31_a_card_must_follow_suit_and_cannot_be_played_out_of_turn() -> None:
    """Law 31: a card led or played cannot be taken up; a card that does not follow suit when
    the player can, or led out of turn, is played over again. salon refuses both."""
    deal = exchanged(ELDER_HAND, YOUNGER_HAND)
    to_the_play(deal)
    refused(
        deal, Play(Card.parse("9S")), "the elder hand does not hold the nine of spades"
    )  # younger's card, with elder to lead
    deal.apply(Play(Card.parse("AS")))
    if DeclineLook() in deal.legal_actions():
        deal.apply(DeclineLook())
    refused(deal, Play(Card.parse("10H")), "follow")  # younger holds spades
    deal.apply(Play(Card.parse("7S")))
    refused(
        deal, Play(Card.parse("7S")), "does not hold the seven of spades"
    )  # played: it cannot be taken up again


def test_law_32_salon_counts_every_hand_by_the_laws() -> None:
    """Law 32: errors in counting may be rectified. salon counts: the worked Example scores as
    the book says, A 28 and B 23."""
    _, report = replay_record(parse_record(EXAMPLE_RECORD))
    assert "28" in str(report) and "23" in str(report)


def test_law_33_a_tie_after_six_deals_gives_each_one_more_deal() -> None:
    """Law 33: "If both players score the same number in six deals, each deals once more"."""
    progress = partie_progress([(20, 20)] * 6, first_dealer=0)
    assert progress.deals_remaining == 2 and not progress.is_over
    tied_again = partie_progress([(20, 20)] * 8, first_dealer=0, length=PartieLength.SIX_DEALS)
    assert tied_again.is_over and tied_again.result is not None and tied_again.result.is_draw


def test_law_34_the_loser_under_a_hundred_is_rubiconed() -> None:
    """Law 34: the loser who fails to score a hundred is rubiconed, whether the winner's score
    reaches a hundred or not: the winner takes both totals and a hundred."""
    assert rubicon_value(97, 89) == 97 + 89 + 100
    assert rubicon_value(150, 99) == 150 + 99 + 100
    assert rubicon_value(150, 100) == 150 - 100 + 100


def test_law_33_bis_only_one_correct_pack_is_dealt() -> None:
    """Law 33 (the second so numbered): a deal with an incorrect pack is void. salon deals one
    pack of thirty-two and refuses any other."""
    pack = list(piquet_pack())
    with pytest.raises(IllegalActionError):
        Deal().apply(DealCards(tuple(pack[:31])))
    order = deal_order(tuple(pack[:12]), tuple(pack[12:24]), tuple(pack[24:]))
    deal = Deal()
    deal.apply(DealCards(order))
    assert_dealt_by_the_laws(deal)


def test_law_34_bis_a_bystander_sees_only_what_both_players_were_shown() -> None:
    """Law 34 (the second so numbered): a bystander who affects the score pays for it. Online a
    bystander has no action at the table; what he is shown of a partie in play holds no card a
    player has not shown."""
    partie = Partie()
    rng = random.Random(9)
    while partie.deal is None or partie.deal.phase is Phase.DEAL:
        partie.apply(partie.random_action(rng))
    assert partie.to_act in (0, 1)
    deal = partie.deal
    hidden = {*deal.hands[0], *deal.hands[1], *deal.stock}
    shown = {c for e in deal.events if e.audience is None for c in e.cards}
    assert not hidden & shown
