"""Everywhere a player reads at the terminal, cards are named as the web names them: by their
symbols in a hand ("A♠ K♠"), in words in a sentence ("the ace of hearts"); never in the
notation of records ("AS"), which is only for typing."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pexpect
from tests.card_codes import card_codes

from salon.cards import Card, parse_cards
from salon.cli import main
from salon.teaching.train_command import run_train


def test_the_lesson_shows_hands_by_their_symbols(capsys) -> None:
    """`salon learn` ("A holds: AS KS JS…" before)."""
    for game in ("piquet", "ecarte"):
        assert main(["learn", game, "--no-pause", "--no-game"]) == 0
        shown = capsys.readouterr().out
        assert card_codes(shown) == []
        assert "A holds: " in shown and "♠" in shown


def test_the_trainer_shows_the_hand_by_symbols_and_the_turn_up_in_words(tmp_path: Path) -> None:
    """`salon train` ("Your hand: AS JS 9S…", "Turned up: 8S" before)."""
    for trainer in ("exchange", "ecarte", "calling"):
        args = argparse.Namespace(trainer=trainer, rounds=1, seed=5, scores=tmp_path / "t.json")
        out = io.StringIO()
        assert run_train(args, ask=lambda _: "q", out=out) == 0
        shown = out.getvalue()
        hand = next(line for line in shown.splitlines() if "Your hand: " in line)
        assert card_codes(hand) == [] and any(symbol in hand for symbol in "♠♥♦♣")
        # Its suits apart, as the table shows a hand (a new player's trial: one unbroken row).
        assert "   " in hand.split("Your hand: ")[1]
        assert card_codes(shown) == []  # the typing hint too: "as 7♣ 8♦, or 7 clubs …"
        if trainer == "ecarte":
            assert "Turned up: the " in shown


def test_a_refused_card_is_named_in_words(spawn_pipe) -> None:
    """Law 12: the exchange refuses a card not held, saying which in words and to the player
    ("you do not hold the seven of hearts", not "does not hold 7H" nor "the elder hand does
    not hold…"); the plain screen shows the hand and the discard by their symbols."""
    child = spawn_pipe("play", "piquet", "--seed", "2", "--plain")
    child.expect("You>")
    hand_line = next(line for line in child.before.splitlines() if "Your hand: " in line)
    held = {Card.parse(word) for word in hand_line.split(": ", 1)[1].split()}
    missing = next(
        c for c in (Card.parse("7H"), Card.parse("7S"), Card.parse("7C")) if c not in held
    )
    child.sendline(str(missing))
    child.expect("You>")
    refusal = next(line for line in child.before.splitlines() if line.startswith("!"))
    assert f"! You do not hold the {missing.name}" in refusal
    assert card_codes(refusal.split(". Type ")[0]) == []
    assert card_codes(hand_line) == []
    child.sendline("q")
    child.expect(pexpect.EOF)


def test_cards_are_typed_as_the_prompts_show_them() -> None:
    """The prompts show cards as the table does, or in words ("as 7♣ 8♦, or 7 clubs 8
    diamonds"; "as K♥ or king of hearts"): each way shown is taken."""
    from salon.terminal.game import read_cards
    from salon.typed_cards import ONE_CARD, SOME_CARDS

    assert card_codes(SOME_CARDS + ONE_CARD) == []
    assert read_cards("7♣ 8♦") == read_cards("7 clubs 8 diamonds") == parse_cards("7C 8D")
    assert read_cards("K♥") == read_cards("king of hearts") == parse_cards("KH")
