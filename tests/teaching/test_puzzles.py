"""Learn from your mistakes: a review's mistakes and blunders made puzzles, graded as the
trainers grade, and their schedule of spaced repetition (docs/analysis.md "Puzzles")."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from functools import cache

import pytest
from tests.analysis.helpers import ecarte_game_record

from salon.agents.base import RandomAgent
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.analysis.course import decisions_of
from salon.analysis.positions import PositionError, from_data, to_data
from salon.analysis.review import Review, review_record
from salon.analysis.verdicts import Verdict
from salon.ecarte.actions import Discard
from salon.piquet.examples import EXAMPLE_RECORD
from salon.records import Record, parse_record
from salon.teaching.puzzles import SLIPS, Puzzle, grade_puzzle, puzzles_of, slips_of
from salon.teaching.repetition import AGAIN, INTERVALS, TOP, Schedule, due_first, first
from salon.teaching.trainers import options_of

NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)


@cache
def reviewed() -> tuple[Record, Review]:
    """A game of Écarté between the rules of thumb (A) and a random player (B), reviewed."""
    record = parse_record(ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(3)), seed=19))
    return record, review_record(record, quick=True, jobs=1)


def test_each_mistake_and_blunder_of_the_player_becomes_a_puzzle_of_his_own_view() -> None:
    record, review = reviewed()
    slips = slips_of(review, 1)
    wrong = {d.line for d in review.decisions if d.seat == 1 and d.verdict in SLIPS}
    assert slips and {slip.line for slip in slips} == wrong
    course = decisions_of(record)
    made = puzzles_of(course, slips)
    assert len(made) == len(slips)
    for slip, puzzle in zip(slips, made, strict=True):
        [moment] = [m for m in course.moments if m.line == slip.line and m.seat == 1]
        assert puzzle.view == moment.view  # his own view: what the game showed seat 1
        assert puzzle.view.seat == 1
        assert puzzle.played == slip.played
        assert puzzle.question and puzzle.trainer == "ecarte"


def test_a_puzzle_is_graded_by_the_trainers_analysis_the_best_answer_good() -> None:
    record, review = reviewed()
    [puzzle, *_] = puzzles_of(decisions_of(record), slips_of(review, 1))
    assert puzzle.kind == "the discard" and not options_of(puzzle.drill)
    graded = grade_puzzle(puzzle, Discard(puzzle.drill.view.hand[:1]))
    again = grade_puzzle(puzzle, graded.best)
    assert again.verdict is Verdict.GOOD and again.points_lost == pytest.approx(0, abs=1e-9)
    assert graded.explanation


def test_a_card_played_badly_at_ecarte_becomes_a_puzzle_of_the_cards_alone() -> None:
    """Throwing down the cards and claiming the point are open at every turn (Écarté Law
    XXV), yet a card played badly is still a puzzle: it asks the card alone, and the cards
    are what it offers and grades."""
    from salon.ecarte.actions import Play

    record = parse_record(ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(3)), seed=23))
    review = review_record(record, quick=True, jobs=1)
    course = decisions_of(record)
    [puzzle] = [p for p in puzzles_of(course, slips_of(review, 1)) if p.kind == "the play"]
    assert puzzle.question == "Which card do you play?"
    offered = options_of(puzzle.drill)
    assert len(offered) > 1 and all(isinstance(action, Play) for action in offered)
    graded = grade_puzzle(puzzle, offered[0])
    assert isinstance(graded.best, Play) and graded.explanation
    # Weighed on the whole game: the chance is of winning the game, the points the deal's.
    assert graded.whole == "game" and graded.points_of == " in the deal"


def test_a_puzzle_of_a_card_played_second_shows_the_card_it_answers() -> None:
    """A card to play in answer to a lead (Écarté Law XXIII: follow and win if one can) is
    judged on the card led: the puzzle shows it."""
    import io

    from salon.teaching.train_command import show_drill

    record = parse_record(ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(3)), seed=35))
    review = review_record(record, quick=True, jobs=1)
    puzzles = puzzles_of(decisions_of(record), slips_of(review, 1))
    answering = [p for p in puzzles if p.drill.view.lead is not None]
    assert answering, "a card played in answer is among the slips"
    for puzzle in puzzles:
        out = io.StringIO()
        show_drill(puzzle.drill, out)
        lead = puzzle.drill.view.lead
        shown = out.getvalue()
        assert ("Led: the" in shown) == (lead is not None)
        assert lead is None or f"Led: the {lead.name}" in shown


def test_a_puzzle_written_as_data_is_read_back_the_same() -> None:
    record, review = reviewed()
    for puzzle in puzzles_of(decisions_of(record), slips_of(review, 1)):
        data = json.loads(json.dumps(puzzle.data()))
        assert Puzzle.of_data(data) == puzzle


def test_every_view_of_the_example_records_is_written_and_read_back() -> None:
    for moment in decisions_of(parse_record(EXAMPLE_RECORD)).moments:
        assert from_data(json.loads(json.dumps(to_data(moment.view)))) == moment.view


@pytest.mark.parametrize(
    "data",
    [
        {"class": "builtins:dict", "fields": {}},
        {"class": "os:system", "fields": {}},
        {"enum": "salon.web.tables.api:GAMES", "name": "x"},
        {"class": "salon.piquet.view:DealView", "fields": {"nonsense": 1}},
        {"card": "XX"},
        {"what": 1},
        {"class": "salon.piquet.partie:Partie.__init__", "fields": {}},
    ],
)
def test_only_the_games_own_parts_are_read_as_a_position(data: object) -> None:
    with pytest.raises(PositionError):
        from_data(data)


def test_a_new_puzzle_is_due_at_once() -> None:
    assert first(NOW) == Schedule(0, NOW)


def test_a_puzzle_answered_badly_comes_back_soon_and_well_later_and_later() -> None:
    schedule = first(NOW)
    wrong = schedule.after(False, NOW)
    assert wrong == Schedule(0, NOW + AGAIN)
    right = schedule.after(True, NOW)
    assert right == Schedule(1, NOW + INTERVALS[0])
    assert wrong.due < right.due
    later = right
    for _ in range(TOP + 2):
        step = later.after(True, NOW)
        assert step.due >= later.due
        later = step
    assert later.box == TOP and later.due == NOW + INTERVALS[-1]
    assert later.after(False, NOW) == Schedule(0, NOW + AGAIN)  # back to the first box


def test_the_puzzles_due_come_longest_overdue_first() -> None:
    schedules = {
        "late": Schedule(3, NOW - timedelta(days=2)),
        "soon": Schedule(0, NOW - timedelta(minutes=5)),
        "later": Schedule(1, NOW + timedelta(days=1)),
        "tie": Schedule(0, NOW - timedelta(days=2)),
    }
    assert due_first(schedules, NOW) == ["tie", "late", "soon"]
