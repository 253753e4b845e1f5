"""Fixtures for the web app: an app over a fresh SQLite file."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from webtools import Site

from salon.web.app import create_app
from salon.web.store import Store, sqlite_url


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    app = create_app(store, rate=1000, burst=1000, thinkers=0)
    with TestClient(app) as client:
        yield Site(client, store, url)
    store.close()
