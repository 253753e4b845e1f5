"""Helpers shared by the web tests: a player's moves, the cards in a message, the engine's view."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from salon.cards import Card
from salon.piquet.partie import Partie, PartieView
from salon.web.server.store import Store

CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[6-9JQKA])[SHDC](?![A-Za-z0-9])")


@dataclass
class Site:
    client: Any
    store: Store
    url: str


def new_table(site: Site, **fields: Any) -> dict[str, Any]:
    body = {"name": "Ann", "opponent": "thumb", **fields}
    response = site.client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json())


_HELD_TALK: dict[int, list[Any]] = {}
"""The talk each open test connection holds, as the page keeps it."""


def whole_talk(ws: Any, message: dict[str, Any]) -> dict[str, Any]:
    """A state with the talk the connection holds put back whole, as the page does: the
    server sends the whole talk once, then only what follows what was sent."""
    if message.get("type") != "state":
        return message
    view = message["view"]
    held = [] if view["talk_from"] == 0 else _HELD_TALK[id(ws)]
    assert view["talk_from"] == len(held), "a state's talk must follow what was sent before"
    held = [*held, *view["talk"]]
    _HELD_TALK[id(ws)] = held
    return message | {"view": view | {"talk": held, "talk_from": 0}}


def receive(ws: Any) -> dict[str, Any]:
    """The next message, a state with its whole talk."""
    return whole_talk(ws, dict(ws.receive_json()))


def hello(ws: Any, seat: int, token: str) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "seat": seat, "token": token}))
    _HELD_TALK.pop(id(ws), None)
    return receive(ws)


def wait_until_idle(site: Site, timeout: float = 30.0) -> None:
    """Wait until the server has no table still stepping in the background (a shuffle, a
    computer's move, the broadcast after them), so that what follows is counted alone."""
    hub = site.client.app.state.hub
    deadline = time.monotonic() + timeout
    while hub.tasks:
        assert time.monotonic() < deadline, "the tables never came to rest"
        time.sleep(0.01)


def act(ws: Any, action: str) -> None:
    ws.send_text(json.dumps({"type": "act", "action": action}))


def wait_for_turn(
    ws: Any, seat: int, after: int = -1, first: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The first state (``first``, then those received) in which ``seat`` is to act, newer
    than step ``after``, or in which the game is over."""
    while True:
        message = first if first is not None else receive(ws)
        first = None
        assert message["type"] != "error", message
        if message["type"] != "state":
            continue
        view = message["view"]
        if view["over"] or (view["to_act"] == seat and message["table"]["step"] > after):
            return dict(message)


def play_moves(client: Any, made: dict[str, Any], moves: int = 6) -> None:
    """Seat A of the table ``made`` plays up to ``moves`` actions, the computer answering."""
    with client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
        for _ in range(moves):
            if state["view"]["over"]:
                break
            ws.send_json({"type": "act", "action": choose_action(state["view"])})
            state = wait_for_turn(ws, 0, after=state["table"]["step"])


def stored_actions(store: Store, table_id: str) -> list[tuple[str, str]]:
    for row in store.load_games():
        if row.id == table_id:
            return list(row.actions)
    raise KeyError(table_id)


def choose_action(view: dict[str, Any]) -> str:
    """A simple player for tests: the first legal action; exchanges (Piquet) or discards
    (Écarté) the last card of the hand."""
    deal = view["deal"]
    if deal is not None and deal.get("exchange_limit"):
        return "exchange " + deal["hand"][-1]
    if deal is not None and deal.get("discard_limit"):
        return "discard " + deal["hand"][-1]
    return str(view["legal"][0])


def cards_in(message: Any) -> set[str]:
    """Every card code written anywhere in a message, in any string or key."""
    found: set[str] = set()
    text = json.dumps(message)
    for match in CARD_CODE.finditer(text):
        found.add(match.group(0))
    return found


def known_cards(view: PartieView) -> set[str]:
    """Every card the engine lets this seat know now."""
    known: set[Card] = set()
    for event in view.talk:
        known.update(event.cards)
    for action in view.legal:
        known.update(card for card in _action_cards(action))
    known.update(view.cut_on_table or ())  # cut face up, named aloud by both players
    deal = view.deal
    if deal is not None:
        known |= {*deal.hand, *deal.dealt, *deal.discard, *deal.stock_seen}
        known |= {*deal.opponent_known, *deal.opponent_shown_hand}
        known |= {card for trick in deal.tricks for card in (trick.lead, trick.reply)}
        if deal.lead is not None:
            known.add(deal.lead)
    return {str(card) for card in known}


def _action_cards(action: object) -> list[Card]:
    return [Card.parse(code) for code in CARD_CODE.findall(str(action))]


class Shadow:
    """The engine's own partie, rebuilt from the stored actions, to check what is sent."""

    def __init__(self, store: Store, table_id: str, rules: str = "rubicon") -> None:
        from salon.piquet.partie import parse_partie_action
        from salon.piquet.rules import PiquetRules

        self.store = store
        self.table_id = table_id
        self.partie = Partie(PiquetRules.from_text(rules))
        self.step = 0
        self.parse = parse_partie_action

    def at(self, step: int) -> Partie:
        if step > self.step:
            for _, text in stored_actions(self.store, self.table_id)[self.step : step]:
                self.partie.apply(self.parse(text))
            self.step = step
        assert step == self.step, "states arrive in order"
        return self.partie


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(
    database: Path | str, port: int, stderr: Path | None = None
) -> subprocess.Popen[bytes]:
    """``salon serve`` on ``port``, once it answers; its log written to ``stderr`` if given."""
    command = [sys.executable, "-m", "salon.cli", "serve", "--port", str(port), "--pace", "0"]
    env = {name: value for name, value in os.environ.items() if name != "PYTHONWARNINGS"}
    if stderr is None:
        env["PYTHONWARNINGS"] = "ignore"
    with stderr.open("wb") if stderr is not None else open(os.devnull, "wb") as sink:
        server = subprocess.Popen(
            [*command, "--database", str(database)],
            stdout=subprocess.DEVNULL,
            stderr=sink,
            env=env,
        )
    deadline = time.monotonic() + 120  # a loaded machine can take long to import and start it
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return server
        except httpx.HTTPError:
            time.sleep(0.1)
    server.kill()
    raise AssertionError("the server did not start")


def play_to_the_end(salon: Any, table: Any) -> None:
    """Play a table to its end through the salon, each person choosing by ``choose_action``."""
    while not table.is_over:
        if not salon.advance_one(table):
            seat = table.actor
            salon.act(table, seat, choose_action(table.view(seat)))


def acknowledged_action(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    """Act in ``state`` (the seat's turn) and return the acknowledgement, the states between
    passed over."""
    ws.send_json({"type": "act", "action": choose_action(state["view"])})
    while True:
        message = dict(ws.receive_json())
        assert message["type"] != "error", message
        if message["type"] == "ack":
            return message
