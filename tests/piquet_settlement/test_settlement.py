"""The partie of six (or four) deals and its Rubicon settlement."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from salon.piquet.settlement import (
    PartieError,
    PartieLength,
    counted_totals,
    partie_progress,
    rubicon_value,
    settle_partie,
    sitting_balance,
)


def test_winner_scores_difference_plus_a_hundred() -> None:
    """piquet-description-and-example.txt, Scoring: A 131, B 113, A wins 118."""
    result = settle_partie((131, 113))
    assert (result.winner, result.points_won, result.rubiconed) == (0, 118, False)


def test_loser_under_a_hundred_is_rubiconed() -> None:
    """piquet-description-and-example.txt, Scoring: A 125, B 81, A wins 306 (a rubicon)."""
    result = settle_partie((125, 81))
    assert (result.winner, result.points_won, result.rubiconed) == (0, 306, True)


@pytest.mark.parametrize(
    ("winner", "loser", "value"), [(105, 101, 104), (97, 89, 286)], ids=["105-101", "97-89"]
)
def test_rubicon_examples_of_the_encyclopedic_article(winner: int, loser: int, value: int) -> None:
    """piquet-encyclopedic-article-with-variants.txt, fragment 997: 105-101 gives 104 and
    97-89 gives 286 to the winner."""
    assert rubicon_value(winner, loser) == value
    assert settle_partie((loser, winner)).points_won == value


def test_rubicon_whether_or_not_the_winner_reached_a_hundred() -> None:
    """piquet-encyclopedia-1902-with-laws.txt, Law 34: rubiconed whether the winner's score
    reaches a hundred or not."""
    result = settle_partie((89, 97))
    assert (result.winner, result.rubiconed, result.points_won) == (1, True, 286)


def test_a_loser_with_exactly_a_hundred_saves_his_rubicon() -> None:
    """piquet-description-and-example.txt, Scoring: only a loser *less than* a hundred is
    rubiconed."""
    result = settle_partie((150, 100))
    assert (result.rubiconed, result.points_won) == (False, 150)


def test_rubicon_value_refuses_a_winner_not_ahead() -> None:
    with pytest.raises(PartieError, match="higher than the loser's"):
        rubicon_value(90, 90)


def test_partie_is_six_deals_each_player_dealing_three_times() -> None:
    """piquet-description-and-example.txt, Scoring: a partie consists of six deals, each
    player dealing three times; Law 11: the players deal alternately."""
    deals: list[tuple[int, int]] = []
    dealers = []
    for _ in range(6):
        progress = partie_progress(deals, first_dealer=1)
        assert not progress.is_over
        assert progress.deals_remaining == 6 - len(deals)
        dealers.append(progress.next_dealer)
        deals.append((20, 10))
    assert dealers == [1, 0, 1, 0, 1, 0]
    final = partie_progress(deals, first_dealer=1)
    assert final.is_over and final.next_dealer is None and final.deals_remaining == 0
    assert final.result is not None and final.result.winner == 0
    assert final.result.points_won == 120 - 60 + 120 + 100


def test_tie_after_six_deals_each_deals_once_more() -> None:
    """piquet-description-and-example.txt, Scoring: if both score the same number, each
    deals once more (Law 33)."""
    deals = [(20, 20)] * 6
    progress = partie_progress(deals, first_dealer=0)
    assert not progress.is_over and progress.in_extra_deals
    assert (progress.deals_remaining, progress.next_dealer) == (2, 0)
    one_more = partie_progress([*deals, (30, 0)], first_dealer=0)
    assert not one_more.is_over, "each deals once more: two deals, not one"
    assert (one_more.deals_remaining, one_more.next_dealer) == (1, 1)
    done = partie_progress([*deals, (30, 0), (0, 5)], first_dealer=0)
    assert done.result is not None and done.result.winner == 0
    assert done.result.points_won == 150 - 125 + 100


def test_second_tie_is_a_draw() -> None:
    """piquet-description-and-example.txt, Scoring: if there is a second tie, the partie
    is drawn; Law 33: the partie is concluded even after a second tie."""
    progress = partie_progress([(20, 20)] * 6 + [(10, 3), (3, 10)], first_dealer=1)
    assert progress.result is not None
    assert progress.result.is_draw and progress.result.points_won == 0
    assert progress.result.words == "One hundred and thirty-three all: the partie is drawn."


def test_four_deal_partie_first_and_last_deals_count_double() -> None:
    """piquet-description-and-example.txt, Scoring: by agreement four deals, the scores in
    the first and last deals counting double."""
    deals = [(30, 10), (5, 40), (20, 20), (15, 12)]
    progress = partie_progress(deals, first_dealer=0, length=PartieLength.FOUR_DEALS)
    assert progress.totals == (60 + 5 + 20 + 30, 20 + 40 + 20 + 24)
    assert progress.result is not None and progress.result.winner == 0
    assert progress.result.points_won == 115 - 104 + 100


def test_four_deal_partie_extra_deals_count_single() -> None:
    """piquet-description-and-example.txt, Scoring: in case of a tie, each deals once more,
    the scores in the extra deals counting single."""
    deals = [(10, 10), (20, 20), (30, 30), (5, 5)]
    length = PartieLength.FOUR_DEALS
    tied = partie_progress(deals, first_dealer=1, length=length)
    assert tied.deals_remaining == 2 and not tied.next_counts_double
    assert counted_totals([*deals, (7, 2), (1, 1)], length=length) == (88, 83)


def test_next_counts_double_says_when_the_next_deal_doubles() -> None:
    """piquet-description-and-example.txt, Scoring: first and last of four deals double."""
    length = PartieLength.FOUR_DEALS
    flags = [
        partie_progress([(1, 0)] * n, first_dealer=0, length=length).next_counts_double
        for n in range(4)
    ]
    assert flags == [True, False, False, True]


def test_no_deal_can_be_scored_after_the_partie_is_over() -> None:
    with pytest.raises(PartieError, match="over after deal 6"):
        partie_progress([(10, 0)] * 7, first_dealer=0)
    with pytest.raises(PartieError, match="at most 8 deals"):
        partie_progress([(10, 10)] * 9, first_dealer=0)


@pytest.mark.parametrize("deal", [(-1, 3), (3,), (1, 2, 3)])
def test_malformed_deal_scores_are_refused_with_a_reason(deal: tuple[int, int]) -> None:
    with pytest.raises(PartieError, match="deal 2"):
        partie_progress([(5, 5), deal], first_dealer=0)


def test_first_dealer_must_be_a_seat() -> None:
    with pytest.raises(PartieError, match="0 or 1"):
        partie_progress([], first_dealer=2)


def test_the_winner_says_the_totals_and_what_he_wins() -> None:
    """piquet-description-and-example.txt, Scoring: the winner's reckoning, said aloud."""
    assert settle_partie((113, 131)).words == (
        "One hundred and thirty-one to one hundred and thirteen: I win one hundred and eighteen."
    )
    assert "you are rubiconed" in settle_partie((125, 81)).words


def test_the_seed_card_five_parties_leave_a_winning_75() -> None:
    """piquet-description-and-example.txt, Scoring: A and B play five parties; A wins 75
    points as shown by the card (A's parties 150, 416, 126; B's 476, 141)."""
    results = [
        settle_partie((164, 114)),
        settle_partie((224, 92)),
        settle_partie((75, 301)),
        settle_partie((103, 144)),
        settle_partie((130, 104)),
    ]
    assert [r.balance(0) for r in results] == [150, 416, -476, -141, 126]
    assert sitting_balance(results) == (75, -75)


totals = st.integers(min_value=0, max_value=600)


@given(totals, totals)
def test_property_a_won_partie_is_worth_more_than_a_hundred(first: int, second: int) -> None:
    """piquet-description-and-example.txt, Scoring: difference (at least one) plus a hundred."""
    result = settle_partie((first, second))
    swapped = settle_partie((second, first))
    assert result.balance(0) + result.balance(1) == 0
    assert swapped.points_won == result.points_won
    if first == second:
        assert result.is_draw
    else:
        assert result.points_won > 100
        assert result.rubiconed == (min(first, second) < 100)


@given(
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), max_size=8),
    st.sampled_from([0, 1]),
    st.sampled_from(list(PartieLength)),
)
def test_property_deals_alternate_and_the_partie_ends_in_time(
    deals: list[tuple[int, int]], first_dealer: int, length: PartieLength
) -> None:
    """Law 11: the players deal alternately; a partie is never longer than two extra deals."""
    try:
        progress = partie_progress(deals, first_dealer=first_dealer, length=length)
    except PartieError:
        return
    assert progress.deals_played + progress.deals_remaining <= length.deals + 2
    if progress.is_over:
        assert progress.next_dealer is None and progress.deals_remaining == 0
    else:
        expected = first_dealer if len(deals) % 2 == 0 else 1 - first_dealer
        assert progress.next_dealer == expected and progress.deals_remaining > 0
