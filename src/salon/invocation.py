"""The command that runs salon, as the user typed it, for the commands salon prints.

The checkout's launcher (``./salon``) names itself in ``SALON_COMMAND``: ``./salon`` when run
from the checkout, else its absolute path. An installed ``salon`` sets nothing and is ``salon``.

>>> salon_command("play", "piquet", "--resume", "records/my game.txt", environ={})
"salon play piquet --resume 'records/my game.txt'"
>>> salon_command("replay", "x.txt", environ={"SALON_COMMAND": "./salon"})
'./salon replay x.txt'
>>> program_name(environ={"SALON_COMMAND": "/home/ann/salon game/salon"})
"'/home/ann/salon game/salon'"
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Mapping
from typing import Final

COMMAND_VARIABLE: Final = "SALON_COMMAND"
"""Set by the checkout's launcher to the command that runs it."""


def program_name(*, environ: Mapping[str, str] | None = None) -> str:
    """salon's own command, quoted for a shell."""
    given = (os.environ if environ is None else environ).get(COMMAND_VARIABLE, "")
    return shlex.quote(given) if given.strip() else "salon"


def salon_command(*words: str, environ: Mapping[str, str] | None = None) -> str:
    """The command line that runs salon with ``words``, every word quoted for a shell."""
    return " ".join([program_name(environ=environ), *map(shlex.quote, words)])
