"""A Piquet player by rules of thumb: the "Hints to players" of the 1902 article.

It sees only its view. Each decision follows a maxim of the hints, named where it is used:
elder discards to attack and younger to guard; keep the whole best suit for point; keep
sequences and the cards of a quatorze or trio; take all the cards you may; call your best;
lead the point; take the trick cheaply; keep winning cards and guards to kings and queens;
when a pique is in reach, lead out your winners.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Iterable, Sequence
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
from salon.piquet.deal import Phase
from salon.piquet.partie import ChooseDeal
from salon.piquet.view import DealView

_PACK = piquet_pack()


def hand_value(cards: Sequence[Card], *, elder: bool) -> float:
    """How promising a hand is after the exchange, by the hints' priorities.

    "Keep the whole of your best suit" (the point: four a card and a tenth of its value),
    sequences half as much again as they score, quatorzes and trios, the high cards, and
    younger's "guards to kings and queens". Counted exactly, in tenths.

    >>> from salon.cards import parse_cards
    >>> hand_value(parse_cards("AH KH QH JH 8H AS JS"), elder=True)
    45.6
    """
    return _tenths(_suit_masks(cards), elder) / 10


def best_discard(hand: Sequence[Card], count: int, *, elder: bool) -> tuple[Card, ...]:
    """The discard of ``count`` cards that leaves the most promising hand (ties: lowest cards)."""
    return ranked_discards(hand, count, elder=elder, top=1)[0]


def ranked_discards(
    hand: Sequence[Card], count: int, *, elder: bool, top: int
) -> list[tuple[Card, ...]]:
    """The ``top`` discards of ``count`` cards that leave the most promising hands, best first
    (ties: lowest cards first).

    >>> from salon.cards import parse_cards
    >>> hand = parse_cards("AH KH QH JH 8H AS JS 9S 8S JC 9C KD")
    >>> [" ".join(map(str, d)) for d in ranked_discards(hand, 2, elder=True, top=2)]
    ['8S 9S', '8S 9C']
    """
    ordered = sorted(hand, key=lambda c: (c.rank, c.index))
    masks = _suit_masks(hand)
    bits = [(card.index // 9, 1 << (card.index % 9)) for card in ordered]
    suit_values = [_SuitValues(elder) for _ in range(4)]

    def score(chosen: tuple[int, ...]) -> int:
        kept = list(masks)
        for position in chosen:
            suit, bit = bits[position]
            kept[suit] &= ~bit
        return _tenths(kept, elder, suit_values)

    # nlargest keeps the first of equal scores, the lowest cards, as enumerated.
    best = heapq.nlargest(top, combinations(range(len(ordered)), count), key=score)
    return [tuple(ordered[position] for position in chosen) for chosen in best]


# Card bits as in the solver: suit = index // 9, bit = rank - 6 (six 0 ... ace 8).
_POINT_VALUES = (6, 7, 8, 9, 10, 10, 10, 10, 11)
_HONOUR_TENTHS = {8: 50, 7: 25, 6: 12, 5: 5}  # ace, king, queen, knave
_SET_BITS = (4, 5, 6, 7, 8)  # tens and above make quatorzes and trios


def _suit_masks(cards: Sequence[Card]) -> list[int]:
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[card.index // 9] |= 1 << (card.index % 9)
    return masks


class _SuitValues:
    """One suit's part of the value, by the cards of it kept: the point's key, and the
    sequences, honours and guards in tenths (memoised: a suit has few subsets)."""

    def __init__(self, elder: bool) -> None:
        self.elder = elder
        self.known: dict[int, tuple[int, int, int]] = {}

    def of(self, mask: int) -> tuple[int, int, int]:
        found = self.known.get(mask)
        if found is None:
            found = self.known[mask] = _suit_value(mask, self.elder)
        return found


def _suit_value(mask: int, elder: bool) -> tuple[int, int, int]:
    """(cards, their point value, tenths from sequences, honours and guards)."""
    count = mask.bit_count()
    value = sum(_POINT_VALUES[bit] for bit in range(9) if mask >> bit & 1)
    tenths = 0
    run = 0
    for bit in range(10):
        if bit < 9 and mask >> bit & 1:
            run += 1
            continue
        if run >= 3:
            tenths += (run + (10 if run >= 5 else 0)) * 15
        run = 0
    for bit, honour in _HONOUR_TENTHS.items():
        if mask >> bit & 1:
            tenths += honour
            # "keeping guards to kings and queens", especially younger hand
            if not elder and ((bit == 7 and count >= 2) or (bit == 6 and count >= 3)):
                tenths += 15
    return count, value, tenths


def _tenths(masks: list[int], elder: bool, values: list[_SuitValues] | None = None) -> int:
    parts = [
        (values[suit].of(mask) if values else _suit_value(mask, elder))
        for suit, mask in enumerate(masks)
    ]
    count, value, _ = max(parts)
    total = count * 40 + value if count else 0
    total += sum(part[2] for part in parts)
    for bit in _SET_BITS:
        held = sum(mask >> bit & 1 for mask in masks)
        if held >= 3:
            total += 140 if held == 4 else 30
    return total


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
        if deal.lead is None:
            return Play(thumb_lead(cards, _unseen(deal)))
        return Play(thumb_reply(cards, deal.lead, _unseen(deal)))


def thumb_lead(cards: Sequence[Card], unseen: Collection[Card]) -> Card:
    """The rules of thumb's lead from ``cards``, ``unseen`` being the cards they have not seen:
    a winning card, of the longest suit, the highest; failing one, the point.

    >>> from salon.cards import parse_cards
    >>> str(thumb_lead(parse_cards("AH 9H 8H KS"), parse_cards("KH AS")))
    'AH'
    """
    return max(cards, key=lambda card: lead_preference(card, cards, unseen))


def lead_preference(
    card: Card, cards: Sequence[Card], unseen: Collection[Card]
) -> tuple[int, int, int]:
    """How the rules of thumb rank leading ``card`` from ``cards`` (the highest is led): a
    winning card first ("lead winning cards, one after another for a pique"), then, "failing
    direct indications", the point: the longest suit, its highest card."""
    master = not any(u.suit is card.suit and u.rank > card.rank for u in unseen)
    return (1 if master else 0, _suit_length(cards, card.suit), int(card.rank))


def thumb_reply(cards: Sequence[Card], lead: Card, unseen: Collection[Card]) -> Card:
    """The rules of thumb's card to ``lead`` among the legal ``cards`` (``unseen``: the cards
    they have not seen): win as cheaply as they can, else throw the least card they need not
    keep.

    >>> from salon.cards import parse_cards
    >>> str(thumb_reply(parse_cards("7S KS 9S"), parse_cards("8S")[0], parse_cards("AS")))
    '9S'
    >>> str(thumb_reply(parse_cards("KS 9S 8S AD"), parse_cards("7H")[0], parse_cards("AS KD")))
    '8S'
    """
    return max(cards, key=lambda card: reply_preference(card, cards, lead, unseen))


def reply_preference(
    card: Card, cards: Sequence[Card], lead: Card, unseen: Collection[Card]
) -> tuple[int, int, int]:
    """How the rules of thumb rank playing ``card`` of ``cards`` to ``lead`` (the highest is
    played): a winner, the cheapest; else the least card of those they keep least. They keep
    first their winning cards (none higher among ``unseen``), then their kings and queens and
    the cards that guard them ("keep guards to kings and queens"; "except winning cards"),
    so that a card thrown never gives up a sure trick while a small card is left."""
    if card.suit is lead.suit and card.rank > lead.rank:
        return (1, 0, -int(card.rank))  # win as cheaply as you can
    return (0, -_kept(card, cards, unseen), -int(card.rank))


def _kept(card: Card, cards: Sequence[Card], unseen: Collection[Card]) -> int:
    """How surely the rules of thumb keep ``card`` when they throw one of ``cards``: 2 a
    winning card, 1 a king, a queen or a guard to one, 0 any other."""
    if not any(u.suit is card.suit and u.rank > card.rank for u in unseen):
        return 2
    faces = any(c.suit is card.suit and c.rank in _FACES_GUARDED for c in cards)  # itself too
    return 1 if faces else 0


_FACES_GUARDED = (Rank.KING, Rank.QUEEN)


def _suit_length(cards: Iterable[Card], suit: Suit) -> int:
    return sum(1 for c in cards if c.suit is suit)


def _unseen(deal: DealView) -> set[Card]:
    seen = set(deal.hand) | set(deal.discard)
    seen |= {card for trick in deal.tricks for card in (trick.lead, trick.reply)}
    if deal.lead is not None:
        seen.add(deal.lead)
    return set(_PACK) - seen
