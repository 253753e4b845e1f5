"""Stakes: money for points at the seed's rates and with its rounding conventions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from salon.piquet.stakes import (
    PRESETS,
    SHILLING_POINTS,
    SIXPENNY_POINTS,
    TEN_SHILLINGS_A_HUNDRED,
    TEN_SHILLINGS_A_HUNDRED_BY_TWENTY_FIVES,
    THREEPENNY_POINTS,
    TWOPENNY_POINTS,
    Stake,
    StakeError,
    format_money,
    settle_balances,
)


def test_at_so_much_a_hundred_fractions_of_fifty_do_not_count() -> None:
    """piquet-description-and-example.txt, Scoring: at ten shillings a hundred A wins 75
    points; fractions of fifty points are not reckoned; A wins five shillings."""
    assert TEN_SHILLINGS_A_HUNDRED.counted_points(75) == 50
    assert format_money(TEN_SHILLINGS_A_HUNDRED.amount(75)) == "5s"
    assert settle_balances((75, -75), TEN_SHILLINGS_A_HUNDRED) == (60, -60)


def test_by_agreement_only_fractions_of_twenty_five_are_neglected() -> None:
    """piquet-description-and-example.txt, Scoring: some players only neglect fractions of
    twenty-five points, by agreement beforehand."""
    stake = TEN_SHILLINGS_A_HUNDRED_BY_TWENTY_FIVES
    assert (stake.counted_points(75), stake.counted_points(99)) == (75, 75)
    assert format_money(stake.amount(75)) == "7s 6d"


def test_twopenny_points_are_reckoned_at_a_pound_a_hundred_by_fifties() -> None:
    """piquet-description-and-example.txt, Scoring: two penny points are reckoned at a pound
    a hundred, fractions of fifty points not counting."""
    assert TWOPENNY_POINTS.counted_points(75) == 50
    assert format_money(TWOPENNY_POINTS.amount(75)) == "10s"
    assert format_money(TWOPENNY_POINTS.amount(100)) == "£1"


def test_threepenny_points_are_reckoned_by_multiples_of_forty() -> None:
    """piquet-description-and-example.txt, Scoring: three-penny points by multiples of
    forty, fractions of forty not counting; hence 75 points only score as 40."""
    assert THREEPENNY_POINTS.counted_points(75) == 40
    assert format_money(THREEPENNY_POINTS.amount(75)) == "10s"
    assert THREEPENNY_POINTS.counted_points(80) == 80


def test_shilling_points_exclude_fractions_of_a_pound_so_75_scores_as_60() -> None:
    """piquet-description-and-example.txt, Scoring: at shilling points fractions of a pound
    are excluded; 75 points therefore only score as 60."""
    assert SHILLING_POINTS.counted_points(75) == 60
    assert format_money(SHILLING_POINTS.amount(75)) == "£3"


def test_sixpenny_points_exclude_fractions_of_a_pound_so_75_scores_as_40() -> None:
    """piquet-description-and-example.txt, Scoring: at sixpenny points fractions of a pound
    are excluded. A pound is forty sixpenny points, so 75 points score as 40: the seed's
    "75 as 60" fits shilling points only (60 sixpenny points are thirty shillings)."""
    assert SIXPENNY_POINTS.counted_points(75) == 40
    assert format_money(SIXPENNY_POINTS.amount(75)) == "£1"
    assert SIXPENNY_POINTS.amount(80) == 2 * 240


def test_presets_are_named_after_the_seed() -> None:
    """piquet-description-and-example.txt, Scoring: the rates the seed names."""
    assert [stake.name for stake in PRESETS] == [
        "ten shillings a hundred",
        "ten shillings a hundred, fractions of twenty-five",
        "twopenny points",
        "threepenny points",
        "sixpenny points",
        "shilling points",
    ]


def test_chouette_winners_receive_rounded_amounts_and_the_loser_pays_them() -> None:
    """piquet-description-and-example.txt, Scoring: A wins 190, C 310, B loses 500; at ten
    shillings a hundred A receives fifteen shillings, C thirty, and B gets off with a loss of
    forty-five, fractions not counting in the total of amounts receivable."""
    money = settle_balances((190, -500, 310), TEN_SHILLINGS_A_HUNDRED)
    assert [format_money(pence) for pence in money] == ["15s", "-£2 5s", "£1 10s"]


def test_two_losers_pay_their_own_losses_and_share_what_the_fractions_leave() -> None:
    """House rule where the seed is silent: each loser pays his own loss, fractions not
    reckoned, as the winner is paid his; what the fractions leave between the two sides is
    shared by the fractions each dropped, to the penny. A thousand and six hundred and
    seventy lost at ten shillings a hundred pay £5 and £3 5s, not an odd £4 18s 10d."""
    assert settle_balances((-95, 190, -95), TEN_SHILLINGS_A_HUNDRED) == (-90, 180, -90)
    assert settle_balances((-60, -130, 190), TEN_SHILLINGS_A_HUNDRED) == (-60, -120, 180)
    assert settle_balances((-1000, -670, 1670), TEN_SHILLINGS_A_HUNDRED) == (-1200, -780, 1980)
    assert settle_balances((-1, -149, 150), TEN_SHILLINGS_A_HUNDRED) == (-1, -179, 180)


def test_balances_that_do_not_sum_to_nothing_are_refused() -> None:
    with pytest.raises(StakeError, match="sum to 10"):
        settle_balances((100, -90), TEN_SHILLINGS_A_HUNDRED)


def test_a_rate_whose_step_is_not_a_whole_penny_is_refused() -> None:
    with pytest.raises(StakeError, match="not worth a whole penny"):
        Stake.per_hundred(10, fractions_ignored=25)
    with pytest.raises(StakeError, match="does not divide a pound"):
        Stake.per_point_in_whole_pounds(7)
    with pytest.raises(StakeError, match="above 0"):
        Stake(name="nothing", step_points=0, step_pence=6)


def test_so_much_a_point_without_rounding() -> None:
    """piquet-description-and-example.txt, Scoring: played for so much a point."""
    stake = Stake.per_point(1)
    assert (stake.name, stake.amount(75), stake.amount(-75)) == ("1d points", 75, -75)


@pytest.mark.parametrize(
    ("pence", "text"),
    [
        (0, "0d"),
        (1, "1d"),
        (12, "1s"),
        (30, "2s 6d"),
        (240, "£1"),
        (246, "£1 0s 6d"),
        (-540, "-£2 5s"),
    ],
)
def test_money_is_written_in_pounds_shillings_and_pence(pence: int, text: str) -> None:
    assert format_money(pence) == text


@given(
    st.lists(st.integers(-2000, 2000), min_size=1, max_size=3),
    st.sampled_from(PRESETS),
)
def test_property_settlement_balances_and_never_overcharges(
    partial: list[int], stake: Stake
) -> None:
    """Winners get whole steps of their own points; losers pay exactly that, no more than
    their own losses at the rate (to the penny)."""
    balances = [*partial, -sum(partial)]
    money = settle_balances(balances, stake)
    assert sum(money) == 0
    for points, pence in zip(balances, money, strict=True):
        exact = points * stake.step_pence / stake.step_points
        if points > 0:
            assert 0 <= pence <= exact and pence % stake.step_pence == 0
        elif points < 0:
            assert exact - 1 < pence <= 0
        else:
            assert pence == 0
