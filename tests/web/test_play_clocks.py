"""Turn-based and live tables' clocks, the "Your turn" list, and claims, with the time
injected (docs/web.md "Clocks")."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import post
from play_tools import TimedRoom, move, offer, player, settle, timed_room

from salon.web.players.ratings import read_rating
from salon.web.tables.registry import Salon

Room = TimedRoom


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    with timed_room(tmp_path) as made:
        yield made


def paired(room: Room, **fields: Any) -> tuple[Any, Any, Any]:
    ann, bob = player(room.app, "Ann"), player(room.app, "Bob")
    seek = offer(ann, **fields).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    salon = room.app.state.salon
    table = salon.table(made["table"])
    settle(salon, table)
    return ann, bob, table


def turn_tables(client: Any) -> list[str]:
    return [turn["table"] for turn in client.get("/api/play/turns").json()["turns"]]


def test_a_turn_based_game_over_simulated_days_keeps_the_your_turn_list_right(
    room: Room,
) -> None:
    ann, bob, table = paired(room, pace="turn", time=1, rated=True)
    salon = room.app.state.salon
    clients = (ann, bob)
    steps = 0
    while not table.is_over:
        seat = table.actor
        assert isinstance(seat, int)
        assert turn_tables(clients[seat]) == [table.id]
        assert turn_tables(clients[1 - seat]) == []
        turns = clients[seat].get("/api/play/turns").json()["turns"]
        clocks = clients[seat].get(f"/api/play/clocks/{table.id}").json()["clocks"]
        assert clocks[seat]["running"] and not clocks[1 - seat]["running"]
        room.time.pass_(hours=20)  # the game waits for him: most of his day
        assert clients[1 - seat].get(f"/api/play/clocks/{table.id}").json()["clocks"][seat][
            "left"
        ] == pytest.approx(4 * 3600)
        moved = move(salon, table)
        assert moved == seat
        steps += 1
        assert turns[0]["pace"] == "turn"
    assert steps > 4
    assert turn_tables(ann) == [] and turn_tables(bob) == []


def test_a_turn_based_deadline_is_a_whole_day_from_each_turns_start(room: Room) -> None:
    ann, bob, table = paired(room, pace="turn", time=1)
    salon = room.app.state.salon
    seat = table.actor
    clients = (ann, bob)
    first = clients[seat].get("/api/play/turns").json()["turns"][0]["deadline"]
    assert first == (room.time.moment + timedelta(days=1)).isoformat()
    for _ in range(4):  # whoever is to act next, even the same player again
        room.time.pass_(hours=23)
        move(salon, table)
        actor = table.actor
        later = clients[actor].get("/api/play/turns").json()["turns"][0]["deadline"]
        assert later == (room.time.moment + timedelta(days=1)).isoformat()


def test_a_live_clock_runs_out_and_the_adversary_claims_the_rated_game(room: Room) -> None:
    ann, bob, table = paired(room, pace="live", time=180, rated=True)
    clients = (ann, bob)
    late = table.actor
    claimer = 1 - late
    held = clients[claimer].get("/api/account/seats", headers=_csrf(clients[claimer]))
    token = held.json()["seats"][0]["token"]
    body = {"seat": claimer, "token": token, "kind": "win"}
    room.time.pass_(seconds=170)
    early = post(clients[claimer], f"/api/play/claim/{table.id}", body)
    assert early.status_code == 409 and "still has time" in early.json()["detail"]
    own = post(clients[claimer], f"/api/play/claim/{table.id}", body | {"seat": late})
    assert own.status_code == 409  # not his seat's secret
    room.time.pass_(seconds=11)
    clock = clients[claimer].get(f"/api/play/clocks/{table.id}").json()["clocks"][late]
    assert clock["left"] == 0
    refused = post(clients[claimer], f"/api/play/claim/{table.id}", body | {"kind": "computer"})
    assert refused.status_code == 409 and "rated" in refused.json()["detail"]
    claimed = post(clients[claimer], f"/api/play/claim/{table.id}", body)
    assert claimed.status_code == 200, claimed.text
    assert table.is_over and "won" in table.outcome()
    with room.store.engine.connect() as conn:
        winner = read_rating(conn, 1 + claimer, "ecarte")
        loser = read_rating(conn, 1 + late, "ecarte")
    assert winner is not None and loser is not None
    assert winner.rating > 1500 > loser.rating  # the one who let his time run out lost
    rebuilt = Salon(room.store).find(table.id)
    assert rebuilt is not None and rebuilt.is_over and rebuilt.outcome() == table.outcome()
    assert post(clients[claimer], f"/api/play/claim/{table.id}", body).status_code == 409


def test_at_a_casual_table_the_claim_hands_the_seat_to_the_computer(room: Room) -> None:
    ann, bob, table = paired(room, pace="live", time=180)
    clients = (ann, bob)
    late = table.actor
    claimer = 1 - late
    held = clients[claimer].get("/api/account/seats", headers=_csrf(clients[claimer]))
    token = held.json()["seats"][0]["token"]
    room.time.pass_(seconds=200)
    body = {"seat": claimer, "token": token, "kind": "computer"}
    answer = post(clients[claimer], f"/api/play/claim/{table.id}", body)
    assert answer.status_code == 200, answer.text
    assert table.seats[late].is_computer and not table.is_over
    settle(room.app.state.salon, table)
    assert table.actor != late or table.is_over  # the computer moved for him
    clocks = clients[claimer].get(f"/api/play/clocks/{table.id}").json()["clocks"]
    assert [clock["seat"] for clock in clocks] == [claimer]


def test_a_bad_claim_is_refused(room: Room) -> None:
    ann, _, table = paired(room, pace="live", time=180)
    answer = post(ann, f"/api/play/claim/{table.id}", {"seat": 0, "token": "x", "kind": "win"})
    assert answer.status_code == 409
    answer = post(ann, f"/api/play/claim/{table.id}", {"seat": 0, "token": "x", "kind": "draw"})
    assert answer.status_code == 422


def _csrf(client: Any) -> dict[str, str]:
    from accounts_tools import csrf

    return csrf(client)
