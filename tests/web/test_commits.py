"""Group commit: docs/web.md "Nothing is lost" — each write returns only once committed, and
a refused write fails alone."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import Column, Connection, Integer, MetaData, Table, create_engine, event, select

from salon.web.server.commits import GroupCommit

metadata = MetaData()
rows = Table("rows", metadata, Column("n", Integer, primary_key=True))
notes = Table("notes", metadata, Column("n", Integer, primary_key=True))


@pytest.fixture
def commits(tmp_path: Path) -> GroupCommit:
    engine = create_engine(f"sqlite:///{tmp_path / 'rows.db'}")
    metadata.create_all(engine)
    return GroupCommit(engine, rows)


def stored(commits: GroupCommit, table: Table) -> list[int]:
    with commits.engine.connect() as connection:
        return [row.n for row in connection.execute(select(table.c.n).order_by(table.c.n))]


def test_writes_from_many_threads_are_all_committed(commits: GroupCommit) -> None:
    refused: list[int] = []

    def write(number: int) -> None:
        try:
            commits.write({"n": number % 150})  # 50 numbers written twice
        except Exception:
            refused.append(number)

    threads = [threading.Thread(target=write, args=(number,)) for number in range(200)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert stored(commits, rows) == list(range(150))
    assert len(refused) == 50
    commits.close()


def test_other_work_runs_in_turn_and_returns_its_result(commits: GroupCommit) -> None:
    def note(connection: Connection) -> int:
        connection.execute(notes.insert().values(n=7))
        return 7

    commits.write({"n": 1})
    assert commits.call(note) == 7
    with pytest.raises(Exception, match="UNIQUE"):
        commits.call(note)
    assert stored(commits, notes) == [7]
    assert stored(commits, rows) == [1]
    commits.close()


def test_rows_waiting_are_committed_in_one_transaction_and_each_told_after_it(
    commits: GroupCommit,
) -> None:
    """docs/web.md "Under load": one sync of the disk acknowledges every row waiting, and a
    writer is told its row is stored only once another connection can read it."""
    transactions: list[int] = []
    event.listen(commits.engine, "commit", lambda connection: transactions.append(1))
    hold, holding = threading.Event(), threading.Event()

    def held(connection: Connection) -> None:
        holding.set()
        assert hold.wait(timeout=30)

    holder = threading.Thread(target=commits.call, args=(held,))
    holder.start()
    assert holding.wait(timeout=30)
    seen: list[bool] = []

    def write(number: int) -> None:
        commits.write({"n": number})
        seen.append(number in stored(commits, rows))

    writers = [threading.Thread(target=write, args=(number,)) for number in range(5)]
    for thread in writers:
        thread.start()
    deadline = time.monotonic() + 30
    while commits.waiting.qsize() < len(writers) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert seen == []  # nobody told while the writer is busy
    hold.set()
    for thread in [holder, *writers]:
        thread.join(timeout=30)
    assert seen == [True] * 5
    assert len(transactions) == 2  # the work held, then the five rows together
    commits.close()


class _LockLettingInAWrite:
    """A lock that, the first time it is let go once armed (by :meth:`GroupCommit.close`),
    has another thread write before it returns: a table's last action racing the closing."""

    def __init__(self, commits: GroupCommit, row: dict[str, int]) -> None:
        self.inner = threading.Lock()
        self.commits = commits
        self.row = row
        self.armed = False
        self.written = threading.Event()

    def __enter__(self) -> None:
        self.inner.acquire()

    def __exit__(self, *_: object) -> None:
        self.inner.release()
        if self.armed:
            self.armed = False
            threading.Thread(target=self._write, daemon=True).start()
            assert self.written.wait(5), "the racing write was never committed"

    def _write(self) -> None:
        self.commits.write(self.row)
        self.written.set()


def test_a_write_racing_the_close_neither_hangs_it_nor_is_lost(tmp_path: Path) -> None:
    """The stop meant for the writer being closed must reach it, not a writer started by a
    write that came just after (which once hung the server's shutdown now and then)."""
    for attempt in range(12):  # two writers wait alike: each attempt once had an even chance
        engine = create_engine(f"sqlite:///{tmp_path / f'race-{attempt}.db'}")
        metadata.create_all(engine)
        commits = GroupCommit(engine, rows)
        commits.write({"n": 1})
        lock = _LockLettingInAWrite(commits, {"n": 2})
        commits.lock = lock  # type: ignore[assignment]
        lock.armed = True
        closing = threading.Thread(target=commits.close, daemon=True)
        closing.start()
        closing.join(5)
        assert not closing.is_alive(), f"close hung on attempt {attempt}"
        assert stored(commits, rows) == [1, 2]
        commits.close()  # the writer the racing write started stops too
        engine.dispose()
