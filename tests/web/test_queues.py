"""The heavy work's queues (docs/web.md "The heavy work's queues"): the policy itself, client by
client, quick before full, the computers' moves first, and work dropped when its client goes.
No timings: each test says what runs in what order."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest
from starlette.exceptions import HTTPException
from starlette.requests import Request

from salon.web.server.queues import FairQueue, Ticket, Urgency
from salon.web.server.workers import Lane, TooMuchWaiting, niceness, while_connected
from salon.web.teaching import review

EXAMPLES = Path(__file__).parents[2] / "examples"


def _order(queue: FairQueue) -> list[object]:
    taken = []
    while (ticket := queue.take()) is not None:
        taken.append(ticket.work)
    return taken


def test_clients_take_turns_within_an_urgency() -> None:
    """A client with many pieces of work waiting holds up another's by one piece at most."""
    queue = FairQueue()
    for number in range(5):
        queue.put(Ticket("flood", Urgency.FULL_REVIEW, f"flood {number}"))
    queue.put(Ticket("other", Urgency.FULL_REVIEW, "other 0"))
    queue.put(Ticket("other", Urgency.FULL_REVIEW, "other 1"))
    assert _order(queue) == [
        "flood 0",
        "other 0",
        "flood 1",
        "other 1",
        "flood 2",
        "flood 3",
        "flood 4",
    ]


def test_three_flooders_and_an_honest_client_share_by_turns() -> None:
    queue = FairQueue()
    for client in ("a", "b", "c"):
        for number in range(100):
            queue.put(Ticket(client, Urgency.QUICK_REVIEW, (client, number)))
    queue.put(Ticket("honest", Urgency.QUICK_REVIEW, ("honest", 0)))
    assert _order(queue).index(("honest", 0)) == 3


def test_a_quick_review_is_not_stuck_behind_full_ones() -> None:
    queue = FairQueue()
    for client in ("a", "b", "c"):
        for _ in range(50):
            queue.put(Ticket(client, Urgency.FULL_REVIEW, "full"))
    for number in range(3):
        queue.put(Ticket("honest", Urgency.QUICK_REVIEW, f"quick {number}"))
    assert _order(queue)[:3] == ["quick 0", "quick 1", "quick 2"]


def test_clients_share_the_workers_time_not_the_count_of_pieces() -> None:
    """A client whose pieces take ten times as long runs one while the other runs ten."""
    queue = FairQueue()
    for number in range(3):
        queue.put(Ticket("slow", Urgency.FULL_REVIEW, f"slow {number}"))
    for number in range(12):
        queue.put(Ticket("fast", Urgency.FULL_REVIEW, f"fast {number}"))
    taken = []
    while (ticket := queue.take()) is not None:
        taken.append(ticket.work)
        queue.finished(ticket, 1.0 if ticket.client == "slow" else 0.1)
    assert taken[:13] == ["slow 0", *(f"fast {n}" for n in range(11)), "slow 1"]


def test_a_client_coming_in_starts_level_and_runs_before_the_busy() -> None:
    """Three clients who have had the worker for minutes leave a newcomer's quick review
    its share at once: the newcomer starts level with the least served, and each piece of
    the flood's full reviews counts its seconds against its client."""
    queue = FairQueue()
    for client in ("a", "b", "c"):
        for number in range(100):
            queue.put(Ticket(client, Urgency.FULL_REVIEW, (client, number)))
    for _ in range(30):  # each of the flood's moments takes a second
        ticket = queue.take()
        assert ticket is not None
        queue.finished(ticket, 1.0)
    for number in range(20):
        queue.put(Ticket("honest", Urgency.QUICK_REVIEW, ("honest", number)))
    served = []
    for _ in range(23):
        ticket = queue.take()
        assert ticket is not None
        served.append(ticket.client)
        queue.finished(ticket, 1.0 if ticket.client != "honest" else 0.1)
    assert served.count("honest") == 20  # its twenty tenths against the flood's three seconds


def test_idle_time_is_not_banked() -> None:
    """A client away while others worked comes back level, not with credit to spend."""
    queue = FairQueue()
    early = Ticket("early", Urgency.ANSWER, "early")
    queue.put(early)
    taken = queue.take()
    assert taken is early
    queue.finished(early, 0.5)
    for number in range(4):
        queue.put(Ticket("busy", Urgency.ANSWER, f"busy {number}"))
    for _ in range(3):
        ticket = queue.take()
        assert ticket is not None
        queue.finished(ticket, 1.0)
    queue.put(Ticket("late", Urgency.ANSWER, "late"))
    queue.put(Ticket("early", Urgency.ANSWER, "early again"))
    # Level with a newcomer (its half second long ago spent), behind him in turn.
    assert [queue.take().work for _ in range(3)] == ["late", "early again", "busy 3"]


def test_computer_moves_come_before_any_analysis() -> None:
    queue = FairQueue()
    queue.put(Ticket("x", Urgency.FULL_REVIEW, "full"))
    queue.put(Ticket("y", Urgency.QUICK_REVIEW, "quick"))
    queue.put(Ticket("z", Urgency.ANSWER, "hint"))
    queue.put(Ticket("table", Urgency.MOVE, "move"))
    assert _order(queue) == ["move", "hint", "quick", "full"]


def test_dropped_work_never_runs() -> None:
    queue = FairQueue()
    kept = Ticket("a", Urgency.ANSWER, "kept")
    gone = Ticket("b", Urgency.ANSWER, "gone")
    queue.put(kept)
    queue.put(gone)
    for number in range(3):
        queue.put(Ticket("c", Urgency.FULL_REVIEW, number, job="review-1"))
    queue.put(Ticket("c", Urgency.FULL_REVIEW, "other review", job="review-2"))
    assert queue.drop(gone) and not queue.drop(gone)
    assert queue.drop_job("review-1") == 3
    assert queue.waiting("c") == 1
    assert _order(queue) == ["kept", "other review"]
    assert not queue.drop(kept)  # taken: too late to drop


async def _settle() -> None:
    """Let the tasks just made take their first steps."""
    for _ in range(5):
        await asyncio.sleep(0)


class _Blocked:
    """A lane whose one worker is held until ``release``."""

    def __init__(self) -> None:
        self.lane = Lane("test", workers=0)
        self.gate = threading.Event()
        self.ran: list[str] = []

    def hold(self) -> None:
        self.gate.wait(10)
        self.ran.append("held")

    def work(self, name: str) -> str:
        self.ran.append(name)
        return name


def test_a_lane_runs_in_the_queues_order_and_drops_the_cancelled() -> None:
    """One worker busy: work waits in the queue; a waiter cancelled (its client gone) takes
    its work out, which never runs; the rest runs in the queue's order, moves first."""

    async def scenario() -> list[str]:
        blocked = _Blocked()
        lane = blocked.lane
        holding = asyncio.ensure_future(lane.run("x", Urgency.FULL_REVIEW, blocked.hold))
        await asyncio.sleep(0)
        full = asyncio.ensure_future(lane.run("x", Urgency.FULL_REVIEW, blocked.work, "full"))
        gone = asyncio.ensure_future(lane.run("y", Urgency.ANSWER, blocked.work, "gone"))
        move = asyncio.ensure_future(lane.run("t", Urgency.MOVE, blocked.work, "move"))
        await asyncio.sleep(0)
        assert len(lane.queue) == 3
        gone.cancel()
        await asyncio.sleep(0)
        assert len(lane.queue) == 2
        blocked.gate.set()
        assert await move == "move" and await full == "full"
        await holding
        lane.close()
        return blocked.ran

    assert asyncio.run(scenario()) == ["held", "move", "full"]


def test_a_client_may_have_only_a_few_answers_waiting() -> None:
    async def scenario() -> None:
        blocked = _Blocked()
        lane = blocked.lane
        holding = asyncio.ensure_future(lane.run("x", Urgency.ANSWER, blocked.hold))
        await asyncio.sleep(0)
        first = asyncio.ensure_future(
            lane.run("x", Urgency.ANSWER, blocked.work, "a", most_waiting=1)
        )
        await asyncio.sleep(0)
        with pytest.raises(TooMuchWaiting):
            await lane.run("x", Urgency.ANSWER, blocked.work, "b", most_waiting=1)
        other = asyncio.ensure_future(
            lane.run("y", Urgency.ANSWER, blocked.work, "c", most_waiting=1)
        )
        blocked.gate.set()
        assert [await holding, await first, await other] == [None, "a", "c"]
        lane.close()

    asyncio.run(scenario())


def test_a_request_whose_client_has_gone_is_dropped_from_the_queue() -> None:
    """The hints and the trainers wait with ``while_connected``: the client gone, its work
    leaves the queue and the request ends (499)."""

    async def gone() -> dict[str, str]:
        return {"type": "http.disconnect"}

    async def scenario() -> None:
        blocked = _Blocked()
        lane = blocked.lane
        holding = asyncio.ensure_future(lane.run("x", Urgency.ANSWER, blocked.hold))
        request = Request({"type": "http", "method": "POST", "path": "/", "headers": []}, gone)
        with pytest.raises(HTTPException) as ended:
            await while_connected(request, lane.run("y", Urgency.ANSWER, blocked.work, "hint"))
        assert ended.value.status_code == 499
        assert len(lane.queue) == 0
        blocked.gate.set()
        await holding
        lane.close()
        assert blocked.ran == ["held"]

    asyncio.run(scenario())


def test_a_review_no_one_asks_after_is_stopped_and_leaves_the_queue() -> None:
    """The page asks after its review every 0.7 s; a review unasked for 30 s is stopped, its
    waiting moments taken out, and says why."""
    game = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")

    async def scenario() -> None:
        blocked = _Blocked()
        lane = blocked.lane
        holding = asyncio.ensure_future(lane.run("x", Urgency.ANSWER, blocked.hold))
        reviews = review.Reviews(lane)
        job = await reviews.ask(game, True, "client")
        await _settle()
        assert lane.queue.waiting("client") == job.total
        assert reviews.stop_unwatched(job.seen + 29) == []
        assert reviews.stop_unwatched(job.seen + 31) == [job]
        await _settle()
        assert lane.queue.waiting("client") == 0
        assert job.json()["status"] == "failed" and "no one asked" in str(job.error)
        blocked.gate.set()
        await holding
        lane.close()
        assert blocked.ran == ["held"]

    asyncio.run(scenario())


def test_the_analysis_runs_at_a_lower_priority_than_the_server() -> None:
    """The analysis's process yields the cores to the server and to the computers' moves."""

    async def scenario() -> tuple[int, int]:
        analysis = Lane("analysis", workers=1, niceness=10)
        computers = Lane("computer", workers=1)
        try:
            return (
                await analysis.run("x", Urgency.ANSWER, niceness),
                await computers.run("t", Urgency.MOVE, niceness),
            )
        finally:
            analysis.close()
            computers.close()

    started = time.monotonic()
    analysed, moved = asyncio.run(scenario())
    assert moved == niceness() and analysed == min(19, niceness() + 10)
    assert time.monotonic() - started < 60


def test_a_quick_review_never_waits_behind_a_full_reviews_moment() -> None:
    """A full review's moment may take a core for seconds: full reviews weigh in a worker of
    their own, so a quick review is done while one is held up."""
    game = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")

    async def scenario() -> None:
        blocked = _Blocked()
        quick_lane = Lane("analysis", workers=0)
        holding = asyncio.ensure_future(blocked.lane.run("x", Urgency.FULL_REVIEW, blocked.hold))
        reviews = review.Reviews(quick_lane, blocked.lane)
        full = await reviews.ask(game, False, "flooder")
        quick = await reviews.ask(game, True, "honest")
        while quick.under_way:
            await asyncio.sleep(0.01)
        assert quick.result is not None and full.done == 0
        assert blocked.lane.queue.waiting("flooder") == full.total
        blocked.gate.set()
        await holding
        reviews.close()
        quick_lane.close()
        blocked.lane.close()

    asyncio.run(scenario())
