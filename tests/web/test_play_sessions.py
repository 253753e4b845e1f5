"""Chouette, Pool Écarté and French Écarté played turn-based, with the time injected: the
time a move is that of the one the session waits for, the "Your turn" list shows the table
to him alone, and a fallen time is claimed by another person at the table
(docs/ecarte-sessions.md "Time a move", docs/web.md "Clocks")."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import post
from play_tools import TimedRoom, player, settle, timed_room

from salon.sessions.actions import actor_of
from salon.sessions.computers import Computers, next_step
from salon.sessions.french import FrenchPhase, FrenchSession
from salon.web.sessions.adapter import Sitting

NAMES = ("Ann", "Bob", "Cy")


Room = TimedRoom


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    with timed_room(tmp_path) as made:
        yield made


def opened(room: Room, game: str, days: int = 1) -> tuple[list[Any], list[str], Any]:
    """Ann opens the session turn-based for Bob and Cy, who sit down: the three clients (by
    seat), their seats' secrets, and the table once chance has acted."""
    clients = [player(room.app, name) for name in NAMES]
    body = {"name": "Ann", "game": game, "seats": ["host", "friend", "friend"], "days": days}
    made = post(clients[0], "/api/tables", body).json()
    tokens = [made["token"]]
    for client, name, invite in zip(clients[1:], NAMES[1:], made["invites"], strict=True):
        joined = post(
            client, f"/api/tables/{made['table']}/join", {"name": name, "invite": invite["invite"]}
        )
        tokens.append(joined.json()["token"])
    salon = room.app.state.salon
    table = salon.table(made["table"])
    settle(salon, table)
    return clients, tokens, table


def waiting_for(clients: list[Any]) -> list[list[str]]:
    return [[t["table"] for t in c.get("/api/play/turns").json()["turns"]] for c in clients]


def acting(table: Any) -> int:
    seat = table.actor
    assert isinstance(seat, int)
    return seat


def step_once(room: Room, table: Any) -> None:
    """The person the session waits for takes a plain action."""
    sitting = table.game
    assert isinstance(sitting, Sitting) and sitting.session is not None
    engine = "piquet" if table.adapter.name == "chouette" else "ecarte"
    plain = Computers(dict.fromkeys(sitting.words, "random"), engine, seed=3)
    action = next_step(sitting.session, plain)
    salon = room.app.state.salon
    seat = sitting.words.index(actor_of(action))
    salon.act(table, seat, table.adapter.action_text(sitting, action))
    settle(salon, table)


def claim(client: Any, table: Any, seat: int, token: str) -> Any:
    body = {"seat": seat, "token": token, "kind": "computer"}
    return post(client, f"/api/play/claim/{table.id}", body)


def _the_one_waited_for_has_the_time(room: Room, game: str) -> None:
    clients, tokens, table = opened(room, game)
    seat = acting(table)
    lists = waiting_for(clients)
    assert lists[seat] == [table.id] and all(lists[n] == [] for n in range(3) if n != seat)
    turn = clients[seat].get("/api/play/turns").json()["turns"][0]
    assert turn["deadline"] == (room.time.moment + timedelta(days=1)).isoformat()
    other = (seat + 1) % 3
    room.time.pass_(hours=23)
    early = claim(clients[other], table, other, tokens[other])
    assert early.status_code == 409 and "still has time" in early.json()["detail"]
    step_once(room, table)  # he acts within his day; the next one waited for has a whole day
    now = acting(table)
    turn = clients[now].get("/api/play/turns").json()["turns"][0]
    assert turn["deadline"] == (room.time.moment + timedelta(days=1)).isoformat()
    room.time.pass_(days=1, seconds=1)
    claimer = (now + 1) % 3
    made = claim(clients[claimer], table, claimer, tokens[claimer])
    assert made.status_code == 200, made.text
    assert table.seats[now].is_computer  # his seat went to the computer; the session goes on
    assert waiting_for(clients)[now] == []


def test_a_turn_based_chouette_waits_a_day_for_the_one_to_act_and_his_fallen_time_is_claimed(
    room: Room,
) -> None:
    _the_one_waited_for_has_the_time(room, "chouette")


def test_a_turn_based_pool_waits_a_day_for_the_one_to_act_and_his_fallen_time_is_claimed(
    room: Room,
) -> None:
    _the_one_waited_for_has_the_time(room, "pool")


def test_a_turn_based_french_table_goes_on_without_a_bettor_whose_time_ran_out(
    room: Room,
) -> None:
    """ecarte-treatise-1896 "French Écarté": the gallery bets in turn before each game; a
    bettor whose time ran out passes, keeps his seat and his purse, and the game goes on."""
    clients, tokens, table = opened(room, "french", days=3)
    session = table.game.session
    assert isinstance(session, FrenchSession) and session.phase is FrenchPhase.BETS
    bettor = acting(table)
    assert waiting_for(clients)[bettor] == [table.id]
    room.time.pass_(days=3, seconds=1)
    claimer = (bettor + 1) % 3
    made = claim(clients[claimer], table, claimer, tokens[claimer])
    assert made.status_code == 200, made.text
    assert "goes on without" in made.json()["claimed"]
    assert not table.seats[bettor].is_computer and session.phase is not FrenchPhase.BETS
    settle(room.app.state.salon, table)
    assert waiting_for(clients)[bettor] == [] and waiting_for(clients)[acting(table)] == [table.id]


def test_advice_does_not_give_the_player_his_time_afresh(room: Room) -> None:
    """The time is the player's: a person advising him hours into it changes nothing."""
    clients, _, table = opened(room, "chouette")
    sitting = table.game
    salon = room.app.state.salon
    for _ in range(200):
        session = sitting.session
        seat = acting(table)
        advisers = session.advisers(session.game.to_act) if session.game else set()
        people = [sitting.words.index(name) for name in advisers if name != sitting.words[seat]]
        if people and session.has_choice(session.game.to_act):
            break
        step_once(room, table)
    else:
        raise AssertionError("no advice was ever asked for")
    deadline = clients[seat].get("/api/play/turns").json()["turns"][0]["deadline"]
    room.time.pass_(hours=5)
    legal = [a for a in session.legal_actions(sitting.words[people[0]]) if "advise" in str(a)]
    advice = next(iter(legal), None)
    if advice is None:
        pytest.fail("the adviser had no advice to give")
    salon.act(table, people[0], table.adapter.action_text(sitting, advice))
    assert acting(table) == seat
    assert clients[seat].get("/api/play/turns").json()["turns"][0]["deadline"] == deadline


def test_a_time_a_move_needs_an_account_and_one_two_or_seven_days(room: Room) -> None:
    ann = player(room.app, "Ann")
    body = {"name": "Ann", "game": "pool", "seats": ["host", "friend", "friend"], "days": 2}
    refused = post(ann, "/api/tables", body)
    assert refused.status_code == 400 and "1, 3 or 7 days" in refused.json()["detail"]
    assert room.app.state.salon.tables == {}
    from fastapi.testclient import TestClient

    guest = TestClient(room.app)
    assert post(guest, "/api/tables", body | {"days": 1}).status_code == 401
    two = post(ann, "/api/tables", {"name": "Ann", "game": "ecarte", "days": 1})
    assert two.status_code == 400 and "seek" in two.json()["detail"]
