"""Game records: a plain-text notation for whole games, as PGN is for chess.

A record is a few tag lines, then one action a line, each said by an actor::

    [Game "Piquet"]
    [Rules "rubicon"]
    [A "Ada"]
    [B "Ben"]

    chance: cut 7H KS
    B: choose-deal            ; the higher cut chooses
    chance: deal AS KS ...
    A: call point 5H          ; Five cards.

Everything after ``;`` is a comment (records written by salon put the talk of the table
there). The actor is ``chance`` for a shuffle or a cut, otherwise the player's letter.
See ``docs/records.md``.

>>> record = parse_record('[Game "Piquet deal"]\\n\\nchance: deal AS ; shuffled\\n')
>>> record.tags["Game"], record.moves[0]
('Piquet deal', Move(line=3, actor='chance', text='deal AS'))
>>> parse_record('[Game Piquet]')
Traceback (most recent call last):
...
salon.records.RecordError: line 1: a tag is written [Name "value"]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_TAG = re.compile(r'^\[(?P<name>[A-Za-z][A-Za-z0-9_-]*)\s+"(?P<value>[^"]*)"\]\s*(;.*)?$')
_MOVE = re.compile(r"^(?P<actor>[A-Za-z][A-Za-z0-9_-]*):\s*(?P<text>\S.*)$")


class RecordError(ValueError):
    """A record that cannot be read or that breaks the laws, with the line at fault."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line
        self.message = message


@dataclass(frozen=True, slots=True)
class Move:
    line: int
    actor: str
    text: str


@dataclass(frozen=True, slots=True)
class Record:
    tags: dict[str, str] = field(default_factory=dict)
    moves: tuple[Move, ...] = ()

    def tag(self, name: str, default: str | None = None) -> str:
        value = self.tags.get(name, default)
        if value is None:
            raise RecordError(0, f"the record has no [{name} ...] tag")
        return value


def parse_record(text: str) -> Record:
    """Read a record's tags and moves; the laws are checked when it is replayed."""
    tags: dict[str, str] = {}
    moves: list[Move] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line.startswith("["):
            line = line.split(";", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            if moves:
                raise RecordError(number, "tags come before the moves")
            match = _TAG.match(line)
            if match is None:
                raise RecordError(number, 'a tag is written [Name "value"]')
            if match["name"] in tags:
                raise RecordError(number, f"the tag {match['name']} is given twice")
            tags[match["name"]] = match["value"]
            continue
        match = _MOVE.match(line)
        if match is None:
            raise RecordError(number, "a move is written 'actor: action', as 'A: play KH'")
        moves.append(Move(number, match["actor"], match["text"].strip()))
    if "Game" not in tags:
        raise RecordError(0, 'the record has no [Game "..."] tag')
    return Record(tags, tuple(moves))


def format_record(tags: dict[str, str], moves: list[tuple[str, str, str]]) -> str:
    """Write tags and (actor, action text, comment) moves as a record."""
    lines = [f'[{name} "{value}"]' for name, value in tags.items()]
    lines.append("")
    for actor, text, comment in moves:
        move = f"{actor}: {text}"
        lines.append(f"{move:<32} ; {comment}" if comment else move)
    return "\n".join(lines) + "\n"
