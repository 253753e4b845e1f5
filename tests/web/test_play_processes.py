"""Clocks and seeks beyond one process: a server killed with SIGKILL finds every clock and
deadline where it stood; two server processes on one PostgreSQL share the seeks and the
"Your turn" list (docs/web.md "Several server processes")."""

from __future__ import annotations

import os
import secrets
import signal
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post
from play_tools import act_on, http_player, running_clock, sign_in
from webtools import free_port, start_server


def _take(base_client: Any, seek: dict[str, Any]) -> dict[str, Any]:
    answer = post(base_client, f"/api/play/seeks/{seek['id']}/take")
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _deadlines(client: Any, table: str) -> list[Any]:
    return [c["deadline"] for c in client.get(f"/api/play/clocks/{table}").json()["clocks"]]


def _turns(client: Any) -> list[dict[str, Any]]:
    """The "Your turn" list without the seconds left, which run on."""
    turns = client.get("/api/play/turns").json()["turns"]
    return [{key: value for key, value in turn.items() if key != "left"} for turn in turns]


def test_a_killed_server_finds_every_clock_and_deadline_where_it_stood(tmp_path: Path) -> None:
    database = tmp_path / "salon.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(database, port)
    try:
        ann, bob = http_player(base, "Ann"), http_player(base, "Bob")
        turn = post(ann, "/api/play/seeks", {"game": "ecarte", "pace": "turn", "time": 3})
        live = post(ann, "/api/play/seeks", {"game": "piquet", "pace": "live", "time": 300})
        tables = [
            _take(bob, turn.json()["seek"])["table"],
            _take(bob, live.json()["seek"])["table"],
        ]
        before = {table: running_clock(ann, table) for table in tables}
        deadlines = {table: _deadlines(ann, table) for table in tables}
        turns = {name: _turns(c) for name, c in (("ann", ann), ("bob", bob))}
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    server = start_server(database, port)
    try:
        for table in tables:
            assert _deadlines(ann, table) == deadlines[table]
            after = running_clock(ann, table)
            assert after["seat"] == before[table]["seat"]
            assert after["left"] <= before[table]["left"]
        again = {name: _turns(c) for name, c in (("ann", ann), ("bob", bob))}
        assert again == turns
        assert sum(len(t) for t in again.values()) == 2
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()


URL = os.environ.get("SALON_TEST_POSTGRES_URL")


@pytest.mark.skipif(URL is None, reason="no PostgreSQL server for the tests")
def test_two_server_processes_share_seeks_and_turns_through_postgresql() -> None:
    assert URL is not None
    ports = free_port(), free_port()
    first = start_server(URL, ports[0])
    second = start_server(URL, ports[1])
    one, two = (f"http://127.0.0.1:{port}" for port in ports)
    ann_name, bob_name = f"Ann {secrets.token_hex(3)}", f"Bob {secrets.token_hex(3)}"
    try:
        ann = http_player(one, ann_name)
        bob = http_player(two, bob_name)
        seek = post(ann, "/api/play/seeks", {"game": "ecarte", "pace": "turn", "time": 1})
        seek_id = seek.json()["seek"]["id"]
        seen = [s["id"] for s in bob.get("/api/play/lobby").json()["seeks"]]
        assert seek_id in seen  # made on the first process, offered on the second
        made = _take(bob, seek.json()["seek"])  # taken on the second: its table lives there
        mine = ann.get("/api/play/lobby").json()["mine"]
        assert [s["table"] for s in mine if s["id"] == seek_id] == [made["table"]]
        table = made["table"]
        clock = running_clock(bob, table)
        players = {0: sign_in(two, ann_name), 1: bob}
        tokens = {
            seat: client.get("/api/account/seats", headers=csrf(client)).json()["seats"][0]["token"]
            for seat, client in players.items()
        }
        seat = clock["seat"]
        on_one = {0: ann, 1: sign_in(one, bob_name)}
        for _ in range(3):
            assert [t["table"] for t in on_one[seat].get("/api/play/turns").json()["turns"]] == [
                table
            ]
            assert on_one[1 - seat].get("/api/play/turns").json()["turns"] == []
            act_on(f"ws://127.0.0.1:{ports[1]}/ws/{table}", seat, tokens[seat])
            seat = running_clock(ann, table)["seat"]
    finally:
        for server in (first, second):
            server.send_signal(signal.SIGKILL)
            server.wait()
