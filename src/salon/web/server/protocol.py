"""The websocket protocol: the messages a client may send, read strictly, and rate limits.

A client first says who it is, then acts::

    {"type": "hello", "seat": 0, "token": "..."}     a player, with the secret of his seat
    {"type": "hello", "watch": true}                 a spectator
    {"type": "act", "action": "play AS"}             an action, in its text form

The server answers ``state`` (the table and the view of the connection's seat), ``ack``
(an action stored and applied), and ``error`` (nothing changed, and why).

>>> read_message('{"type": "act", "action": "play AS"}')
Act(action='play AS')
>>> read_message('{"type": "act", "action": "play AS", "cheat": 1}')
Traceback (most recent call last):
...
salon.web.server.protocol.ProtocolError: unknown field 'cheat' in an act message
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

MAX_MESSAGE = 2_000
"""The most characters in a message: a hello or an act is a few hundred at most."""
MAX_FRAME_BYTES = 4 * MAX_MESSAGE
"""The most bytes the server reads in one websocket message (UTF-8 takes at most four
bytes a character), so that nothing longer is ever buffered."""


MOST_SEATS = 12
"""The most seats at a table (French Écarté: two players and a gallery of ten)."""


class ProtocolError(ValueError):
    """A message the server cannot read; it is answered with an error and ignored."""


@dataclass(frozen=True, slots=True)
class Hello:
    seat: int | None
    token: str | None

    @property
    def watching(self) -> bool:
        return self.seat is None


@dataclass(frozen=True, slots=True)
class Act:
    action: str


Message = Hello | Act

_FIELDS = {
    "hello": ({"type"}, {"seat", "token", "watch"}),
    "act": ({"type", "action"}, set()),
}


def read_message(text: str) -> Message:
    """One client message, with every field checked; ProtocolError says what is wrong."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError("message too long")
    try:
        # orjson parses without recursion limits of Python's own: deep nesting is an error.
        data: Any = orjson.loads(text)
    except orjson.JSONDecodeError as error:
        raise ProtocolError(f"not JSON: {error.msg}") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError(f"unknown message type {kind!r} (hello or act)")
    required, optional = _FIELDS[kind]
    for name in data:
        if name not in required | optional:
            raise ProtocolError(f"unknown field {name!r} in an {kind} message")
    for name in required:
        if name not in data:
            raise ProtocolError(f"an {kind} message needs {name!r}")
    if kind == "act":
        action = data["action"]
        if not isinstance(action, str) or not action.strip():
            raise ProtocolError("action is the text of an action, e.g. 'play AS'")
        return Act(action.strip())
    return _hello(data)


def _hello(data: dict[str, Any]) -> Hello:
    if data.get("watch") is True and "seat" not in data and "token" not in data:
        return Hello(None, None)
    seat, token = data.get("seat"), data.get("token")
    if "watch" in data and data["watch"] is not False:
        raise ProtocolError("watch is true (alone), or leave it out to play")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < MOST_SEATS:
        raise ProtocolError("seat is the number of your seat")
    if not isinstance(token, str) or not 0 < len(token) <= 200:
        raise ProtocolError("token is the secret of your seat")
    return Hello(seat, token)
