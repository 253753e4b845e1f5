"""What is said at a session's table, and the lines its record keeps."""

from __future__ import annotations

from dataclasses import dataclass

from salon.cards import Card
from salon.phrases import Phrase


@dataclass(frozen=True, slots=True)
class Said:
    """One thing said at the table: by whom (None: the table), heard by whom (None: all).

    ``words`` is the sentence as the record and anyone not named in it read it; ``phrase``,
    when it names participants, words it for each reader (:meth:`read_by`). ``unheard_by``
    are those who are told it otherwise, in words meant for them alone (a backer's pointing:
    the table hears "Cy points at a card for Ann", Ann and Cy which card).
    """

    speaker: str | None
    words: str
    audience: frozenset[str] | None = None
    phrase: Phrase | None = None
    unheard_by: frozenset[str] = frozenset()
    cards: tuple[Card, ...] = ()
    """The cards the game's event acted with (a card played, told beside the count said)."""

    def heard_by(self, name: str) -> bool:
        heard = self.audience is None or name in self.audience
        return heard and name not in self.unheard_by

    def read_by(self, reader: str | None) -> str:
        """The words as ``reader`` reads them: "You put 1 on Ada" for the one who did."""
        return self.words if self.phrase is None else self.phrase.read_by(reader)


@dataclass(frozen=True, slots=True)
class LogLine:
    """One action of the session as it goes into the record, with the public talk it drew."""

    actor: str
    text: str
    comment: str
