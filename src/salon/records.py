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

import codecs
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

_TAG = re.compile(r'^\[(?P<name>[A-Za-z][A-Za-z0-9_-]*)\s+"(?P<value>(?:[^"\\]|\\.)*)"\]\s*(;.*)?$')
_ESCAPED = re.compile(r"\\(u\{[0-9A-Fa-f]{1,6}\}|.)")
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


def read_record(path: Path) -> Record:
    """The record in the file ``path``: OSError if it cannot be read, RecordError if it is
    not a record (the laws are checked when it is replayed)."""
    return parse_record(decode_record(path.read_bytes()))


def decode_record(data: bytes) -> str:
    """The text of a record's bytes, UTF-8 (a leading byte-order mark is dropped).

    >>> decode_record(b'[Game "Piquet"]\\nA: call point 5\\xff')
    Traceback (most recent call last):
    ...
    salon.records.RecordError: line 2: not UTF-8 text: byte 0xFF at column 16
    """
    body = data.removeprefix(codecs.BOM_UTF8)
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        line_start = body.rfind(b"\n", 0, error.start) + 1
        line = body.count(b"\n", 0, error.start) + 1
        column = error.start - line_start + 1
        message = f"not UTF-8 text: byte 0x{body[error.start]:02X} at column {column}"
        raise RecordError(line, message) from None


def parse_record(text: str) -> Record:
    """Read a record's tags and moves; the laws are checked when it is replayed."""
    tags: dict[str, str] = {}
    moves: list[Move] = []
    # Lines end at a newline only, so that the numbers are an editor's (str.splitlines
    # would also break at form feeds and Unicode separators).
    for number, raw in enumerate(text.split("\n"), start=1):
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
            tags[match["name"]] = unescape_value(match["value"], number)
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
    lines = [f'[{name} "{escape_value(value)}"]' for name, value in tags.items()]
    lines.append("")
    for actor, text, comment in moves:
        move = f"{actor}: {text}"
        lines.append(f"{move:<32} ; {comment}" if comment else move)
    return "\n".join(lines) + "\n"


def escape_value(value: str) -> str:
    r"""A tag's value as written between its quotes: a backslash before a quote or a
    backslash, ``\n``, ``\r``, ``\t``, and ``\u{hex}`` for any other character that is not
    printed (controls, line and paragraph separators), so that a name stays on its line and
    reads back exactly.

    >>> print(escape_value('[Result "B wins"]\n'))
    [Result \"B wins\"]\n
    """
    return "".join(_escape_character(character) for character in value)


_WRITTEN = {'"': r"\"", "\\": r"\\", "\n": r"\n", "\r": r"\r", "\t": r"\t"}
_READ = {escape[1]: character for character, escape in _WRITTEN.items()}
_UNPRINTED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def _escape_character(character: str) -> str:
    if character in _WRITTEN:
        return _WRITTEN[character]
    if unicodedata.category(character) in _UNPRINTED:
        return f"\\u{{{ord(character):X}}}"
    return character


def unescape_value(text: str, line: int = 0) -> str:
    r"""A tag's value as meant, from the text between its quotes (see :func:`escape_value`).
    A backslash before any other character is kept: older records wrote names as they were.

    >>> unescape_value(r'say \"hi\"\u{2028}\\ C:\temp\q') == 'say "hi"\u2028\\ C:\temp\\q'
    True
    """

    def meant(match: re.Match[str]) -> str:
        escape = match[1]
        if not escape.startswith("u{"):
            return _READ.get(escape, match[0])
        code = int(escape[2:-1], 16)
        if code > 0x10FFFF:
            raise RecordError(line, f"\\{escape} is not a character")
        return chr(code)

    return _ESCAPED.sub(meant, text)
