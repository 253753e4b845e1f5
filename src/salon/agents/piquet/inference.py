"""What the adversary can hold: constraints read from a view, and deals sampled under them.

From one hand's view: every card it has seen is placed; the adversary's known cards are in his
hand; a suit he failed to follow he no longer holds; his calls and answers are true of his hand
after the exchange; his discard and the unseen stock have known sizes. The sampler deals the
unseen cards to the adversary's hand, his discard and the stock so that all of this holds.
It never excludes the true deal. Among the deals that agree, :meth:`Knowledge.sample_likely`
prefers those under which the adversary's exchange was likely
(:mod:`salon.agents.piquet.likelihood`): several deals are drawn and one kept with a chance in
proportion to that likelihood.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from salon.agents.piquet.adversary import AS_STRONG, READ_AS_STRONG, AdversaryModel, Reading
from salon.agents.piquet.conduct import Declarations, Follow, Lead
from salon.agents.piquet.likelihood import POOL, keep_worth
from salon.agents.piquet.solved_play import (
    READ_FROM,
    SOLVED_FROM,
    SOLVED_PLAY,
    SolvedChoice,
    SolvedPlayModel,
    solved_choices,
)
from salon.cards import Card, Suit, piquet_pack
from salon.piquet.actions import Role
from salon.piquet.claims import Claim, Relation
from salon.piquet.combinations import DECLARED_CATEGORIES, Category
from salon.piquet.state import Phase
from salon.piquet.view import DealView

_PACK = piquet_pack()
_TAKEN_DRAWS = 2
"""How many ways the adversary's taken cards are drawn to weigh one deal."""


@dataclass(frozen=True, slots=True)
class HiddenDeal:
    """One way the unseen cards may lie."""

    opponent_hand: frozenset[Card]
    opponent_discard: frozenset[Card]
    stock: frozenset[Card]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The constraints one view puts on the unseen cards."""

    unseen: tuple[Card, ...]
    opponent_known: frozenset[Card]
    opponent_played: frozenset[Card]
    opponent_hand_slots: int
    opponent_discard_slots: int
    stock_slots: int
    voids: frozenset[Suit]
    claims: tuple[Claim, ...]
    shown: frozenset[Card]
    """Cards of a carte blanche shown by the adversary: in his hand or his discard."""
    opponent_elder: bool
    opponent_limit: int
    """How many cards the adversary might have taken (0: he has not exchanged yet)."""
    opponent_taken: frozenset[Card]
    """Cards he certainly took in from the stock (seen there by this hand)."""
    declarations: Declarations | None = None
    """What his calls, answers and sinkings were, to weigh them (None: not known)."""
    follows: tuple[Follow, ...] = ()
    """The cards he played to this hand's leads."""
    leads: tuple[Lead, ...] = ()
    """The cards he led."""
    late: tuple[SolvedChoice, ...] = ()
    """His cards played late in the play, to weigh by best play."""

    @classmethod
    def from_view(cls, view: DealView) -> Knowledge:
        me, other = view.role, view.role.other
        played: dict[object, set[Card]] = {me: set(), other: set()}
        voids: set[Suit] = set()
        for trick in view.tricks:
            follower = trick.leader.other
            played[trick.leader].add(trick.lead)
            played[follower].add(trick.reply)
            if follower is other and trick.reply.suit is not trick.lead.suit:
                voids.add(trick.lead.suit)
        if view.lead is not None:
            played[view.leader].add(view.lead)
        all_played = played[me] | played[other]
        in_stock = set(view.stock_known)
        # Seen in the stock but gone from it: the adversary took them in.
        taken = set(view.stock_seen) - in_stock - all_played
        known = (set(view.opponent_known) | taken) - all_played
        seen = set(view.hand) | set(view.discard) | set(view.dealt) | set(view.stock_seen)
        seen |= all_played | known
        unseen = tuple(c for c in _PACK if c not in seen)
        shown = frozenset(c for c in view.opponent_shown_hand if c in unseen)
        follows, leads = _play_read(view)
        return cls(
            unseen=unseen,
            opponent_known=frozenset(known),
            opponent_played=frozenset(played[other]),
            opponent_hand_slots=view.opponent_card_count - len(known),
            opponent_discard_slots=view.opponent_exchanged,
            stock_slots=view.stock_count - len(in_stock),
            voids=frozenset(voids),
            claims=tuple(c for c in view.claims if c.role is other),
            shown=shown,
            opponent_elder=other is Role.ELDER,
            opponent_limit=_limit(view) if view.opponent_exchanged else 0,
            opponent_taken=frozenset(taken),
            declarations=_declarations(view),
            follows=follows,
            leads=leads,
            late=solved_choices(view, READ_FROM),
        )

    def admits(self, hidden: HiddenDeal) -> bool:
        """Whether ``hidden`` agrees with everything this view knows."""
        if any(card.suit in self.voids for card in hidden.opponent_hand):
            return False
        if self.shown & hidden.stock:
            return False
        held = hidden.opponent_hand | self.opponent_known | self.opponent_played
        return all(claim.satisfied_by(held) for claim in self.claims)

    def sample(self, rng: random.Random, *, tries: int = 2000) -> HiddenDeal | None:
        """A deal of the unseen cards that agrees with the view (None if none was found)."""
        blocked = [c for c in self.unseen if c.suit in self.voids]
        free = [c for c in self.unseen if c.suit not in self.voids]
        outside = self.opponent_discard_slots + self.stock_slots
        slots = self.opponent_hand_slots + self.opponent_discard_slots + self.stock_slots
        if (
            slots != len(self.unseen)
            or len(blocked) > outside
            or min(self.stock_slots, self.opponent_hand_slots) < 0
        ):
            return None
        for _ in range(tries):
            rng.shuffle(free)
            hand = free[: self.opponent_hand_slots]
            rest = blocked + free[self.opponent_hand_slots :]
            rng.shuffle(rest)
            discard = rest[: self.opponent_discard_slots]
            stock = rest[self.opponent_discard_slots :]
            hidden = HiddenDeal(frozenset(hand), frozenset(discard), frozenset(stock))
            if self.admits(hidden):
                return hidden
        return None

    def exchange_likelihood(
        self, hidden: HiddenDeal, rng: random.Random, adversary: AdversaryModel = AS_STRONG
    ) -> float:
        """How likely the adversary's exchange was if the cards lie as in ``hidden``, under
        ``adversary``'s model of it: his dealt hand is his hand after the exchange less the
        cards taken in (drawn among those that may have been) plus his discard; averaged over a
        few such draws."""
        if not self.opponent_limit or self.shown:
            return 1.0
        model = adversary.exchange(self.opponent_elder)
        after = hidden.opponent_hand | self.opponent_known | self.opponent_played
        discard = hidden.opponent_discard
        free = sorted(after - self.opponent_taken, key=lambda c: c.index)
        extra = len(discard) - len(self.opponent_taken)
        if extra < 0 or extra > len(free):
            return 0.0
        total = 0.0
        for _ in range(_TAKEN_DRAWS):
            taken = self.opponent_taken | frozenset(rng.sample(free, extra))
            dealt = tuple((after - taken) | discard)
            total += model.likelihood(dealt, discard, self.opponent_limit)
        return total / _TAKEN_DRAWS

    def _dealt_as_exchanged(self) -> bool:
        """Whether his exchange can be dealt again as it was made: he has exchanged and no card
        of his hand is known yet (each known card would have to escape his discard)."""
        known = self.opponent_known | self.opponent_played | self.shown
        return bool(self.opponent_limit) and not known and self.opponent_hand_slots > 0

    def sample_exchanged(
        self, rng: random.Random, *, tries: int = 2000, adversary: AdversaryModel = AS_STRONG
    ) -> tuple[HiddenDeal, float] | None:
        """A deal drawn as his exchange was made, with the chance of his count: the unseen
        cards dealt alike to the cards he took, his hand dealt and the stock left, and his
        discard drawn from his hand dealt by the model of the exchange
        (:meth:`ExchangeModel.draw_discard`). So the hand he keeps is as good as exchanges make
        it, not as good as cards dealt alike; the count's chance is the deal's weight."""
        model = adversary.exchange(self.opponent_elder)
        count, size = self.opponent_discard_slots, self.opponent_hand_slots
        cards = list(self.unseen)
        for _ in range(tries):
            rng.shuffle(cards)
            taken, dealt, stock = cards[:count], cards[count : count + size], cards[count + size :]
            worth = keep_worth(dealt, elder=model.elder)
            discard = model.draw_discard(dealt, count, rng, worth)
            hand = frozenset(dealt).difference(discard) | frozenset(taken)
            hidden = HiddenDeal(hand, frozenset(discard), frozenset(stock))
            if self.admits(hidden):
                return hidden, model.count_likelihood(dealt, count, self.opponent_limit, worth)
        return None

    def conduct_likelihood(
        self, hidden: HiddenDeal, adversary: AdversaryModel = AS_STRONG
    ) -> float:
        """How likely the adversary's calls, answers, sinkings, replies and leads were if the
        cards lie as in ``hidden``, under ``adversary``'s model of them
        (:mod:`salon.agents.piquet.conduct`)."""
        after = hidden.opponent_hand | self.opponent_known | self.opponent_played
        told = (
            1.0
            if self.declarations is None
            else adversary.declarations.likelihood(after, self.declarations)
        )
        led = adversary.leads.likelihood(after, self.leads, hidden.opponent_discard)
        replied = adversary.replies.likelihood(after, self.follows, hidden.opponent_discard)
        return told * replied * led

    def late_likelihood(
        self, hidden: HiddenDeal, most: int = SOLVED_FROM, model: SolvedPlayModel = SOLVED_PLAY
    ) -> float:
        """How likely the adversary's cards played with ``most`` or fewer in his hand were if
        the cards lie as in ``hidden``, judged by best play under ``model``
        (:mod:`salon.agents.piquet.solved_play`)."""
        holding = hidden.opponent_hand | self.opponent_known
        return model.likelihood(holding, self.late, most)

    def sample_likely(
        self,
        rng: random.Random,
        *,
        pool: int = POOL,
        tries: int = 2000,
        conduct: bool = False,
        late: int = 0,
        late_model: SolvedPlayModel = SOLVED_PLAY,
        reading: Reading = READ_AS_STRONG,
    ) -> HiddenDeal | None:
        """A deal that agrees with the view, drawn in proportion to how likely the adversary's
        exchange was under it (sampling-importance-resampling over ``pool`` agreeing deals);
        ``conduct``: and his calls, answers, sinkings, replies and leads; ``late``: and his
        cards played with ``late`` or fewer in his hand, by best play under ``late_model`` (0:
        none). ``reading``: the models of his exchange and conduct; with several, each deal is
        weighed by their mixture, or (while it can be dealt as exchanged) drawn under a model
        drawn by its chance."""
        found = self.sample_read(
            rng,
            pool=pool,
            tries=tries,
            conduct=conduct,
            late=late,
            late_model=late_model,
            reading=reading,
        )
        return None if found is None else found[0]

    def sample_read(
        self,
        rng: random.Random,
        *,
        pool: int = POOL,
        tries: int = 2000,
        conduct: bool = False,
        late: int = 0,
        late_model: SolvedPlayModel = SOLVED_PLAY,
        reading: Reading = READ_AS_STRONG,
    ) -> tuple[HiddenDeal, AdversaryModel] | None:
        """As :meth:`sample_likely`, with the model of ``reading`` the adversary plays by in
        that deal, drawn in proportion to how likely his choices were under each (with one
        model, that one, drawing nothing)."""
        drawn: list[HiddenDeal] = []
        shares: list[list[float]] = []  # each deal's weight under each model of the reading
        if self._dealt_as_exchanged():
            for _ in range(pool):
                found = self._drawn_exchanged(rng, tries, reading, conduct)
                if found is not None:
                    deal, weight, adversary = found
                    drawn.append(deal)
                    shares.append([weight if m is adversary else 0.0 for m, _ in reading.models])
        else:
            drawn = [d for d in (self.sample(rng, tries=tries) for _ in range(pool)) if d]
            shares = [self._model_weights(deal, rng, reading, conduct) for deal in drawn]
        if not drawn:
            return None
        weights = [sum(share) for share in shares]
        if late and self.late:
            weights = [
                w * self.late_likelihood(deal, late, late_model)
                for w, deal in zip(weights, drawn, strict=True)
            ]
        if sum(weights) <= 0.0:
            return rng.choice(drawn), reading.draw(rng)
        chosen = rng.choices(range(len(drawn)), weights)[0]
        return drawn[chosen], self._model_of(shares[chosen], reading, rng)

    @staticmethod
    def _model_of(share: list[float], reading: Reading, rng: random.Random) -> AdversaryModel:
        """The model a chosen deal is read by: in proportion to its weight under each."""
        if reading.single is not None:
            return reading.single
        models = [model for model, _ in reading.models]
        if sum(share) <= 0.0:
            return reading.draw(rng)
        return rng.choices(models, share)[0]

    def _drawn_exchanged(
        self, rng: random.Random, tries: int, reading: Reading, conduct: bool
    ) -> tuple[HiddenDeal, float, AdversaryModel] | None:
        """A deal dealt as his exchange was made under a model drawn from ``reading``, weighed
        by his count's chance (and, with ``conduct``, his conduct's) under that model."""
        adversary = reading.draw(rng)
        found = self.sample_exchanged(rng, tries=tries, adversary=adversary)
        if found is None:
            return None
        deal, weight = found
        if conduct:
            weight *= self.conduct_likelihood(deal, adversary)
        return deal, weight, adversary

    def choices_likelihood(
        self, deal: HiddenDeal, rng: random.Random, reading: Reading, conduct: bool
    ) -> float:
        """How likely his exchange (and, with ``conduct``, his conduct) was under ``deal``,
        each model of ``reading`` weighed by its chance."""
        return sum(self._model_weights(deal, rng, reading, conduct))

    def _model_weights(
        self, deal: HiddenDeal, rng: random.Random, reading: Reading, conduct: bool
    ) -> list[float]:
        """Each model's chance times how likely his choices were under it and ``deal``."""
        weights = []
        for adversary, chance in reading.models:
            weight = self.exchange_likelihood(deal, rng, adversary)
            if conduct:
                weight *= self.conduct_likelihood(deal, adversary)
            weights.append(chance * weight)
        return weights


def _limit(view: DealView) -> int:
    """How many cards the adversary might take: elder five, younger what elder left."""
    if view.role is Role.YOUNGER:
        return min(5, len(_PACK) - 24)
    return len(_PACK) - 24 - len(view.discard)


_DECLARING = (Phase.CALL, Phase.ANSWER, Phase.EXTRAS)
_BEFORE = (
    Phase.DEAL,
    Phase.CARTE_BLANCHE,
    Phase.ELDER_EXCHANGE,
    Phase.ELDER_LOOK,
    Phase.YOUNGER_EXCHANGE,
    Phase.YOUNGER_LOOK,
)


def _settled(view: DealView) -> frozenset[Category]:
    """The classes whose calling and answer are over."""
    if view.phase in _BEFORE:
        return frozenset()
    if view.phase in _DECLARING and view.calling is not None:
        order = DECLARED_CATEGORIES
        return frozenset(order[: order.index(view.calling)])
    return frozenset(DECLARED_CATEGORIES)


def _declarations(view: DealView) -> Declarations:
    me, other = view.role, view.role.other
    settled = _settled(view)
    theirs = [c for c in view.claims if c.role is other]
    return Declarations(
        own_calls=tuple(c for c in theirs if c.relation is Relation.HOLDS),
        answers=tuple(c for c in theirs if c.relation is not Relation.HOLDS),
        called_to_him=tuple(
            c
            for c in view.claims
            if c.role is me and c.relation is Relation.HOLDS and other is Role.YOUNGER
            if c.category in settled
        ),
        passed=settled if other is Role.ELDER else frozenset(),
    )


def _play_read(view: DealView) -> tuple[tuple[Follow, ...], tuple[Lead, ...]]:
    """The adversary's replies to this hand's leads, and his own leads, in order."""
    other = view.role.other
    his: set[Card] = set()
    gone: set[Card] = set()
    follows, leads = [], []
    for trick in view.tricks:
        if trick.leader is other:
            leads.append(Lead(trick.lead, frozenset(gone)))
            his.add(trick.lead)
        else:
            follows.append(Follow(trick.lead, trick.reply, frozenset(his), frozenset(gone)))
            his.add(trick.reply)
        gone |= {trick.lead, trick.reply}
    if view.lead is not None and view.leader is other:
        leads.append(Lead(view.lead, frozenset(gone)))
    return tuple(follows), tuple(leads)
