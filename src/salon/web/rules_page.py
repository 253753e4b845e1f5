"""The rules page: the project's rules documents, each rule with its source, and the glossary.

The page is made from the documents themselves (``docs/piquet-rules.md`` and the others of
:data:`SECTIONS`), rendered from their Markdown by markdown-it-py when the server first shows
it, so that it never says anything the documents do not; the glossary is
:data:`salon.teaching.glossary.GLOSSARY`, the terminal's. Each game has its section
(``/rules#piquet``, ``/rules#ecarte``) and each heading an anchor; links between the
documents become links within the page.
"""

from __future__ import annotations

import functools
import html
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from fastapi import APIRouter, Query
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from markdown_it import MarkdownIt
from markdown_it.token import Token

from salon.teaching.glossary import GLOSSARY, Entry
from salon.web.tables import Salon

DOCS: Final = Path(__file__).resolve().parents[3] / "docs"
"""The project's documents (salon runs from its checkout)."""


@dataclass(frozen=True, slots=True)
class Section:
    """One game's part of the page: its anchor, its title, and its documents."""

    anchor: str
    title: str
    documents: tuple[str, ...]


SECTIONS: Final = (
    Section("piquet", "Piquet", ("piquet-rules.md", "piquet-settlement.md")),
    Section("ecarte", "Écarté", ("ecarte-rules.md", "ecarte-sessions.md")),
)
GAMES: Final = {"Piquet": "piquet", "Écarté": "ecarte"}
"""The glossary's games and their sections' anchors."""
PARTS: Final = {
    "piquet": "piquet",
    "ecarte": "ecarte",
    "chouette": "piquet-settlement-chouette",
    "pool": "ecarte-sessions-pool-écarté-three-players",
    "french": "ecarte-sessions-french-écarté-two-players-and-a-gallery-of-rentrants",
}
"""Where the rules of each game the server may seat begin on the page (a test checks that
each anchor is there)."""


def slug(text: str) -> str:
    """An anchor made of a heading's words.

    >>> slug('Calling and showing (D "Calling and showing"; E; N)')
    'calling-and-showing-d-calling-and-showing-e-n'
    >>> slug("Écarté: the rules")
    'écarté-the-rules'
    """
    return re.sub(r"[^\w]+", "-", text.lower()).strip("-")


def document_anchor(name: str) -> str:
    """The anchor of a whole document: ``piquet-rules.md`` → ``piquet-rules``."""
    return name.removesuffix(".md")


def _markdown() -> MarkdownIt:
    # Raw HTML in a document is shown as text, never passed on to the page.
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def _anchor_headings(tokens: list[Token], prefix: str) -> None:
    """Each heading anchored, a level down: the page has its own title."""
    for at, token in enumerate(tokens):
        if token.type == "heading_open":
            anchor = prefix if token.tag == "h1" else f"{prefix}-{slug(tokens[at + 1].content)}"
            token.attrSet("id", anchor)
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{min(int(token.tag[1]) + 1, 6)}"


def _local_links(tokens: list[Token]) -> None:
    """Links to the documents on the page point at their place on it; links to other files
    of the project, which the server does not serve, become plain words."""
    known = {name for section in SECTIONS for name in section.documents}
    for token in tokens:
        if token.children:
            _local_links(token.children)
    for at, token in enumerate(tokens):
        if token.type != "link_open":
            continue
        href = str(token.attrGet("href") or "")
        if href.startswith(("http://", "https://", "#")):
            continue
        name = href.split("#")[0].rsplit("/", 1)[-1]
        if name in known:
            token.attrSet("href", f"#{document_anchor(name)}")
            continue
        token.type = token.tag = ""
        closing = next(t for t in tokens[at:] if t.type == "link_close" and t.level == token.level)
        closing.type = closing.tag = ""


def _strip_unlinked(tokens: list[Token]) -> None:
    for token in tokens:
        if token.children:
            token.children = [t for t in token.children if t.type]


def render_document(name: str, text: str) -> str:
    """One document as HTML, its headings anchored under the document's own anchor."""
    parser = _markdown()
    tokens = parser.parse(text)
    _anchor_headings(tokens, document_anchor(name))
    _local_links(tokens)
    _strip_unlinked(tokens)
    body: str = parser.renderer.render(tokens, parser.options, {})
    return f'<article class="rules-document">{body}</article>'


def glossary_html() -> str:
    """The glossary, by game, each word with its meaning and source."""
    parts = ['<section id="glossary" class="rules-section"><h2>The words of the table</h2>']
    for game, anchor in GAMES.items():
        parts.append(f'<h3 id="glossary-{anchor}">{html.escape(game)}</h3><dl class="glossary">')
        for item in (e for e in GLOSSARY if e.game == game):
            parts.append(_entry_html(item))
        parts.append("</dl>")
    parts.append("</section>")
    return "".join(parts)


def word_anchor(word: str) -> str:
    """A glossary word's anchor on the page: ``word-pique``."""
    return f"word-{slug(word)}"


def _entry_html(item: Entry) -> str:
    return (
        f'<dt id="{word_anchor(item.word)}">{html.escape(item.word)}</dt>'
        f"<dd>{html.escape(item.meaning)} "
        f'<span class="source">({html.escape(item.source)})</span></dd>'
    )


PAGE: Final = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>The rules — salon</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/style.css">
<link rel="stylesheet" href="/static/learn.css">
</head>
<body>
<a class="skip" href="#main">Skip to the rules</a>
<header class="top-bar">
  <a class="brand" href="/#/"><span class="brand-mark" aria-hidden="true">♠♥</span> salon</a>
  <p class="tagline">Piquet and Écarté by the classic laws</p>
</header>
<main id="main" class="page rules-page" tabindex="-1">
<h1>The rules as salon plays them, each with its source</h1>
<nav class="rules-contents" aria-label="The rules' parts">
  <a href="#piquet">Piquet</a> <a href="#ecarte">Écarté</a>
  <a href="#glossary">The words of the table</a> <a href="/#/">Back to the salon</a>
</nav>
{body}
</main>
</body>
</html>
"""


@functools.cache
def rules_page(docs: Path = DOCS) -> str:
    """The whole page, made once from the documents under ``docs``."""
    parts = []
    for section in SECTIONS:
        parts.append(
            f'<section id="{section.anchor}" class="rules-section" '
            f'aria-label="The rules of {section.title}">'
        )
        for name in section.documents:
            parts.append(render_document(name, (docs / name).read_text(encoding="utf-8")))
        parts.append("</section>")
    parts.append(glossary_html())
    return PAGE.replace("{body}", "\n".join(parts))


def rules_routes(salon: Salon) -> APIRouter:
    """``GET /rules``: the rules page; ``/rules#piquet``, ``/rules#ecarte`` and
    ``/rules#glossary`` its parts. ``GET /rules?table=TABLE`` goes to the part of that
    table's game (the page's link at a table, which knows the table but not its game)."""
    router = APIRouter()

    @router.get("/rules", include_in_schema=False)
    def rules(table: str | None = Query(default=None, max_length=100)) -> Response:
        found = None if table is None else salon.find(table)
        if found is not None and found.adapter.name in PARTS:
            return RedirectResponse(f"/rules#{PARTS[found.adapter.name]}", status_code=303)
        return HTMLResponse(rules_page(), headers={"Cache-Control": "no-cache"})

    return router
