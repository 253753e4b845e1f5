"""Law 25 in the terminal: before the computer acts, the player is offered the correction the
law allows him, and it is applied (piquet-encyclopedia-1902-with-laws.txt, Law 25)."""

from __future__ import annotations

import io
from pathlib import Path

from tests.piquet.helpers import answered_good_holding_better

from salon.terminal.piquet_game import PiquetAdapter
from salon.terminal.screen import PlainScreen
from salon.terminal.session import Session, Settings


class Typed(PlainScreen):
    """A screen whose player types these lines, then stops."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(out=io.StringIO())
        self.lines = lines

    def read(self, seat: str) -> str | None:
        return self.lines.pop(0) if self.lines else None


def test_law_25_the_terminal_offers_the_correction_before_the_computer_acts(
    tmp_path: Path,
) -> None:
    partie = answered_good_holding_better()
    screen = Typed(["2"])
    settings = Settings(1, tmp_path / "game.txt", ("You", "Computer"), humans=frozenset({0}))
    Session(PiquetAdapter(), partie, screen, settings).run(resumed=True)
    shown = screen.out.getvalue()  # type: ignore[attr-defined]
    assert "Correct my answer (Law 25): not good, point of seven in hearts" in shown
    assert any("I correct my answer (Law 25)" in e.words for e in partie.events)


def test_law_25_the_player_may_let_his_answer_stand(tmp_path: Path) -> None:
    partie = answered_good_holding_better()
    screen = Typed(["3"])
    settings = Settings(1, tmp_path / "game.txt", ("You", "Computer"), humans=frozenset({0}))
    Session(PiquetAdapter(), partie, screen, settings).run(resumed=True)
    assert not any("Law 25" in e.words for e in partie.events)
    assert partie.corrections(0) == []
