"""``salon score chouette``: the chouette card of three at a real table, in tens, with the
rotation of the parts and the settlement (piquet-description-and-example.txt, "Chouette
piquet")."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from salon.cli import build_parser
from salon.piquet.chouette_card import load_chouette
from salon.terminal.score import read_card, run_score

from .conftest import Answers, keeping_questions


def args_for(*argv: str) -> argparse.Namespace:
    # The cards of these tests call the players A and B, as the seed's example does.
    named = () if "--names" in argv or "--resume" in argv else ("--names", "A", "B", "C")
    return build_parser().parse_args(["score", "chouette", *named, *argv])


def test_the_seeds_chouette_card_and_settlement(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """The classic description's card: A +19, B -50, C +31 in tens; "A wins 190; C, 310; B
    loses 500. At ten shillings a hundred ... A wins 150 (or fifteen shillings); C wins 300 (or
    thirty shillings) ... B gets off with a loss of forty-five"."""
    save = tmp_path / "chouette.json"
    results = ["A 150", "A 416", "B 476", "C 141", "C 126"]
    lines = ["A", "C", *[x for result in results for x in ("r", result)], "q"]
    assert run_score(args_for("--save", str(save)), answers(lines)) == 0
    out = capsys.readouterr().out
    assert " 5     +19   -50   +31" in out
    assert "A wins 15s (+190 points)." in out
    assert "C wins £1 10s (+310 points)." in out
    assert "B loses £2 5s (-500 points)." in out
    assert load_chouette(read_card(save, "chouette")).chouette.balances_in_tens == (19, -50, 31)


def test_a_partie_told_deal_by_deal_goes_on_the_chouette_card(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """The single player and the partner play a partie of six deals, told deal by deal; its
    result, rubicon and all, goes on the chouette card in tens, the single player's doubled."""
    quiet = ["none", "{elder}", "{cards}", "", "none", "none", "8", "7", "6", "y"]

    def deal(elder: str, cards: int) -> list[str]:
        return [x.format(elder=elder, cards=cards) for x in quiet]

    lines = ["A", "C", "d", "B"]  # A alone, C advises B; B deals first, so A is elder
    for number in range(6):
        lines += deal("A", 6) if number % 2 == 0 else deal("B", 4)
    lines.append("q")
    run_score(args_for(), answers(lines))
    out = capsys.readouterr().out
    assert "B is\nrubiconed." in out or "B is rubiconed." in out
    # Six tricks each, the cards divided. A: 3 x (6 + 8) + 3 x 7 = 63; B: 3 x 7 + 3 x (4 + 8)
    # = 57; B under a hundred: 63 + 57 + 100 = 220, 22 tens from each of B and C.
    assert " 1     +44   -22   -22" in out


def test_a_chouette_partie_is_saved_deal_by_deal_and_resumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Stopped after three deals of the partie, the card keeps them: resumed, the partie goes
    on from its fourth deal, and its result goes on the chouette card."""
    quiet = ["none", "{elder}", "{cards}", "", "none", "none", "8", "7", "6", "y"]

    def deal(number: int) -> list[str]:
        elder, cards = ("A", 6) if number % 2 == 0 else ("B", 4)
        return [x.format(elder=elder, cards=cards) for x in quiet]

    save = tmp_path / "chouette.json"
    lines = ["A", "C", "d", "B", *[x for n in range(3) for x in deal(n)]]
    assert run_score(args_for("--save", str(save)), answers(lines)) == 0
    kept = load_chouette(read_card(save, "chouette"))
    assert kept.playing is not None and len(kept.playing.deals) == 3 and not kept.parties
    lines = [x for n in range(3, 6) for x in deal(n)] + ["q"]
    assert run_score(args_for("--resume", str(save)), answers(lines)) == 0
    out = capsys.readouterr().out
    assert "The partie in play goes on: A against B." in out
    assert " 1     +44   -22   -22" in out
    assert load_chouette(read_card(save, "chouette")).chouette.balances_in_tens == (44, -22, -22)


def test_three_different_names_are_needed(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    assert run_score(args_for("--names", "Ann", "Ann", "Cy"), answers([])) == 1
    assert "three players with different names" in capsys.readouterr().err


def test_who_cut_highest_cannot_also_have_cut_lowest(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """piquet-description-and-example.txt, "Chouette piquet": the highest cut plays alone, the
    lowest advises, so they are two players. The same name given twice is asked again, saying
    why, and the card goes on with the right parts; nothing stops."""
    ask, asked = keeping_questions(answers(["B", "B", "C", "r", "B 150", "q"]))

    assert run_score(args_for(), ask) == 0
    out = capsys.readouterr().out
    assert "B cut the highest card; say A or C" in out
    assert asked[1:3] == ["Who cut the lowest (advises)? A or C: "] * 2
    assert "B wins £1 10s (+300 points)." in out  # alone, against the two: doubled


def test_a_partie_won_is_worth_the_difference_and_the_hundred(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """piquet-encyclopedia-1902-with-laws.txt, the rubicon: the winner wins the difference and
    a hundred for the game (the loser rubiconed, both scores and the hundred), so a partie won
    is worth at least 101. The question says what to give; a final score of 90 is asked again
    with the reason, and nothing is written until the answer can be."""
    ask, asked = keeping_questions(answers(["A", "C", "r", "A 90", "A 150", "q"]))

    assert run_score(args_for(), ask) == 0
    out = capsys.readouterr().out
    assert "A partie won is worth at least 101: the difference between the scores" in out
    result = [prompt for prompt in asked if prompt.startswith("Who won")]
    assert len(result) == 2
    assert "What the winner won: the difference between the scores and the hundred" in out
    assert "A wins £1 10s (+300 points)." in out  # alone against the two: doubled


def test_a_result_may_be_told_at_once_and_the_question_left(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """As the docs say, a partie's result may be told at once ("A 150") where salon asks how
    the partie is told; asked for the result, 'back' leaves the question; the adviser named as
    winner is asked again with the reason."""
    lines = ["A", "C", "A 150", "r", "back", "r", "B 150", "C 150", "B 120", "q"]
    assert run_score(args_for(), answers(lines)) == 0
    out = capsys.readouterr().out
    assert "B advises this partie: say A or C" in out
    # A alone wins 150, then loses 150 to C; C alone loses 120 to B: balances after each.
    assert " 1     +30   -15   -15" in out and " 2      +0    +0    +0" in out
    assert " 3     +12   +12   -24" in out
    assert "C loses £1 (-240 points)." in out
