"""The order in which the heavy work waits: by urgency, then client by client in turn.

The computers' moves come first, then the answers a person waits for at the table or the
trainer (a hint, a graded answer, a position), then the moments of quick reviews, then those
of full reviews. Within one urgency the clients take turns, one piece of work each, so a
client who asks for much waits for his own work and never holds up another's. The queue is
only the policy: :mod:`salon.web.workers` runs what it gives.

>>> queue = FairQueue()
>>> for name in ("full-1", "full-2"):
...     queue.put(Ticket("flooder", Urgency.FULL_REVIEW, name))
>>> queue.put(Ticket("honest", Urgency.QUICK_REVIEW, "quick"))
>>> queue.put(Ticket("table 7", Urgency.MOVE, "move"))
>>> [queue.take().work for _ in range(4)]
['move', 'quick', 'full-1', 'full-2']
"""

from __future__ import annotations

from collections import OrderedDict, deque
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
    """Tickets by urgency; within an urgency, the clients in turn, each one's in order."""

    def __init__(self) -> None:
        self._waiting: dict[Urgency, OrderedDict[str, deque[Ticket]]] = {
            urgency: OrderedDict() for urgency in Urgency
        }

    def __len__(self) -> int:
        return sum(len(line) for turns in self._waiting.values() for line in turns.values())

    def put(self, ticket: Ticket) -> None:
        self._waiting[ticket.urgency].setdefault(ticket.client, deque()).append(ticket)

    def take(self) -> Ticket | None:
        """The next ticket to run (None: nothing waits): the most urgent, and of those the
        client whose turn it is, who then goes to the back of the turns."""
        for turns in self._waiting.values():
            if not turns:
                continue
            client, line = next(iter(turns.items()))
            ticket = line.popleft()
            if line:
                turns.move_to_end(client)
            else:
                del turns[client]
            ticket.taken = True
            return ticket
        return None

    def waiting(self, client: str, urgency: Urgency | None = None) -> int:
        """How many of ``client``'s tickets wait (of ``urgency``, or of any)."""
        kinds = list(Urgency) if urgency is None else [urgency]
        return sum(len(self._waiting[kind].get(client, ())) for kind in kinds)

    def drop(self, ticket: Ticket) -> bool:
        """Take a waiting ticket out (its client has gone); false if it was taken already."""
        line = self._waiting[ticket.urgency].get(ticket.client)
        if ticket.taken or line is None or ticket not in line:
            return False
        line.remove(ticket)
        if not line:
            del self._waiting[ticket.urgency][ticket.client]
        return True

    def drop_job(self, job: str) -> int:
        """Take out every waiting ticket of ``job``; how many there were."""
        dropped = 0
        for turns in self._waiting.values():
            for client in list(turns):
                kept = deque(ticket for ticket in turns[client] if ticket.job != job)
                dropped += len(turns[client]) - len(kept)
                if kept:
                    turns[client] = kept
                else:
                    del turns[client]
        return dropped
