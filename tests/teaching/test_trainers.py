"""The trainers: positions to answer, graded by the analysis, the score kept on the device."""

from __future__ import annotations

import argparse
import io
import itertools
import json
import random
import re
from pathlib import Path

import pytest

from salon.analysis.verdicts import Verdict
from salon.ecarte.view import EcarteDealView
from salon.piquet.actions import Exchange
from salon.piquet.combinations import best_point
from salon.piquet.view import DealView
from salon.teaching.scores import ScoreBook
from salon.teaching.train_command import run_train
from salon.teaching.trainers import KINDS, TRAINERS, grade, make_drill, options_of


@pytest.mark.parametrize("trainer", TRAINERS)
def test_every_kind_of_position_is_the_view_of_the_seat_to_answer(trainer: str) -> None:
    for kind in KINDS[trainer]:
        drill = make_drill(trainer, kind, random.Random(3))
        assert drill.kind == kind and drill.question
        view = drill.view
        assert isinstance(view, EcarteDealView if trainer == "ecarte" else DealView)
        assert view.my_turn
        assert options_of(drill) or getattr(view, "exchange_limit", 0) or view.discard_limit


def test_throwing_the_point_is_graded_down_and_the_best_discard_good() -> None:
    """The 1902 hints: keep the whole of the best suit for point."""
    drill = make_drill("exchange", "elder's discard", random.Random(8))
    view = drill.view
    point = best_point(view.hand)
    assert point is not None and point.count >= 4
    suit = [c for c in view.hand if c.suit is point.suit]
    rest = [c for c in view.hand if c.suit is not point.suit]
    bad = Exchange(tuple((suit + rest)[: view.exchange_limit]))
    graded = grade(drill, bad, seed=2)
    assert graded.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    assert graded.points_lost > 5
    assert graded.explanation.startswith("Discard the ")
    assert re.fullmatch(
        r"It lost \d+\.\d points in the deal; the chance to win the deal went from \d+% to \d+%\.",
        graded.lost,
    ), graded.lost
    assert grade(drill, graded.best, seed=2).lost == "", "a good answer lost nothing"


def test_the_maxim_under_best_speaks_to_the_best_choice() -> None:
    """Proposing is best here: answering "play without proposing" must not bring, under
    "Best: Propose", the treatise's words for playing (ecarte-treatise-1896-ocr.txt, Jeux de
    Règle, says when to play without proposing, not when to propose)."""
    from salon.ecarte.actions import Propose, Stand

    drill = make_drill("ecarte", "propose or play", random.Random(1))
    graded = grade(drill, Stand(), seed=2)
    assert isinstance(graded.best, Propose)
    assert "play without proposing." not in graded.explanation


def _args(tmp_path: Path, trainer: str, rounds: int) -> argparse.Namespace:
    return argparse.Namespace(
        trainer=trainer, rounds=rounds, seed=5, scores=tmp_path / "training.json"
    )


def test_answers_are_graded_and_the_score_is_kept_between_sessions(tmp_path: Path) -> None:
    answers = iter(["nonsense", "99", "1", "1", "2"])
    out = io.StringIO()
    assert run_train(_args(tmp_path, "ecarte", 3), ask=lambda _: next(answers), out=out) != 2
    shown = out.getvalue()
    assert "Not an answer" in shown and "Best: " in shown and "Running score:" in shown
    saved = json.loads((tmp_path / "training.json").read_text(encoding="utf-8"))
    assert sum(k["answered"] for k in saved["ecarte"].values()) >= 1
    before = sum(k["answered"] for k in saved["ecarte"].values())
    more = iter(["1", "1", "1"])
    run_train(_args(tmp_path, "ecarte", 1), ask=lambda _: next(more), out=io.StringIO())
    saved = json.loads((tmp_path / "training.json").read_text(encoding="utf-8"))
    assert sum(k["answered"] for k in saved["ecarte"].values()) == before + 1


def test_a_discard_is_typed_as_cards_and_checked(tmp_path: Path) -> None:
    drill = make_drill("exchange", "younger's discard", random.Random(5))
    answers = iter(["ZZ", " ".join(str(c) for c in drill.view.hand), "q"])
    out = io.StringIO()
    assert run_train(_args(tmp_path, "exchange", 1), ask=lambda _: next(answers), out=out) == 0
    assert out.getvalue().count("Not an answer") == 2
    assert not (tmp_path / "training.json").exists()  # nothing answered, nothing written


def test_a_discard_question_counts_its_cards_in_words() -> None:
    """ "Discard one to three cards", as the table says it, never "one to 3 cards"."""
    for trainer, kind in (("exchange", "younger's discard"), ("ecarte", "the discard")):
        question = make_drill(trainer, kind, random.Random(5)).question
        assert "Discard one" in question and not any(c.isdigit() for c in question)


def test_an_ecarte_discard_question_says_who_discards() -> None:
    """The non-dealer discards first, the dealer after him, and what one keeps depends on it:
    the question says which the player is."""
    for seed in range(4):
        drill = make_drill("ecarte", "the discard", random.Random(seed))
        role = "dealer" if drill.view.dealer == drill.view.seat else "non-dealer"
        assert drill.question.startswith(f"You are the {role}. Discard one"), drill.question


def test_the_weakest_kind_comes_back_most_often() -> None:
    book = ScoreBook({})
    for _ in range(6):
        book.record("exchange", "younger's discard", good=False, points_lost=8.0)
        book.record("exchange", "elder's discard", good=True, points_lost=0.0)
    rng = random.Random(1)
    picks = [book.pick("exchange", KINDS["exchange"], rng) for _ in range(1000)]
    assert picks.count("younger's discard") > 2 * picks.count("elder's discard")
    assert "weakest: younger's discard" in book.summary("exchange", KINDS["exchange"])


def test_a_perfect_score_names_no_kind_the_weakest() -> None:
    """Every answer good: no kind is weak yet, and the score says none (a trial read "3 good
    of 3 (100%); weakest: propose or play")."""
    book = ScoreBook({})
    for kind in KINDS["ecarte"][:3]:
        book.record("ecarte", kind, good=True, points_lost=0.0)
    assert book.summary("ecarte", KINDS["ecarte"]) == "Running score: 3 good of 3 (100%)."


def test_a_damaged_score_file_is_refused_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "training.json"
    path.write_text("{not json", encoding="utf-8")
    assert run_train(_args(tmp_path, "calling", 1), ask=lambda _: "1") == 2
    assert "not a score file" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "{not json"


def test_the_calling_trainer_says_who_said_what_from_the_first_word(tmp_path: Path) -> None:
    """The talk of the deal so far, each line with its speaker, from elder's first word on:
    "I take three." alone reads as if the elder had said it (found by a player's trial)."""
    for seed in (3, 4, 5):
        out = io.StringIO()
        args = argparse.Namespace(
            trainer="calling", rounds=1, seed=seed, scores=tmp_path / f"{seed}.json"
        )
        assert run_train(args, ask=lambda _: "q", out=out) == 0
        shown = out.getvalue()
        if "Said so far:" not in shown:
            continue
        after = shown.split("Said so far:\n")[1].splitlines()
        lines = list(itertools.takewhile(lambda line: line.startswith("     "), after))
        assert lines and all(re.match(r" {5}(You|Your adversary): ", line) for line in lines)
        assert re.match(r" {5}(You|Your adversary): I take ", lines[0]), lines  # elder's
        return
    pytest.fail("no calling position said anything yet")


def test_the_calling_trainer_offers_the_tables_calls_best_first_with_their_counts(
    tmp_path: Path,
) -> None:
    """piquet-description-and-example.txt "Calling and showing": the elder calls his best;
    the trainer offers the calls as the table does (salon.piquet.choices): the best in each
    suit first, with what it makes, the lesser calls behind "Other calls…", not thirteen
    calls from the weakest up."""
    out = io.StringIO()

    def ask(_: str) -> str:
        shown = out.getvalue()
        more = re.search(r"(\d+)\. Other calls…", shown)
        return more.group(1) if more and shown.count("Other calls…") == 1 else "q"

    args = argparse.Namespace(trainer="calling", rounds=1, seed=3, scores=tmp_path / "t.json")
    assert run_train(args, ask=ask, out=out) == 0
    assert "elder's call" in out.getvalue()
    lines = [line.strip() for line in out.getvalue().splitlines()]
    numbered = [line for line in lines if re.match(r"\d+\. ", line)]
    more = next(line for line in numbered if line.endswith("Other calls…"))
    main, lesser = numbered[: numbered.index(more)], numbered[numbered.index(more) + 1 :]
    assert 1 <= len(main) <= 4 and lesser  # the lesser ones shown once asked for
    made = [int(m.group(1)) for line in main + lesser if (m := re.search(r"making (\d+)", line))]
    assert made[: len(main)] == sorted(made[: len(main)], reverse=True)
    assert made[0] == max(made) and lesser[-1].endswith("Sink: call no point")
    assert lesser[0].startswith(f"{len(main) + 1}. ")
