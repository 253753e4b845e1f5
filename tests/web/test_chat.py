"""The chat beside the talk of the table, on the websocket (docs/web.md "Chat"): lines
between the players, refusals with their reasons (too long, too fast, malformed, to a chat
one is not part of), mutes and the chat turned off, the spectators' chat kept from the
players during play, and nothing of the chat in the game's record or its store."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from webtools import Site, new_table

from salon.web.talk.chat import CHAT_BURST, MAX_CHAT


def _seat(site: Site, ws: Any, seat: int, token: str) -> None:
    ws.send_text(json.dumps({"type": "hello", "seat": seat, "token": token}))
    assert ws.receive_json()["type"] == "state"


def _friends(site: Site) -> tuple[str, str, str]:
    made = new_table(site, opponent="friend")
    joined = site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Bob"}
    ).json()
    return made["table"], made["token"], joined["token"]


@contextlib.contextmanager
def _both(site: Site) -> Iterator[tuple[Any, Any]]:
    """Ann at seat 0 and Bob at seat 1 of a friends' table, each on his connection."""
    table, ann, bob = _friends(site)
    with (
        site.client.websocket_connect(f"/ws/{table}") as one,
        site.client.websocket_connect(f"/ws/{table}") as two,
    ):
        _seat(site, one, 0, ann)
        _seat(site, two, 1, bob)
        yield one, two


def _next(ws: Any, kind: str) -> dict[str, Any]:
    """The next message of ``kind``, the states between passed over."""
    while True:
        message = dict(ws.receive_json())
        if message["type"] == kind or message["type"] == "error":
            return message


def _say(ws: Any, text: str, to: str = "players", **more: Any) -> None:
    ws.send_text(json.dumps({"type": "chat", "to": to, "text": text, **more}))


def test_a_line_reaches_the_other_player_as_text(site: Site) -> None:
    with _both(site) as (one, two):
        _say(one, "  <b>Bonsoir</b>\x00  Bob ")
        line = _next(two, "chat")["lines"][-1]
        assert line == {
            "number": 0,
            "seat": 0,
            "name": "Ann",
            "to": "players",
            "text": "<b>Bonsoir</b> Bob",
        }
        assert _next(one, "chat")["lines"][-1]["text"] == "<b>Bonsoir</b> Bob"


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ({"type": "chat", "to": "players", "text": "x" * (MAX_CHAT + 1)}, "300 characters"),
        ({"type": "chat", "to": "players", "text": "   "}, "empty"),
        ({"type": "chat", "to": "everyone", "text": "hi"}, "'players', 'side' or"),
        ({"type": "chat", "to": "players", "text": 3}, "the text of its line"),
        ({"type": "chat", "to": "players"}, "needs 'text'"),
        ({"type": "chat", "to": "players", "text": "hi", "html": 1}, "unknown field"),
        ({"type": "mute", "seat": "1", "muted": True}, "number of the seat"),
        ({"type": "mute", "seat": 0, "muted": True}, "another seat"),
        ({"type": "chat_off", "off": "yes"}, "true or false"),
        ({"type": "chat", "to": "side", "text": "hi"}, "no one shares your hand"),
        ({"type": "chat", "to": "spectators", "text": "hi"}, "not for the players"),
    ],
)
def test_bad_chat_is_refused_with_its_reason_and_says_nothing(
    site: Site, message: dict[str, Any], words: str
) -> None:
    with _both(site) as (one, two):
        one.send_text(json.dumps(message))
        refused = _next(one, "error")
        assert words in refused["message"], refused
        _say(two, "after")
        lines = _next(one, "chat")["lines"]
        assert [line["text"] for line in lines] == ["after"]


def test_a_spectator_cannot_speak_to_the_players_and_the_players_do_not_read_him(
    site: Site,
) -> None:
    table, ann, _ = _friends(site)
    with (
        site.client.websocket_connect(f"/ws/{table}") as one,
        site.client.websocket_connect(f"/ws/{table}") as watcher,
        site.client.websocket_connect(f"/ws/{table}") as other,
    ):
        _seat(site, one, 0, ann)
        for ws in (watcher, other):
            ws.send_text(json.dumps({"type": "hello", "watch": True}))
            assert ws.receive_json()["type"] == "state"
        _say(watcher, "play the king", name="Cy")
        assert "the players' chat is theirs" in _next(watcher, "error")["message"]
        _say(watcher, "play the king", to="spectators")
        assert "gives a name" in _next(watcher, "error")["message"]
        _say(watcher, "she should play the king", to="spectators", name="Cy")
        line = _next(other, "chat")["lines"][-1]
        assert (line["name"], line["to"]) == ("Cy (watching)", "spectators")
        _say(one, "hello")
        lines = _next(one, "chat")["lines"]
        assert [line["text"] for line in lines] == ["hello"]  # not the spectators' line


def test_chat_too_fast_is_refused(site: Site) -> None:
    table, ann, _ = _friends(site)
    with site.client.websocket_connect(f"/ws/{table}") as one:
        _seat(site, one, 0, ann)
        for number in range(3 * CHAT_BURST):
            _say(one, f"line {number}")
        answers = [_next(one, "chat") for _ in range(3 * CHAT_BURST)]
        refused = [a["message"] for a in answers if a["type"] == "error"]
        assert refused and all("too fast" in words for words in refused)
        said = [a["lines"][-1]["text"] for a in answers if a["type"] == "chat"]
        # A line may come back twice (the answer and the table's own update); each once here.
        assert list(dict.fromkeys(said))[:CHAT_BURST] == [f"line {n}" for n in range(CHAT_BURST)]


def test_a_muted_seat_is_not_read_and_chat_turned_off_closes_the_players_chat(
    site: Site,
) -> None:
    with _both(site) as (one, two):
        one.send_text(json.dumps({"type": "mute", "seat": 1, "muted": True}))
        assert _next(one, "chat")["settings"]["muted"] == [1]
        _say(two, "you will not read this")
        _next(two, "chat")
        _say(one, "anyone there?")
        lines = _next(one, "chat")["lines"]
        assert [line["text"] for line in lines] == ["anyone there?"]
        one.send_text(json.dumps({"type": "mute", "seat": 1, "muted": False}))
        whole = _next(one, "chat")
        assert whole["whole"] and [line["text"] for line in whole["lines"]] == [
            "you will not read this",
            "anyone there?",
        ]
        two.send_text(json.dumps({"type": "chat_off", "off": True}))
        assert _next(one, "chat")["settings"]["closed"] is True
        _say(one, "still there?")
        assert "turned the chat off" in _next(one, "error")["message"]


def test_nothing_of_the_chat_reaches_the_record_or_the_store(site: Site) -> None:
    table_id, ann, _ = _friends(site)
    with site.client.websocket_connect(f"/ws/{table_id}") as one:
        _seat(site, one, 0, ann)
        _say(one, "a word between us")
        _next(one, "chat")
    table = site.client.app.state.salon.table(table_id)  # type: ignore[attr-defined]
    row = site.store.load_game(table_id)
    assert row is not None
    assert all("a word between us" not in text for _, text in row.actions)
    with table.lock:
        view = table.view(0)
    assert "a word between us" not in json.dumps(view)
