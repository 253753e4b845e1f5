"""How likely the adversary's calls, answers, sinkings and card play were, for each way his
cards may lie.

After the exchange (:mod:`salon.agents.piquet.likelihood`) the adversary keeps telling of his
hand. A player calls his best and answers truly unless the rubicon makes points hurt, so a
sampled hand under which his call was less than his best (he sank part of it), under which he
let a call be good that he could beat, or under which he did not call a class he held, is
less likely, though never impossible: :class:`DeclarationModel`. In the play he follows the
rules of thumb more often than not — win a trick as cheaply as he can, else play his least
card — so a hand under which his card was a dear one is less likely: :class:`PlayModel`, a
softmax over those rules' preferences. His leads are read the same way (:class:`LeadModel`):
the rules of thumb lead a master card, the longest suit's first, else the point.

The parameters are fitted by maximum likelihood to the choices of the players modelled
(``benchmarks/piquet_conduct_fit.py``; :mod:`salon.agents.piquet.fitting`).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from salon.cards import Card, Rank, Suit, piquet_pack
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import DECLARED_CATEGORIES, Category, callable_combinations

Key = tuple[int, int]
_PACK = piquet_pack()
_LOWEST = -1


def best_key(category: Category, hand: Iterable[Card]) -> Key | None:
    """The key of the best combination of ``category`` in ``hand`` (None if it holds none)."""
    combos = callable_combinations(category, sorted(hand, key=lambda c: c.index))
    return max((c.key for c in combos), default=None)


def _claimed_key(claim: Claim) -> Key:
    return (claim.size, _LOWEST if claim.measure is None else claim.measure)


def _beats(held: Key, claim: Claim) -> bool:
    """Whether a combination of key ``held`` is better than what ``claim`` names."""
    if claim.measure is None:
        return held[0] > claim.size
    return held > (claim.size, claim.measure)


@dataclass(frozen=True, slots=True)
class Declarations:
    """What the calling so far says of the adversary's choices, as public facts."""

    own_calls: tuple[Claim, ...]
    """His calls and reckonings (:attr:`Relation.HOLDS` claims of his)."""
    answers: tuple[Claim, ...]
    """His answers that named something better, equal or as many (claims of his)."""
    called_to_him: tuple[Claim, ...]
    """The calls made to him by this hand, in the classes he has answered."""
    passed: frozenset[Category]
    """The classes he, as elder, has called or sunk."""


@dataclass(frozen=True, slots=True)
class DeclarationModel:
    """Each class calls for one choice of his: to call or answer truly (chance ``1 - sink``)
    or to sink or conceal (chance ``sink``)."""

    sink: float

    def likelihood(self, hand: Collection[Card], told: Declarations) -> float:
        """The chance of his declarations if he held ``hand`` after the exchange."""
        chance = 1.0
        for category in DECLARED_CATEGORIES:
            held = best_key(category, hand)
            calls = [c for c in told.own_calls if c.category is category]
            if calls:
                best_call = max(calls, key=_claimed_key)
                chance *= (
                    self.sink if held is not None and _beats(held, best_call) else 1 - self.sink
                )
            elif category in told.passed:
                # He called nothing: he held nothing to call, or he sank it.
                chance *= 1.0 if held is None else self.sink
            chance *= self._answer(category, held, told)
        return chance

    def _answer(self, category: Category, held: Key | None, told: Declarations) -> float:
        calls = [c for c in told.called_to_him if c.category is category]
        if not calls:
            return 1.0
        answers = [c for c in told.answers if c.category is category]
        if any(c.relation in (Relation.BEATS, Relation.EQUALS) for c in answers):
            return 1 - self.sink  # an answer that names more is true (the laws see to it)
        call = max(calls, key=_claimed_key)
        if held is None:
            return 1 - self.sink
        asked = any(c.relation is Relation.AS_MANY for c in answers)
        # "Good" to a point of as many cards, without asking what it makes, conceals too.
        conceded = _beats(held, call) or (
            call.measure is None and held[0] == call.size and not asked
        )
        return self.sink if conceded else 1 - self.sink


@dataclass(frozen=True, slots=True)
class Follow:
    """One card the adversary played to a lead of this hand."""

    lead: Card
    card: Card
    before: frozenset[Card]
    """The cards he had played before it in this deal."""
    gone: frozenset[Card] = frozenset()
    """Every card played in this deal before the lead, by either hand."""


@dataclass(frozen=True, slots=True)
class PlayModel:
    """A softmax over the rules of thumb's preferences among the cards he could play."""

    sharpness: float
    """How surely he plays the card the rules of thumb prefer: 0 plays any alike."""

    def chances(self, held: Collection[Card], lead: Card) -> dict[Card, float]:
        """The chance of each card he may play to ``lead`` holding ``held``."""
        same = [c for c in held if c.suit is lead.suit]
        return _softmax(
            {card: self.sharpness * _preference(card, lead, held) for card in same or held}
        )

    def likelihood(
        self, hand: Collection[Card], follows: Sequence[Follow], out: Collection[Card] = ()
    ) -> float:
        """The chance of his replies if he held ``hand`` after the exchange (1 when a reply
        was not in it at the time: the sampler never draws such a hand); what he put ``out``
        does not change it."""
        chance = 1.0
        for follow in follows:
            held = [c for c in hand if c not in follow.before]
            if follow.card in held:
                chance *= self.chances(held, follow.lead)[follow.card]
        return chance


@dataclass(frozen=True, slots=True)
class Lead:
    """One card the adversary led."""

    card: Card
    gone: frozenset[Card]
    """Every card played in this deal before it, by either hand."""


@dataclass(frozen=True, slots=True)
class LeadModel:
    """A softmax over the rules of thumb's preferences among the cards he could lead."""

    sharpness: float
    """How surely he leads the card the rules of thumb prefer: 0 leads any alike."""

    def chances(
        self, held: Collection[Card], gone: Collection[Card], out: Collection[Card] = ()
    ) -> dict[Card, float]:
        """The chance of each card he may lead holding ``held``, when ``gone`` have been
        played and ``out`` are out of play to his knowledge (his discard)."""
        known = {*held, *gone, *out}
        top: dict[Suit, int] = {}
        for card in _PACK:
            if card not in known and card.rank > top.get(card.suit, 0):
                top[card.suit] = card.rank
        lengths: dict[Suit, int] = {}
        for card in held:
            lengths[card.suit] = lengths.get(card.suit, 0) + 1
        return _softmax(
            {
                card: self.sharpness * _lead_preference(card, lengths, top.get(card.suit, 0))
                for card in held
            }
        )

    def likelihood(
        self, hand: Collection[Card], leads: Sequence[Lead], out: Collection[Card] = ()
    ) -> float:
        """The chance of his leads if he held ``hand`` after the exchange and put ``out``
        out (1 for a lead not in it: the sampler never draws such a hand)."""
        chance = 1.0
        for lead in leads:
            held = [c for c in hand if c not in lead.gone]
            if lead.card in held:
                chance *= self.chances(held, lead.gone, out)[lead.card]
        return chance


def _softmax(scores: dict[Card, float]) -> dict[Card, float]:
    top = max(scores.values())
    odds = {card: math.exp(score - top) for card, score in scores.items()}
    total = sum(odds.values())
    return {card: odd / total for card, odd in odds.items()}


def _lead_preference(card: Card, lengths: dict[Suit, int], top_outside: int) -> float:
    """How much the rules of thumb prefer leading ``card``: a master card (none higher of its
    suit left outside his hand, whose best is ``top_outside``), then the longest suit, its
    highest card first."""
    master = card.rank > top_outside
    return (2.0 if master else 0.0) + 0.5 * lengths[card.suit] + (card.rank - Rank.SEVEN) / 16


def _preference(card: Card, lead: Card, held: Collection[Card]) -> float:
    """How much the rules of thumb prefer ``card`` to answer ``lead``: a winner, the cheapest
    first; then the least card, keeping guards to kings and queens."""
    if card.suit is lead.suit and card.rank > lead.rank:
        return 2.0 - (card.rank - lead.rank) / 4
    guard = any(
        other.suit is card.suit and other.rank in (Rank.KING, Rank.QUEEN)
        for other in held
        if other != card
    )
    return -(int(card.rank) - int(Rank.SEVEN)) / 4 - (1.0 if guard else 0.0)


DECLARATIONS = DeclarationModel(sink=0.005)
PLAY = PlayModel(sharpness=1.6)
LEADS = LeadModel(sharpness=0.6)
