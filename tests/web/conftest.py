"""Fixtures for the web app: an app over a fresh SQLite file."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from browser_tools import ARTIFACTS, CHROMIUM, Server
from webtools import Site, free_port

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    app = create_app(store, rate=1000, burst=1000, thinkers=0)
    with TestClient(app) as client:
        yield Site(client, store, url)
    store.close()


@pytest.fixture
def open_site(tmp_path: Path) -> Iterator[Site]:
    """A site without the per-address limits: for floods from the one test client."""
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    app = create_app(store, rate=1000, burst=1000, thinkers=0, allowances=None)
    with TestClient(app) as client:
        yield Site(client, store, url)
    store.close()


@pytest.fixture
def mailbox() -> Iterator[tuple[int, list[Any]]]:
    """A real SMTP server (aiosmtpd) on a free port, and the mails it received."""
    from aiosmtpd.controller import Controller
    from aiosmtpd.handlers import Message

    received: list[Any] = []

    class Keep(Message):
        def handle_message(self, message: Any) -> None:
            received.append(message)

    port = free_port()
    controller = Controller(Keep(), hostname="127.0.0.1", port=port)
    controller.start()
    yield port, received
    controller.stop()


@pytest.fixture
def mailing(mailbox: tuple[int, list[Any]], tmp_path: Path) -> Iterator[tuple[Server, list[Any]]]:
    """A real server (``salon serve``) that sends its mail to the test's SMTP server, and the
    mails that server received."""
    port, received = mailbox
    running = Server(tmp_path / "salon.db", free_port(), flags=("--smtp", f"127.0.0.1:{port}"))
    running.start()
    yield running, received
    running.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A real server (``salon serve``) on a fresh database, shared by a module's browser tests."""
    running = Server(tmp_path_factory.mktemp("browser") / "salon.db", free_port())
    running.start()
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium driven by Playwright, shared by a module's browser tests."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, server: Server) -> Iterator[Any]:
    """A fresh page at the home page of the module's server; no script error may happen."""
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.url)
    yield page
    context.close()
    assert not errors, errors
