"""The figures of the analysis's honesty benchmarks: Wilson intervals, reliability bins, means
with their intervals, the kinds of decision, and reliability diagrams drawn as SVG pictures."""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

Row = TypeVar("Row")

Z95 = 1.96

KINDS = {
    "discard": "exchange",
    "look at the cards left": "exchange",
    "call": "calls and answers",
    "answer": "calls and answers",
    "reckon": "calls and answers",
    # Marking the king is chosen against leading at once, as the play begins.
    "mark the king": "card play",
    "propose or play": "proposals",
    "accept or refuse": "proposals",
    "lead": "card play",
    "follow": "card play",
    "throw in": "card play",
    "throw down": "card play",
    "claim the point": "card play",
}
"""Each kind of decision the review names (its moment) in the group it is measured with."""

KIND_ORDER = ("exchange", "calls and answers", "proposals", "card play")


def kind_of(moment: str) -> str:
    """The group a decision of this moment is measured in ("card play" for a lead)."""
    try:
        return KINDS[moment]
    except KeyError:
        raise ValueError(f"no kind of decision is known for {moment!r}") from None


def by_kind(rows: Iterable[Row], moment: Callable[[Row], str]) -> dict[str, list[Row]]:
    """The rows grouped by the kind of their decision, in :data:`KIND_ORDER`, the kinds
    without a row left out."""
    groups: dict[str, list[Row]] = {kind: [] for kind in KIND_ORDER}
    for row in rows:
        groups[kind_of(moment(row))].append(row)
    return {kind: found for kind, found in groups.items() if found}


def wilson(hits: float, count: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson interval of a rate of ``hits`` in ``count`` (95% by default)."""
    if count == 0:
        return 0.0, 1.0
    if not 0 <= hits <= count:
        raise ValueError(f"{hits} hits cannot come of {count} trials")
    rate = hits / count
    shrink = 1 + z * z / count
    centre = (rate + z * z / (2 * count)) / shrink
    half = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count)) / shrink
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class Bin:
    """One bin of a reliability diagram: what was foretold in it against what came true."""

    low: float
    high: float
    count: int
    foretold: float
    realised: float
    interval: tuple[float, float]
    by_record: tuple[float, float] | None = None
    """The interval that takes the outcomes of one record together (they are one outcome,
    the partie or the game won, seen from many decisions), when the records are known."""

    @property
    def inside(self) -> bool:
        """Whether the mean foretold lies within the interval of what came true (the wider
        one, by record, when it is known)."""
        low, high = self.interval if self.by_record is None else self.by_record
        return low <= self.foretold <= high


def chance_bins(
    pairs: Sequence[tuple[float, float]], bins: int = 10, records: Sequence[int] | None = None
) -> list[Bin]:
    """Chances foretold (0 to 1) against outcomes (1 or 0, a half for a draw), by ``bins``
    equal bins of the chance; each bin's realised rate with its 95% Wilson interval, and given
    each pair's ``records`` the interval by record too (:func:`clustered_interval`, within 0
    and 1, never narrower than Wilson's over as many outcomes as records). A chance of exactly
    1 goes in the last bin; empty bins are left out."""
    found = []
    numbers = list(records) if records is not None else list(range(len(pairs)))
    if len(numbers) != len(pairs):
        raise ValueError("one record for each pair")
    for number in range(bins):
        low, high = number / bins, (number + 1) / bins
        last = number == bins - 1
        here = [
            (c, w, n)
            for (c, w), n in zip(pairs, numbers, strict=True)
            if low <= c < high or (last and c == high)
        ]
        if not here:
            continue
        hits = sum(w for _, w, _ in here)
        by_record = None
        if records is not None:
            groups: dict[int, list[float]] = {}
            for _, w, n in here:
                groups.setdefault(n, []).append(w)
            by_record = (0.0, 1.0)
            if len(groups) >= 2:
                # Records that all went one way have no spread: then Wilson's interval stands,
                # counting a record as one outcome (a partie's decisions share its winner).
                spread = clustered_interval(list(groups.values()))
                lo, hi = wilson(hits / len(here) * len(groups), len(groups))
                by_record = (max(0.0, min(lo, spread.low)), min(1.0, max(hi, spread.high)))
        found.append(
            Bin(
                low,
                high,
                len(here),
                statistics.fmean(c for c, _, _ in here),
                hits / len(here),
                wilson(hits, len(here)),
                by_record,
            )
        )
    return found


@dataclass(frozen=True, slots=True)
class Mean:
    """A mean with its 95% interval (normal, from the sample's standard deviation)."""

    count: int
    mean: float
    low: float
    high: float

    @property
    def covers_nought(self) -> bool:
        return self.low <= 0.0 <= self.high


def mean_interval(values: Sequence[float]) -> Mean:
    """The mean of ``values`` with its 95% interval (none is possible of fewer than two)."""
    if len(values) < 2:
        raise ValueError("an interval needs two values at least")
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return Mean(len(values), mean, mean - half, mean + half)


def clustered_interval(groups: Sequence[Sequence[float]]) -> Mean:
    """The mean of every value in ``groups`` with a 95% interval that allows the values of
    one group (the decisions of one record) to be alike: the variance is taken over the
    groups' sums (a cluster-robust standard error). With one value a group it is the plain
    interval of :func:`mean_interval`."""
    if len(groups) < 2:
        raise ValueError("an interval over groups needs two groups at least")
    count = sum(len(group) for group in groups)
    mean = sum(sum(group) for group in groups) / count
    spread = sum((sum(group) - mean * len(group)) ** 2 for group in groups)
    variance = len(groups) / (len(groups) - 1) * spread / (count * count)
    half = Z95 * math.sqrt(variance)
    return Mean(count, mean, mean - half, mean + half)


def points_bins(
    pairs: Sequence[tuple[float, float]],
    edges: Sequence[float],
    records: Sequence[int] | None = None,
) -> list[Bin]:
    """Points expected against points realised, by bins of the expectation between
    consecutive ``edges`` (the first and last open-ended); each bin's mean realised with the
    95% interval of that mean, taking the pairs of one record together when ``records`` are
    given (:func:`clustered_interval`). Bins of fewer than two pairs or records are left
    out."""
    numbers = list(records) if records is not None else list(range(len(pairs)))
    if len(numbers) != len(pairs):
        raise ValueError("one record for each pair")
    found = []
    bounds = [-math.inf, *edges, math.inf]
    for low, high in itertools.pairwise(bounds):
        here = [(e, r, n) for (e, r), n in zip(pairs, numbers, strict=True) if low <= e < high]
        groups: dict[int, list[float]] = {}
        for _, r, n in here:
            groups.setdefault(n, []).append(r)
        if len(groups) < 2:
            continue
        realised = clustered_interval(list(groups.values()))
        found.append(
            Bin(
                low,
                high,
                len(here),
                statistics.fmean(e for e, _, _ in here),
                realised.mean,
                (realised.low, realised.high),
            )
        )
    return found


def reliability_svg(bins: Sequence[Bin], title: str, span: tuple[float, float] = (0, 1)) -> str:
    """A reliability diagram: each bin's mean foretold (across) against what came true (up),
    with its interval as a bar; the diagonal is perfect calibration. ``span`` is the scale of
    both axes (0 to 1 for a chance; points for a deal's margin)."""
    size, pad = 320, 44
    scale = size - 2 * pad
    start, stop = span

    def fraction(v: float) -> float:
        return (min(max(v, start), stop) - start) / (stop - start)

    def x(v: float) -> float:
        return pad + fraction(v) * scale

    def y(v: float) -> float:
        return size - pad - fraction(v) * scale

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        'font-family="sans-serif" font-size="11">',
        f"<title>{_escaped(title)}</title>",
        f'<rect width="{size}" height="{size}" fill="white"/>',
        f'<text x="{size / 2}" y="16" text-anchor="middle" font-size="12">{_escaped(title)}</text>',
        f'<line x1="{x(start)}" y1="{y(start)}" x2="{x(stop)}" y2="{y(stop)}" stroke="#999" '
        'stroke-dasharray="4 3"/>',
        f'<rect x="{pad}" y="{pad}" width="{scale}" height="{scale}" fill="none" stroke="#333"/>',
        f'<text x="{size / 2}" y="{size - 10}" text-anchor="middle">foretold</text>',
        f'<text x="14" y="{size / 2}" transform="rotate(-90 14 {size / 2})" '
        'text-anchor="middle">realised</text>',
        f'<text x="{pad}" y="{size - pad + 14}" text-anchor="middle">{start:g}</text>',
        f'<text x="{size - pad}" y="{size - pad + 14}" text-anchor="middle">{stop:g}</text>',
        f'<text x="{pad - 4}" y="{size - pad}" text-anchor="end">{start:g}</text>',
        f'<text x="{pad - 4}" y="{pad + 4}" text-anchor="end">{stop:g}</text>',
    ]
    for one in bins:
        colour = "#36c" if one.inside else "#c33"
        if one.by_record is not None:
            parts.append(
                f'<line x1="{x(one.foretold):.1f}" y1="{y(one.by_record[0]):.1f}" '
                f'x2="{x(one.foretold):.1f}" y2="{y(one.by_record[1]):.1f}" '
                f'stroke="{colour}" stroke-opacity="0.3" stroke-width="7"/>'
            )
        parts.append(
            f'<line x1="{x(one.foretold):.1f}" y1="{y(one.interval[0]):.1f}" '
            f'x2="{x(one.foretold):.1f}" y2="{y(one.interval[1]):.1f}" stroke="{colour}"/>'
        )
        parts.append(
            f'<circle cx="{x(one.foretold):.1f}" cy="{y(one.realised):.1f}" r="3" '
            f'fill="{colour}"><title>{one.count} decisions</title></circle>'
        )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def bin_span(low: float, high: float) -> str:
    """A bin's bounds in words, open ends named, each bound as short as it is exact.

    >>> bin_span(-math.inf, -1.0), bin_span(-0.5, 0.0), bin_span(0.1, 0.2), bin_span(30, math.inf)
    ('under -1', '-0.5 to 0', '0.1 to 0.2', '30 and over')
    """
    if math.isinf(low):
        return f"under {high:.6g}"
    if math.isinf(high):
        return f"{low:.6g} and over"
    return f"{low:.6g} to {high:.6g}"


def bin_line(one: Bin, digits: int = 3) -> str:
    """One bin in words for a report."""
    where = "inside" if one.inside else "OUTSIDE"
    wide = ""
    if one.by_record is not None:
        wide = f"; by record {one.by_record[0]:.{digits}f} to {one.by_record[1]:.{digits}f}"
    return (
        f"  {bin_span(one.low, one.high)}: {one.count:5d} decisions, "
        f"foretold {one.foretold:.{digits}f}, "
        f"realised {one.realised:.{digits}f} (95% {one.interval[0]:.{digits}f} to "
        f"{one.interval[1]:.{digits}f}{wide}), {where}"
    )
