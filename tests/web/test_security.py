"""The page's security headers, its icon, and who may open the websocket.

docs/web.md "Security".
"""

from __future__ import annotations

import re
import warnings
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from starlette.websockets import WebSocketDisconnect
from webtools import Site, hello, new_table

from salon.cli import build_parser
from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/games", "/favicon.svg"])
def test_every_answer_carries_the_security_headers(site: Site, path: str) -> None:
    """docs/web.md "Security": a strict Content-Security-Policy (no inline script), no
    framing, no sniffing, no referrer."""
    headers = site.client.get(path).headers
    policy = dict(
        part.strip().split(" ", 1) for part in headers["content-security-policy"].split(";")
    )
    assert policy["script-src"] == "'self'" and policy["default-src"] == "'self'"
    assert policy["frame-ancestors"] == "'none'" and policy["object-src"] == "'none'"
    assert "unsafe" not in headers["content-security-policy"]
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


def test_the_page_runs_no_inline_script(site: Site) -> None:
    """docs/web.md "Security": the policy forbids inline script, so the page has none (no
    script without a source, no event attributes, no javascript: links, no style attribute)."""
    page = site.client.get("/").text
    scripts = re.findall(r"<script\b[^>]*>", page)
    assert scripts and all("src=" in tag for tag in scripts)
    assert not re.search(r"\son[a-z]+\s*=", page)
    assert "javascript:" not in page and not re.search(r"\sstyle\s*=", page)


def test_the_site_has_an_icon(site: Site) -> None:
    """docs/web.md "Security": /favicon.svg is a card-suit icon; /favicon.ico leads to it."""
    icon = site.client.get("/favicon.svg")
    assert icon.status_code == 200
    assert icon.headers["content-type"].startswith("image/svg+xml")
    assert ElementTree.fromstring(icon.text).tag.endswith("svg")
    old = site.client.get("/favicon.ico", follow_redirects=False)
    assert old.status_code == 301 and old.headers["location"] == "/favicon.svg"


def test_a_page_from_another_site_cannot_open_the_websocket(site: Site) -> None:
    """docs/web.md "Security": a foreign Origin is refused before the websocket opens; the
    server's own page (and clients that are not browsers, which send none) are let in."""
    made = new_table(site)
    url = f"/ws/{made['table']}"
    foreign = {"origin": "https://evil.example"}
    with pytest.raises(WebSocketDisconnect), site.client.websocket_connect(url, headers=foreign):
        pass
    for headers in ({"origin": "http://testserver"}, {}):
        with site.client.websocket_connect(url, headers=headers) as ws:
            assert hello(ws, 0, made["token"])["type"] == "state"


def test_listed_origins_are_let_in_behind_a_proxy(tmp_path: Path) -> None:
    """docs/web.md "Security": ``salon serve --allow-origin https://cards.example.org``."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=0, allow_origins=("https://Cards.Example.org/",))
    try:
        with TestClient(app) as client:
            made = client.post("/api/tables", json={"name": "Ann"}).json()
            url = f"/ws/{made['table']}"
            with client.websocket_connect(url, headers={"origin": "https://cards.example.org"}):
                pass
            other = {"origin": "https://other.example"}
            with pytest.raises(WebSocketDisconnect), client.websocket_connect(url, headers=other):
                pass
    finally:
        store.close()


def test_allow_origin_is_checked_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/web.md "Security": a malformed origin is refused with the form it must take."""
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--allow-origin", "cards.example.org"])
    assert "scheme://host" in capsys.readouterr().err


def test_trust_proxy_is_checked_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/web.md "Behind a proxy": a proxy is named by its address or network, nothing else."""
    args = build_parser().parse_args(["serve", "--trust-proxy", "127.0.0.1"])
    assert args.trust_proxy == ["127.0.0.1/32"]
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--trust-proxy", "proxy.example.org"])
    assert "IP address" in capsys.readouterr().err
