"""The model of the adversary's exchange, and deals weighed by it (issue: inference from choices).

Rebstock et al. 2019 weigh each sampled deal by how likely the adversary's own choices were
under a model of his play; at Piquet the choice that tells most is the exchange.
"""

from __future__ import annotations

import random
import statistics

import pytest

from salon.agents.piquet.inference import Knowledge
from salon.agents.piquet.likelihood import ELDER_MODEL, YOUNGER_MODEL, keep_worth
from salon.cards import parse_cards
from salon.piquet.actions import Exchange, Role
from salon.piquet.deal import Deal, Phase

HAND = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")


def test_a_choice_the_model_says_is_impossible_weighs_nothing() -> None:
    assert ELDER_MODEL.likelihood(HAND, parse_cards("AD"), 5) == 0.0  # not in the hand
    assert ELDER_MODEL.count_likelihood(HAND, 6, 5) == 0.0  # more than elder may take
    assert YOUNGER_MODEL.count_likelihood(HAND, 0, 3) == 0.0  # at least one must go


def test_a_likely_discard_weighs_more_than_an_unlikely_one() -> None:
    worst = parse_cards("8S 9C JC")
    best = parse_cards("AH KH QH")
    assert ELDER_MODEL.discard_likelihood(HAND, worst) > 100 * ELDER_MODEL.discard_likelihood(
        HAND, best
    )


def test_the_discards_of_one_size_are_a_distribution() -> None:
    from itertools import combinations

    total = sum(ELDER_MODEL.discard_likelihood(HAND, d) for d in combinations(HAND, 3))
    assert abs(total - 1.0) < 1e-9
    counts = sum(ELDER_MODEL.count_likelihood(HAND, n, 5) for n in range(1, 6))
    assert abs(counts - 1.0) < 1e-9


def test_a_strong_hand_is_likelier_to_take_fewer_cards() -> None:
    weak = parse_cards("9S 8S 7S 10H 8H 7H 10D 9D 7D 10C 8C 7C")
    assert ELDER_MODEL.count_likelihood(HAND, 3, 5) > ELDER_MODEL.count_likelihood(weak, 3, 5)
    assert ELDER_MODEL.count_likelihood(weak, 5, 5) > ELDER_MODEL.count_likelihood(HAND, 5, 5)


def _younger_after_elder_takes(count: int, seed: int) -> Knowledge:
    """Younger's knowledge once elder has taken ``count`` cards and younger has exchanged."""
    rng = random.Random(seed)
    deal = Deal()
    while deal.phase is not Phase.YOUNGER_EXCHANGE:
        if deal.phase is Phase.ELDER_EXCHANGE:
            hand = sorted(deal.hands[Role.ELDER], key=lambda c: c.rank)
            deal.apply(Exchange(tuple(hand[:count])))
        else:
            deal.apply(deal.random_action(rng))
    return Knowledge.from_view(deal.view(Role.YOUNGER))


def test_deals_drawn_by_likelihood_give_a_sparing_elder_the_better_hands() -> None:
    """Elder took only two cards: the deals drawn by likelihood give him hands worth more to
    keep than deals drawn by their agreement alone."""
    knowledge = _younger_after_elder_takes(2, seed=3)
    rng = random.Random(5)

    def worth(sampler: str) -> float:
        values = []
        for _ in range(300):
            hidden = getattr(knowledge, sampler)(rng)
            assert hidden is not None
            hand = tuple(hidden.opponent_hand | knowledge.opponent_known)
            values.append(sum(keep_worth(hand, elder=True).values()))
        return statistics.fmean(values)

    assert worth("sample_likely") > worth("sample") + 1.0


@pytest.mark.parametrize(
    "player",
    [
        "strong-reading",
        "strong-conduct",
        "strong-exact-exchange",
        "strong-exact-finalists",
        "strong-exact-five-finalists",
        "strong-wide-discards",
        "strong-reading-play",
        "strong-reading-late-play",
    ],
)
def test_the_reading_players_play_whole_deals_legally_and_alike_under_a_seed(player: str) -> None:
    """Both readings: of the exchange, and of the calls, answers, sinkings and replies too."""
    from salon.engine import turns
    from salon.pairs import make_agent

    def play(seed: int) -> list[str]:
        deal = Deal()
        seats = (make_agent(player, seed), make_agent("strong", seed + 1))
        said = []
        for seat in turns(deal, random.Random(seed)):
            view = deal.view(Role(seat))
            action = seats[seat].choose(view, view.legal)
            deal.apply(action)  # the engine refuses an illegal action
            said.append(str(action))
        return said

    assert play(11) == play(11)


def test_a_discard_is_drawn_with_the_chance_the_model_gives_it() -> None:
    """Drawn ten thousand times, each discard of two comes up as often as its likelihood says
    (within four standard errors), so deals dealt by the model of the exchange agree with the
    likelihood deals are weighed by."""
    from collections import Counter
    from itertools import combinations

    rng, draws = random.Random(3), 10_000
    seen = Counter(frozenset(YOUNGER_MODEL.draw_discard(HAND, 2, rng)) for _ in range(draws))
    for pair in combinations(HAND, 2):
        chance = YOUNGER_MODEL.discard_likelihood(HAND, pair)
        error = (chance * (1 - chance) / draws) ** 0.5
        assert abs(seen[frozenset(pair)] / draws - chance) <= 4 * error + 1e-9
