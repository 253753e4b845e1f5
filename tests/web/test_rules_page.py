"""The rules page is written for players (docs/web.md "The rules page"): how a deal goes with
real cards, the scoring, the partie, the sources named as books; it covers every part of the
programmers' rules documents, and says nothing of the code."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from webtools import Site, new_table

from salon.teaching.glossary import GLOSSARY
from salon.teaching.illustrations import FIGURES
from salon.web.teaching.rules_page import DOCS, PARTS, SECTIONS, render_document, word_anchor

DOCUMENTS = [name for section in SECTIONS for name in section.documents]
SPECIFICATION = DOCS.parent
"""The programmers' rules documents, each rule with its source and its place in the code."""

TOPICS: dict[tuple[str, str], tuple[str, str]] = {
    ("piquet-rules.md", "Piquet: the rules as salon plays them"): ("piquet", "Rubicon Piquet"),
    ("piquet-rules.md", "The cards and the deal"): (
        "piquet-the-cards-and-the-deal",
        "thirty-two cards",
    ),
    ("piquet-rules.md", "Carte blanche"): ("piquet-carte-blanche", "counts ten"),
    ("piquet-rules.md", "The exchange"): ("piquet-the-exchange", "from one to five"),
    ("piquet-rules.md", "Calling and showing"): (
        "piquet-calling-and-showing",
        "What do they make?",
    ),
    ("piquet-rules.md", "The play and its counting"): ("piquet-the-play", "must follow suit"),
    ("piquet-rules.md", "Pique and repique"): ("piquet-pique-and-repique", "Repique"),
    ("piquet-rules.md", "The partie"): ("piquet-the-partie", "rubiconed"),
    ("piquet-rules.md", "Recorded choices where the seeds are silent"): (
        "piquet-where-the-books-are-silent",
        "single answer",
    ),
    ("piquet-rules.md", "Chouette, stakes and the scoring card"): (
        "sessions-chouette-piquet-for-three",
        "double stakes",
    ),
    ("piquet-settlement.md", "Piquet: the partie, its settlement, chouette, stakes and the"): (
        "piquet-the-partie",
        "a hundred for the game",
    ),
    ("piquet-settlement.md", "The partie"): ("piquet-the-partie", "second tie is a draw"),
    ("piquet-settlement.md", "The scoring card"): ("piquet-the-partie", "scoring card"),
    ("piquet-settlement.md", "Chouette"): ("sessions-chouette-piquet-for-three", "single player"),
    ("piquet-settlement.md", "Chouette played live"): (
        "sessions-chouette-piquet-for-three",
        "may follow the advice or not",
    ),
    ("piquet-settlement.md", "Stakes"): ("piquet-stakes", "so much a hundred"),
    ("ecarte-rules.md", "Écarté: the rules as salon plays them"): ("ecarte", "five points"),
    ("ecarte-rules.md", "The cut and the deal"): ("ecarte-the-cut-and-the-deal", "turned up"),
    ("ecarte-rules.md", "Proposing"): ("ecarte-proposing", "propose"),
    ("ecarte-rules.md", "The king"): ("ecarte-the-king", "mark"),
    ("ecarte-rules.md", "The play"): ("ecarte-the-play", "win the trick if he can"),
    ("ecarte-rules.md", "Scoring"): ("ecarte-the-scoring", "vole"),
    ("ecarte-rules.md", "The jeux de règle and the hands with which to refuse"): (
        "ecarte-hints-from-the-treatise",
        "Jeux de règle",
    ),
    ("ecarte-rules.md", "The treatise's odds"): ("ecarte-hints-from-the-treatise", "two to one"),
    ("ecarte-sessions.md", "Pool Écarté and French Écarté"): ("sessions", "betting"),
    ("ecarte-sessions.md", "Pool Écarté"): ("sessions-pool-écarté-three-players", "the pool"),
    ("ecarte-sessions.md", "French Écarté"): (
        "sessions-french-écarté-two-players-and-a-gallery",
        "la chouette",
    ),
    ("ecarte-sessions.md", "Played live"): (
        "sessions-french-écarté-two-players-and-a-gallery",
        "in turns",
    ),
    ("ecarte-sessions.md", "Computers"): ("sessions-the-computers-at-the-table", "weighs"),
    ("ecarte-sessions.md", "Time a move"): ("sessions-playing-over-days", "turn-based"),
}
"""Each part of the programmers' documents (its heading, without the sources in brackets)
and where the players' page tells it: the anchor of its part and words it must say."""


class Page(HTMLParser):
    """The page's headings (text and anchor), its anchors, its text, and its text under each
    heading's anchor."""

    def __init__(self) -> None:
        super().__init__()
        self.anchors: set[str] = set()
        self.text: list[str] = []
        self.parts: dict[str, list[str]] = {}
        self.cards: list[str] = []
        self._part: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        anchor = found.get("id") or ""
        if anchor:
            self.anchors.add(anchor)
        if re.fullmatch(r"h[1-6]", tag) and anchor:
            self._part = self.parts.setdefault(anchor, [])
        if found.get("data-card"):
            self.cards.append(found["data-card"] or "")

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        self._part.append(data)

    def words(self) -> str:
        return " ".join("".join(self.text).split())

    def part(self, anchor: str) -> str:
        return " ".join("".join(self.parts.get(anchor, [])).split())


def read_page(site: Site) -> Page:
    response = site.client.get("/rules")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = Page()
    page.feed(response.text)
    return page


def spec_headings(name: str) -> list[str]:
    """A programmer's document's headings, without their sources in brackets or code."""
    text = (SPECIFICATION / name).read_text(encoding="utf-8")
    found = re.findall(r"^#{1,6} (.+)$", text, flags=re.MULTILINE)
    return [re.sub(r"\s*\(.*$", "", heading).strip() for heading in found]


def test_the_players_page_covers_every_part_of_the_rules_documents(site: Site) -> None:
    """Every heading of docs/piquet-rules.md, piquet-settlement.md, ecarte-rules.md and
    ecarte-sessions.md is a topic of the players' page: a new part of the rules fails here
    until the players can read it."""
    page = read_page(site)
    for name in ("piquet-rules.md", "piquet-settlement.md", "ecarte-rules.md"):
        assert spec_headings(name)
    for name in (
        "piquet-rules.md",
        "piquet-settlement.md",
        "ecarte-rules.md",
        "ecarte-sessions.md",
    ):
        for heading in spec_headings(name):
            keys = [k for k in TOPICS if k[0] == name and heading.startswith(k[1])]
            assert keys, f"{name}: {heading!r} is not a topic of the players' page"
            key = max(keys, key=lambda k: len(k[1]))
            anchor, words = TOPICS[key]
            assert anchor in page.anchors, f"{name}: {heading} → #{anchor}"
            assert words in page.part(anchor), f"{name}: {heading} → #{anchor} says {words!r}"


def test_a_deal_goes_then_the_scoring_then_the_partie(site: Site) -> None:
    page = read_page(site)
    order = ["piquet-how-a-deal-goes", "piquet-the-scoring", "piquet-the-partie"]
    order += ["ecarte-how-a-deal-goes", "ecarte-the-scoring", "ecarte-the-game-and-the-rubber"]
    text = site.client.get("/rules").text
    places = [text.index(f'id="{anchor}"') for anchor in order]
    assert places == sorted(places)
    assert all(anchor in page.anchors for anchor in order)


def test_the_rules_are_illustrated_with_the_cards_of_real_deals(site: Site) -> None:
    """The figures' cards are the engine's own, from the worked Example and the guided deal."""
    page = read_page(site)
    written = "".join((DOCS / name).read_text(encoding="utf-8") for name in DOCUMENTS)
    named = re.findall(r"^\{cards ([a-z0-9-]+)\}$", written, flags=re.MULTILINE)
    assert len(named) >= 10 and set(named) <= set(FIGURES)
    expected = [str(card) for name in named for card in FIGURES[name].cards]
    assert page.cards == expected
    assert "{cards" not in page.words()
    assert [str(c) for c in FIGURES["piquet-elder-dealt"].cards][:3] == ["AS", "KS", "JS"]
    assert sum(c.point_value for c in FIGURES["piquet-point"].cards) == 49, "D: Forty-nine"
    for name in named:
        for card in FIGURES[name].cards:
            assert card.name in page.words(), "each card is named in words"


def test_the_sources_are_named_as_books_and_nothing_of_the_code_is_said(site: Site) -> None:
    words = read_page(site).words()
    for book in ("The classic description", "Hints to Players, 1902", "treatise on Écarté, 1896"):
        assert book in words
    for code in ("salon.", ".txt", ".md", "piquet_pack", "CutForDeal", "(chance)", "Code:"):
        assert code not in words, code
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", words), "a name from the code"
    assert not re.search(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b", words), "a class from the code"


def test_each_game_and_the_glossary_have_their_part_of_the_page(site: Site) -> None:
    """A table links to its game's part (``/rules#piquet``, ``/rules#ecarte``)."""
    page = read_page(site)
    assert {"piquet", "ecarte", "sessions", "glossary"} <= page.anchors
    for item in GLOSSARY:
        assert word_anchor(item.word) in page.anchors
        assert item.meaning in " ".join(page.text)


def test_every_games_rules_begin_at_an_anchor_of_the_page(site: Site) -> None:
    """The sessions' games too: chouette, Pool and French Écarté at the sessions' part."""
    assert set(PARTS.values()) <= read_page(site).anchors


def test_a_table_opens_the_rules_at_its_games_part(site: Site) -> None:
    for game in ("piquet", "ecarte"):
        table = new_table(site, game=game)["table"]
        response = site.client.get(f"/rules?table={table}", follow_redirects=False)
        assert response.status_code == 303
        assert response.headers["location"] == f"/rules#{game}"
    unknown = site.client.get("/rules?table=nosuchtable", follow_redirects=False)
    assert unknown.status_code == 200 and "The rules of the salon's games" in unknown.text
    assert site.client.get(f"/rules?table={'x' * 101}").status_code == 422


def test_links_between_the_documents_stay_on_the_page_and_others_become_words() -> None:
    text = "See [chouette](sessions.md), [the web](web.md) and [X](https://x.org)."
    shown = render_document("piquet.md", text)
    assert 'href="#sessions"' in shown
    assert "web.md" not in shown and "the web" in shown
    assert 'href="https://x.org"' in shown


def test_markup_in_a_document_is_shown_as_text_never_run() -> None:
    shown = render_document("x.md", "# Title\n\n<script>alert(1)</script>\n")
    assert "<script>" not in shown and "&lt;script&gt;" in shown


def test_the_page_is_served_under_the_sites_security_headers(site: Site) -> None:
    """Its scripts are the site's own files: one draws the figures' cards, the other names
    the player signed in at the top."""
    response = site.client.get("/rules")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    scripts = re.findall(r"<script[^>]*>", response.text)
    assert scripts == [
        '<script type="module" src="/static/js/rules-cards.js">',
        '<script type="module" src="/static/js/top-bar.js">',
    ]
    assert "style=" not in response.text
    for script in ("rules-cards", "top-bar"):
        assert site.client.get(f"/static/js/{script}.js").status_code == 200


def test_the_documents_are_where_the_server_reads_them() -> None:
    assert all(Path(DOCS / name).is_file() for name in DOCUMENTS)
