"""The partie of Piquet and its Rubicon settlement.

A partie is six deals, each player dealing three times (by agreement four deals, the first
and last counting double). If the totals are then equal, each deals once more (these extra
deals count single); a second tie draws the partie. The winner scores the difference of the
totals plus a hundred; if the loser has not reached a hundred he is *rubiconed* and the
winner scores both totals plus a hundred, whether or not he reached a hundred himself.

Seats are 0 and 1; a deal's score is the pair of points (seat 0's, seat 1's).

>>> rubicon_value(131, 113), rubicon_value(125, 81)
(118, 306)
>>> progress = partie_progress([(28, 23), (15, 31)], first_dealer=1)
>>> progress.is_over, progress.deals_remaining, progress.next_dealer, progress.totals
(False, 4, 1, (43, 54))
>>> result = settle_partie((131, 113))
>>> result.winner, result.points_won, result.rubiconed
(0, 118, False)
>>> result.words
'One hundred and thirty-one to one hundred and thirteen: I win one hundred and eighteen.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

from salon.phrases import Phrase
from salon.words import number_words

SEATS: Final = (0, 1)
RUBICON: Final = 100
"""The loser who has not reached this total is rubiconed; also the bonus for the game."""
EXTRA_DEALS: Final = 2
"""After a tie each player deals once more."""


class PartieError(ValueError):
    """Deal scores that cannot make a partie: the message says why."""


class PartieLength(Enum):
    """How many deals make the partie (before any extra deals after a tie)."""

    SIX_DEALS = 6
    FOUR_DEALS = 4
    """By agreement: four deals, the scores of the first and last counting double."""

    @property
    def deals(self) -> int:
        return self.value

    def multiplier(self, deal_index: int) -> int:
        """How many times the deal at this 0-based index counts.

        >>> [PartieLength.FOUR_DEALS.multiplier(i) for i in range(6)]
        [2, 1, 1, 2, 1, 1]
        >>> {PartieLength.SIX_DEALS.multiplier(i) for i in range(8)}
        {1}
        """
        if self is PartieLength.FOUR_DEALS and deal_index in (0, self.deals - 1):
            return 2
        return 1


def other_seat(seat: int) -> int:
    """The adversary of a seat in a two-handed partie."""
    _check_seat(seat)
    return 1 - seat


def rubicon_value(winner_total: int, loser_total: int) -> int:
    """The points won by the player with the higher total.

    >>> rubicon_value(105, 101), rubicon_value(97, 89)
    (104, 286)
    """
    if winner_total <= loser_total:
        raise PartieError(
            f"a winner's total must be higher than the loser's, not {winner_total} "
            f"against {loser_total}"
        )
    if loser_total < 0:
        raise PartieError(f"a total cannot be negative ({loser_total})")
    if loser_total < RUBICON:
        return winner_total + loser_total + RUBICON
    return winner_total - loser_total + RUBICON


@dataclass(frozen=True, slots=True)
class PartieResult:
    """A finished partie: who won (None for a draw), the totals and the points won."""

    winner: int | None
    totals: tuple[int, int]
    rubiconed: bool
    points_won: int

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else other_seat(self.winner)

    def balance(self, seat: int) -> int:
        """What the partie brings this seat: plus for the winner, minus for the loser.

        >>> settle_partie((125, 81)).balance(1)
        -306
        """
        _check_seat(seat)
        if self.winner is None:
            return 0
        return self.points_won if seat == self.winner else -self.points_won

    @property
    def words(self) -> str:
        """What the winner says when the partie is reckoned (the table, for a draw).

        >>> settle_partie((81, 125)).words
        'One hundred and twenty-five to eighty-one: you are rubiconed; I win three hundred and six.'
        >>> settle_partie((102, 102)).words
        'One hundred and two all: the partie is drawn.'
        """
        if self.winner is None:
            return f"{number_words(self.totals[0]).capitalize()} all: the partie is drawn."
        mine = self.totals[self.winner]
        yours = self.totals[other_seat(self.winner)]
        rubicon = " you are rubiconed;" if self.rubiconed else ""
        return (
            f"{number_words(mine).capitalize()} to {number_words(yours)}:{rubicon} "
            f"I win {number_words(self.points_won)}."
        )

    def told(self, names: tuple[str, str] = ("A", "B")) -> Phrase:
        """The result told of the players by name, as a record or an onlooker reads it; the
        winner reads "you win", the loser "you are rubiconed".

        >>> told = settle_partie((81, 97)).told(("Ann", "Bob"))
        >>> print(told)
        Ninety-seven to eighty-one: Bob wins two hundred and seventy-eight; Ann is rubiconed.
        >>> print(told.read_by("Ann"))
        Ninety-seven to eighty-one: Bob wins two hundred and seventy-eight; you are rubiconed.
        >>> print(settle_partie((102, 102)).told())
        One hundred and two all: the partie is drawn.
        """
        if self.winner is None:
            return Phrase.of(self.words)
        loser = other_seat(self.winner)
        score = f"{number_words(self.totals[self.winner])} to {number_words(self.totals[loser])}"
        rubicon = "; {1} {1:is/are} rubiconed" if self.rubiconed else ""
        wins = "{0} {0:wins/win} " + number_words(self.points_won)
        return Phrase.of(f"{score}: {wins}{rubicon}.", names[self.winner], names[loser])


def settle_partie(totals: tuple[int, int]) -> PartieResult:
    """Settle a partie from its final totals (equal totals: a drawn partie)."""
    if len(totals) != 2 or any(total < 0 for total in totals):
        raise PartieError(f"a partie needs two totals of zero or more, not {totals!r}")
    first, second = totals
    if first == second:
        return PartieResult(winner=None, totals=(first, second), rubiconed=False, points_won=0)
    winner = 0 if first > second else 1
    loser_total = totals[1 - winner]
    return PartieResult(
        winner=winner,
        totals=(first, second),
        rubiconed=loser_total < RUBICON,
        points_won=rubicon_value(totals[winner], loser_total),
    )


@dataclass(frozen=True, slots=True)
class PartieProgress:
    """Where a partie stands after the deals scored so far.

    ``deals_remaining`` counts the deals still due as things stand (a tie at the end of the
    set deals adds two); ``next_dealer`` is None and ``result`` is set once it is over.
    """

    length: PartieLength
    deals_played: int
    totals: tuple[int, int]
    deals_remaining: int
    next_dealer: int | None
    result: PartieResult | None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def in_extra_deals(self) -> bool:
        """True once the set deals are played and tied, until the partie ends."""
        return self.deals_played >= self.length.deals and self.result is None

    @property
    def next_counts_double(self) -> bool:
        """Whether the next deal's scores count double (four-deal partie only)."""
        return self.result is None and self.length.multiplier(self.deals_played) == 2


def dealer_of(deal_index: int, *, first_dealer: int) -> int:
    """Who deals the deal at this 0-based index: the players deal alternately (Law 11).

    >>> [dealer_of(i, first_dealer=1) for i in range(8)]
    [1, 0, 1, 0, 1, 0, 1, 0]
    """
    _check_seat(first_dealer)
    if deal_index < 0:
        raise PartieError(f"a deal index cannot be negative ({deal_index})")
    return first_dealer if deal_index % 2 == 0 else other_seat(first_dealer)


def dealers_by_law_11(
    first_dealer: int, out_of_turn: Iterable[int], count: int, *, last: int
) -> tuple[int, ...]:
    """Who deals each of the first ``count`` deals. "The players deal alternately. [...] If
    the error is discovered later [than the taking up of the cards], the elder hand must deal
    twice running with his own pack, unless that or the next deal is the last of the partie"
    (Law 11). ``out_of_turn``: the indexes of the deals dealt out of turn and found late (they
    stand); ``last``: the index of the partie's last deal.

    >>> dealers_by_law_11(0, [1], 6, last=5)  # B's deal dealt by A: B then deals twice
    (0, 0, 1, 1, 0, 1)
    >>> dealers_by_law_11(0, [4], 6, last=5)  # the next deal is the last: alternately
    (0, 1, 0, 1, 1, 0)
    """
    _check_seat(first_dealer)
    wrong = set(out_of_turn)
    dealers: list[int] = []
    owed: list[int] = []
    for index in range(count):
        due = owed.pop(0) if owed else first_dealer if not dealers else other_seat(dealers[-1])
        if index in wrong:
            due = other_seat(due)  # the other player dealt, and the deal stands
            elder = other_seat(due)
            owed = [] if last in (index, index + 1) else [elder, elder]
        dealers.append(due)
    return tuple(dealers)


def counted_totals(
    deals: Sequence[tuple[int, int]], *, length: PartieLength = PartieLength.SIX_DEALS
) -> tuple[int, int]:
    """Both totals, with the first and last of four deals counted double.

    >>> counted_totals([(10, 5), (1, 1), (1, 1), (7, 0), (3, 4)], length=PartieLength.FOUR_DEALS)
    (39, 16)
    """
    first = second = 0
    for index, deal in enumerate(deals):
        mine, yours = _checked_deal(index, deal)
        times = length.multiplier(index)
        first += mine * times
        second += yours * times
    return first, second


def partie_progress(
    deals: Sequence[tuple[int, int]],
    *,
    first_dealer: int,
    length: PartieLength = PartieLength.SIX_DEALS,
) -> PartieProgress:
    """Say whether the partie is over, how many deals remain, who deals next, and the result.

    Raises :class:`PartieError` for a negative score or a deal played after the end.
    """
    _check_seat(first_dealer)
    set_deals = length.deals
    last_possible = set_deals + EXTRA_DEALS
    if len(deals) > last_possible:
        raise PartieError(f"a partie has at most {last_possible} deals, not {len(deals)}")
    if len(deals) > set_deals:
        first, second = counted_totals(deals[:set_deals], length=length)
        if first != second:
            raise PartieError(
                f"the partie was over after deal {set_deals}; deal {set_deals + 1} cannot be scored"
            )
    totals = counted_totals(deals, length=length)
    played = len(deals)
    if played < set_deals:
        remaining = set_deals - played
    elif played == set_deals:
        remaining = 0 if totals[0] != totals[1] else EXTRA_DEALS
    else:
        remaining = last_possible - played
    result = settle_partie(totals) if remaining == 0 else None
    return PartieProgress(
        length=length,
        deals_played=played,
        totals=totals,
        deals_remaining=remaining,
        next_dealer=None if result is not None else dealer_of(played, first_dealer=first_dealer),
        result=result,
    )


def sitting_balance(results: Iterable[PartieResult]) -> tuple[int, int]:
    """What several parties between the same two seats bring each, net.

    >>> sitting_balance([settle_partie((164, 114)), settle_partie((103, 144))])
    (9, -9)
    """
    net = sum(result.balance(0) for result in results)
    return net, -net


def _checked_deal(index: int, deal: tuple[int, int]) -> tuple[int, int]:
    if len(deal) != 2:
        raise PartieError(f"deal {index + 1} needs two scores, not {deal!r}")
    mine, yours = deal
    if not isinstance(mine, int) or not isinstance(yours, int) or mine < 0 or yours < 0:
        raise PartieError(f"deal {index + 1}: scores are whole numbers of zero or more: {deal!r}")
    return mine, yours


def _check_seat(seat: int) -> None:
    if seat not in SEATS:
        raise PartieError(f"a Piquet seat is 0 or 1, not {seat!r}")
