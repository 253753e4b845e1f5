"""The figures of the honesty benchmarks: Wilson intervals, reliability bins, means with their
intervals, the kinds of decision, and the reliability diagrams."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from calibration_figures import (
    KIND_ORDER,
    Bin,
    bin_line,
    by_kind,
    chance_bins,
    clustered_interval,
    kind_of,
    mean_interval,
    points_bins,
    reliability_svg,
    wilson,
)
from salon.analysis.appraisal import Moment

SVG = "{http://www.w3.org/2000/svg}"


def test_the_wilson_interval_has_the_textbook_values() -> None:
    # Five in ten: 0.2366 to 0.7634; none in ten: 0 to 0.2775 (Wilson, 1927; Newcombe, 1998).
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson(0, 10)
    assert low == 0.0
    assert round(high, 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_wilson_interval_refuses_more_hits_than_trials() -> None:
    with pytest.raises(ValueError, match="cannot come"):
        wilson(11, 10)


def test_chances_are_binned_by_tenths_with_a_certainty_in_the_last_bin() -> None:
    pairs = [(0.05, 0.0), (0.08, 1.0), (0.55, 1.0), (1.0, 1.0), (0.95, 0.0)]
    bins = chance_bins(pairs)
    assert [(b.low, b.count) for b in bins] == [(0.0, 2), (0.5, 1), (0.9, 2)]
    first = bins[0]
    assert first.foretold == pytest.approx(0.065)
    assert first.realised == 0.5
    assert first.interval == wilson(1, 2)
    assert bins[2].foretold == pytest.approx(0.975)


def test_a_drawn_deal_counts_half_a_win() -> None:
    [only] = chance_bins([(0.5, 0.5), (0.5, 1.0)])
    assert only.realised == 0.75


def test_a_bin_is_inside_when_its_foretold_mean_lies_within_the_interval() -> None:
    assert Bin(0.1, 0.2, 178, 0.159, 0.067, (0.039, 0.114)).inside is False
    assert Bin(0.0, 0.1, 122, 0.042, 0.033, (0.013, 0.081)).inside is True


def test_the_mean_has_its_normal_interval() -> None:
    mean = mean_interval([1.0, 2.0, 3.0, 4.0])
    half = 1.96 * math.sqrt(5 / 3) / 2
    assert mean.mean == 2.5
    assert (mean.low, mean.high) == pytest.approx((2.5 - half, 2.5 + half))
    assert mean.covers_nought is False
    assert mean_interval([-1.0, 1.0]).covers_nought is True
    with pytest.raises(ValueError, match="two values"):
        mean_interval([1.0])


def test_points_are_binned_between_edges_open_at_both_ends() -> None:
    pairs = [(-50.0, -40.0), (-45.0, -60.0), (5.0, 0.0), (7.0, 4.0), (9.0, 8.0), (40.0, 1.0)]
    bins = points_bins(pairs, (-10.0, 0.0, 10.0))
    assert [(b.low, b.high, b.count) for b in bins] == [(-math.inf, -10.0, 2), (0.0, 10.0, 3)]
    assert bins[1].foretold == 7.0
    assert bins[1].realised == 4.0
    assert bins[1].interval == pytest.approx(
        (0.0 - 1.96 * 4 / math.sqrt(3) + 4.0, 4.0 + 1.96 * 4 / math.sqrt(3))
    )


def test_every_kind_of_decision_the_review_names_is_grouped() -> None:
    assert {kind_of(moment.value) for moment in Moment} == set(KIND_ORDER)
    assert kind_of("discard") == "exchange"
    assert kind_of("answer") == "calls and answers"
    assert kind_of("accept or refuse") == "proposals"
    assert kind_of("follow") == "card play"
    with pytest.raises(ValueError, match="no kind"):
        kind_of("shuffle")


def test_rows_are_grouped_by_kind_in_order_without_empty_kinds() -> None:
    rows = [("lead", 1), ("discard", 2), ("follow", 3), ("call", 4)]
    groups = by_kind(rows, lambda row: row[0])
    assert list(groups) == ["exchange", "calls and answers", "card play"]
    assert groups["card play"] == [("lead", 1), ("follow", 3)]


def test_the_reliability_diagram_draws_each_bin_and_marks_those_outside() -> None:
    bins = [
        Bin(0.0, 0.1, 122, 0.042, 0.033, (0.013, 0.081)),
        Bin(0.1, 0.2, 178, 0.159, 0.067, (0.039, 0.114)),
    ]
    root = ET.fromstring(reliability_svg(bins, "chance of winning: card play & <all>"))
    circles = root.findall(f"{SVG}circle")
    assert [c.get("fill") for c in circles] == ["#36c", "#c33"]
    assert root.find(f"{SVG}title").text == "chance of winning: card play & <all>"
    # The point is drawn where the realised rate lies: 0.033 up a scale of 232 from 276.
    assert float(circles[0].get("cy")) == pytest.approx(276 - 0.033 * 232, abs=0.1)


def test_a_clustered_interval_of_single_values_is_the_plain_one() -> None:
    values = [3.0, -1.0, 4.0, 1.0, -5.0]
    plain = mean_interval(values)
    clustered = clustered_interval([[v] for v in values])
    assert (clustered.mean, clustered.low, clustered.high) == pytest.approx(
        (plain.mean, plain.low, plain.high)
    )


def test_a_clustered_interval_widens_for_values_alike_within_a_record() -> None:
    # The same four values, twice each: as eight independent values the interval narrows by
    # a root of two that the two alike decisions of one record do not give.
    alike = [[v, v] for v in (3.0, -1.0, 4.0, 1.0)]
    clustered = clustered_interval(alike)
    plain = mean_interval([v for group in alike for v in group])
    single = mean_interval([3.0, -1.0, 4.0, 1.0])
    assert clustered.mean == plain.mean == single.mean
    assert clustered.high - clustered.low == pytest.approx(single.high - single.low, rel=0.15)
    assert clustered.high - clustered.low > 1.3 * (plain.high - plain.low)
    with pytest.raises(ValueError, match="two groups"):
        clustered_interval([[1.0, 2.0]])


def test_a_bin_by_record_is_wider_when_one_record_fills_it() -> None:
    # Ten decisions of one partie won and ten of another lost: two outcomes, not twenty.
    pairs = [(0.55, 1.0)] * 10 + [(0.55, 0.0)] * 10
    [alone] = chance_bins(pairs)
    [together] = chance_bins(pairs, records=[1] * 10 + [2] * 10)
    assert alone.by_record is None
    assert together.interval == alone.interval
    assert together.by_record is not None
    assert together.by_record[0] < alone.interval[0] - 0.2
    assert together.by_record[1] > alone.interval[1] + 0.2


def test_a_bin_by_record_is_never_narrower_than_wilson_over_its_records() -> None:
    # Every record won: the records have no spread, Wilson's interval over four stands.
    pairs = [(0.95, 1.0)] * 12
    [one] = chance_bins(pairs, records=[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4])
    assert one.interval == wilson(12, 12)
    assert one.by_record == wilson(4, 4)
    assert one.inside
    with pytest.raises(ValueError, match="one record"):
        chance_bins(pairs, records=[1])


def test_points_bins_take_the_decisions_of_a_record_together() -> None:
    pairs = [(5.0, 10.0)] * 3 + [(5.0, -10.0)] * 3
    [alone] = points_bins(pairs, (0.0, 10.0))
    [together] = points_bins(pairs, (0.0, 10.0), records=[1, 1, 1, 2, 2, 2])
    assert alone.realised == together.realised == 0.0
    assert together.interval[1] - together.interval[0] > alone.interval[1] - alone.interval[0]
    assert points_bins(pairs, (0.0, 10.0), records=[1] * 6) == [], "one record is no interval"


def test_a_bins_bounds_are_written_as_exactly_as_they_are() -> None:
    """Écarté's deal points fall in bins half a point wide: no bound rounds to "0" or "-0"."""
    line = bin_line(Bin(-0.5, 0.0, 12, -0.25, -0.3, (-0.5, -0.1)), digits=2)
    assert line.startswith("  -0.5 to 0: ")
    assert bin_line(Bin(-math.inf, -1.0, 3, -1.4, -1.8, (-2.0, -1.6)), 2).startswith("  under -1:")


def test_a_bin_whose_records_all_lost_counts_each_record_once() -> None:
    """Nineteen parties all lost, thirty decisions each foretold at 2%: nineteen outcomes,
    whose interval holds 2%, not 570, whose interval would not."""
    pairs = [(0.02, 0.0)] * 570
    [one] = chance_bins(pairs, records=[n // 30 for n in range(570)])
    assert not one.interval[0] <= 0.02 <= one.interval[1]
    assert one.by_record == wilson(0, 19)
    assert one.inside
