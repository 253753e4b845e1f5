"""Bad bodies get a clean 4xx that repeats nothing of them; every answer, a 500 and a refused
websocket's included, carries the security headers; ``HEAD /`` is answered.

docs/web.md "Limits" and "Security".
"""

from __future__ import annotations

import logging
import warnings

import pytest
from webtools import Site, new_table

from salon.web.server.bodies import BODY_LIMIT

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient
    from starlette.testclient import WebSocketDenialResponse

BAD_BODIES = [
    (b'{"name": NaN}', "application/json"),
    (b'{"name": Infinity}', "application/json"),
    (b'{"name": "Ann", "options": {"x": 1e999}}', "application/json"),
    (b'{"name": "\\ud800"}', "application/json"),
    (b'{"name": "Ann\xff\xfe"}', "application/json"),
    (b'\xff\xfe{"name": "Ann"}', "text/plain"),
]


@pytest.mark.parametrize(("body", "kind"), BAD_BODIES)
def test_a_bad_body_gets_a_clean_refusal_that_repeats_nothing(
    site: Site, caplog: pytest.LogCaptureFixture, body: bytes, kind: str
) -> None:
    """docs/web.md "Limits": NaN, infinities, a lone surrogate, bytes that are not UTF-8 are
    refused (4xx) before any endpoint, with nothing of the body repeated and nothing logged."""
    caplog.set_level(logging.INFO)
    for path in ("/api/tables", "/api/replay", "/api/train/answer"):
        answer = site.client.post(path, content=body, headers={"content-type": kind})
        assert 400 <= answer.status_code < 500, answer.text
        assert "Ann" not in answer.text and "NaN" not in answer.text
        assert answer.headers["x-content-type-options"] == "nosniff"
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert site.store.load_games() == []


def test_a_refused_field_is_not_repeated(site: Site) -> None:
    """docs/web.md "Limits": a field of the wrong kind is named, its value not sent back."""
    answer = site.client.post("/api/tables", json={"name": "Ann", "listed": "secret words"})
    assert answer.status_code == 422
    assert "secret words" not in answer.text
    assert answer.json()["detail"][0]["loc"] == ["body", "listed"]
    unknown = site.client.post("/api/tables", json={"name": "Ann", "x" * 5000: 1})
    assert unknown.status_code == 422 and len(unknown.text) < 1000


def test_a_body_longer_than_its_endpoint_takes_is_refused(site: Site) -> None:
    """docs/web.md "Limits": 16 KB for a table's name and options, more for a record."""
    long_name = {"name": "A" * (BODY_LIMIT + 1)}
    answer = site.client.post("/api/tables", json=long_name)
    assert answer.status_code == 413 and "AAAA" not in answer.text
    record = site.client.post("/api/replay", json={"record": "x" * (BODY_LIMIT * 4)})
    assert record.status_code != 413, "a record may be longer than a table's options"


def test_a_server_error_carries_the_security_headers(site: Site) -> None:
    """docs/web.md "Security": even a 500 (a fault of the server's) carries the headers."""
    app = site.client.app

    def broken() -> None:
        raise RuntimeError("a fault of the server's")

    app.add_api_route("/broken", broken)
    with TestClient(app, raise_server_exceptions=False) as client:
        answer = client.get("/broken")
    assert answer.status_code == 500
    assert answer.headers["x-frame-options"] == "DENY"
    assert "frame-ancestors" in answer.headers["content-security-policy"]


def test_a_refused_websocket_carries_the_security_headers(site: Site) -> None:
    """docs/web.md "Security": the 403 refusing a websocket from another site's page is an
    HTTP answer like any other, with the headers."""
    made = new_table(site)
    foreign = {"origin": "https://evil.example"}
    url = f"/ws/{made['table']}"
    with (
        pytest.raises(WebSocketDenialResponse) as refused,
        site.client.websocket_connect(url, headers=foreign),
    ):
        pass
    assert refused.value.status_code == 403
    assert refused.value.headers["x-frame-options"] == "DENY"


def test_head_of_the_page_is_answered(site: Site) -> None:
    """docs/web.md "Security": ``HEAD /`` (link checkers, uptime monitors) is 200, no body."""
    answer = site.client.head("/")
    assert answer.status_code == 200 and answer.content == b""
    assert answer.headers["x-frame-options"] == "DENY"
