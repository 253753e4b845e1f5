"""Lessons from one's own games: each mistake and blunder of a review made a puzzle.

A puzzle is the moment of the slip as the player met it — his own view, nothing of his
adversary's cards or the stock but what he had seen — with the question the trainers ask of
such a moment. His answer is graded as a trainer's is (:func:`salon.teaching.trainers.grade`,
the strong player's samples on that view alone), so a puzzle is never graded with the cards he
could not see. The review's figures stay with the review: the puzzle holds only his view, the
question and what he chose in the game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from salon.analysis.course import Course
from salon.analysis.positions import from_data, to_data
from salon.analysis.review import Review
from salon.analysis.verdicts import Verdict
from salon.ecarte.state import Phase as EcartePhase
from salon.piquet.actions import Role
from salon.piquet.state import Phase as PiquetPhase
from salon.teaching.trainers import Drill, Graded, grade
from salon.words import one_to

SLIPS: Final = (Verdict.MISTAKE, Verdict.BLUNDER)
"""The verdicts that make a puzzle."""


@dataclass(frozen=True, slots=True)
class Slip:
    """A decision of the review that went wrong: where, whose, and what was chosen."""

    line: int
    seat: int
    verdict: Verdict
    played: str
    """The choice made in the game, in a player's words ("Discard the seven of clubs")."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A position to answer again, from the player's own view."""

    game: str
    trainer: str
    """The trainer whose questions it asks ("exchange", "calling", "ecarte"), or "play"."""
    kind: str
    question: str
    view: Any
    """The player's whole view (the partie's or the game's, with its score)."""
    played: str

    @property
    def drill(self) -> Drill:
        """The question as a trainer's: the deal's view, for its choices and its menu."""
        return Drill(self.trainer, self.kind, deal_view(self.view), self.question)

    def data(self) -> dict[str, Any]:
        """The puzzle as plain data (what its token carries)."""
        return {
            "game": self.game,
            "trainer": self.trainer,
            "kind": self.kind,
            "question": self.question,
            "played": self.played,
            "view": to_data(self.view),
        }

    @staticmethod
    def of_data(data: dict[str, Any]) -> Puzzle:
        """The puzzle :meth:`data` wrote (a PositionError or KeyError for other data)."""
        return Puzzle(
            str(data["game"]),
            str(data["trainer"]),
            str(data["kind"]),
            str(data["question"]),
            from_data(data["view"]),
            str(data["played"]),
        )


def deal_view(view: Any) -> Any:
    """The deal's view within a partie's or a game's view."""
    return getattr(view, "deal", None) or view


def slips_of(review: Review, seat: int) -> tuple[Slip, ...]:
    """The mistakes and blunders of ``seat`` in ``review``, one a line."""
    found: dict[int, Slip] = {}
    for decision in review.decisions:
        if decision.seat == seat and decision.verdict in SLIPS and decision.line not in found:
            found[decision.line] = Slip(
                decision.line, seat, decision.verdict, decision.chosen_words
            )
    return tuple(found.values())


def puzzles_of(course: Course, slips: Iterable[Slip]) -> tuple[Puzzle, ...]:
    """A puzzle for each slip: the moment of the course at its line, as its player saw it."""
    moments = {(moment.line, moment.seat): moment for moment in course.moments}
    made = []
    for slip in slips:
        moment = moments.get((slip.line, slip.seat))
        if moment is not None:
            made.append(puzzle_at(course.game, moment.view, slip.played))
    return tuple(made)


def puzzle_at(game: str, view: Any, played: str) -> Puzzle:
    """The puzzle of the moment ``view`` shows (its player to act)."""
    deal = deal_view(view)
    if game in ("Piquet", "Piquet deal"):
        trainer, kind, question = _piquet_question(deal)
    else:
        trainer, kind, question = _ecarte_question(deal)
    return Puzzle(game, trainer, kind, question, view, played)


def _piquet_question(deal: Any) -> tuple[str, str, str]:
    role: Role = deal.role
    you = f"You are {role.word}."
    if deal.exchange_limit:
        kind = "elder's discard" if role is Role.ELDER else "younger's discard"
        return "exchange", kind, f"{you} Discard {one_to(deal.exchange_limit, 'card')}: which?"
    if deal.phase is PiquetPhase.CALL:
        return "calling", "elder's call", f"{you} What do you call?"
    if deal.phase is PiquetPhase.ANSWER:
        return "calling", "younger's answer", f"{you} What do you answer?"
    if deal.phase is PiquetPhase.PLAY:
        return "play", "the play", f"{you} Which card do you play?"
    return "play", "the declarations", f"{you} What do you do?"


_ECARTE_QUESTIONS: Final = {
    EcartePhase.PROPOSAL: ("propose or play", "You are the non-dealer. Do you play or propose?"),
    EcartePhase.RESPONSE: (
        "accept or refuse",
        "You are the dealer; your adversary proposes. Accept or refuse?",
    ),
    EcartePhase.PLAY: ("the play", "Which card do you play?"),
}


def _ecarte_question(deal: Any) -> tuple[str, str, str]:
    if deal.discard_limit:
        return "ecarte", "the discard", f"Discard {one_to(deal.discard_limit, 'card')}: which?"
    kind, question = _ECARTE_QUESTIONS.get(deal.phase, ("the play", "What do you do?"))
    return "ecarte", kind, question


def grade_puzzle(puzzle: Puzzle, answer: Any, *, seed: int = 1) -> Graded:
    """The answer weighed as a trainer's answer is, on the player's whole view (the partie's
    or the game's score counts)."""
    whole = Drill(puzzle.trainer, puzzle.kind, puzzle.view, puzzle.question)
    return grade(whole, answer, seed=seed)
