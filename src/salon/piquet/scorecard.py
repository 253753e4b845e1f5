"""The scoring card of a partie: each deal's points in two columns, the totals, the result.

At the end of each hand both players write the points on the card, each keeping his own
column and his adversary's. Under the totals the winner's column shows the reckoning as
the seed's card does: the loser's total less a hundred, taken off (``-14``), or, when the
loser is rubiconed, his total plus a hundred, added on (``+192``); then the points won.

>>> card = ScoringCard(first_dealer=1)
>>> card = card.record((28, 23))
>>> card.progress.next_dealer, card.totals
(0, (28, 23))
>>> print(card.render(seat=1))
Deal  dealer        B      A
 1  B              23     28
                  ---    ---
                   23     28
Five deals to play; A deals next.
"""

from __future__ import annotations

from dataclasses import dataclass

from salon.piquet.settlement import (
    RUBICON,
    PartieError,
    PartieLength,
    PartieProgress,
    PartieResult,
    dealer_of,
    other_seat,
    partie_progress,
)
from salon.piquet.stakes import Stake, format_money
from salon.words import number_words

CARD_WIDTH = 40
_LABEL = 14
_COLUMN = 7
_NAME = _COLUMN - 1


@dataclass(frozen=True, slots=True)
class DealRow:
    """One line of the card: the deal's number (from 1), its dealer, both players' points."""

    number: int
    dealer: int
    points: tuple[int, int]
    counts_double: bool


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A partie's card. Frozen: :meth:`record` returns the card with one more deal."""

    first_dealer: int
    names: tuple[str, str] = ("A", "B")
    length: PartieLength = PartieLength.SIX_DEALS
    deals: tuple[tuple[int, int], ...] = ()
    dealers: tuple[int, ...] = ()
    """Who dealt each deal (and, beyond them, who deals next), when it is not simply
    alternately from ``first_dealer``: after a deal out of turn (Law 11)."""

    def __post_init__(self) -> None:
        if len(self.names) != 2 or not all(self.names) or self.names[0] == self.names[1]:
            raise PartieError(f"a scoring card needs two different names, not {self.names!r}")
        self.progress  # noqa: B018 -- validates the deals and the first dealer

    def record(self, points: tuple[int, int]) -> ScoringCard:
        """The card with one more deal written on it (seat 0's points, seat 1's)."""
        if len(points) != 2:
            raise PartieError(f"a deal's score is a pair of points, not {points!r}")
        if self.progress.is_over:
            raise PartieError("the partie is over; no more deals can be written on this card")
        return ScoringCard(
            first_dealer=self.first_dealer,
            names=self.names,
            length=self.length,
            deals=(*self.deals, (points[0], points[1])),
            dealers=self.dealers,
        )

    @property
    def progress(self) -> PartieProgress:
        return partie_progress(self.deals, first_dealer=self.first_dealer, length=self.length)

    @property
    def rows(self) -> tuple[DealRow, ...]:
        return tuple(
            DealRow(
                number=index + 1,
                dealer=self.dealer(index),
                points=points,
                counts_double=self.length.multiplier(index) == 2,
            )
            for index, points in enumerate(self.deals)
        )

    def dealer(self, index: int) -> int:
        """Who deals the deal at this index: as ``dealers`` lists, then alternately."""
        if not self.dealers:
            return dealer_of(index, first_dealer=self.first_dealer)
        listed = len(self.dealers) - 1
        last = self.dealers[min(index, listed)]
        return last if index <= listed or (index - listed) % 2 == 0 else other_seat(last)

    @property
    def totals(self) -> tuple[int, int]:
        return self.progress.totals

    @property
    def result(self) -> PartieResult | None:
        return self.progress.result

    @property
    def settlement_line(self) -> str:
        """The reckoning of the result, or how the partie stands.

        >>> ScoringCard(0, deals=((224, 92),), length=PartieLength.FOUR_DEALS).settlement_line
        'Three deals to play; B deals next.'
        """
        progress = self.progress
        result = progress.result
        if result is None:
            deals = number_words(progress.deals_remaining).capitalize()
            plural = "deal" if progress.deals_remaining == 1 else "deals"
            tie = "Equal: each deals once more. " if progress.in_extra_deals else ""
            dealer = self.names[self.dealer(len(self.deals))]
            return f"{tie}{deals} {plural} to play; {dealer} deals next."
        if result.winner is None:
            return f"Equal again at {result.totals[0]}: the partie is drawn."
        winner, loser = result.winner, other_seat(result.winner)
        mine, yours = result.totals[winner], result.totals[loser]
        if result.rubiconed:
            return (
                f"{self.names[winner]} wins {result.points_won} "
                f"({mine} + {yours} + {RUBICON}); {self.names[loser]} is rubiconed."
            )
        return f"{self.names[winner]} wins {result.points_won} ({mine} - {yours} + {RUBICON})."

    def render(self, *, seat: int | None = None, stake: Stake | None = None) -> str:
        """The card as plain text, at most 40 columns wide.

        ``seat`` puts that player's own column first, as each player keeps his card;
        ``stake`` adds what the partie is worth in money.
        """
        order = (0, 1) if seat is None or seat == 0 else (1, 0)
        if seat is not None:
            other_seat(seat)  # validates the seat
        lines = [f"{'Deal  dealer':<{_LABEL}}" + "".join(self._cell(self.names[s]) for s in order)]
        for row in self.rows:
            label = f"{row.number:>2}  {self.names[row.dealer][:_NAME]:<{_NAME}}"
            label += " x2" if row.counts_double else ""
            lines.append(f"{label:<{_LABEL}}" + "".join(self._cell(row.points[s]) for s in order))
        totals = self.totals
        lines.append(" " * _LABEL + self._cell("---") * 2)
        lines.append(" " * _LABEL + "".join(self._cell(totals[s]) for s in order))
        lines.extend(self._reckoning(order))
        lines.append(self.settlement_line)
        result = self.result
        if stake is not None and result is not None and result.winner is not None:
            money = format_money(stake.amount(result.points_won))
            lines.append(f"At {stake.name}: {money}.")
        return "\n".join(_wrap(line) for line in lines)

    def _reckoning(self, order: tuple[int, int]) -> list[str]:
        result = self.result
        if result is None or result.winner is None:
            return []
        loser_total = result.totals[other_seat(result.winner)]
        adjustment = (
            f"+{loser_total + RUBICON}" if result.rubiconed else f"-{loser_total - RUBICON}"
        )
        column = order.index(result.winner)
        pad = " " * (_LABEL + _COLUMN * column)
        return [
            pad + self._cell(adjustment),
            pad + self._cell("---"),
            pad + self._cell(result.points_won),
        ]

    @staticmethod
    def _cell(value: object) -> str:
        return f"{str(value)[:_NAME]:>{_COLUMN}}"


def _wrap(line: str) -> str:
    """Keep a line within the card's width, breaking at a space."""
    if len(line) <= CARD_WIDTH:
        return line
    cut = line.rfind(" ", 0, CARD_WIDTH + 1)
    cut = cut if cut > 0 else CARD_WIDTH
    return line[:cut] + "\n" + _wrap(line[cut:].lstrip())
