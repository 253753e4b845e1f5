"""The model of the adversary's calls, answers, sinkings and replies, and deals weighed by it
(issue: inference from choices).

Rebstock et al. 2019 weigh each sampled deal by how likely the adversary's own choices were
under a model of his play; after the exchange, his calling and his card play tell of his hand.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.agents.thumb_moments import thumb_moments

from salon.agents.piquet.conduct import DECLARATIONS, PLAY, Declarations, Follow
from salon.agents.piquet.inference import HiddenDeal, Knowledge
from salon.cards import Card, parse_cards
from salon.piquet.actions import Role
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import Category
from salon.piquet.deal import Deal, Phase

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
FIVE_HEARTS = frozenset(parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD"))
FOUR_HEARTS = frozenset(parse_cards("AH KH QH JH 9D AS JS 9S 8S JC 9C KD"))
NOTHING = Declarations(own_calls=(), answers=(), called_to_him=(), passed=frozenset())
POINT_OF_FOUR = Claim(ELDER, Category.POINT, Relation.HOLDS, 4, None)


def _card(text: str) -> Card:
    return parse_cards(text)[0]


def test_a_call_of_less_than_the_best_held_makes_the_hand_less_likely() -> None:
    """Elder called a point of four: a hand of five hearts would have called five."""
    told = replace(NOTHING, own_calls=(POINT_OF_FOUR,), passed=frozenset({Category.POINT}))
    assert DECLARATIONS.likelihood(FOUR_HEARTS, told) > 10 * DECLARATIONS.likelihood(
        FIVE_HEARTS, told
    )


def test_a_class_passed_without_a_call_is_likelier_with_nothing_to_call() -> None:
    """Elder called no sequence: a hand with a quart (AH KH QH JH) sank it, which is rare."""
    told = replace(NOTHING, passed=frozenset({Category.SEQUENCE}))
    no_run = frozenset(parse_cards("AH QH 9H 7H 9D AS JS 9S 7S JC 9C KD"))
    assert DECLARATIONS.likelihood(no_run, told) > 10 * DECLARATIONS.likelihood(FOUR_HEARTS, told)


def test_a_class_not_yet_called_tells_nothing() -> None:
    """The sequence not yet reached: holding a quart is no less likely."""
    assert DECLARATIONS.likelihood(FOUR_HEARTS, NOTHING) == DECLARATIONS.likelihood(
        frozenset(parse_cards("AH QH 9H 7H 9D AS JS 9S 7S JC 9C KD")), NOTHING
    )


def test_younger_who_allowed_a_call_good_likelier_could_not_beat_it() -> None:
    """Elder called a point of four and younger said good: five hearts would have beaten it."""
    told = replace(NOTHING, called_to_him=(POINT_OF_FOUR,))
    three = frozenset(parse_cards("AH KH QH 8D 9D AS JS 9S 8C JC 9C KD"))
    assert DECLARATIONS.likelihood(three, told) > 10 * DECLARATIONS.likelihood(FIVE_HEARTS, told)
    # An answer of "not good" is true whatever else he holds.
    beaten = replace(told, answers=(Claim(YOUNGER, Category.POINT, Relation.BEATS, 4, None),))
    assert DECLARATIONS.likelihood(FIVE_HEARTS, beaten) == DECLARATIONS.likelihood(three, beaten)


def test_a_reply_the_rules_of_thumb_prefer_makes_the_hand_likelier() -> None:
    """To the nine of hearts he played the ace: likelier if he held no cheaper winner."""
    follow = Follow(_card("9H"), _card("AH"), frozenset())
    dear = frozenset(parse_cards("AH 10H 8H AS JS 9S 8S JC 9C KD QD 7D"))
    only = frozenset(parse_cards("AH 8H 7H AS JS 9S 8S JC 9C KD QD 7D"))
    assert PLAY.likelihood(only, (follow,)) > 2 * PLAY.likelihood(dear, (follow,))


def test_the_replies_to_one_lead_are_a_distribution() -> None:
    hand = frozenset(parse_cards("AH 10H 8H AS JS 9S 8S JC 9C KD QD 7D"))
    lead = _card("9H")
    hearts = [c for c in hand if c.suit is lead.suit]
    total = sum(PLAY.likelihood(hand, (Follow(lead, card, frozenset()),)) for card in hearts)
    assert abs(total - 1.0) < 1e-9
    # Void in the lead's suit, every card may go.
    void = frozenset(parse_cards("AS JS 9S 8S JC 9C KD QD 7D 10D 8D 7C"))
    total = sum(PLAY.likelihood(void, (Follow(lead, card, frozenset()),)) for card in void)
    assert abs(total - 1.0) < 1e-9


def _any_moment(seed: int, stop: int) -> Deal:
    """A deal played by random legal choices (sinkings, concessions, any card) for ``stop``
    actions past the exchange, or to its end."""
    rng = random.Random(seed)
    deal = Deal()
    past = 0
    while deal.phase is not Phase.OVER and past < stop:
        deal.apply(deal.random_action(rng))
        if deal.phase in (Phase.CALL, Phase.ANSWER, Phase.EXTRAS, Phase.PLAY):
            past += 1
    return deal


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=0, max_value=30))
def test_the_true_deal_is_never_weighed_impossible(seed: int, stop: int) -> None:
    """Whatever the adversary chose — a sinking, a concession, any legal card — the true lie of
    the cards keeps a chance, between nothing and one."""
    deal = _any_moment(seed, stop)
    for me in (ELDER, YOUNGER):
        view = deal.view(me)
        knowledge = Knowledge.from_view(view)
        theirs = deal.view(me.other)
        played = knowledge.opponent_played | knowledge.opponent_known
        hidden = HiddenDeal(frozenset(theirs.hand) - played, frozenset(), frozenset())
        weight = knowledge.conduct_likelihood(hidden)
        assert 0.0 < weight <= 1.0


def test_weighing_by_conduct_draws_the_true_hand_likelier() -> None:
    """Over deals played by the rules of thumb, the true lie of the cards weighs more, on the
    whole, than the lies drawn by their agreement with the view alone."""
    above = total = 0
    for knowledge, truth, rng in thumb_moments(range(6)):
        truth = HiddenDeal(truth.opponent_hand, frozenset(), frozenset())
        drawn = [knowledge.sample(rng) for _ in range(10)]
        mean = sum(knowledge.conduct_likelihood(d) for d in drawn if d) / len(drawn)
        above += knowledge.conduct_likelihood(truth) > mean
        total += 1
    assert above > 0.55 * total
