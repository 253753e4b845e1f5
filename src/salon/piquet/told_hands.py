"""Whether two hands could hold, together, all that a deal told on the scoring card says they
scored: the point, the sequences, the quatorzes and trios of each, in one pack of thirty-two.

Each class alone is checked where it is told (a point of five cannot make sixty). Here they
are put together: a point of eight is the whole suit, so the same hand's fourteen aces and
fourteen kings need six cards more, fourteen in all; and an ace in one hand's quint major is
not in the other's fourteen aces. A combination held but not called (sunk) neither counts
nor bars, so nothing here asks what a hand did *not* score.

The cards are searched, not listed: each sequence is placed in a suit at a height, each trio
given the suit it lacks, the point a suit, until both hands fit in their cards without
sharing one. The suits are alike until something is placed in them, so only the first suit
not yet used is tried among the unused ones.

>>> told_hands_refusal(((8, None), (), ((Rank.ACE, 4), (Rank.KING, 4))), ((None, None), (5,), ()))
'a point of eight, fourteen aces and fourteen kings need more than the twelve cards of a hand'
>>> told_hands_refusal(((None, None), (5,), ()), ((None, None), (), ((Rank.ACE, 4),)))
>>> told_hands_refusal(((None, None), (8,), ()), ((None, None), (), ((Rank.ACE, 4),)))
'a huitième in one hand and fourteen aces in the other need some of the same cards'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from salon.cards import Rank, Suit
from salon.choices import listed
from salon.piquet.combinations import Sequence
from salon.words import number_words

SUITS = 4
LOW = int(Rank.SEVEN)
RANKS = tuple(range(LOW, int(Rank.ACE) + 1))
HAND = 12
"""The cards a hand holds when it reckons (one found short in the play reckoned with all)."""

ScoredPoint = tuple[int | None, int | None]
"""A point a hand scored: its cards and what it made (None: not said), or (None, None)."""
HandTold = tuple[ScoredPoint, tuple[int, ...], tuple[tuple[Rank, int], ...]]
"""What one hand scored: its point, the lengths of its sequences, its sets (rank, size)."""

SEQUENCE_NAMES = {
    length: Sequence(Suit.SPADES, Rank.ACE, length).name.removesuffix(" major")
    for length in range(3, 9)
}
"""A sequence's name by its length, as the engine says it: tierce, quart … huitième."""


def sequence_words(length: int) -> str:
    return SEQUENCE_NAMES[length]


def set_words(rank: Rank, size: int) -> str:
    return f"{'fourteen' if size == 4 else 'three'} {rank.plural}"


def _bit(suit: int, rank: int) -> int:
    return 1 << (suit * 8 + rank - LOW)


def _suit_mask(suit: int) -> int:
    return 0xFF << (suit * 8)


class _Kind(Enum):
    """The classes a piece belongs to, in the order of precedence they are reckoned in."""

    POINT = 0
    SEQUENCE = 1
    SET = 2


@dataclass(frozen=True, slots=True)
class _Piece:
    """One thing a hand scored, to be placed: a sequence, a set or a point."""

    hand: int
    kind: _Kind
    size: int
    rank: int = 0
    making: int | None = None


def _pieces(hands: tuple[HandTold, HandTold]) -> list[_Piece]:
    pieces: list[_Piece] = []
    for hand, (_, lengths, sets) in enumerate(hands):
        pieces += [_Piece(hand, _Kind.SEQUENCE, length) for length in sorted(lengths, reverse=True)]
        pieces += [_Piece(hand, _Kind.SET, size, int(rank)) for rank, size in sets]
    # The point last: its suit is best chosen knowing what the others put there.
    for hand, (point, _, _) in enumerate(hands):
        if point[0] is not None:
            pieces.append(_Piece(hand, _Kind.POINT, point[0], making=point[1]))
    return pieces


def _placements(piece: _Piece, suits_used: int) -> Iterator[tuple[int, int]]:
    """Each way to place ``piece``: its cards (a mask) and the suits used after it."""
    open_suits = range(min(suits_used + 1, SUITS))
    if piece.kind is _Kind.SEQUENCE:
        for suit in open_suits:
            for top in range(LOW + piece.size - 1, RANKS[-1] + 1):
                cards = sum(_bit(suit, rank) for rank in range(top - piece.size + 1, top + 1))
                yield cards, max(suits_used, suit + 1)
    elif piece.kind is _Kind.SET:
        every = sum(_bit(suit, piece.rank) for suit in range(SUITS))
        if piece.size == 4:
            yield every, suits_used
            return
        for lacking in open_suits:
            yield every & ~_bit(lacking, piece.rank), max(suits_used, lacking + 1)
    else:  # the point: its suit, filled out with the other cards of the suit later
        for suit in open_suits:
            yield _suit_mask(suit), max(suits_used, suit + 1)


@dataclass
class _Search:
    pieces: list[_Piece]

    def fits(self, index: int, held: _Held, suits: int) -> bool:
        """Whether the pieces from ``index`` on can be placed beside those in ``held``."""
        if index == len(self.pieces):
            return True
        piece = self.pieces[index]
        hand = piece.hand
        mine, theirs = held.cards[hand], held.cards[1 - hand]
        for cards, used in _placements(piece, suits):
            if piece.kind is _Kind.POINT:
                if self._point_fits(piece, cards, mine, theirs) and self.fits(
                    index + 1, held, used
                ):
                    return True
                continue
            if cards & theirs:
                continue
            if piece.kind is _Kind.SEQUENCE and held.runs[hand] & cards:
                continue  # one card is in one sequence called (a run may be called in part)
            grown = mine | cards
            if grown.bit_count() > HAND:
                continue
            if self.fits(index + 1, held.adding(hand, cards, piece.kind is _Kind.SEQUENCE), used):
                return True
        return False

    def _point_fits(self, piece: _Piece, suit_cards: int, mine: int, theirs: int) -> bool:
        """A point of ``piece.size`` cards of that suit: the hand's own there and free ones,
        room in the hand for those it must take, and what it makes reachable. (Calling less
        than one holds is a miscall the laws let stand, so more cards there are allowed.)"""
        own = _bits(suit_cards & mine)
        free = _bits(suit_cards & ~(mine | theirs))
        spare = HAND - mine.bit_count()
        for chosen in combinations(own + free, piece.size):
            if sum(1 for bit in chosen if bit in free) > spare:
                continue
            if piece.making is None or sum(_value_of(bit) for bit in chosen) == piece.making:
                return True
        return False


@dataclass(frozen=True, slots=True)
class _Held:
    """The cards each hand must hold so far, and those of its sequences alone."""

    cards: tuple[int, int] = (0, 0)
    runs: tuple[int, int] = (0, 0)

    def adding(self, hand: int, cards: int, run: bool) -> _Held:
        grown = list(self.cards)
        grown[hand] |= cards
        runs = list(self.runs)
        if run:
            runs[hand] |= cards
        return _Held((grown[0], grown[1]), (runs[0], runs[1]))


def _bits(mask: int) -> list[int]:
    return [1 << index for index in range(32) if mask >> index & 1]


def _value_of(bit: int) -> int:
    return int(Rank(LOW + (bit.bit_length() - 1) % 8).point_value)


def _words(piece: _Piece) -> str:
    if piece.kind is _Kind.POINT:
        return f"a point of {number_words(piece.size)}"
    if piece.kind is _Kind.SEQUENCE:
        return f"a {sequence_words(piece.size)}"
    return set_words(Rank(piece.rank), piece.size)


def _listed(pieces: list[_Piece]) -> str:
    """The pieces in words, in the order of precedence they are reckoned in."""
    return listed([_words(p) for p in sorted(pieces, key=lambda piece: piece.kind.value)])


def told_hands_refusal(elder: HandTold, younger: HandTold) -> str | None:
    """Why no two hands of twelve cards hold all that was told (None when two can)."""
    hands = (elder, younger)
    pieces = _pieces(hands)
    for hand in range(2):
        alone = [piece for piece in pieces if piece.hand == hand]
        if len(alone) > 1 and not _Search(alone).fits(0, _Held(), 0):
            return f"{_listed(alone)} need more than the twelve cards of a hand"
    if not _Search(pieces).fits(0, _Held(), 0):
        words = [_listed([p for p in pieces if p.hand == hand]) for hand in range(2)]
        return f"{words[0]} in one hand and {words[1]} in the other need some of the same cards"
    return None
