"""The weight of the page: every HTML, JS, CSS and SVG file a first visit loads, uncompressed.

Serves the app in-process over a fresh SQLite file, asks for ``/``, then follows what the
page loads: scripts and stylesheets and icons it links, the modules its scripts import, the
pictures and stylesheets its stylesheets name, and ``/favicon.svg``. Prints each file's size
and the total against the target (250 KB).

    scripts/run python benchmarks/page_weight.py
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import warnings
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

TARGET = 250 * 1024
JS_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']""")
CSS_URL = re.compile(r"""url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']""")


class Links(HTMLParser):
    """The files an HTML page loads: scripts, stylesheets, icons, images."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if tag == "script" and named.get("src"):
            self.found.append(str(named["src"]))
        elif tag == "link" and named.get("href"):
            rel = (named.get("rel") or "").lower()
            if any(word in rel for word in ("stylesheet", "icon", "modulepreload", "preload")):
                self.found.append(str(named["href"]))
        elif tag == "img" and named.get("src"):
            self.found.append(str(named["src"]))


def loaded_by(path: str, content_type: str, text: str) -> list[str]:
    """The files that the file at ``path`` makes the browser load next."""
    if "html" in content_type:
        links = Links()
        links.feed(text)
        found = links.found
    elif "javascript" in content_type:
        found = JS_IMPORT.findall(text)
    elif "css" in content_type:
        found = [a or b for a, b in CSS_URL.findall(text)]
    else:
        found = []
    wanted = []
    for link in found:
        if link.startswith("data:"):
            continue
        address = urlsplit(urljoin(f"http://page{path}", link))
        if address.netloc == "page":
            wanted.append(address.path)
    return wanted


def main() -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    from salon.web.app import create_app
    from salon.web.server.store import Store, sqlite_url

    with tempfile.TemporaryDirectory() as folder:
        store = Store(sqlite_url(Path(folder) / "weight.db"))
        try:
            with TestClient(create_app(store, thinkers=0)) as client:
                sizes = weigh(client)
        finally:
            store.close()
    total = sum(sizes.values())
    for path, size in sorted(sizes.items(), key=lambda item: -item[1]):
        print(f"  {size / 1024:7.1f} KB  {path}")
    verdict = "within" if total <= TARGET else "OVER"
    print(
        f"page weight (HTML+JS+CSS+SVG, uncompressed): {total / 1024:.1f} KB in {len(sizes)} "
        f"files, {verdict} the target of {TARGET // 1024} KB ({os.cpu_count()} cores)"
    )
    return 0 if total <= TARGET else 1


def weigh(client: object) -> dict[str, int]:
    """Each file the first visit loads, and its size in bytes."""
    get = client.get  # type: ignore[attr-defined]
    sizes: dict[str, int] = {}
    waiting = ["/", "/favicon.svg"]
    while waiting:
        path = waiting.pop()
        if path in sizes:
            continue
        reply = get(path)
        if reply.status_code != 200:
            print(f"  {path}: {reply.status_code}", file=sys.stderr)
            sizes[path] = 0
            continue
        sizes[path] = len(reply.content)
        content_type = reply.headers.get("content-type", "")
        waiting.extend(loaded_by(path, content_type, reply.text))
    return sizes


if __name__ == "__main__":
    sys.exit(main())
