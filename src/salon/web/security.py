"""What keeps the page safe in the browser: its security headers, who may open the
websocket, and the site's icon.

The page loads its script, its style and its images from the server alone and runs no
inline script, so a strict Content-Security-Policy costs it nothing; no other site may frame
it, and no address leaves it in a Referer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.datastructures import MutableHeaders

ICON = Path(__file__).parent / "icons" / "favicon.svg"
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
    """ASGI middleware adding :data:`HEADERS` to every HTTP response (websockets pass)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in HEADERS.items():
                    if name not in headers:
                        headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)
