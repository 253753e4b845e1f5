"""What the soak's server told of its cycle collector (``gc_watch.py``), in a few lines: the
objects its full collections scanned and found to be garbage, the memory Python held after the
warm-up, and, when the types were counted, which grew."""

from __future__ import annotations

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
    held = [row for row in seen.get("held", []) if row[0] >= warmup]
    if len(held) >= 2:
        first, last = held[0], held[-1]
        print(
            f"Python's memory blocks {first[1]:,} at {first[0]} s, {last[1]:,} at {last[0]} s "
            f"({last[1] - first[1]:+,}); objects tracked and not set aside {first[2]:,}, "
            f"{last[2]:,} ({last[2] - first[2]:+,}); set aside {first[3]:,}, {last[3]:,}"
        )
    types = {int(at): counts for at, counts in seen.get("types", {}).items() if int(at) >= warmup}
    if len(types) >= 2:
        start, end = types[min(types)], types[max(types)]
        grown = sorted(
            ((end.get(name, 0) - start.get(name, 0), name) for name in set(start) | set(end)),
            reverse=True,
        )
        print(f"tracked objects that grew from {min(types)} s to {max(types)} s:")
        for change, name in grown[:12]:
            print(f"  {change:+,} {name} ({end.get(name, 0):,})")
