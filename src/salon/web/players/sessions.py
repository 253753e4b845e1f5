"""The session cookie and the CSRF check of the requests it authorises.

The cookie is HttpOnly (no script reads it), SameSite=Lax (no other site's form or script
sends it), and Secure when the page is served over https: ``--behind-https``, or a proxy
saying so in ``X-Forwarded-Proto``. Every state-changing request that carries it, and every
request under ``/api/account/``, must also carry the CSRF token in a header that only the
site's own pages can set (starlette-csrf's double-submit cookie, signed by itsdangerous).
"""

from __future__ import annotations

import re
from typing import Any

from fastapi import Request, Response
from starlette_csrf.middleware import CSRFMiddleware

SESSION_COOKIE = "salon_session"
CSRF_COOKIE = "salon_csrf"
CSRF_HEADER = "x-csrf-token"
SESSION_DAYS = 30


def served_over_https(request: Request, behind_https: bool) -> bool:
    forwarded = request.headers.get("x-forwarded-proto", "").split(",")[0].strip().lower()
    return behind_https or request.url.scheme == "https" or forwarded == "https"


def set_session_cookie(
    response: Response, request: Request, token: str, *, behind_https: bool
) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=SESSION_DAYS * 24 * 3600,
        path="/",
        httponly=True,
        samesite="lax",
        secure=served_over_https(request, behind_https),
    )


def clear_session_cookie(response: Response, request: Request, *, behind_https: bool) -> None:
    response.delete_cookie(
        SESSION_COOKIE,
        path="/",
        httponly=True,
        samesite="lax",
        secure=served_over_https(request, behind_https),
    )


def session_token(request: Request) -> str:
    return request.cookies.get(SESSION_COOKIE, "")


class CsrfCheck:
    """starlette-csrf over the HTTP requests (it has nothing to say to a websocket, which
    proves its seat by its own secret and whose origin is checked apart)."""

    def __init__(self, app: Any, *, secret: str, behind_https: bool) -> None:
        self.app = app
        self.csrf = CSRFMiddleware(
            app,
            secret,
            required_urls=[re.compile(r"^/api/account/")],
            sensitive_cookies={SESSION_COOKIE},
            cookie_name=CSRF_COOKIE,
            header_name=CSRF_HEADER,
            cookie_secure=behind_https,
            cookie_samesite="strict",
        )

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            await self.csrf(scope, receive, send)
        else:
            await self.app(scope, receive, send)
