"""One deal of two-handed Écarté as a state machine.

Seats are 0 and 1; ``dealer`` deals and the other seat (the non-dealer, elder hand) proposes
and leads. Sources: ecarte-treatise-1896-ocr.txt, "A description of and how to play it" and
the Laws I–XXX; rules-notes.md "Écarté". The deal keeps its turns, its legal actions and its
checks; its steps are the exchange (:mod:`salon.ecarte.exchanging`), the play
(:mod:`salon.ecarte.playing`), the throw-down and the claim (:mod:`salon.ecarte.claims`), and
the reasons for a refusal (:mod:`salon.ecarte.refusals`).

>>> import random
>>> deal = EcarteDeal(dealer=1)
>>> rng = random.Random(3)
>>> while not deal.is_terminal:
...     deal.apply(deal.random_action(rng))
>>> sum(deal.tricks_won) == 5 or deal.thrown_down is not None
True
"""

from __future__ import annotations

import copy
import random

from salon.cards import pick, piquet_pack, shuffled, sort_hand
from salon.ecarte import claims, exchanging, playing, refusals
from salon.ecarte.actions import (
    PLAYS,
    Accept,
    ClaimPoint,
    DealCards,
    Discard,
    EcarteAction,
    MarkKing,
    Play,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.deal_state import DealState
from salon.ecarte.deal_state import EventKind as EventKind
from salon.ecarte.exchanging import discard_words as discard_words
from salon.ecarte.order import sort_ecarte_hand
from salon.ecarte.playing import beats as beats
from salon.ecarte.playing import duty_cards as duty_cards
from salon.ecarte.state import Phase as Phase
from salon.ecarte.state import Trick as Trick
from salon.ecarte.view import EcarteDealView
from salon.engine import IllegalActionError
from salon.words import one_to

_PACK = frozenset(piquet_pack())


class EcarteDeal(DealState):
    """One deal: the deal and turn-up, proposals and discards, the play, the score."""

    # ------------------------------------------------------------------ queries

    def may_mark(self, seat: int) -> bool:
        """Whether ``seat`` may mark the king of trumps now (Law XX)."""
        return playing.may_mark(self, seat)

    def legal_actions(self) -> list[EcarteAction]:
        """Every action open now (empty at a chance step: use :meth:`sample_chance`)."""
        phase = self.phase
        if phase is Phase.PLAY:
            seat = self.to_act
            assert isinstance(seat, int)
            actions: list[EcarteAction] = [
                PLAYS[c.index] for c in duty_cards(self.hands[seat], self.lead, self.trump)
            ]
            if self.may_mark(seat):
                actions.append(MarkKing())
            if self.tricks_won[seat] < 3:
                # Three tricks won are the point: cards thrown down then claim it, and the
                # claim holds with no penalty (Law XXV).
                actions.append(ThrowDown())
            actions.append(ClaimPoint())
            return actions
        if phase is Phase.PROPOSAL:
            return [Stand(), Propose()] if self.stock else [Stand()]
        if phase is Phase.RESPONSE:
            return [Accept(), Refuse()]
        if phase in (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD):
            from itertools import combinations

            seat = self.to_act
            assert isinstance(seat, int)
            hand = sort_hand(self.hands[seat])
            return [
                Discard(cards)
                for n in range(1, self.discard_limit(seat) + 1)
                for cards in combinations(hand, n)
            ]
        return []

    def check(self, action: EcarteAction) -> None:
        """Raise :class:`IllegalActionError` saying why ``action`` is refused now."""
        if isinstance(action, DealCards):
            if self.phase is not Phase.DEAL:
                raise IllegalActionError(action, "the cards have already been dealt")
            if len(action.order) != 32 or set(action.order) != _PACK:
                raise IllegalActionError("that deal", "it is not the 32-card pack")
            return
        if self.phase is Phase.DEAL:
            raise IllegalActionError(action, "the cards must be dealt first")
        if self.phase is Phase.OVER:
            raise IllegalActionError(action, "the deal is over")
        if isinstance(action, Discard) and self.phase in (
            Phase.NON_DEALER_DISCARD,
            Phase.DEALER_DISCARD,
        ):
            seat = self.to_act
            assert isinstance(seat, int)
            limit = self.discard_limit(seat)
            if len(set(action.cards)) != len(action.cards):
                raise IllegalActionError(action, "a card is named twice")
            if not 1 <= len(action.cards) <= limit:
                raise IllegalActionError(action, f"discard {one_to(limit, 'card')}")
            if not set(action.cards) <= self.hands[seat]:
                raise IllegalActionError(action, "you can discard only cards you hold")
            return
        if self.phase is Phase.PLAY:
            seat = self.to_act
            assert isinstance(seat, int)
            if isinstance(action, Play):
                if action.card in duty_cards(self.hands[seat], self.lead, self.trump):
                    return
            elif isinstance(action, MarkKing):
                if self.may_mark(seat):
                    return
            elif isinstance(action, ClaimPoint):
                return
            elif isinstance(action, ThrowDown):
                if self.tricks_won[seat] < 3:
                    return
                raise IllegalActionError(
                    action,
                    "you have three tricks, the point: to throw down your cards now is to "
                    "claim it, with no penalty (Law XXV)",
                )
        elif action in self.legal_actions():
            return
        raise IllegalActionError(action, refusals.why_not(self, action))

    def sample_chance(self, rng: random.Random) -> DealCards:
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("a shuffle", "the cards have been dealt")
        return DealCards(tuple(shuffled(piquet_pack(), rng)))

    def random_action(self, rng: random.Random) -> EcarteAction:
        if self.phase is Phase.DEAL:
            return self.sample_chance(rng)
        if self.phase in (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD):
            seat = self.to_act
            assert isinstance(seat, int)
            n = 1 + int(rng.random() * self.discard_limit(seat))
            return Discard(tuple(shuffled(sort_hand(self.hands[seat]), rng)[:n]))
        if self.phase is Phase.PLAY:
            seat = self.to_act
            assert isinstance(seat, int)
            cards = duty_cards(self.hands[seat], self.lead, self.trump)
            if self.may_mark(seat) and rng.random() < 0.5:
                return MarkKing()
            return PLAYS[pick(cards, rng).index]
        return pick(self.legal_actions(), rng)

    def view(self, seat: int) -> EcarteDealView:
        """All that ``seat`` may know now; the only thing a client receives."""
        to_act = self.to_act
        mine = to_act == seat and isinstance(to_act, int)
        discarding = self.phase in (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD)
        legal: tuple[EcarteAction, ...] = ()
        limit = 0
        if mine and discarding:
            limit = self.discard_limit(seat)
        elif mine:
            legal = tuple(self.legal_actions())
        return EcarteDealView(
            seat=seat,
            dealer=self.dealer,
            phase=self.phase,
            to_act=to_act if isinstance(to_act, int) else None,
            hand=tuple(sort_ecarte_hand(self.hands[seat])),
            turn_up=self.turn_up,
            trump=None if self.turn_up is None else self.turn_up.suit,
            stock_count=len(self.stock),
            discarded=(len(self.discards[0]), len(self.discards[1])),
            proposals=self.proposals,
            lead=self.lead,
            leader=self.leader,
            tricks=tuple(self.tricks),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            points=(self.points[0], self.points[1]),
            marked=(self.marked[0], self.marked[1]),
            talk=tuple(e for e in self.events if e.seen_by(seat)),
            legal=legal,
            discard_limit=limit,
        )

    def apply(self, action: EcarteAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        self.check(action)
        if isinstance(action, DealCards):
            exchanging.deal_cards(self, action.order)
        elif isinstance(action, Stand):
            exchanging.stand(self)
        elif isinstance(action, Propose):
            exchanging.propose(self)
        elif isinstance(action, Accept):
            exchanging.accept(self)
        elif isinstance(action, Refuse):
            exchanging.refuse(self)
        elif isinstance(action, Discard):
            exchanging.discard(self, action.cards)
        elif isinstance(action, MarkKing):
            playing.mark_king(self)
        elif isinstance(action, Play):
            playing.play(self, action.card)
        elif isinstance(action, ThrowDown):
            claims.throw_down(self)
        elif isinstance(action, ClaimPoint):
            claims.claim(self)

    # ------------------------------------------------------------------ copies

    def copy(self) -> EcarteDeal:
        # copy.copy, not __dict__: a compiled deal keeps its fields in slots.
        other = copy.copy(self)
        other.events = list(self.events)
        other.hands = [set(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discards = [list(d) for d in self.discards]
        other.marked = list(self.marked)
        other.played = [list(p) for p in self.played]
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        other.points = list(self.points)
        return other
