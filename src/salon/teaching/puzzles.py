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
from salon.ecarte import actions as ecarte
from salon.ecarte.state import Phase as EcartePhase
from salon.piquet import actions as piquet
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
    """A puzzle for each slip at a question the trainers' analysis weighs from the player's
    view alone: the moment of the course at its line, as its player saw it."""
    moments = {(moment.line, moment.seat): moment for moment in course.moments}
    made = []
    for slip in slips:
        moment = moments.get((slip.line, slip.seat))
        puzzle = None if moment is None else puzzle_at(course.game, moment.view, slip.played)
        if puzzle is not None and puzzle.kind == "the play" and not _a_card(moment):
            # Cards thrown down or the point claimed where a card could be played: weighed
            # on how the deal ended, which the player's view does not tell.
            puzzle = None
        if puzzle is not None:
            made.append(puzzle)
    return tuple(made)


def puzzle_at(game: str, view: Any, played: str) -> Puzzle | None:
    """The puzzle of the moment ``view`` shows (its player to act), or None if it is not a
    question asked as a puzzle: a throw-down, a claim or the marking of the king is weighed
    by the review on how the deal ended, which the player's view alone does not tell."""
    deal = deal_view(view)
    piquet_game = game in ("Piquet", "Piquet deal")
    asked = _piquet_question(deal) if piquet_game else _ecarte_question(deal)
    if asked is None:
        return None
    trainer, kind, question = asked
    return Puzzle(game, trainer, kind, question, view, played)


def _a_card(moment: Any) -> bool:
    return isinstance(moment.chosen, piquet.Play | ecarte.Play)


def _cards_to_choose(deal: Any) -> bool:
    """Whether an Écarté player chooses among two cards at least. Throwing down his cards
    and claiming the point are open at every turn (Law XXV): the puzzle asks the card alone.
    Not at a lead where he may mark the king: the mark is weighed on how the deal ended."""
    cards = [action for action in deal.legal if isinstance(action, ecarte.Play)]
    return len(cards) > 1 and ecarte.MarkKing() not in deal.legal


def _cards_only(deal: Any, play: type) -> bool:
    """Whether the choice is of a card to play, two at least, and nothing else."""
    return len(deal.legal) > 1 and all(isinstance(action, play) for action in deal.legal)


def _piquet_question(deal: Any) -> tuple[str, str, str] | None:
    role: Role = deal.role
    you = f"You are {role.word}."
    if deal.exchange_limit:
        kind = "elder's discard" if role is Role.ELDER else "younger's discard"
        return "exchange", kind, f"{you} Discard {one_to(deal.exchange_limit, 'card')}: which?"
    if deal.phase is PiquetPhase.CALL:
        return "calling", "elder's call", f"{you} What do you call?"
    if deal.phase is PiquetPhase.ANSWER:
        return "calling", "younger's answer", f"{you} What do you answer?"
    if deal.phase is PiquetPhase.PLAY and _cards_only(deal, piquet.Play):
        return "play", "the play", f"{you} Which card do you play?"
    return None


_ECARTE_QUESTIONS: Final = {
    EcartePhase.PROPOSAL: ("propose or play", "You are the non-dealer. Do you play or propose?"),
    EcartePhase.RESPONSE: (
        "accept or refuse",
        "You are the dealer; your adversary proposes. Accept or refuse?",
    ),
}


def _ecarte_question(deal: Any) -> tuple[str, str, str] | None:
    if deal.discard_limit:
        return "ecarte", "the discard", f"Discard {one_to(deal.discard_limit, 'card')}: which?"
    if deal.phase in _ECARTE_QUESTIONS:
        kind, question = _ECARTE_QUESTIONS[deal.phase]
        return "ecarte", kind, question
    if deal.phase is EcartePhase.PLAY and _cards_to_choose(deal):
        return "ecarte", "the play", "Which card do you play?"
    return None


def grade_puzzle(puzzle: Puzzle, answer: Any, *, seed: int = 1) -> Graded:
    """The answer weighed as a trainer's answer is, on the player's whole view (the partie's
    or the game's score counts)."""
    whole = Drill(puzzle.trainer, puzzle.kind, puzzle.view, puzzle.question)
    return grade(whole, answer, seed=seed)
