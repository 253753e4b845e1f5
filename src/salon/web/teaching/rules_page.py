"""The rules page: the rules written for players, illustrated with real cards, and the glossary.

The page is made from the players' documents (``docs/rules-for-players/piquet.md`` and the
others of :data:`SECTIONS`), rendered from their Markdown by markdown-it-py when the server first
shows it; the programmers' rules documents of ``docs/`` (each rule with its source and where it
lives in the code) are not on it. A paragraph ``{cards NAME}`` is a figure of
:data:`salon.teaching.illustrations.FIGURES`: cards of a real deal, named in words for screen
readers and drawn by the table's own card drawing (``rules-cards.js``). The glossary is
:data:`salon.teaching.glossary.GLOSSARY`, the terminal's. Each game has its section
(``/rules#piquet``, ``/rules#ecarte``) and each heading an anchor; links between the documents
become links within the page.
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

from salon.teaching.glossary import GLOSSARY, Entry, in_books
from salon.teaching.illustrations import FIGURES, Figure
from salon.web.tables.registry import Salon

DOCS: Final = Path(__file__).resolve().parents[4] / "docs" / "rules-for-players"
"""The players' rules documents (salon runs from its checkout)."""


@dataclass(frozen=True, slots=True)
class Section:
    """One part of the page: its title and its documents (the first heading of a document is
    its anchor: ``piquet.md`` → ``#piquet``)."""

    title: str
    documents: tuple[str, ...]


SECTIONS: Final = (
    Section("Piquet", ("piquet.md",)),
    Section("Écarté", ("ecarte.md",)),
    Section("Tables for three or more", ("sessions.md",)),
)
GAMES: Final = {"Piquet": "piquet", "Écarté": "ecarte"}
"""The glossary's games and their sections' anchors."""
PARTS: Final = {
    "piquet": "piquet",
    "ecarte": "ecarte",
    "chouette": "sessions-chouette-piquet-for-three",
    "pool": "sessions-pool-écarté-three-players",
    "french": "sessions-french-écarté-two-players-and-a-gallery",
}
"""Where the rules of each game the server may seat begin on the page (a test checks that
each anchor is there)."""
FIGURE_MARK: Final = re.compile(r"\{cards ([a-z0-9-]+)\}")
"""A paragraph that is a figure of cards: ``{cards piquet-elder-dealt}``."""


def slug(text: str) -> str:
    """An anchor made of a heading's words.

    >>> slug('Calling and showing (D "Calling and showing"; E; N)')
    'calling-and-showing-d-calling-and-showing-e-n'
    >>> slug("Écarté: the rules")
    'écarté-the-rules'
    """
    return re.sub(r"[^\w]+", "-", text.lower()).strip("-")


def document_anchor(name: str) -> str:
    """The anchor of a whole document: ``piquet.md`` → ``piquet``."""
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


def figure_html(figure: Figure) -> str:
    """A figure of cards: each card named in words, its symbol shown until the page's script
    draws its face as the table draws it."""
    cards = "".join(
        f'<span class="card" role="listitem" data-card="{card}">'
        f'<span class="visually-hidden">{html.escape(card.name)}</span>'
        f'<span class="symbol{" red" if card.suit.is_red else ""}" aria-hidden="true">'
        f"{html.escape(card.symbol)}</span></span>"
        for card in figure.cards
    )
    return (
        f'<figure class="cards-figure"><div class="cards" role="list">{cards}</div>'
        f"<figcaption>{html.escape(figure.caption)}</figcaption></figure>\n"
    )


def _figures(tokens: list[Token]) -> list[Token]:
    """Each ``{cards NAME}`` paragraph as its figure; an unknown name is an error (a test
    renders every document)."""
    kept: list[Token] = []
    at = 0
    while at < len(tokens):
        token = tokens[at]
        found = None
        if token.type == "paragraph_open" and at + 2 < len(tokens):
            found = FIGURE_MARK.fullmatch(tokens[at + 1].content.strip())
        if found is None:
            kept.append(token)
            at += 1
            continue
        block = Token("html_block", "", 0)
        block.content = figure_html(FIGURES[found.group(1)])
        kept.append(block)
        at += 3
    return kept


def render_document(name: str, text: str) -> str:
    """One document as HTML, its headings anchored under the document's own anchor, its
    figures drawn.

    >>> "cards-figure" in render_document("x.md", "{cards ecarte-turn-up}")
    True
    """
    parser = _markdown()
    tokens = _figures(parser.parse(text))
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
        f'<span class="source">({html.escape(in_books(item.source))})</span></dd>'
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
<script type="module" src="/static/js/rules-cards.js"></script>
<script type="module" src="/static/js/top-bar.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the rules</a>
<header class="top-bar">
  <a class="brand" href="/#/"><span class="brand-mark" aria-hidden="true">♠♥</span> salon</a>
  <p class="tagline">Piquet and Écarté by the classic laws</p>
  <nav class="top-links" aria-label="The salon"><a href="/#/">Play</a>
    <a class="glossary-link" href="#glossary">Glossary</a> <a href="/leaderboard">Leaderboard</a>
    <a href="/account" id="account-link">Sign in</a></nav>
</header>
<main id="main" class="page rules-page" tabindex="-1">
<h1>The rules of the salon's games</h1>
<nav class="rules-contents" aria-label="The rules' parts">
  <a href="#piquet">Piquet</a> <a href="#ecarte">Écarté</a>
  <a href="#sessions">Three or more</a>
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
            f'<section class="rules-section" aria-label="The rules: {html.escape(section.title)}">'
        )
        for name in section.documents:
            parts.append(render_document(name, (docs / name).read_text(encoding="utf-8")))
        parts.append("</section>")
    parts.append(glossary_html())
    return PAGE.replace("{body}", "\n".join(parts))


def rules_routes(salon: Salon) -> APIRouter:
    """``GET /rules``: the rules page; ``/rules#piquet``, ``/rules#ecarte``,
    ``/rules#sessions`` and ``/rules#glossary`` its parts. ``GET /rules?table=TABLE`` goes to
    the part of that table's game (the page's link at a table, which knows the table but not
    its game)."""
    router = APIRouter()

    @router.get("/rules", include_in_schema=False)
    def rules(table: str | None = Query(default=None, max_length=100)) -> Response:
        found = None if table is None else salon.find(table)
        if found is not None and found.adapter.name in PARTS:
            return RedirectResponse(f"/rules#{PARTS[found.adapter.name]}", status_code=303)
        return HTMLResponse(rules_page(), headers={"Cache-Control": "no-cache"})

    return router
