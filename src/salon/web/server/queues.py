"""The order in which the heavy work waits: client by client, by the worker's time each has had.

Each client's work waits in its own line, the most urgent first: a computer's move, then one
answer a person waits for (a hint, a trainer's position or grade), then a quick review's
moments, then a full review's. The worker takes next from the client who has had the least of
its time so far (fair queuing by the seconds each piece took), so a client who asks for much
waits for his own work and never holds up another's: three clients each keeping a full review
running leave a fourth's quick review its share at once. A client who comes (back) starts
level with the least served of those waiting, with no credit banked while away. Between
clients level in time, the more urgent work goes first, then the one whose turn it is. The
queue is only the policy: :mod:`salon.web.server.workers` runs what it gives and says how long it
took.

>>> queue = FairQueue()
>>> for name in ("full-1", "full-2"):
...     queue.put(Ticket("flooder", Urgency.FULL_REVIEW, name))
>>> queue.put(Ticket("honest", Urgency.QUICK_REVIEW, "quick"))
>>> queue.put(Ticket("flooder", Urgency.QUICK_REVIEW, "own quick"))
>>> first = queue.take()
>>> first.work
'own quick'
>>> queue.finished(first, seconds=2.0)
>>> [queue.take().work for _ in range(3)]
['quick', 'full-1', 'full-2']
"""

from __future__ import annotations

from collections import Counter, OrderedDict, deque
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any


class Urgency(IntEnum):
    """What a piece of work is, most urgent first."""

    MOVE = 0
    """A computer player's move: a game waits on it."""
    ANSWER = 1
    """One answer a person waits for: a hint, a trainer's position or grade."""
    QUICK_REVIEW = 2
    """A moment of a quick review."""
    FULL_REVIEW = 3
    """A moment of a full review."""


@dataclass(eq=False)
class Ticket:
    """One piece of work waiting: whose, how urgent, and what (the runner's business)."""

    client: str
    urgency: Urgency
    work: Any = None
    job: str | None = None
    """The job it belongs to (a review's moments), so that the whole job can be dropped."""
    taken: bool = field(default=False, init=False)


class FairQueue:
    """Tickets in a line for each client, the most urgent first; the clients served by the
    worker's time each has had."""

    def __init__(self) -> None:
        self._lines: OrderedDict[str, dict[Urgency, deque[Ticket]]] = OrderedDict()
        self._used: dict[str, float] = {}
        """The worker's seconds each client present has had (from its level on arrival)."""
        self._running: Counter[str] = Counter()
        self._level = 0.0
        """The time of the client served last: where a client coming in starts."""

    def __len__(self) -> int:
        return sum(len(line) for lines in self._lines.values() for line in lines.values())

    def put(self, ticket: Ticket) -> None:
        client = ticket.client
        if client not in self._used:
            self._used[client] = self._level
        lines = self._lines.setdefault(client, {})
        lines.setdefault(ticket.urgency, deque()).append(ticket)

    def take(self) -> Ticket | None:
        """The next ticket to run (None: nothing waits): the most urgent of the client who
        has had the least time (between equals, the more urgent, then whose turn it is)."""
        if not self._lines:
            return None
        turns = {client: turn for turn, client in enumerate(self._lines)}
        client = min(
            self._lines,
            key=lambda name: (self._used[name], min(self._lines[name]), turns[name]),
        )
        lines = self._lines[client]
        urgency = min(lines)
        ticket = lines[urgency].popleft()
        if not lines[urgency]:
            del lines[urgency]
        if lines:
            self._lines.move_to_end(client)
        else:
            del self._lines[client]
        self._running[client] += 1
        self._level = max(self._level, self._used[client])
        ticket.taken = True
        return ticket

    def finished(self, ticket: Ticket, seconds: float) -> None:
        """A taken ticket's work is done: it took the worker ``seconds``."""
        client = ticket.client
        self._used[client] = self._used.get(client, self._level) + seconds
        self._running[client] -= 1
        self._forget_if_idle(client)

    def waiting(self, client: str, urgency: Urgency | None = None) -> int:
        """How many of ``client``'s tickets wait (of ``urgency``, or of any)."""
        lines = self._lines.get(client, {})
        kinds = list(lines) if urgency is None else [urgency]
        return sum(len(lines.get(kind, ())) for kind in kinds)

    def drop(self, ticket: Ticket) -> bool:
        """Take a waiting ticket out (its client has gone); false if it was taken already."""
        lines = self._lines.get(ticket.client, {})
        line = lines.get(ticket.urgency)
        if ticket.taken or line is None or ticket not in line:
            return False
        line.remove(ticket)
        self._tidy(ticket.client)
        return True

    def drop_job(self, job: str) -> int:
        """Take out every waiting ticket of ``job``; how many there were."""
        dropped = 0
        for client in list(self._lines):
            for urgency, line in self._lines[client].items():
                kept = deque(ticket for ticket in line if ticket.job != job)
                dropped += len(line) - len(kept)
                self._lines[client][urgency] = kept
            self._tidy(client)
        return dropped

    def _tidy(self, client: str) -> None:
        lines = self._lines[client]
        for urgency in [urgency for urgency, line in lines.items() if not line]:
            del lines[urgency]
        if not lines:
            del self._lines[client]
        self._forget_if_idle(client)

    def _forget_if_idle(self, client: str) -> None:
        """A client with nothing waiting or running banks no time: he comes back level."""
        if client not in self._lines and self._running[client] <= 0:
            self._used.pop(client, None)
            del self._running[client]
