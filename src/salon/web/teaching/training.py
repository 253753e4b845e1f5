"""The trainers in the web app: a position to answer, the answer graded by the analysis.

The positions come from the generator of ``salon train`` (:mod:`salon.teaching.trainers`)
and are graded by the same analysis, with the same explanation. The server keeps nothing:
the page keeps the running score (on the device) and sends it with each request for a
position, so that the kinds where the player goes wrong come back more often
(:class:`salon.teaching.scores.ScoreBook`, as in the terminal); the answer comes back with
the position's token, from which the server deals the same position again.

A token is a random nonce with a tag; the deal is shuffled from a keyed hash of the nonce
under a secret the server draws when it starts, so the token tells the page nothing of the
adversary's cards or the stock, and the tag shows that this server dealt it (a token from
before a restart is refused, with the reason).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Callable
from typing import Any, Final

from fastapi import APIRouter, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.hints import describe
from salon.analysis.verdicts import Verdict
from salon.cards import CardParseError
from salon.teaching.scores import KindScore, ScoreBook
from salon.teaching.trainers import (
    ABOUT,
    KINDS,
    TRAINERS,
    Drill,
    Graded,
    drill_names,
    drill_seat,
    drill_talk,
    grade,
    make_drill,
    menu_of,
    options_of,
)
from salon.teaching.trainers import parse_discard as parse_cards_answer
from salon.web.server.queues import Urgency
from salon.web.server.workers import MOST_WAITING, Lane, TooMuchWaiting, client_of, while_connected
from salon.web.tables.adapter import JSON, cards_json, events_json, menu_json

TITLES: Final = {
    "exchange": "The exchange trainer",
    "ecarte": "The Écarté trainer",
    "calling": "The calling trainer",
}
MAX_ANSWERS: Final = 1_000_000
"""The most answers of one kind a page may say it has given (more is not a score)."""


class Tally(BaseModel):
    """The page's running score for one kind of question."""

    model_config = ConfigDict(extra="forbid")
    answered: int = Field(ge=0, le=MAX_ANSWERS)
    good: int = Field(ge=0, le=MAX_ANSWERS)


class PositionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    trainer: str = Field(max_length=20)
    scores: dict[str, Tally] = Field(default_factory=dict, max_length=8)
    """The running score by kind, as the page keeps it; none for a beginner."""


class Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: str | None = Field(default=None, min_length=1, max_length=100)
    """One of the position's choices (its ``action``)."""
    cards: list[str] | None = Field(default=None, min_length=1, max_length=12)
    """The cards discarded, when the question is a discard."""


class AnswerRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    trainer: str = Field(max_length=20)
    kind: str = Field(max_length=40)
    position: str = Field(max_length=100)
    answer: Answer


class AnswerError(ValueError):
    """An answer that is not one to the position (it says why)."""


class Dealer:
    """Positions dealt from nonces under the server's secret."""

    def __init__(self, secret: bytes | None = None) -> None:
        self.secret = secret or secrets.token_bytes(32)

    def _mac(self, purpose: str, trainer: str, kind: str, nonce: str) -> str:
        text = f"{purpose}\n{trainer}\n{kind}\n{nonce}".encode()
        return hmac.new(self.secret, text, hashlib.sha256).hexdigest()

    def token(self, trainer: str, kind: str) -> tuple[str, int]:
        """A new position's token and the seed its deal is shuffled from."""
        nonce = secrets.token_hex(12)
        tag = self._mac("tag", trainer, kind, nonce)[:32]
        return f"{nonce}.{tag}", self.seed(trainer, kind, nonce)

    def seed(self, trainer: str, kind: str, nonce: str) -> int:
        return int(self._mac("seed", trainer, kind, nonce)[:15], 16)

    def seed_of(self, trainer: str, kind: str, token: str) -> int:
        """The seed of a position this server dealt (ValueError for any other token)."""
        nonce, _, tag = token.partition(".")
        if not hmac.compare_digest(tag, self._mac("tag", trainer, kind, nonce)[:32]):
            raise ValueError(
                "this position was not dealt by this server, or the server has restarted "
                "since: ask for a new position"
            )
        return self.seed(trainer, kind, nonce)


def position_json(drill: Drill, token: str) -> JSON:
    """What the page shows of a position: only the answering seat's view, and the choices
    in the words of the table (``choices``; ``discard`` the most cards to throw instead)."""
    view = drill.view
    asked = menu_json(menu_of(drill))
    # A trainer grades the answer as given: no "Say “Good”? You hold better…" before it.
    choices = [{**choice, "confirm": None} for choice in asked["choices"]]
    limit = getattr(view, "exchange_limit", 0) or getattr(view, "discard_limit", 0)
    me = drill_seat(drill)
    turn_up = getattr(view, "turn_up", None)
    names = drill_names(drill)
    talk = drill_talk(drill, names, "You")
    return {
        "trainer": drill.trainer,
        "kind": drill.kind,
        "position": token,
        "question": drill.question,
        "seat": me,
        "names": list(names),
        "hand": cards_json(view.hand),
        "turn_up": None if turn_up is None else str(turn_up),
        "talk": events_json(talk, [1] * len(talk)),
        "choices": choices,
        "more": asked["more"],
        "discard": 0 if choices else limit,
    }


def deal_position(trainer: str, kind: str, seed: int, token: str) -> JSON:
    return position_json(make_drill(trainer, kind, random.Random(seed)), token)


def grade_answer(trainer: str, kind: str, seed: int, answer: dict[str, Any]) -> JSON:
    """The position of ``seed`` dealt again and ``answer`` graded (AnswerError if it is not
    an answer to it). Runs in a worker: the analysis takes a few seconds."""
    drill = make_drill(trainer, kind, random.Random(seed))
    chosen = chosen_answer(drill, answer)
    return graded_json(drill, chosen, grade(drill, chosen, seed=seed % (1 << 30)))


def graded_json(drill: Drill, chosen: Any, graded: Graded) -> JSON:
    """An answer's grade as the page shows it."""
    return {
        "trainer": drill.trainer,
        "kind": drill.kind,
        "answer": describe(chosen),
        "verdict": graded.verdict.value,
        "good": graded.verdict is Verdict.GOOD,
        "points_lost": round(graded.points_lost, 2),
        "chance_lost": round(graded.chance_lost, 4),
        "lost": graded.lost,
        "best": describe(graded.best),
        "explanation": graded.explanation,
    }


def chosen_answer(drill: Drill, answer: dict[str, Any]) -> Any:
    """The choice an answer names (AnswerError if it is not one of the position's)."""
    options = options_of(drill)
    if options:
        if answer.get("cards") is not None or answer.get("action") is None:
            raise AnswerError("this question is answered with one of its choices (action)")
        for option in options:
            if str(option) == answer["action"]:
                return option
        raise AnswerError(f"{answer['action']!r} is not one of this position's choices")
    if answer.get("cards") is None or answer.get("action") is not None:
        raise AnswerError("this question is answered with the cards discarded (cards)")
    try:
        return parse_cards_answer(drill, " ".join(answer["cards"]))
    except (ValueError, CardParseError) as error:
        raise AnswerError(f"not a discard: {error}") from None


def _kinds(trainer: str) -> tuple[str, ...]:
    if trainer not in KINDS:
        raise HTTPException(
            status_code=400,
            detail=f"there is no trainer {trainer!r}; the trainers are {', '.join(TRAINERS)}",
        )
    return KINDS[trainer]


def _book(trainer: str, kinds: tuple[str, ...], scores: dict[str, Tally]) -> ScoreBook:
    unknown = sorted(set(scores) - set(kinds))
    if unknown:
        raise HTTPException(
            status_code=400,
            detail=f"{unknown[0]!r} is not a kind of question of this trainer; "
            f"its kinds are {', '.join(kinds)}",
        )
    for kind, tally in scores.items():
        if tally.good > tally.answered:
            raise HTTPException(
                status_code=400, detail=f"more good answers than answers for {kind!r}"
            )
    return ScoreBook({trainer: {kind: KindScore(t.answered, t.good) for kind, t in scores.items()}})


def training_routes(limit: Callable[[str, Request], None], analysis: Lane) -> APIRouter:
    """``GET /api/train``, ``POST /api/train/position`` and ``POST /api/train/answer``.

    Positions are dealt and answers graded in the analysis's worker, in its queue
    (:mod:`salon.web.server.queues`): neither holds up the server's own process, a client's flood
    waits for itself, and a request whose client has gone is dropped.
    """
    dealer = Dealer()
    router = APIRouter()

    def room_for(http: Request) -> None:
        try:
            analysis.check_room(client_of(http), Urgency.ANSWER, MOST_WAITING)
        except TooMuchWaiting as error:
            raise HTTPException(status_code=429, detail=str(error)) from None

    async def in_worker(http: Request, work: Callable[..., JSON], *args: Any) -> JSON:
        room_for(http)
        waiting = analysis.run(client_of(http), Urgency.ANSWER, work, *args)
        return await while_connected(http, waiting)

    @router.get("/api/train")
    def trainers() -> JSON:
        return {
            "trainers": [
                {
                    "name": name,
                    "title": TITLES[name],
                    "about": ABOUT[name],
                    "kinds": list(KINDS[name]),
                }
                for name in TRAINERS
            ]
        }

    @router.post("/api/train/position")
    async def position(request: PositionRequest, http: Request) -> JSON:
        limit("lookups", http)
        room_for(http)
        kinds = _kinds(request.trainer)
        book = _book(request.trainer, kinds, request.scores)
        kind = book.pick(request.trainer, kinds, random.Random())
        token, seed = dealer.token(request.trainer, kind)
        return await in_worker(http, deal_position, request.trainer, kind, seed, token)

    @router.post("/api/train/answer")
    async def answer(request: AnswerRequest, http: Request) -> JSON:
        kinds = _kinds(request.trainer)
        if request.kind not in kinds:
            raise HTTPException(
                status_code=400,
                detail=f"{request.kind!r} is not a kind of question of this trainer",
            )
        room_for(http)
        try:
            seed = dealer.seed_of(request.trainer, request.kind, request.position)
        except ValueError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None
        limit("training", http)
        work = (request.trainer, request.kind, seed, request.answer.model_dump())
        try:
            return await in_worker(http, grade_answer, *work)
        except AnswerError as error:
            raise HTTPException(status_code=400, detail=str(error)) from None

    return router
