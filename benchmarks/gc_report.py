"""What the soak's server told of its cycle collector (``gc_watch.py``), in a few lines: the
objects its full collections scanned and found to be garbage, the memory Python held after the
warm-up, and, when the types were counted, which grew."""

from __future__ import annotations

import itertools
import statistics
from typing import Any


def report_collector(seen: dict[str, Any], warmup: float) -> None:
    full = seen.get("full", [])
    if full:
        scanned = [row[1] for row in full]
        found = [row[2] for row in full]
        middle = statistics.median(scanned)
        print(
            f"full collections: {len(full)}, objects scanned median {middle:,.0f} (min "
            f"{min(scanned):,}, max {max(scanned):,}); garbage found median "
            f"{statistics.median(found):,.0f} objects (max {max(found):,})"
        )
    held = held_after(seen, warmup)
    if held is not None:
        first, last = held
        print(
            f"Python's memory blocks {first[1]:,} at {first[0]} s, {last[1]:,} at {last[0]} s "
            f"({last[1] - first[1]:+,}); objects tracked and not set aside {first[2]:,}, "
            f"{last[2]:,} ({last[2] - first[2]:+,}); set aside {first[3]:,}, {last[3]:,}"
        )
    types = {int(at): counts for at, counts in seen.get("types", {}).items() if int(at) >= warmup}
    if len(types) >= 2:
        report_types(types)


def held_after(seen: dict[str, Any], warmup: float) -> tuple[list[int], list[int]] | None:
    """The first count of what Python held after the warm-up and the last: the seconds, the
    memory blocks, the tracked objects not set aside and those set aside."""
    held = [row for row in seen.get("held", []) if row[0] >= warmup]
    return (held[0], held[-1]) if len(held) >= 2 else None


def report_types(types: dict[int, dict[str, int]]) -> None:
    """The tracked objects by type that grew from the first count to the last, those that
    grew between every two counts marked ``steadily`` (a leak grows so; the connections and
    games open at the moment of a count come and go)."""
    times = sorted(types)
    names = set().union(*types.values())
    series = {name: [types[at].get(name, 0) for at in times] for name in names}
    grown = sorted(
        ((counts[-1] - counts[0], name) for name, counts in series.items()), reverse=True
    )
    print(
        f"tracked objects that grew from {times[0]} s to {times[-1]} s "
        f"(counted {len(times)} times):"
    )
    for change, name in grown[:12]:
        counts = series[name]
        steady = all(later > earlier for earlier, later in itertools.pairwise(counts))
        trend = "steadily" if steady and change > 0 else "up and down"
        print(f"  {change:+,} {name} ({counts[-1]:,}; {trend}: {' '.join(map(str, counts))})")
