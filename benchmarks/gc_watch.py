"""Runs ``salon`` (the arguments after the first) with its cycle collector watched, and writes
what it saw, as JSON, to the file named first, every few seconds:

- ``wall`` and ``cpu``: the pauses by generation and length (in tenths of a millisecond), on
  the clock and in the CPU time of the thread that collects (on a busy machine the clock
  counts the time other processes ran too);
- ``full``: for each full collection, the seconds since start, the objects it scanned (the
  tracked objects not set aside, which the load does not change as it changes the pauses)
  and the objects it found to be garbage;
- ``held``: each minute, the seconds since start, the memory blocks Python has allocated,
  the objects the collector tracks and those of them set aside;
- ``types`` and ``largest`` (with ``SALON_GC_TYPES=1``, slower, for tracing only: listing
  every object while Python code runs may make a tuple being built in another thread fail,
  now and then): each minute, the tracked objects counted by type (the 60 most numerous), and
  the ten objects not set aside that refer to the most others.

    python benchmarks/gc_watch.py OUT.json serve --port 8000
"""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
from collections import Counter
from typing import Any

from salon.cli import main

EVERY_MINUTE = 60.0
TYPES = os.environ.get("SALON_GC_TYPES") == "1"

_out = sys.argv.pop(1)
_started = time.monotonic()
_seen: dict[str, Any] = {
    "wall": {0: {}, 1: {}, 2: {}},
    "cpu": {0: {}, 1: {}, 2: {}},
    "full": [],
    "held": [],
    "types": {},
    "largest": {},
}
_clock = {"wall": 0.0, "cpu": 0.0, "written": _started}
_scanned = [0]


def _note(kind: str, generation: int, seconds: float) -> None:
    tenths = int(seconds * 10_000)
    kept = _seen[kind][generation]
    kept[tenths] = kept.get(tenths, 0) + 1


def _every_minute() -> None:
    """Counted in a thread of its own: in the collector's callback, looking at every object
    could disturb an object being built."""
    while True:
        time.sleep(EVERY_MINUTE)
        _count_held(round(time.monotonic() - _started))


def _tracked(generations: tuple[int | None, ...]) -> int:
    """The objects the collector tracks in ``generations`` (None: all but those set aside),
    counted without running any Python code while the lists are held: a thread switch then
    could let another thread find the tuple it is building counted twice, and fail."""
    return sum(map(len, map(gc.get_objects, generations)))


def _count_held(since: int) -> None:
    held = [since, sys.getallocatedblocks(), _tracked((None,)), gc.get_freeze_count()]
    if TYPES:  # lists every object while Python code runs: for tracing only (see above)
        tracked = gc.get_objects()
        counts = Counter(_name(kept) for kept in tracked)
        _seen["types"][since] = dict(counts.most_common(60))
        _seen["largest"][since] = _largest(gc.get_objects(2))
        del tracked
    _seen["held"].append(held)


def _largest(objects: list[Any]) -> list[list[Any]]:
    """The ten objects a full collection scans that refer to the most others: their type,
    how many they refer to, and the start of their text."""
    sizes = sorted(((len(gc.get_referents(kept)), index) for index, kept in enumerate(objects)))
    return [[_name(objects[index]), size, repr(objects[index])[:80]] for size, index in sizes[-10:]]


def _name(kept: object) -> str:
    return f"{type(kept).__module__}.{type(kept).__qualname__}"


def _watch(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        if info["generation"] == 2:
            _scanned[0] = _tracked((0, 1, 2))
        _clock["wall"], _clock["cpu"] = time.perf_counter(), time.thread_time()
        return
    _note("wall", info["generation"], time.perf_counter() - _clock["wall"])
    _note("cpu", info["generation"], time.thread_time() - _clock["cpu"])
    now = time.monotonic()
    if info["generation"] == 2:
        _seen["full"].append([round(now - _started), _scanned[0], info["collected"]])
    if now - _clock["written"] > 5:
        _clock["written"] = now
        with open(_out, "w") as sink:
            json.dump(_seen, sink)


gc.callbacks.append(_watch)
threading.Thread(target=_every_minute, daemon=True).start()
sys.exit(main(sys.argv[1:]))
