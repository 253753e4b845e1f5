"""Hints that explain: the recommended choice, its worth against the next best, the maxim."""

from __future__ import annotations

import re

import pytest
from tests.analysis.helpers import example_deal_at_the_exchange, partie_at_the_elders_exchange

from salon.analysis.hints import describe, hint_for
from salon.cards import parse_cards
from salon.ecarte.actions import Play, Propose, Stand
from salon.ecarte.actions import parse_action as ecarte_action
from salon.ecarte.game import EcarteGame
from salon.piquet.actions import Exchange, Role


def test_a_discard_hint_names_the_cards_what_they_keep_and_the_odds() -> None:
    """Elder of the worked Example: the hint names a discard the laws allow, what it keeps
    (his point of four in hearts), his chance, the points over the next best and the hints'
    maxim for the elder's discard."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    hint = hint_for(view, seed=1)
    assert hint is not None
    assert isinstance(hint.choice, Exchange) and 1 <= len(hint.choice.discard) <= 5
    assert set(hint.choice.discard) <= set(view.hand)
    assert hint.words.startswith("Discard the ")
    assert "keeps the point of four in hearts" in hint.words
    assert "% to win the deal" in hint.words
    assert "points in the deal on average over" in hint.words or "as good on average as" in (
        hint.words
    )
    assert hint.margin is not None and hint.margin >= 0
    assert hint.maxim is not None and hint.maxim.text in hint.words


def test_a_partie_hint_says_its_points_are_the_settlements() -> None:
    """In a partie the strong player weighs the settlement, where the rubicon can make one
    point of the deal worth twenty: a hint's gap says so, never bare points a player would
    read as the deal's (found by a new player's trial: "+41.8 points over the next best")."""
    view = partie_at_the_elders_exchange(4)
    for seed in range(1, 9):  # a hint whose best gains something over the next
        hint = hint_for(view, seed=seed)
        assert hint is not None and "to win the partie" in hint.words
        said = re.search(r"[+]\d+\.\d points( of the settlement)? on average", hint.words)
        if said is not None:
            assert said[1], hint.words
            return
    pytest.fail("no hint gained anything over its next best")


def test_no_hint_for_a_hand_not_to_act() -> None:
    view = example_deal_at_the_exchange().view(Role.YOUNGER)
    assert hint_for(view, seed=1) is None


def test_an_ecarte_hint_weighs_proposing_against_playing() -> None:
    game = EcarteGame()
    game.apply(ecarte_action("cut KH 7S"))
    game.apply(
        ecarte_action(
            "deal "
            + " ".join("KS QS JS 7D 8D 9H 10H AC 8C 9C 7H".split())
            + " "
            + " ".join(c for c in _rest("KS QS JS 7D 8D 9H 10H AC 8C 9C 7H"))
        )
    )
    seat = game.to_act
    assert isinstance(seat, int)
    hint = hint_for(game.view(seat), seed=2)
    assert hint is not None and hint.choice in (Stand(), Propose())
    assert "% to win the game" in hint.words


def test_an_ecarte_hint_where_one_card_alone_may_be_played_names_it_with_its_chance() -> None:
    """The dealer holds no club and one trump when the king of clubs is led: he must trump
    with the seven of diamonds (Laws of Écarté XXIII: one must follow, win or trump when one
    can), yet he may still throw down his cards or claim the point, so he has a choice and
    may ask for a hint. The hint names the only card and its chance, as every hint does."""
    game = EcarteGame()
    game.apply(ecarte_action("cut KH 7S"))
    dealt = "KC QC 9H 10H AC KS QS 8S 7H 7D 8D"
    game.apply(ecarte_action("deal " + dealt + " " + " ".join(_rest(dealt))))
    game.apply(ecarte_action("stand"))
    game.apply(ecarte_action("play KC"))
    view = game.view(0)
    plays = [action for action in view.legal if isinstance(action, Play)]
    assert plays == [Play(parse_cards("7D")[0])] and len(view.legal) > 1
    hint = hint_for(view, seed=3)
    assert hint is not None and hint.choice == plays[0]
    assert hint.words.startswith("Play the seven of diamonds, the only card you may play; ")
    assert "% to win the game" in hint.words


def _rest(dealt: str) -> list[str]:
    from salon.cards import piquet_pack

    used = set(dealt.split())
    return [str(c) for c in piquet_pack() if str(c) not in used]


def test_actions_are_described_in_a_players_words() -> None:
    assert describe(Stand()) == "Play without proposing"
    assert describe(Propose()) == "Propose"


def test_values_are_worded_as_a_card_player_says_them() -> None:
    """Chances in whole percent ("75% to win the deal"), points as "+3.7 points on average
    over discarding …"; never "in the hundred"; the cards in words, as the table names them
    ("the seven of clubs", never "the 7 of clubs")."""
    view = example_deal_at_the_exchange().view(Role.ELDER)
    hint = hint_for(view, seed=2)  # a seed whose runner-up loses something, measured apart
    assert hint is not None
    assert re.search(
        r"; \d{1,2}% to win the deal, [+]\d+\.\d points in the deal on average over the next best, "
        r"discarding the ",
        hint.words,
    )
    assert "in the hundred" not in hint.words
    assert re.search(r"the (seven|eight|nine|ten|knave|queen|king|ace)[ ,]", hint.words)
    assert not re.search(r"the \d+[ ,]", hint.words)


def test_an_ecarte_hint_gives_both_chances_in_percent() -> None:
    game = _ecarte_at_the_proposal()
    seat = game.to_act
    assert isinstance(seat, int)
    hint = hint_for(game.view(seat), seed=2)
    assert hint is not None
    assert re.search(r"\d+% to win the game, (against \d+% by|a shade better than) \w+", hint.words)
    assert "in the hundred" not in hint.words


def test_a_hint_is_made_from_the_players_view_alone() -> None:
    """Two deals the elder cannot tell apart (the younger's hand and the three cards of the
    stock he may take are swapped about) give the same hint, word for word."""
    from salon.piquet.actions import WaiveCarteBlanche, parse_action
    from salon.piquet.deal import Deal
    from salon.piquet.examples import ELDER_DEALT, STOCK, YOUNGER_DEALT, deal_order

    younger = (*STOCK[5:], *YOUNGER_DEALT[3:])
    stock = (*STOCK[:5], *YOUNGER_DEALT[:3])
    other = Deal()
    other.apply(parse_action("deal " + " ".join(map(str, deal_order(ELDER_DEALT, younger, stock)))))
    other.apply(WaiveCarteBlanche())
    first = example_deal_at_the_exchange()
    assert first.view(Role.YOUNGER).hand != other.view(Role.YOUNGER).hand
    one, two = hint_for(first.view(Role.ELDER), seed=5), hint_for(other.view(Role.ELDER), seed=5)
    assert one is not None and two is not None
    assert one.words == two.words and one.choice == two.choice


def test_a_call_is_hinted_with_the_advice_on_calling() -> None:
    """After the exchange, the elder's hint is to call, with the 1902 hint on calling, never
    one on discarding."""
    from salon.analysis.maxims import PIQUET, Advice
    from salon.piquet.actions import Exchange as Exchanged

    deal = example_deal_at_the_exchange()
    deal.apply(Exchanged(parse_cards("7C 8C JC 8D 9D")))
    deal.apply(Exchanged(parse_cards("7H 9H 7S")))
    hint = hint_for(deal.view(Role.ELDER), seed=1)
    assert hint is not None and hint.words.startswith("Call the ")
    assert hint.maxim in (PIQUET[Advice.BEFORE_CALLING], PIQUET[Advice.SINKING], None)


def test_among_calls_found_equal_the_hint_calls_the_whole_point() -> None:
    """The laws let a player call less than he holds (piquet-encyclopedia-1902-with-laws.txt,
    "Declarations"), and where the samples find every call worth the same, the hint still
    recommends the whole point, never "the point of one" of the same suit."""
    from salon.piquet.actions import parse_action
    from salon.piquet.deal import Deal

    deal = Deal()
    dealt = "QS 9H KC 10D 8H QC 7D QD KS AH 9D 8D JH JD 8S 10S 7C JC 7H KD AS 10C AC 9C"
    for action in (
        f"deal {dealt} 9S AD QH 7S 8C JS 10H KH",
        "no-carte-blanche",
        "exchange 7C 8H 9H JH JD",
        "exchange 7H 8S 9C",
    ):
        deal.apply(parse_action(action))
    hint = hint_for(deal.view(Role.ELDER), seed=3)
    assert hint is not None
    assert hint.words.startswith("Call the point of five in spades;"), hint.words
    assert "as good on average as" in hint.words


def _ecarte_at_the_proposal() -> EcarteGame:
    game = EcarteGame()
    game.apply(ecarte_action("cut KH 7S"))
    dealt = "KS QS JS 7D 8D 9H 10H AC 8C 9C 7H"
    game.apply(ecarte_action("deal " + dealt + " " + " ".join(_rest(dealt))))
    return game


def test_two_choices_at_one_turn_are_said_in_their_order() -> None:
    """The king marked, then a card led (Law XX: before playing his first card): the hint says
    both, the second after "Then", not two sentences run together (found by a new player's
    trial: a set to reckon and a card to play at one turn)."""
    from tests.terminal.ecarte_positions import ecarte_game

    game = ecarte_game(
        you_deal=False, elder="KC 7S 9S 10S 8H", dealer="JS AD 10D JC 8C", turn_up="7C"
    )
    game.apply(Stand())
    hint = hint_for(game.view(0))
    assert hint is not None
    first, then, second = hint.words.partition(" Then ")
    assert then and first.startswith(("Mark the king", "Do not mark")), hint.words
    assert second.startswith("play "), hint.words


def test_a_runner_up_a_little_better_on_the_deals_tried_is_said_plainly() -> None:
    """The best kept though another did a little better on these deals (by no more than
    luck explains): said as a concession, not as a second advice beside the first (a new
    player's trial: "Discard …, and discarding …, a little better …, is no better …")."""
    from salon.analysis.appraisal import Appraisal, Moment, OptionValue
    from salon.analysis.hints import _against
    from salon.analysis.verdicts import ECARTE_CHANCE
    from salon.cards import parse_cards
    from salon.ecarte.actions import Discard

    best = OptionValue(Discard(parse_cards("10D QS")), points=0.9, chance=0.84)
    runner = OptionValue(Discard(parse_cards("10D")), points=0.9, chance=0.85)
    appraisal = Appraisal(Moment.DISCARD, (best, runner), best, ECARTE_CHANCE, samples=40)
    said = _against(appraisal, best, runner, False, False, "game")
    assert said == (
        "though discarding the ten of diamonds did a little better on the deals tried, by no "
        "more than luck explains"
    )


def test_a_choice_said_of_whoever_made_it_names_no_one_else_s_cards() -> None:
    """What if and the review say a choice of its maker ("Ann chose to throw down the
    hand"), so its words say no "your" (a new player's trial: "Ann chose to throw down your
    cards")."""
    from salon.analysis.hints import describe
    from salon.ecarte.actions import ThrowDown
    from salon.piquet.actions import ThrowIn

    assert describe(ThrowDown()) == "Throw down the hand"
    assert describe(ThrowIn()) == "Throw in the hand"
