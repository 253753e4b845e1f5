"""An exact double-dummy solver for Écarté's five tricks: all cards known, best play by both.

The value of a position is what seat 0 scores for the deal's tricks less what seat 1 scores:
three or four tricks make the point, worth one, or two against a side the laws penalise (the
non-dealer who played without proposing, the dealer who refused the first proposal); five
tricks make the vole, worth two (docs/ecarte-rules.md "Scoring"). Seat 0 maximises, seat 1
minimises. The duties are the engine's (``salon.ecarte.deal.duty_cards``): follow suit and win
the trick if you can, in the order K Q J A 10 9 8 7; void, trump if you can.

Alpha-beta over bitmask hands (bit ``card.index`` for each card), with a transposition table,
bounds read from the tricks already won (a side with three tricks has the point; only the vole
is then in question), and merging of equivalent cards: adjacent in Écarté order in one suit
among the cards still out, in one hand, the led card parting a run. ``minimax`` is the plain
reference the tests compare it with.

>>> from salon.cards import Suit, parse_cards
>>> ending = EcartePosition.start(parse_cards("KH QH"), parse_cards("AH 10H"), Suit.SPADES,
...                               tricks=(2, 1))
>>> solve(ending)  # seat 0 draws both hearts: four tricks, the point
(1, Card.parse('QH'))
>>> solve(replace(ending, leader=1))  # seat 1 leads: the king and queen still win both
(1, Card.parse('10H'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING

from salon.cards import CARDS_BY_INDEX, SUITS, Card, Rank, Suit
from salon.ecarte.deal import beats, duty_cards
from salon.ecarte.order import strength

if TYPE_CHECKING:
    from salon.ecarte.deal import EcarteDeal

VOLE = 2
"""What five tricks score, penalty or not."""

_SUIT_MASKS = tuple(((1 << 9) - 1) << (9 * s) for s in range(4))
_IN_PACK = tuple(card.rank >= Rank.SEVEN for card in CARDS_BY_INDEX)
_STRENGTH = tuple(strength(card) if _IN_PACK[card.index] else 0 for card in CARDS_BY_INDEX)
_STRONGEST_FIRST = tuple(
    tuple(
        sorted(
            (i for i in range(9 * s, 9 * s + 9) if _IN_PACK[i]),
            key=lambda i: -_STRENGTH[i],
        )
    )
    for s in range(4)
)
_WEAKEST_FIRST = tuple(reversed(_STRONGEST_FIRST[0]))
"""Offsets within a suit's nine bits, in Écarté order from the seven up."""
_HIGHER = tuple(
    sum(1 << j for j in _STRONGEST_FIRST[i // 9] if _STRENGTH[j] > _STRENGTH[i])
    if _IN_PACK[i]
    else 0
    for i in range(36)
)
"""For each card, the cards of its suit that beat it."""


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of ``mask``, by index."""
    cards = []
    while mask:
        lowest = mask & -mask
        cards.append(CARDS_BY_INDEX[lowest.bit_length() - 1])
        mask ^= lowest
    return cards


def point_worth(penalised: int | None) -> tuple[int, int]:
    """What the point scores for seats 0 and 1: two against the penalised seat, if any.

    >>> point_worth(None), point_worth(0)
    ((1, 1), (1, 2))
    """
    return (2 if penalised == 1 else 1, 2 if penalised == 0 else 1)


@dataclass(frozen=True, slots=True)
class EcartePosition:
    """The play from some point: both hands by seat, trumps, the card led if any, the tricks
    won so far, and what the point is worth to each seat."""

    hands: tuple[int, int]
    trump: Suit
    leader: int = 0
    lead: int = -1
    """The index of the card led to the trick in progress, or -1."""
    tricks: tuple[int, int] = (0, 0)
    point: tuple[int, int] = (1, 1)

    @classmethod
    def start(
        cls, seat0: Iterable[Card], seat1: Iterable[Card], trump: Suit, **options: object
    ) -> EcartePosition:
        position = cls((mask_of(seat0), mask_of(seat1)), trump)
        return replace(position, **options)  # type: ignore[arg-type]

    @classmethod
    def of_deal(cls, deal: EcarteDeal) -> EcartePosition:
        """The engine's deal in play, with the penalty its proposals and refusals carry."""
        penalised = deal.elder if deal.stood else deal.dealer if deal.first_refused else None
        return cls(
            hands=(mask_of(deal.hands[0]), mask_of(deal.hands[1])),
            trump=deal.trump,
            leader=deal.leader,
            lead=-1 if deal.lead is None else deal.lead.index,
            tricks=(deal.tricks_won[0], deal.tricks_won[1]),
            point=point_worth(penalised),
        )

    @property
    def to_play(self) -> int:
        return self.leader if self.lead < 0 else 1 - self.leader

    @property
    def is_over(self) -> bool:
        return self.tricks[0] + self.tricks[1] == 5

    def legal_cards(self) -> list[Card]:
        """The cards the duties allow the seat to play."""
        hand = self.hands[self.to_play]
        return cards_of(_duty(hand, self.lead, _SUIT_MASKS[SUITS.index(self.trump)]))

    def after(self, card: Card) -> EcartePosition:
        """The position once ``card`` is played by the seat to play (the duties unchecked)."""
        mover, bit = self.to_play, 1 << card.index
        hands = (
            (self.hands[0] & ~bit, self.hands[1])
            if mover == 0
            else (
                self.hands[0],
                self.hands[1] & ~bit,
            )
        )
        if self.lead < 0:
            return replace(self, hands=hands, leader=mover, lead=card.index)
        lead = CARDS_BY_INDEX[self.lead]
        winner = mover if beats(card, lead, self.trump) else self.leader
        tricks = (self.tricks[0] + (winner == 0), self.tricks[1] + (winner == 1))
        return replace(self, hands=hands, leader=winner, lead=-1, tricks=tricks)


def final_score(tricks: tuple[int, int], point: tuple[int, int]) -> int:
    """Seat 0's score less seat 1's once the five tricks are played.

    >>> final_score((3, 2), (1, 2)), final_score((0, 5), (1, 1))
    (1, -2)
    """
    if tricks[0] >= 3:
        return VOLE if tricks[0] == 5 else point[0]
    return -VOLE if tricks[1] == 5 else -point[1]


def _duty(hand: int, lead: int, trumps: int) -> int:
    """The cards of ``hand`` the laws allow after ``lead`` (-1: leading, anything)."""
    if lead < 0:
        return hand
    same = hand & _SUIT_MASKS[lead // 9]
    if same:
        return same & _HIGHER[lead] or same
    return hand & trumps or hand


def _runs(legal: int, out: int) -> list[int]:
    """The runs of equivalent legal cards, as masks: cards of one suit adjacent in Écarté order
    among the cards still ``out``, all allowed to the mover (a card out in the other hand, or
    led, parts a run)."""
    runs: list[int] = []
    for suit in range(4):
        shift = 9 * suit
        mine = legal >> shift & 0x1FF
        if mine:
            runs.extend(run << shift for run in _runs_in_suit(out >> shift & 0x1FF, mine))
    return runs


@cache
def _runs_in_suit(out: int, legal: int) -> tuple[int, ...]:
    """:func:`_runs` within one suit, its nine bits shifted down (a few thousand patterns)."""
    runs = []
    run = 0
    for offset in _WEAKEST_FIRST:
        bit = 1 << offset
        if not out & bit:
            continue  # played: the cards either side of it are adjacent now
        if legal & bit:
            run |= bit
        elif run:
            runs.append(run)
            run = 0
    if run:
        runs.append(run)
    return tuple(runs)


def _lowest(mask: int) -> int:
    """The index of the lowest card of ``mask``: a run's representative."""
    return (mask & -mask).bit_length() - 1


def _bounds(t0: int, t1: int, point: tuple[int, int]) -> tuple[int, int]:
    """The least and greatest values still possible with these tricks won."""
    if t0 + t1 == 5:
        value = final_score((t0, t1), point)
        return value, value
    if t0 >= 3:
        return point[0], (VOLE if t1 == 0 else point[0])
    if t1 >= 3:
        return (-VOLE if t0 == 0 else -point[1]), -point[1]
    return (-VOLE if t0 == 0 else -point[1]), (VOLE if t1 == 0 else point[0])


_INF = 10**6


@dataclass(slots=True)
class _Search:
    trumps: int
    point: tuple[int, int]
    table: dict[tuple[int, int, int, int, int], tuple[int, int]] = field(default_factory=dict)
    """Lower and upper bounds of each position's value."""
    nodes: int = 0

    def ordered(self, hand: int, lead: int, out: int) -> list[int]:
        """The runs of equivalent cards the mover may play, likely best first for earlier
        cut-offs: leading, the strongest; following, the cheapest that wins, then the cheapest.
        """
        runs = _runs(_duty(hand, lead, self.trumps), out)
        if len(runs) == 1:
            return runs
        if lead < 0:
            return sorted(runs, key=lambda run: -_STRENGTH[_lowest(run)])
        return sorted(
            runs, key=lambda run: (not self.wins(_lowest(run), lead), _STRENGTH[_lowest(run)])
        )

    def wins(self, card: int, lead: int) -> bool:
        if _HIGHER[lead] >> card & 1:
            return True
        return bool(self.trumps >> card & 1) and not self.trumps >> lead & 1

    def value(
        self, h0: int, h1: int, leader: int, lead: int, t0: int, t1: int, alpha: int, beta: int
    ) -> int:
        lowest, highest = _bounds(t0, t1, self.point)
        if lowest == highest or lowest >= beta:
            return lowest
        if highest <= alpha:
            return highest
        self.nodes += 1
        if t0 + t1 == 4:
            return self.last_trick(h0, h1, leader, lead, t0, t1)
        key = (h0, h1, leader, lead, t0)
        lower, upper = self.table.get(key, (lowest, highest))
        if lower == upper or lower >= beta:
            return lower  # an exact value known; also keeps the window below from being empty
        if upper <= alpha:
            return upper
        alpha, beta = max(alpha, lower), min(beta, upper)
        mover = leader if lead < 0 else 1 - leader
        out = h0 | h1 | (1 << lead if lead >= 0 else 0)
        maximise = mover == 0
        best = -_INF if maximise else _INF
        a, b = alpha, beta
        for run in self.ordered(h0 if maximise else h1, lead, out):
            value = self.child(h0, h1, leader, lead, t0, t1, _lowest(run), a, b)
            if maximise:
                best = max(best, value)
                a = max(a, best)
            else:
                best = min(best, value)
                b = min(b, best)
            if a >= b:
                break
        if best <= alpha:
            upper = min(upper, best)
        elif best >= beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.table[key] = (lower, upper)
        return best

    def last_trick(self, h0: int, h1: int, leader: int, lead: int, t0: int, t1: int) -> int:
        """The fifth trick, each hand down to its last card: nothing to search."""
        if lead < 0:
            lead = _lowest(h0 if leader == 0 else h1)
        reply = _lowest(h1 if leader == 0 else h0)
        winner = 1 - leader if self.wins(reply, lead) else leader
        return final_score((t0 + (winner == 0), t1 + (winner == 1)), self.point)

    def child(
        self,
        h0: int,
        h1: int,
        leader: int,
        lead: int,
        t0: int,
        t1: int,
        card: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value once ``card`` is played by the seat to play."""
        mover = leader if lead < 0 else 1 - leader
        if mover == 0:
            h0 &= ~(1 << card)
        else:
            h1 &= ~(1 << card)
        if lead < 0:
            return self.value(h0, h1, mover, card, t0, t1, alpha, beta)
        winner = mover if self.wins(card, lead) else leader
        if winner == 0:
            t0 += 1
        else:
            t1 += 1
        return self.value(h0, h1, winner, -1, t0, t1, alpha, beta)

    def root(self, p: EcartePosition) -> int:
        h0, h1 = p.hands
        return self.value(h0, h1, p.leader, p.lead, *p.tricks, -_INF, _INF)


def _search_for(position: EcartePosition) -> _Search:
    return _Search(_SUIT_MASKS[SUITS.index(position.trump)], position.point)


def solve(position: EcartePosition) -> tuple[int, Card | None]:
    """The exact value (seat 0's score less seat 1's) and a best card for the seat to play;
    no card once the five tricks are played."""
    values = _values_of_runs(position)
    if not values:
        return final_score(position.tricks, position.point), None
    choose = max if position.to_play == 0 else min
    run, value = choose(values, key=lambda pair: pair[1])
    return value, CARDS_BY_INDEX[_lowest(run)]


def solve_all_moves(position: EcartePosition) -> dict[Card, int]:
    """The exact value (seat 0's score less seat 1's) after each card the duties allow."""
    return {card: value for run, value in _values_of_runs(position) for card in cards_of(run)}


def _values_of_runs(p: EcartePosition) -> list[tuple[int, int]]:
    """Each run of equivalent cards the mover may play and its exact value, one table shared
    (equivalent cards share the value)."""
    if p.is_over:
        return []
    search = _search_for(p)
    h0, h1 = p.hands
    out = h0 | h1 | (1 << p.lead if p.lead >= 0 else 0)
    return [
        (run, search.child(h0, h1, p.leader, p.lead, *p.tricks, _lowest(run), -_INF, _INF))
        for run in search.ordered(p.hands[p.to_play], p.lead, out)
    ]


def solve_counting(position: EcartePosition) -> tuple[int, int]:
    """The value and the number of positions searched (for the benchmark)."""
    search = _search_for(position)
    return search.root(position), search.nodes


def minimax(position: EcartePosition) -> int:
    """The plain reference: every card the engine's duties allow, to the fifth trick, with no
    pruning, no table and no merging."""
    p = position
    if p.is_over:
        return final_score(p.tricks, p.point)
    mover = p.to_play
    lead = None if p.lead < 0 else CARDS_BY_INDEX[p.lead]
    values = []
    for card in duty_cards(set(cards_of(p.hands[mover])), lead, p.trump):
        values.append(minimax(p.after(card)))
    return max(values) if mover == 0 else min(values)
