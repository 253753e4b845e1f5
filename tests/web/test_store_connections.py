"""The database keeps a connection for each acting thread, so that under load an action
never waits for a connection to be opened again (docs/web.md "Under load"); the server's SQLite
file syncs every commit, or its log at the checkpoints only when told (docs/web.md "The
database")."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Engine

from salon.cli import main
from salon.web import launch
from salon.web.server.durability import Synchronous
from salon.web.server.hub import ACTING_THREADS
from salon.web.server.store import KEPT_CONNECTIONS, make_engine, sqlite_url


def test_a_file_database_keeps_a_connection_for_every_acting_thread(tmp_path: Path) -> None:
    engine = make_engine(sqlite_url(tmp_path / "salon.db"))
    assert engine.pool.size() == KEPT_CONNECTIONS >= ACTING_THREADS  # type: ignore[attr-defined]


def test_a_database_in_memory_is_still_made() -> None:
    engine = make_engine("sqlite://")
    with engine.connect() as connection:
        assert connection.exec_driver_sql("select 1").scalar() == 1


def _pragma(engine: Engine, name: str) -> object:
    with engine.connect() as connection:
        return connection.exec_driver_sql(f"PRAGMA {name}").scalar()


def test_a_file_database_syncs_as_it_is_told(tmp_path: Path) -> None:
    """docs/web.md "The database": FULL (2) by default, every commit synced; NORMAL (1) when
    asked, the log synced at its checkpoints; the write-ahead log in both."""
    full = make_engine(sqlite_url(tmp_path / "full.db"))
    normal = make_engine(sqlite_url(tmp_path / "normal.db"), Synchronous.NORMAL)
    assert _pragma(full, "synchronous") == 2
    assert _pragma(normal, "synchronous") == 1
    assert _pragma(full, "journal_mode") == _pragma(normal, "journal_mode") == "wal"


def test_serve_syncs_every_commit_unless_told_to_sync_at_the_checkpoints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/web.md "The database": the server syncs every commit of a SQLite file (an action
    acknowledged survives a crash of the machine), its log at the checkpoints only when told
    ``--synchronous normal`` (a crash of the server alone)."""
    told: list[Synchronous] = []
    monkeypatch.setattr(launch, "serve", lambda settings: told.append(settings.synchronous) or 0)
    database = str(tmp_path / "s.db")
    assert main(["serve", "--database", database]) == 0
    assert main(["serve", "--database", database, "--synchronous", "normal"]) == 0
    assert told == [Synchronous.FULL, Synchronous.NORMAL]
    with pytest.raises(SystemExit):
        main(["serve", "--database", database, "--synchronous", "off"])
