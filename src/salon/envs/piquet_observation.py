"""A Piquet player's view as a fixed-size vector of numbers, and nothing else.

The encoder reads only a :class:`~salon.piquet.view.DealView` (and, in a partie, the
:class:`~salon.piquet.partie.PartieView`), so what it writes is what the player may know.
``OBSERVATION.table(...)`` prints the layout; every value lies between 0 and the field's
``high`` (numbers are scaled: counts by their largest value, points by a hundred).

>>> import random
>>> from salon.piquet.deal import Deal
>>> from salon.piquet.actions import Role
>>> deal = Deal()
>>> deal.apply(deal.sample_chance(random.Random(4)))
>>> vector = observe_deal(deal.view(Role.YOUNGER))
>>> vector.shape, int(vector[HAND.offset:HAND.stop].sum())
((449,), 12)
>>> OBSERVATION.meaning(PHASE.offset + 1)
'phase: carte blanche'
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

import numpy as np
import numpy.typing as npt

from salon.cards import Card
from salon.engine import Event
from salon.envs.layout import CARD_BIT, Layout, card_mask, write_planes
from salon.piquet.actions import Role
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import DECLARED_CATEGORIES, Category
from salon.piquet.deal import Phase, Trick
from salon.piquet.partie import PartiePhase, PartieView
from salon.piquet.talk import ANSWER_WORDS, EventKind
from salon.piquet.view import DealView

Vector = npt.NDArray[np.float32]

SIDES: Final = ("me", "adversary")
CLASS_OUTCOMES: Final = ("called", "sunk", "good", "equal", "not good")
FINAL_ANSWERS: Final = {words: v.value.replace("-", " ") for v, words in ANSWER_WORDS.items()}
"""The answers that settle a class, as the deal says them ("What do they make?" does not)."""
SIDE_EVENTS: Final = (
    EventKind.CARTE_BLANCHE,
    EventKind.LOOK,
    EventKind.PIQUE,
    EventKind.REPIQUE,
    EventKind.CARTE_ROUGE,
    EventKind.THROW_IN,
)
SCALE: Final = 100.0
"""Points and totals are divided by this."""
DEAL_POINTS_MOST: Final = 300
"""More than one hand can score in a deal under any rules salon plays: carte blanche 10, point
8, sequences 32, quatorzes 42, repique 60, cards and tricks 34 (the last trick at ten), capot
40 and carte rouge 40 come to 266, and no hand holds all of them at once."""
DEALS_MOST: Final = 6
"""The longest partie (``PiquetRules.deals_per_partie`` is 4 or 6)."""

OBSERVATION: Final = Layout()
HAND: Final = OBSERVATION.cards("hand", "in my hand")
DEALT: Final = OBSERVATION.cards("dealt", "dealt to me")
DISCARD: Final = OBSERVATION.cards("my discard", "put out by me")
STOCK_SEEN: Final = OBSERVATION.cards("stock seen", "seen by me in the stock")
STOCK_KNOWN: Final = OBSERVATION.cards("stock known", "seen by me and still in the stock")
ADVERSARY_KNOWN: Final = OBSERVATION.cards(
    "adversary known", "held by the adversary, shown by his calls or carte blanche"
)
ADVERSARY_SHOWN: Final = OBSERVATION.cards("adversary shown", "in the carte blanche he showed")
PLAYED_BY_ME: Final = OBSERVATION.cards("played by me", "played by me to a trick")
PLAYED_BY_ADVERSARY: Final = OBSERVATION.cards("played by adversary", "played by him to a trick")
LEAD: Final = OBSERVATION.cards("lead", "led to the trick in progress")
PLAYED_PHASES: Final = tuple(phase for phase in Phase if phase is not Phase.MISDEALT)
"""The moments of a deal a computer plays: elder's choice on a deal with a card dealt wrongly
arises only with real cards (Law 10), so it has no place in the observation."""
PHASE: Final = OBSERVATION.one_of(
    "phase", (*PLAYED_PHASES, PartiePhase.CHOOSE), lambda p: getattr(p, "value", str(p))
)
SEAT: Final = OBSERVATION.flags("seat", ("I am elder hand", "my turn", "I lead this trick"))
COUNTS: Final = OBSERVATION.numbers(
    "counts",
    (
        "cards in the stock / 8",
        "cards in the adversary's hand / 12",
        "cards the adversary exchanged / 7",
        "cards I exchanged / 7",
        "cards I may exchange now / 7",
        "tricks won by me / 12",
        "tricks won by the adversary / 12",
    ),
    high=1.0,
)
SCORES: Final = OBSERVATION.numbers(
    "deal points",
    ("my points this deal / 100", "the adversary's / 100"),
    high=DEAL_POINTS_MOST / SCALE,
)
CLAIMS: Final = OBSERVATION.add(
    "claims",
    [
        f"{side}, {category.word}, {relation.value}: {part}"
        for side in SIDES
        for category in DECLARED_CATEGORIES
        for relation in Relation
        for part in ("claimed", "cards / 12", "value / 100, or top or rank / 14")
    ],
)
CLASSES: Final = OBSERVATION.add(
    "calling",
    [
        f"{category.word}: {outcome}"
        for category in DECLARED_CATEGORIES
        for outcome in CLASS_OUTCOMES
    ],
)
TALK: Final = OBSERVATION.add(
    "talk", [f"{side}: {kind.value}" for side in SIDES for kind in SIDE_EVENTS]
)
PARTIE: Final = OBSERVATION.add(
    "partie",
    (
        "my total / 100",
        "the adversary's total / 100",
        "deals played / deals in the partie",
        "a four-deal partie",
        "the last deal",
    ),
)
TOTAL_MOST: Final = DEALS_MOST * DEAL_POINTS_MOST / SCALE
PARTIE_HIGHS: Final = (TOTAL_MOST, TOTAL_MOST, 2.0, 1.0, 1.0)
SIZE: Final = OBSERVATION.size

PHASES: Final = (*PLAYED_PHASES, PartiePhase.CHOOSE)
"""Looked up with ``tuple.index``: the enums' own hash runs in Python, their identity in C."""
RELATIONS: Final = tuple(Relation)


def highs() -> Vector:
    """Each slot's largest value, for the observation space."""
    values = np.array(OBSERVATION.highs(), dtype=np.float32)
    values[PARTIE.offset : PARTIE.stop] = PARTIE_HIGHS
    return values


@dataclass(frozen=True, slots=True)
class PartieStanding:
    """What the scoring card tells of the partie around the deal; zeros for a lone deal."""

    my_total: int = 0
    adversary_total: int = 0
    deals_played: int = 0
    deals_in_partie: int = 6
    last_deal: bool = False


LONE_DEAL: Final = PartieStanding()


class DealFacts(Protocol):
    """What the encoder reads: the fields of a :class:`DealView` it needs (the talk aside)."""

    @property
    def role(self) -> Role: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> Role | None: ...
    @property
    def hand(self) -> Collection[Card]: ...
    @property
    def dealt(self) -> Collection[Card]: ...
    @property
    def discard(self) -> Collection[Card]: ...
    @property
    def stock_seen(self) -> Collection[Card]: ...
    @property
    def stock_known(self) -> Collection[Card]: ...
    @property
    def opponent_known(self) -> Collection[Card]: ...
    @property
    def opponent_shown_hand(self) -> Collection[Card]: ...
    @property
    def lead(self) -> Card | None: ...
    @property
    def leader(self) -> Role: ...
    @property
    def tricks(self) -> Sequence[Trick]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def claims(self) -> Sequence[Claim]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def opponent_card_count(self) -> int: ...
    @property
    def opponent_exchanged(self) -> int: ...
    @property
    def exchange_limit(self) -> int: ...


class TalkReader:
    """What the words said reveal beyond the claims: how each class of the calling ended, and
    who announced, looked, piqued, repiqued, counted carte rouge or threw in.

    Events are only ever added to a deal's talk, so a reader kept for one hand of one deal
    reads each event once (:meth:`read` takes the whole talk and starts where it stopped).
    """

    __slots__ = ("category", "claims_read", "claims_segment", "me", "ones", "read_up_to", "role")

    def __init__(self, me: Role) -> None:
        self.role = me
        self.me = int(me)
        self.category = 0
        self.read_up_to = 0
        self.ones: list[int] = []
        self.claims_read = 0
        self.claims_segment = np.zeros(CLAIMS.size, dtype=np.float32)

    def claims(self, claims: Sequence[Claim]) -> Vector | None:
        """The claims' slots (None while there are none), worked out again only when a claim
        has been added: the list, like the talk, only grows."""
        if not claims:
            return None
        if len(claims) != self.claims_read:
            self.claims_segment.fill(0.0)
            _claims(self.claims_segment, self.role, claims)
            self.claims_read = len(claims)
        return self.claims_segment

    def read(self, events: Sequence[Event], *, filtered: bool) -> list[int]:
        """The slots set by the talk; ``filtered`` says the events are those the hand
        witnessed already (a view's talk), otherwise the others are skipped here."""
        me = self.me
        ones = self.ones
        for event in events[self.read_up_to :]:
            if not filtered and not event.seen_by(me):
                continue
            kind = event.kind
            if kind is EventKind.CALL:
                if self.category < 3:
                    ones.append(CLASSES.offset + self.category * 5)
            elif kind is EventKind.SINK:
                ones.append(CLASSES.offset + self.category * 5 + 1)
                self.category += 1
            elif kind is EventKind.ANSWER:
                outcome = FINAL_ANSWERS.get(event.words)
                if outcome is not None:
                    where = CLASSES.offset + self.category * 5 + CLASS_OUTCOMES.index(outcome)
                    ones.append(where)
                    self.category += 1
            elif kind in SIDE_EVENTS and event.audience is None:
                side = 0 if event.seat == me else 1
                ones.append(TALK.offset + side * len(SIDE_EVENTS) + SIDE_EVENTS.index(kind))
        self.read_up_to = len(events)
        return ones


def observe_deal(view: DealView, standing: PartieStanding = LONE_DEAL) -> Vector:
    """The vector of one hand's view of a deal."""
    reader = TalkReader(view.role)
    talk = reader.read(view.talk, filtered=True)
    return encode(view, talk, reader.claims(view.claims), standing)


def encode(
    facts: DealFacts,
    talk: list[int],
    claims: Vector | None,
    standing: PartieStanding = LONE_DEAL,
) -> Vector:
    """The vector of ``facts``, with the slots ``talk`` sets and the ``claims`` segment (both
    from a :class:`TalkReader`)."""
    vector = np.zeros(SIZE, dtype=np.float32)
    role = facts.role
    bits = CARD_BIT
    mine = theirs = 0
    for trick in facts.tricks:
        if trick.leader is role:
            mine |= bits[trick.lead.index]
            theirs |= bits[trick.reply.index]
        else:
            theirs |= bits[trick.lead.index]
            mine |= bits[trick.reply.index]
    lead = facts.lead
    lead_mask = 0
    if lead is not None:
        lead_mask = bits[lead.index]
        if facts.leader is role:
            mine |= lead_mask
        else:
            theirs |= lead_mask
    write_planes(
        vector,
        (
            card_mask(facts.hand),
            card_mask(facts.dealt),
            card_mask(facts.discard),
            card_mask(facts.stock_seen),
            card_mask(facts.stock_known),
            card_mask(facts.opponent_known),
            card_mask(facts.opponent_shown_hand),
            mine,
            theirs,
            lead_mask,
        ),
    )
    phase = facts.phase
    ones = [*talk, PHASE.offset + PHASES.index(phase)]
    if role is Role.ELDER:
        ones.append(SEAT.offset)
    if facts.to_act is role:
        ones.append(SEAT.offset + 1)
    if lead is None and facts.leader is role and phase is Phase.PLAY:
        ones.append(SEAT.offset + 2)
    vector[ones] = 1.0
    other = role.other
    vector[COUNTS.offset : SCORES.stop] = (
        facts.stock_count / 8,
        facts.opponent_card_count / 12,
        facts.opponent_exchanged / 7,
        len(facts.discard) / 7,
        facts.exchange_limit / 7,
        facts.tricks_won[role] / 12,
        facts.tricks_won[other] / 12,
        facts.scores[role] / SCALE,
        facts.scores[other] / SCALE,
    )
    if claims is not None:
        vector[CLAIMS.offset : CLAIMS.stop] = claims
    if standing is not LONE_DEAL:
        _standing(vector, standing)
    return vector


def observe_partie(view: PartieView) -> Vector:
    """The vector of one seat's view of a partie: its deal, and the scoring card."""
    seat = view.seat
    played = len(view.deal_scores)
    standing = PartieStanding(
        my_total=view.totals[seat],
        adversary_total=view.totals[1 - seat],
        deals_played=played,
        deals_in_partie=view.deals_in_partie,
        last_deal=view.deal is not None and view.deal_number >= view.deals_in_partie,
    )
    if view.deal is not None:
        return observe_deal(view.deal, standing)
    vector = np.zeros(SIZE, dtype=np.float32)
    if view.phase is PartiePhase.CHOOSE:
        vector[PHASE.offset + PHASES.index(PartiePhase.CHOOSE)] = 1.0
        vector[SEAT.offset + 1] = float(view.to_act == seat)
    _standing(vector, standing)
    return vector


def _claims(segment: Vector, role: Role, claims: Sequence[Claim]) -> None:
    """The claims written into the segment of the claims field."""
    per_side = len(DECLARED_CATEGORIES) * len(Relation) * 3
    for claim in claims:
        side = 0 if claim.role is role else 1
        category = claim.category
        slot = (
            side * per_side
            + (
                DECLARED_CATEGORIES.index(category) * len(Relation)
                + RELATIONS.index(claim.relation)
            )
            * 3
        )
        measure = claim.measure
        if measure is None:
            segment[slot : slot + 2] = (1.0, claim.size / 12)
        else:
            scale = SCALE if category is Category.POINT else 14.0
            segment[slot : slot + 3] = (1.0, claim.size / 12, measure / scale)


def _standing(vector: Vector, standing: PartieStanding) -> None:
    vector[PARTIE.offset : PARTIE.stop] = (
        standing.my_total / SCALE,
        standing.adversary_total / SCALE,
        standing.deals_played / standing.deals_in_partie,
        float(standing.deals_in_partie == 4),
        float(standing.last_deal),
    )
