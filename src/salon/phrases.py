"""Words said at a table about its participants, worded for whoever reads them.

A :class:`Phrase` keeps the participants it names apart from its words, so that each reader
reads it in his own grammar: the others read the third person ("Ann puts 1 on Bob"), the one
named reads the second ("You put 1 on Bob"), whatever the names are — a participant may well be
called "You". In the template, ``{0}`` is the first name given; ``{0:puts/put}`` is the verb
in the third person, or the second when the reader is the one named; ``{0:pos}`` is the
possessive ("Ann's", "your").

>>> bet = Phrase("{0} {0:puts/put} {2} on {1}.", ("Ann", "Bob", "1"))
>>> bet.read_by("Cy"), bet.read_by("Ann"), bet.read_by("Bob")
('Ann puts 1 on Bob.', 'You put 1 on Bob.', 'Ann puts 1 on you.')
>>> print(Phrase("{0} {0:follows/follow} {1:pos} advice.", ("Bob", "Cy")).read_by("Cy"))
Bob follows your advice.
>>> str(Phrase("{0} {0:deals/deal}.", ("You",)))
'You deals.'
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

_PLACE = re.compile(r"\{(\d+)")
_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?] ))\w")


@dataclass(frozen=True, slots=True)
class Phrase:
    """A sentence about participants (``names``), read differently by the one it names."""

    template: str
    names: tuple[str, ...]

    @classmethod
    def of(cls, template: str, *names: object) -> Phrase:
        """``Phrase.of("{0} {0:passes/pass}.", "Ann")``; numbers given are shown as they are."""
        return cls(template, tuple(str(name) for name in names))

    def then(self, other: Phrase, between: str = " ") -> Phrase:
        """This phrase followed by ``other``, its places renumbered after this one's.

        >>> cuts = Phrase.of("{0} {0:cuts/cut}.", "Ann")
        >>> print(cuts.then(Phrase.of("{0} {0:deals/deal}.", "Bob")).read_by("Bob"))
        Ann cuts. You deal.
        """
        shift = len(self.names)
        template = _PLACE.sub(lambda m: "{" + str(int(m[1]) + shift), other.template)
        return Phrase(self.template + between + template, self.names + other.names)

    def read_by(self, reader: str | None) -> str:
        """The sentence as ``reader`` reads it (None: anyone not named, or the record)."""
        text = _Wording(self.names, reader).format(self.template)
        return _SENTENCE_START.sub(lambda m: m[0].upper(), text)

    def __str__(self) -> str:
        return self.read_by(None)


class _Wording(string.Formatter):
    """Fills a phrase's template for one reader."""

    def __init__(self, names: Sequence[str], reader: str | None) -> None:
        super().__init__()
        self.names = names
        self.reader = reader

    def format_field(self, value: Any, format_spec: str) -> str:
        name = str(value)
        addressed = self.reader is not None and name == self.reader
        if format_spec == "pos":
            return "your" if addressed else f"{name}'s"
        if "/" in format_spec:
            third, second = format_spec.split("/", 1)
            return second if addressed else third
        return "you" if addressed else name

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Any) -> Any:
        if isinstance(key, int):
            return self.names[key]
        raise KeyError(key)
