"""Écarté as a :class:`~salon.envs.aec.Table`: one deal, or a game to five.

In a lone deal the dealer is drawn at random and each seat's reward is its points less the
adversary's; in a game (or a rubber, by the rules given) the reward is the game points won
less those lost.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Final

from salon.cards import Card, in_index_order
from salon.ecarte.actions import DealCards, EcarteAction
from salon.ecarte.deal import EcarteDeal
from salon.ecarte.game import EcarteGame, EcarteView
from salon.ecarte.rules import EcarteRules
from salon.ecarte.view import EcarteDealView
from salon.engine import CHANCE
from salon.envs import ecarte_actions, ecarte_observation
from salon.envs.aec import Vector

DISCARDING: Final = ecarte_observation.DISCARDING
HIGHS: Final = ecarte_observation.highs()
DEAL_POINTS_MOST: Final = 3
"""A deal scores one point, or two (the vole, a refused proposal, a game played without
proposing), and one more for the king."""
GAME_VALUE_MOST: Final = 3
"""A game is single, or by agreement treble when the loser has not scored."""


class EcarteEpisode(Enum):
    DEAL = "deal"
    """One deal; the reward is the deal's points, the adversary's taken off."""
    GAME = "game"
    """A game to five (or a rubber); the reward is the game points won, less those lost."""


def legal_in_deal(deal: EcarteDeal) -> list[int]:
    """The indices open in ``deal`` to the seat to act (discards without listing them)."""
    seat = deal.to_act
    assert isinstance(seat, int)
    if deal.phase in DISCARDING:
        return ecarte_actions.legal_indices((), deal.discard_limit(seat))
    return ecarte_actions.legal_indices(deal.legal_actions(), 0)


def action_in_deal(deal: EcarteDeal, index: int) -> EcarteAction:
    seat = deal.to_act
    assert isinstance(seat, int)
    return ecarte_actions.action_at(index, in_index_order(deal.hands[seat]))


class EcarteDealTable:
    """One deal of Écarté between seats 0 and 1."""

    action_count = ecarte_actions.ACTION_COUNT
    observation_highs: Vector = HIGHS
    greatest_loss = float(DEAL_POINTS_MOST)

    def __init__(self, rules: EcarteRules | None = None) -> None:
        self.rules = rules or EcarteRules()
        self.deal = EcarteDeal(self.rules)

    def reset(self, rng: random.Random) -> None:
        dealer = int(rng.random() * 2)
        self.start(dealer, EcarteDeal(self.rules).sample_chance(rng).order)

    def start(self, dealer: int, order: tuple[Card, ...]) -> None:
        """Deal ``order`` (the pack as dealt), seat ``dealer`` dealing."""
        self.deal = EcarteDeal(self.rules, dealer=dealer)
        self.deal.apply(DealCards(order))

    def action_at(self, index: int) -> EcarteAction:
        """The action at ``index`` for the seat to act."""
        return action_in_deal(self.deal, index)

    def index_of(self, action: EcarteAction) -> int:
        seat = self.deal.to_act
        assert isinstance(seat, int)
        return ecarte_actions.index_of(action, in_index_order(self.deal.hands[seat]))

    def to_act(self) -> int | None:
        seat = self.deal.to_act
        return seat if isinstance(seat, int) else None

    def legal(self) -> list[int]:
        return legal_in_deal(self.deal)

    def play(self, index: int) -> None:
        self.deal.apply(action_in_deal(self.deal, index))

    def observe(self, seat: int) -> Vector:
        return ecarte_observation.observe_deal(ecarte_observation.facts_of(self.deal, seat))

    def view(self, seat: int) -> EcarteDealView:
        """What a salon player in ``seat`` is shown (see ``salon.agents.base.Agent``)."""
        return self.deal.view(seat)

    def apply(self, action: EcarteAction) -> None:
        self.deal.apply(action)

    def returns(self) -> tuple[float, float]:
        points = self.deal.points
        return (float(points[0] - points[1]), float(points[1] - points[0]))

    def public_talk(self) -> str:
        return "\n".join(e.words for e in self.deal.events if e.audience is None)


class EcarteGameTable:
    """A game of Écarté (or a rubber) between seats 0 and 1."""

    action_count = ecarte_actions.ACTION_COUNT
    observation_highs: Vector = HIGHS

    def __init__(self, rules: EcarteRules | None = None) -> None:
        self.rules = rules or EcarteRules()
        self.game = EcarteGame(self.rules)
        self.rng = random.Random()

    @property
    def greatest_loss(self) -> float:
        """Every game of the rubber lost treble, and the rubber's bonus."""
        return float(self.rules.rubber_games * GAME_VALUE_MOST + self.rules.rubber_bonus)

    def reset(self, rng: random.Random) -> None:
        self.rng = rng
        self.game = EcarteGame(self.rules)
        self._chance()

    def _chance(self) -> None:
        game = self.game
        while game.to_act is CHANCE:
            game.apply(game.sample_chance(self.rng))

    def to_act(self) -> int | None:
        seat = self.game.to_act
        return seat if isinstance(seat, int) else None

    def legal(self) -> list[int]:
        assert self.game.deal is not None
        return legal_in_deal(self.game.deal)

    def play(self, index: int) -> None:
        assert self.game.deal is not None
        self.game.apply(action_in_deal(self.game.deal, index))
        self._chance()

    def observe(self, seat: int) -> Vector:
        game = self.game
        if game.deal is None:
            return ecarte_observation.observe_game(game.view(seat))
        standing = ecarte_observation.GameStanding(
            my_points=game.scores[seat],
            adversary_points=game.scores[1 - seat],
            points_for_game=self.rules.game_points,
            my_games=game.games_won[seat],
            adversary_games=game.games_won[1 - seat],
        )
        facts = ecarte_observation.facts_of(game.deal, seat)
        return ecarte_observation.observe_deal(facts, standing)

    def view(self, seat: int) -> EcarteView:
        return self.game.view(seat)

    def apply(self, action: EcarteAction) -> None:
        self.game.apply(action)
        self._chance()

    def returns(self) -> tuple[float, float]:
        won = self.game.game_points
        return (float(won[0] - won[1]), float(won[1] - won[0]))

    def public_talk(self) -> str:
        return "\n".join(e.words for e in self.game.events if e.audience is None)
