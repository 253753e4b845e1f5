"""Solve Écarté's proposing, answering and discarding for an equilibrium, in resumable parts.

    nice scripts/run python benchmarks/ecarte_equilibrium.py deal --parts 24 --size 1000
    nice scripts/run python benchmarks/ecarte_equilibrium.py solve --iterations 2000

``deal`` values each part's deals (``salon.solvers.ecarte_abstraction``) and writes it to the
work folder, skipping the parts already there, so it may be stopped and run again. ``solve``
runs CFR+ over every part written (its state saved every few hundred iterations and taken up
again), prints the exploitability as the iterations grow and what the equilibrium and the best
responses gain against the treatise, writes the table shipped with salon, and prints the
treatise's classes beside the equilibrium as a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

import numpy as np

from salon.solvers import ecarte_solved
from salon.solvers.ecarte_abstraction import DealValues, dealt
from salon.solvers.ecarte_equilibrium import (
    Sample,
    Solver,
    Strategy,
    dealer_best,
    dealer_values,
    elder_best,
    elder_values,
    exploitability,
    mixed,
    per_deal,
    value,
)

WORK = Path("benchmarks/results/ecarte_equilibrium")
SHIPPED = Path("src/salon/solvers/data") / ecarte_solved.TABLE
CHECK_SEED, CHECK_SIZE = 7, 150


def deal(args: argparse.Namespace) -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    for part in range(args.parts):
        path = WORK / f"part-{part:03d}.json"
        if path.exists():
            continue
        deals = dealt(args.seed * 100_000 + part, args.size)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps([asdict(d) for d in deals]), encoding="utf-8")
        os.replace(temporary, path)
        print(f"part {part}: {args.size} deals", flush=True)


def load(parts: slice = slice(None)) -> list[DealValues]:
    deals = []
    for path in sorted(WORK.glob("part-*.json"))[parts]:
        for row in json.loads(path.read_text(encoding="utf-8")):
            row["accepted"] = tuple(tuple(r) for r in row["accepted"])
            deals.append(DealValues(**row))
    return deals


def run(
    sample: Sample, iterations: int, state: Path | None = None
) -> tuple[Solver, list[tuple[int, float]]]:
    """CFR+ to ``iterations``, taken up from ``state`` and saved there as it goes."""
    solver = Solver.start(sample)
    if state and state.exists():
        saved = np.load(state)
        solver.iterations = int(saved["iterations"])
        for key in solver.regrets:
            solver.regrets[key] = saved[f"regret_{key}"]
            solver.sums[key] = saved[f"sum_{key}"]
    curve: list[tuple[int, float]] = []
    if state and state.exists():
        curve = [(int(t), float(v)) for t, v in np.load(state)["curve"]]
    while solver.iterations < iterations:
        solver.step()
        t = solver.iterations
        if t in (1, 3, 10, 30, 100, 300) or t % 1000 == 0:
            e = exploitability(sample, solver.average())
            curve.append((t, e))
            print(f"iteration {t}: exploitability {e:.6f} points a deal", flush=True)
        if state and t % 500 == 0:
            arrays: dict[str, Any] = {f"regret_{k}": v for k, v in solver.regrets.items()}
            arrays |= {f"sum_{k}": v for k, v in solver.sums.items()}
            arrays |= {"iterations": np.array(t), "curve": np.array(curve)}
            np.savez(state, **arrays)
    return solver, curve


def solve(args: argparse.Namespace) -> None:
    deals = load()
    sample = Sample.of(deals)
    solver, curve = run(sample, args.iterations, WORK / f"state-{len(deals)}.npz")
    eq = solver.average()
    e = exploitability(sample, eq)
    print(f"{len(deals)} deals, {sample.size} classes, {solver.iterations} iterations")
    print(
        f"equilibrium: value {value(sample, eq):+.4f} (elder less dealer), exploitability {e:.6f}"
    )
    thumb = ecarte_solved.treatise(sample)
    print(
        f"the treatise: value {value(sample, thumb):+.4f}, "
        f"exploitability {exploitability(sample, thumb):.4f}"
    )
    table = ecarte_solved.table_of(sample, eq)
    check = Sample.of(dealt(CHECK_SEED, CHECK_SIZE), tuple(table))
    about = {
        "deals": len(deals),
        "seed": args.seed,
        "iterations": solver.iterations,
        "exploitability": round(e, 6),
        "curve": [[t, round(v, 6)] for t, v in curve],
        "check": {
            "seed": CHECK_SEED,
            "deals": CHECK_SIZE,
            "exploitability": exploitability(check, ecarte_solved.strategy_of(check, table)),
        },
    }
    SHIPPED.parent.mkdir(parents=True, exist_ok=True)
    ecarte_solved.save(SHIPPED, table, about)
    compare(sample, eq)


def interval(gains: np.ndarray) -> str:
    half = 1.96 * gains.std(ddof=1) / np.sqrt(len(gains))
    return f"{gains.mean():+.4f} ({gains.mean() - half:+.4f} to {gains.mean() + half:+.4f})"


def holdout(args: argparse.Namespace) -> None:
    """Solve on the even parts, measure against the treatise on the odd ones."""
    train = Sample.of(load(slice(0, None, 2)))
    solver, _ = run(train, args.iterations)
    test = Sample.of(load(slice(1, None, 2)))
    thumb_train, thumb = ecarte_solved.treatise(train), ecarte_solved.treatise(test)
    base = per_deal(test, thumb)
    for label, strategy in (
        ("the equilibrium", solver.average()),
        ("the elder's best response", elder_best(train, thumb_train)),
        ("the dealer's best response", dealer_best(train, thumb_train)),
    ):
        s = ecarte_solved.strategy_of(test, ecarte_solved.table_of(train, strategy))
        as_elder = per_deal(test, mixed(s, thumb)) - base
        as_dealer = base - per_deal(test, mixed(thumb, s))
        print(f"{label} against the treatise on {len(base)} held-out deals, points a deal:")
        print(f"  as elder {interval(as_elder)}; as dealer {interval(as_dealer)}")
        print(f"  a deal of each {interval((as_elder + as_dealer) / 2)}")


def compare(sample: Sample, eq: Strategy) -> None:
    """The treatise's classes beside the equilibrium: how often it chooses as the treatise
    does, and what the treatise's choice loses a hand where it differs (against the
    equilibrium's adversary)."""
    thumb = ecarte_solved.treatise(sample)
    first_e, _ = elder_values(sample, eq)
    first_d, _ = dealer_values(sample, eq)
    groups: dict[tuple[str, str], list[float]] = {}
    for seat, first, counts, chance, rule_at in (
        (
            "elder",
            first_e,
            np.bincount(sample.elder, minlength=sample.size),
            (thumb.propose, eq.propose),
            1,
        ),
        (
            "dealer",
            first_d,
            np.bincount(sample.dealer, minlength=sample.size),
            (thumb.refuse, eq.refuse),
            2,
        ),
    ):
        for i, name in enumerate(sample.classes):
            if not counts[i]:
                continue
            rule = name.split("|")[rule_at] or "—"
            treatise_choice, eq_choice = chance[0][i], chance[1][i]
            worth = first[i] / counts[i]
            at_eq = worth[1] * eq_choice + worth[0] * (1 - eq_choice)
            at_treatise = worth[int(treatise_choice)]
            row = groups.setdefault((seat, rule), [0, 0.0, 0.0, treatise_choice])
            row[0] += counts[i]
            row[1] += counts[i] * (1 - abs(eq_choice - treatise_choice))
            row[2] += counts[i] * (at_eq - at_treatise)
    print(
        "\n| seat | the treatise's class | hands | the treatise "
        "| the equilibrium chooses alike | loss a hand of the class |"
    )
    print("|---|---|---|---|---|---|")
    for (seat, rule), (count, alike, loss, choice) in sorted(groups.items()):
        word = ("plays", "proposes") if seat == "elder" else ("accepts", "refuses")
        print(
            f"| {seat} | {rule} | {count} | {word[int(choice)]} "
            f"| {alike / count:.0%} | {loss / count:.3f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(required=True)
    d = commands.add_parser("deal")
    d.add_argument("--parts", type=int, default=24)
    d.add_argument("--size", type=int, default=1000)
    d.add_argument("--seed", type=int, default=1)
    d.set_defaults(run=deal)
    s = commands.add_parser("solve")
    s.add_argument("--iterations", type=int, default=2000)
    s.add_argument("--seed", type=int, default=1)
    s.set_defaults(run=solve)
    h = commands.add_parser("holdout")
    h.add_argument("--iterations", type=int, default=2000)
    h.set_defaults(run=holdout)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
