"""Écarté's equilibrium of proposing, answering and discarding: the shipped table is a strategy
(every class's chances sum to one) and reproduces its own exploitability figure; CFR+ brings the
exploitability of a small sample near zero; a best response never does worse than what it
answers."""

from __future__ import annotations

import numpy as np
import pytest

from salon.cards import Suit, parse_cards
from salon.solvers import ecarte_solved
from salon.solvers.ecarte_abstraction import DISCARDS, dealt, hand_class
from salon.solvers.ecarte_equilibrium import (
    Sample,
    Solver,
    dealer_best,
    elder_best,
    exploitability,
    value,
)


@pytest.fixture(scope="module")
def small() -> Sample:
    return Sample.of(dealt(3, 120))


def test_every_class_of_the_shipped_table_sums_to_one() -> None:
    table, _ = ecarte_solved.shipped()
    assert table
    for play in table.values():
        assert 0 <= play.propose <= 1 and 0 <= play.refuse <= 1
        for discard in (play.elder_discard, play.dealer_discard):
            assert len(discard) == len(DISCARDS)
            assert min(discard) >= 0
            assert sum(discard) == pytest.approx(1, abs=1e-5)


def test_the_shipped_table_reproduces_its_exploitability_on_its_check_sample() -> None:
    table, about = ecarte_solved.shipped()
    check = about["check"]
    sample = Sample.of(dealt(check["seed"], check["deals"]), tuple(table))
    figure = exploitability(sample, ecarte_solved.strategy_of(sample, table))
    assert figure == pytest.approx(check["exploitability"], abs=1e-4)


def test_the_shipped_table_is_near_an_equilibrium_where_it_was_solved() -> None:
    _, about = ecarte_solved.shipped()
    assert about["exploitability"] < 0.01
    assert about["curve"][-1][1] < about["curve"][0][1]


def test_cfr_brings_the_exploitability_of_a_small_sample_near_zero(small: Sample) -> None:
    solver = Solver.start(small)
    for _ in range(10):
        solver.step()
    early = exploitability(small, solver.average())
    for _ in range(290):
        solver.step()
    late = exploitability(small, solver.average())
    assert late < early and late < 1e-3
    s = solver.average()
    assert np.allclose(s.elder_discard.sum(axis=1), 1)
    assert np.allclose(s.dealer_discard.sum(axis=1), 1)


def test_a_best_response_never_does_worse_than_the_strategy_it_answers(small: Sample) -> None:
    thumb = ecarte_solved.treatise(small)
    assert value(small, elder_best(small, thumb)) >= value(small, thumb)
    assert value(small, dealer_best(small, thumb)) <= value(small, thumb)
    assert exploitability(small, thumb) > 0


def test_the_treatise_proposes_on_a_hand_without_a_jeu_de_regle_and_refuses_on_hand_i() -> None:
    """ecarte-treatise-1896-ocr.txt, "Jeux de règle" and "Hands with which to refuse"."""
    weak = parse_cards("7D 9S 10S 8C 7H")
    strong = parse_cards("7D 9D JD 8S 10C")
    sample = Sample.of([], (hand_class(weak, Suit.DIAMONDS), hand_class(strong, Suit.DIAMONDS)))
    thumb = ecarte_solved.treatise(sample)
    by_name = dict(zip(sample.classes, zip(thumb.propose, thumb.refuse, strict=True), strict=True))
    assert by_name[hand_class(weak, Suit.DIAMONDS)] == (1.0, 0.0)
    assert by_name[hand_class(strong, Suit.DIAMONDS)] == (0.0, 1.0)
