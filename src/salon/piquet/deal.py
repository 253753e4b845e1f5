"""One deal of Piquet as a state machine: deal, carte blanche, exchange, calling, play.

The hands are indexed by :class:`Role` (0 elder, 1 younger). Every step is an action
checked before it applies; forced steps with a single outcome (an answer of "Good" when
nothing better is held, a class with nothing to call) are taken by the deal itself.

>>> import random
>>> deal = Deal()
>>> deal.apply(deal.sample_chance(random.Random(1)))
>>> deal.phase, deal.to_act
(<Phase.CARTE_BLANCHE: 'carte blanche'>, <Role.YOUNGER: 1>)
>>> while not deal.is_terminal:
...     deal.apply(deal.random_action(random.Random(len(deal.events))))
>>> sum(deal.tricks_won)
12
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from itertools import combinations as choose
from math import comb
from typing import Final

from salon.cards import (
    Card,
    in_index_order,
    pick,
    piquet_pack,
    shuffled,
    sort_hand,
)
from salon.engine import CHANCE, IllegalActionError, _Chance
from salon.piquet import corrections, declaring, exchanging, irregular, playing, refusals
from salon.piquet.actions import (
    PLAYS,
    AnnounceCarteBlanche,
    Answer,
    CorrectAnswer,
    CorrectCall,
    Correction,
    DealAction,
    DealCards,
    DeclineLook,
    Exchange,
    FreshDeal,
    LookAtLeft,
    Misdeal,
    Play,
    Role,
    StandDeal,
    ThrowIn,
    WaiveCarteBlanche,
)
from salon.piquet.combinations import is_carte_blanche
from salon.piquet.irregular import Ruling
from salon.piquet.rules import PiquetRules
from salon.piquet.state import DealState
from salon.piquet.state import Phase as Phase
from salon.piquet.state import Trick as Trick
from salon.piquet.talk import EventKind
from salon.piquet.view import DealView

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
_PACK = frozenset(piquet_pack())

_CALLING: Final = frozenset({Phase.CALL, Phase.ANSWER, Phase.EXTRAS})
"""The moments when a class is called, answered or reckoned by elder."""

_MISDEAL_CHOICES: Final[list[DealAction]] = [StandDeal(), FreshDeal()]

_RUBICON: Final = PiquetRules()
"""The default rules, built once: a frozen object, shared by every deal that takes them."""


def _find(action: DealAction, legal: list[DealAction]) -> DealAction | None:
    """The listed action equal to ``action``, or None; identity is tried through the whole
    list first: the actions offered usually come back as they are, and comparing fields costs
    more."""
    for candidate in legal:
        if candidate is action:
            return candidate
    for candidate in legal:
        if candidate == action:
            return candidate
    return None


class Deal(DealState):
    """One deal. ``throw_in`` names the hands that may throw down (the last deal's rubicon)."""

    def __init__(
        self, rules: PiquetRules | None = None, *, throw_in: frozenset[Role] = frozenset()
    ) -> None:
        super().__init__(rules or _RUBICON, throw_in=throw_in)
        self._legal_cache: tuple[int, list[DealAction]] | None = None
        self._version = 0
        self._before_answer: corrections.BeforeAnswer | None = None
        """Younger's answer of good or equal holding better, while Law 25 lets him correct it."""

    # ------------------------------------------------------------------ queries

    @property
    def to_act(self) -> Role | _Chance | None:
        phase = self.phase
        if phase is Phase.DEAL:
            return CHANCE
        if phase is Phase.OVER:
            return None
        if phase is Phase.CARTE_BLANCHE:
            return YOUNGER
        if phase is Phase.PLAY:
            return self.leader if self.lead is None else self.leader.other
        if phase in (
            Phase.ELDER_EXCHANGE,
            Phase.ELDER_LOOK,
            Phase.CALL,
            Phase.EXTRAS,
            Phase.MISDEALT,
        ):
            return ELDER
        return YOUNGER

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    def view(self, role: Role) -> DealView:
        """All that ``role`` may know now; the only thing a client receives."""
        other = role.other
        to_act = self.to_act
        mine = to_act is role
        exchanging = self.phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE)
        legal: tuple[DealAction, ...] = ()
        limit = 0
        if mine and exchanging:
            limit = self.exchange_limit(role)
            legal = tuple(self.announcements())
        elif mine:
            legal = tuple(self.legal_actions())
        played = {t.lead for t in self.tricks} | {t.reply for t in self.tricks}
        if self.lead is not None:
            played.add(self.lead)
        opponent_discard = self.discards[other] or self.set_aside[other] or ()
        return DealView(
            role=role,
            phase=self.phase,
            to_act=to_act if isinstance(to_act, Role) else None,
            hand=tuple(sort_hand(self.hands[role])),
            dealt=tuple(sort_hand(self.dealt[role])),
            discard=tuple(sort_hand(self.discards[role] or self.set_aside[role] or ())),
            stock_count=len(self.stock),
            stock_seen=tuple(sort_hand(self.left_seen[role])),
            stock_known=tuple(sort_hand(c for c in self.left_seen[role] if c in self.stock)),
            opponent_card_count=len(self.hands[other]),
            opponent_exchanged=len(opponent_discard),
            opponent_known=tuple(sort_hand(self.revealed[other] - played)),
            opponent_shown_hand=tuple(sort_hand(self.shown_hand[other])),
            lead=self.lead,
            leader=self.leader,
            tricks=tuple(self.tricks),
            tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            scores=(self.scores[0], self.scores[1]),
            talk=tuple(e for e in self.events if e.seen_by(int(role))),
            claims=tuple(self.calls.claims),
            legal=legal,
            exchange_limit=limit,
            calling=self.calls.category if self.phase in _CALLING else None,
            corrections=tuple(self.corrections(role)),
        )

    def corrections(self, role: Role) -> list[Correction]:
        """The corrections of Law 25 open to ``role`` now: made out of turn, so never among
        the legal actions of the hand to act (:mod:`salon.piquet.corrections`)."""
        return corrections.open_to(self, role, self._before_answer)

    def legal_actions(self) -> list[DealAction]:
        """Every action open now (empty at a chance step: use :meth:`sample_chance`)."""
        return list(self._legal())

    def _legal(self) -> list[DealAction]:
        """The legal actions, listed once per state; callers must not change the list."""
        if self._legal_cache is None or self._legal_cache[0] != self._version:
            self._legal_cache = (self._version, self._list_legal())
        return self._legal_cache[1]

    def _list_legal(self) -> list[DealAction]:
        phase = self.phase
        if phase is Phase.PLAY:
            role = self._playing()
            actions: list[DealAction] = [PLAYS[card] for card in playing.playable(self, role)]
            if self._younger_reckoning():
                actions.extend(declaring.younger_reckonings(self))
            if playing.may_throw_in(self, role):
                actions.append(ThrowIn())
            return actions
        if phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
            role = ELDER if phase is Phase.ELDER_EXCHANGE else YOUNGER
            hand = in_index_order(self.hands[role])
            exchanges: list[DealAction] = [
                Exchange(discard)
                for n in range(1 + self.surplus[role], self.exchange_limit(role) + 1)
                for discard in choose(hand, n)
            ]
            return self.announcements() + exchanges
        if phase is Phase.CARTE_BLANCHE:
            if is_carte_blanche(self.dealt[YOUNGER]):
                return [AnnounceCarteBlanche(), WaiveCarteBlanche()]
            return [WaiveCarteBlanche()]
        if phase in (Phase.ELDER_LOOK, Phase.YOUNGER_LOOK, Phase.LOOK_BEFORE_PLAY):
            return [LookAtLeft(), DeclineLook()]
        if phase in (Phase.CALL, Phase.ANSWER, Phase.EXTRAS):
            return declaring.legal(self)
        if phase is Phase.MISDEALT:
            return list(_MISDEAL_CHOICES)
        return []

    def announcements(self) -> list[DealAction]:
        """Elder may announce a carte blanche before he exchanges (he must do it at once)."""
        if (
            self.phase is Phase.ELDER_EXCHANGE
            and self.carte_blanche is None
            and is_carte_blanche(self.dealt[ELDER])
        ):
            return [AnnounceCarteBlanche()]
        return []

    def check(self, action: DealAction) -> None:
        """Raise :class:`IllegalActionError` saying why ``action`` is refused now."""
        self._resolve(action)

    def sample_chance(self, rng: random.Random) -> DealCards:
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("a shuffle", "the cards have been dealt")
        return DealCards(tuple(shuffled(piquet_pack(), rng)))

    def random_action(self, rng: random.Random) -> DealAction:
        """A legal action drawn uniformly, without listing every exchange."""
        if self.phase is Phase.DEAL:
            return self.sample_chance(rng)
        if self.phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
            role = ELDER if self.phase is Phase.ELDER_EXCHANGE else YOUNGER
            if self.announcements() and rng.random() < 0.5:
                return AnnounceCarteBlanche()
            hand = in_index_order(self.hands[role])
            sizes = range(1 + self.surplus[role], self.exchange_limit(role) + 1)
            n = rng.choices(sizes, weights=[comb(len(hand), k) for k in sizes])[0]
            return Exchange(tuple(shuffled(hand, rng)[:n]))
        return pick(self._legal(), rng)

    # ------------------------------------------------------------------ apply

    def apply(self, action: DealAction) -> None:
        """Check ``action`` and carry it out; a refused action changes nothing."""
        action = self._resolve(action)
        self._version += 1
        before, self._before_answer = self._before_answer, None
        if isinstance(action, CorrectCall | CorrectAnswer):
            corrections.apply(self, action, before)
        elif isinstance(action, DealCards):
            exchanging.deal_cards(self, action.order)
        elif isinstance(action, AnnounceCarteBlanche | WaiveCarteBlanche):
            exchanging.declare_carte_blanche(self, isinstance(action, AnnounceCarteBlanche))
        elif isinstance(action, Exchange):
            exchanging.exchange(self, action.discard)
        elif isinstance(action, LookAtLeft | DeclineLook):
            exchanging.decide_look(self, isinstance(action, LookAtLeft))
        elif isinstance(action, Play | ThrowIn):
            if isinstance(action, ThrowIn) and not self.hand_settled and self.lead is None:
                declaring.begin_reckoning(self)  # elder throws in: younger's hand still counts
                declaring.finish_reckoning(self)
            if self._younger_reckoning():
                declaring.finish_reckoning(self)
            if isinstance(action, Play):
                playing.play(self, self._playing(), action.card)
            else:
                playing.throw_in(self, self._playing())
        elif isinstance(action, Misdeal):
            irregular.misdeal(self, action)
        elif isinstance(action, StandDeal):
            irregular.stand(self)
        elif isinstance(action, FreshDeal):
            irregular.fresh(self)
        else:
            if isinstance(action, Answer):
                self._before_answer = corrections.remember(self, action)
            declaring.apply(self, action)

    def rule(self, ruling: Ruling) -> None:
        """The umpire's ruling at a table of real cards (never a player's move): checked, then
        carried out, with its law in the talk; a refused ruling changes nothing."""
        reason = irregular.ruling_refusal(self, ruling)
        if reason:
            raise IllegalActionError(ruling, reason)
        self._version += 1
        self._before_answer = None
        irregular.rule(self, ruling)

    def _resolve(self, action: DealAction) -> DealAction:
        """The legal action equal to ``action`` (with derived fields filled), or an error."""
        phase = self.phase
        if isinstance(action, CorrectCall | CorrectAnswer):
            return corrections.resolve(self, action, self._before_answer)
        if isinstance(action, DealCards):
            if phase is not Phase.DEAL:
                raise IllegalActionError(action, "the cards have already been dealt")
            if len(action.order) != 32 or set(action.order) != _PACK:
                raise IllegalActionError("that deal", "it is not the 32-card piquet pack")
            return action
        if phase is Phase.DEAL:
            if isinstance(action, Misdeal):
                reason = irregular.misdeal_refusal(action)
                if reason:
                    raise IllegalActionError("that deal", reason)
                return action
            raise IllegalActionError(action, "the cards must be dealt first")
        if phase is Phase.OVER:
            raise IllegalActionError(action, "the deal is over")
        if phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
            if isinstance(action, Exchange):
                exchanging.check_exchange(self, action)
                return action
            if action in self.announcements():
                return action
            raise IllegalActionError(action, self._why_not(action))
        if isinstance(action, Play) and phase is Phase.PLAY:
            cache = self._legal_cache
            if cache is not None and cache[0] == self._version:
                if _find(action, cache[1]) is not None:
                    return action
            elif action.card in playing.playable(self, self._playing()):
                return action
            raise IllegalActionError(action, self._why_not(action))
        listed = _find(action, self._legal())
        if listed is not None:
            return listed  # derived fields filled in
        raise IllegalActionError(action, self._why_not(action))

    def _why_not(self, action: DealAction) -> str:
        to_act = self.to_act
        return refusals.why_not(self, to_act if isinstance(to_act, Role) else None, action)

    def exchange_limit(self, role: Role) -> int:
        """How many cards ``role`` may discard: one at least (Law 12), but a hand of eleven
        may discard none and one of thirteen must discard two (Laws 21-23)."""
        return exchanging.exchange_limit(self, role)

    def score_play(
        self, role: Role, points: int, *, kind: EventKind = EventKind.PLAY, card: Card | None = None
    ) -> None:
        """Count points in play, with the pique if they make it."""
        playing.score_play(self, role, points, kind=kind, card=card)

    def _playing(self) -> Role:
        """The hand to play (the deal is in its play)."""
        role = self.to_act
        assert isinstance(role, Role)
        return role

    def _younger_reckoning(self) -> bool:
        """Younger has not yet played to the first trick: he may still reckon."""
        return self.phase is Phase.PLAY and self.lead is not None and not self.hand_settled

    # ------------------------------------------------------------------ copies

    def copy(self) -> Deal:
        """An independent copy, cheap enough for search."""
        other = copy.copy(self)
        other.events = list(self.events)
        other.hands = [set(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.set_aside = list(self.set_aside)
        other.left_seen = list(self.left_seen)
        other.revealed = [set(r) for r in self.revealed]
        other.shown_hand = list(self.shown_hand)
        other.calls = self.calls.copy()
        other.scores = list(self.scores)
        other.hand_scores = [list(h) for h in self.hand_scores]
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        other.dealt = list(self.dealt)
        other.held_after_exchange = list(self.held_after_exchange)
        return other


def replay(actions: Iterable[DealAction], rules: PiquetRules | None = None) -> Deal:
    """The deal reached by applying ``actions`` in order from the start."""
    deal = Deal(rules)
    for action in actions:
        deal.apply(action)
    return deal
