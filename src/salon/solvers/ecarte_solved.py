"""The solved strategy as shipped data, and the treatise's strategy in the same terms.

The table (``data/ecarte_equilibrium.json``) holds, for each hand class, the chance the elder
proposes, the dealer refuses, and each discard's chance for either seat; with it, how it was
computed and a small check sample (its seed, size and the strategy's exploitability on it) that
the tests recompute.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from salon.ecarte.jeux import Advice
from salon.solvers.ecarte_abstraction import DISCARDS
from salon.solvers.ecarte_equilibrium import ND, Sample, Strategy

TABLE = "ecarte_equilibrium.json"


@dataclass(frozen=True, slots=True)
class ClassPlay:
    """One hand class's mixed choices."""

    propose: float
    refuse: float
    elder_discard: tuple[float, ...]
    dealer_discard: tuple[float, ...]


UNSEEN = ClassPlay(0.5, 0.5, (1.0 / ND,) * ND, (1.0 / ND,) * ND)
"""For a class the solving sample never dealt: every choice alike."""


def table_of(sample: Sample, s: Strategy) -> dict[str, ClassPlay]:
    return {
        name: ClassPlay(
            float(s.propose[i]),
            float(s.refuse[i]),
            tuple(float(v) for v in s.elder_discard[i]),
            tuple(float(v) for v in s.dealer_discard[i]),
        )
        for i, name in enumerate(sample.classes)
    }


def strategy_of(sample: Sample, table: Mapping[str, ClassPlay]) -> Strategy:
    """The table's strategy over ``sample``'s classes."""
    plays = [table.get(name, UNSEEN) for name in sample.classes]
    return Strategy(
        propose=np.array([p.propose for p in plays]),
        refuse=np.array([p.refuse for p in plays]),
        elder_discard=np.array([p.elder_discard for p in plays]),
        dealer_discard=np.array([p.dealer_discard for p in plays]),
    )


def treatise(sample: Sample) -> Strategy:
    """The rules of thumb: propose unless a jeu de règle, refuse where the treatise says,
    the treatise's discard (the class names carry the jeu and the advice)."""
    parts = [name.split("|") for name in sample.classes]
    first = np.eye(ND)[np.zeros(sample.size, dtype=np.int64)]
    return Strategy(
        propose=np.array([0.0 if jeu else 1.0 for _, jeu, _, _ in parts]),
        refuse=np.array(
            [1.0 if answer.endswith(Advice.REFUSE.value) else 0.0 for _, _, answer, _ in parts]
        ),
        elder_discard=first,
        dealer_discard=first.copy(),
    )


def save(path: Path, table: Mapping[str, ClassPlay], about: Mapping[str, Any]) -> None:
    rows = {
        name: {
            "propose": round(p.propose, 6),
            "refuse": round(p.refuse, 6),
            "elder_discard": [round(v, 6) for v in p.elder_discard],
            "dealer_discard": [round(v, 6) for v in p.dealer_discard],
        }
        for name, p in sorted(table.items())
    }
    data = {"about": dict(about), "discards": [name for name, _ in DISCARDS], "classes": rows}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def parse(text: str) -> tuple[dict[str, ClassPlay], dict[str, Any]]:
    data = json.loads(text)
    table = {
        name: ClassPlay(
            row["propose"], row["refuse"], tuple(row["elder_discard"]), tuple(row["dealer_discard"])
        )
        for name, row in data["classes"].items()
    }
    return table, data["about"]


def shipped() -> tuple[dict[str, ClassPlay], dict[str, Any]]:
    """The shipped table and what it says of itself."""
    text = resources.files("salon.solvers").joinpath("data", TABLE).read_text(encoding="utf-8")
    return parse(text)


def rows(sample: Sample, s: Strategy, counts: Sequence[int]) -> list[tuple[str, int, float, float]]:
    """Each class with its count in the sample and its chance to propose and to refuse."""
    return [
        (name, counts[i], float(s.propose[i]), float(s.refuse[i]))
        for i, name in enumerate(sample.classes)
    ]
