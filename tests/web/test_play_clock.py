"""The clock arithmetic (salon.web.play.clock), with the time given, never read."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from salon.web.play.clock import (
    DAY,
    GRACE,
    Clock,
    Pace,
    TimeControl,
    deadline,
    is_out,
    left,
    may_claim,
    new_clock,
    start,
    stop,
    time_control,
)

T0 = datetime(2026, 1, 1, tzinfo=UTC)
LIVE = TimeControl(Pace.LIVE, 300.0)
TURN = TimeControl(Pace.TURN, 3 * DAY)


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_a_live_bank_runs_only_while_its_player_is_to_act() -> None:
    clock = start(new_clock(LIVE), LIVE, at(0))
    assert left(clock, at(100)) == 200
    stopped = stop(clock, LIVE, at(100))
    assert not stopped.running and left(stopped, at(5000)) == 230  # 200 + a tenth of 300


def test_a_live_bank_refills_never_above_its_start() -> None:
    clock = stop(start(new_clock(LIVE), LIVE, at(0)), LIVE, at(5))
    assert clock.bank == 300


def test_a_live_clock_falls_at_its_deadline_and_not_before() -> None:
    clock = start(Clock(40.0), LIVE, at(10))
    assert deadline(clock) == at(50)
    assert not is_out(clock, at(49.9))
    assert is_out(clock, at(50)) and left(clock, at(99)) == 0


def test_a_turn_based_clock_gives_the_whole_time_for_each_move() -> None:
    clock = start(new_clock(TURN), TURN, at(0))
    clock = stop(clock, TURN, at(2 * DAY))
    again = start(clock, TURN, at(2 * DAY + 10))
    assert deadline(again) == at(5 * DAY + 10)
    assert not is_out(again, at(5 * DAY + 9)) and is_out(again, at(5 * DAY + 10))


def test_starting_a_running_clock_changes_nothing() -> None:
    clock = start(new_clock(LIVE), LIVE, at(0))
    assert start(clock, LIVE, at(30)) == clock


def test_a_claim_needs_the_time_run_out_or_the_player_away_past_the_grace() -> None:
    clock = start(new_clock(LIVE), LIVE, at(0))
    assert not may_claim(clock, at(10), None)
    assert not may_claim(clock, at(GRACE), at(0))
    assert may_claim(clock, at(GRACE + 1), at(0))
    assert may_claim(clock, at(301), None)
    assert not may_claim(stop(clock, LIVE, at(5)), at(1000), at(0))  # not his turn


@pytest.mark.parametrize(
    ("pace", "time"), [("live", 30), ("turn", 2), ("blitz", 300), ("turn", 0), ("live", -1)]
)
def test_a_time_control_outside_those_offered_is_refused(pace: str, time: int) -> None:
    with pytest.raises(ValueError, match=r"live|turn"):
        time_control(pace, time)


def test_the_time_controls_offered() -> None:
    assert time_control("live", 300) == LIVE
    assert [time_control("turn", d).base for d in (1, 3, 7)] == [DAY, 3 * DAY, 7 * DAY]
