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
    COURT_RANKS,
    Card,
    Suit,
    format_cards,
    in_index_order,
    pick,
    piquet_pack,
    shuffled,
    sort_hand,
)
from salon.engine import CHANCE, IllegalActionError, _Chance
from salon.piquet import corrections, declaring, irregular
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
from salon.piquet.combinations import Category, is_carte_blanche
from salon.piquet.irregular import Ruling
from salon.piquet.rules import PiquetRules
from salon.piquet.state import DealState
from salon.piquet.state import Phase as Phase
from salon.piquet.state import Trick as Trick
from salon.piquet.talk import ELDER_LOOKS, EventKind, exchange_words
from salon.piquet.view import DealView
from salon.words import number_words, one_to, said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
_PACK = frozenset(piquet_pack())
_SUIT_CARDS: Final = {suit: [c for c in piquet_pack() if c.suit is suit] for suit in Suit}
"""Each suit's cards in index order (the pack's order)."""


_MOMENTS: Final = {
    Phase.CARTE_BLANCHE: "the younger hand first says whether he has a carte blanche",
    Phase.ELDER_EXCHANGE: "the elder hand exchanges",
    Phase.ELDER_LOOK: "the elder hand may look at the cards he left",
    Phase.YOUNGER_EXCHANGE: "the younger hand exchanges",
    Phase.YOUNGER_LOOK: "the younger hand may look at the cards he left",
    Phase.CALL: "the elder hand calls",
    Phase.ANSWER: "the younger hand answers the call",
    Phase.EXTRAS: "the elder hand reckons more, or has done",
    Phase.LOOK_BEFORE_PLAY: "the younger hand says whether he looks at the cards left",
    Phase.PLAY: "the cards are played",
    Phase.DEAL: "the cards are dealt",
    Phase.MISDEALT: "the elder hand stands the deal or has a fresh one (Law 10)",
    Phase.OVER: "the deal is over",
}
"""Each moment of the deal, said as the order of the laws (for refusals)."""

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
            actions: list[DealAction] = [PLAYS[card] for card in self._playable()]
            if self._younger_reckoning():
                actions.extend(declaring.younger_reckonings(self))
            if self._may_throw_in():
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
            self._deal(action.order)
        elif isinstance(action, AnnounceCarteBlanche | WaiveCarteBlanche):
            self._carte_blanche(isinstance(action, AnnounceCarteBlanche))
        elif isinstance(action, Exchange):
            self._exchange(action.discard)
        elif isinstance(action, LookAtLeft | DeclineLook):
            self._look(isinstance(action, LookAtLeft))
        elif isinstance(action, Play | ThrowIn):
            if isinstance(action, ThrowIn) and not self.hand_settled and self.lead is None:
                declaring.begin_reckoning(self)  # elder throws in: younger's hand still counts
                declaring.finish_reckoning(self)
            if self._younger_reckoning():
                declaring.finish_reckoning(self)
            if isinstance(action, Play):
                self._play(action.card)
            else:
                self._throw_in()
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
                self._check_exchange(action)
                return action
            if action in self.announcements():
                return action
            raise IllegalActionError(action, self._why_not(action))
        if isinstance(action, Play) and phase is Phase.PLAY:
            cache = self._legal_cache
            if cache is not None and cache[0] == self._version:
                if _find(action, cache[1]) is not None:
                    return action
            elif action.card in self._playable():
                return action
            raise IllegalActionError(action, self._why_not(action))
        listed = _find(action, self._legal())
        if listed is not None:
            return listed  # derived fields filled in
        raise IllegalActionError(action, self._why_not(action))

    def _why_not(self, action: DealAction) -> str:
        """The law that refuses ``action`` now, in the player's terms."""
        reason = declaring.refusal(self, action)
        if reason:
            return reason
        whose = self.to_act
        if isinstance(action, Play) and self.phase is Phase.PLAY and isinstance(whose, Role):
            if action.card not in self.hands[whose]:
                return f"the {whose.word} hand does not hold the {action.card.name}"
            return "the suit led must be followed"
        if isinstance(action, ThrowIn):
            return "a hand may be thrown in only in the last deal, to save no rubicon"
        if isinstance(action, AnnounceCarteBlanche) and isinstance(whose, Role):
            court = [c for c in self.dealt[whose] if c.rank in COURT_RANKS]
            if court and self.phase in (Phase.CARTE_BLANCHE, Phase.ELDER_EXCHANGE):
                held = in_index_order(court)[-1]
                return f"a carte blanche holds no king, queen nor knave: you hold the {held.name}"
        return f"at this moment {_MOMENTS[self.phase]}"

    def _check_exchange(self, action: Exchange) -> None:
        role = ELDER if self.phase is Phase.ELDER_EXCHANGE else YOUNGER
        discard = action.discard
        limit = self.exchange_limit(role)
        least = 1 + self.surplus[role]
        if len(set(discard)) != len(discard):
            raise IllegalActionError(action, "a card is named twice")
        if least != 1 and not least <= len(discard) <= limit:
            raise IllegalActionError(action, self._discards_allowed(role, least, limit))
        if not least <= len(discard) <= limit:
            raise IllegalActionError(
                action, f"the {role.word} hand must exchange {one_to(limit, 'card')} (Law 12)"
            )
        missing = [c for c in discard if c not in self.hands[role]]
        if missing:
            raise IllegalActionError(
                action, f"the {role.word} hand does not hold the {missing[0].name}"
            )

    def _discards_allowed(self, role: Role, least: int, most: int) -> str:
        """The discards a hand of a deal stood with a card dealt wrongly may make."""
        fewest = "none" if least == 0 else number_words(least)
        return (
            f"the {role.word} hand must put out {fewest} to {number_words(most)} cards "
            f"(Law {self.misdeal_law})"
        )

    def exchange_limit(self, role: Role) -> int:
        """How many cards ``role`` may discard: one at least (Law 12), but a hand of eleven
        may discard none and one of thirteen must discard two (Laws 21-23)."""
        if role is ELDER:
            return min(5, len(self.stock)) + self.surplus[ELDER]
        pending = self.set_aside[ELDER]
        taken = 0 if pending is None else len(pending) - self.surplus[ELDER]
        return len(self.stock) - taken + self.surplus[YOUNGER]

    # ------------------------------------------------------------------ steps

    def _deal(self, order: tuple[Card, ...]) -> None:
        step = self.rules.deal_by.value
        hands: list[list[Card]] = [[], []]
        for packet, start in enumerate(range(0, 24, step)):
            hands[packet % 2].extend(order[start : start + step])
        self.dealt = [tuple(hands[ELDER]), tuple(hands[YOUNGER])]
        self.hands = [set(hands[ELDER]), set(hands[YOUNGER])]
        self.stock = list(order[24:])
        by = "twos" if step == 2 else "threes"
        self.say(EventKind.DEAL, None, f"Twelve cards each, by {by}; eight in the stock.")
        # Younger says whether he has a carte blanche before elder exchanges, in every deal,
        # so that silence tells elder nothing (rules notes: forced steps are still steps).
        self.phase = Phase.CARTE_BLANCHE

    def _carte_blanche(self, announce: bool) -> None:
        if self.phase is Phase.CARTE_BLANCHE:
            self.phase = Phase.ELDER_EXCHANGE
            if not announce:
                return
            self.carte_blanche = YOUNGER
            self.say(EventKind.CARTE_BLANCHE, YOUNGER, "I have a carte blanche.")
            return
        self.carte_blanche = ELDER
        self.say(EventKind.CARTE_BLANCHE, ELDER, "Discard for carte blanche.")

    def _show_carte_blanche(self) -> None:
        holder = self.carte_blanche
        assert holder is not None
        self.carte_blanche_shown = True
        self.shown_hand[holder] = self.dealt[holder]
        shown = format_cards(self.dealt[holder], symbols=True)
        self.say(
            EventKind.CARTE_BLANCHE, holder, f"Carte blanche: {shown}.", cards=self.dealt[holder]
        )
        self.hand_scores[holder].append((Category.CARTE_BLANCHE, 10))
        self.say(EventKind.SCORE, holder, said(10), points=10)

    def _exchange(self, discard: tuple[Card, ...]) -> None:
        role = ELDER if self.phase is Phase.ELDER_EXCHANGE else YOUNGER
        self.hands[role].difference_update(discard)
        self.set_aside[role] = discard
        taken = len(discard) - self.surplus[role]
        if role is ELDER:
            self.say(EventKind.EXCHANGE, ELDER, exchange_words(elder=True, count=taken))
            if self.misdeal_law:
                self.say(EventKind.LAW, None, irregular.exchange_words(self, ELDER, len(discard)))
            if self.carte_blanche is ELDER:
                self.phase = Phase.YOUNGER_EXCHANGE  # younger discards before elder shows
                return
            self._take_in(ELDER)
            return
        left = self.exchange_limit(YOUNGER) - len(discard)
        self.say(EventKind.EXCHANGE, YOUNGER, exchange_words(elder=False, count=taken, left=left))
        if self.misdeal_law:
            self.say(EventKind.LAW, None, irregular.exchange_words(self, YOUNGER, len(discard)))
        if self.carte_blanche is ELDER:
            self._show_carte_blanche()
            self._take_in(ELDER)
            if self.phase is Phase.ELDER_LOOK:
                return
        self._take_in(YOUNGER)

    def _take_in(self, role: Role) -> None:
        discard = self.set_aside[role]
        assert discard is not None
        count = len(discard) - self.surplus[role]
        taken, self.stock = self.stock[:count], self.stock[count:]
        self.hands[role].update(taken)
        self.discards[role] = discard
        self.held_after_exchange[role] = frozenset(self.hands[role])
        self.set_aside[role] = None
        cards = format_cards(taken, symbols=True)
        self.say(EventKind.TAKE_IN, role, f"Takes in {cards}.", audience=role, cards=tuple(taken))
        if role is ELDER:
            if self.stock[: 5 - count]:
                self.phase = Phase.ELDER_LOOK
            elif self.carte_blanche is YOUNGER:
                self._show_carte_blanche()
                self.phase = Phase.YOUNGER_EXCHANGE
            else:
                self.phase = Phase.YOUNGER_EXCHANGE
            return
        self.younger_left = tuple(self.stock)
        self.phase = Phase.YOUNGER_LOOK if self.stock else Phase.CALL

    def _look(self, look: bool) -> None:
        phase = self.phase
        if phase is Phase.ELDER_LOOK:
            left = tuple(self.stock[: 5 - len(self.discards[ELDER]) + self.surplus[ELDER]])
            if look:
                self.left_seen[ELDER] = frozenset(left)
                self.say(EventKind.LOOK, ELDER, ELDER_LOOKS)
                cards = format_cards(left, symbols=True)
                self.say(EventKind.LOOK, ELDER, f"Left: {cards}.", audience=ELDER, cards=left)
            if self.set_aside[YOUNGER] is not None:  # carte blanche: younger has discarded
                self._take_in(YOUNGER)
            else:
                if self.carte_blanche is YOUNGER:
                    self._show_carte_blanche()
                self.phase = Phase.YOUNGER_EXCHANGE
            return
        if look:
            self.younger_looks = True
            self.left_seen[YOUNGER] = frozenset(self.younger_left)
            self.say(EventKind.LOOK, YOUNGER, "I look at the cards I leave.")
            cards = format_cards(self.younger_left, symbols=True)
            self.say(
                EventKind.LOOK,
                YOUNGER,
                f"Left: {cards}.",
                audience=YOUNGER,
                cards=self.younger_left,
            )
            if self.lead is not None:
                self._show_leavings_to_elder()
        elif phase is Phase.LOOK_BEFORE_PLAY:
            self.younger_looks = False
            self.say(EventKind.LOOK, YOUNGER, "I shall not look at them.")
        if phase is Phase.YOUNGER_LOOK:
            self.phase = Phase.CALL
        else:
            declaring.begin_reckoning(self)

    def _show_leavings_to_elder(self) -> None:
        self.left_seen[ELDER] = self.left_seen[ELDER] | frozenset(self.younger_left)
        cards = format_cards(self.younger_left, symbols=True)
        self.say(
            EventKind.LOOK,
            ELDER,
            f"Younger's leavings: {cards}.",
            audience=ELDER,
            cards=self.younger_left,
        )

    def _playable(self) -> list[Card]:
        role = self.to_act
        assert isinstance(role, Role)
        hand = self.hands[role]
        if self.lead is not None:
            follow = [c for c in _SUIT_CARDS[self.lead.suit] if c in hand]
            if follow:
                return follow
        return in_index_order(hand)

    def _may_throw_in(self) -> bool:
        role = self.to_act
        return (
            self.rules.rubicon_throw_in
            and role in self.throw_in_allowed
            and not self.tricks
            and (self.lead is None) == (role is ELDER)
        )

    def score_play(
        self, role: Role, points: int, *, kind: EventKind = EventKind.PLAY, card: Card | None = None
    ) -> None:
        """Count points in play, with the pique if they make it."""
        words = said(self.scores[role] + points)
        cards = () if card is None else (card,)
        self.say(kind, role, words, points=points, cards=cards)
        self.check_pique()

    def _play(self, card: Card) -> None:
        role = self.to_act
        assert isinstance(role, Role)
        self.hands[role].discard(card)
        if self.lead is None:
            self.lead = card
            self.leader = role
            first = not self.tricks
            self.score_play(role, 1, kind=EventKind.LEAD, card=card)
            if first:
                if self.younger_left and self.younger_looks:
                    self._show_leavings_to_elder()
                declaring.after_first_lead(self)
            return
        lead = self.lead
        winner = role if card.suit is lead.suit and card.rank > lead.rank else self.leader
        self.tricks.append(Trick(self.leader, lead, card, winner))
        self.tricks_won[winner] += 1
        self.lead = None
        self.leader = winner
        points = 1 if winner is role else 0
        # The play ends when a hand is empty: one playing short leaves the other cards that
        # cannot be played to, and their last is the last trick (Law 29).
        ended = not self.hands[ELDER] or not self.hands[YOUNGER]
        last = ended and not self.hands[ELDER] and not self.hands[YOUNGER]
        if last:
            points += 10 if self.rules.last_trick_ten else 1
        if winner is role:
            self.score_play(role, points, card=card)
        else:
            self.say(EventKind.PLAY, role, said(self.scores[role]), cards=(card,))
            if points:
                self.score_play(winner, points, kind=EventKind.TRICK)
        self._cards_toward_pique()
        if ended:
            if not last:
                irregular.unplayed(self, ELDER if self.hands[ELDER] else YOUNGER)
            self._finish()

    def _cards_toward_pique(self) -> None:
        if (
            self.rules.cards_count_toward_pique
            and not self.cards_counted
            and self.tricks_won[ELDER] == 7
            and self.tricks_won[YOUNGER] == 0
        ):
            self.cards_counted = True
            self.say(EventKind.CARDS, ELDER, said(self.scores[ELDER] + 10), points=10)
            self.check_pique()

    def _finish(self) -> None:
        tricks = sum(self.tricks_won)  # twelve, unless both hands played short (Law 29)
        for role in Role:
            won = self.tricks_won[role]
            if won == tricks:
                bonus = 30 if self.cards_counted else 40
                self.say(
                    EventKind.CARDS, role, f"Capot: {said(self.scores[role] + bonus)}", points=bonus
                )
            elif 2 * won > tricks and not self.cards_counted:
                self.say(EventKind.CARDS, role, said(self.scores[role] + 10), points=10)
        irregular.settle(self)
        self.phase = Phase.OVER
        self.say(
            EventKind.END, None, f"Elder {self.scores[ELDER]}, younger {self.scores[YOUNGER]}."
        )

    def _throw_in(self) -> None:
        thrower = self.to_act
        assert isinstance(thrower, Role)
        other = thrower.other
        self.thrown_in = thrower
        self.say(EventKind.THROW_IN, thrower, "I cannot save the rubicon: count every trick.")
        in_play = 12 + (10 if self.rules.last_trick_ten else 1)
        already = 1 if self.lead is not None else 0  # elder's first lead, already counted
        self.tricks_won[other] = 12
        self.score_play(other, in_play - already)
        self.say(EventKind.CARDS, other, said(self.scores[other] + 10), points=10)
        irregular.settle(self)
        self.phase = Phase.OVER
        self.say(
            EventKind.END, None, f"Elder {self.scores[ELDER]}, younger {self.scores[YOUNGER]}."
        )

    def _younger_reckoning(self) -> bool:
        """Younger has not yet played to the first trick: he may still reckon."""
        return self.phase is Phase.PLAY and self.lead is not None and not self.hand_settled

    def _end(self) -> None:
        irregular.settle(self)
        self.phase = Phase.OVER
        elder, younger = self.scores
        self.say(EventKind.END, None, f"Elder {elder}, younger {younger}.")

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
