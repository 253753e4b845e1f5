"""Learn from your mistakes: a review's mistakes and blunders as puzzles (docs/web.md).

``POST /api/puzzles/from-review`` makes a puzzle of each mistake and blunder of one player of
a finished review (:mod:`salon.teaching.puzzles`): his own view of the moment, the question,
and his choice in the game. Each puzzle travels in a token signed with the server's key
(itsdangerous, a salt of its own), so a page keeps its puzzles on the device and the server
grades only the puzzles it made; the token holds what the page shows and nothing else, the
player's own view. Signed in, the puzzles are kept with the account too
(:mod:`salon.web.teaching.puzzle_book`). ``POST /api/puzzles/answer`` grades an answer in the
analysis's worker as the trainers do and says when the puzzle comes back
(:mod:`salon.teaching.repetition`): soon if it was answered badly, later and later if well.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Awaitable, Callable
from typing import Any, Final

from fastapi import APIRouter, HTTPException, Request
from itsdangerous import BadSignature, URLSafeSerializer
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.positions import PositionError
from salon.analysis.verdicts import Verdict
from salon.teaching.puzzles import SLIPS, Puzzle, Slip, grade_puzzle, puzzles_of
from salon.teaching.repetition import TOP, Schedule, first
from salon.web.play.timekeeper import Now, utc_now
from salon.web.players.accounts import Account
from salon.web.server.queues import Urgency
from salon.web.server.workers import MOST_WAITING, Lane, TooMuchWaiting, client_of, while_connected
from salon.web.tables.adapter import JSON
from salon.web.teaching.puzzle_book import PuzzleBook
from salon.web.teaching.review import Reviews
from salon.web.teaching.training import Answer, AnswerError, chosen_answer, graded_json
from salon.web.teaching.training import position_json as drill_json

MAX_TOKEN: Final = 60_000
"""The longest puzzle token read (a six-deal partie's longest is some 5,200 characters)."""


class PuzzleTokens:
    """Puzzles signed with the server's key, and read back only if this server signed them."""

    def __init__(self, key: str) -> None:
        self.serializer = URLSafeSerializer(
            key, salt="puzzle", signer_kwargs={"digest_method": hashlib.sha256}
        )

    def make(self, puzzle: Puzzle) -> str:
        return str(self.serializer.dumps(puzzle.data()))

    def read(self, token: str) -> Puzzle:
        """The puzzle (ValueError saying why not, for a token this server did not make)."""
        try:
            data = self.serializer.loads(token)
        except BadSignature:
            raise ValueError("this puzzle was not made by this server") from None
        try:
            return Puzzle.of_data(data)
        except (PositionError, KeyError, TypeError):
            raise ValueError("this puzzle was not made by this server") from None


def key_of(token: str) -> str:
    """A puzzle's short name, the same on the device and in the account."""
    return hashlib.sha256(token.encode()).hexdigest()[:32]


def puzzle_json(puzzle: Puzzle, token: str) -> JSON:
    """What the page shows of a puzzle: the position as the trainers show theirs, the score
    of the partie or game, and (once answered) the choice made in the game."""
    shown = drill_json(puzzle.drill, token)
    shown.update(
        {
            "key": key_of(token),
            "game": puzzle.game,
            "score": score_line(puzzle.view),
            "played": puzzle.played,
        }
    )
    return shown


def score_line(view: Any) -> str:
    """The score before the moment, from the player's side ("" for a deal played alone)."""
    seat = getattr(view, "seat", None)
    totals = getattr(view, "totals", None) or getattr(view, "scores", None)
    if seat is None or totals is None or getattr(view, "deal", None) is None:
        return ""
    mine, theirs = totals[seat], totals[1 - seat]
    number = getattr(view, "deal_number", 0)
    deals = getattr(view, "deals_in_partie", 0)
    where = f"Deal {number} of {deals}. " if number and deals else ""
    return f"{where}The score: you {mine}, your adversary {theirs}."


def grade_json(puzzle: Puzzle, answer: dict[str, Any]) -> JSON:
    """An answer to a puzzle graded (AnswerError if it is not one). Runs in a worker."""
    chosen = chosen_answer(puzzle.drill, answer)
    return graded_json(puzzle.drill, chosen, grade_puzzle(puzzle, chosen))


def slips_of_result(result: JSON, seat: int) -> list[Slip]:
    """The mistakes and blunders of ``seat`` in a review as the page reads it."""
    seats = list(result["names"])
    found: dict[int, Slip] = {}
    for decision in result["decisions"]:
        verdict = Verdict(decision["verdict"])
        mine = seats.index(decision["seat"]) == seat
        if mine and verdict in SLIPS and decision["line"] not in found:
            found[decision["line"]] = Slip(
                decision["line"], seat, verdict, decision["chosen_words"]
            )
    return list(found.values())


class FromReview(BaseModel):
    model_config = ConfigDict(extra="forbid")
    review: str = Field(min_length=1, max_length=80)
    seat: int = Field(ge=0, le=1)
    """Whose mistakes: the review's first player (0) or second (1)."""


class PuzzleAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    puzzle: str = Field(min_length=1, max_length=MAX_TOKEN)
    answer: Answer
    box: int = Field(default=0, ge=0, le=TOP)
    """The puzzle's box as the device keeps it (the account's, when signed in)."""


def schedule_json(schedule: Schedule) -> JSON:
    return {"box": schedule.box, "due": schedule.due.isoformat()}


def puzzle_routes(
    limit: Callable[[str, Request], None],
    analysis: Lane,
    reviews: Reviews,
    key: str,
    book: PuzzleBook,
    account: Callable[[Request], Awaitable[Account | None]],
    now: Now = utc_now,
) -> APIRouter:
    """``POST /api/puzzles/from-review``, ``GET /api/puzzles``, ``POST /api/puzzles/answer``."""
    tokens = PuzzleTokens(key)
    router = APIRouter()

    @router.post("/api/puzzles/from-review")
    async def from_review(body: FromReview, http: Request) -> JSON:
        limit("lookups", http)
        job = reviews.find(body.review)
        if job is None or job.planned is None or job.result is None:
            raise HTTPException(status_code=404, detail="there is no such finished review")
        course, result = job.planned.plan.course, job.result
        made = await asyncio.to_thread(
            lambda: puzzles_of(course, slips_of_result(json.loads(result), body.seat))
        )
        signed = [(puzzle, tokens.make(puzzle)) for puzzle in made]
        who = await account(http)
        if who is not None and signed:
            kept = {key_of(token): token for _, token in signed}
            await asyncio.to_thread(book.add, who.id, kept, now())
        schedule = schedule_json(first(now()))
        return {
            "puzzles": [puzzle_json(p, token) | {"schedule": schedule} for p, token in signed],
            "kept": who is not None,
        }

    @router.get("/api/puzzles")
    async def kept(http: Request) -> JSON:
        """The signed-in account's puzzles, the soonest due first (none signed out)."""
        who = await account(http)
        if who is None:
            return {"puzzles": [], "kept": False}
        found = await asyncio.to_thread(book.all, who.id)
        shown = []
        for one in found:
            try:
                puzzle = tokens.read(one.token)
            except ValueError:
                continue  # signed with a key the server no longer has
            shown.append(puzzle_json(puzzle, one.token) | {"schedule": schedule_json(one.schedule)})
        return {"puzzles": shown, "kept": True}

    @router.post("/api/puzzles/answer")
    async def answer(body: PuzzleAnswer, http: Request) -> JSON:
        try:
            analysis.check_room(client_of(http), Urgency.ANSWER, MOST_WAITING)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None
        try:
            puzzle = await asyncio.to_thread(tokens.read, body.puzzle)
        except ValueError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        limit("training", http)
        waiting = analysis.run(
            client_of(http), Urgency.ANSWER, grade_json, puzzle, body.answer.model_dump()
        )
        try:
            graded = await while_connected(http, waiting)
        except AnswerError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        key = key_of(body.puzzle)
        schedule = Schedule(body.box, now()).after(bool(graded["good"]), now())
        who = await account(http)
        if who is not None:
            await asyncio.to_thread(book.answered, who.id, key, schedule)
        return graded | {"key": key, "played": puzzle.played, "schedule": schedule_json(schedule)}

    return router
