"""Reviews on the web: a finished game weighed decision by decision, as ``salon review`` does.

The record (a finished table's, or one pasted into the page) is read and planned in a thread;
each of its moments is weighed in the analysis's worker (:func:`weigh_moment`, the review's own
code), queued fairly (:mod:`salon.web.server.queues`: client by client, by the worker's time each
has had; a full review's moments in a worker of their own, so that a quick review never
waits behind one), so that the event loop, the tables and the computers' thinking carry on
while a review runs; the page polls its progress. A review is kept by its record and depth,
so a game reviewed once is shown again at once. Each client has one review under way at a
time; a review no one has asked after for a while is stopped.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import APIRouter, FastAPI, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from salon.analysis.report import decision_data, review_data
from salon.analysis.review import Plan, deeper, plan_review, weigh_moment
from salon.invocation import salon_command
from salon.records import RecordError, parse_record
from salon.web.server.answers import Encoded, encode, spliced
from salon.web.server.queues import Urgency
from salon.web.server.workers import Lane, client_of
from salon.web.tables.adapter import JSON
from salon.web.tables.registry import Salon
from salon.web.tables.replays import GAME_TAGS, MAX_RECORD
from salon.web.tables.table import TableError

log = logging.getLogger("salon.web")

MAX_DECISIONS = 400
"""The most moments a review here weighs (a six-deal partie has some 150; an Écarté game
some 40); ``salon review`` weighs longer records on the player's own machine."""
UNDER_WAY = 24
"""Reviews weighed or waiting at once on the server (one per client): the queue shares the
worker between them, so this only bounds what the server holds."""
KEPT = 32
"""Finished reviews kept to be shown again."""
UNWATCHED = 30.0
"""Seconds without anyone asking after a review (the page asks every 0.7 s) after which it
is stopped: its client has gone."""
SWEEP_EVERY = 5.0


class ReviewRefused(Exception):
    """A review not started: the HTTP status and why."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status = status


@dataclass(eq=False)
class Job:
    """One review: its progress, then its result (or why it failed)."""

    id: str
    client: str
    quick: bool
    total: int = 0
    done: int = 0
    result: bytes | None = None
    """The review as JSON, encoded once in a worker thread (see :mod:`salon.web.server.answers`)."""
    error: str | None = None
    task: asyncio.Task[None] | None = field(default=None, repr=False)
    seen: float = field(default_factory=time.monotonic)
    """When someone last asked for it or after it."""
    planned: Planned | None = field(default=None, repr=False)

    @property
    def under_way(self) -> bool:
        return self.result is None and self.error is None

    @property
    def status(self) -> str:
        return "failed" if self.error else "weighing" if self.result is None else "done"

    def json(self) -> JSON:
        """How the review stands, without its result."""
        return {
            "review": self.id,
            "status": self.status,
            "quick": self.quick,
            "done": self.done,
            "total": self.total,
            "error": self.error,
        }

    def answer(self, status_code: int = 200) -> Encoded:
        """How the review stands, with its result as encoded once: nothing is encoded again
        on the event loop."""
        return Encoded(spliced(self.json(), result=self.result), status_code=status_code)


@dataclass(frozen=True, slots=True)
class Planned:
    plan: Plan
    steps: dict[int, int]
    """The replay's step of each line of the record."""


def plan_of(text: str, quick: bool) -> Planned:
    """The review a record asks for; RecordError if it cannot be reviewed here."""
    record = parse_record(text)
    name = record.tag("Game")
    if name not in GAME_TAGS:
        games = ", ".join(GAME_TAGS)
        raise RecordError(0, f"the web reviews whole games ({games}), not {name!r}")
    plan = plan_review(record, quick=quick)
    if len(plan.tasks) > MAX_DECISIONS:
        raise RecordError(
            0,
            f"this game has {len(plan.tasks)} decisions, more than the {MAX_DECISIONS} "
            f"reviewed here: review it with {salon_command('review')} FILE",
        )
    return Planned(plan, {move.line: number for number, move in enumerate(record.moves)})


def finish(planned: Planned, judged: list[Any]) -> bytes:
    """The review as the page reads it, encoded: ``salon review --json`` (each choice in the
    notation of records and in the hints' words), each decision with the replay's step where
    it was taken."""
    data = review_data(planned.plan.finish(judged))
    for decision in data["decisions"]:
        decision["step"] = planned.steps.get(decision["line"])
    return encode(data)


def _key(text: str, quick: bool) -> str:
    digest = hashlib.sha256(text.strip().encode()).hexdigest()[:32]
    return f"{digest}-{'quick' if quick else 'full'}"


class Reviews:
    """The reviews under way and those kept."""

    def __init__(
        self,
        lane: Lane,
        full_lane: Lane | None = None,
        *,
        under_way: int = UNDER_WAY,
        kept: int = KEPT,
        unwatched: float = UNWATCHED,
    ) -> None:
        self.lane = lane
        self.full_lane = full_lane or lane
        """Full reviews weigh here: a moment of one may take a core for seconds, and a quick
        review (``lane``, with the hints and the trainers) never waits behind one."""
        self.limit = under_way
        self.kept = kept
        self.unwatched = unwatched
        self.jobs: OrderedDict[str, Job] = OrderedDict()

    def close(self) -> None:
        for job in self.jobs.values():
            if job.task is not None:
                job.task.cancel()

    def find(self, review_id: str) -> Job | None:
        """The review, which someone has just asked after."""
        job = self.jobs.get(review_id)
        if job is not None:
            job.seen = time.monotonic()
        return job

    def stop_unwatched(self, now: float) -> list[Job]:
        """Stop the reviews no one has asked after for ``unwatched`` seconds before ``now``:
        their moments still waiting are taken out of the queue."""
        stopped = []
        for job in self.jobs.values():
            if job.under_way and job.task is not None and now - job.seen > self.unwatched:
                job.error = (
                    f"the review was stopped: no one asked after it for {self.unwatched:.0f} s"
                )
                job.task.cancel()
                self.lane.drop_job(job.id)
                self.full_lane.drop_job(job.id)
                stopped.append(job)
        return stopped

    async def ask(self, text: str, quick: bool, client: str) -> Job:
        """The review of ``text``: one kept or under way, or a new one started."""
        key = _key(text, quick)
        found = self.jobs.get(key)
        if found is not None and found.error is None:
            self.jobs.move_to_end(key)
            found.seen = time.monotonic()
            return found
        busy = [job for job in self.jobs.values() if job.under_way]
        if any(job.client == client for job in busy):
            raise ReviewRefused(
                429, "you have a review under way already: wait for it to end first"
            )
        if len(busy) >= self.limit:
            raise ReviewRefused(
                503, f"the server is reviewing {len(busy)} games already; try again in a minute"
            )
        job = Job(key, client, quick)
        self.jobs[key] = job  # holds the client's place while the record is read
        try:
            planned = await asyncio.to_thread(plan_of, text, quick)
        except RecordError as error:
            del self.jobs[key]
            raise ReviewRefused(400, str(error)) from None
        except BaseException:
            del self.jobs[key]  # the client may ask again
            raise
        job.total = len(planned.plan.tasks)
        job.planned = planned
        job.task = asyncio.get_running_loop().create_task(self._weigh(job, planned))
        self._forget_old()
        return job

    async def _weigh(self, job: Job, planned: Planned) -> None:
        judged: list[Any] = [None] * job.total
        urgency = Urgency.QUICK_REVIEW if job.quick else Urgency.FULL_REVIEW
        lane = self.lane if job.quick else self.full_lane

        async def one(number: int, task: Any) -> None:
            judged[number] = await lane.run(job.client, urgency, weigh_moment, task, job=job.id)
            job.done += 1

        try:
            await asyncio.gather(*(one(n, task) for n, task in enumerate(planned.plan.tasks)))
            job.result = await asyncio.to_thread(finish, planned, judged)
        except asyncio.CancelledError:
            job.error = job.error or "the server stopped before the review was done"
            raise
        except Exception:
            log.exception("review %s failed", job.id)
            job.error = "the review failed on the server; try again"

    def _forget_old(self) -> None:
        done = [key for key, job in self.jobs.items() if not job.under_way]
        for key in done[: max(0, len(done) - self.kept)]:
            del self.jobs[key]


class DeeperRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    line: int = Field(ge=1, le=100_000)
    """The record's line of the decision to weigh deeper."""


def deeper_data(planned: Planned, line: int) -> list[JSON]:
    """The decisions at ``line`` weighed deeper, as the page reads them (runs in a worker)."""
    game = planned.plan.course.game
    seats = ("A", "B") if game != "Piquet deal" else ("elder", "younger")
    data = [decision_data(d, seats) for d in deeper(planned.plan, line)]
    for decision in data:
        decision["step"] = planned.steps.get(decision["line"])
    return data


class ReviewRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    table: str | None = Field(default=None, min_length=1, max_length=32)
    """A finished table of this server, or:"""
    record: str | None = Field(default=None, min_length=1)
    """A record's text (as downloaded from a finished table)."""
    quick: bool = True
    """Fewer samples: quicker, rougher (``salon review --quick``)."""


def review_routes(
    salon: Salon, limit: Callable[[str, Request], None], reviews: Reviews
) -> APIRouter:
    """``POST /api/reviews`` starts (or finds) a review, ``GET /api/reviews/REVIEW`` says how
    it stands and, once done, gives it."""
    kept = reviews

    async def sweep() -> None:
        while True:
            await asyncio.sleep(SWEEP_EVERY)
            for job in kept.stop_unwatched(time.monotonic()):
                log.info("review %s stopped: no one asked after it", job.id)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sweeper = asyncio.get_running_loop().create_task(sweep())
        yield
        sweeper.cancel()
        kept.close()

    router = APIRouter(lifespan=lifespan)

    @router.post("/api/reviews", status_code=202, response_class=Encoded)
    async def start(body: ReviewRequest, request: Request) -> Encoded:
        limit("lookups", request)
        text = await _record_of(salon, body)
        try:
            job = await kept.ask(text, body.quick, client_of(request))
        except ReviewRefused as refused:
            raise HTTPException(status_code=refused.status, detail=str(refused)) from None
        return job.answer(202)

    @router.get("/api/reviews/{review_id}", response_class=Encoded)
    def progress(review_id: str) -> Encoded:
        job = kept.find(review_id)
        if job is None:
            raise HTTPException(status_code=404, detail="there is no such review (any more)")
        return job.answer()

    @router.post("/api/reviews/{review_id}/deeper")
    async def weigh_deeper(review_id: str, body: DeeperRequest, request: Request) -> JSON:
        """One decision of a finished review weighed on many more samples."""
        limit("lookups", request)
        job = kept.find(review_id)
        if job is None or job.planned is None or job.result is None:
            raise HTTPException(status_code=404, detail="there is no such review (any more)")
        if body.line not in {moment.line for moment in job.planned.plan.course.moments}:
            raise HTTPException(status_code=400, detail="no decision stands at that line")
        found = await kept.full_lane.run(
            client_of(request), Urgency.FULL_REVIEW, deeper_data, job.planned, body.line
        )
        return {"decisions": found}

    return router


async def _record_of(salon: Salon, body: ReviewRequest) -> str:
    if (body.table is None) == (body.record is None):
        raise HTTPException(status_code=400, detail="give either a table or a record to review")
    if body.record is not None:
        if len(body.record) > MAX_RECORD:
            raise HTTPException(
                status_code=413,
                detail=f"this record is too long to review here ({MAX_RECORD:,} characters "
                "at most)",
            )
        return body.record
    table_id = body.table
    assert table_id is not None
    try:
        text = await asyncio.to_thread(_table_record, salon, table_id)
    except TableError as error:
        raise HTTPException(status_code=409, detail=str(error)) from None
    if text is None:
        raise HTTPException(status_code=404, detail=f"there is no table {table_id!r}")
    return text


def _table_record(salon: Salon, table_id: str) -> str | None:
    """A table's record (None: no such table); TableError while its game goes on."""
    table = salon.find(table_id)
    if table is None:
        return None
    with table.lock:
        return table.record()
