"""Bad input gets a clear error and changes nothing, in every phase of a Piquet deal."""

from __future__ import annotations

import random

import pytest

from salon.cards import Card, Rank, Suit, parse_cards
from salon.engine import IllegalActionError
from salon.piquet.actions import (
    ActionParseError,
    Answer,
    Call,
    DealAction,
    Exchange,
    Play,
    Sink,
    ThrowIn,
    Verdict,
    parse_action,
)
from salon.piquet.combinations import CardSet, Point, Sequence
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
    refused(deal, Exchange(tuple(hand[:6])), "one to 5")
    refused(deal, Exchange(()), "one to 5")
    stranger = next(c for c in deal.hands[1])
    refused(deal, Exchange((stranger,)), "does not hold")
    refused(deal, Exchange((hand[0], hand[0])), "named twice")


def test_calling_what_is_not_held_is_refused() -> None:
    """rules-notes: a player may never call what he does not hold."""
    deal = exchanged(
        "AS KS QS JS 10S AH AD 7H 7D 7C QH QD", "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"
    )
    refused(deal, Call(Point(Suit.SPADES, 6)), "elder calls")
    refused(deal, Call(Point(Suit.CLUBS, 2)), "elder calls")
    run(deal, ["call point 5S"])
    refused(deal, Answer(Verdict.NOT_GOOD, Point(Suit.HEARTS, 3)), "younger answers")
    refused(deal, Answer(Verdict.ASK_VALUE), "younger answers")
    run(deal, ["answer good"])
    refused(deal, Call(Sequence(Suit.HEARTS, Rank.ACE, 3)), "elder calls")
    refused(deal, Call(CardSet(Rank.KING, parse_cards("KS KH KD"))), "elder calls")


def test_wrong_player_and_not_following_suit() -> None:
    deal = exchanged(
        "AS KS QS JS 10S AH AD 7H 7D 7C QH QD", "9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"
    )
    run(deal, ["sink", "sink", "sink"])
    refused(deal, Play(Card.parse("9S")), "does not hold")
    run(deal, ["play AS", "no-look"])
    refused(deal, Play(Card.parse("10H")), "suit led must be followed")
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
