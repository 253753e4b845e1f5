"""Piquet as a :class:`~salon.envs.aec.Table`: one deal, or a whole partie.

In a lone deal the dealer is drawn at random, so each seat plays both hands over many deals,
and each seat's reward is its points less the adversary's. In a partie the seats cut for deal
and the higher cut chooses; the reward is the partie's settlement (``PartieResult.balance``).
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Final

from salon.cards import Card, in_index_order
from salon.engine import CHANCE
from salon.envs import piquet_actions, piquet_observation
from salon.envs.aec import Vector
from salon.envs.piquet_facts import facts_of
from salon.envs.piquet_observation import LONE_DEAL, PartieStanding, TalkReader
from salon.piquet.actions import DealAction, DealCards, Role
from salon.piquet.deal import Deal, Phase
from salon.piquet.partie import Partie, PartieAction, PartiePhase, PartieView
from salon.piquet.rules import PiquetRules
from salon.piquet.view import DealView

EXCHANGING: Final = (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE)
CHOICES: Final = (piquet_actions.CHOOSE.offset, piquet_actions.CHOOSE.offset + 1)
HIGHS: Final = piquet_observation.highs()


class PiquetEpisode(Enum):
    """What one episode is, and so what its reward counts."""

    DEAL = "deal"
    """One deal; the reward is the deal's points, the adversary's taken off."""
    PARTIE = "partie"
    """A partie; the reward is its settlement."""


def legal_in_deal(deal: Deal) -> list[int]:
    """The indices open in ``deal`` to the hand to act (exchanges without listing them)."""
    role = deal.to_act
    assert isinstance(role, Role)
    if deal.phase in EXCHANGING:
        return piquet_actions.legal_indices(deal.announcements(), deal.exchange_limit(role))
    return piquet_actions.legal_indices(deal.legal_actions(), 0)


class DealReader:
    """Encodes one deal for either seat, reading each seat's talk once (see ``TalkReader``)."""

    def __init__(self, deal: Deal, elder_seat: int) -> None:
        self.deal = deal
        self.roles = (Role.ELDER, Role.YOUNGER) if elder_seat == 0 else (Role.YOUNGER, Role.ELDER)
        self.talk = (TalkReader(self.roles[0]), TalkReader(self.roles[1]))

    def observe(self, seat: int, standing: PartieStanding) -> Vector:
        role = self.roles[seat]
        reader = self.talk[seat]
        talk = reader.read(self.deal.events, filtered=False)
        facts = facts_of(self.deal, role)
        return piquet_observation.encode(facts, talk, reader.claims(facts.claims), standing)


class PiquetDealTable:
    """One deal of Piquet between seats 0 and 1."""

    action_count = piquet_actions.ACTION_COUNT
    observation_highs: Vector = HIGHS
    greatest_loss = float(piquet_observation.DEAL_POINTS_MOST)

    def __init__(self, rules: PiquetRules | None = None) -> None:
        self.rules = rules or PiquetRules()
        self.deal = Deal(self.rules)
        self.dealer = 0
        self.reader = DealReader(self.deal, 1)

    def reset(self, rng: random.Random) -> None:
        dealer = int(rng.random() * 2)
        self.start(dealer, Deal(self.rules).sample_chance(rng).order)

    def start(self, dealer: int, order: tuple[Card, ...]) -> None:
        """Deal ``order`` (the pack as dealt), seat ``dealer`` dealing."""
        self.dealer = dealer
        self.deal = Deal(self.rules)
        self.deal.apply(DealCards(order))
        self.reader = DealReader(self.deal, 1 - self.dealer)

    def action_at(self, index: int) -> DealAction:
        """The action at ``index`` for the hand to act."""
        role = self.deal.to_act
        assert isinstance(role, Role)
        return piquet_actions.deal_action_at(index, in_index_order(self.deal.hands[role]))

    def index_of(self, action: DealAction) -> int:
        role = self.deal.to_act
        assert isinstance(role, Role)
        return piquet_actions.index_of(action, in_index_order(self.deal.hands[role]))

    def role_of(self, seat: int) -> Role:
        return Role.YOUNGER if seat == self.dealer else Role.ELDER

    def to_act(self) -> int | None:
        role = self.deal.to_act
        if not isinstance(role, Role):
            return None
        return self.dealer if role is Role.YOUNGER else 1 - self.dealer

    def legal(self) -> list[int]:
        return legal_in_deal(self.deal)

    def play(self, index: int) -> None:
        self.deal.apply(self.action_at(index))

    def observe(self, seat: int) -> Vector:
        return self.reader.observe(seat, LONE_DEAL)

    def view(self, seat: int) -> DealView:
        """What a salon player in ``seat`` is shown (see ``salon.agents.base.Agent``)."""
        return self.deal.view(self.role_of(seat))

    def apply(self, action: DealAction) -> None:
        self.deal.apply(action)

    def returns(self) -> tuple[float, float]:
        scores = self.deal.scores
        mine = [float(scores[self.role_of(seat)]) for seat in (0, 1)]
        return (mine[0] - mine[1], mine[1] - mine[0])

    def public_talk(self) -> str:
        return "\n".join(e.words for e in self.deal.events if e.audience is None)


class PiquetPartieTable:
    """A partie of Piquet between seats 0 and 1, from the cut to the settlement."""

    action_count = piquet_actions.ACTION_COUNT
    observation_highs: Vector = HIGHS

    def __init__(self, rules: PiquetRules | None = None) -> None:
        self.rules = rules or PiquetRules()
        self.partie = Partie(self.rules)
        self.rng = random.Random()
        self.reader: DealReader | None = None

    @property
    def greatest_loss(self) -> float:
        """Both totals at their most, and the hundred for the game."""
        deals = self.rules.deals_per_partie
        return float(2 * deals * piquet_observation.DEAL_POINTS_MOST + 100)

    def reset(self, rng: random.Random) -> None:
        self.rng = rng
        self.partie = Partie(self.rules)
        self._chance()

    def _chance(self) -> None:
        partie = self.partie
        while partie.to_act is CHANCE:
            partie.apply(partie.sample_chance(self.rng))

    def to_act(self) -> int | None:
        seat = self.partie.to_act
        return seat if isinstance(seat, int) else None

    def legal(self) -> list[int]:
        if self.partie.phase is PartiePhase.CHOOSE:
            return list(CHOICES)
        assert self.partie.deal is not None
        return legal_in_deal(self.partie.deal)

    def play(self, index: int) -> None:
        partie = self.partie
        if partie.phase is PartiePhase.CHOOSE or partie.deal is None:
            partie.apply(piquet_actions.action_at(index, ()))
        else:
            deal = partie.deal
            role = deal.to_act
            assert isinstance(role, Role)
            partie.apply(piquet_actions.action_at(index, in_index_order(deal.hands[role])))
        self._chance()

    def observe(self, seat: int) -> Vector:
        partie = self.partie
        if partie.deal is None:
            return piquet_observation.observe_partie(partie.view(seat))
        totals = partie.totals
        played = len(partie.deal_scores)
        standing = PartieStanding(
            my_total=totals[seat],
            adversary_total=totals[1 - seat],
            deals_played=played,
            deals_in_partie=self.rules.deals_per_partie,
            last_deal=played + 1 >= self.rules.deals_per_partie,
        )
        if self.reader is None or self.reader.deal is not partie.deal:
            self.reader = DealReader(partie.deal, partie.seat_of(Role.ELDER))
        return self.reader.observe(seat, standing)

    def view(self, seat: int) -> PartieView:
        return self.partie.view(seat)

    def apply(self, action: PartieAction) -> None:
        self.partie.apply(action)
        self._chance()

    def returns(self) -> tuple[float, float]:
        result = self.partie.result
        if result is None:
            return (0.0, 0.0)
        return (float(result.balance(0)), float(result.balance(1)))

    def public_talk(self) -> str:
        return "\n".join(e.words for e in self.partie.events if e.audience is None)
