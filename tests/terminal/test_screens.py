"""Drawing: suit symbols and colours, the 80×24 layout, and the plain lines."""

from __future__ import annotations

import io
import random

from rich.console import Console

from salon.cards import Card
from salon.piquet.partie import Partie
from salon.terminal.piquet_game import PiquetAdapter
from salon.terminal.rich_screen import RichScreen, card_text, words_text
from salon.terminal.screen import PlainScreen

ADAPTER = PiquetAdapter()


def _busy_view():
    """A view in the middle of the play, with the most rows on the table."""
    rng = random.Random(12)
    partie = Partie()
    while True:
        seat = partie.to_act
        if isinstance(seat, int) and partie.view(seat).deal is not None:
            view = partie.view(seat)
            if view.deal.tricks and view.legal:
                return view
        partie.apply(partie.random_action(rng))


def test_red_suits_are_red_and_black_suits_black():
    """Hearts and diamonds are drawn red, spades and clubs black, with their symbols."""
    assert "red" in str(card_text(Card.parse("KH")).style)
    assert "red" in str(card_text(Card.parse("7D")).style)
    assert "black" in str(card_text(Card.parse("AS")).style)
    assert card_text(Card.parse("10C")).plain == "10♣"
    assert words_text("Takes in AS KH.").plain == "Takes in A♠ K♥."


def test_table_and_choices_fit_eighty_columns_and_a_screen():
    """The table and the question fit an 80×24 terminal, with the longest computer's name."""
    out = io.StringIO()
    screen = RichScreen(Console(file=out, width=80, height=24, force_terminal=False))
    view = _busy_view()
    screen.table(ADAPTER.snapshot(view, names=("Ben (a beginner)", "Computer (a beginner)")))
    screen.options(ADAPTER.ask(view))
    lines = out.getvalue().splitlines()
    assert max(len(line) for line in lines) <= 80
    assert len(lines) <= 20


def test_plain_screen_writes_one_line_per_event():
    """The fallback for pipes: plain notation, no colour codes."""
    out = io.StringIO()
    screen = PlainScreen(out, io.StringIO("3\n"))
    screen.say("Computer", "Five cards.")
    screen.say(None, "Deal 1: Ada deals.")
    view = _busy_view()
    screen.table(ADAPTER.snapshot(view, names=("Ada", "Computer")))
    assert screen.read("Ada") == "3"
    assert screen.read("Ada") is None
    text = out.getvalue()
    assert text.startswith("Computer: Five cards.\nTable: Deal 1: Ada deals.\n")
    assert "\x1b" not in text and "\nAda>\n" in text
