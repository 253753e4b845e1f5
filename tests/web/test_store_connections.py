"""The database keeps a connection for each acting thread, so that under load an action
never waits for a connection to be opened again (docs/web.md "Under load")."""

from __future__ import annotations

from pathlib import Path

from salon.web.server.hub import ACTING_THREADS
from salon.web.server.store import KEPT_CONNECTIONS, make_engine, sqlite_url


def test_a_file_database_keeps_a_connection_for_every_acting_thread(tmp_path: Path) -> None:
    engine = make_engine(sqlite_url(tmp_path / "salon.db"))
    assert engine.pool.size() == KEPT_CONNECTIONS >= ACTING_THREADS  # type: ignore[attr-defined]


def test_a_database_in_memory_is_still_made() -> None:
    engine = make_engine("sqlite://")
    with engine.connect() as connection:
        assert connection.exec_driver_sql("select 1").scalar() == 1
