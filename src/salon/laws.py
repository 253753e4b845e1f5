"""The codes of laws of both games as data: each law's number, its words as the source gives
them, the moment of the game it governs, and how salon treats it.

Most laws say what happens when something goes wrong with real cards (a card exposed in the
deal, a hand of thirteen, a call of what one does not hold). Where salon deals (in the
terminal and the web room, not with real cards) it counts and checks every act, so many of
those mistakes cannot happen there: the table says which, and how
they are made impossible. The catalogues are ``salon.piquet.laws`` and ``salon.ecarte.laws``;
``salon laws`` prints them.

>>> Treatment.PREVENTED.words
'made impossible where salon deals'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any


class Moment(Enum):
    """When in a game a law applies: the moments a player would name."""

    SHUFFLING = "shuffling and cutting"
    DEALING = "dealing"
    EXCHANGE = "the exchange"
    DECLARING = "declaring"
    PLAY = "the play"
    SCORING = "scoring"
    BYSTANDERS = "bystanders"


class Treatment(Enum):
    """How salon treats a law where it deals (the terminal and the web room)."""

    PLAYED = "applied in play"
    PREVENTED = "made impossible where salon deals"
    MANNERS = "a matter of manners: nothing to score"
    NOT_YET = "not applied yet"

    @property
    def words(self) -> str:
        return self.value


@dataclass(frozen=True)
class Law:
    """One law: its number in the source, its words, its moment, and what salon does with it."""

    number: str
    moment: Moment
    words: str
    treatment: Treatment
    how: str
    """In a sentence, how salon applies it, or what makes its irregularity impossible."""

    @property
    def key(self) -> str:
        """The number as a test's or an anchor's name uses it: "33 bis" → "33_bis"."""
        return self.number.lower().replace(" ", "_")


@dataclass(frozen=True)
class Code:
    """A game's code of laws as one source gives it."""

    game: str
    source: str
    """The book, named as a player would name it."""
    source_file: str
    laws: tuple[Law, ...]
    missing: str
    """What the laws or the game's other texts refer to that the sources do not give."""
    year: int = 0
    """The year of the source, by which a player names the code ("the Laws of Piquet (1902)")."""

    @property
    def title(self) -> str:
        return f"the Laws of {self.game} ({self.year})"

    def law(self, number: str) -> Law:
        for law in self.laws:
            if law.number == number:
                return law
        raise KeyError(f"the {self.game} code has no law {number}")

    def counts(self) -> dict[Treatment, int]:
        """How many laws each treatment covers."""
        return {t: sum(1 for law in self.laws if law.treatment is t) for t in Treatment}


NOT_AT_A_REAL_TABLE = "not ruled at a real table yet"


def code_as_json(code: Code, real_table: Mapping[str, str] | None = None) -> dict[str, Any]:
    """A code as plain data, for ``salon laws --json``; ``real_table`` says how salon treats
    each law at a table with real cards."""
    real = real_table or {}
    return {
        "game": code.game,
        "source": code.source,
        "source_file": code.source_file,
        "missing": code.missing,
        "laws": [
            {
                "number": law.number,
                "moment": law.moment.value,
                "words": law.words,
                "treatment": law.treatment.words,
                "how": law.how,
                "real_table": real.get(law.number, NOT_AT_A_REAL_TABLE),
            }
            for law in code.laws
        ],
    }


def code_as_markdown(code: Code, real_table: Mapping[str, str] | None = None) -> str:
    """A code as a Markdown section with one table: number, words, treatment and how, where
    salon deals and at a real table."""
    real = real_table or {}
    counts = ", ".join(f"{n} {t.words}" for t, n in code.counts().items() if n)
    lines = [
        f"## The laws of {code.game}",
        "",
        f"From {code.source} (`{code.source_file}`): {len(code.laws)} laws — {counts}.",
        "",
        code.missing,
        "",
        "| Law | When | The words of the law | Where salon deals | At a real table |",
        "|---|---|---|---|---|",
    ]
    for law in code.laws:
        words = law.words.replace("|", "\\|")
        lines.append(
            f"| {law.number} | {law.moment.value} | {words} | "
            f"**{law.treatment.words}**: {law.how} | "
            f"{real.get(law.number, NOT_AT_A_REAL_TABLE)} |"
        )
    return "\n".join(lines) + "\n"
