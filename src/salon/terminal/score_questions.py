"""The questions of the scoring card at a real table, for both games: answers read and
checked, "wrong" to call the umpire at any question, "back" to tell the last deal again."""

from __future__ import annotations

import json
import shutil
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, TypeVar

from salon.piquet.told import point_making_range
from salon.terminal.game import as_sentence
from salon.umpire import Choice, Mishap, Umpire
from salon.words import number_words

T = TypeVar("T")
Ask = Callable[[str], str]


class Stopped(Exception):
    """The players stopped before the match ended (end of input)."""


class Again(Exception):
    """The players asked to tell the last deal again."""


class SomethingWrong(Exception):
    """The players called the umpire ("wrong" at any question)."""


STOP_WORDS = frozenset({"stop", "quit"})
"""Typed at any question, they stop the card (kept, when it is saved, to go on with)."""

HOW_TO_ANSWER = (
    "Answer each question and press Enter; type 'wrong' to call the umpire, 'stop' to stop."
)


def ask_until(ask: Ask, prompt: str, read: Callable[[str], T]) -> T:
    """Ask until the answer reads; say why an answer does not."""
    while True:
        try:
            answer = ask(prompt)
        except EOFError:
            raise Stopped from None
        if answer.strip().lower() == "wrong":
            raise SomethingWrong
        if answer.strip().lower() in STOP_WORDS:
            raise Stopped
        try:
            return read(answer.strip())
        except ValueError as error:
            print(f"  {as_sentence(str(error))}")


_HOW_MANY = {"chouette": 3, "pool": 3}
"""How many play each game at a real table; two unless named here (French Écarté: two or more,
its gallery named after the two who play first)."""


def ask_names(game: str, ask: Ask) -> list[str]:
    """The players' names, asked when the command line gave none: one line, spaces between."""
    count = _HOW_MANY.get(game, 2)
    if game == "french":
        prompt = "The names at the table, the two who play first, as Ann Bob Cy: "
    else:
        number_of = {2: "two", 3: "three"}[count]
        prompt = f"The {number_of} players' names, as {' '.join(['Ann', 'Bob', 'Cy'][:count])}: "

    def read(text: str) -> list[str]:
        names = text.split()
        if len(set(names)) != len(names):
            raise ValueError("give each player a name of his own")
        if len(names) < 2 or (game != "french" and len(names) != count):
            wanted = "two or more" if game == "french" else str(count)
            raise ValueError(f"give {wanted} names, spaces between")
        return names

    return ask_until(ask, prompt, read)


def one_of(names: tuple[str, str]) -> Callable[[str], int]:
    def read(text: str) -> int:
        for seat, name in enumerate(names):
            if text.lower() == name.lower():
                return seat
        raise ValueError(f"say {names[0]} or {names[1]}")

    return read


def one_or_none(
    names: tuple[str, str],
    *,
    may_go_back: bool = False,
    equal: bool = False,
    never_equal: str = "",
) -> Callable[[str], int | None]:
    """One of the two, or nobody ("none", "no", "nobody" or nothing; "equal" where the class
    may be equal, as the point, else refused, saying ``never_equal``: why it cannot be);
    "back" when it may go back."""

    def read(text: str) -> int | None:
        if text.lower() == "back":
            if may_go_back:
                raise Again
            raise ValueError(
                "'back' tells the last deal written again, asked at the first question of "
                "the deal after it"
            )
        if text.lower() == "equal" and not equal:
            why = never_equal or "nothing here can be equal"
            raise ValueError(f"{why}; say none, {names[0]} or {names[1]}")
        if text.lower() in ("equal", "none", "no", "nobody", ""):
            return None
        try:
            return one_of(names)(text)
        except ValueError:
            said = (
                f"{names[0]}, {names[1]}, equal or none"
                if equal
                else f"none, {names[0]} or {names[1]}"
            )
            back = " (or 'back' to tell the last deal again)" if may_go_back else ""
            raise ValueError(f"say {said}{back}") from None

    return read


def making(cards: int) -> Callable[[str], int | None]:
    """What a point of ``cards`` makes, if said, within what such a point can make."""
    low, high = point_making_range(cards)

    def read(text: str) -> int | None:
        if not text:
            return None
        if not text.isdigit() or not low <= int(text) <= high:
            makes = f"always makes {low}" if low == high else f"makes {low} to {high}"
            raise ValueError(f"a point of {number_words(cards)} {makes}")
        return int(text)

    return read


_NUMBER_WORDS: Final = (
    "nought none zero nil|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
)
_SAID_NUMBERS: Final = {
    word: value for value, words in enumerate(_NUMBER_WORDS.split("|")) for word in words.split()
}
"""A number said in words, as players tell the tricks ("three")."""


def number(low: int, high: int) -> Callable[[str], int]:
    """A number from ``low`` to ``high``, in figures or in words.

    >>> number(0, 5)("three"), number(0, 5)("4")
    (3, 4)
    """

    def read(text: str) -> int:
        said = text.strip().lower()
        value = int(said) if said.isdigit() else _SAID_NUMBERS.get(said)
        if value is None or not low <= value <= high:
            raise ValueError(f"say a number from {low} to {high}")
        return value

    return read


def optional_number(text: str) -> int | None:
    return None if not text else number(1, 99)(text)


def letter(*letters: str) -> Callable[[str], str]:
    """One of these letters (as "d", "r" or "q")."""

    def read(text: str) -> str:
        if text.lower() in letters:
            return text.lower()
        raise ValueError(f"say {', '.join(letters[:-1])} or {letters[-1]}")

    return read


def yes_no(text: str) -> bool:
    if text.lower() in ("y", "yes"):
        return True
    if text.lower() in ("n", "no"):
        return False
    raise ValueError("say y or n")


def _wrapped(text: str) -> str:
    """Long lines (a law's words) broken between words to the terminal's width, as a
    terminal would otherwise break them inside one."""
    width = min(shutil.get_terminal_size().columns, 100) - 1
    return "\n".join(textwrap.fill(line, width=width) for line in text.splitlines())


def ask_ruling(
    umpire: Umpire, names: tuple[str, str], ask: Ask
) -> tuple[Mishap, Choice, int | None]:
    """Ask what went wrong, by moment; say the law and its ruling; take the choice. Returns
    the mishap, the choice and, for a choice that falls on him, the offender (0: the first
    of ``names``)."""
    print("What went wrong? When was it?")
    moments = umpire.moments
    for index, moment in enumerate(moments, 1):
        print(f"  {index}. In {moment.value}")
    moment = moments[ask_until(ask, "Number: ", number(1, len(moments))) - 1]
    mishaps = umpire.at(moment)
    for index, mishap in enumerate(mishaps, 1):
        print(f"  {index}. {mishap.words[0].upper()}{mishap.words[1:]}")
    mishap = mishaps[ask_until(ask, "Number: ", number(1, len(mishaps))) - 1]
    print(_wrapped(umpire.ruling_words(mishap)))
    taken = mishap.choices[0]
    if len(mishap.choices) > 1:
        for index, choice in enumerate(mishap.choices, 1):
            print(f"  {index}. {choice.words}")
        taken = mishap.choices[ask_until(ask, "Which? ", number(1, len(mishap.choices))) - 1]
    # Who offended is asked only when the choice falls on him (not when it is waived).
    offender = None
    if mishap.names_offender(taken):
        offender = ask_until(ask, f"{mishap.who} {names[0]} or {names[1]}: ", one_of(names))
    return mishap, taken, offender


def save_card(data: dict[str, Any], path: Path | None) -> None:
    """Keep a scoring card's data in ``path`` (nothing when there is none)."""
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def told_again(tell: Callable[[], T], number: int, heading: str) -> T:
    """Deal ``number``, already written, told again from its start (the correction of what
    was written) by ``tell``. The umpire rules on the deal in play, not on one written: "wrong"
    here says so, and the deal is told again, nothing lost. ``heading`` says whose deal it
    was ("Ann deals, Bob is elder")."""
    while True:
        try:
            return tell()
        except SomethingWrong:
            print(
                f"The umpire rules on the deal in play: tell deal {number} again first, then "
                f"say 'wrong' at the next deal. Deal {number} again, from its start: {heading}."
            )
