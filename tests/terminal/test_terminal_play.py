"""The real program in an 80×24 pseudo-terminal: a whole deal, bad keys, watching."""

from __future__ import annotations

from pathlib import Path

import pexpect
import pytest

from salon.cards import piquet_pack
from salon.cli import main

PROMPT = "You ›"


def test_whole_deal_shows_hand_talk_and_scoring_card(spawn_terminal, tools, tmp_path: Path):
    """One whole deal on screen: the hand with suit symbols, the talk as it goes, the
    scoring card after the deal (piquet-description-and-example.txt "Scoring": each deal is
    entered on the scoring card)."""
    record = tmp_path / "deal.txt"
    child = spawn_terminal("play", "piquet", "--seed", "11", "--save", str(record))
    seen = ""
    for _ in range(80):
        seen += tools.next_question(child)
        if "Totals" in seen:
            break
        child.sendline(tools.simple_answer(tools.player_view(record)))
    else:
        raise AssertionError("the deal did not end")
    child.sendline("q")
    child.expect(pexpect.EOF)
    seen += tools.screen_text(child.before)
    assert "Your hand" in seen and any(symbol in seen for symbol in "♠♥♦♣")
    assert "Piquet · deal 1 of 6" in seen
    assert "You: " in seen and "Computer (steady): " in seen
    assert "Twelve cards each" in seen
    assert "Scoring card" in seen and "Totals" in seen
    assert "Piquet · deal 2 of 6" in seen
    assert f"--resume {record}" in seen


def test_bad_keystrokes_are_explained_and_asked_again(spawn_terminal, tools, tmp_path: Path):
    """Wrong input is explained, changes nothing, and the question is put again."""
    record = tmp_path / "bad.txt"
    child = spawn_terminal("play", "piquet", "--seed", "2", "--save", str(record))
    tools.next_question(child)
    child.sendline("99")
    child.expect("There is no choice 99|There are no numbered choices here")
    child.expect(PROMPT)
    child.sendline("")
    child.expect("Nothing was chosen")
    child.expect(PROMPT)
    child.sendline("zz")
    child.expect("not understood|is not a card")
    child.expect(PROMPT)
    child.sendline("?")  # an ordinary answer: the Enter after it is no second answer
    child.expect("Hint")
    child.expect(PROMPT)
    moves = record.read_text(encoding="utf-8")
    child.sendline(tools.simple_answer(tools.player_view(record)))
    assert "nothing was chosen" not in tools.next_question(child)
    assert record.read_text(encoding="utf-8") != moves
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_exchange_refusals_say_why(spawn_terminal, tools, tmp_path: Path):
    """Law 12 (piquet-encyclopedia-1902-with-laws.txt): each player discards at least one
    card; a card not held or named twice is refused with the reason."""
    record = tmp_path / "exchange.txt"
    child = spawn_terminal("play", "piquet", "--seed", "2", "--save", str(record))
    for _ in range(10):
        tools.next_question(child)
        view = tools.player_view(record)
        if view.deal is not None and view.deal.exchange_limit:
            break
        child.sendline("1")
    card = view.deal.hand[0]
    missing = next(c for c in piquet_pack() if c not in view.deal.hand)
    child.sendline(f"{card} {card}")
    child.expect("named twice")
    child.expect(PROMPT)
    child.sendline(str(missing).lower())
    child.expect(f"You do not hold the {missing.name}")  # in words, as the player reads cards
    child.expect(PROMPT)
    child.sendline("AS KS QS JS 10S 9S 8S 7S".lower())
    child.expect("one to|do not hold")
    child.sendline("q")
    child.expect(pexpect.EOF)


def test_watch_plays_to_the_end(spawn_terminal, tools, tmp_path: Path):
    """--watch: two computer players play a whole partie (four deals here) to its settlement."""
    child = spawn_terminal(
        "play", "piquet", "--watch", "--delay", "0", "--seed", "4", "--rules", "four-deal"
    )
    child.expect(pexpect.EOF)
    seen = tools.screen_text(child.before)
    assert "Ada (steady) holds: " in seen and "Ben (steady) holds: " in seen
    assert seen.count("Totals") >= 4
    assert "The partie is over" in seen
    assert "Every decision of it weighed: " in seen  # the review's command, given at the end
    child.close()
    assert child.exitstatus == 0
    assert len(list((tmp_path / "records").iterdir())) == 1


def test_whole_ecarte_deal_in_the_terminal(spawn_terminal, tools, tmp_path: Path):
    """One whole deal of Écarté on screen (ecarte-treatise-1896-ocr.txt, the description of
    the game): the turn-up and trumps, the hand, the talk, the score after the deal."""
    from salon.ecarte.game import EcarteGame
    from salon.records import parse_record
    from salon.replay import replay_record

    record = tmp_path / "ecarte.txt"
    child = spawn_terminal("play", "ecarte", "--seed", "4", "--save", str(record))
    seen = ""
    for _ in range(40):
        seen += tools.next_question(child)
        if "Scoring card" in seen:
            break
        game, _ = replay_record(parse_record(record.read_text(encoding="utf-8")))
        assert isinstance(game, EcarteGame)
        deal = game.view(0).deal
        answer = "1"
        if deal is not None and deal.discard_limit:
            answer = str(deal.hand[0])
        child.sendline(answer)
    else:
        raise AssertionError("the deal did not end")
    child.sendline("q")
    child.expect(pexpect.EOF)
    seen += tools.screen_text(child.before)
    assert "Écarté" in seen and "Turn-up" in seen and "trumps" in seen
    assert "Your hand" in seen and any(symbol in seen for symbol in "♠♥♦♣")
    assert "You: " in seen and "Computer (steady): " in seen
    assert "Scoring card" in seen


def test_play_help_names_the_default_opponent_and_what_each_is(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`salon play --help` says which opponent plays when none is named, and what each is."""
    with pytest.raises(SystemExit) as exit_info:
        main(["play", "--help"])
    assert exit_info.value.code == 0
    words = " ".join(capsys.readouterr().out.split())
    assert "default: thumb" in words
    assert "random (beginner) plays any legal action, at random" in words
    assert "thumb (steady) plays by the rules of thumb: the Hints to Players of 1902" in words
    assert "strong infers the adversary's cards" in words
