"""The page's security headers, its icon, and who may open the websocket.

docs/web.md "Security".
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

import pytest
from webtools import Site


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
