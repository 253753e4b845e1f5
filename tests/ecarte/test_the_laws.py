"""One test for each of the Laws of Écarté (ecarte-treatise-1896-ocr.txt, "The Laws of
Écarté", I–XXX), named after it: a law salon applies is driven through the engine and its
consequence checked; a law whose irregularity salon makes impossible where it deals is checked to be
impossible (the engine refuses the act, or never produces the state). The catalogue
(``salon.ecarte.laws``) says which is which; ``test_every_law_has_its_test`` holds the two
together."""

from __future__ import annotations

import itertools
import random
import typing

import pytest

from salon.cards import Card, parse_cards, piquet_pack
from salon.ecarte import actions
from salon.ecarte.actions import (
    Accept,
    ClaimPoint,
    CutForDeal,
    DealCards,
    Discard,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.deal import EcarteDeal, Phase
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules, GameValues
from salon.engine import CHANCE, IllegalActionError

from .helpers import dealt

ELDER, DEALER = 0, 1


def shuffled(seed: int) -> EcarteDeal:
    deal = EcarteDeal(dealer=1)
    deal.apply(deal.sample_chance(random.Random(seed)))
    return deal


def refused(deal: EcarteDeal, action: actions.EcarteAction, reason: str) -> None:
    before = (list(deal.events), deal.phase, [set(h) for h in deal.hands], list(deal.points))
    with pytest.raises(IllegalActionError, match=reason):
        deal.apply(action)
    assert before == (list(deal.events), deal.phase, [set(h) for h in deal.hands], deal.points)


def assert_dealt_by_the_laws(deal: EcarteDeal) -> None:
    """Five each, the eleventh turned up, twenty-one in the stock, from one pack."""
    assert [len(h) for h in deal.hands] == [5, 5]
    assert len(deal.stock) == 21 and deal.turn_up is not None
    assert {*deal.hands[0], *deal.hands[1], deal.turn_up, *deal.stock} == set(piquet_pack())


def nothing_but_own_hand_and_turn_up(deal: EcarteDeal) -> None:
    for seat in (ELDER, DEALER):
        view = deal.view(seat)
        shown = {c for e in view.talk for c in e.cards}
        assert set(view.hand) == deal.hands[seat]
        assert shown <= {*view.hand, deal.turn_up}


def exchange_once(deal: EcarteDeal, elder: int, dealer: int) -> None:
    deal.apply(Propose())
    deal.apply(Accept())
    deal.apply(Discard(tuple(sorted(deal.hands[ELDER], key=lambda c: c.index)[:elder])))
    deal.apply(Discard(tuple(sorted(deal.hands[DEALER], key=lambda c: c.index)[:dealer])))


def test_law_i_the_pack_is_shuffled_by_salon_from_a_seed() -> None:
    """Law I: each may shuffle, the dealer last, never below the table. Online salon shuffles:
    the same seed gives the same deal."""
    assert shuffled(3).hands == shuffled(3).hands
    assert shuffled(3).hands != shuffled(4).hands


def test_law_ii_the_highest_ecarte_card_cut_deals() -> None:
    """Law II: "the player who cuts the highest Écarté card deals" (the king high); the cut is
    a chance step of two cards, so no packet is cut and none exposed."""
    game = EcarteGame()
    assert game.to_act is CHANCE and game.legal_actions() == []
    game.apply(CutForDeal((Card.parse("AS"), Card.parse("KH"))))
    assert game.deal is not None and game.deal.dealer == 1


def test_law_iii_no_card_of_the_opponent_is_exposed_in_the_deal() -> None:
    """Law III: the dealer exposing one of his opponent's cards. Nothing but his own five and
    the turn-up reaches either player."""
    nothing_but_own_hand_and_turn_up(shuffled(5))


def test_law_iv_the_only_faced_card_is_the_turn_up() -> None:
    """Law IV: a faced card in the deal voids it unless it is the eleventh, the trump card.
    salon faces only the eleventh."""
    deal = shuffled(6)
    assert deal.turn_up is not None and deal.trump is deal.turn_up.suit
    nothing_but_own_hand_and_turn_up(deal)


def test_law_v_the_deal_is_always_made_rightly() -> None:
    """Law V: a mistake in dealing found before the trump is turned. salon deals five each and
    turns up the eleventh, every time."""
    for seed in range(20):
        assert_dealt_by_the_laws(shuffled(seed))


def test_law_vi_the_deal_alternates() -> None:
    """Law VI: a deal out of turn is void. The deal alternates from one deal to the next, and
    is a chance step no player performs."""
    rng = random.Random(7)
    game = EcarteGame()
    dealers: list[int] = []
    while not game.is_terminal:
        if game.deal is not None and game.deal.to_act is CHANCE:
            dealers.append(game.deal.dealer)
        game.apply(game.random_action(rng))
    assert len(dealers) >= 2
    assert all(a != b for a, b in itertools.pairwise(dealers))
    # The table says who deals at every deal, not at the first alone.
    said = [e.words for e in game.view(0).talk if e.words in ("A deals.", "B deals.")]
    assert said == [f"{'AB'[d]} deals." for d in dealers]


def test_law_vii_one_card_is_turned_up() -> None:
    """Law VII: two or more cards turned up by the dealer. salon turns up one."""
    deal = shuffled(8)
    view = deal.view(ELDER)
    assert view.turn_up == deal.turn_up and view.stock_count == 21


def test_law_viii_the_non_dealer_holds_five() -> None:
    """Law VIII: the non-dealer with too many or too few cards. He is dealt five."""
    assert all(len(shuffled(s).hands[ELDER]) == 5 for s in range(20, 40))


def test_law_ix_the_dealer_holds_five() -> None:
    """Law IX: the dealer with too many or too few cards. He is dealt five."""
    assert all(len(shuffled(s).hands[DEALER]) == 5 for s in range(40, 60))


def test_law_x_a_king_turned_up_always_scores() -> None:
    """Law X: with a wrong number dealt, a king turned up cannot be scored. The numbers are
    always right, so a king turned up scores one to the dealer."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "KH")
    assert deal.points == [0, 1]


def test_law_xi_nobody_plays_without_proposing_on_a_wrong_hand() -> None:
    """Law XI: playing without proposing with too many or too few cards. Both hold five when
    the non-dealer plays without proposing."""
    deal = shuffled(9)
    deal.apply(Stand())
    assert [len(h) for h in deal.hands] == [5, 5]


def test_law_xii_nobody_may_look_at_his_discard() -> None:
    """Law XII: "No player shall be permitted to look at the cards he has discarded"."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    deal.apply(Propose())
    deal.apply(Accept())
    deal.apply(Discard(parse_cards("7C 8C")))
    view = deal.view(ELDER)
    assert view.discarded == (2, 0)
    assert not {c for e in view.talk for c in e.cards} & set(parse_cards("7C 8C"))


def test_law_xiii_nobody_takes_more_cards_than_he_discarded() -> None:
    """Law XIII: taking more cards than one discarded. Each is served exactly his number."""
    deal = shuffled(10)
    exchange_once(deal, 3, 2)
    assert [len(h) for h in deal.hands] == [5, 5]


def test_law_xiv_the_non_dealer_is_served_all_he_discarded() -> None:
    """Law XIV: the non-dealer asking for fewer than he discarded. He is served as many as he
    discarded: his hand is whole."""
    deal = shuffled(11)
    stock = len(deal.stock)
    exchange_once(deal, 4, 1)
    assert len(deal.hands[ELDER]) == 5 and len(deal.stock) == stock - 5


def test_law_xv_the_non_dealer_is_served_what_he_asked_for() -> None:
    """Law XV: more or fewer cards given to the non-dealer than he asked for. He is given his
    number from the top of the stock, and the dealer his from under them."""
    deal = shuffled(12)
    top = deal.stock[:3]
    exchange_once(deal, 2, 1)
    assert set(top[:2]) <= deal.hands[ELDER] and top[2] in deal.hands[DEALER]


def test_law_xvi_the_dealer_is_served_all_he_discarded() -> None:
    """Law XVI: the dealer taking fewer than he discarded. He is served his number."""
    deal = shuffled(13)
    exchange_once(deal, 1, 5)
    assert len(deal.hands[DEALER]) == 5


def test_law_xvii_the_stock_running_short() -> None:
    """Law XVII: the stock running short, the non-dealer takes what he asks while it lasts, the
    dealer what remains; nobody may propose on an empty stock."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    exchange_once(deal, 5, 5)
    exchange_once(deal, 5, 5)
    assert len(deal.stock) == 1
    deal.apply(Propose())
    deal.apply(Accept())
    with pytest.raises(IllegalActionError, match="discard one card"):
        deal.apply(Discard(tuple(sorted(deal.hands[ELDER], key=lambda c: c.index)[:2])))
    deal.apply(Discard(tuple(sorted(deal.hands[ELDER], key=lambda c: c.index)[:1])))
    assert not deal.stock and deal.legal_actions() == [Stand()]


def test_law_xviii_no_faced_card_lies_in_the_pack() -> None:
    """Law XVIII: a faced card found in the pack. Nothing of the stock is ever shown."""
    deal = shuffled(14)
    exchange_once(deal, 2, 2)
    stock = set(deal.stock)
    for seat in (ELDER, DEALER):
        assert not stock & {c for e in deal.view(seat).talk for c in e.cards}


def test_law_xix_a_king_turned_up_scores_to_the_dealer() -> None:
    """Law XIX: "If a king be turned up, the dealer is entitled to mark it"."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "KS")
    assert deal.points == [0, 1]


def test_law_xx_the_king_is_marked_before_the_first_card_only() -> None:
    """Law XX: the holder of the king of trumps must announce it before playing his first card
    or he loses the right to mark it."""
    deal = dealt("KH 8C 9C 10C 7S", "7D 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    assert MarkKing() in deal.legal_actions()
    deal.apply(Play(Card.parse("8C")))
    deal.apply(Play(Card.parse("AS")))
    assert MarkKing() not in deal.legal_actions()
    refused(deal, MarkKing(), "only by its holder before his first card")


def test_law_xxi_the_king_cannot_be_declared_by_mistake() -> None:
    """Law XXI: a player declaring the king by mistake. Marking the king is refused to one who
    does not hold it."""
    deal = dealt("7H 8C 9C 10C 7S", "KH 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    assert deal.to_act == ELDER
    refused(deal, MarkKing(), "only by its holder")


def test_law_xxii_both_hands_stay_whole_through_the_play() -> None:
    """Law XXII: playing with an incomplete hand. Both hands hold five when the play begins
    and lose a card a trick together."""
    rng = random.Random(15)
    deal = shuffled(15)
    while not deal.is_terminal:
        if deal.phase is Phase.PLAY and deal.lead is None:
            assert len(deal.hands[0]) == len(deal.hands[1])
        deal.apply(deal.random_action(rng))


def test_law_xxiii_a_card_that_fails_to_win_when_it_can_is_refused() -> None:
    """Law XXIII: a card played in reply may be retaken if the player revoked or underforced.
    salon refuses such a card, and a card once played is final."""
    deal = dealt("KC 8C 9C 10C 7S", "QC 7D 8D 9D AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("9C")))
    # He holds a club above the nine: the refusal names it.
    refused(
        deal,
        Play(Card.parse("7D")),
        "the trick must be won if it can be, here by a club above the nine",
    )
    deal.apply(Play(Card.parse("QC")))
    refused(deal, Play(Card.parse("QC")), "not in that hand")


def test_law_xxiv_a_card_played_out_of_turn_is_refused() -> None:
    """Law XXIV: "If either of the players play out of turn, he must take up his card"."""
    deal = dealt("KC 8C 9C 10C 7S", "QC 7D 8D 9D AS", "QH")
    deal.apply(Stand())
    refused(deal, Play(Card.parse("QC")), "not in that hand")


def test_law_xxv_throwing_down_loses_one_with_a_trick_and_two_without() -> None:
    """Law XXV: a player who throws down loses a point if he has made a trick, two if not; no
    penalty when he throws down claiming the point."""
    deal = dealt("7C 8C 9C 10C 7S", "KC QC JC AC 10S", "7H")
    deal.apply(Propose())
    deal.apply(Refuse())
    deal.apply(ThrowDown())
    assert deal.points == [0, 2]
    sure = dealt("KC QC JC 7S 8S", "7D 8D 9D 10D AC", "7H")
    sure.apply(Stand())
    sure.apply(ClaimPoint())
    assert sure.points[ELDER] >= 1


def test_law_xxv_cards_thrown_down_with_three_tricks_claim_the_point() -> None:
    """Law XXV: "Should he, however, have thrown down his cards, claiming that he has won the
    point ... there is no penalty": with three tricks he has won it, so his cards go down only
    as a claim, which holds; a plain throw-down, with its penalty, is not offered him."""
    deal = dealt("KC QC JC AC 10C", "7D 8D 9D 10D 7S", "7H")
    deal.apply(Stand())
    for card in ("KC", "7D", "QC", "8D", "JC", "9D"):
        deal.apply(Play(Card.parse(card)))
    assert deal.tricks_won[ELDER] == 3 and deal.to_act == ELDER
    assert ThrowDown() not in deal.legal_actions() and ClaimPoint() in deal.legal_actions()
    refused(deal, ThrowDown(), "to throw down your cards now is to claim it")
    deal.apply(ClaimPoint())
    assert deal.points[DEALER] == 0 and deal.points[ELDER] >= 1


def test_law_xxvi_cards_are_thrown_down_only_by_saying_so() -> None:
    """Law XXVI: lowering one's cards so as to seem to give up counts as throwing them down.
    Online the only ways to throw down are the two actions that say so."""
    names = {cls.__name__ for cls in typing.get_args(actions.EcarteAction)}
    assert {"ThrowDown", "ClaimPoint"} <= names
    assert names - {"ThrowDown", "ClaimPoint"} == {
        "CutForDeal",
        "DealCards",
        "Stand",
        "Propose",
        "Accept",
        "Refuse",
        "Discard",
        "MarkKing",
        "Play",
    }


def test_law_xxvii_revoking_or_underforcing_is_refused() -> None:
    """Law XXVII: revoking or underforcing, the cards played over again and the offender's
    scores halved. salon refuses a card that revokes, underforces or fails to trump."""
    deal = dealt("7C 8S 9S 10S 7S", "KC AD 8D 9D 10D", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("7C")))
    refused(deal, Play(Card.parse("AD")), "must be won if it can be, here by a club")  # the king


def test_law_xxiii_the_refusal_names_the_duty_the_hand_has() -> None:
    """Law XXIII: follow suit, win if one can, trump if void: a refused card is told the duty
    of this hand in this trick, not the whole law."""
    deal = dealt("KC 8C 9C 10C 7S", "QC 7D 8D 9D AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("KC")))  # only the king beats the queen: a club, any club
    refused(deal, Play(Card.parse("7D")), "the suit led, clubs, must be followed$")
    deal = dealt("7D 8S 9S 10S JS", "QC 7C 8C 9H AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("7D")))  # void in diamonds, a heart held: trump
    refused(deal, Play(Card.parse("8C")), "a hand with no diamonds must trump$")


def test_law_xxviii_bystanders_cannot_reach_a_two_handed_game() -> None:
    """Law XXVIII: "At English Écarté bystanders shall not in any way interfere with the game."
    A two-handed deal has no seat but its two and the chance step. (French Écarté's advice by
    pointing, and bettors kept from the hand they bet against: tests/sessions and
    tests/ecarte_sessions.)"""
    rng = random.Random(16)
    deal = shuffled(16)
    while not deal.is_terminal:
        assert deal.to_act in (ELDER, DEALER)
        deal.apply(deal.random_action(rng))


def test_law_xxix_the_game_is_five_up_with_trebles_by_agreement() -> None:
    """Law XXIX: "The game is five up, but by agreement may count a treble if the opponent has
    not scored, and a single if he has scored three or four"."""
    for values in GameValues:
        rng = random.Random(17)
        game = EcarteGame(EcarteRules(game_values=values))
        while not game.is_terminal:
            game.apply(game.random_action(rng))
        assert game.winner is not None
        totals = [sum(points[seat] for points in game.deal_points) for seat in (0, 1)]
        assert totals[game.winner] >= 5 > totals[1 - game.winner]
        loser_scored = totals[1 - game.winner]
        graded = (3, 2, 2, 1, 1)[loser_scored]
        assert game.game_points[game.winner] == (1 if values is GameValues.SINGLE else graded)


def test_law_xxx_every_score_is_marked_when_it_is_made() -> None:
    """Law XXX: a score omitted may be marked before the next trump is turned. salon marks each
    score as it is made: a deal's points are in both players' views at once."""
    deal = dealt("KC QC JC AC 10C", "7D 8D 9D 10D JD", "7H")
    deal.apply(Propose())
    deal.apply(Refuse())
    for card in ("KC", "QC", "JC", "AC", "10C"):
        deal.apply(Play(Card.parse(card)))
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    assert deal.view(ELDER).points == deal.view(DEALER).points == (2, 0)


def test_a_deal_of_a_wrong_pack_is_refused() -> None:
    """Laws V and VI together: only the thirty-two cards of one pack are dealt."""
    pack = list(piquet_pack())
    with pytest.raises(IllegalActionError):
        EcarteDeal(dealer=1).apply(DealCards((*pack[:31], pack[0])))
