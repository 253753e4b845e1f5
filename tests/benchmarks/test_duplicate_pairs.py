"""The duplicate match of two Piquet players measured against a control on the same seeds."""

from __future__ import annotations

from piquet_duplicate_deals import paired_gain


def test_a_variant_is_measured_pair_by_pair_against_the_control_on_the_same_seeds() -> None:
    """Where the variant changed nothing its pair's margins are the control's and count
    nought; only the pairs both matches played are set side by side."""
    control = {0: (-6, 2), 1: (10, -4), 2: (3, 3), 3: (20, 20)}
    variant = {0: (-6, 2), 1: (12, -4), 2: (3, 5)}
    gain, low, high, count = paired_gain(variant, control)
    assert count == 3
    assert gain == (0 + 1 + 1) / 3
    assert low < gain < high
    same = paired_gain(control, control)
    assert same == (0.0, 0.0, 0.0, 4)
