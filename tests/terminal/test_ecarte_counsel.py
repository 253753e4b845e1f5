"""Écarté at the terminal: the score in the box counts a king as soon as it is marked, and the
counsel under a hint fits the moment (ecarte-treatise-1896-ocr.txt)."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest
from rich.console import Console
from tests.terminal.ecarte_positions import ecarte_game

from salon.cards import Card, parse_cards
from salon.ecarte.actions import Accept, Discard, MarkKing, Play, Propose, Stand
from salon.teaching.train_command import run_train
from salon.terminal.ecarte_game import EcarteAdapter, ecarte_hint
from salon.terminal.rich_screen import RichScreen
from salon.terminal.screen import PlainScreen

ECARTE = EcarteAdapter()


def _game_row(game) -> str:
    snapshot = ECARTE.snapshot(game.view(0), names=("You", "Computer"))
    return next(row.text for row in snapshot.rows if row.label == "Game")


def test_the_box_counts_the_king_as_soon_as_it_is_marked() -> None:
    """Law XX and the treatise's "Marking the king": the king marked scores one at once; the
    box under the table says so then, not at the end of the deal."""
    game = ecarte_game(you_deal=False, elder="KH 8C 9C JD JC", dealer="7D 8D 9D 10D AD")
    game.apply(Stand())
    assert _game_row(game).startswith("You 0 · Computer 0")
    game.apply(MarkKing())
    assert _game_row(game).startswith("You 1 · Computer 0")
    assert game.view(0).scores == (0, 0)  # the game's own score waits for the deal's end


def test_marking_the_king_is_offered_before_the_cards() -> None:
    """Law XX: the king of trumps is announced before its holder plays his first card, or the
    right to mark it is lost. Marking it is choice 1 and the cards follow, so typing 1 never
    plays a card and forfeits the point unawares; plain and drawn screens number alike."""
    game = ecarte_game(you_deal=False, elder="KH 8C 9C JD JC", dealer="7D 8D 9D 10D AD")
    game.apply(Stand())
    ask = ECARTE.ask(game.view(0))
    assert isinstance(ask.numbered[0].action, MarkKing)
    assert all(isinstance(o.action, Play) for o in ask.numbered[1:6])
    plain = io.StringIO()
    PlainScreen(out=plain).options(ask)
    assert "  1. Mark the king (one point)" in plain.getvalue().splitlines()
    drawn = io.StringIO()
    RichScreen(Console(file=drawn, width=80, force_terminal=False)).options(ask)
    lines = drawn.getvalue().splitlines()
    assert lines[1].split() == ["1", "Mark", "the", "king", "(one", "point)"]
    assert lines[2].split()[::2] == ["2", "3", "4", "5", "6"]  # the cards, drawn in a row


def test_a_forced_follow_is_not_told_to_lead() -> None:
    """The treatise's description, "Playing": the second hand must follow and win if he can;
    holding a single card that does, the counsel names it, and says nothing of leading."""
    game = ecarte_game(you_deal=True, elder="7C 8S 9S JD JS", dealer="KC 8D 9D 10D AD")
    game.apply(Stand())
    game.apply(Play(Card.parse("7C")))
    counsel = ecarte_hint(game.view(0))
    assert "lead" not in counsel.lower()
    assert "the king of clubs is the one card you may play" in counsel


def test_the_refusal_counsel_reads_as_a_sentence() -> None:
    """The treatise's hand I, three trumps: refuse, unless one is the king. Holding the king,
    the counsel says the rule, then what it means here, not "...the king: refuse"."""
    game = ecarte_game(you_deal=True, elder="7C 8S 9S JD JS", dealer="KH 9H 8H 7D 8D")
    game.apply(Propose())
    counsel = ecarte_hint(game.view(0))
    assert counsel == (
        "The treatise's hands with which to refuse, no. I, three trumps: refuse, unless one is "
        "the king. Here: accept."
    )


def test_the_trainers_words_are_broken_between_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line longer than the terminal is broken by it wherever the last column falls, in
    the middle of a word: the trainer breaks its own lines, between words."""
    monkeypatch.setenv("COLUMNS", "60")
    args = argparse.Namespace(trainer="ecarte", rounds=1, seed=5, scores=tmp_path / "t.json")
    out = io.StringIO()
    assert run_train(args, ask=lambda _: "1", out=out) == 0
    lines = out.getvalue().splitlines()
    assert any(line.startswith("   Best: ") for line in lines)
    assert max(len(line) for line in lines) < 60


def test_all_puts_out_the_whole_hand() -> None:
    """Law XIII (ecarte-treatise-1896-ocr.txt): a player may discard all five of his cards; at
    the terminal "all" says so, without typing the five."""
    game = ecarte_game(you_deal=False, elder="KH 8C 9C JD JC", dealer="7D 8D 9D 10D AD")
    game.apply(Propose())
    game.apply(Accept())
    view = game.view(0)
    assert ECARTE.read(view, " All ") == Discard(view.deal.hand)
    assert ECARTE.read(view, "8C 9C") == Discard(parse_cards("8C 9C"))


def test_the_trainer_says_how_to_answer_and_sums_up_when_stopped(tmp_path: Path) -> None:
    """`salon train`: "?" tells how to answer, not "Not an answer"; "q" stops with the running
    score, and "all" discards the whole Écarté hand."""
    answers = iter(["?", "q"])
    args = argparse.Namespace(trainer="calling", rounds=3, seed=5, scores=tmp_path / "t.json")
    out = io.StringIO()
    assert run_train(args, ask=lambda _: next(answers), out=out) == 0
    said = out.getvalue()
    assert "Type the number of your choice" in said and "Not an answer" not in said
    assert "Stopped. No answers yet." in said
    args = argparse.Namespace(trainer="ecarte", rounds=5, seed=5, scores=tmp_path / "t.json")
    for seed in range(40):  # until a drill asks for a discard
        typed = iter(["?", "all", "q"])
        args.seed = seed
        out = io.StringIO()
        run_train(args, ask=lambda _, typed=typed: next(typed, "q"), out=out)
        said = out.getvalue()
        if "or all for the whole hand" in said:
            assert "Not an answer" not in said and "Weighing…" in said
            assert "Stopped. Running score: " in said
            return
    pytest.fail("no drill asked for a discard")
