"""Group commit: docs/web.md "Nothing is lost" — each write returns only once committed, and
a refused write fails alone."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from sqlalchemy import Column, Connection, Integer, MetaData, Table, create_engine, select

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
