"""A server killed with SIGKILL mid-deal and started again continues every game where it stood.

docs/web.md "Nothing is lost": the state is rebuilt by replaying the stored actions through
the engine.
"""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect
from webtools import choose_action, free_port, start_server, whole_talk


def _my_turn(ws: Any, after: int) -> dict[str, Any]:
    while True:
        message = whole_talk(ws, json.loads(ws.recv(timeout=30)))
        assert message["type"] != "error", message
        if message["type"] == "state":
            view = message["view"]
            if view["over"] or (view["to_act"] == 0 and message["table"]["step"] > after):
                return dict(message)


def _act(ws: Any, action: Any) -> None:
    """An action sent at a player's pace: the server allows a connection four messages a
    second (a burst of twelve), and with the computer answering at once a test would not wait."""
    time.sleep(0.26)
    ws.send(json.dumps({"type": "act", "action": action}))


def _hello(ws: Any, token: str) -> None:
    ws.send(json.dumps({"type": "hello", "seat": 0, "token": token}))


def _deals_done(view: dict[str, Any]) -> int:
    """Deals finished: Piquet's scoring card rows, or Écarté's deals before the current one."""
    if view["game"] == "piquet":
        return len(view["deal_scores"])
    return int(view["deal_number"]) - 1


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_killed_server_continues_every_game(tmp_path: Path, game: str) -> None:
    """docs/web.md "Nothing is lost": kill -9 mid-deal, start again, the game goes on."""
    database = tmp_path / "salon.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(database, port)
    try:
        made = httpx.post(
            f"{base}/api/tables", json={"name": "Ann", "opponent": "thumb", "game": game}
        ).json()
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
            _hello(ws, made["token"])
            state = _my_turn(ws, -1)
            while not (state["view"]["deal"] and len(state["view"]["deal"]["tricks"]) >= 2):
                _act(ws, choose_action(state["view"]))
                state = _my_turn(ws, state["table"]["step"])
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    server = start_server(database, port)
    try:
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
            _hello(ws, made["token"])
            again = whole_talk(ws, json.loads(ws.recv(timeout=30)))
            assert again["view"] == state["view"]
            assert again["table"]["step"] == state["table"]["step"]
            deals_done = _deals_done(state["view"])
            while _deals_done(again["view"]) == deals_done and not again["view"]["over"]:
                action = choose_action(again["view"])
                _act(ws, action)
                again = _my_turn(ws, again["table"]["step"])
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
