"""``salon score piquet``: a partie played with real cards, told deal by deal at the terminal,
checked and counted by the laws (piquet-description-and-example.txt, "Example", "Scoring";
Law 32 of piquet-encyclopedia-1902-with-laws.txt for telling a deal again)."""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from salon.cli import build_parser, main
from salon.piquet.actions import Role
from salon.piquet.told_ruling import after_ruling
from salon.piquet.told_short import ShortTold
from salon.piquet.umpire import MISHAPS
from salon.terminal.score import load_scorer, run_score

from .conftest import Answers

# The worked Example: A elder, point of five making 49, quart; B fourteen tens, three queens;
# nine and six in play, seven tricks to A (A 28, B 23).
EXAMPLE = [
    "none",
    "A",
    "5",
    "49",
    "A",
    "quart",
    "B",
    "fourteen tens, three queens",
    "9",
    "6",
    "7",
    "y",
]
# A quiet deal: the point to the elder of four, nothing else; even play, six tricks each.
QUIET = ["none", "{elder}", "{cards}", "", "none", "none", "8", "7", "6", "y"]


def args_for(*argv: str) -> argparse.Namespace:
    # The cards of these tests call the players A and B, as the seed's example does.
    named = () if "--names" in argv or "--resume" in argv else ("--names", "A", "B")
    return build_parser().parse_args(["score", "piquet", *named, *argv])


def run_asked(args: argparse.Namespace, feed: Callable[[str], str]) -> str:
    """Score with the answers of ``feed``; the questions asked, one a line."""
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return feed(prompt)

    run_score(args, ask)
    return "\n".join(asked)


def quiet(elder: str, cards: int = 4) -> list[str]:
    return [line.format(elder=elder, cards=cards) for line in QUIET]


def test_the_worked_example_is_written_28_to_23(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    save = tmp_path / "card.json"
    assert run_score(args_for("--save", str(save)), answers(["B", *EXAMPLE])) == 0
    out = capsys.readouterr().out
    assert "A 28, B 23." in out and "B: fourteen tens, 14" in out
    assert load_scorer(save).card.deals == ((28, 23),)
    assert f"score piquet --resume {save}" in out


def test_a_whole_partie_is_reckoned_with_the_rubicon(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Six deals, dealers alternating; the loser under a hundred is rubiconed (Law 34)."""
    lines = ["B", *EXAMPLE]
    for deal in range(1, 6):
        lines += quiet("B", 4) if deal % 2 else quiet("A", 6)
    assert run_score(args_for(), answers(lines)) == 0
    out = capsys.readouterr().out
    assert "A wins 250 (77 + 73 + 100); B is\nrubiconed." in out
    assert out.count("A wins 250") == 1, "the finished card is shown once"


def test_a_scored_parties_record_passes_salon_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """The finished partie is written beside its card as a record that ``salon replay``
    counts again, deal by deal, by its dealers."""
    lines = ["B", *EXAMPLE]
    for deal in range(1, 6):
        lines += quiet("B", 4) if deal % 2 else quiet("A", 6)
    save = tmp_path / "card.json"
    assert run_score(args_for("--save", str(save)), answers(lines)) == 0
    record = tmp_path / "card-record.txt"
    assert f"The record: {record}" in capsys.readouterr().out
    assert main(["replay", str(record)]) == 0
    assert "A wins 250" in capsys.readouterr().out


def test_law_11_a_deal_out_of_turn_found_late_stands_and_elder_deals_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 11: B deals the second deal out of turn, found after the cards were taken up: the
    deal stands (A elder again), and A deals the next two."""
    save = tmp_path / "card.json"
    lines = ["B", *EXAMPLE, "wrong", "2", "8", *EXAMPLE, *quiet("B", 4)]
    run_score(args_for("--save", str(save)), answers(lines))
    out = capsys.readouterr().out
    assert "the elder hand must deal twice running" in out
    assert "Deal 3: A deals, B is elder." in out
    assert "Deal 4: A deals, B is elder." in out
    card = load_scorer(save).card
    assert [row.dealer for row in card.rows] == [1, 1, 0]


def test_what_could_not_happen_is_refused_and_told_again(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """A point of five making sixty is refused at once with its reason and asked again, and a
    point longer than a suit is never offered; the deal goes on and is written."""
    lines = ["none", "A", "9", "5", "60", *EXAMPLE[3:]]
    run_score(args_for(), answers(["B", *lines]))
    out = capsys.readouterr().out
    assert "Say a number from 1 to 8" in out
    assert "A point of five makes 44 to 51" in out
    assert "A 28, B 23." in out


def test_play_that_cannot_be_is_told_again_alone(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Twelve cards led make twelve to twenty-five in play with the last trick: nine and
    twenty are refused with that reason, and only the play is asked again, not the deal
    from its carte blanche (found by a new player's trial)."""
    asked = run_asked(args_for(), answers(["B", *EXAMPLE[:8], "9", "20", "7", *EXAMPLE[8:]]))
    out = capsys.readouterr().out
    assert "That cannot be: in play the two make thirteen to twenty-five" in out
    assert "Tell the play again." in out and "Tell the deal again" not in out
    assert asked.split("Write it on the card?")[0].count("Carte blanche?") == 1
    assert "A 28, B 23." in out


def test_quatorzes_and_trios_are_never_equal_and_equal_is_refused(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """piquet-description-and-example.txt, "Quatorzes and trios": the higher set scores, and
    there are but four cards of a rank, so no two hands hold equal sets: the question does
    not offer "equal", and the answer is refused with the reason (the point and the
    sequences may be equal, and are asked so)."""
    lines = [*EXAMPLE[:6], "equal", *EXAMPLE[6:]]
    asked = run_asked(args_for(), answers(["B", *lines]))
    out = capsys.readouterr().out
    assert "Quatorzes and trios: A, B or none (Enter)? " in asked
    assert "Sequences: A, B, equal or none (Enter)? " in asked
    assert "there being but four cards of a rank; say none, A or B" in out
    assert "A 28, B 23." in out


def test_a_point_of_eight_always_makes_seventy_five(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """A point of the whole suit can make one count only (piquet-description-and-example.txt,
    "The point"): the refusal says so, not "makes 75 to 75"."""
    lines = ["none", "A", "8", "70", "75", "none", "none", "8", "7", "6", "n"]
    run_score(args_for(), answers(["B", *lines]))
    out = capsys.readouterr().out
    assert "A point of eight always makes 75" in out and "75 to 75" not in out


def test_law_32_a_deal_may_be_told_again_until_the_next_is_written(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """Law 32: errors in counting may be rectified before the next hand: 'back' at the next
    deal tells the last one again, its heading shown again so the questions read as its own."""
    save = tmp_path / "card.json"
    wrong = [*EXAMPLE[:9], "8", "6", "7", "y"]  # A's play told as eight, not nine
    run_score(args_for("--save", str(save)), answers(["B", *wrong, "back", *EXAMPLE]))
    assert load_scorer(save).card.deals == ((28, 23),)
    assert "Deal 1 again, from its start: B deals, A is elder." in capsys.readouterr().out


def test_calling_the_umpire_while_a_deal_is_told_again_says_why_and_loses_nothing(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """Law 32's correction tells the deal already written again; the umpire rules on the
    deal in play, so 'wrong' there is answered with that, the deal told again from its
    start, never a crash; the corrected deal is written."""
    save = tmp_path / "card.json"
    wrong = [*EXAMPLE[:9], "8", "6", "7", "y"]
    lines = ["B", *wrong, "back", "wrong", *EXAMPLE]
    assert run_score(args_for("--save", str(save)), answers(lines)) == 0
    assert "The umpire rules on the deal in play: tell deal 1 again first" in (
        capsys.readouterr().out
    )
    assert load_scorer(save).card.deals == ((28, 23),)


def test_a_saved_card_resumes_where_it_stopped(tmp_path: Path, answers: Answers) -> None:
    save = tmp_path / "card.json"
    run_score(args_for("--save", str(save)), answers(["B", *EXAMPLE]))
    run_score(args_for("--resume", str(save)), answers(quiet("B")))
    assert load_scorer(save).card.deals == ((28, 23), (7, 12))


def test_a_damaged_card_is_refused_with_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    save = tmp_path / "card.json"
    save.write_text('{"names": ["A", "B"]}', encoding="utf-8")
    assert run_score(args_for("--resume", str(save)), answers([])) == 1
    assert "not a scoring card salon can read" in capsys.readouterr().err


def test_law_18_the_umpire_makes_the_offender_reckon_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 18: a player who discarded fewer than he took in reckons nothing that deal; his
    cards still bar (piquet-description-and-example.txt, "Scoring"). Called at any question
    by saying 'wrong', the umpire quotes the law, asks who offended and applies the choice."""
    save = tmp_path / "card.json"
    exchange = "3"  # the moments: shuffling and cutting, dealing, the exchange, ...
    ruling = ["wrong", exchange, "6", "1", "B"]  # discarded fewer; enforced; B
    run_score(args_for("--save", str(save)), answers(["B", "none", *ruling, *EXAMPLE]))
    out = capsys.readouterr().out
    assert "Law 18 of the Laws of Piquet (1902): “If a player discards fewer cards" in out
    assert "The offender's adversary chooses." in out
    # B's fourteen tens and three queens still bar A's three knaves; B reckons nothing.
    assert "A 28, B 0." in out
    assert load_scorer(save).card.deals == ((28, 0),)


def test_law_19_waived_the_umpire_does_not_ask_who_offended(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 19: the penalties of Laws 15, 16, 18 and 30 are the adversary's to enforce; waived,
    the score is not changed and falls on nobody, so the umpire does not ask who offended
    (he asks only when the choice taken falls on the offender)."""
    prompts = run_asked(args_for(), answers(["B", "none", "wrong", "3", "6", "2", *EXAMPLE]))
    assert "Who discarded fewer" not in prompts
    assert "A 28, B 23." in capsys.readouterr().out


def test_law_8_a_faced_card_in_the_pack_means_a_fresh_deal(
    capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 8: "If there is a faced card in the pack, there must be a fresh deal"."""
    run_score(args_for(), answers(["B", "wrong", "2", "3", *EXAMPLE]))
    out = capsys.readouterr().out
    assert "A fresh deal: B deals again." in out and "A 28, B 23." in out


def test_a_laws_words_are_broken_between_words_at_the_terminals_width(
    capsys: pytest.CaptureFixture[str], answers: Answers, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The umpire quotes a law at length: its lines fit the terminal, each word whole."""
    monkeypatch.setenv("COLUMNS", "60")
    run_score(args_for(), answers(["B", "wrong", "2", "3", *EXAMPLE]))
    out = capsys.readouterr().out
    quoted = out[out.index("Law 8") : out.index("A fresh deal")]
    assert max(len(line) for line in quoted.splitlines()) < 60, quoted
    assert "If there is a faced card in the pack, there must be a fresh deal" in " ".join(
        quoted.split()
    )


def test_law_17_the_umpire_asks_what_the_short_hand_holds_and_counts_law_29(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 17: "If a player discards more cards than he takes in, he must play with less than
    twelve cards"; Law 29: "His adversary counts as tricks all cards that cannot be played
    to". The terminal asks who, in the law's words, and how many cards he holds; the players
    tell the eleven tricks played, and salon counts the card B could not play to as A's
    trick and the last: the Example's A 28 becomes 29 (A's two points of the last card, one
    point fewer in the eleven tricks)."""
    save = tmp_path / "card.json"
    ruling = ["wrong", "3", "5", "B", "11"]  # the exchange; discarded more; B holds eleven
    played = [*EXAMPLE[:-4], "8", "6", "6", "y"]  # eleven tricks played: A six, B five
    prompts = run_asked(args_for("--save", str(save)), answers(["B", "none", *ruling, *played]))
    out = capsys.readouterr().out
    assert "Law 17 of the Laws of Piquet (1902)" in out
    assert "Who discarded more cards than he took in" in prompts
    assert "How many cards does B hold?" in prompts and "of the eleven played?" in prompts
    mishap = MISHAPS["discarded-more"]
    says = after_ruling(mishap, mishap.choices[0], Role.YOUNGER, ("A", "B")).says
    assert says in out and "No penalty for B" in says and "count to A as tricks" in says
    assert "A: one card not played to, as a trick and the last (Law 29), 2" in out
    assert "A 29, B 23." in out
    assert load_scorer(save).card.deals == ((29, 23),)
    assert load_scorer(save).deals[0].short == (ShortTold(Role.YOUNGER, 1),)


def test_laws_17_and_29_both_hands_short_in_one_deal_at_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], answers: Answers
) -> None:
    """Law 17 twice in one deal, each player's own mistake: B holds ten, then A eleven. The
    umpire keeps B's hand as told when A's is ruled, refuses B ruled short again (nothing
    changes), and asks for the ten tricks played; by Law 29 A counts his card left as a trick
    and the last: A 29, B 23."""
    save = tmp_path / "card.json"
    more = ["wrong", "3", "5"]  # the exchange; discarded more
    rulings = [*more, "B", "10", *more, "B", *more, "A", "11"]
    played = [*EXAMPLE[:-4], "8", "6", "6", "y"]  # ten tricks played: A six, B four
    prompts = run_asked(args_for("--save", str(save)), answers(["B", *rulings, *played]))
    out = capsys.readouterr().out
    assert "That cannot be: B's hand already plays short this deal." in out
    assert "No penalty for A either: both hands play short." in out
    assert "of the ten played?" in prompts
    assert "A: one card not played to, as a trick and the last (Law 29), 2" in out
    assert "A 29, B 23." in out
    assert load_scorer(save).deals[0].short == (
        ShortTold(Role.YOUNGER, 2),
        ShortTold(Role.ELDER, 1),
    )


def test_a_new_card_asks_the_players_names_and_stop_keeps_it_to_go_on_with(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --names the card asks for them, rather than calling the players A and B; at
    any question "stop" stops, and the card saved so far is kept to go on with; the sets may
    be told as they are called ("four tens") as well as "fourteen tens"."""
    save = tmp_path / "card.json"
    args = build_parser().parse_args(["score", "piquet", "--save", str(save)])
    told = ["x", "none", "Ann", "5", "49", "Ann", "quart", "Bob", "four tens, three queens"]
    typed = ["Ann Ann", "Ann Bob", "Bob", *told, "9", "6", "7", "y", "stop"]
    assert run_score(args, answers(typed)) == 0
    out = capsys.readouterr().out
    assert "'stop' to stop" in out
    assert "Give each player a name of his own" in out
    assert "Say none, Ann or Bob" in out  # "none" is an answer too
    assert "Deal 1: Bob deals, Ann is elder." in out
    assert "Bob: fourteen tens, 14" in out
    assert f"score piquet --resume {save}" in out
    assert load_scorer(save).names == ("Ann", "Bob")


def test_stopping_before_the_card_is_written_offers_nothing_to_go_on_with(
    tmp_path: Path, answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stopped at the first question, nothing is saved: no command is printed to resume a
    card that was never written, for it would fail."""
    save = tmp_path / "card.json"
    args = build_parser().parse_args(["score", "piquet", "--save", str(save)])
    assert run_score(args, answers(["stop"])) == 0
    out = capsys.readouterr().out
    assert "--resume" not in out and "Stopped before anything was written" in out
    assert not save.exists()


def test_a_wrong_answer_names_every_answer_the_question_takes(
    answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """The point may be equal (piquet-encyclopedia-1902-with-laws.txt: "if exactly forty-eight,
    he says equal"): a wrong answer to it names equal too; "no"
    says nobody held a carte blanche, as a player would say it."""
    lines = ["no", "5", *EXAMPLE[1:]]
    run_score(args_for(), answers(["B", *lines]))
    out = capsys.readouterr().out
    assert "Say A, B, equal or none" in out
    assert "A 28, B 23." in out


def test_a_card_without_save_is_kept_under_records_and_goes_on_from_anywhere(
    answers: Answers, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Without --save the card is kept as a played game's record is, under ./records/ (a new
    player's trial lost a card for a forgotten flag); the command printed when the scorer
    stops names it by its whole path, so that it works from another directory."""
    run_score(args_for(), answers(["B", *EXAMPLE, "stop"]))
    out = capsys.readouterr().out
    kept = list((tmp_path / "records").glob("score-piquet-*.json"))
    assert len(kept) == 1 and "The card is kept, deal by deal, in records/score-piquet-" in out
    command = out.split("Stopped. Go on with: ")[1].split()
    assert command[-2:] == ["--resume", str(kept[0].resolve())]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.chdir(elsewhere)
    assert run_score(build_parser().parse_args(command[1:]), answers(["stop"])) == 0
    card = capsys.readouterr().out
    assert re.search(r"\b28\b.*\b23\b", card), card  # the card read again, its deal kept


def test_back_before_any_deal_is_written_says_what_back_is_for(
    answers: Answers, capsys: pytest.CaptureFixture[str]
) -> None:
    """'back' (Law 32's correction) tells the last deal written again; at the first deal
    there is none, and it says so rather than asking for a name."""
    run_score(args_for(), answers(["B", "back", *EXAMPLE]))
    out = capsys.readouterr().out
    assert "'back' tells the last deal written again" in out
    assert "A 28, B 23." in out
