"""Big answers (a review, a replay) encoded once, off the event loop, and sent as they are.

A handler that returns a dict has it walked and encoded by the framework on the event loop,
where a review's hundreds of kilobytes hold up every table for tens of milliseconds at each
ask. These are encoded by orjson in the thread or worker that made them, and kept encoded.
"""

from __future__ import annotations

from typing import Any

import orjson
from starlette.responses import Response


class Encoded(Response):
    """JSON already encoded (bytes): sent without another look."""

    media_type = "application/json"


def encode(data: Any) -> bytes:
    """``data`` as JSON text (orjson: a fraction of the framework's time)."""
    return orjson.dumps(data)


def spliced(data: dict[str, Any], **encoded: bytes | None) -> bytes:
    """``data`` with the ``encoded`` values put in as they are (None stays null)."""
    parts = {
        key: None if value is None else orjson.Fragment(value) for key, value in encoded.items()
    }
    return orjson.dumps({**data, **parts})
