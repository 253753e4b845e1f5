"""The measure of how much better the card play could be: a player seeing the adversary's
cards (``benchmarks/piquet_seeing_bound.py``)."""

from __future__ import annotations

import random

from piquet_duplicate_deals import play_pair as strong_pair
from piquet_seeing_bound import (
    SeeingPlay,
    exchanged,
    foreseeing,
    hands_after,
    peeking,
    play_pair,
)
from salon.agents.base import RandomAgent
from salon.agents.piquet.exact import play_position
from salon.agents.piquet.positions import state_of
from salon.cards import Card
from salon.engine import turns
from salon.piquet.actions import Role
from salon.piquet.deal import Deal, Phase
from salon.solvers.piquet_dd import solve_all_moves


def test_seeing_the_cards_the_measure_makes_at_least_what_best_play_promises() -> None:
    """From its first card after the first trick, a player solving the true deal makes at
    least the margin best play promises it, whatever the adversary does: were it reading the
    wrong hand, or counting for the wrong side, a careless adversary would not always make
    up for it."""
    for number in range(6):
        deal = Deal()
        seeing = Role(number % 2)
        players = {seeing: SeeingPlay(number, peeking(deal)), seeing.other: RandomAgent(number)}
        promised: int | None = None
        for seat in turns(deal, random.Random(number)):
            actor = Role(seat)
            view = deal.view(actor)
            if actor is seeing and promised is None and view.phase is Phase.PLAY and view.tricks:
                truth = state_of(view, set(deal.view(seeing.other).hand))
                sign = 1 if seeing is Role.ELDER else -1
                best = max(sign * v for v in solve_all_moves(play_position(truth)).values())
                promised = sign * (view.scores[Role.ELDER] - view.scores[Role.YOUNGER]) + best
            deal.apply(players[actor].choose(view, view.legal))
        assert promised is not None
        elder, younger = deal.scores
        made = elder - younger if seeing is Role.ELDER else younger - elder
        assert made >= promised, (number, made, promised)


def test_seeing_no_trick_the_measure_plays_the_strong_players_deals_exactly() -> None:
    """The measure's gain is read pair by pair against the strong player's own match: seeing
    the cards in no trick, it must play those very deals, as the strong player did."""
    assert play_pair(1, 3, from_trick=13) == strong_pair("strong", "strong-2026", 1, 3)
    assert play_pair(1, 3) != strong_pair("strong", "strong-2026", 1, 3)


def _at_elders_exchange(seed: int) -> Deal:
    deal = Deal()
    agent = RandomAgent(seed)
    for seat in turns(deal, random.Random(seed)):
        if deal.phase is Phase.ELDER_EXCHANGE:
            return deal
        view = deal.view(Role(seat))
        deal.apply(agent.choose(view, view.legal))
    raise AssertionError("the deal ended before the exchange")


def test_seeing_his_hand_at_the_exchange_the_measure_never_reads_the_stock() -> None:
    """With the adversary's hand seen and the stock not, each discard's worth is the same
    whatever order the stock truly lies in; with every card seen, it is not."""
    from salon.agents.piquet.exchange import candidate_discards

    changed = 0
    for seed in range(3):
        deal = _at_elders_exchange(seed)
        other = deal.copy()
        other.stock = list(reversed(deal.stock))
        discards = candidate_discards(deal.view(Role.ELDER).hand, 5, elder=True)[:4]
        hidden = [_worths(lying, discards, seed, random.Random(seed)) for lying in (deal, other)]
        assert hidden[0] == hidden[1]
        changed += _worths(deal, discards, seed, None) != _worths(other, discards, seed, None)
    assert changed, "seeing the stock, its order counts"


def _worths(
    lying: Deal, discards: list[tuple[Card, ...]], seed: int, rng: random.Random | None
) -> list[float]:
    weigh = foreseeing(lying, RandomAgent(seed), rng, orders=3)
    return [weigh(discard) for discard in discards]


def test_when_elder_leaves_cards_the_measure_foresees_youngers_exchange() -> None:
    """Elder taking fewer than five first decides whether to look at the cards he left; the
    measure goes on through that to younger's exchange, which younger must make."""
    for seed in range(3):
        deal = _at_elders_exchange(seed)
        dealt = frozenset(deal.view(Role.YOUNGER).hand)
        discard = tuple(deal.view(Role.ELDER).hand[:2])
        elder, younger = hands_after(deal, Role.ELDER, discard, RandomAgent(seed), deal.stock)
        assert len(elder) == len(younger) == 12
        assert younger != dealt, "younger exchanged"
        assert elder == exchanged(deal, Role.ELDER, discard, deal.stock)
