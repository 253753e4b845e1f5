"""A Piquet player by rules of thumb: the "Hints to players" of the 1902 article.

It sees only its view. Each decision follows a maxim of the hints, named where it is used:
elder discards to attack and younger to guard; keep the whole best suit for point; keep
sequences and the cards of a quatorze or trio; take all the cards you may; call your best;
lead the point; take the trick cheaply; keep guards to kings and queens; when a pique is in
reach, lead out your winners.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from salon.cards import Card, Rank, Suit, piquet_pack
from salon.piquet.actions import (
    AnnounceCarteBlanche,
    Answer,
    Call,
    DeclineLook,
    Done,
    Exchange,
    LookAtLeft,
    Play,
    Reckon,
    Role,
    Sink,
    ThrowIn,
    Verdict,
)
from salon.piquet.combinations import best_point, maximal_sequences, sets_held
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal
from salon.piquet.view import DealView

_PACK = piquet_pack()


def hand_value(cards: Sequence[Card], *, elder: bool) -> float:
    """How promising a hand is after the exchange, by the hints' priorities."""
    value = 0.0
    point = best_point(cards)
    if point is not None:
        value += point.count * 4 + point.value / 10  # "keep the whole of your best suit"
    for run in maximal_sequences(cards):
        value += run.score * 1.5
    for card_set in sets_held(cards):
        value += card_set.score
    by_suit = Counter(card.suit for card in cards)
    for card in cards:
        value += {Rank.ACE: 5, Rank.KING: 2.5, Rank.QUEEN: 1.2, Rank.JACK: 0.5}.get(card.rank, 0)
        if not elder and card.rank in (Rank.KING, Rank.QUEEN):
            # "keeping guards to kings and queens", especially younger hand
            needed = 1 if card.rank is Rank.KING else 2
            if by_suit[card.suit] - 1 >= needed:
                value += 1.5
    return value


def best_discard(hand: Sequence[Card], count: int, *, elder: bool) -> tuple[Card, ...]:
    """The discard of ``count`` cards that leaves the most promising hand (ties: lowest cards)."""
    ordered = sorted(hand, key=lambda c: (c.rank, c.index))
    best: tuple[float, tuple[Card, ...]] | None = None
    for discard in combinations(ordered, count):
        kept = [c for c in hand if c not in discard]
        score = hand_value(kept, elder=elder)
        if best is None or score > best[0]:
            best = (score, discard)
    assert best is not None
    return best[1]


class PiquetRulesOfThumb:
    """A steady club player who follows the book."""

    name = "thumb"

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        if any(isinstance(a, ChooseDeal) for a in legal):
            # "It is preferable to deal first so as not to deal the last hand" (variants article)
            return next(a for a in legal if isinstance(a, ChooseDeal) and a.deal_first)
        deal: DealView = getattr(view, "deal", view)
        for action in legal:
            if isinstance(action, AnnounceCarteBlanche):
                return action  # it saves piques and repiques
        if deal.exchange_limit:
            return self._exchange(deal)
        if any(isinstance(a, LookAtLeft) for a in legal):
            return LookAtLeft() if deal.role is Role.ELDER else DeclineLook()
        if deal.phase is Phase.CALL:
            calls = [a for a in legal if isinstance(a, Call)]
            if not calls:
                return Sink()
            return max(calls, key=lambda a: a.combination.key)  # "call your best first"
        if deal.phase is Phase.ANSWER:
            return self._answer(legal)
        reckons = [a for a in legal if isinstance(a, Reckon)]
        if reckons:
            return reckons[0]
        if deal.phase is Phase.EXTRAS:
            return Done()
        plays = [a for a in legal if isinstance(a, Play)]
        if any(isinstance(a, ThrowIn) for a in legal) and self._hopeless(view, deal):
            return ThrowIn()
        if plays:
            return self._play(deal, [a.card for a in plays])
        return legal[0]

    def _exchange(self, deal: DealView) -> Exchange:
        # "As a rule, it is not advisable to leave any cards."
        count = deal.exchange_limit
        return Exchange(best_discard(deal.hand, count, elder=deal.role is Role.ELDER))

    @staticmethod
    def _answer(legal: tuple[Any, ...]) -> Any:
        answers = [a for a in legal if isinstance(a, Answer)]
        for verdict in (Verdict.NOT_GOOD, Verdict.EQUAL, Verdict.ASK_VALUE):
            chosen = [a for a in answers if a.verdict is verdict]
            if chosen:
                return max(chosen, key=lambda a: a.backing.key if a.backing else (0, 0))
        return answers[0]

    @staticmethod
    def _hopeless(view: Any, deal: DealView) -> bool:
        totals = getattr(view, "totals", None)
        if totals is None:
            return False
        mine: int = totals[getattr(view, "seat", 0)] + deal.scores[deal.role]
        return mine + 25 < 100

    def _play(self, deal: DealView, cards: list[Card]) -> Play:
        unseen = _unseen(deal)
        if deal.lead is None:
            return Play(self._lead(deal, cards, unseen))
        lead = deal.lead
        winners = [c for c in cards if c.suit is lead.suit and c.rank > lead.rank]
        if winners:
            return Play(min(winners, key=lambda c: c.rank))  # win as cheaply as you can
        return Play(self._throw(deal, cards))

    @staticmethod
    def _lead(deal: DealView, cards: list[Card], unseen: set[Card]) -> Card:
        masters = [
            c for c in cards if not any(u.suit is c.suit and u.rank > c.rank for u in unseen)
        ]
        if masters:
            # Lead winning cards (and, for a pique, one after another).
            return max(masters, key=lambda c: (_suit_length(cards, c.suit), c.rank))
        # "Failing direct indications, lead the point."
        longest = max(cards, key=lambda c: (_suit_length(cards, c.suit), c.rank))
        return longest

    @staticmethod
    def _throw(deal: DealView, cards: list[Card]) -> Card:
        # Keep guards to kings and queens; prefer throwing what has been declared.
        def cost(card: Card) -> tuple[int, int]:
            guard = any(
                other.suit is card.suit and other.rank in (Rank.KING, Rank.QUEEN)
                for other in cards
                if other is not card
            )
            return (1 if guard else 0, int(card.rank))

        return min(cards, key=cost)


def _suit_length(cards: Iterable[Card], suit: Suit) -> int:
    return sum(1 for c in cards if c.suit is suit)


def _unseen(deal: DealView) -> set[Card]:
    seen = set(deal.hand) | set(deal.discard)
    seen |= {card for trick in deal.tricks for card in (trick.lead, trick.reply)}
    if deal.lead is not None:
        seen.add(deal.lead)
    return set(_PACK) - seen
