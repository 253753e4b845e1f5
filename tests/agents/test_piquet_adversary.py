"""Models of the adversary's play, one or a mixture, by which sampled deals are weighed
(issue: inference from choices; Rebstock et al. 2019 weigh deals by a model of his play)."""

from __future__ import annotations

import math
import random
import statistics

import pytest
from tests.agents.hidden_swaps import choices_checked_alike
from tests.agents.thumb_moments import thumb_cards, thumb_moments

from salon.agents.piquet.adversary import (
    AS_STRONG,
    AS_THUMB,
    READ_AS_EITHER,
    READ_AS_STRONG,
    THUMB_TREMBLE,
    Reading,
)
from salon.agents.piquet.conduct import Follow, Lead
from salon.agents.piquet.exact import play_position, ruled_by_thumb
from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.positions import state_of
from salon.cards import parse_cards, piquet_pack
from salon.engine import turns
from salon.pairs import make_agent
from salon.piquet.actions import Play, Role
from salon.piquet.deal import Deal, Phase
from salon.solvers.piquet_dd import mask_of


def test_a_reading_needs_a_model_with_a_chance() -> None:
    with pytest.raises(ValueError):
        Reading(())
    with pytest.raises(ValueError):
        Reading(((AS_STRONG, 0.0),))


def test_one_model_is_read_without_drawing() -> None:
    """A single model leaves the sampler's chances as they were: nothing is drawn for it."""
    rng = random.Random(3)
    assert READ_AS_STRONG.draw(rng) is AS_STRONG
    assert rng.random() == random.Random(3).random()


def test_models_are_drawn_by_their_chances() -> None:
    rng = random.Random(1)
    drawn = [READ_AS_EITHER.draw(rng) for _ in range(2000)]
    assert 0.45 < drawn.count(AS_THUMB) / len(drawn) < 0.55


def test_a_mixture_weighs_a_deal_by_each_model_in_proportion_to_its_chance() -> None:
    """The mixture's weight of a deal is each model's weight of his exchange and conduct, in
    proportion to the model's chance."""
    knowledge, truth, _ = list(thumb_moments(range(1)))[8]
    mixed = knowledge.choices_likelihood(truth, random.Random(5), READ_AS_EITHER, True)
    rng = random.Random(5)  # the models are weighed in turn, on one stream of chance
    parts = [
        knowledge.exchange_likelihood(truth, rng, model)
        * knowledge.conduct_likelihood(truth, model)
        for model in (AS_STRONG, AS_THUMB)
    ]
    assert mixed == pytest.approx(0.5 * parts[0] + 0.5 * parts[1])
    assert mixed > 0.0


def test_the_rules_of_thumb_are_read_better_by_their_own_model() -> None:
    """Over deals of the rules of thumb, their true hand stands further above the lies drawn by
    agreement alone when their conduct is read by their own model than by the strong player's."""
    gaps: dict[str, list[float]] = {"strong": [], "thumb": []}
    for knowledge, truth, rng in thumb_moments(range(4)):
        drawn = [d for d in (knowledge.sample(rng) for _ in range(10)) if d]
        for name, model in (("strong", AS_STRONG), ("thumb", AS_THUMB)):
            mean = statistics.fmean(knowledge.conduct_likelihood(d, model) for d in drawn)
            gaps[name].append(math.log(knowledge.conduct_likelihood(truth, model) / mean))
    assert statistics.fmean(gaps["thumb"]) > statistics.fmean(gaps["strong"]) + 0.2


def test_a_reply_the_rules_of_thumb_would_not_play_weighs_only_a_tremble() -> None:
    """They win as cheaply as they can: a hand under which they took the eight of spades with
    the king, holding the nine, is far less likely than one without the nine."""
    lead = parse_cards("8S")[0]
    king = Follow(lead, parse_cards("KS")[0], frozenset())
    with_nine = frozenset(parse_cards("KS 9S 7H 8H 9H 10H JH QH 7C 8C 9C 10C"))
    without = frozenset(parse_cards("KS 7S 7H 8H 9H 10H JH QH 7C 8C 9C 10C"))
    replies = AS_THUMB.replies
    assert replies.likelihood(with_nine, (king,)) == pytest.approx(THUMB_TREMBLE)
    assert replies.likelihood(without, (king,)) == pytest.approx(1 - THUMB_TREMBLE)


def test_their_leads_are_a_distribution_with_the_rules_card_the_likeliest() -> None:
    """A winning card first, of the longest suit: the ace of hearts from five hearts, the ace
    of spades being out of the way."""
    hand = frozenset(parse_cards("AH KH QH JH 10H 7S 8S 7C 8C 7D 8D 9D"))
    gone = frozenset(parse_cards("AS KS"))
    leads = AS_THUMB.leads
    chances = {card: leads.likelihood(hand, (Lead(card, gone),)) for card in hand}
    assert sum(chances.values()) == pytest.approx(1.0)
    assert max(chances, key=chances.__getitem__) == parse_cards("AH")[0]


def test_a_card_led_by_their_rule_is_one_the_rules_of_thumb_lead() -> None:
    """The rule read is the rules of thumb's own: for every hand they lead from in a few deals,
    the card they led is the likeliest by their model."""
    for _, view, action in thumb_cards(range(3)):
        if view.lead is None:
            hand = frozenset(view.hand)
            gone = frozenset(c for t in view.tricks for c in (t.lead, t.reply))
            chances = {
                card: AS_THUMB.leads.likelihood(hand, (Lead(card, gone),), view.discard)
                for card in hand
            }
            assert chances[action.card] == max(chances.values())


def test_a_card_played_by_their_rule_to_a_lead_is_the_rules_of_thumbs_own() -> None:
    """The same for their replies: winning cheaply, else throwing what they keep least, their
    winning cards judged against the cards they have not seen (their discard known to them)."""
    replies = 0
    for _, view, action in thumb_cards(range(3)):
        if view.lead is not None:
            hand = frozenset(view.hand)
            gone = frozenset(c for t in view.tricks for c in (t.lead, t.reply))
            legal = [a.card for a in view.legal if isinstance(a, Play)]
            chances = {
                card: AS_THUMB.replies.likelihood(
                    hand, (Follow(view.lead, card, frozenset(), gone),), view.discard
                )
                for card in legal
            }
            assert chances[action.card] == max(chances.values())
            replies += 1
    assert replies >= 20


def test_the_player_reading_either_model_chooses_alike_whatever_the_cards_hidden_from_it() -> None:
    """Two deals that differ only in two cards hidden from the player give it the same view;
    reading the adversary by either model, it makes the same choice in both: it reads no
    hidden card."""
    assert choices_checked_alike("strong-reading-either", tricks=4, seeds=range(4)) >= 2


def test_the_player_replying_to_the_rules_of_thumb_chooses_alike_whatever_is_hidden() -> None:
    """Weighing its cards by the best reply to a ruled adversary on sampled deals, it still
    reads no hidden card."""
    assert choices_checked_alike("strong-versus-thumb", tricks=4, seeds=range(4)) >= 2


def test_a_ruled_adversary_judges_his_winners_against_the_cards_he_has_not_seen() -> None:
    """Neither hand's cards, nor those played, nor his own discard: the rest of the pack is
    what he has not seen (this hand's discard, the stock)."""
    rng = random.Random(7)
    deal = Deal()
    while not (deal.phase is Phase.PLAY and len(deal.view(Role.ELDER).tricks) >= 3):
        deal.apply(deal.random_action(rng))
    view = deal.view(Role.ELDER)
    his = deal.view(Role.YOUNGER)
    state = state_of(view, set(his.hand))
    position = ruled_by_thumb(play_position(state), Role.YOUNGER, state, view, his.discard)
    played = {c for t in view.tricks for c in (t.lead, t.reply)}
    expected = set(piquet_pack()) - set(view.hand) - set(his.hand) - played - set(his.discard)
    assert position.ruled == int(Role.YOUNGER)
    assert position.unseen_by_ruled == mask_of(expected)
    assert set(view.discard) <= expected


def _models_read(player: str, seeds: range) -> list[bool]:
    """Whether the model drawn with each deal read late in deals of ``player`` (from the
    fourth trick, by either model) is the rules of thumb's."""
    read = []
    for seed in seeds:
        rng = random.Random(seed)
        deal = Deal()
        seats = (make_agent(player, seed), make_agent(player, seed + 1))
        for seat in turns(deal, rng):
            view = deal.view(Role(seat))
            if view.phase is Phase.PLAY and len(view.tricks) >= 4:
                found = Knowledge.from_view(view).sample_read(
                    rng, pool=16, conduct=True, reading=READ_AS_EITHER
                )
                assert found is not None
                read.append(found[1] is AS_THUMB)
            deal.apply(seats[seat].choose(view, view.legal))
    return read


def test_the_rules_of_thumb_are_read_by_their_own_model_once_they_have_played() -> None:
    """From the fourth trick, a deal of the rules of thumb is read by their model nearly
    always; a player who plays any card at random strays from their rule and is read by the
    other model nearly always."""
    thumb = _models_read("thumb", range(3))
    assert sum(thumb) > 0.8 * len(thumb)
    stray = _models_read("random", range(3))
    assert sum(stray) < 0.2 * len(stray)


def test_one_model_is_the_model_read() -> None:
    knowledge, _, rng = next(iter(thumb_moments(range(1))))
    found = knowledge.sample_read(rng, conduct=True, reading=READ_AS_STRONG)
    assert found is not None and found[1] is AS_STRONG
