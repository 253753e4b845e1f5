"""The screen protocol, and the plain-text screen used when output is not a terminal.

Plain text is one line per event and each prompt on its own line, so that a script can
drive a game through a pipe.
"""

from __future__ import annotations

import sys
from typing import Protocol, TextIO

from salon.cards import Card
from salon.choices import cards_shown
from salon.terminal.game import Ask, ScoringCard, Snapshot, acting, as_sentence


class Screen(Protocol):
    """Where the client draws the game and reads the player's answers."""

    def say(self, speaker: str | None, words: str, *, cards: tuple[Card, ...] = ()) -> None:
        """One thing said at the table (``speaker`` None: the table itself)."""
        ...

    def players(self, names: tuple[str, ...]) -> None:
        """The players' names in the order of their seats, to tell them apart."""
        ...

    def table(self, snapshot: Snapshot) -> None: ...

    def options(self, ask: Ask) -> None: ...

    def read(self, player: str) -> str | None:
        """A line typed by ``player`` (his name is the prompt); None when input has ended."""
        ...

    def note(self, text: str) -> None: ...

    def error(self, text: str) -> None: ...

    def hint(self, text: str) -> None: ...

    def hand(self, label: str, cards: tuple[Card, ...]) -> None: ...

    def scoring_card(self, card: ScoringCard, names: tuple[str, str]) -> None: ...


KEYS = "? for a hint, t for the table, q to stop."
"""The keys that answer any question, said under each."""


class PlainScreen:
    """Plain lines on any stream; cards by their symbols (A♠, 10♥), as a player reads them,
    never the notation a record keeps."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin

    def _line(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def say(self, speaker: str | None, words: str, *, cards: tuple[Card, ...] = ()) -> None:
        if cards and speaker:  # a card played is something done, told beside what is said
            self._line(f"{acting(speaker, 'plays')} {cards_shown(cards)}: {words}")
            return
        self._line(f"{speaker or 'Table'}: {words}")

    def players(self, names: tuple[str, ...]) -> None:
        pass  # plain lines name the speaker, nothing more

    def table(self, snapshot: Snapshot) -> None:
        self._line(f"== {snapshot.title}")
        if snapshot.hand:
            self._line(f"Your hand: {cards_shown(snapshot.hand)}")
        for row in snapshot.rows:
            parts = [part for part in (row.text, cards_shown(row.cards)) if part]
            self._line(f"{row.label}: {' '.join(parts)}")

    def options(self, ask: Ask) -> None:
        self._line(ask.prompt)
        numbered = ask.numbered
        for number, option in enumerate(numbered, start=1):
            cards = f"[{cards_shown(option.cards)}] " if option.cards else ""
            self._line(f"  {number}. {cards}{option.label}")
        typed = f" or type {ask.free}" if ask.free else ""
        enter = "Enter takes 1; " if ask.lone and len(numbered) > 1 else ""
        if ask.lone and len(numbered) == 1:
            self._line(f"(Press Enter or 1{typed}; {KEYS})")
        elif numbered:
            self._line(f"(Choose 1-{len(numbered)}{typed}; {enter}{KEYS})")
        else:
            self._line(f"(Type {ask.free}; {KEYS})")

    def read(self, player: str) -> str | None:
        self._line(f"{player}>")
        line = self.inp.readline()
        if not line:
            return None
        return line.rstrip("\n")

    def note(self, text: str) -> None:
        self._line(text)

    def error(self, text: str) -> None:
        self._line(f"! {as_sentence(text)}")

    def hint(self, text: str) -> None:
        self._line(f"Hint: {text}")

    def hand(self, label: str, cards: tuple[Card, ...]) -> None:
        self._line(f"{label}: {cards_shown(cards)}")

    def scoring_card(self, card: ScoringCard, names: tuple[str, str]) -> None:
        first, second = names
        self._line("Scoring card:")
        for number, (a, b) in enumerate(card.rows, start=1):
            self._line(f"  deal {number}: {first} {a:>3}  {second} {b:>3}")
        a, b = card.totals
        self._line(f"  totals: {first} {a:>3}  {second} {b:>3}")
        if card.last_deal:
            self._line(card.last_deal_line(names))
