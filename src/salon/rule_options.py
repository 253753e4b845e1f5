"""A game's rule options and presets as its players name them, for every client to offer.

Rules are written ``preset; option=value; ...`` in records and on the command line; a
:class:`RuleOption` gives one option's question and each value's words, so that a client offers
named choices rather than a line to type, and :class:`PresetWords` gives a preset's name and
its line.

>>> deal = RuleOption("deal_by", "How they are dealt", (("twos", "By twos"), ("threes", "By 3")))
>>> deal.words_for("threes")
'By 3'
>>> deal.json()["values"][1]
{'value': 'threes', 'words': 'By 3'}
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PresetWords:
    """A preset as the host chooses it: its name in a few words, and a line that explains it."""

    title: str
    line: str


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One rule option: its name in the rules' text, the question in a player's words, and
    each value (as the rules' text writes it) with its words."""

    name: str
    words: str
    values: tuple[tuple[str, str], ...]

    def words_for(self, value: str) -> str:
        return dict(self.values).get(value, value)

    def json(self) -> dict[str, Any]:
        shown = [{"value": value, "words": words} for value, words in self.values]
        return {"name": self.name, "words": self.words, "values": shown}


def options_described(
    rules: str, options: tuple[RuleOption, ...], leave_out: Collection[str] = ()
) -> list[str]:
    """The options of ``rules`` beyond ``leave_out``, each in its players' words.

    >>> deal = RuleOption("deal_by", "How the cards are dealt", (("threes", "By threes"),))
    >>> options_described("rubicon; deal_by=threes; nonesuch=2", (deal,))
    ['how the cards are dealt: by threes', 'nonesuch 2']
    """
    by_name = {option.name: option for option in options}
    said = []
    for part in rules.split(";")[1:]:
        name, _, value = (piece.strip() for piece in part.partition("="))
        if not name or part.strip() in leave_out:
            continue
        option = by_name.get(name)
        if option is None:
            said.append(f"{name.replace('_', ' ')} {value}")
        else:
            said.append(f"{option.words.lower()}: {option.words_for(value).lower()}")
    return said
