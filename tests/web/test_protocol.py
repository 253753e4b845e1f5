"""The websocket protocol: who may act, and every bad message refused with nothing changed.

docs/web.md "Protocol".
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from webtools import (
    Site,
    act,
    choose_action,
    hello,
    new_table,
    receive,
    stored_actions,
    wait_for_turn,
    whole_talk,
)

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url


def _error(ws: object) -> str:
    while True:
        message = receive(ws)
        if message["type"] == "error":
            return str(message["message"])


def test_the_seat_secret_is_required(site: Site) -> None:
    """docs/web.md "Protocol": a seat is opened only by its own secret."""
    made = new_table(site, opponent="friend")
    joined = site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Bob"}
    ).json()
    for seat, token in ((0, "guess"), (1, made["token"]), (0, joined["token"]), (5, "x")):
        with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
            reply = hello(ws, seat, token)
            assert reply["type"] == "error", (seat, token)


def test_the_first_message_must_be_hello(site: Site) -> None:
    """docs/web.md "Protocol": a client says who it is before anything else."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        act(ws, "choose-deal")
        assert receive(ws)["type"] == "error"


def test_no_one_reads_another_seat(site: Site) -> None:
    """docs/web.md "What a client is sent": each seat is sent its own view only."""
    made = new_table(site, opponent="friend")
    joined = site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Bob"}
    ).json()
    with (
        site.client.websocket_connect(f"/ws/{made['table']}") as ann,
        site.client.websocket_connect(f"/ws/{made['table']}") as bob,
    ):
        first_ann = hello(ann, 0, made["token"])
        first_bob = hello(bob, 1, joined["token"])
        assert first_ann["view"]["seat"] == 0 and first_bob["view"]["seat"] == 1


def test_bad_messages_change_nothing(site: Site) -> None:
    """docs/web.md "Protocol": malformed, unknown, out-of-turn and illegal messages are refused
    with an error that says why, and nothing is stored or changed."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
        before = stored_actions(site.store, made["table"])
        bad = {
            "{not json": "not JSON",
            "[1, 2]": "JSON object",
            '{"type": "shout"}': "unknown message type",
            '{"type": "act"}': "needs 'action'",
            '{"type": "act", "action": 7}': "action is the text",
            '{"type": "act", "action": "play AS", "as": 1}': "unknown field",
            '{"type": "act", "action": "dance"}': "not a Piquet action",
            '{"type": "act", "action": "play AS"}': "Not allowed",
            '{"type": "hello", "watch": true}': "already said hello",
            json.dumps({"type": "act", "action": "x" * 3000}): "too long",
        }
        for text, reason in bad.items():
            ws.send_text(text)
            assert reason in _error(ws), text
        assert stored_actions(site.store, made["table"]) == before
        act(ws, choose_action(state["view"]))
        assert receive(ws)["type"] == "ack"


def test_out_of_turn_actions_are_refused(site: Site) -> None:
    """docs/web.md "Protocol": a seat acts only in its turn."""
    made = new_table(site, opponent="friend")
    joined = site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Bob"}
    ).json()
    tokens = {0: made["token"], 1: joined["token"]}
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = hello(ws, 0, made["token"])
        while state["type"] != "state" or state["view"]["to_act"] is None:
            state = receive(ws)
        waiting = 1 - state["view"]["to_act"]
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        hello(ws, waiting, tokens[waiting])
        before = stored_actions(site.store, made["table"])
        act(ws, "choose-deal")
        assert "turn" in _error(ws)
        assert stored_actions(site.store, made["table"]) == before


def test_an_invited_table_waits_for_the_friend(site: Site) -> None:
    """docs/web.md "Tables and seats": play starts when the invited player sits down."""
    made = new_table(site, opponent="friend")
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = hello(ws, 0, made["token"])
        assert state["table"]["seats"][1]["open"]


def test_spectators_cannot_act(site: Site) -> None:
    """docs/web.md "Protocol": spectators watch only."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        ws.send_text('{"type": "hello", "watch": true}')
        assert receive(ws)["view"]["seat"] is None
        act(ws, "choose-deal")
        assert "spectators" in _error(ws)


def test_actions_are_rate_limited(tmp_path: Path) -> None:
    """docs/web.md "Protocol": each connection may send a burst, then a few a second."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    with TestClient(create_app(store, rate=0.001, burst=3)) as client:
        made = client.post("/api/tables", json={"name": "Ann"}).json()
        with client.websocket_connect(f"/ws/{made['table']}") as ws:
            hello(ws, 0, made["token"])
            for _ in range(4):
                ws.send_text("{}")
            errors = [_error(ws) for _ in range(4)]
            assert ["slow down" in error for error in errors] == [False, False, False, True]


def test_every_acknowledged_action_is_stored(site: Site) -> None:
    """docs/web.md "Nothing is lost": an action is stored before it is acknowledged."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
        action = choose_action(state["view"])
        act(ws, action)
        while (message := receive(ws))["type"] != "ack":
            pass
        stored = stored_actions(site.store, made["table"])
        assert stored[message["step"] - 1] == ("A", message["action"])


@pytest.mark.parametrize("opponent", ["random", "thumb"])
def test_reconnecting_restores_the_game(site: Site, opponent: str) -> None:
    """docs/web.md "Nothing is lost": reloading the page restores the game as it stood."""
    made = new_table(site, opponent=opponent)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
        act(ws, choose_action(state["view"]))
        state = wait_for_turn(ws, 0, after=state["table"]["step"])
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        again = hello(ws, 0, made["token"])
        assert again["view"] == state["view"]


def test_a_state_carries_only_the_talk_said_since_the_last(site: Site) -> None:
    """docs/web.md "What a client is sent": the whole talk once, then only what follows
    (``whole_talk`` checks that each part follows the last)."""
    made = new_table(site)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
        for _ in range(3):
            act(ws, choose_action(state["view"]))
            while True:
                message = ws.receive_json()
                assert message["type"] in ("ack", "state"), message
                if message["type"] == "state":
                    assert message["view"]["talk_from"] > 0
                    message = whole_talk(ws, message)
                    if message["table"]["step"] > state["table"]["step"]:
                        break
            state = wait_for_turn(ws, 0, first=message)
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        again = hello(ws, 0, made["token"])
    assert again["view"]["talk"] == state["view"]["talk"]
