"""The rules page is made from the rules documents (docs/web.md "The rules page"): it holds
every heading and every rule of their tables, so that it cannot drift from them."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from webtools import Site, new_table

from salon.teaching.glossary import GLOSSARY
from salon.web.rules_page import DOCS, PARTS, SECTIONS, render_document, word_anchor

DOCUMENTS = [name for section in SECTIONS for name in section.documents]


class Page(HTMLParser):
    """The page's headings (text and anchor), its anchors and its text."""

    def __init__(self) -> None:
        super().__init__()
        self.headings: list[tuple[str, str]] = []
        self.anchors: set[str] = set()
        self.text: list[str] = []
        self._heading: list[str] | None = None
        self._anchor = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        anchor = dict(attrs).get("id") or ""
        if anchor:
            self.anchors.add(anchor)
        if re.fullmatch(r"h[1-6]", tag):
            self._heading, self._anchor = [], anchor

    def handle_endtag(self, tag: str) -> None:
        if re.fullmatch(r"h[1-6]", tag) and self._heading is not None:
            self.headings.append((" ".join("".join(self._heading).split()), self._anchor))
            self._heading = None

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._heading is not None:
            self._heading.append(data)


def read_page(site: Site) -> Page:
    response = site.client.get("/rules")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = Page()
    page.feed(response.text)
    return page


def plain(markdown: str) -> str:
    """A line of Markdown as the reader sees it: no code marks, emphasis or link targets."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    return " ".join(re.sub(r"[`*]", "", text).split())


def test_the_page_holds_every_heading_of_the_rules_documents(site: Site) -> None:
    page = read_page(site)
    shown = dict(page.headings)
    for name in DOCUMENTS:
        text = (DOCS / name).read_text(encoding="utf-8")
        headings = re.findall(r"^#{1,6} (.+)$", text, flags=re.MULTILINE)
        assert headings, name
        for heading in headings:
            assert shown.get(plain(heading)), f"{name}: {heading} (with its anchor)"


def test_the_page_holds_every_rule_of_the_documents_tables_with_its_source(site: Site) -> None:
    words = " ".join("".join(read_page(site).text).split())
    for name in DOCUMENTS:
        for line in (DOCS / name).read_text(encoding="utf-8").splitlines():
            cells = [plain(cell) for cell in line.strip().strip("|").split("|")]
            if not line.startswith("|") or set("".join(cells)) <= set("-: "):
                continue
            for cell in cells:
                assert cell.replace("\\", "") in words, f"{name}: {line}"


def test_each_game_and_the_glossary_have_their_part_of_the_page(site: Site) -> None:
    """A table links to its game's part (``/rules#piquet``, ``/rules#ecarte``)."""
    page = read_page(site)
    assert {"piquet", "ecarte", "glossary", "piquet-rules", "ecarte-sessions"} <= page.anchors
    for item in GLOSSARY:
        assert word_anchor(item.word) in page.anchors
        assert item.meaning in " ".join(page.text)


def test_every_games_rules_begin_at_an_anchor_of_the_page(site: Site) -> None:
    """The sessions' games too: chouette at the settlement's part, Pool and French Écarté at
    the sessions'."""
    assert set(PARTS.values()) <= read_page(site).anchors


def test_a_table_opens_the_rules_at_its_games_part(site: Site) -> None:
    for game in ("piquet", "ecarte"):
        table = new_table(site, game=game)["table"]
        response = site.client.get(f"/rules?table={table}", follow_redirects=False)
        assert response.status_code == 303
        assert response.headers["location"] == f"/rules#{game}"
    unknown = site.client.get("/rules?table=nosuchtable", follow_redirects=False)
    assert unknown.status_code == 200 and "The rules as salon plays them" in unknown.text
    assert site.client.get(f"/rules?table={'x' * 101}").status_code == 422


def test_links_between_the_documents_stay_on_the_page_and_others_become_words() -> None:
    text = "See [the settlement](piquet-settlement.md), [the web](web.md) and [X](https://x.org)."
    shown = render_document("piquet-rules.md", text)
    assert 'href="#piquet-settlement"' in shown
    assert "web.md" not in shown and "the web" in shown
    assert 'href="https://x.org"' in shown


def test_markup_in_a_document_is_shown_as_text_never_run() -> None:
    shown = render_document("x.md", "# Title\n\n<script>alert(1)</script>\n")
    assert "<script>" not in shown and "&lt;script&gt;" in shown


def test_the_page_is_served_under_the_sites_security_headers(site: Site) -> None:
    response = site.client.get("/rules")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert "<script" not in response.text and "style=" not in response.text


def test_the_documents_are_where_the_server_reads_them() -> None:
    assert all(Path(DOCS / name).is_file() for name in DOCUMENTS)
