"""The computer players as a player names them: the one place the web room and its tables
take their words from (the program's names, ``thumb`` or ``random``, are never shown).

>>> computer_words("thumb").title
'The computer, steady'
>>> computer_words("thumb").seat_name
'Computer (steady)'
>>> computer_words("random").called("Ada")
'Ada (a beginner)'
>>> computer_words("strong-unread-exchange").strength
'strong-unread-exchange'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class ComputerWords:
    """A computer player: its name in the program, its strength in a word, and a line that
    describes how it plays."""

    name: str
    strength: str
    line: str

    @property
    def title(self) -> str:
        """As the host chooses his adversary: "The computer, steady"."""
        return f"The computer, {self.strength}"

    @property
    def seat_name(self) -> str:
        """As the table names its seat: "Computer (steady)"."""
        return self.called("Computer")

    def called(self, name: str) -> str:
        """A computer called ``name`` at a table of several: "Ada (steady)"."""
        return f"{name} ({self.strength})"


COMPUTERS: Final = (
    ComputerWords(
        "strong", "strong", "Reads what you say and do, and searches the play to the end"
    ),
    ComputerWords("thumb", "steady", "Plays by the treatises' rules of thumb"),
    ComputerWords("random", "a beginner", "Plays any card the laws allow, at random"),
)
"""The computer players a table offers, in the order offered."""


COMPUTER_NAMES: Final = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gil", "Hal", "Ivy", "Jo")
"""The names computer players take at a table of several, each with its strength: ``Ada
(steady)``; the terminal and the web room give them in this order."""


def computer_words(name: str) -> ComputerWords:
    """The words for the computer player ``name`` (its own name for one not offered)."""
    return next((c for c in COMPUTERS if c.name == name), ComputerWords(name, name, ""))
