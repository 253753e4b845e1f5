"""``salon score piquet``: the umpire's rulings that let a deal stand keep those made before
them in it (Laws of Piquet, piquet-encyclopedia-1902-with-laws.txt): a hand short (Laws 17
and 29) stays short when its player is found to reckon nothing (Law 18), and stays with the
same player when the deal is found dealt out of turn (Law 11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from salon.piquet.actions import Role
from salon.piquet.told_short import ShortTold
from salon.terminal.score import load_scorer, run_score

from .conftest import Answers
from .test_score import EXAMPLE, args_for

SHORT_B = ["wrong", "3", "5", "B", "10"]  # the exchange; discarded more; B holds ten
PLAYED = [*EXAMPLE[:-4], "8", "6", "6", "y"]  # ten tricks played: A six, B four


def test_law_18_after_law_17_the_short_hand_stays_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 17 then Law 18: B holds ten, then is found to have discarded fewer than he took in
    and reckons nothing. B's hand stays short as told (the ten tricks played are asked for),
    A counts B's two cards he could not play to (Law 29), and B reckons nothing."""
    save = tmp_path / "card.json"
    fewer = ["wrong", "3", "6", "1", "B"]  # discarded fewer; enforced; B
    run_score(args_for("--save", str(save)), answers(["B", *SHORT_B, *fewer, *PLAYED]))
    out = capsys.readouterr().out
    assert "B reckons nothing this deal" in out and "ruled before in this deal stands" in out
    told = load_scorer(save).deals[0]
    assert (told.reckons_nothing, told.short) == ((Role.YOUNGER,), (ShortTold(Role.YOUNGER, 2),))
    assert load_scorer(save).card.deals[0][1] == 0


def test_law_11_after_law_17_the_short_hand_stays_with_its_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 17 then Law 11 found late: B holds ten; then A is found to have dealt out of turn,
    so B is elder, and B's hand, now the elder's, stays short as told (no question asked
    again)."""
    save = tmp_path / "card.json"
    late = ["wrong", "2", "8"]  # dealing; out of turn, found late
    prompts: list[str] = []
    feed = answers(["B", *SHORT_B, *late, *PLAYED])

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return feed(prompt)

    run_score(args_for("--save", str(save)), ask)
    assert "A dealt, and the deal stands: B is elder" in capsys.readouterr().out
    assert sum("How many cards does B hold?" in p for p in prompts) == 1
    scorer = load_scorer(save)
    assert scorer.deals[0].short == (ShortTold(Role.ELDER, 2),)
    assert scorer.out_of_turn == [0]


def test_laws_18_twice_both_hands_reckon_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 18 against A, then against B, in one deal (each discarded fewer than he took in):
    both reckon nothing, the terminal says so, and the Example's deal is written 0 and 0 on
    the card with both hands kept as reckoning nothing."""
    save = tmp_path / "card.json"
    fewer_a = ["wrong", "3", "6", "1", "A"]  # discarded fewer; enforced; A
    fewer_b = ["wrong", "3", "6", "1", "B"]
    run_score(args_for("--save", str(save)), answers(["B", *fewer_a, *fewer_b, *EXAMPLE]))
    out = capsys.readouterr().out
    assert "A reckons nothing this deal; the cards of that hand still bar" in out
    assert "B reckons nothing this deal too" in out
    scorer = load_scorer(save)
    assert scorer.deals[0].reckons_nothing == (Role.ELDER, Role.YOUNGER)
    assert scorer.card.deals[0] == (0, 0)
