"""Chouette piquet: the cut, the rotation of the three players, double stakes, tens."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from salon.cards import parse_cards
from salon.engine import CHANCE, IllegalActionError
from salon.piquet.chouette import (
    SINGLE_LOSES,
    SINGLE_WINS,
    Chouette,
    ChouetteEventKind,
    ChouetteOutcome,
    ChouetteRole,
    Cut,
    LineUp,
    RecordPartie,
    Rise,
    to_tens,
)
from salon.piquet.settlement import settle_partie
from salon.piquet.stakes import TEN_SHILLINGS_A_HUNDRED, format_money

A, B, C = 0, 1, 2


def cut(text: str) -> Cut:
    first, second, third = parse_cards(text)
    return Cut((first, second, third))


def started(text: str = "KS 9H 7C") -> Chouette:
    chouette = Chouette()
    chouette.apply(cut(text))
    return chouette


def test_highest_cut_plays_alone_and_lowest_advises_the_partner() -> None:
    """piquet-description-and-example.txt, Chouette piquet: the highest cut (A) plays alone;
    the lowest (C) sits out and advises B. Law 3: ace highest, seven lowest."""
    chouette = Chouette()
    assert chouette.to_act is CHANCE
    chouette.apply(cut("8D AC 7S"))
    assert chouette.line_up == LineUp(single=B, partner=A, adviser=C)
    assert chouette.to_act == B
    roles = [chouette.view(seat) for seat in range(3)]
    assert [view.line_up.role(view.seat) for view in roles if view.line_up] == [
        ChouetteRole.PARTNER,
        ChouetteRole.SINGLE,
        ChouetteRole.ADVISER,
    ]
    assert chouette.events[-1].words == (
        "A cuts an eight, B cuts an ace, C cuts a seven. B plays alone against A, whom C advises."
    )


def test_equal_cuts_cut_again() -> None:
    """Equal cuts decide nothing: the three cut again (house reading of the cut, Law 3)."""
    chouette = Chouette()
    chouette.apply(cut("KS KH 7C"))
    assert chouette.line_up is None and chouette.to_act is CHANCE
    assert chouette.events[-1].kind is ChouetteEventKind.EQUAL_CUT
    assert chouette.events[-1].words.endswith("cut again.")


def test_single_player_who_wins_continues_and_the_adviser_takes_the_partners_place() -> None:
    """piquet-description-and-example.txt, Chouette piquet: if A wins, he continues; C takes
    B's place, and B advises C."""
    chouette = started()
    chouette.apply(RecordPartie(SINGLE_WINS, 150))
    assert chouette.line_up == LineUp(single=A, partner=C, adviser=B)


def test_single_player_who_loses_gives_way_to_the_partner_who_played() -> None:
    """piquet-description-and-example.txt, Chouette piquet: as soon as A loses, the adviser
    (C) takes A's place at the table, B plays against the other two, and A advises C."""
    chouette = started()
    chouette.apply(RecordPartie(SINGLE_WINS, 150))
    chouette.apply(RecordPartie(SINGLE_WINS, 416))
    assert chouette.line_up == LineUp(single=A, partner=B, adviser=C)
    chouette.apply(RecordPartie(SINGLE_LOSES, 476))
    assert chouette.line_up == LineUp(single=B, partner=C, adviser=A)


def test_the_seeds_rotation_after_the_new_single_player() -> None:
    """piquet-description-and-example.txt, Chouette piquet: with B alone against C advised by
    A: if C loses, A takes C's place and C advises A; if C wins, A takes B's place and B
    advises A."""
    line_up = LineUp(single=B, partner=C, adviser=A)
    assert line_up.after(SINGLE_WINS) == LineUp(single=B, partner=A, adviser=C)
    assert line_up.after(SINGLE_LOSES) == LineUp(single=C, partner=A, adviser=B)


def test_chouette_scoring_card_of_the_seed() -> None:
    """piquet-description-and-example.txt, Scoring: the separate chouette card, A +30 +114
    +18 +32 +19, B -15 -57 -9 -37 -50, C -15 -57 -9 +5 +31 (in tens); it also confirms the
    rotation: B plays alone in the fourth partie and C in the fifth."""
    chouette = started()
    singles = []
    for outcome, points in [
        (SINGLE_WINS, 150),
        (SINGLE_WINS, 416),
        (SINGLE_LOSES, 476),
        (SINGLE_LOSES, 141),
        (SINGLE_WINS, 126),
    ]:
        assert chouette.line_up is not None
        singles.append(chouette.line_up.single)
        chouette.apply(RecordPartie(outcome, points))
    assert singles == [A, A, A, B, C]
    assert [partie.tens for partie in chouette.parties] == [15, 42, 48, 14, 13]
    assert [partie.balances for partie in chouette.parties] == [
        (30, -15, -15),
        (114, -57, -57),
        (18, -9, -9),
        (32, -37, 5),
        (19, -50, 31),
    ]
    assert chouette.balances == (190, -500, 310)
    assert chouette.render_card().splitlines()[-1] == " 5     +19   -50   +31"


def test_chouette_settlement_of_the_seed_at_ten_shillings_a_hundred() -> None:
    """piquet-description-and-example.txt, Scoring: at ten shillings a hundred, fractions of
    fifty not reckoned, A wins fifteen shillings, C thirty, and B loses forty-five."""
    chouette = started()
    for outcome, points in [
        (SINGLE_WINS, 150),
        (SINGLE_WINS, 416),
        (SINGLE_LOSES, 476),
        (SINGLE_LOSES, 141),
        (SINGLE_WINS, 126),
    ]:
        chouette.apply(RecordPartie(outcome, points))
    money = chouette.settlement(TEN_SHILLINGS_A_HUNDRED)
    assert [format_money(pence) for pence in money] == ["15s", "-£2 5s", "£1 10s"]


@pytest.mark.parametrize(
    ("points", "tens"), [(416, 42), (141, 14), (125, 12), (126, 13), (150, 15)]
)
def test_chouette_values_are_kept_in_tens(points: int, tens: int) -> None:
    """piquet-description-and-example.txt, Scoring: multiples of ten, adding one to the tens
    for units above five, neglecting units from one to five: 416 counts 420, 141 counts 140."""
    assert to_tens(points) == tens


def test_single_player_plays_double_stakes() -> None:
    """piquet-description-and-example.txt, Chouette piquet: the single player plays double
    stakes: the partie's value to or from each of the other two."""
    chouette = started()
    chouette.apply(RecordPartie(SINGLE_LOSES, 306))
    assert chouette.parties[0].changes == (-62, 31, 31)
    event = chouette.events[-1]
    assert (event.seat, event.points, event.total) == (A, -62, -62)
    assert event.words.startswith("A, playing alone, loses three hundred and six: thirty-one")


def test_a_drawn_partie_costs_nothing_and_the_single_player_keeps_his_place() -> None:
    """House rule where the seed is silent: a draw is no loss, so the single player continues
    (the seed: he is replaced only when he loses a partie) and the partners change over."""
    chouette = started()
    chouette.apply(RecordPartie.from_result(settle_partie((133, 133)), single=0))
    assert chouette.balances == (0, 0, 0)
    assert chouette.line_up == LineUp(single=A, partner=C, adviser=B)


def test_record_partie_reads_a_two_handed_result() -> None:
    """The single player's seat in the two-handed partie says whose win it was."""
    result = settle_partie((125, 81))
    assert RecordPartie.from_result(result, single=0) == RecordPartie(SINGLE_WINS, 306)
    assert RecordPartie.from_result(result, single=1) == RecordPartie(SINGLE_LOSES, 306)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (RecordPartie(SINGLE_WINS, 100), "more than a hundred"),
        (RecordPartie(ChouetteOutcome.DRAWN, 5), "worth nothing"),
        (cut("AS KS QS"), "already cut"),
    ],
)
def test_bad_records_are_refused_and_change_nothing(action: object, reason: str) -> None:
    chouette = started()
    before = (chouette.line_up, chouette.balances, len(chouette.events))
    with pytest.raises(IllegalActionError, match=reason):
        chouette.apply(action)  # type: ignore[arg-type]
    assert not chouette.is_legal(action)  # type: ignore[arg-type]
    assert (chouette.line_up, chouette.balances, len(chouette.events)) == before


def test_nothing_is_recorded_before_the_cut() -> None:
    chouette = Chouette()
    with pytest.raises(IllegalActionError, match="not yet cut"):
        chouette.apply(RecordPartie(SINGLE_WINS, 150))
    with pytest.raises(IllegalActionError, match="not yet cut"):
        chouette.apply(Rise())


def test_a_cut_uses_three_different_cards_of_the_piquet_pack() -> None:
    """Law 3: the cut is made with the piquet pack (ace highest, seven lowest)."""
    chouette = Chouette()
    with pytest.raises(IllegalActionError, match="cut twice"):
        chouette.apply(cut("AS AS 7C"))
    with pytest.raises(IllegalActionError, match="piquet pack"):
        chouette.apply(cut("AS 6S 7C"))


def test_the_cut_is_a_seedable_chance_step() -> None:
    """Engine conventions: sample_chance(rng) draws one outcome, so a seed replays it."""
    first, second = Chouette(), Chouette()
    action = first.sample_chance(random.Random(7))
    assert action == second.sample_chance(random.Random(7))
    assert first.is_legal(action)
    assert len(first.legal_actions()) == 32 * 31 * 30


def test_rising_ends_and_settles_the_chouette() -> None:
    chouette = started()
    chouette.apply(RecordPartie(SINGLE_WINS, 150))
    assert chouette.legal_actions() == [Rise()]
    chouette.apply(Rise())
    assert chouette.is_terminal and chouette.to_act is None and chouette.legal_actions() == []
    # Tens lost are written with a minus sign, as on the scoring card.
    assert (
        chouette.events[-1].words
        == "The players rise. A +30, B \N{MINUS SIGN}15, C \N{MINUS SIGN}15 in tens."
    )
    with pytest.raises(IllegalActionError, match="risen"):
        chouette.apply(RecordPartie(SINGLE_WINS, 150))
    assert chouette.view(C).is_over


@given(st.lists(st.tuples(st.sampled_from(list(ChouetteOutcome)), st.integers(101, 900))))
def test_property_balances_sum_to_nothing_and_everyone_takes_each_part(
    parties: list[tuple[ChouetteOutcome, int]],
) -> None:
    """Whatever the results, the three balances sum to nothing and the line-up stays a
    line-up of the three seats."""
    chouette = started()
    for outcome, points in parties:
        value = 0 if outcome is ChouetteOutcome.DRAWN else points
        chouette.apply(RecordPartie(outcome, value))
        assert sum(chouette.balances_in_tens) == 0
        line_up = chouette.line_up
        assert line_up is not None
        assert {line_up.single, line_up.partner, line_up.adviser} == {A, B, C}


def test_after_the_last_partie_nobody_is_said_to_play_the_next() -> None:
    """piquet-description-and-example.txt, Chouette piquet: at the end of the agreed parties
    the players rise; the card says who lost or won the last partie, and names no single
    player for a partie that will not be played."""
    chouette = started()
    chouette.apply(RecordPartie(SINGLE_LOSES, 306, last=True))
    words = chouette.events[-1].words
    assert words == (
        "A, playing alone, loses three hundred and six: thirty-one in tens, "
        "to each of the other two."
    )
    with pytest.raises(IllegalActionError, match="the last partie is played"):
        chouette.apply(RecordPartie(SINGLE_WINS, 150))
    chouette.apply(Rise())
    assert "plays alone against" not in " ".join(e.words for e in chouette.events[-2:])
