"""``salon score ecarte``: games of Écarté played with real cards, told deal by deal and
counted by the treatise (ecarte-treatise-1896-ocr.txt, "Scoring", Laws X, XIX, XXV, XXVII,
XXIX, XXX)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from salon.cli import build_parser
from salon.terminal.score import read_card, run_score
from salon.terminal.score_ecarte import load_ecarte

from .conftest import Answers

# Each deal: king turned up? (announced by?) stood? (refused?) thrown down? tricks; write it.
POINT_TO_NON_DEALER = ["n", "none", "n", "n", "none", "3", "y"]
VOLE_TO_NON_DEALER = ["n", "none", "n", "n", "none", "5", "y"]


def args_for(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["score", "ecarte", "--names", "Ann", "Bob", *argv])


def test_a_game_to_five_deals_alternating(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law XXIX: the game is five up; the deal alternates, so each vole goes to the one dealt
    to: Bob, Ann, Bob, Ann, Bob reach 6 to 4."""
    save = tmp_path / "game.json"
    lines = ["Ann", *VOLE_TO_NON_DEALER * 4, "n", "none", "n", "n", "none", "five", "y"]
    assert run_score(args_for("--save", str(save)), answers(lines)) == 0
    out = capsys.readouterr().out
    assert "Game 1: Ann 4, Bob 6 — Bob wins." in out
    # A single game ends with its winner, not a "match" (a new player's trial).
    assert out.count("Bob wins") >= 2 and "Bob wins the game." in out
    assert "wins the match" not in out
    assert len(load_ecarte(read_card(save, "ecarte")).deals) == 5


def test_law_x_the_umpire_strikes_a_king_turned_up_on_a_misdeal(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law X: with a wrong number dealt and no fresh deal, the king turned up cannot be
    scored. 'wrong' at the first question, the moment (dealing), the mishap, then the deal."""
    dealing, law_x = "2", "8"
    lines = ["Ann", "wrong", dealing, law_x, "y", "n", "n", "none", "3", "y"]
    run_score(args_for(), answers(lines))
    out = capsys.readouterr().out
    assert "Law X of the Laws of Écarté (1896): “If a wrong number of cards" in out
    assert "Ann 0, Bob 1 this deal." in out
    assert "  The point: Bob 1\n" in out  # class by class, the king struck


def test_law_xxvii_the_offender_scores_nothing_for_the_point_when_played_again(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law XXVII: the cards played over again; the offender scores nothing for winning the
    point, and only half of any other score."""
    play, revoked = "5", "5"
    lines = ["Ann", "n", "wrong", play, revoked, "1", "Bob", *VOLE_TO_NON_DEALER]
    run_score(args_for(), answers(lines))
    out = capsys.readouterr().out
    assert "The offender's adversary chooses." in out
    assert "Ann 0, Bob 0 this deal." in out
    # What the count leaves out is said beside it (a new player's trial saw only the nought).
    assert "  By the umpire's ruling: the cards played again, Bob scoring nothing" in out


def test_law_xxx_a_deal_may_be_told_again_before_the_next_is_written(
    tmp_path: Path, answers: Answers
) -> None:
    """Law XXX: a score not marked may be put right before the next trump is turned: 'back'."""
    save = tmp_path / "game.json"
    lines = ["Ann", *POINT_TO_NON_DEALER, "back", *VOLE_TO_NON_DEALER]
    run_score(args_for("--save", str(save)), answers(lines))
    assert load_ecarte(read_card(save, "ecarte")).card.deals == ((0, 2),)


def test_calling_the_umpire_while_a_deal_is_told_again_says_why_and_loses_nothing(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """The umpire rules on the deal in play: 'wrong' while a written deal is told again
    (Law XXX) says so and the deal is told again from its start, never a crash."""
    save = tmp_path / "game.json"
    lines = ["Ann", *POINT_TO_NON_DEALER, "back", "wrong", *VOLE_TO_NON_DEALER]
    run_score(args_for("--save", str(save)), answers(lines))
    assert "The umpire rules on the deal in play: tell deal 1 again first" in (
        capsys.readouterr().out
    )
    assert load_ecarte(read_card(save, "ecarte")).card.deals == ((0, 2),)


def test_an_impossible_deal_is_refused_and_told_again(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law XXV: a claim of the point cannot hold once the other has three tricks."""
    impossible = ["n", "none", "n", "n", "Bob", "y", "0", "3"]
    lines = ["Ann", *impossible, *POINT_TO_NON_DEALER]
    given = answers(lines)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return given(prompt)

    run_score(args_for(), ask)
    out = capsys.readouterr().out
    assert "That cannot be: a claim of the point cannot hold" in out
    assert "This game: Ann 0, Bob 1." in out
    # Who threw down is named, not "he" (a new player's trial, with a player named Alice).
    claim = next(prompt for prompt in asked if "claim the point" in prompt)
    assert claim.startswith("Did Bob claim the point, and the cards bear it out (else Bob pays")
    assert " he " not in " ".join(asked) and " his " not in " ".join(asked)


def test_a_piquet_card_is_not_resumed_as_ecarte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    card = tmp_path / "card.json"
    card.write_text('{"game": "piquet", "names": ["A", "B"], "first_dealer": 0, "deals": []}')
    assert run_score(args_for("--resume", str(card)), answers([])) == 1
    assert "not a scoring card of ecarte" in capsys.readouterr().err


def test_a_king_that_makes_the_game_is_told_without_a_card_played(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """ecarte-treatise-1896-ocr.txt, "Scoring": the game ends the moment a player reaches
    five, even by the king: Ann, dealer at four, turns up the king, and nothing more is asked
    of the deal; its count says the king."""
    # Ann deals first: a vole to her as dealer, then one as non-dealer, make her four.
    lines = ["Ann", *["n", "none", "n", "n", "none", "0", "y"], *VOLE_TO_NON_DEALER, "y", "y"]
    run_score(args_for(), answers(lines))
    out = capsys.readouterr().out
    assert "The king makes the game: no card is played." in out
    assert "  The king turned up: Ann 1\n" in out
    assert "Did Bob play without proposing" not in out.split("The king makes the game")[1]
