"""An exact double-dummy solver for Piquet's play: all cards known, best play by both.

The value of a position is elder's points less younger's for the rest of the deal: one for
each card led, one for the second player's winning trick, the last trick, the cards or the
capot at the end, and the pique while younger has counted nothing (piquet-description-and-
example.txt "Playing" and "Carte blanche, pique and repique"). Elder maximises, younger
minimises. Alpha-beta search over bitmask hands, with a transposition table and cards merged
when they are equivalent (adjacent in their suit among the cards still out, in one hand).
The search runs in the compiled core (``_piquet_dd.c``, built by the install) when it was
built, else in pure Python; ``compiled=False`` asks for the pure-Python search, which with
``minimax``, the plain reference, is what the tests compare the compiled core with.

A position may name a ``ruled`` hand that plays by the rules of thumb rather than its best: the
value is then the other's best reply to them (how much a player who knows its adversary plays
by rule can make of it).

>>> from salon.cards import parse_cards
>>> ending = PlayPosition.start(parse_cards("AS KS"), parse_cards("QS JS"), tricks=(5, 5))
>>> solve(ending)  # two leads, the last trick, and the cards (seven tricks to five)
(13, Card.parse('KS'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from salon.cards import CARDS_BY_INDEX, Card

try:
    from salon.solvers import _piquet_dd as _core
except ImportError:  # not built (no C compiler at install): the pure-Python search serves
    _core = None  # type: ignore[assignment]

COMPILED = _core is not None
"""Whether the compiled core was built and is used unless ``compiled=False``."""

ELDER, YOUNGER = 0, 1


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_of(mask: int) -> list[Card]:
    return [CARDS_BY_INDEX[i] for i in range(36) if mask >> i & 1]


_SUIT_MASKS = tuple(((1 << 9) - 1) << (9 * s) for s in range(4))


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """The play from some point: both hands, the card led if any, tricks and counts so far."""

    hands: tuple[int, int]
    leader: int = ELDER
    lead: int = -1
    """The index of the card led to the trick in progress, or -1."""
    tricks: tuple[int, int] = (0, 0)
    scores: tuple[int, int] = (0, 0)
    pique_open: bool = False
    last_trick_ten: bool = False
    cards_toward_pique: bool = False
    cards_counted: bool = False
    ruled: int = -1
    """The hand that plays by the rules of thumb rather than its best (-1: both play their
    best): a best reply to an adversary who plays by rule."""
    unseen_by_ruled: int = 0
    """The cards out of play that the ruled hand has not seen (the other's discard, the stock it
    did not see): with the other's hand, the cards it judges its winning cards against."""

    @classmethod
    def start(
        cls, elder: Iterable[Card], younger: Iterable[Card], **options: object
    ) -> PlayPosition:
        return replace(cls((mask_of(elder), mask_of(younger))), **options)  # type: ignore[arg-type]


@dataclass(slots=True)
class _Search:
    position: PlayPosition
    table: dict[tuple[int, ...], tuple[int, int]] = field(default_factory=dict)
    """Lower and upper bounds of each position's value."""
    nodes: int = 0


def _candidates(hands: tuple[int, int], mover: int, lead: int) -> list[int]:
    """The cards ``mover`` may play, one of each run of equivalent cards."""
    hand = hands[mover]
    if lead >= 0:
        suit_mask = _SUIT_MASKS[lead // 9]
        if hand & suit_mask:
            hand &= suit_mask
    out = hands[0] | hands[1] | ((1 << lead) if lead >= 0 else 0)  # the led card parts runs
    picks = []
    previous_mine = False
    for index in range(36):
        bit = 1 << index
        if index % 9 == 0:
            previous_mine = False
        if not out & bit:
            continue  # played: no gap, equivalence runs across it
        mine = bool(hand & bit)
        if mine and not previous_mine:
            picks.append(index)
        previous_mine = mine and bool(hands[mover] & bit)
    return picks


def _after_card(position: PlayPosition, index: int) -> tuple[PlayPosition, int]:
    """The position after ``index`` is played, and elder's gain less younger's from it."""
    p = position
    mover = p.leader if p.lead < 0 else 1 - p.leader
    hands = list(p.hands)
    hands[mover] &= ~(1 << index)
    scores = list(p.scores)
    tricks = list(p.tricks)
    pique_open, counted = p.pique_open, p.cards_counted
    gain = 0

    def score(role: int, points: int) -> None:
        nonlocal gain, pique_open
        scores[role] += points
        gain += points if role == ELDER else -points
        if role == YOUNGER:
            pique_open = False
        elif pique_open and scores[ELDER] >= 30 and scores[YOUNGER] == 0:
            pique_open = False
            scores[ELDER] += 30
            gain += 30

    if p.lead < 0:
        score(mover, 1)
        after = replace(
            p,
            hands=(hands[0], hands[1]),
            lead=index,
            scores=(scores[0], scores[1]),
            pique_open=pique_open,
        )
        return after, gain
    lead = p.lead
    wins = index // 9 == lead // 9 and index > lead
    winner = mover if wins else p.leader
    tricks[winner] += 1
    points = 1 if winner == mover else 0
    last = tricks[0] + tricks[1] == 12
    if last:
        points += 10 if p.last_trick_ten else 1
    if points:
        score(winner, points)
    if p.cards_toward_pique and not counted and tricks[ELDER] == 7 and tricks[YOUNGER] == 0:
        counted = True
        score(ELDER, 10)
    if last:
        for role in (ELDER, YOUNGER):
            bonus = 0
            if tricks[role] == 12:
                bonus = 30 if counted else 40
            elif tricks[role] > 6 and not counted:
                bonus = 10
            if bonus:
                scores[role] += bonus
                gain += bonus if role == ELDER else -bonus
    after = replace(
        p,
        hands=(hands[0], hands[1]),
        leader=winner,
        lead=-1,
        tricks=(tricks[0], tricks[1]),
        scores=(scores[0], scores[1]),
        pique_open=pique_open,
        cards_counted=counted,
    )
    return after, gain


def _legal(p: PlayPosition, mover: int) -> int:
    """The cards ``mover`` may play, as a mask: the suit led if he holds it."""
    hand = p.hands[mover]
    if p.lead >= 0 and hand & _SUIT_MASKS[p.lead // 9]:
        return hand & _SUIT_MASKS[p.lead // 9]
    return hand


def _playable(p: PlayPosition, mover: int) -> int:
    """The cards searched for ``mover``, as a mask: every legal card, or the ruled hand's one."""
    return 1 << _ruled_card(p, mover) if mover == p.ruled else _legal(p, mover)


def _ruled_card(p: PlayPosition, mover: int) -> int:
    """The card the ruled hand plays, as the rules of thumb choose it
    (:mod:`salon.agents.piquet.thumb`): leading, a winning card (none higher unseen by it), of
    its longest suit, the highest, else the point; following, the cheapest winner, else the
    least card of those they keep least (a winning card kept first, then a king, a queen or a
    guard to one). Ties go to the lowest index, the order in which the
    rules of thumb meet their cards."""
    hand = p.hands[mover]
    legal = _legal(p, mover)
    indices = [i for i in range(36) if legal >> i & 1]
    unseen = p.hands[1 - mover] | p.unseen_by_ruled

    def winning(i: int) -> bool:
        return not unseen & _SUIT_MASKS[i // 9] & ~((2 << i) - 1)

    if p.lead < 0:

        def lead_key(i: int) -> tuple[int, int, int]:
            length = (hand & _SUIT_MASKS[i // 9]).bit_count()
            return (1 if winning(i) else 0, length, i % 9)

        return max(indices, key=lead_key)
    lead = p.lead

    def kept(i: int) -> int:
        faces = 0b11 << (9 * (i // 9) + 6)  # the king and queen
        if winning(i):
            return 2
        return 1 if legal & faces else 0  # a king or queen itself, or a guard to one

    def reply_key(i: int) -> tuple[int, int, int]:
        if i // 9 == lead // 9 and i > lead:
            return (1, 0, -(i % 9))  # win as cheaply as they can
        return (0, -kept(i), -(i % 9))

    return max(indices, key=reply_key)


def _ordered(p: PlayPosition, mover: int) -> list[int]:
    """Likely best first, for earlier cut-offs: when following, the cheapest winning card, then
    the lowest; when leading, the highest cards."""
    picks = _candidates(p.hands, mover, p.lead)
    lead = p.lead
    if lead < 0:
        return sorted(picks, key=lambda i: -(i % 9))
    winners = [i for i in picks if i // 9 == lead // 9 and i > lead]
    others = [i for i in picks if i not in winners]
    return winners + sorted(others, key=lambda i: i % 9)


def _key(p: PlayPosition) -> tuple[int, ...]:
    return (
        p.hands[0],
        p.hands[1],
        p.leader,
        p.lead,
        p.tricks[0],
        p.scores[ELDER] if p.pique_open else -1,
        int(p.cards_counted),
    )


def _search(search: _Search, p: PlayPosition, alpha: int, beta: int) -> int:
    if not p.hands[0] and not p.hands[1]:
        return 0
    search.nodes += 1
    key = _key(p)
    lower, upper = search.table.get(key, (-_INF, _INF))
    if lower >= beta:
        return lower
    if upper <= alpha:
        return upper
    if lower == upper:
        return lower  # known exactly: searching on in an empty window would cut off wrongly
    alpha, beta = max(alpha, lower), min(beta, upper)
    mover = p.leader if p.lead < 0 else 1 - p.leader
    maximise = mover == ELDER
    best = -_INF if maximise else _INF
    a, b = alpha, beta
    for index in [_ruled_card(p, mover)] if mover == p.ruled else _ordered(p, mover):
        after, gain = _after_card(p, index)
        value = gain + _search(search, after, a - gain, b - gain)
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
    search.table[key] = (lower, upper)
    return best


_INF = 10**6


def _arguments(
    p: PlayPosition,
) -> tuple[int, int, int, int, int, int, int, int, bool, bool, bool, bool, int, int]:
    return (
        p.hands[0],
        p.hands[1],
        p.leader,
        p.lead,
        p.tricks[0],
        p.tricks[1],
        p.scores[0],
        p.scores[1],
        p.pique_open,
        p.cards_counted,
        p.last_trick_ten,
        p.cards_toward_pique,
        p.ruled,
        p.unseen_by_ruled,
    )


def solve(position: PlayPosition, *, compiled: bool = True) -> tuple[int, Card | None]:
    """The exact value (elder's points less younger's, from here) and a best card (the first
    in index order)."""
    if compiled and COMPILED:
        value, index, _ = _core.solve(*_arguments(position))
        return value, (CARDS_BY_INDEX[index] if index >= 0 else None)
    search = _Search(position)
    mover = position.leader if position.lead < 0 else 1 - position.leader
    best_value, best_card = None, None
    if mover == position.ruled:
        moves = [_ruled_card(position, mover)]
    else:
        moves = _candidates(position.hands, mover, position.lead)
    for index in moves:
        after, gain = _after_card(position, index)
        value = gain + _search(search, after, -_INF, _INF)
        if best_value is None:
            better = True
        else:
            better = value > best_value if mover == ELDER else value < best_value
        if better:
            best_value, best_card = value, CARDS_BY_INDEX[index]
    return (best_value or 0), best_card


def solve_counting(position: PlayPosition, *, compiled: bool = True) -> tuple[int, int]:
    """The value and the number of positions searched (for the benchmark)."""
    if compiled and COMPILED:
        value, _, nodes = _core.solve(*_arguments(position))
        return value, nodes
    search = _Search(position)
    value = _search(search, position, -_INF, _INF)
    return value, search.nodes


def minimax(position: PlayPosition) -> int:
    """The plain reference: every legal card (the ruled hand's one), no pruning, no table, no
    merging."""
    p = position
    if not p.hands[0] and not p.hands[1]:
        return 0
    mover = p.leader if p.lead < 0 else 1 - p.leader
    hand = _playable(p, mover)
    values = []
    for index in range(36):
        if hand >> index & 1:
            after, gain = _after_card(p, index)
            values.append(gain + minimax(after))
    return max(values) if mover == ELDER else min(values)


def solve_all_moves(position: PlayPosition, *, compiled: bool = True) -> dict[Card, int]:
    """The exact value (elder's points less younger's) after each card the mover may play."""
    if compiled and COMPILED:
        pairs, _ = _core.solve_all(*_arguments(position))
        return {CARDS_BY_INDEX[index]: value for index, value in pairs}
    search = _Search(position)
    mover = position.leader if position.lead < 0 else 1 - position.leader
    hand = _playable(position, mover)
    values = {}
    for index in range(36):
        if hand >> index & 1:
            after, gain = _after_card(position, index)
            values[CARDS_BY_INDEX[index]] = gain + _search(search, after, -_INF, _INF)
    return values
