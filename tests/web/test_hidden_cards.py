"""Whole parties against the computer through the websocket, every message inspected.

docs/web.md "What a client is sent": a seat is sent only what the engine's view of that seat
holds (rules-notes.md "Declarations": views show what each player has learned, and nothing
more); a spectator only the cards played or shown to the whole table.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from webtools import (
    Shadow,
    Site,
    act,
    cards_in,
    choose_action,
    hello,
    known_cards,
    new_table,
    receive,
    stored_actions,
)


def _public_cards(partie: Any) -> set[str]:
    public = {str(card) for e in partie.events if e.audience is None for card in e.cards}
    public |= {str(card) for card in partie.cut_on_table or ()}  # face up till the choice
    if partie.deal is not None:
        for trick in partie.deal.tricks:
            public |= {str(trick.lead), str(trick.reply)}
        if partie.deal.lead is not None:
            public.add(str(partie.deal.lead))
    return public


@pytest.mark.parametrize(("opponent", "rules"), [("thumb", "rubicon"), ("random", "four-deal")])
def test_whole_parties_send_no_card_the_recipient_may_not_know(
    site: Site, opponent: str, rules: str
) -> None:
    """docs/web.md "What a client is sent"; Partie.view is the only source of a seat's JSON."""
    made = new_table(site, opponent=opponent, rules=rules)
    table = made["table"]
    shadow = Shadow(site.store, table, rules)
    spectator_shadow = Shadow(site.store, table, rules)
    messages = 0
    with (
        site.client.websocket_connect(f"/ws/{table}") as ws,
        site.client.websocket_connect(f"/ws/{table}") as watcher,
    ):
        watcher.send_text(json.dumps({"type": "hello", "watch": True}))
        message = hello(ws, 0, made["token"])
        acted = -1
        while True:
            if message["type"] == "state":
                messages += 1
                step = message["table"]["step"]
                partie = shadow.at(step)
                assert cards_in(message) <= known_cards(partie.view(0)), step
                view = message["view"]
                if view["over"]:
                    break
                if view["to_act"] == 0 and step > acted:
                    acted = step
                    act(ws, choose_action(view))
            else:
                assert message["type"] == "ack", message
                assert cards_in(message) <= known_cards(shadow.partie.view(0))
            message = receive(ws)
        while True:
            seen = receive(watcher)
            step = seen["table"]["step"]
            assert cards_in(seen) <= _public_cards(spectator_shadow.at(step)), step
            if seen["view"]["over"]:
                break
    assert messages > 20
    assert shadow.partie.is_terminal
    record = site.client.get(f"/api/tables/{table}/record")
    assert record.status_code == 200 and '[Game "Piquet"]' in record.text


def _ecarte_public_cards(game: Any) -> set[str]:
    """The cards an onlooker of an Écarté game has seen: the turn-up, the cards played, and
    those shown in the public talk (never what was discarded: Law XII)."""
    public = {str(card) for e in game.events if e.audience is None for card in e.cards}
    deal = game.deal
    if deal is not None:
        if deal.turn_up is not None:
            public.add(str(deal.turn_up))
        for trick in deal.tricks:
            public |= {str(trick.lead), str(trick.reply)}
        if deal.lead is not None:
            public.add(str(deal.lead))
    return public


def test_an_ecarte_spectator_sees_only_what_an_onlooker_may(site: Site) -> None:
    """docs/web.md "What a client is sent": a spectator, from the lobby's games to watch,
    is sent no card of either hand, nor of the stock or the discards, through a whole game;
    the lobby's lists and "my tables" name no card; a replay and a record wait for the end."""
    from salon.web.tables.games import adapter_for

    made = new_table(site, game="ecarte", opponent="thumb", listed=True)
    table = made["table"]
    adapter = adapter_for("ecarte")
    game = adapter.new_game(site.client.get(f"/api/tables/{table}").json()["table"]["rules"])
    applied = 0
    with (
        site.client.websocket_connect(f"/ws/{table}") as ws,
        site.client.websocket_connect(f"/ws/{table}") as watcher,
    ):
        watcher.send_text(json.dumps({"type": "hello", "watch": True}))
        message = hello(ws, 0, made["token"])
        lobby = site.client.get("/api/lobby").json()
        mine = site.client.get(f"/api/tables?ids={table}").json()
        assert lobby["playing"] and cards_in(lobby) == set() and cards_in(mine) == set()
        for path in ("replay", "record"):
            early = site.client.get(f"/api/tables/{table}/{path}")
            assert early.status_code == 409 and cards_in(early.text) == set()
        acted = -1
        while message["type"] != "state" or not message["view"]["over"]:
            view = message.get("view")
            if view is not None and view["to_act"] == 0 and message["table"]["step"] > acted:
                acted = message["table"]["step"]
                act(ws, choose_action(view))
            message = receive(ws)
        checked = 0
        while True:
            seen = receive(watcher)
            step = seen["table"]["step"]
            for _, text in stored_actions(site.store, table)[applied:step]:
                adapter.apply(game, adapter.parse(text))
            applied = max(applied, step)
            assert cards_in(seen) <= _ecarte_public_cards(game), step
            checked += 1
            if seen["view"]["over"]:
                break
    assert checked > 10 and game.is_terminal
