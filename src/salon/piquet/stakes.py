"""Stakes: turning points won into money, with the rounding conventions of the seed.

Piquet is played for so much a point or so much a hundred, odd money not being reckoned in
the final total. A :class:`Stake` counts points only in whole *steps* (fifty points at so
much a hundred, forty at threepenny points, a pound's worth at sixpenny and shilling points)
and says what each step is worth. Money is exact: whole pence, twelve to the shilling and
twenty shillings to the pound.

>>> TEN_SHILLINGS_A_HUNDRED.counted_points(75), format_money(TEN_SHILLINGS_A_HUNDRED.amount(75))
(50, '5s')
>>> [preset.counted_points(75) for preset in PRESETS]
[50, 75, 50, 40, 40, 60]
>>> [format_money(pence) for pence in settle_balances((190, -500, 310), TEN_SHILLINGS_A_HUNDRED)]
['15s', '-£2 5s', '£1 10s']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

PENCE_PER_SHILLING: Final = 12
SHILLINGS_PER_POUND: Final = 20
PENCE_PER_POUND: Final = PENCE_PER_SHILLING * SHILLINGS_PER_POUND


class StakeError(ValueError):
    """A stake or a settlement that cannot be made: the message says why."""


@dataclass(frozen=True, slots=True)
class Stake:
    """An agreed rate: every whole ``step_points`` won is worth ``step_pence``.

    Points short of a whole step are not reckoned (the seed's "fractions of fifty points
    do not count"), for winner and loser alike.
    """

    name: str
    step_points: int
    step_pence: int

    def __post_init__(self) -> None:
        for field, value in (("step_points", self.step_points), ("step_pence", self.step_pence)):
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise StakeError(f"a stake's {field} must be a whole number above 0, not {value!r}")

    @classmethod
    def per_hundred(
        cls, pence_per_hundred: int, *, fractions_ignored: int = 50, name: str | None = None
    ) -> Stake:
        """So much a hundred, fractions of ``fractions_ignored`` points not counting.

        >>> Stake.per_hundred(120)
        Stake(name='10s a hundred', step_points=50, step_pence=60)
        >>> Stake.per_hundred(1)
        Traceback (most recent call last):
        ...
        salon.piquet.stakes.StakeError: at 1d a hundred, 50 points are not worth a whole penny
        """
        if pence_per_hundred <= 0 or fractions_ignored <= 0:
            raise StakeError("a rate and the fractions ignored must both be above 0")
        step_pence, odd = divmod(pence_per_hundred * fractions_ignored, 100)
        if odd:
            raise StakeError(
                f"at {format_money(pence_per_hundred)} a hundred, {fractions_ignored} points "
                "are not worth a whole penny"
            )
        label = name or f"{format_money(pence_per_hundred)} a hundred"
        return cls(name=label, step_points=fractions_ignored, step_pence=step_pence)

    @classmethod
    def per_point(
        cls, pence_per_point: int, *, counted_in: int = 1, name: str | None = None
    ) -> Stake:
        """So much a point, the points counted in whole multiples of ``counted_in``.

        >>> Stake.per_point(3, counted_in=40).amount(75)
        120
        """
        if pence_per_point <= 0 or counted_in <= 0:
            raise StakeError("a rate and the multiple counted must both be above 0")
        label = name or f"{format_money(pence_per_point)} points"
        return cls(name=label, step_points=counted_in, step_pence=pence_per_point * counted_in)

    @classmethod
    def per_point_in_whole_pounds(cls, pence_per_point: int, *, name: str | None = None) -> Stake:
        """So much a point, fractions of a pound excluded from the final.

        >>> Stake.per_point_in_whole_pounds(12).counted_points(75)
        60
        """
        if pence_per_point <= 0 or PENCE_PER_POUND % pence_per_point:
            raise StakeError(
                f"{format_money(pence_per_point)} a point does not divide a pound evenly"
            )
        return cls.per_point(
            pence_per_point, counted_in=PENCE_PER_POUND // pence_per_point, name=name
        )

    def counted_points(self, points: int) -> int:
        """The points reckoned: whole steps only, rounded toward nothing."""
        steps = abs(points) // self.step_points
        return steps * self.step_points * (-1 if points < 0 else 1)

    def amount(self, points: int) -> int:
        """The money for these points, in pence (negative for a loss)."""
        return self.counted_points(points) // self.step_points * self.step_pence


TEN_SHILLINGS_A_HUNDRED: Final = Stake.per_hundred(
    10 * PENCE_PER_SHILLING, name="ten shillings a hundred"
)
"""The seed's example rate; fractions of fifty points are not reckoned."""
TEN_SHILLINGS_A_HUNDRED_BY_TWENTY_FIVES: Final = Stake.per_hundred(
    10 * PENCE_PER_SHILLING,
    fractions_ignored=25,
    name="ten shillings a hundred, fractions of twenty-five",
)
"""By agreement beforehand, only fractions of twenty-five points are neglected."""
TWOPENNY_POINTS: Final = Stake.per_hundred(PENCE_PER_POUND, name="twopenny points")
"""Reckoned at a pound a hundred, fractions of fifty points not counting."""
THREEPENNY_POINTS: Final = Stake.per_point(3, counted_in=40, name="threepenny points")
"""Reckoned by multiples of forty points (ten shillings each), fractions of forty not counting."""
SIXPENNY_POINTS: Final = Stake.per_point_in_whole_pounds(6, name="sixpenny points")
"""Fractions of a pound excluded: whole forties of points (the seed's "75 as 60" does not fit)."""
SHILLING_POINTS: Final = Stake.per_point_in_whole_pounds(PENCE_PER_SHILLING, name="shilling points")
"""Fractions of a pound excluded: whole twenties of points, so 75 points score as 60."""

PRESETS: Final = (
    TEN_SHILLINGS_A_HUNDRED,
    TEN_SHILLINGS_A_HUNDRED_BY_TWENTY_FIVES,
    TWOPENNY_POINTS,
    THREEPENNY_POINTS,
    SIXPENNY_POINTS,
    SHILLING_POINTS,
)


def settle_balances(balances: Sequence[int], stake: Stake) -> tuple[int, ...]:
    """Money for each seat (pence, negative for a payer) from net points that sum to nothing.

    Each winner receives his own points at the stake, fractions not reckoned, and each loser
    pays his own points likewise. The fractions fall differently on the two sides, so what
    is paid is then made exactly what is received: a shortfall is shared among the losers in
    proportion to the fractions their own reckoning dropped (so none pays more than his loss
    at the rate), a surplus given back in proportion to what each pays (so none is paid),
    to the penny (a penny left over goes to the larger share, then to the larger loss, then
    to the earlier seat).

    >>> settle_balances((75, -75), TEN_SHILLINGS_A_HUNDRED)
    (60, -60)
    >>> settle_balances((190, -95, -95), TEN_SHILLINGS_A_HUNDRED)
    (180, -90, -90)
    >>> [format_money(p) for p in settle_balances((-1000, -670, 1670), TEN_SHILLINGS_A_HUNDRED)]
    ['-£5', '-£3 5s', '£8 5s']
    """
    if sum(balances) != 0:
        raise StakeError(f"what is won must equal what is lost; these sum to {sum(balances)}")
    receipts = [stake.amount(points) if points > 0 else 0 for points in balances]
    losers = [seat for seat, points in enumerate(balances) if points < 0]
    payments = {seat: -stake.amount(balances[seat]) for seat in losers}
    left = sum(receipts) - sum(payments.values())
    if left > 0:
        dropped = {seat: -balances[seat] % stake.step_points for seat in losers}
        for seat, extra in _shared(left, dropped, balances).items():
            payments[seat] += extra
    elif left < 0:
        for seat, back in _shared(-left, payments, balances).items():
            payments[seat] -= back
    return tuple(receipts[seat] - payments.get(seat, 0) for seat in range(len(balances)))


def _shared(pence: int, weights: dict[int, int], balances: Sequence[int]) -> dict[int, int]:
    """``pence`` shared among the seats of ``weights`` in proportion to them, to the penny."""
    total = sum(weights.values())
    shares = {seat: divmod(pence * weight, total) for seat, weight in weights.items()}
    short = pence - sum(whole for whole, _ in shares.values())
    order = sorted(weights, key=lambda seat: (-shares[seat][1], balances[seat], seat))
    return {seat: shares[seat][0] + (1 if seat in order[:short] else 0) for seat in weights}


def settled_words(pence: int) -> str:
    """What a player whose balance is ``pence`` pays or receives, as the table says it.

    >>> [settled_words(p) for p in (180, -246, 0)]
    ['receives 15s', 'pays £1 0s 6d', 'neither pays nor receives']
    """
    if pence > 0:
        return f"receives {format_money(pence)}"
    if pence < 0:
        return f"pays {format_money(-pence)}"
    return "neither pays nor receives"


def format_money(pence: int) -> str:
    """Pounds, shillings and pence as written: '£2 5s', '15s', '£1 0s 6d', '0d'.

    >>> [format_money(p) for p in (0, 6, 180, 246, 540, -300)]
    ['0d', '6d', '15s', '£1 0s 6d', '£2 5s', '-£1 5s']
    """
    sign = "-" if pence < 0 else ""
    pounds, rest = divmod(abs(pence), PENCE_PER_POUND)
    shillings, pennies = divmod(rest, PENCE_PER_SHILLING)
    parts = []
    if pounds:
        parts.append(f"£{pounds}")
    if shillings or (pounds and pennies):
        parts.append(f"{shillings}s")
    if pennies or not parts:
        parts.append(f"{pennies}d")
    return sign + " ".join(parts)
