"""Tables for three or more through the API, the websocket and the store (docs/web.md
"Tables for three or more"): seats and invitations, bad input refused with its reason and
nothing changed, a killed server that goes on with a French table's bets and chips, and the
session's record and replay.
"""

from __future__ import annotations

import json
import random
import re
import signal
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.sync.client import connect
from webtools import Site, free_port, receive, start_server

from salon.sessions.actions import actor_of
from salon.sessions.computers import Computers, next_step, play_out
from salon.sessions.french import FrenchPhase, FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.table import check_names
from salon.web.server.store import Store, sqlite_url
from salon.web.sessions.adapter import Sitting, standing_words
from salon.web.sessions.setup import RECORD_NAME, participant_words
from salon.web.sessions.tables import open_session
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table, TableError


def _hello(ws: Any, seat: int, token: str) -> dict[str, Any]:
    ws.send_json({"type": "hello", "seat": seat, "token": token})
    return receive(ws)


def _sitting(table: Table) -> Sitting:
    assert isinstance(table.game, Sitting)
    return table.game


def test_a_session_waits_for_every_invited_seat_then_starts(site: Site) -> None:
    """docs/web.md "Seats, names and starting": one invitation a seat; the session starts
    when every seat is taken; the lobby lists its open seats; the talk names by words."""
    body = {"name": "Mme de Staël", "game": "pool", "seats": ["friend", "host", "friend"]}
    made = site.client.post("/api/tables", json=body | {"listed": True}).json()
    assert made["seat"] == 1 and [i["seat"] for i in made["invites"]] == [0, 2]
    state = site.client.get(f"/api/tables/{made['table']}").json()
    assert state["view"]["status"] == "waiting" and state["table"]["actor"] is None
    entry = site.client.get("/api/lobby").json()["open"][0]
    assert entry["seats"] == 3 and entry["open_seats"] == 2
    joined = site.client.post(
        f"/api/tables/{made['table']}/join",
        json={"name": "Ann Smith", "invite": made["invites"][0]["invite"]},
    )
    assert joined.json()["seat"] == 0
    site.client.post(f"/api/tables/{made['table']}/join", json={"name": "Ann Jones"})
    info = site.client.get(f"/api/tables/{made['table']}").json()["table"]
    assert [seat["word"] for seat in info["seats"]] == ["Ann", "Mme", "Ann-Jones"]
    assert info["session"] is True and info["actor"] is not None


def test_bad_input_at_a_french_table_is_refused_and_changes_nothing(site: Site) -> None:
    """docs/web.md "Acting": a bet beyond the purse, advice with no player to advise, a
    malformed message, an unknown action: each an error saying why, the step unchanged."""
    body = {"name": "Ann", "game": "french", "seats": ["random", "random", "host", "random"]}
    made = site.client.post("/api/tables", json=body | {"options": {"purse": 5}}).json()
    with site.client.websocket_connect(f"/ws/{made['table']}") as ws:
        state = _hello(ws, made["seat"], made["token"])
        step = state["table"]["step"]
        assert "Ann" in state["view"]["to_act"], state["view"]["to_act"]
        bet = state["view"]["amounts"][0]
        assert bet["kind"] == "bet" and bet["most"] == 5
        for text, reason in [
            (bet["action"].replace("{n}", "6"), "5 chips left"),
            ("advise play KH", "no player to advise"),
            ("bet Nobody 1", "Nobody is not playing"),
            ("cover Ada 1", "now the gallery bets"),
            ("play", "play"),
        ]:
            ws.send_json({"type": "act", "action": text})
            answer = receive(ws)
            assert answer["type"] == "error" and reason in answer["message"], (text, answer)
        ws.send_text('{"type": "act", "action": 3}')
        assert receive(ws)["type"] == "error"
        ws.send_json({"type": "hello", "seat": 11, "token": "x"})
        assert receive(ws)["type"] == "error"
    assert site.client.get(f"/api/tables/{made['table']}").json()["table"]["step"] == step


def _salon(tmp_path: Path) -> Salon:
    return Salon(Store(sqlite_url(tmp_path / "salon.db")), chance=random.Random(7))


def _until(salon: Salon, table: Table, done: Any, people: Computers) -> None:
    """Let chance and the computers act, and the people at random, until ``done()``."""
    session = _sitting(table).session
    assert session is not None
    for _ in range(5000):
        if done():
            return
        if salon.advance_one(table):
            continue
        action = next_step(session, people)
        assert action is not None
        seat = _sitting(table).words.index(actor_of(action))
        salon.act(table, seat, table.adapter.action_text(table.game, action))
    raise AssertionError("never came")


def test_advice_out_of_role_is_refused_with_its_reason(tmp_path: Path) -> None:
    """piquet-description-and-example.txt "Chouette piquet": nobody advises the single player;
    only the adviser advises the partner; ecarte-treatise "French Écarté": only a backer
    points, never for la chouette. Each refusal says why; nothing is stored."""
    salon = _salon(tmp_path)
    made = open_session(
        salon, game="chouette", name="Ann", seats=["host", "friend", "friend"], options={}
    )
    table = made.table
    for number, _ in enumerate(table.seats[1:], start=1):
        invite = next(i for s, i in made.invites if s == number)
        salon.join(table.id, invite=invite, name=f"P{number}")
    session = _sitting(table).session
    assert session is not None
    people = Computers(dict.fromkeys(session.names, "random"), "piquet", seed=1)
    _until(salon, table, lambda: isinstance(session.game_actor, str), people)
    roles = session.roles()
    single = next(n for n, r in roles.items() if r == "plays alone")
    adviser = next(n for n, r in roles.items() if r == "advises")
    partner = next(n for n, r in roles.items() if r == "plays for the two")
    words = _sitting(table).words
    step = table.step
    if session.game_actor == single:
        try:
            salon.act(table, words.index(adviser), "advise play AS")
        except TableError as error:
            assert "nobody advises the single player" in str(error)
        else:
            raise AssertionError("advice to the single player was taken")
    try:
        salon.act(table, words.index(single), "advise play AS")
    except TableError as error:
        assert "not the adviser" in str(error) or "may not" in str(error) or "no" in str(error)
    else:
        raise AssertionError("the single player advised")
    if session.game_actor != partner:
        try:
            salon.act(table, words.index(partner), "play AS")
        except TableError as error:
            assert f"it is {session.game_actor} to play" in str(error)
    assert table.step == step


def _chouette_of_guests(tmp_path: Path) -> tuple[Salon, Table, Any, list[str], Computers]:
    """A chouette table whose two invited guests have sat down, and random players for all."""
    salon = _salon(tmp_path)
    made = open_session(
        salon, game="chouette", name="Ann", seats=["host", "friend", "friend"], options={}
    )
    table = made.table
    for seat, invite in made.invites:
        salon.join(table.id, invite=invite, name=f"Guest {seat}")
    session = _sitting(table).session
    assert session is not None
    words = list(_sitting(table).words)
    return salon, table, session, words, Computers(dict.fromkeys(words, "random"), "piquet", seed=4)


def test_the_advisers_proposal_is_seen_by_the_two_alone(tmp_path: Path) -> None:
    """piquet-description-and-example.txt "Chouette piquet": the adviser proposes to the
    partner, looking over his hand; the single player sees neither."""
    salon, table, session, words, people = _chouette_of_guests(tmp_path)

    def partner_to_act() -> bool:
        at = session.seats is not None and session.game_actor == session.player_of(1)
        if not (at and session.has_choice(1)):  # with one choice, nothing to propose
            return False
        adviser = next(n for n, role in session.roles().items() if role == "advises")
        return bool(table.view(words.index(adviser))["choices"])

    _until(salon, table, partner_to_act, people)
    roles = {role: words.index(name) for name, role in session.roles().items()}
    adviser, partner, single = roles["advises"], roles["plays for the two"], roles["plays alone"]
    view = table.view(adviser)
    assert view["prompt"].startswith(f"Propose to {words[partner]}: ")
    assert all(c["label"].startswith("Propose: ") for c in view["choices"])
    assert view["looks_at"] == 1 and view["game"]["deal"]["hand"]
    salon.act(table, adviser, view["choices"][0]["action"])
    assert [a["adviser"] for a in table.view(partner)["advice"]] == [words[adviser]]
    assert table.view(single)["advice"] == [] and table.view(single)["looks_at"] == 0


def test_a_proposed_exchange_reads_in_words_not_as_records_write_it(tmp_path: Path) -> None:
    """piquet-description-and-example.txt "Chouette piquet": the adviser proposes the partner's
    exchange too. The partner reads it as the table words it ("Put out the seven of
    diamonds"), never as a record writes it ("exchange 7D")."""
    salon, table, session, words, people = _chouette_of_guests(tmp_path)

    def adviser() -> int:
        return words.index(next(n for n, r in session.roles().items() if r == "advises"))

    def partner_exchanges() -> bool:
        at = session.seats is not None and session.game_actor == session.player_of(1)
        return at and table.view(adviser())["discard"] > 0

    _until(salon, table, partner_exchanges, people)
    partner = words.index(session.player_of(1))
    hand = table.view(adviser())["game"]["deal"]["hand"]
    salon.act(table, adviser(), f"advise exchange {hand[0]} {hand[1]}")
    (advice,) = table.view(partner)["advice"]
    assert advice["action"].startswith("exchange ")
    assert advice["label"].startswith("Put out the "), advice["label"]


def test_a_player_of_la_chouette_is_advised_by_nobody(tmp_path: Path) -> None:
    """ecarte-treatise "French Écarté": the player who takes all the money laid against him
    plays la chouette, and nobody looks over his hand or advises him."""
    salon = _salon(tmp_path)
    made = open_session(
        salon, game="french", name="Ann", seats=["thumb", "thumb", "host"], options={}
    )
    table = made.table
    session = _sitting(table).session
    ada, ben, ann = _sitting(table).words
    salon.act(table, 2, f"bet {ada} 1")  # Ben has all of it against him: he takes it
    people = Computers({ann: "random"}, "ecarte", seed=1)
    _until(salon, table, lambda: session.game_actor == ben, people)  # type: ignore[union-attr]
    assert session.book.chouette() == ben  # type: ignore[union-attr]
    view = table.view(2)
    assert view["looks_at"] == 0 and view["participants"][2]["advises"] == ada
    try:
        salon.act(table, 2, "advise play AS")
    except TableError as error:
        assert "plays la chouette" in str(error)
    else:
        raise AssertionError("la chouette was advised")


def test_only_a_backer_points_for_a_player(tmp_path: Path) -> None:
    """ecarte-treatise "French Écarté": the backers of a player advise him by pointing; a
    rentrant who backs nobody may not, and is told why."""
    salon = _salon(tmp_path)
    # Two computer rentrants back one player each: the money is even, and nobody plays la
    # chouette (computer_bet's rule).
    seats = ["random", "random", "host", "random", "random"]
    made = open_session(salon, game="french", name="Ann", seats=seats, options={})
    table = made.table
    session = _sitting(table).session
    assert session is not None
    for _ in range(500):
        if isinstance(session.game_actor, str):
            break
        if not salon.advance_one(table):
            salon.act(table, 2, "pass")  # Ann lays no bet and covers nothing
    assert session.role_of("Ann") == "rentrant"
    step = table.step
    try:
        salon.act(table, 2, "advise play AS")
    except TableError as error:
        assert "is not backing" in str(error)
    else:
        raise AssertionError("a rentrant who backs nobody pointed")
    assert table.step == step and table.view(2)["advice"] == []


def test_a_backer_points_and_only_his_player_sees_at_what(tmp_path: Path) -> None:
    """ecarte-treatise "French Écarté" (docs/ecarte-sessions.md): the backer is offered the
    player's own choices to point to; the player sees the pointing, the table hears only
    that he points, and for whom."""
    salon = _salon(tmp_path)
    made = open_session(
        salon, game="french", name="Ann", seats=["thumb", "thumb", "host"], options={}
    )
    table = made.table
    session = _sitting(table).session
    assert session is not None
    ada, _, ann = _sitting(table).words
    salon.act(table, 2, f"bet {ada} 1")
    people = Computers({ann: "random"}, "ecarte", seed=2)
    _until(salon, table, lambda: session.game_actor == ada and session.has_choice(0), people)
    view = table.view(2)
    assert view["prompt"].startswith(f"Point for {ada}: ") and view["advise_prefix"] == "advise "
    assert all(c["label"].startswith(("Point at: ", "Point to: ")) for c in view["choices"])
    # A card pointed at (marking the king, offered first when held, is a sign, not a card).
    pointing = next(c["action"] for c in view["choices"] if c["label"].startswith("Point at: "))
    salon.act(table, 2, pointing)
    seen = table.view(0)["advice"]
    assert [(a["adviser"], "advise " + a["action"]) for a in seen] == [(ann, pointing)]
    assert table.view(1)["advice"] == [] and table.view(None)["advice"] == []
    heard = table.view(1)["talk"][-1]["words"]
    assert heard.startswith(f"{ann} points") and heard.endswith(f"for {ada}.")
    assert pointing.split()[-1] not in heard


def test_a_killed_server_keeps_a_french_tables_bets_and_chips(tmp_path: Path) -> None:
    """docs/web.md "Nothing is lost": kill -9 in a French session with bets laid and chips
    moved, start again: the ledger, the chips, the wagers and the talk are all kept."""
    database = tmp_path / "salon.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    body = {"name": "Ann", "game": "french", "seats": ["thumb", "random", "host", "thumb"]}
    server = start_server(database, port)
    try:
        made = httpx.post(f"{base}/api/tables", json=body | {"options": {"games": 6}}).json()
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
            ws.send(json.dumps({"type": "hello", "seat": 2, "token": made["token"]}))
            state = _french_until_chips_moved(ws)
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()
    server = start_server(database, port)
    try:
        with connect(f"ws://127.0.0.1:{port}/ws/{made['table']}") as ws:
            ws.send(json.dumps({"type": "hello", "seat": 2, "token": made["token"]}))
            again = json.loads(ws.recv(timeout=30))
        assert again["table"]["step"] == state["table"]["step"]
        french, before = again["view"]["french"], state["view"]["french"]
        assert french == before and french["ledger"] and french["wagers"]
        assert again["view"]["talk"][-5:] == state["view"]["talk"][-5:]
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait()


def _french_until_chips_moved(ws: Any) -> dict[str, Any]:
    """Play Ann's part (bet one on the first player, else the first choice) until a game is
    in the ledger and bets lie on the next; the last state."""
    last = -1
    while True:
        message = json.loads(ws.recv(timeout=30))
        assert message["type"] != "error", message
        if message["type"] != "state":
            continue
        view, step = message["view"], message["table"]["step"]
        french = view["french"]
        betting = french and french["phase"] == "the gallery bets"
        if french and french["ledger"] and french["wagers"] and not betting:
            return dict(message)
        if "Ann" in view["to_act"] and view["prompt"] and step > last:
            last = step
            choices = [c["action"] for c in view["choices"]]
            action = choices[0] if choices else None
            if action is None and view["discard"]:
                action = view["advise_prefix"] + "discard " + view["game"]["deal"]["hand"][0]
            if action is not None:
                ws.send(json.dumps({"type": "act", "action": action}))


def test_a_finished_sessions_record_and_replay(site: Site) -> None:
    """docs/web.md "Records and replays of a session": the record once over; its replay,
    from the table or from the record's text, one step a line, every card in the state."""
    body = {"name": "Ann", "game": "pool", "seats": ["host", "random", "random"]}
    made = site.client.post("/api/tables", json=body).json()
    table = made["table"]
    assert site.client.get(f"/api/tables/{table}/record").status_code == 409
    salon = site.client.app.state.salon  # type: ignore[attr-defined]
    live = salon.table(table)
    session = _sitting(live).session
    people = Computers({"Ann": "random"}, "ecarte", seed=3)
    _until(salon, live, lambda: session.is_terminal, people)
    record = site.client.get(f"/api/tables/{table}/record")
    assert record.status_code == 200 and '[Game "Pool Ecarte"]' in record.text
    replay = site.client.get(f"/api/tables/{table}/replay").json()
    assert replay["session"] is True and replay["game"] == "pool"
    moves = [line for line in record.text.splitlines() if line and not line.startswith("[")]
    assert len(replay["steps"]) == len(moves)
    assert any(step["state"]["game"] and step["state"]["game"]["deal"] for step in replay["steps"])
    posted = site.client.post("/api/replay", json={"record": record.text}).json()
    assert posted["steps"] == replay["steps"]
    # Each game on its own, as a two-handed record the replay and the review read like any.
    assert replay["games"] and replay["games"][0]["heading"].startswith("Game 1: ")
    for game in replay["games"]:
        alone = site.client.post("/api/replay", json={"record": game["record"]})
        assert alone.status_code == 200 and not alone.json().get("session")
    asked = site.client.post(
        "/api/reviews", json={"record": replay["games"][0]["record"], "quick": True}
    )
    assert asked.status_code == 202, asked.text
    again = site.client.post(
        f"/api/tables/{table}/rematch", json={"seat": 0, "token": made["token"]}
    ).json()
    info = site.client.get(f"/api/tables/{again['table']}").json()["table"]
    assert [seat["word"] for seat in info["seats"]] == list(session.names)
    broken = record.text.replace("chance: cut", "Ann: cut", 1)
    refused = site.client.post("/api/replay", json={"record": broken})
    assert refused.status_code == 400 and "line" in refused.json()["detail"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=12), min_size=2, max_size=12))
def test_every_display_name_gets_a_distinct_word_a_record_may_hold(names: list[str]) -> None:
    """docs/web.md "Seats, names and starting": one word for each seat, distinct, never
    ``chance``, written as a record's actor may be (salon.records); as check_names wants."""
    words = participant_words(names)
    check_names(words, least=len(names), most=len(names))
    assert all(RECORD_NAME.match(word) for word in words)
    assert len({word.lower() for word in words}) == len(words)


def _betting_until(salon: Salon, table: Table, seat: int, phase: str) -> None:
    """Let the computers bet until the person in ``seat`` is asked in ``phase``."""
    session = _sitting(table).session
    assert isinstance(session, FrenchSession)
    word = _sitting(table).words[seat]
    for _ in range(50):
        if session.to_act == word and session.phase.value == phase:
            return
        assert salon.advance_one(table), "the computers stopped before the person's turn"
    raise AssertionError("never came")


def test_take_all_offers_la_chouette_only_when_nobody_else_backs_the_taker(
    tmp_path: Path,
) -> None:
    """ecarte-treatise-1896-ocr.txt, "French Écarté": 'If a player chooses to cover all the
    bets that are offered, which is called playing La Chouette ...'. With a rentrant's money
    on him, a player who takes the rest has not covered every bet himself: he is offered to
    take all, never to play la chouette."""
    salon = _salon(tmp_path)
    backed = open_session(
        salon, game="french", name="Ann", seats=["random", "host", *["random"] * 3], options={}
    ).table
    _betting_until(salon, backed, 1, "the players take")
    rentrants = _sitting(backed).words[2:]
    session = _sitting(backed).session
    assert isinstance(session, FrenchSession)
    assert session.book.sides_of(rentrants[1]) == {_sitting(backed).words[1]}
    labels = [c["label"] for c in backed.view(1)["choices"]]
    assert "Take all 1" in labels and not any("chouette" in label for label in labels)
    salon.act(backed, 1, backed.view(1)["choices"][labels.index("Take all 1")]["action"])
    assert session.book.chouette() is None
    alone = open_session(
        salon, game="french", name="Ann", seats=["random", "host", "random"], options={}
    ).table
    _betting_until(salon, alone, 1, "the players take")
    labels = [c["label"] for c in alone.view(1)["choices"]]
    assert "Take all 1: play la chouette" in labels


def test_a_bettor_on_both_players_is_sent_neither_hand_nor_a_pointing(tmp_path: Path) -> None:
    """Law XXVIII (ecarte-treatise-1896-ocr.txt): 'bettors must not look over the hand of the
    player against whom they are betting.' Ann bets on one player, then covers the money another
    rentrant laid on him: her part says she bets on both, she is sent no hand and no choice to
    point, and her pointing is refused with its reason."""
    salon = _salon(tmp_path)
    seats = ["thumb", "thumb", "host", "friend"]
    made = open_session(salon, game="french", name="Ann", seats=seats, options={})
    table = made.table
    salon.join(table.id, invite=made.invites[0][1], name="Di")
    first, second, ann, _ = _sitting(table).words
    session = _sitting(table).session
    assert isinstance(session, FrenchSession)
    salon.act(table, 2, f"bet {first} 1")
    salon.act(table, 3, f"bet {first} 5")  # Di's, the latest: what is not covered is hers
    _betting_until(salon, table, 2, "the gallery covers")
    salon.act(table, 2, f"cover {first} 1")
    assert session.book.sides_of(ann) == {first, second}
    _until(salon, table, lambda: isinstance(session.game_actor, str), Computers({}, "ecarte"))
    for _ in range(3):
        if session.phase is not FrenchPhase.PLAY or not isinstance(session.game_actor, str):
            break
        view = table.view(2)
        assert view["looks_at"] is None and view["choices"] == [] and view["advice"] == []
        assert view["participants"][2]["role"] == "bets on both: looks at neither hand"
        assert view["game"] == table.view(None)["game"]
        step = table.step
        with pytest.raises(TableError, match="too: a bettor on both looks over neither hand"):
            salon.act(table, 2, "advise play AS")
        assert table.step == step
        actor = session.game_actor
        _until(salon, table, lambda a=actor: session.game_actor != a, Computers({}, "ecarte"))


def test_a_pool_declared_french_ecarte_offers_the_player_out_to_back_a_player(
    tmp_path: Path,
) -> None:
    """ecarte-treatise-1896-ocr.txt, "Pool Écarté": "... unless the players have declared it
    to be French Ecarte" (docs/ecarte-sessions.md). The host's option declares it; the player
    out is offered to back either player, and once he backs one he is sent that hand only."""
    salon = _salon(tmp_path)
    options = {"declared": "french"}
    made = open_session(
        salon, game="pool", name="Ann", seats=["thumb", "thumb", "host"], options=options
    )
    table = made.table
    session = _sitting(table).session
    assert session is not None and "Declared French Écarté" in table.public_info()["rules_text"]
    ann = _sitting(table).words[2]
    people = Computers({ann: "random"}, "ecarte", seed=3)
    _until(
        salon,
        table,
        lambda: (
            session.book.waiting == ann
            and session.game is not None
            and session.game_actor is not None
        ),
        people,
    )  # type: ignore[union-attr]
    view = table.view(2)
    assert view["looks_at"] is None and view["prompt"].startswith("You are out: back a player")
    backing = [c["action"] for c in view["choices"]]
    assert backing == [f"back {name}" for name in session.book.seated]  # type: ignore[union-attr]
    with pytest.raises(TableError, match="not playing this game"):
        salon.act(table, 2, f"back {ann}")
    salon.act(table, 2, backing[0])
    backed = session.book.seated[0]  # type: ignore[union-attr]
    view = table.view(2)
    assert view["looks_at"] == 0 and view["participants"][2]["role"] == f"is out: backs {backed}"
    assert view["game"]["seat"] == 0  # the game from his seat, not the onlooker's
    with pytest.raises(TableError, match="already backs"):
        salon.act(table, 2, backing[1])


def test_the_gallerys_order_of_going_in_is_agreed_at_setup_and_checked(site: Site) -> None:
    """ecarte-treatise-1896-ocr.txt, "French Écarté": "The rentrants must decide among
    themselves which shall go in, and once the order of going in is established it must be
    adhered to." The host sends the order agreed as the gallery's seat numbers; an order that
    does not name each seat of the gallery once is refused, saying why, and nothing is made."""
    body = {"name": "Ann", "game": "french", "seats": ["host", "random", "random", "random"]}
    for order, reason in [
        ("3 3 4", "each seat of the gallery once"),
        ("1 3 4", "seats 1 and 2 play the first game"),
        ("4", "seats 3 to 4"),
        ("3 5", "seats 3 to 4"),
        ("three four", "each seat of the gallery once"),
    ]:
        refused = site.client.post("/api/tables", json=body | {"options": {"order": order}})
        assert refused.status_code == 400 and reason in refused.json()["detail"], (order, refused)
    made = site.client.post("/api/tables", json=body | {"options": {"order": "4 3"}}).json()
    state = site.client.get(f"/api/tables/{made['table']}").json()
    orders = {p["seat"]: p["order"] for p in state["view"]["participants"]}
    assert orders == {0: None, 1: None, 2: 2, 3: 1}, orders
    assert "The gallery goes in by seats 4, 3." in state["table"]["rules_text"]


def test_a_finished_pools_standing_writes_losses_with_a_minus() -> None:
    """A finished Pool Écarté's line (its end panel, the lists of tables) writes chips won and
    lost as its book does, "+5" and "−3" with a minus sign, never a hyphen."""
    session = PoolSession(("Tom", "Ada", "Ben"), pools=1)
    play_out(session, Computers(dict.fromkeys(session.names, "random"), "ecarte", seed=3))
    line = standing_words(session)
    assert line.startswith("Chips: Tom ") and "\N{MINUS SIGN}" in line, line
    assert not re.search(r"-\d", line), line


def test_the_chouette_book_says_how_its_points_become_money() -> None:
    """description, "Scoring": "fractional parts of fifty points not counting in the final
    total of amounts receivable": the book says so beside the card in tens, so that 131 tens
    settled as £6 10s at ten shillings a hundred does not read as an error (found by a new
    player's trial)."""
    from salon.sessions.chouette import ChouetteSession
    from salon.web.sessions.views import standing

    book = standing(ChouetteSession(("Ann", "Bob", "Cy")), None)
    assert book["settlement_rule"].startswith("Points short of a whole 50 are not reckoned")
