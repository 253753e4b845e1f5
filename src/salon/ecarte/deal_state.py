"""What one Écarté deal holds and records: the hands, the stock, the talk and the counts, with
the turns they give. The deal (:mod:`salon.ecarte.deal`) extends it, and each of its steps
(:mod:`salon.ecarte.exchanging`, :mod:`salon.ecarte.playing`, :mod:`salon.ecarte.claims`)
works on it.

>>> state = DealState(EcarteRules(), dealer=1)
>>> state.elder, state.to_act is CHANCE
(0, True)
"""

from __future__ import annotations

from enum import Enum

from salon.cards import Card, Rank, Suit
from salon.ecarte.actions import EcarteAction
from salon.ecarte.rules import EcarteRules
from salon.ecarte.state import Phase, Trick
from salon.engine import CHANCE, Checked, Event, _Chance


class EventKind(Enum):
    DEAL = "deal"
    KING = "king"
    PROPOSE = "propose"
    RESPOND = "respond"
    DISCARD = "discard"
    TAKE_IN = "take in"
    PLAY = "play"
    TRICK = "trick"
    THROW_DOWN = "throw down"
    SCORE = "score"


class DealState(Checked[EcarteAction]):
    """The cards, the talk and the counts of one deal; seats are 0 and 1, ``dealer`` deals.

    A compiled class has one line of bases, so ``Checked`` comes in here.
    """

    def __init__(self, rules: EcarteRules | None = None, *, dealer: int = 0) -> None:
        self.rules = rules or EcarteRules()
        self.dealer = dealer
        self.phase = Phase.DEAL
        self.events: list[Event] = []
        self.hands: list[set[Card]] = [set(), set()]
        self.turn_up: Card | None = None
        self.stock: list[Card] = []
        self.discards: list[list[Card]] = [[], []]
        self.pending: int = 0
        self.proposals = 0
        self.stood = False
        self.first_refused = False
        self.marked: list[bool] = [False, False]
        self.played: list[list[Card]] = [[], []]
        self.tricks: list[Trick] = []
        self.lead: Card | None = None
        self.leader = 1 - dealer
        self.tricks_won = [0, 0]
        self.points = [0, 0]
        self.thrown_down: int | None = None
        self.claimed: int | None = None

    @property
    def elder(self) -> int:
        return 1 - self.dealer

    @property
    def trump(self) -> Suit:
        assert self.turn_up is not None
        return self.turn_up.suit

    @property
    def to_act(self) -> int | _Chance | None:
        phase = self.phase
        if phase is Phase.PLAY:
            return self.leader if self.lead is None else 1 - self.leader
        if phase is Phase.DEAL:
            return CHANCE
        if phase is Phase.OVER:
            return None
        if phase in (Phase.PROPOSAL, Phase.NON_DEALER_DISCARD):
            return self.elder
        if phase in (Phase.RESPONSE, Phase.DEALER_DISCARD):
            return self.dealer
        return self.leader if self.lead is None else 1 - self.leader

    def seat_to_act(self) -> int:
        """The seat to act, at a moment when a player (not chance) acts."""
        seat = self.to_act
        assert isinstance(seat, int)
        return seat

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def discard_limit(self, seat: int) -> int:
        if seat == self.elder:
            return min(5, len(self.stock))
        return min(5, len(self.stock) - self.pending)

    def king_of_trumps(self) -> Card:
        return Card(Rank.KING, self.trump)

    def say(
        self,
        kind: EventKind,
        seat: int | None,
        words: str,
        *,
        points: int = 0,
        audience: int | None = None,
        cards: tuple[Card, ...] = (),
    ) -> None:
        """Record an event; ``points`` are added to the speaker's count for this deal."""
        if seat is not None and points:
            self.points[seat] += points
        seen = None if audience is None else frozenset({audience})
        self.events.append(Event(kind, seat, words, points, None, seen, cards))
