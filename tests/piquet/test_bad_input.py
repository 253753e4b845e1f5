"""Bad input gets a clear error and changes nothing, in every phase of a Piquet deal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.card_codes import card_codes

from salon.cards import Card, Rank, Suit, parse_cards
from salon.engine import IllegalActionError
from salon.piquet.actions import (
    ActionParseError,
    AnnounceCarteBlanche,
    Answer,
    Call,
    DealAction,
    Exchange,
    Play,
    Reckon,
    Sink,
    ThrowIn,
    Verdict,
    parse_action,
)
from salon.piquet.combinations import DECLARED_CATEGORIES, CardSet, Point, Sequence
from salon.piquet.deal import Deal, Phase
from salon.piquet.rules import PiquetRules

from .helpers import exchanged, run


def refused(deal: Deal, action: DealAction, reason: str) -> None:
    before = (list(deal.events), deal.phase, [set(h) for h in deal.hands], list(deal.scores))
    with pytest.raises(IllegalActionError, match=reason):
        deal.apply(action)
    assert before == (
        list(deal.events),
        deal.phase,
        [set(h) for h in deal.hands],
        list(deal.scores),
    )


def test_nothing_before_the_deal_and_no_second_shuffle() -> None:
    deal = Deal()
    refused(deal, Play(Card.parse("AS")), "dealt first")
    deal.apply(deal.sample_chance(random.Random(1)))
    with pytest.raises(IllegalActionError, match="have been dealt"):
        deal.sample_chance(random.Random(2))
    refused(deal, Deal().sample_chance(random.Random(2)), "already been dealt")


def test_exchange_limits_and_cards_not_held() -> None:
    """Laws 12-13 (E): each must exchange at least one; elder at most five."""
    deal = Deal()
    deal.apply(deal.sample_chance(random.Random(1)))
    run(deal, ["no-carte-blanche"])
    hand = sorted(deal.hands[0], key=lambda c: c.index)
    refused(deal, Exchange(tuple(hand[:6])), "one to five cards")
    refused(deal, Exchange(()), "one to five cards")
    stranger = next(c for c in deal.hands[1])
    refused(deal, Exchange((stranger,)), "does not hold")
    refused(deal, Exchange((hand[0], hand[0])), "named twice")


def test_a_card_not_held_is_named_in_words() -> None:
    """Law 12: the refusal names the card as a player reads it ("the seven of hearts"), and
    the words a player is shown leave out the action's notation ("exchange 7H")."""
    deal = Deal()
    deal.apply(deal.sample_chance(random.Random(1)))
    run(deal, ["no-carte-blanche"])
    stranger = next(c for c in deal.hands[1])
    with pytest.raises(IllegalActionError) as refusal:
        deal.apply(Exchange((stranger,)))
    assert refusal.value.reason == f"the elder hand does not hold the {stranger.name}"
    assert refusal.value.said == f"Not allowed: {refusal.value.reason}"
    assert card_codes(refusal.value.said) == []


def test_calling_what_is_not_held_is_refused() -> None:
    """rules-notes: a player may never call what he does not hold."""
    deal = exchanged(
        "AS KS QS JS 10S AH AD 7H 7D 7C QH QD", "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"
    )
    refused(deal, Call(Point(Suit.SPADES, 6)), "you do not hold six spades")
    refused(deal, Call(Point(Suit.CLUBS, 2)), "you do not hold two clubs")
    refused(deal, Call(Sequence(Suit.SPADES, Rank.ACE, 5)), "the point is called first")
    run(deal, ["call point 5S"])
    refused(
        deal,
        Answer(Verdict.NOT_GOOD, Point(Suit.HEARTS, 3)),
        "your point of three in hearts is not better than the call",
    )
    refused(deal, Answer(Verdict.ASK_VALUE), "only when he holds as many cards")
    run(deal, ["answer good"])
    refused(deal, Call(Sequence(Suit.HEARTS, Rank.ACE, 3)), "not hold a tierce major in hearts")
    refused(deal, Call(CardSet(Rank.KING, parse_cards("KS KH KD"))), "the sequence is called")
    run(deal, ["call seq 5AS", "answer good"])
    refused(deal, Reckon(Sequence(Suit.SPADES, Rank.ACE, 3)), "a run is not reckoned as two")
    run(deal, ["done"])
    refused(deal, Call(CardSet(Rank.QUEEN, parse_cards("QS QH QD QC"))), "not hold four queens")
    refused(deal, Call(Point(Suit.SPADES, 5)), "the point has been called: now the quatorze")


def test_reckoning_against_the_best_first_rule_names_it() -> None:
    """piquet-description-and-example.txt "Calling and showing": elder should call his best
    first; having called a lesser sequence, allowed good but not good against the cards, he
    cannot afterwards reckon a higher one."""
    deal = exchanged("AS KS QS JS QH JH 10H 7D 8D 7C 8C 9C", "10S 9S 8S 7S AH KH 9H 8H AD KD QD JD")
    run(deal, ["call point 4S", "answer good", "call seq 3QH", "answer good"])
    refused(
        deal,
        Reckon(Sequence(Suit.SPADES, Rank.ACE, 4)),
        "you called the tierce to the queen first and it was not good against the cards: "
        "the laws let you reckon nothing higher",
    )
    run(deal, ["reckon seq 39C"])  # a lesser one is allowed


def test_answers_and_younger_reckonings_refused_by_their_laws() -> None:
    """piquet-description-and-example.txt "Calling and showing" and the laws of
    piquet-encyclopedia-1902-with-laws.txt: trios are never equal; younger reckons nothing in
    a class he allowed good, and nothing once he has played to the first trick (Law 28)."""
    deal = exchanged(
        "AS KS QS JS 10S AH AD 7H 7D 7C QH QD", "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"
    )
    run(deal, ["call point 5S", "answer good", "call seq 5AS", "answer good", "done"])
    run(deal, ["call set AS AH AD"])
    tens = CardSet(Rank.TEN, parse_cards("10H 10D 10C"))
    refused(deal, Answer(Verdict.EQUAL, tens), "quatorzes and trios are never equal")
    run(deal, ["answer good", "done", "play AS", "no-look"])
    refused(deal, Reckon(tens), "you allowed elder's quatorze or trio good: you reckon none")
    run(deal, ["play 7S", "play AH"])
    refused(deal, Reckon(tens), "Law 28")


def test_carte_blanche_and_play_out_of_order_name_the_rule() -> None:
    """piquet-description-and-example.txt "Carte blanche": a hand without king, queen or
    knave; the order of the deal: no card is played before the calling is over."""
    deal = Deal()
    deal.apply(deal.sample_chance(random.Random(1)))
    refused(deal, AnnounceCarteBlanche(), "no king, queen nor knave: you hold the")
    refused(deal, Play(next(iter(deal.hands[0]))), "the younger hand first says whether")


def test_wrong_player_and_not_following_suit() -> None:
    deal = exchanged(
        "AS KS QS JS 10S AH AD 7H 7D 7C QH QD", "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"
    )
    run(deal, ["sink", "sink", "sink"])
    refused(deal, Play(Card.parse("9S")), "does not hold")
    run(deal, ["play AS", "no-look"])
    refused(deal, Play(Card.parse("10H")), "the suit led, [a-z]+, must be followed")
    refused(deal, ThrowIn(), "last deal")


def test_nothing_after_the_end() -> None:
    deal = Deal(PiquetRules())
    rng = random.Random(3)
    while not deal.is_terminal:
        deal.apply(deal.random_action(rng))
    assert deal.phase is Phase.OVER
    refused(deal, Sink(), "over")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "play",
        "play XX",
        "call",
        "call point",
        "call point 13S",
        "call seq 2AS",
        "call set 9S 9H 9D",
        "call set AS KS QS",
        "answer",
        "answer maybe",
        "exchange QQ",
        "dance",
    ],
)
def test_malformed_action_text_is_refused(text: str) -> None:
    with pytest.raises(ActionParseError):
        parse_action(text)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_every_refusal_gives_its_reason_and_changes_nothing(seed: int) -> None:
    """Any action at any moment of a random deal is taken or refused with a reason; the
    reason is found without fault (calls of sets below tens, of cards not held, …)."""
    from salon.piquet.combinations import callable_combinations

    rng = random.Random(seed)
    pack = parse_cards("AS KS QS JS 10S 9S 8S 7S AH KH QH JH 10H 9H AD KD QD JD 10D AC KC QC")
    combos = [c for category in DECLARED_CATEGORIES for c in callable_combinations(category, pack)]
    combos.append(CardSet(Rank.NINE, parse_cards("9S 9H 9D")))
    deal = Deal()
    while not deal.is_terminal:
        combo = rng.choice(combos)
        verdict = rng.choice(list(Verdict))
        for action in (Call(combo), Reckon(combo), Answer(verdict, combo), Answer(verdict)):
            if action in deal.legal_actions():
                continue
            with pytest.raises(IllegalActionError) as refusal:
                deal.check(action)
            assert refusal.value.reason
        deal.apply(deal.random_action(rng))
