"""Group commit: rows written from many threads, committed together in one transaction.

Every action is stored before it is acknowledged, and a commit that survives a crash costs a
sync of the disk. With hundreds of tables acting at once, one sync a row would queue the
tables behind each other; instead one writer thread takes every row waiting, inserts them in
one transaction, commits (one sync), and only then lets each caller go on. A caller is never
told its row is stored before it is.

>>> from sqlalchemy import Column, Integer, MetaData, StaticPool, Table, create_engine
>>> rows = Table("rows", MetaData(), Column("n", Integer, primary_key=True))
>>> engine = create_engine(
...     "sqlite://", poolclass=StaticPool, connect_args={"check_same_thread": False}
... )
>>> rows.metadata.create_all(engine)
>>> commits = GroupCommit(engine, rows)
>>> commits.write({"n": 1})
>>> commits.write({"n": 1})
Traceback (most recent call last):
...
sqlalchemy.exc.IntegrityError: ...
>>> commits.close()
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, Table

T = TypeVar("T")

BATCH = 256
"""The most rows in one transaction."""


@dataclass(eq=False)
class _Pending:
    row: dict[str, Any] | None
    """A row for the table, or None for ``work``."""
    work: Callable[[Connection], Any] | None = None
    """Any other write, done in the same transaction after the rows."""
    done: threading.Event = field(default_factory=threading.Event)
    result: Any = None
    error: BaseException | None = None


class GroupCommit:
    """Inserts rows into ``table``; :meth:`write` returns once its row is committed.

    Every other write goes through the same thread (:meth:`call`): a database that admits
    one writer at a time (SQLite) then never makes the rows wait on a lock.
    """

    def __init__(self, engine: Engine, table: Table) -> None:
        self.engine = engine
        self.table = table
        self.lock = threading.Lock()
        self.writer: threading.Thread | None = None
        self.waiting: queue.SimpleQueue[_Pending | None] = queue.SimpleQueue()
        """The rows for the writer (the next one when none runs); each writer has a queue of
        its own, so that a write racing :meth:`close` starts a writer of its own and cannot
        take the stop meant for the one being closed."""

    def write(self, row: dict[str, Any]) -> None:
        """Insert ``row`` and wait for its commit; raise what the database raised for it."""
        self._wait(_Pending(row))

    def call(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` in the next transaction with the rows waiting; its result."""
        result: T = self._wait(_Pending(None, work))
        return result

    def _wait(self, pending: _Pending) -> Any:
        with self.lock:
            if self.writer is None:
                self.writer = threading.Thread(
                    target=self._run, args=(self.waiting,), name="salon-commit", daemon=True
                )
                self.writer.start()
            self.waiting.put(pending)
        pending.done.wait()
        if pending.error is not None:
            raise pending.error
        return pending.result

    def close(self) -> None:
        """Let the rows already waiting be written, then stop the writer."""
        with self.lock:
            writer, self.writer = self.writer, None
            if writer is not None:
                self.waiting.put(None)  # after every row it was given: none can follow
                self.waiting = queue.SimpleQueue()
        if writer is not None:
            writer.join()

    def _run(self, waiting: queue.SimpleQueue[_Pending | None]) -> None:
        while True:
            first = waiting.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < BATCH:
                try:
                    more = waiting.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    waiting.put(None)  # stop after this batch
                    break
                batch.append(more)
            self._commit(batch)

    def _commit(self, batch: list[_Pending]) -> None:
        try:
            results = self._write(batch)
        except Exception as error:
            if len(batch) == 1:
                batch[0].error = error
                batch[0].done.set()
                return
            # One refused write spoils its transaction: do each alone to learn which.
            for pending in batch:
                self._commit([pending])
            return
        for pending, result in zip(batch, results, strict=True):
            pending.result = result
            pending.done.set()

    def _write(self, batch: list[_Pending]) -> list[Any]:
        """Every write of ``batch`` in one transaction: the rows, then the other work."""
        with self.engine.begin() as connection:
            rows = [pending.row for pending in batch if pending.row is not None]
            if rows:
                connection.execute(self.table.insert(), rows)
            return [None if p.work is None else p.work(connection) for p in batch]
