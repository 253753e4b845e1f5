"""Écarté by the laws: each test names its rule and cites ecarte-treatise-1896-ocr.txt
("Description": the description of the game; "Law N": the Laws of Écarté I–XXX)."""

from __future__ import annotations

import pytest

from salon.cards import Card, Suit, parse_cards
from salon.ecarte.actions import (
    Accept,
    ClaimPoint,
    CutForDeal,
    Discard,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.deal import EcarteDeal, Phase
from salon.ecarte.game import EcarteGame, GamePhase
from salon.ecarte.rules import EcarteRules, GameValues
from salon.engine import CHANCE, IllegalActionError

from .helpers import dealt

ELDER, DEALER = 0, 1


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


def test_five_cards_each_by_two_then_three_and_the_eleventh_turned_up() -> None:
    """Description, "Dealing": two and three (or three and two); the eleventh card is trumps."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    assert deal.hands[ELDER] == cards("7C 8C 9C 10C JC")
    assert deal.hands[DEALER] == cards("7D 8D 9D 10D JD")
    assert deal.trump is Suit.HEARTS and len(deal.stock) == 21
    assert deal.to_act == ELDER and deal.phase is Phase.PROPOSAL


def test_dealing_three_then_two_by_agreement() -> None:
    """Description, "Dealing": or he may begin with three."""
    from salon.cards import piquet_pack
    from salon.ecarte.actions import DealCards
    from salon.ecarte.rules import DealPattern

    order = piquet_pack()
    deal = EcarteDeal(EcarteRules(deal_pattern=DealPattern.THREE_TWO), dealer=1)
    deal.apply(DealCards(order))
    assert deal.hands[ELDER] == {*order[0:3], *order[6:8]}
    assert deal.hands[DEALER] == {*order[3:6], *order[8:10]}


def test_a_turned_up_king_scores_one_to_the_dealer() -> None:
    """Description, "Dealing": if this card happens to be the king the dealer scores one."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "KH")
    assert deal.points == [0, 1]


def test_the_cut_the_highest_ecarte_card_deals_king_high() -> None:
    """Law II: the player who cuts the highest Écarté card deals (king high, ace below knave)."""
    game = EcarteGame()
    game.apply(CutForDeal((Card.parse("AS"), Card.parse("JH"))))
    assert game.deal is not None and game.deal.dealer == 1
    with pytest.raises(IllegalActionError, match="cut again"):
        EcarteGame().apply(CutForDeal((Card.parse("QS"), Card.parse("QH"))))


def test_playing_without_proposing_obliges_the_dealer_to_play() -> None:
    """Description: if the non-dealer plays without proposing the dealer must play also."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    deal.apply(Stand())
    assert deal.phase is Phase.PLAY and deal.to_act == ELDER


def test_proposing_accepting_discarding_and_drawing_non_dealer_first() -> None:
    """Description: the non-dealer discards and announces the number; the dealer discards;
    the non-dealer is served first from the top of the stock, then the dealer."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH", stock="AS KS QS JS 10S")
    deal.apply(Propose())
    assert deal.to_act == DEALER
    deal.apply(Accept())
    deal.apply(Discard(parse_cards("7C 8C")))
    deal.apply(Discard(parse_cards("7D 8D 9D")))
    assert cards("AS KS") <= deal.hands[ELDER]
    assert cards("QS JS 10S") <= deal.hands[DEALER]
    assert deal.phase is Phase.PROPOSAL  # he may propose again


def test_proposals_repeat_until_a_refusal() -> None:
    """Description: he may propose a second time, saying "Again"; the dealer may refuse."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    for _ in range(2):
        deal.apply(Propose())
        deal.apply(Accept())
        deal.apply(Discard(tuple(sorted(deal.hands[ELDER], key=lambda c: c.index)[:1])))
        deal.apply(Discard(tuple(sorted(deal.hands[DEALER], key=lambda c: c.index)[:1])))
    deal.apply(Propose())
    deal.apply(Refuse())
    assert deal.phase is Phase.PLAY and not deal.first_refused
    assert any("Again" in e.words for e in deal.events)


def test_the_second_player_must_follow_and_win_if_he_can() -> None:
    """Description, "Playing": he must follow suit and he is bound to win the trick if he can."""
    deal = dealt("7C 8C 9C 10C JC", "QC 8D 9D 10D AS", "7H")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("JC")))
    assert [a for a in deal.legal_actions() if isinstance(a, Play)] == [Play(Card.parse("QC"))]


def test_void_in_the_suit_led_he_must_trump() -> None:
    """Description, "Playing": not having any card of the suit led, he must trump."""
    deal = dealt("7C 8C 9C 10C JC", "7H 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("JC")))
    with pytest.raises(IllegalActionError, match="trump"):
        deal.apply(Play(Card.parse("8D")))
    deal.apply(Play(Card.parse("7H")))
    assert deal.tricks[-1].winner == DEALER


def test_the_king_ranks_above_the_ace() -> None:
    """Description, "Playing": king, queen, knave, ace, ten, nine, eight and seven."""
    deal = dealt("AC 8C 9C 10C 7S", "KC 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("AC")))
    deal.apply(Play(Card.parse("KC")))
    assert deal.tricks[-1].winner == DEALER


def test_the_hand_is_shown_in_the_order_of_ecarte() -> None:
    """Description, "Playing": king, queen, knave, ace, ten, nine, eight and seven; the hand
    a player sees is sorted so, each suit from its king down, the ace after the knave."""
    deal = dealt("AC KC JC 10C 7S", "QC 8D 9D 10D AS", "QH")
    assert [str(card) for card in deal.view(0).hand] == ["7S", "KC", "JC", "AC", "10C"]


def test_marking_the_king_before_the_first_card_only() -> None:
    """Law XX: the holder of the king of trumps must announce it before playing his first
    card; marking is optional."""
    deal = dealt("KH 8C 9C 10C 7S", "7D 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    assert MarkKing() in deal.legal_actions()
    deal.apply(Play(Card.parse("8C")))
    deal.apply(Play(Card.parse("AS")))  # void in clubs, no trump: any card
    assert deal.to_act == ELDER and MarkKing() not in deal.legal_actions()


def test_the_dealer_who_plays_the_king_to_the_first_trick_may_mark_it_until_he_plays_again() -> (
    None
):
    """Law XX: if the king is the first card played by the dealer, he may announce it any
    time before he again plays."""
    deal = dealt("7H 8C 9C 10C 7S", "KH 8D 9D 10D AS", "QH")
    deal.apply(Stand())
    deal.apply(Play(Card.parse("7H")))
    deal.apply(Play(Card.parse("KH")))
    assert deal.to_act == DEALER and MarkKing() in deal.legal_actions()
    deal.apply(MarkKing())
    assert deal.points[DEALER] == 1


def test_the_point_scores_one_and_the_vole_two() -> None:
    """Description, "Scoring": three or four tricks, the point (1); five tricks, the vole (2)."""
    deal = dealt("KC QC JC AC 10C", "7D 8D 9D 10D JD", "7H")
    deal.apply(Propose())
    deal.apply(Refuse())
    for card in ("KC", "QC", "JC", "AC", "10C"):
        deal.apply(Play(Card.parse(card)))
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    assert deal.tricks_won == [5, 0] and deal.points == [2, 0]


def test_playing_without_proposing_and_failing_gives_the_dealer_two() -> None:
    """Description, "Scoring": if the non-dealer plays without proposing and fails to make
    three tricks, the opponent marks two."""
    deal = dealt("7C 8C 9C 10C 7S", "KC QC JC AC 10S", "7H")
    deal.apply(Stand())
    while not deal.is_terminal:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    assert deal.points[DEALER] == 2


def test_refusing_the_first_proposal_and_failing_gives_the_non_dealer_two() -> None:
    """Description, "Scoring": if the dealer refuses cards and fails to make three tricks,
    the opponent scores two; a refusal after an acceptance carries no penalty."""
    deal = dealt("KC QC JC 7S 8S", "7D 8D 9D 10D AC", "7H")
    deal.apply(Propose())
    deal.apply(Refuse())
    for card in ("KC", "QC", "JC"):
        deal.apply(Play(Card.parse(card)))
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    while not deal.is_terminal:
        deal.apply(next(a for a in deal.legal_actions() if isinstance(a, Play)))
    assert deal.points[ELDER] == 2


def test_throwing_down_loses_one_with_a_trick_and_two_without() -> None:
    """Law XXV: a player who throws down his cards loses a point if he has made a trick,
    and two if he has not."""
    deal = dealt("7C 8C 9C 10C 7S", "KC QC JC AC 10S", "7H")
    deal.apply(Propose())
    deal.apply(Refuse())
    deal.apply(ThrowDown())
    assert deal.points == [0, 2] and deal.is_terminal


def test_claiming_the_point_carries_no_penalty_when_it_is_certain() -> None:
    """Law XXV: no penalty when he throws down his cards claiming the point."""
    sure = dealt("KC QC JC 7S 8S", "7D 8D 9D 10D AC", "7H")
    sure.apply(Propose())
    sure.apply(Refuse())
    assert ClaimPoint() in sure.legal_actions()
    sure.apply(ClaimPoint())
    assert sure.points[ELDER] == 2  # the refusal of the first proposal costs the dealer two
    unsure = dealt("7C 8C 9C 10C 7S", "KC QC JC AC 10S", "7H")
    unsure.apply(Stand())
    unsure.apply(ClaimPoint())  # a claim the cards do not bear out is a throw-down
    assert unsure.points == [0, 2] and unsure.thrown_down == ELDER


def test_game_is_five_points_and_graded_values_by_agreement() -> None:
    """Law XXIX: the game is five up; by agreement a treble if the opponent has not scored,
    a double at one or two, a single at three or four."""
    import random

    for values in GameValues:
        game = EcarteGame(EcarteRules(game_values=values))
        rng = random.Random(9)
        while not game.is_terminal:
            game.apply(game.random_action(rng))
        winner = game.winner
        assert winner is not None
        assert game.phase is GamePhase.OVER
        assert game.game_points[winner] >= 1


def test_the_rubber_best_of_three_adds_two() -> None:
    """Description, "Scoring": the player who wins two games out of three wins the rubber and
    adds two."""
    import random

    game = EcarteGame(EcarteRules(rubber_games=3))
    rng = random.Random(4)
    while not game.is_terminal:
        if game.to_act is CHANCE:
            game.apply(game.sample_chance(rng))
        else:
            game.apply(game.random_action(rng))
    winner = game.winner
    assert winner is not None and game.games_won[winner] == 2
    assert game.game_points[winner] >= 2 + 2


def test_illegal_actions_change_nothing() -> None:
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    before = list(deal.events)
    for action in (Accept(), Refuse(), Discard(parse_cards("7C")), Play(Card.parse("7C"))):
        with pytest.raises(IllegalActionError):
            deal.apply(action)
    assert deal.events == before and deal.phase is Phase.PROPOSAL


@pytest.mark.parametrize(
    ("steps", "refused", "reason"),
    [
        ([], Accept(), "there is no proposal to answer: the non-dealer proposes or plays"),
        ([], Play(Card.parse("7C")), "no card is played before the proposals are over"),
        ([Stand()], Discard((Card.parse("7C"),)), "cards are given only when a proposal is"),
        ([Propose(), Refuse()], Stand(), "the proposal was refused: the hands are played as"),
        ([Propose(), Accept()], Discard(tuple(parse_cards("7C 8C 9C 10C JC QS"))), "one to five"),
    ],
)
def test_each_refusal_names_the_rule(steps, refused, reason) -> None:
    """Description and Laws XVII-XXV: a refused action says which rule of the deal's order
    refuses it (the proposal, the answer to it, the discard, the play), and changes nothing."""
    deal = dealt("7C 8C 9C 10C JC", "7D 8D 9D 10D JD", "QH")
    for step in steps:
        deal.apply(step)
    events = list(deal.events)
    with pytest.raises(IllegalActionError, match=reason):
        deal.apply(refused)
    assert deal.events == events
