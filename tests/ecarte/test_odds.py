"""The treatise's odds, checked by exact counting (no simulation)."""

from __future__ import annotations

from fractions import Fraction
from math import comb


def adversary_trumps_below_two(trumps_held: int) -> Fraction:
    """P(the adversary's five cards hold fewer than two trumps), the turn-up being a trump.

    Unseen: 32 − 5 (own hand) − 1 (turn-up) = 26 cards, of which 8 − 1 − held are trumps."""
    unseen, trumps = 26, 8 - 1 - trumps_held
    plain = unseen - trumps
    favourable = comb(plain, 5) + trumps * comb(plain, 4)
    return Fraction(favourable, comb(unseen, 5))


def test_holding_one_trump_it_is_more_than_two_to_one_the_adversary_has_fewer_than_two() -> None:
    """ecarte-treatise-1896-ocr.txt, "A few simple illustrated hands": "It being more than
    two to one against his adversary holding two trumps"."""
    p = adversary_trumps_below_two(1)
    assert p / (1 - p) > 2


def test_holding_three_trumps_it_is_five_to_one() -> None:
    """Holding three trumps, the odds that the adversary has fewer than two are five to one."""
    p = adversary_trumps_below_two(3)
    odds = p / (1 - p)
    assert 5 <= odds < 6


def test_the_dealers_advantage_in_the_king_is_66_to_35() -> None:
    """ecarte-treatise-1896-ocr.txt, "Hints" III (Berkeley): the chance of either player
    being dealt the king is 5/31 of 7/8; adding the 1/8 of turning it up, the odds favour the
    dealer as 66 to 35, "or near 15 to 8"."""
    turned_up = Fraction(4, 32)  # the eleventh card is a king (of trumps by definition)
    dealt_to_each = (1 - turned_up) * Fraction(5, 31)
    dealer, non_dealer = turned_up + dealt_to_each, dealt_to_each
    assert dealer / non_dealer == Fraction(66, 35)
    assert abs(dealer / non_dealer - Fraction(15, 8)) < Fraction(1, 50)
