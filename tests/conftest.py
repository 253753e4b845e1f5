"""The whole suite's rule for CI: no test may skip there.

A browser or database test skips on a machine without Debian's chromium or PostgreSQL; the
test command installs both, so in CI (``CI`` set, as CI services do) a skip means a test that
did not run, and the run fails, naming it, rather than passing without it."""

from __future__ import annotations

import os

import pytest

_SKIPPED: list[str] = []


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        _SKIPPED.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _in_ci() and _SKIPPED and exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _in_ci() and _SKIPPED:
        terminalreporter.section("tests skipped in CI (each must run there)", red=True)
        for nodeid in _SKIPPED:
            terminalreporter.write_line(nodeid)
