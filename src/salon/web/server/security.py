"""What keeps the page safe in the browser: its security headers, who may open the
websocket, and the site's icon.

The page loads its script, its style and its images from the server alone and runs no
inline script, so a strict Content-Security-Policy costs it nothing; no other site may frame
it, and no address leaves it in a Referer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.datastructures import MutableHeaders

ICON = Path(__file__).parent.parent / "icons" / "favicon.svg"
"""The site's icon: a heart on a card, an SVG of a few hundred bytes (``/favicon.svg``)."""

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

HEADERS = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
}
"""Sent with every HTTP answer, the page's and the API's alike."""


class SecurityHeaders:
    """ASGI middleware adding :data:`HEADERS` to every HTTP response, and to the HTTP answer
    refusing a websocket before it opens (a close before the accept is sent as a 403 of
    its own, which the server would otherwise send bare)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        denials = "websocket.http.response" in scope.get("extensions", {})
        accepted = False

        async def send_with_headers(message: Any) -> None:
            nonlocal accepted
            kind = message["type"]
            if kind == "websocket.accept":
                accepted = True
            elif kind == "websocket.close" and not accepted and denials:
                await send(
                    _with_headers(
                        {"type": "websocket.http.response.start", "status": 403, "headers": []}
                    )
                )
                await send({"type": "websocket.http.response.body", "body": b""})
                return
            if kind in ("http.response.start", "websocket.http.response.start"):
                message = _with_headers(message)
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _with_headers(message: Any) -> Any:
    headers = MutableHeaders(scope=message)
    for name, value in HEADERS.items():
        if name not in headers:
            headers[name] = value
    return message


def origin_of(text: str) -> str:
    """An origin as ``--allow-origin`` takes it, in the form browsers send it.

    >>> origin_of("HTTPS://Cards.Example.org/")
    'https://cards.example.org'
    >>> origin_of("cards.example.org")
    Traceback (most recent call last):
    ...
    ValueError: an origin is written scheme://host[:port], as https://cards.example.org
    """
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path not in ("", "/"):
        raise ValueError("an origin is written scheme://host[:port], as https://cards.example.org")
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def origin_allowed(origin: str | None, host: str | None, allowed: frozenset[str]) -> bool:
    """Whether a websocket opened from the page at ``origin`` may talk to this server.

    Browsers always say the origin of the page that opens a websocket: the server's own
    page (the same host), or one of ``allowed`` (the public origins in front of a proxy).
    A client that is not a browser says none, and cannot borrow a player's browser.

    >>> origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000", frozenset())
    True
    >>> origin_allowed("https://evil.example", "127.0.0.1:8000", frozenset())
    False
    >>> origin_allowed("https://cards.example.org", "127.0.0.1:8000",
    ...                frozenset({"https://cards.example.org"}))
    True
    """
    if origin is None:
        return True
    try:
        said = origin_of(origin)
    except ValueError:
        return False  # "null" (a sandboxed frame, a file), or worse
    return said in allowed or (host is not None and urlsplit(said).netloc == host.lower())
