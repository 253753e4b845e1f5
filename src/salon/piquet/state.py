"""What a Piquet deal holds: its moments, its tricks, the cards and counts on the table.

The deal (:mod:`salon.piquet.deal`) moves this state by the laws through its steps (the
exchange, :mod:`salon.piquet.exchanging`; the calling, :mod:`salon.piquet.declaring`; the play,
:mod:`salon.piquet.playing`): all import it, so that no step ever needs the deal; the views
(:mod:`salon.piquet.view`) take its moments and tricks and need none of them.

>>> state = DealState(PiquetRules())
>>> state.phase, state.scores
(<Phase.DEAL: 'deal'>, [0, 0])
"""

from __future__ import annotations

from collections.abc import Sequence as Seq
from dataclasses import dataclass, field
from enum import Enum

from salon.cards import Card
from salon.engine import Checked, Event, pickle_by_fields
from salon.piquet.actions import DealAction, Role, Verdict
from salon.piquet.claims import Claim
from salon.piquet.combinations import DECLARED_CATEGORIES, Category, Combination
from salon.piquet.rules import PIQUE_POINTS, THIRTY, PiquetRules
from salon.piquet.talk import EventKind
from salon.words import said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


class Phase(Enum):
    DEAL = "deal"
    MISDEALT = "elder stands the deal or has a fresh one"
    CARTE_BLANCHE = "carte blanche"
    ELDER_EXCHANGE = "elder exchanges"
    ELDER_LOOK = "elder may look at the cards he left"
    YOUNGER_EXCHANGE = "younger exchanges"
    YOUNGER_LOOK = "younger may look at the cards he left"
    CALL = "elder calls"
    ANSWER = "younger answers"
    EXTRAS = "elder reckons more"
    LOOK_BEFORE_PLAY = "younger decides whether to look at the cards left"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True, init=False)
class Trick:
    leader: Role
    lead: Card
    reply: Card
    winner: Role

    def __init__(self, leader: Role, lead: Card, reply: Card, winner: Role) -> None:
        # Written out: the generated one runs as Python even when the class is compiled.
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "lead", lead)
        object.__setattr__(self, "reply", reply)
        object.__setattr__(self, "winner", winner)


@dataclass(slots=True)
class Reckoned:
    """A combination counted as good, with the cards it was made of."""

    role: Role
    combination: Combination
    cards: tuple[Card, ...]


@dataclass(slots=True)
class Calling:
    """Where the calling stands, and what each side has reckoned."""

    index: int = 0
    call: Combination | None = None
    asked_value: bool = False
    outcome: dict[Category, Verdict | None] = field(default_factory=dict)
    """Per class: younger's final answer, or None when elder called nothing."""
    backing: dict[Category, Combination] = field(default_factory=dict)
    elder_first: dict[Category, Combination] = field(default_factory=dict)
    against_the_cards: dict[Category, bool] = field(default_factory=dict)
    reckoned: list[Reckoned] = field(default_factory=list)
    sources: set[tuple[Role, Category, object]] = field(default_factory=set)
    held: dict[tuple[Role, Category], Seq[Combination]] = field(default_factory=dict)
    """What each hand can call, worked out once: hands do not change while calling."""
    claims: list[Claim] = field(default_factory=list)
    """The public facts the calls and answers established."""

    @property
    def category(self) -> Category:
        return DECLARED_CATEGORIES[self.index]

    def copy(self) -> Calling:
        return Calling(
            self.index,
            self.call,
            self.asked_value,
            dict(self.outcome),
            dict(self.backing),
            dict(self.elder_first),
            dict(self.against_the_cards),
            list(self.reckoned),
            set(self.sources),
            dict(self.held),
            list(self.claims),
        )


class DealState(Checked[DealAction]):
    """The cards, the talk and the counts of one deal, with what the calling has established.

    ``throw_in`` names the hands that may throw down (the last deal's rubicon). The deal
    extends this class (a compiled class has one line of bases, so ``Checked`` comes in here).
    """

    def __init__(self, rules: PiquetRules, *, throw_in: frozenset[Role] = frozenset()) -> None:
        self.rules = rules
        self.throw_in_allowed = throw_in
        self.phase = Phase.DEAL
        self.events: list[Event] = []
        self.hands: list[set[Card]] = [set(), set()]
        self.dealt: list[tuple[Card, ...]] = [(), ()]
        self.held_after_exchange: list[frozenset[Card]] = [frozenset(), frozenset()]
        self.stock: list[Card] = []
        self.discards: list[tuple[Card, ...]] = [(), ()]
        self.set_aside: list[tuple[Card, ...] | None] = [None, None]
        self.left_seen: list[frozenset[Card]] = [frozenset(), frozenset()]
        self.younger_left: tuple[Card, ...] = ()
        self.younger_looks: bool | None = None
        self.carte_blanche: Role | None = None
        """The hand that announced a carte blanche."""
        self.carte_blanche_shown = False
        self.revealed: list[set[Card]] = [set(), set()]
        self.shown_hand: list[tuple[Card, ...]] = [(), ()]
        self.calls = Calling()
        self.scores = [0, 0]
        self.hand_scores: list[list[tuple[Category, int]]] = [[], []]
        self.tricks: list[Trick] = []
        self.lead: Card | None = None
        self.leader = ELDER
        self.tricks_won = [0, 0]
        self.pique_open = False
        self.cards_counted = False
        self.thrown_in: Role | None = None
        self.hand_settled = False
        self.repiqued = False
        self.surplus = (0, 0)
        """Each hand's cards beyond twelve in a deal stood with one card dealt wrongly (Law
        10): it puts out that many more than it takes in (Laws 21-23)."""
        self.misdeal_law = ""
        """The law of that deal's exchange (21, 22 or 23), or none."""
        self.void_law = ""
        """The law that made the deal void, or none: the same dealer deals again."""
        self.penalties = ("", "")
        """For each hand, the law by which it reckons nothing this deal, or none."""
        self.short_laws = ("", "")
        """For each hand, the law by which it plays with fewer than twelve cards, or none."""

    def say(
        self,
        kind: EventKind,
        role: Role | None,
        words: str,
        *,
        points: int = 0,
        audience: Role | None = None,
        cards: tuple[Card, ...] = (),
    ) -> None:
        """Record an event; ``points`` are added to the speaker's count for this deal."""
        total = None
        if role is not None and points:
            self.scores[role] += points
            total = self.scores[role]
            if role is YOUNGER:
                self.pique_open = False
        seen = None if audience is None else frozenset({int(audience)})
        seat = None if role is None else int(role)
        self.events.append(Event(kind, seat, words, points, total, seen, cards))

    def check_pique(self) -> None:
        if self.pique_open and self.scores[ELDER] >= THIRTY and self.scores[YOUNGER] == 0:
            self.pique_open = False
            pique = self.scores[ELDER] + PIQUE_POINTS
            self.say(EventKind.PIQUE, ELDER, f"Pique: {said(pique)}", points=PIQUE_POINTS)


pickle_by_fields(globals())
