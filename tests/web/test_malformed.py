"""Malformed messages: a clean error and a close frame, one short log line, never a traceback,
and the log of one connection rate-limited.

docs/web.md "Protocol".
"""

from __future__ import annotations

import logging

import pytest
from starlette.websockets import WebSocketDisconnect
from webtools import Site, hello, new_table, receive

DEEP_LIST = "[" * 999 + "]" * 999
DEEP_OBJECT = '{"a":' * 330 + "1" + "}" * 330


def _salon_lines(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name.startswith("salon")]


@pytest.mark.parametrize("text", [DEEP_LIST, DEEP_OBJECT])
def test_deep_nesting_before_hello_gets_an_error_and_a_close(
    site: Site, caplog: pytest.LogCaptureFixture, text: str
) -> None:
    """docs/web.md "Protocol": a message nested hundreds deep is refused like any other
    malformed message; the connection is closed with a close frame."""
    made = new_table(site)
    caplog.set_level(logging.INFO)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        ws.send_text(text)
        reply = ws.receive_json()
        assert reply["type"] == "error"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    lines = _salon_lines(caplog)
    assert len(lines) == 1
    assert lines[0].exc_info is None and "\n" not in lines[0].getMessage()
    assert len(lines[0].getMessage()) < 200


def test_deep_nesting_after_hello_is_refused_and_play_goes_on(site: Site) -> None:
    """docs/web.md "Protocol": after hello a malformed message gets an error, nothing more."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        hello(ws, 0, made["token"])
        ws.send_text(DEEP_LIST)
        while (message := receive(ws))["type"] == "state":
            pass
        assert message["type"] == "error"
        ws.send_text('{"type": "hello", "watch": true}')
        while (message := receive(ws))["type"] == "state":
            pass
        assert "already said hello" in message["message"]


def test_fifty_bad_connections_log_one_short_line_each(
    site: Site, caplog: pytest.LogCaptureFixture
) -> None:
    """docs/web.md "Protocol": fifty connections sending garbage before hello log fifty short
    lines, not fifty tracebacks."""
    made = new_table(site)
    caplog.set_level(logging.INFO)
    for _ in range(50):
        with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
            ws.send_text(DEEP_LIST)
            assert ws.receive_json()["type"] == "error"
    lines = _salon_lines(caplog)
    assert len(lines) == 50
    assert all(line.exc_info is None and "\n" not in line.getMessage() for line in lines)


def test_the_log_of_one_connection_is_rate_limited(
    site: Site, caplog: pytest.LogCaptureFixture
) -> None:
    """docs/web.md "Protocol": one connection sending malformed messages over and over is
    answered every time, but logged only a few times."""
    made = new_table(site)
    caplog.set_level(logging.INFO)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        hello(ws, 0, made["token"])
        errors = 0
        for _ in range(40):
            ws.send_text(DEEP_LIST)
        while errors < 40:
            if receive(ws)["type"] == "error":
                errors += 1
    assert 1 <= len(_salon_lines(caplog)) <= 5
