"""The answer to an address the site does not have: a small page of the site's own for a
browser (a link home, status 404), the usual JSON ``{"detail": ...}`` for the API and for
any client that does not ask for a page."""

from __future__ import annotations

from pathlib import Path

from fastapi import Request, Response
from fastapi.exception_handlers import http_exception_handler
from fastapi.responses import FileResponse
from starlette.exceptions import HTTPException

PAGE = Path(__file__).parents[1] / "static" / "not-found.html"


def wants_a_page(request: Request) -> bool:
    """Whether the request is a browser's for a page: not under ``/api/``, and HTML asked
    for by name (a script's ``fetch`` or an image asks for ``*/*`` or its own type)."""
    if request.url.path.startswith("/api/"):
        return False
    return "text/html" in request.headers.get("accept", "")


async def not_found(request: Request, error: Exception) -> Response:
    """404 as a page for a browser; any other refusal, and the API's, as FastAPI gives it."""
    assert isinstance(error, HTTPException)
    if error.status_code == 404 and request.method in ("GET", "HEAD") and wants_a_page(request):
        return FileResponse(PAGE, status_code=404, headers=error.headers)
    return await http_exception_handler(request, error)
