"""Consistency, the losses measured afresh: the flagged Écarté decisions of a consistency
results file (``analysis_consistency.py``) reviewed again as the review now measures a loss,
on fresh samples apart from those that chose the best and flagged the choice, and set against
the gain their replay realised.

A replay's gain depends only on the record, the decision, the recommendation and the seeds, so
it stands for a decision the review still recommends alike; the decisions are found again by
reviewing each record's moments of the kinds flagged there, with the review's own seeds, and a
record whose flagged decisions do not come out as many of each kind is left out. Resumable:
each record's figures are appended to ``--out`` and a record found there is not reviewed
again. Prints the core count.

    nice scripts/run python benchmarks/analysis_consistency_afresh.py \\
        --results benchmarks/results/consistency-ecarte.tsv \\
        --out benchmarks/results/consistency-ecarte-afresh.tsv

``--two-way`` takes only the proposals and responses (weighing nothing else, so quickly),
into a results file of their own. ``--play-out`` says how their sampled deals go on
(:data:`PLAY_OUTS`): ``thumb`` as the review weighed them before, wholly by the rules of thumb
with one exchange; ``exact`` the tricks solved; ``reviewed`` as the review now does, the
exchanges gone on while both would and none after a later "I play"; ``reviewed-exact`` that
with the tricks solved.

``--same`` keeps the very decisions of the results file whatever the weighing: they are found
as the review flagged them before (``thumb``), and each is then foretold by ``--play-out`` on
fresh deals (:data:`FRESH`, the same deals for either weighing) as the recommendation's gain
over the choice made, below nought where that weighing prefers the choice::

    nice scripts/run python benchmarks/analysis_consistency_afresh.py --two-way --same \
        --tricks exact --results benchmarks/results/consistency-ecarte.tsv \
        --out benchmarks/results/consistency-ecarte-afresh-two-way-same-exact.tsv
"""

from __future__ import annotations

import argparse
import os
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from analysis_consistency import FLAGGED, NONE, Replayed, ecarte_after, ecarte_game, read, summary
from salon.agents.ecarte.players import EcarteStrong, standing_of
from salon.agents.ecarte.playout import PlayOut
from salon.agents.ecarte.standing import outcome_worth
from salon.agents.ecarte.thumb import deal_view
from salon.analysis.appraisal import Judged, Moment
from salon.analysis.ecarte import ANALYSIS_PLAY_OUT
from salon.analysis.review import Decision, Plan, Task, plan_review, weigh_moment
from salon.ecarte.actions import Accept, Discard, Propose, Refuse, Stand
from salon.records import parse_record

TWO_WAY = (Stand, Propose, Accept, Refuse)
TWO_WAY_KINDS = (Moment.PROPOSE.value, Moment.RESPOND.value)
PLAY_OUTS = {
    "thumb": PlayOut(),
    "exact": PlayOut(exact_tricks=True),
    "reviewed": ANALYSIS_PLAY_OUT,
    "reviewed-exact": PlayOut(
        exact_tricks=True, further_proposals=True, no_exchange_after_playing=True
    ),
}
"""How the deals weighing a proposal or a response may go on, by name."""
FRESH = 240
"""Deals on which ``--same`` foretells each decision: four times the review's first sixty."""


def foretold_gain(task: Task, play_out: PlayOut) -> tuple[float, float]:
    """The gain the other option of a proposal or a response is foretold to bring over the
    choice made, in points and in the chance of the game, on :data:`FRESH` deals drawn apart
    from the review's (the same deals whichever way they go on)."""
    meeting, _, seed = task
    deal = deal_view(meeting.view)
    standing = standing_of(meeting.view, deal)
    options = (
        (Stand(), Propose())
        if isinstance(meeting.chosen, Stand | Propose)
        else (
            Refuse(),
            Accept(),
        )
    )
    strong = EcarteStrong(seed + 104_729, weigh_samples=FRESH, play_out=play_out)
    weighing = strong.weigh_options(deal, meeting.thrown, options)
    made = options.index(meeting.chosen)
    points = weighing.means(lambda gains: outcome_worth(None, gains))
    chance = weighing.means(lambda gains: outcome_worth(standing, gains))
    return points[1 - made] - points[made], chance[1 - made] - chance[made]


def afresh(
    number: int,
    seed: int,
    stored: list[Replayed],
    *,
    play_out: PlayOut = ANALYSIS_PLAY_OUT,
    same: bool = False,
    still: bool = False,
    newly: bool = False,
) -> list[Replayed]:
    """The stored flagged decisions of one record with the loss the review now foretells
    (its proposals and responses weighed by ``play_out``), or a line saying the record was
    left out. With ``same``, the decisions flagged as before, each foretold by
    :func:`foretold_gain`; with ``still``, those of them the review so weighed still flags,
    with the loss it shows; with ``newly`` as well those it flags that were not flagged before,
    each replayed as ``analysis_consistency.py`` replays."""
    base = seed * 1_000_003 + 11 * number
    text, actions = ecarte_game(base)
    plan = plan_review(parse_record(text), seed=seed)
    kinds = {r.moment for r in stored}
    finding = PLAY_OUTS["thumb"] if same or still else play_out
    tasks = [(m, replace(d, ecarte_play_out=finding), s) for m, d, s in plan.tasks]
    by_kind = _flagged(plan, tasks, kinds)
    wanted: dict[str, list[Replayed]] = defaultdict(list)
    for row in stored:
        wanted[row.moment].append(row)
    if any(len(by_kind[k]) != len(rows) for k, rows in wanted.items()):
        return [Replayed("ecarte", seed, number, NONE, 0.0, 0.0, 0.0, 0.0)]
    pairs = [
        (kind, d, row)
        for kind, rows in wanted.items()
        for d, row in zip(by_kind[kind], rows, strict=True)
    ]
    if still:
        now = [(m, replace(d, ecarte_play_out=play_out), s) for m, d, s in plan.tasks]
        looked = set(TWO_WAY_KINDS) if newly else kinds
        flagged = {d.line: d for found in _flagged(plan, now, looked).values() for d in found}
        kept = [
            Replayed("ecarte", seed, number, kind, *_shown(flagged[d.line], row))
            for kind, d, row in pairs
            if d.line in flagged
        ]
        before = {d.line for _, d, _ in pairs}
        if newly:
            lines = {move.line: i for i, move in enumerate(parse_record(text).moves)}
            chosen = {m.line: m.chosen for m in plan.course.moments}
            for line, d in flagged.items():
                if line not in before:
                    i = lines[line]
                    other = _other(chosen[line])
                    made = ecarte_after(actions[: i + 1], d.seat, base + 5)
                    better = ecarte_after([*actions[:i], other], d.seat, base + 5)
                    realised = Replayed(
                        "ecarte",
                        seed,
                        number,
                        d.moment.value,
                        0.0,
                        better[0] - made[0],
                        0.0,
                        better[1] - made[1],
                    )
                    kept.append(
                        Replayed("ecarte", seed, number, d.moment.value, *_shown(d, realised))
                    )
        return kept or [Replayed("ecarte", seed, number, NONE, 0.0, 0.0, 0.0, 0.0)]
    if same:
        at = {task[0].line: task for task in tasks}
        return [
            Replayed(
                "ecarte", seed, number, kind, *_crossed(foretold_gain(at[d.line], play_out), row)
            )
            for kind, d, row in pairs
        ]
    return [Replayed("ecarte", seed, number, kind, *_shown(d, row)) for kind, d, row in pairs]


def _flagged(plan: Plan, tasks: list[Task], kinds: set[str]) -> dict[str, list[Decision]]:
    """The decisions of the kinds wanted that the review flags, weighing only what it must."""
    weighed: list[list[Judged]] = []
    for meeting, task in zip(plan.course.moments, tasks, strict=True):
        if isinstance(meeting.chosen, Discard) and "discard" not in kinds:
            weighed.append([])  # the costliest to weigh, and none flagged here
        elif not isinstance(meeting.chosen, TWO_WAY) and not kinds - set(TWO_WAY_KINDS):
            weighed.append([])  # only proposals and responses wanted
        else:
            weighed.append(weigh_moment(task))
    by_kind: dict[str, list[Decision]] = defaultdict(list)
    for d in plan.finish(weighed).decisions:
        if d.moment.value in kinds and d.verdict in FLAGGED:
            by_kind[d.moment.value].append(d)
    return by_kind


def _other(chosen: object) -> Stand | Propose | Refuse | Accept:
    """The other option of a proposal or a response."""
    if isinstance(chosen, Stand | Propose):
        return Propose() if isinstance(chosen, Stand) else Stand()
    return Accept() if isinstance(chosen, Refuse) else Refuse()


def _shown(decision: Decision, row: Replayed) -> tuple[float, float, float, float]:
    return decision.points_lost, row.realised, decision.chance_lost, row.realised_chance


def _crossed(foretold: tuple[float, float], row: Replayed) -> tuple[float, float, float, float]:
    return foretold[0], row.realised, foretold[1], row.realised_chance


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", type=int, default=10_000, help="at most this many")
    parser.add_argument(
        "--two-way", action="store_true", help="only the proposals and responses (quick)"
    )
    parser.add_argument(
        "--play-out",
        choices=tuple(PLAY_OUTS),
        default="reviewed",
        help="how the sampled deals of a proposal or a response go on",
    )
    parser.add_argument(
        "--same",
        action="store_true",
        help="the decisions flagged as before, each foretold by --play-out afresh",
    )
    parser.add_argument(
        "--newly-flagged",
        action="store_true",
        help="with --still-flagged, also the decisions flagged now and not before, replayed",
    )
    parser.add_argument(
        "--still-flagged",
        action="store_true",
        help="of the decisions flagged as before, those the --play-out review still flags",
    )
    args = parser.parse_args()
    print(f"cores on this machine: {os.cpu_count()}; processes: 1", flush=True)
    stored: dict[int, list[Replayed]] = defaultdict(list)
    for row in read(args.results, "ecarte", args.seed):
        if row.moment != NONE and (not args.two_way or row.moment in TWO_WAY_KINDS):
            stored[row.record].append(row)
    rows = read(args.out, "ecarte", args.seed)
    done = {r.record for r in rows}
    for number in sorted(set(stored) - done)[: args.records]:
        found = afresh(
            number,
            args.seed,
            stored[number],
            play_out=PLAY_OUTS[args.play_out],
            same=args.same,
            still=args.still_flagged,
            newly=args.newly_flagged,
        )
        rows.extend(found)
        with args.out.open("a", encoding="utf-8") as out:
            out.writelines(r.line() for r in found)
        print(f"record {number}: {sum(r.moment != NONE for r in found)} found", flush=True)
    left_out = sum(r.moment == NONE for r in rows)
    print(f"{len({r.record for r in rows})} records, {left_out} left out:")
    for name, count, foretold, realised, points, chance in summary(rows):
        print(
            f"  {name}: {count} flagged, loss foretold afresh {foretold:.3f} points, gain "
            f"realised {realised:.3f}; realised less foretold {points.mean:+.3f} "
            f"(95% {points.low:+.3f} to {points.high:+.3f}); in the chance of winning "
            f"{chance.mean:+.4f} (95% {chance.low:+.4f} to {chance.high:+.4f})"
        )


if __name__ == "__main__":
    main()
