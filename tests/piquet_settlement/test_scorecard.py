"""The scoring card of a partie: rows, totals, the reckoning, within forty columns."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from salon.piquet.scorecard import CARD_WIDTH, DealRow, ScoringCard
from salon.piquet.settlement import PartieError, PartieLength
from salon.piquet.stakes import TEN_SHILLINGS_A_HUNDRED


def card_of(a: list[int], b: list[int], *, first_dealer: int = 0) -> ScoringCard:
    card = ScoringCard(first_dealer=first_dealer)
    for points in zip(a, b, strict=True):
        card = card.record(points)
    return card


def test_each_player_writes_his_own_score_first() -> None:
    """piquet-description-and-example.txt, Example: A writes on his scoring card 28, 23; B
    writes on his card 23, 28. B dealt that hand; A deals next."""
    card = ScoringCard(first_dealer=1).record((28, 23))
    assert card.rows == (DealRow(number=1, dealer=1, points=(28, 23), counts_double=False),)
    assert card.render(seat=0).splitlines()[1].split() == ["1", "B", "28", "23"]
    assert card.render(seat=1).splitlines()[1].split() == ["1", "B", "23", "28"]
    assert card.settlement_line == "Five deals to play; A deals next."


SECOND_PARTIE = """\
Deal  dealer        A      B
 1  A              15     30
 2  B              75      4
 3  A              45      6
 4  B              32     12
 5  A               6     38
 6  B              51      2
                  ---    ---
                  224     92
                 +192
                  ---
                  416
A wins 416 (224 + 92 + 100); B is
rubiconed."""


def test_seed_card_second_partie_a_rubicon_added_in_the_winners_column() -> None:
    """piquet-description-and-example.txt, Scoring, the card: A 224, B 92; under A's column
    192 is added (B's 92 and the hundred) and A wins 416."""
    card = card_of([15, 75, 45, 32, 6, 51], [30, 4, 6, 12, 38, 2])
    assert card.render() == SECOND_PARTIE
    assert card.settlement_line == "A wins 416 (224 + 92 + 100); B is rubiconed."


def test_seed_card_third_partie_won_by_the_second_column() -> None:
    """piquet-description-and-example.txt, Scoring, the card: A 75, B 301; under B's column
    175 is added and B wins 476."""
    card = card_of([20, 4, 10, 33, 3, 5], [18, 115, 42, 11, 74, 41])
    reckoning = card.render().splitlines()[-6:-2]
    assert reckoning == [
        "                   75    301",
        "                        +175",
        "                         ---",
        "                         476",
    ]
    assert card.result is not None and card.result.winner == 1


def test_seed_card_fifth_partie_the_loser_less_a_hundred_taken_off() -> None:
    """piquet-description-and-example.txt, Scoring, the card: A 130, B 104; 4 (B's 104 less
    the hundred) is taken off under A's column and A wins 126."""
    card = card_of([23, 9, 40, 15, 27, 16], [12, 25, 8, 26, 13, 20])
    lines = card.render(stake=TEN_SHILLINGS_A_HUNDRED).splitlines()
    assert [line.strip() for line in lines[-6:]] == [
        "130    104",
        "-4",
        "---",
        "126",
        "A wins 126 (130 - 104 + 100).",
        "At ten shillings a hundred: 10s.",
    ]


def test_four_deal_card_marks_the_deals_that_count_double() -> None:
    """piquet-description-and-example.txt, Scoring: four deals, first and last double."""
    card = ScoringCard(first_dealer=0, length=PartieLength.FOUR_DEALS)
    for points in [(30, 10), (5, 40), (20, 20), (15, 12)]:
        card = card.record(points)
    marks = [
        line.split()[2] if len(line.split()) == 5 else ""
        for line in card.render().splitlines()[1:5]
    ]
    assert marks == ["x2", "", "", "x2"]
    assert card.totals == (115, 104)


def test_tie_card_says_each_deals_once_more() -> None:
    """piquet-description-and-example.txt, Scoring: a tie, each deals once more; a second
    tie, the partie is drawn."""
    card = card_of([20] * 6, [20] * 6, first_dealer=1)
    assert card.settlement_line == "Equal: each deals once more. Two deals to play; B deals next."
    card = card.record((5, 0)).record((0, 5))
    assert card.settlement_line == "Equal again at 125: the partie is drawn."


def test_nothing_is_written_after_the_partie_is_over() -> None:
    card = card_of([20] * 6, [10] * 6)
    with pytest.raises(PartieError, match="partie is over"):
        card.record((1, 1))


def test_a_card_refuses_bad_names_and_scores() -> None:
    with pytest.raises(PartieError, match="two different names"):
        ScoringCard(first_dealer=0, names=("A", "A"))
    with pytest.raises(PartieError, match="zero or more"):
        ScoringCard(first_dealer=0).record((-3, 4))


names = st.text(
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz ", min_size=1, max_size=30
)


@given(
    st.tuples(names, names).filter(lambda pair: pair[0] != pair[1]),
    st.lists(st.tuples(st.integers(0, 250), st.integers(0, 250)), max_size=8),
    st.sampled_from([None, 0, 1]),
)
def test_property_the_card_fits_forty_columns(
    pair: tuple[str, str], deals: list[tuple[int, int]], seat: int | None
) -> None:
    """The terminal and web clients show the card in forty columns."""
    card = ScoringCard(first_dealer=0, names=pair)
    for points in deals:
        if card.progress.is_over:
            break
        card = card.record(points)
    rendered = card.render(seat=seat, stake=TEN_SHILLINGS_A_HUNDRED)
    assert all(len(line) <= CARD_WIDTH for line in rendered.splitlines())
