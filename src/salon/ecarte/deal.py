"""One deal of two-handed Écarté as a state machine.

Seats are 0 and 1; ``dealer`` deals and the other seat (the non-dealer, elder hand) proposes
and leads. Sources: ecarte-treatise-1896-ocr.txt, "A description of and how to play it" and
the Laws I–XXX; rules-notes.md "Écarté".

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
from enum import Enum
from operator import attrgetter

from salon.cards import Card, Rank, Suit, format_cards, pick, piquet_pack, shuffled, sort_hand
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
from salon.ecarte.order import strength
from salon.ecarte.rules import EcarteRules
from salon.ecarte.state import Phase as Phase
from salon.ecarte.state import Trick as Trick
from salon.ecarte.view import EcarteDealView
from salon.engine import CHANCE, Checked, Event, IllegalActionError, _Chance
from salon.words import number_words, one_to

_PACK = frozenset(piquet_pack())
_INDEX = attrgetter("index")
_STRENGTH = {card.rank: strength(card) for card in piquet_pack()}


_MOMENTS = {
    Phase.DEAL: "the cards are dealt",
    Phase.PROPOSAL: "the non-dealer proposes or plays",
    Phase.RESPONSE: "the dealer gives cards or refuses",
    Phase.NON_DEALER_DISCARD: "the non-dealer discards",
    Phase.DEALER_DISCARD: "the dealer discards",
    Phase.PLAY: "the cards are played",
    Phase.OVER: "the deal is over",
}
"""Each moment of the deal, said as the order of the laws (for refusals)."""


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


def beats(card: Card, lead: Card, trump: Suit) -> bool:
    """Whether ``card`` played to ``lead`` wins the trick."""
    if card.suit is lead.suit:
        return strength(card) > strength(lead)
    return card.suit is trump


def discard_words(count: int) -> str:
    """What a player says as he discards: "Two cards." (the others hear only the number)."""
    return f"{number_words(count).capitalize()} card{'s' if count > 1 else ''}."


def duty_cards(hand: set[Card], lead: Card | None, trump: Suit) -> list[Card]:
    """The cards the laws allow: follow suit and win if you can; void, trump if you can."""
    if lead is None:
        return sorted(hand, key=_INDEX)
    suit = lead.suit
    same = [c for c in hand if c.suit is suit]
    if same:
        floor = _STRENGTH[lead.rank]
        higher = [c for c in same if _STRENGTH[c.rank] > floor]
        return sorted(higher or same, key=_INDEX)
    trumps = [c for c in hand if c.suit is trump]
    return sorted(trumps or hand, key=_INDEX)


class EcarteDeal(Checked[EcarteAction]):
    """One deal: the deal and turn-up, proposals and discards, the play, the score."""

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

    # ------------------------------------------------------------------ queries

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

    @property
    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def discard_limit(self, seat: int) -> int:
        if seat == self.elder:
            return min(5, len(self.stock))
        return min(5, len(self.stock) - self.pending)

    def king_of_trumps(self) -> Card:
        return Card(Rank.KING, self.trump)

    def may_mark(self, seat: int) -> bool:
        """Law XX: before playing his first card; the dealer who played the king to the
        first trick may still announce it until he plays again."""
        if self.marked[seat] or self.phase is not Phase.PLAY or self.to_act != seat:
            return False
        king = self.king_of_trumps()
        if king == self.turn_up:
            return False
        played = self.played[seat]
        if not played:
            return king in self.hands[seat]
        return seat == self.dealer and len(played) == 1 and played[0] == king

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
            elif isinstance(action, ThrowDown | ClaimPoint):
                return
        elif action in self.legal_actions():
            return
        raise IllegalActionError(action, self._why_not(action))

    def _why_not(self, action: EcarteAction) -> str:
        """The law that refuses ``action`` now, in the player's terms (ecarte-treatise-1896-
        ocr.txt, the description of the game and Laws XII–XXV)."""
        phase = self.phase
        if isinstance(action, Play) and phase is Phase.PLAY:
            seat = self.to_act
            assert isinstance(seat, int)
            if action.card not in self.hands[seat]:
                return f"the {action.card.name} is not in that hand"
            return "the second player must follow suit and win if he can, or trump if void"
        if isinstance(action, MarkKing):
            return "the king of trumps may be marked only by its holder before his first card"
        if isinstance(action, Propose) and phase is Phase.PROPOSAL:
            return "the stock is spent: no more cards can be given, so play"
        if isinstance(action, Stand | Propose) and phase is Phase.PLAY and self.tricks:
            return "the play has begun: proposals are over"
        if isinstance(action, Stand | Propose) and phase is Phase.PLAY:
            return "the proposal was refused: the hands are played as they are"
        if isinstance(action, Discard):
            return f"cards are given only when a proposal is accepted: {_MOMENTS[phase]}"
        if isinstance(action, Accept | Refuse):
            return f"there is no proposal to answer: {_MOMENTS[phase]}"
        if isinstance(action, Play | ThrowDown | ClaimPoint):
            return f"no card is played before the proposals are over: {_MOMENTS[phase]}"
        return f"at this moment {_MOMENTS[phase]}"

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
            hand=tuple(sort_hand(self.hands[seat])),
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
            self._deal(action.order)
        elif isinstance(action, Stand):
            self.stood = self.proposals == 0
            self._say(EventKind.PROPOSE, self.elder, "I play.")
            self.phase = Phase.PLAY
        elif isinstance(action, Propose):
            self.proposals += 1
            words = "I propose." if self.proposals == 1 else "Again: I propose."
            self._say(EventKind.PROPOSE, self.elder, words)
            self.phase = Phase.RESPONSE
        elif isinstance(action, Accept):
            self._say(EventKind.RESPOND, self.dealer, "I accept. How many?")
            self.phase = Phase.NON_DEALER_DISCARD
        elif isinstance(action, Refuse):
            self.first_refused = self.proposals == 1
            self._say(EventKind.RESPOND, self.dealer, "I refuse.")
            self.phase = Phase.PLAY
        elif isinstance(action, Discard):
            self._discard(action.cards)
        elif isinstance(action, MarkKing):
            seat = self.to_act
            assert isinstance(seat, int)
            self.marked[seat] = True
            self._say(EventKind.KING, seat, "I mark the king.", points=1)
        elif isinstance(action, Play):
            self._play(action.card)
        elif isinstance(action, ThrowDown):
            self._throw_down()
        elif isinstance(action, ClaimPoint):
            self._claim()

    def _say(
        self,
        kind: EventKind,
        seat: int | None,
        words: str,
        *,
        points: int = 0,
        audience: int | None = None,
        cards: tuple[Card, ...] = (),
    ) -> None:
        if seat is not None and points:
            self.points[seat] += points
        seen = None if audience is None else frozenset({audience})
        self.events.append(Event(kind, seat, words, points, None, seen, cards))

    def _deal(self, order: tuple[Card, ...]) -> None:
        first, second = self.rules.deal_pattern.packets
        elder, dealer = self.elder, self.dealer
        at = 0
        for size in (first, second):
            self.hands[elder].update(order[at : at + size])
            self.hands[dealer].update(order[at + size : at + 2 * size])
            at += 2 * size
        self.turn_up = order[10]
        self.stock = list(order[11:])
        self._say(
            EventKind.DEAL,
            None,
            f"Five cards each; the {self.turn_up.name} is turned up: "
            f"{self.turn_up.suit.plural} are trumps.",
            cards=(self.turn_up,),
        )
        if self.turn_up.rank is Rank.KING:
            self._say(EventKind.KING, dealer, "The king is turned up: I mark one.", points=1)
        self.phase = Phase.PROPOSAL

    def _discard(self, cards: tuple[Card, ...]) -> None:
        seat = self.to_act
        assert isinstance(seat, int)
        self.hands[seat].difference_update(cards)
        self.discards[seat].extend(cards)
        self._say(EventKind.DISCARD, seat, discard_words(len(cards)))
        if seat == self.elder:
            self.pending = len(cards)
            self.phase = Phase.DEALER_DISCARD
            if self.discard_limit(self.dealer) < 1:
                self._draw(self.elder, self.pending)  # the stock is spent: he keeps his cards
                self.pending = 0
                self.phase = Phase.PROPOSAL
            return
        self._draw(self.elder, self.pending)
        self._draw(self.dealer, len(cards))
        self.pending = 0
        self.phase = Phase.PROPOSAL

    def _draw(self, seat: int, count: int) -> None:
        taken, self.stock = self.stock[:count], self.stock[count:]
        self.hands[seat].update(taken)
        cards = format_cards(taken, symbols=True)
        self._say(EventKind.TAKE_IN, seat, f"Takes {cards}.", audience=seat, cards=tuple(taken))

    def _play(self, card: Card) -> None:
        seat = self.to_act
        assert isinstance(seat, int)
        self.hands[seat].discard(card)
        self.played[seat].append(card)
        if self.lead is None:
            self.lead = card
            self.leader = seat
            self._say(EventKind.PLAY, seat, f"The {card.name}.", cards=(card,))
            return
        lead = self.lead
        winner = seat if beats(card, lead, self.trump) else self.leader
        self.tricks.append(Trick(self.leader, lead, card, winner))
        self.tricks_won[winner] += 1
        self.lead = None
        self.leader = winner
        won = self.tricks_won
        self._say(EventKind.PLAY, seat, f"The {card.name}.", cards=(card,))
        mine, theirs = number_words(won[winner]), number_words(won[1 - winner])
        self._say(EventKind.TRICK, winner, f"My trick: {mine} to {theirs}.")
        if len(self.tricks) == 5:
            self._score_tricks()

    def _score_tricks(self) -> None:
        winner = 0 if self.tricks_won[0] >= 3 else 1
        self._award(winner, vole=self.tricks_won[winner] == 5)

    def _award(self, winner: int, *, vole: bool) -> None:
        loser = 1 - winner
        penalty = (self.stood and loser == self.elder) or (
            self.first_refused and loser == self.dealer
        )
        points = 2 if vole or penalty else 1
        what = "the vole" if vole else "the point"
        self._say(EventKind.SCORE, winner, f"I make {what}: {number_words(points)}.", points=points)
        self.phase = Phase.OVER

    def _throw_down(self, *, said: bool = False) -> None:
        seat = self.to_act
        assert isinstance(seat, int)
        self.thrown_down = seat
        points = 1 if self.tricks_won[seat] else 2
        if not said:
            self._say(EventKind.THROW_DOWN, seat, "I throw down my cards.")
        self._say(EventKind.SCORE, 1 - seat, f"I mark {number_words(points)}.", points=points)
        self.phase = Phase.OVER

    def _claim(self) -> None:
        """Law XXV: the cards thrown down claiming the point; a claim that the cards do not
        bear out is a throw-down like any other (its penalty applies)."""
        seat = self.to_act
        assert isinstance(seat, int)
        shown = tuple(sort_hand(self.hands[seat]))
        self._say(EventKind.THROW_DOWN, seat, "The point is mine.", cards=shown)
        if self._claim_holds(seat):
            self.claimed = seat
            self._award(seat, vole=False)
            return
        self._say(EventKind.THROW_DOWN, 1 - seat, "Not so: the point can be saved.")
        self._throw_down(said=True)

    def _claim_holds(self, seat: int) -> bool:
        """Law XXV: a claim of the point is allowed when no defence can stop it."""
        needed = 3 - self.tricks_won[seat]
        if needed <= 0:
            return True
        return _can_secure(self, seat, needed)

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


def _can_secure(deal: EcarteDeal, seat: int, needed: int) -> bool:
    """Whether ``seat`` can make ``needed`` more tricks against any defence."""
    trump = deal.trump
    memo: dict[tuple[frozenset[Card], frozenset[Card], int, Card | None, int], bool] = {}

    def search(
        hands: tuple[frozenset[Card], frozenset[Card]], leader: int, lead: Card | None, still: int
    ) -> bool:
        if still <= 0:
            return True
        if len(hands[0]) + len(hands[1]) < still * 2 - (1 if lead else 0):
            return False
        key = (hands[0], hands[1], leader, lead, still)
        if key in memo:
            return memo[key]
        mover = leader if lead is None else 1 - leader
        outcomes = []
        for card in duty_cards(set(hands[mover]), lead, trump):
            after = list(hands)
            after[mover] = hands[mover] - {card}
            pair = (after[0], after[1])
            if lead is None:
                outcomes.append(search(pair, mover, card, still))
            else:
                winner = mover if beats(card, lead, trump) else leader
                outcomes.append(search(pair, winner, None, still - (winner == seat)))
            if (mover == seat) == outcomes[-1]:
                break  # the mover has found what he wants
        result = any(outcomes) if mover == seat else all(outcomes)
        memo[key] = result
        return result

    start = (frozenset(deal.hands[0]), frozenset(deal.hands[1]))
    return search(start, deal.leader, deal.lead, needed)
