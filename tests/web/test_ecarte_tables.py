"""Écarté tables: against the computer or a friend, every message inspected.

docs/web.md "Écarté at the table": the same server, protocol and guarantees as Piquet —
a seat is sent only what :meth:`EcarteGame.view` holds (ecarte-rules.md: no one sees the
adversary's hand, the stock or any discard, Law XII), a spectator only what both players see.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from webtools import (
    CARD_CODE,
    Site,
    act,
    cards_in,
    choose_action,
    hello,
    new_table,
    receive,
    stored_actions,
    wait_for_turn,
)

from salon.ecarte.actions import parse_action
from salon.ecarte.game import EcarteGame, EcarteView
from salon.ecarte.rules import EcarteRules
from salon.web.server.store import Store


class EcarteShadow:
    """The engine's own game, rebuilt from the stored actions, to check what is sent."""

    def __init__(self, store: Store, table_id: str, rules: str) -> None:
        self.store = store
        self.table_id = table_id
        self.game = EcarteGame(EcarteRules.from_text(rules))
        self.step = 0

    def at(self, step: int) -> EcarteGame:
        if step > self.step:
            for _, text in stored_actions(self.store, self.table_id)[self.step : step]:
                self.game.apply(parse_action(text))
            self.step = step
        assert step == self.step, "states arrive in order"
        return self.game


def known_to(view: EcarteView) -> set[str]:
    """Every card the engine lets this seat know now."""
    known = {card for event in view.talk for card in event.cards}
    known |= {code for action in view.legal for code in CARD_CODE.findall(str(action))}
    deal = view.deal
    if deal is not None:
        known |= set(deal.hand)
        known |= {card for trick in deal.tricks for card in (trick.lead, trick.reply)}
        known |= {card for card in (deal.turn_up, deal.lead) if card is not None}
    return {str(card) for card in known}


def public_cards(game: EcarteGame) -> set[str]:
    """The cards both players see: the turn-up, the cards played, the cards in public words."""
    public = {str(card) for e in game.events if e.audience is None for card in e.cards}
    public |= {
        code for e in game.events if e.audience is None for code in CARD_CODE.findall(e.words)
    }
    deal = game.deal
    if deal is not None:
        public |= {str(card) for trick in deal.tricks for card in (trick.lead, trick.reply)}
        public |= {str(card) for card in (deal.turn_up, deal.lead) if card is not None}
    return public


def test_the_games_offered_are_piquet_and_ecarte(site: Site) -> None:
    """docs/web.md "Tables and seats": a table is for Piquet or Écarté, with its presets."""
    games = site.client.get("/api/games").json()["games"]
    assert [game["name"] for game in games][:2] == ["piquet", "ecarte"]
    ecarte = games[1]
    assert ecarte["title"] == "Écarté"
    assert {"classic", "graded", "rubber"} <= {preset["name"] for preset in ecarte["presets"]}
    assert {"random", "thumb", "strong"} <= {player["name"] for player in ecarte["computers"]}


def test_ecarte_rule_options_are_checked(site: Site) -> None:
    """docs/ecarte-rules.md "Rule options": a bad option is refused with the reason."""
    made = new_table(site, game="ecarte", rules="graded; rubber_games=5")
    assert site.client.get(f"/api/tables/{made['table']}").json()["table"]["rules"] == (
        "classic; game_values=graded; rubber_games=5"
    )
    refused = site.client.post(
        "/api/tables",
        json={"name": "Ann", "game": "ecarte", "rules": "rubber_games=4"},
    )
    assert refused.status_code == 400 and "rubber" in refused.json()["detail"]
    unknown = site.client.post("/api/tables", json={"name": "Ann", "game": "whist"})
    assert unknown.status_code == 400 and "ecarte" in unknown.json()["detail"]


@pytest.mark.parametrize(("opponent", "rules"), [("thumb", "classic"), ("strong", "graded")])
def test_whole_ecarte_games_send_no_card_the_recipient_may_not_know(
    site: Site, opponent: str, rules: str
) -> None:
    """docs/web.md "What a client is sent": a seat's JSON comes from EcarteGame.view alone;
    a spectator sees the turn-up and the cards played, never a hand (Law XII: no discards)."""
    made = new_table(site, game="ecarte", opponent=opponent, rules=rules)
    table = made["table"]
    shadow = EcarteShadow(site.store, table, rules)
    spectator_shadow = EcarteShadow(site.store, table, rules)
    states = 0
    with (
        site.client.websocket_connect(f"/ws/{table}") as ws,
        site.client.websocket_connect(f"/ws/{table}") as watcher,
    ):
        watcher.send_text(json.dumps({"type": "hello", "watch": True}))
        message = hello(ws, 0, made["token"])
        acted = -1
        while True:
            if message["type"] == "state":
                states += 1
                step = message["table"]["step"]
                game = shadow.at(step)
                assert cards_in(message) <= known_to(game.view(0)), step
                view = message["view"]
                if view["over"]:
                    break
                if view["to_act"] == 0 and step > acted:
                    acted = step
                    act(ws, choose_action(view))
            else:
                assert message["type"] == "ack", message
            message = receive(ws)
        while True:
            seen = receive(watcher)
            step = seen["table"]["step"]
            assert "hand" not in json.dumps(seen["view"]["deal"] or {})
            assert cards_in(seen) <= public_cards(spectator_shadow.at(step)), step
            if seen["view"]["over"]:
                break
    assert states > 10
    assert shadow.game.is_terminal
    record = site.client.get(f"/api/tables/{table}/record")
    assert record.status_code == 200 and '[Game "Ecarte"]' in record.text


def _first_turn(site: Site, **fields: Any) -> tuple[dict[str, Any], Any, dict[str, Any]]:
    made = new_table(site, game="ecarte", **fields)
    ws = site.client.websocket_connect(f"/ws/{made['table']}").__enter__()
    state = wait_for_turn(ws, 0, first=hello(ws, 0, made["token"]))
    return made, ws, state


def test_illegal_ecarte_actions_are_refused_and_change_nothing(site: Site) -> None:
    """Law XV: one discards from one's own hand; Law XXIII: play only from the hand."""
    made, ws, state = _first_turn(site)
    try:
        before = stored_actions(site.store, made["table"])
        view = state["view"]
        foreign = next(
            c for c in ("7S", "8S", "9S", "10S", "JS", "QS") if c not in view["deal"]["hand"]
        )
        for text in ("play " + foreign, "discard " + foreign, "mark-king please", "exchange 7S"):
            act(ws, text)
            while (error := receive(ws))["type"] == "state":
                pass  # a state sent before the refusal
            assert error["type"] == "error" and error["message"], text
        assert stored_actions(site.store, made["table"]) == before
    finally:
        ws.__exit__(None, None, None)


def test_an_ecarte_game_between_friends(site: Site) -> None:
    """docs/web.md "Tables and seats": a friend takes the invited seat; each plays his own."""
    made = new_table(site, game="ecarte", opponent="friend")
    joined = site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Ben"}
    ).json()
    tokens = {0: made["token"], 1: joined["token"]}
    sockets = {seat: site.client.websocket_connect(f"/ws/{made['table']}") for seat in (0, 1)}
    connections = {seat: sockets[seat].__enter__() for seat in (0, 1)}
    try:
        latest = {seat: hello(connections[seat], seat, tokens[seat]) for seat in (0, 1)}
        deals = 0
        while deals < 2:
            view = latest[0]["view"]
            actor = view["to_act"]
            if view["over"]:
                break
            if actor is None:
                latest[0] = receive(connections[0])
                continue
            other = 1 - actor
            state = wait_for_turn(connections[actor], actor, first=latest[actor])
            act(connections[actor], choose_action(state["view"]))
            while (ack := receive(connections[actor]))["type"] != "ack":
                assert ack["type"] == "state"
            # Each seat is sent the state after the action; older ones may come first.
            for seat in (actor, other):
                message = latest[seat]
                while message["type"] != "state" or message["table"]["step"] < ack["step"]:
                    message = receive(connections[seat])
                latest[seat] = message
            deals = latest[0]["view"]["deal_number"] - 1
            assert (
                set(latest[0]["view"]["deal"]["hand"] if latest[0]["view"]["deal"] else ())
                & set(latest[1]["view"]["deal"]["hand"] if latest[1]["view"]["deal"] else ())
                == set()
            )
    finally:
        for seat in (0, 1):
            sockets[seat].__exit__(None, None, None)
    assert deals >= 1


@pytest.mark.parametrize(
    ("rules", "title", "rubber", "worth_more"),
    [
        ("classic", "Game to five", False, False),
        ("classic; game_points=7", "Game to seven", False, False),
        ("classic; game_values=graded", "Game to five", False, True),
        ("rubber", "Game to five; the rubber, the best of three", True, True),
    ],
)
def test_the_scoring_card_says_what_game_is_played_and_tallies_only_what_counts(
    rules: str, title: str, rubber: bool, worth_more: bool
) -> None:
    """The card's title is the game agreed (ecarte-rules.md: five points, or seven or ten by
    agreement; the rubber, the best of three); games won are tallied in a rubber, what they
    are worth where a game may be worth more than one (graded games, the rubber's two)."""
    from salon.web.tables.ecarte import seat_view_json

    sent = seat_view_json(EcarteGame(EcarteRules.from_text(rules)).view(0))
    assert (sent["card_title"], sent["rubber"], sent["games_worth_more"]) == (
        title,
        rubber,
        worth_more,
    )


def test_a_king_turned_up_is_on_the_scoring_card_at_once() -> None:
    """Law XX and the description's "Marking the king": the king counts the moment it is turned
    up or marked, so the card's points (``standing``) show it before the deal is played; the
    game's ``scores`` add the deal's points only at its end."""
    from salon.cards import Card, piquet_pack
    from salon.ecarte.actions import DealCards
    from salon.web.tables.ecarte import seat_view_json

    game = EcarteGame(EcarteRules(), first_dealer=1)
    pack = [c for c in piquet_pack() if c != Card.parse("KH")]
    pack.insert(10, Card.parse("KH"))  # the eleventh card, turned up
    game.apply(DealCards(tuple(pack)))
    sent = seat_view_json(game.view(0))
    assert sent["scores"] == [0, 0] and sent["standing"] == [0, 1]


def test_the_lists_score_counts_a_king_turned_up_at_once() -> None:
    """The treatise's description, "Marking the king": the dealer who turns up the king scores
    one at once; the home page's line for the table counts it as the table's score does
    (found by a new players' trial: "Alice 0, Bernard 0" beside a card saying 0 to 1)."""
    from tests.terminal.ecarte_positions import ecarte_game

    from salon.web.tables.ecarte import outcome_words

    game = ecarte_game(
        you_deal=True, elder="7S 8S 9H JC AC", dealer="QS KD 10D KC 8C", turn_up="KH"
    )
    assert game.standing == game.view(1).standing == (1, 0)
    assert outcome_words(game, ("Ann", "Bob")) == "Ann 1, Bob 0"
