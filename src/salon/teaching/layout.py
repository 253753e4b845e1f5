"""Text for the terminal, broken between words to fit it (a terminal breaks a long line
wherever its last column falls, in the middle of a word).

>>> print(wrapped("Keep trumps and kings.", "   ", first="   Best: ", width=24))
   Best: Keep trumps
   and kings.
"""

from __future__ import annotations

import shutil
import textwrap

WIDEST = 100
"""Lines no wider than this on a wide terminal, to stay easy to read."""


def wrapped(text: str, indent: str, *, first: str | None = None, width: int = 0) -> str:
    """``text`` in lines that fit ``width`` columns (the terminal's, 80 when the output is
    not a terminal), each after ``indent``, the first after ``first`` if given."""
    columns = width or min(shutil.get_terminal_size((80, 24)).columns, WIDEST)
    return textwrap.fill(
        text,
        columns - 1,  # the last column too would put the cursor on the next line
        initial_indent=indent if first is None else first,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    )
