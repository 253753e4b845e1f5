"""The trainers' running score, kept in a small JSON file in the user's data directory.

For each trainer and kind of question: how many answers, how many were good, and the points
lost. The kinds where the player goes wrong most often come back most often.

>>> book = ScoreBook({})
>>> book.record("exchange", "younger's discard", good=False, points_lost=6.0)
>>> book.kind("exchange", "younger's discard")
KindScore(answered=1, good=0, points_lost=6.0)
>>> book.weight("exchange", "younger's discard") > book.weight("exchange", "elder's discard")
True
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final


class ScoreFileError(ValueError):
    """A score file that cannot be read; it is left as it is."""


@dataclass(frozen=True, slots=True)
class KindScore:
    answered: int = 0
    good: int = 0
    points_lost: float = 0.0

    @property
    def misses(self) -> float:
        """The share of answers that were not good, a beginner's guess of one in two before
        any answer (one good and one not counted in advance)."""
        return (self.answered - self.good + 1) / (self.answered + 2)


def default_score_file() -> Path:
    """``training.json`` in the user's data directory (``XDG_DATA_HOME``, else
    ``~/.local/share``), under ``salon``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "salon" / "training.json"


NO_ANSWERS: Final = "No answers yet."


class ScoreBook:
    """Scores by trainer and kind of question."""

    def __init__(self, scores: dict[str, dict[str, KindScore]]) -> None:
        self.scores = scores

    @classmethod
    def load(cls, path: Path) -> ScoreBook:
        if not path.exists():
            return cls({})
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            scores = {
                trainer: {kind: KindScore(**fields) for kind, fields in kinds.items()}
                for trainer, kinds in raw.items()
            }
        except (OSError, ValueError, TypeError, AttributeError) as error:
            raise ScoreFileError(f"{path} is not a score file salon wrote ({error})") from None
        return cls(scores)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        data: dict[str, Any] = {
            trainer: {kind: asdict(score) for kind, score in kinds.items()}
            for trainer, kinds in self.scores.items()
        }
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
        temporary.replace(path)  # a crash never leaves half a file

    def kind(self, trainer: str, kind: str) -> KindScore:
        return self.scores.get(trainer, {}).get(kind, KindScore())

    def record(self, trainer: str, kind: str, *, good: bool, points_lost: float) -> None:
        old = self.kind(trainer, kind)
        self.scores.setdefault(trainer, {})[kind] = KindScore(
            old.answered + 1, old.good + int(good), old.points_lost + points_lost
        )

    def weight(self, trainer: str, kind: str) -> float:
        """How often ``kind`` comes back: more the more often it goes wrong."""
        return 1.0 + 4.0 * self.kind(trainer, kind).misses

    def pick(self, trainer: str, kinds: Sequence[str], rng: random.Random) -> str:
        """A kind of question, the weakest most often."""
        return rng.choices(list(kinds), weights=[self.weight(trainer, k) for k in kinds])[0]

    def summary(self, trainer: str, kinds: Sequence[str]) -> str:
        """The running score in words, and the weakest kind once an answer was missed."""
        scores = [self.kind(trainer, k) for k in kinds]
        answered = sum(s.answered for s in scores)
        good = sum(s.good for s in scores)
        if not answered:
            return NO_ANSWERS
        tried = [k for k in kinds if self.kind(trainer, k).answered]
        weakest = max(tried, key=lambda k: self.kind(trainer, k).misses)
        score = f"Running score: {good} good of {answered} ({100 * good / answered:.0f}%)"
        if good == answered:  # nothing missed: no kind is weak yet
            return f"{score}."
        return f"{score}; weakest: {weakest}."
