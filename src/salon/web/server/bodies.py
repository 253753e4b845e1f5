"""What a request's body may be: a little JSON, strictly read, and never more than its
endpoint needs.

A body longer than its endpoint's limit is refused (413) from its ``Content-Length`` before
a byte of it is read, or as soon as a body sent in chunks passes the limit; a body that is
not strict JSON (``NaN``, ``Infinity``, a number too large for a float, a lone surrogate,
bytes that are not UTF-8) is refused (400, or 415 when it is not said to be JSON) before
any endpoint sees it. No refusal repeats what was sent.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, MutableMapping
from typing import Any

import orjson
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response

from salon.web.server.security import HEADERS
from salon.web.tables.replays import MAX_RECORD

BODY_LIMIT = 16 * 1024
"""Bytes of a body at most: a name, a few options, an action, a trainer's answer."""
RECORD_BODY_LIMIT = 4 * MAX_RECORD
"""Bytes of a body carrying a game's record (a replay asked for, a review): a record's
longest text, each character written in up to four bytes."""
PUZZLE_BODY_LIMIT = 256 * 1024
"""A puzzle's answer: its signed position (at most some 5,000 characters in a six-deal partie)."""
BODY_LIMITS: Mapping[str, int] = {
    "/api/replay": RECORD_BODY_LIMIT,
    "/api/reviews": RECORD_BODY_LIMIT,
    "/api/whatif/options": RECORD_BODY_LIMIT,
    "/api/whatif": RECORD_BODY_LIMIT,
    "/api/whatif/play": 2 * RECORD_BODY_LIMIT,  # the game's record and its branch's
    "/api/puzzles/answer": PUZZLE_BODY_LIMIT,
}

ONE_CLICK = (b"/api/unsubscribe", b"List-Unsubscribe=One-Click")
"""The one body that is not JSON: a mail program's one-click unsubscribe (RFC 8058), a form
of one field, to its one endpoint."""

Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class Refused(Exception):
    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


class StrictBodies:
    """ASGI middleware reading each HTTP request's body within its endpoint's limit, and
    letting it through only when it is strict JSON."""

    def __init__(self, app: Any, limits: Mapping[str, int] = BODY_LIMITS) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: MutableMapping[str, Any], receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limits.get(scope["path"], BODY_LIMIT)
        try:
            body = await _read(scope, receive, limit)
            if body and (scope["path"].encode(), body) != ONE_CLICK:
                _check_json(scope, body)
        except Refused as refused:
            response = JSONResponse({"detail": refused.detail}, status_code=refused.status)
            await response(scope, receive, send)
            return
        delivered = False

        async def replay() -> MutableMapping[str, Any]:
            nonlocal delivered
            if delivered:
                return await receive()  # the disconnect, when it comes
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)


async def _read(scope: MutableMapping[str, Any], receive: Receive, limit: int) -> bytes:
    too_long = Refused(413, f"the body is too long: {limit:,} bytes at most here")
    declared = _header(scope, b"content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise too_long
    parts: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            raise Refused(400, "the request ended before its body")
        part = message.get("body", b"")
        size += len(part)
        if size > limit:
            raise too_long
        parts.append(part)
        if not message.get("more_body", False):
            return b"".join(parts)


def _check_json(scope: MutableMapping[str, Any], body: bytes) -> None:
    kind = (_header(scope, b"content-type") or "application/json").split(";")[0].strip().lower()
    if kind != "application/json" and not kind.endswith("+json"):
        raise Refused(415, "send the body as JSON (Content-Type: application/json)")
    try:
        orjson.loads(body)  # refuses NaN, infinities, lone surrogates and bad UTF-8
    except orjson.JSONDecodeError:
        raise Refused(400, "the body is not valid JSON") from None


def _header(scope: MutableMapping[str, Any], name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return bytes(value).decode("latin-1")
    return None


async def invalid_request(request: Request, error: Exception) -> Response:
    """422 saying where and why a request was refused, never what was sent: echoing it
    could fail, and would hand a large body back (even a field's name, which the client
    chose, is cut short)."""
    assert isinstance(error, RequestValidationError)
    errors = [
        {
            "loc": [part if isinstance(part, int) else str(part)[:40] for part in item["loc"]],
            "msg": str(item.get("msg", "")),
            "type": item.get("type"),
        }
        for item in error.errors()
    ]
    return JSONResponse({"detail": errors}, status_code=422)


async def server_error(request: Request, error: Exception) -> Response:
    """The 500 answer, with the security headers every other answer carries (it is sent
    from outside the middleware that adds them)."""
    return PlainTextResponse("Internal Server Error", status_code=500, headers=HEADERS)
