"""When a puzzle comes back: a schedule of spaced repetition, by boxes.

A new puzzle is due at once. Answered well, it goes up a box and comes back after longer and
longer (a day, three, a week, a fortnight, a month, two); answered badly, it goes back to the
first box and comes back within the hour, until it is answered well.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

AGAIN: Final = timedelta(minutes=10)
"""How soon a puzzle answered badly comes back."""
INTERVALS: Final = (
    timedelta(days=1),
    timedelta(days=3),
    timedelta(days=7),
    timedelta(days=14),
    timedelta(days=30),
    timedelta(days=60),
)
"""How long a puzzle answered well rests, by the box it goes up to (from 1)."""
TOP: Final = len(INTERVALS)


@dataclass(frozen=True, slots=True)
class Schedule:
    """A puzzle's box (0: new, or answered badly last) and when it is due."""

    box: int
    due: datetime

    def after(self, good: bool, now: datetime) -> Schedule:
        """The schedule after an answer given at ``now``."""
        if not good:
            return Schedule(0, now + AGAIN)
        box = min(self.box + 1, TOP)
        return Schedule(box, now + INTERVALS[box - 1])


def first(now: datetime) -> Schedule:
    """A new puzzle's schedule: due at once."""
    return Schedule(0, now)


def due_first(schedules: dict[str, Schedule], now: datetime) -> list[str]:
    """The puzzles due by ``now``, the longest overdue first; the lower box first on a tie."""
    due = [key for key, schedule in schedules.items() if schedule.due <= now]
    return sorted(due, key=lambda key: (schedules[key].due, schedules[key].box))
