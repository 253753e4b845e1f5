"""The terminal screen: cards drawn with suit symbols and colours, read with line editing.

Drawing is done by rich and input by prompt_toolkit; the layout keeps within 80 columns
and draws the table in a dozen lines, so a whole turn fits a 24-line terminal.
"""

from __future__ import annotations

import re
from itertools import groupby

from prompt_toolkit import PromptSession
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from salon.cards import Card
from salon.terminal.game import Ask, ScoringCard, Snapshot, acting, as_sentence

_CARD_WORD = re.compile(r"\b(?:10|[2-9AKQJT])[SHDC]\b")


def card_text(card: Card) -> Text:
    """One card as on the table: rank and suit symbol, red for hearts and diamonds."""
    colour = "red" if card.suit.is_red else "black"
    return Text(f"{card.rank.letter}{card.suit.symbol}", style=f"bold {colour} on white")


def cards_text(cards: tuple[Card, ...], *, by_suit: bool = False) -> Text:
    """Cards side by side; ``by_suit`` leaves a wider gap between suits."""
    text = Text()
    groups = groupby(cards, key=lambda c: c.suit) if by_suit else [(None, iter(cards))]
    for number, (_, group) in enumerate(groups):
        if number:
            text.append("   " if by_suit else " ")
        for index, card in enumerate(group):
            if index:
                text.append(" ")
            text.append_text(card_text(card))
    return text


def words_text(words: str) -> Text:
    """Words said at the table, with any card named in them drawn as a card."""
    text = Text()
    last = 0
    for match in _CARD_WORD.finditer(words):
        text.append(words[last : match.start()])
        text.append_text(card_text(Card.parse(match.group())))
        last = match.end()
    text.append(words[last:])
    return text


class RichScreen:
    """A screen for a real terminal."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console(highlight=False)
        self._session: PromptSession[str] | None = None
        self._first: str | None = None  # the first seat's player, drawn in his own colour

    def players(self, names: tuple[str, ...]) -> None:
        self._first = names[0] if names else None

    def say(self, speaker: str | None, words: str, *, cards: tuple[Card, ...] = ()) -> None:
        line = Text()
        if speaker is None:
            line.append("  · ", style="dim")
            line.append(words, style="dim italic")
        else:
            style = "bold cyan" if speaker == self._first else "bold magenta"
            if cards:  # a card played is something done, told beside what is said
                line.append(f"{acting(speaker, 'plays')} ", style=style)
                line.append_text(cards_text(cards))
                line.append(": ")
            else:
                line.append(f"{speaker}: ", style=style)
            line.append_text(words_text(words))
        self.console.print(line)

    def table(self, snapshot: Snapshot) -> None:
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="dim", no_wrap=True)
        grid.add_column()
        if snapshot.hand:
            grid.add_row("Your hand", cards_text(snapshot.hand, by_suit=True))
        for row in snapshot.rows:
            text = Text(row.text)
            if row.cards:
                text.append(" " if row.text else "")
                text.append_text(cards_text(row.cards))
            grid.add_row(row.label, text)
        title = Text(snapshot.title, style="bold")
        self.console.print(Panel(grid, title=title, title_align="left", border_style="green"))

    def options(self, ask: Ask) -> None:
        self.console.print(Text(ask.prompt, style="bold yellow"))
        numbered = list(enumerate(ask.numbered, start=1))
        # The cards one may play are drawn on one line, where they fall among the choices
        # (after marking the king or reckoning, which must come before the first card).
        for with_cards, run in groupby(numbered, key=lambda pair: bool(pair[1].cards)):
            if not with_cards:
                for number, option in run:
                    self.console.print(Text.assemble((f"  {number} ", "bold"), option.label))
                continue
            line = Text("  ")
            for number, option in run:
                line.append(f"{number} ", style="bold")
                line.append_text(cards_text(option.cards))
                line.append("  ")
            self.console.print(line)
        keys = {0: "", 1: "1"}.get(len(numbered), f"number 1–{len(numbered)}")
        typed = " or ".join(part for part in (keys, ask.free) if part)
        enter = " · Enter takes 1" if ask.lone is not None else ""
        self.console.print(
            Text(f"  Type {typed}{enter} · ? hint · t table · q stop", style="dim"), overflow="fold"
        )

    def read(self, player: str) -> str | None:
        if self._session is None:
            self._session = PromptSession()
        try:
            return self._session.prompt(f"{player} › ")
        except (EOFError, KeyboardInterrupt):
            return None

    def note(self, text: str) -> None:
        # Soft wrap keeps file names and commands whole for copying.
        self.console.print(Text(text, style="bold"), soft_wrap=True)

    def error(self, text: str) -> None:
        self.console.print(Text(f"✗ {as_sentence(text)}", style="bold red"))

    def hint(self, text: str) -> None:
        self.console.print(Panel(Text(text), title="Hint", title_align="left", border_style="blue"))

    def hand(self, label: str, cards: tuple[Card, ...]) -> None:
        self.console.print(Text.assemble((f"{label}: ", "dim"), cards_text(cards, by_suit=True)))

    def scoring_card(self, card: ScoringCard, names: tuple[str, str]) -> None:
        table = Table(title="Scoring card", title_style="bold", min_width=40)
        table.add_column("Deal", justify="right")
        for name in names:
            table.add_column(name, justify="right")
        for number, (a, b) in enumerate(card.rows, start=1):
            table.add_row(str(number), str(a), str(b))
        a, b = card.totals
        table.add_row("Totals", str(a), str(b), style="bold")
        self.console.print(table)
        if card.last_deal:
            self.console.print(Text(card.last_deal_line(names)))
