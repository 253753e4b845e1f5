"""Resigning a two-handed game (docs/web.md "Resigning"): the adversary wins it at once, as by a
claim; at a rated table both ratings move as for any end; a bad or late resignation is refused
and changes nothing (found by a new player's trial: a partie could only be left unfinished)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post
from play_tools import TimedRoom, offer, player, settle, timed_room
from webtools import Site, new_table, wait_until_idle

from salon.web.players.ratings import read_rating
from salon.web.sessions.tables import open_session
from salon.web.tables.registry import Salon
from salon.web.tables.table import TableError


def test_a_player_resigns_against_the_computer_and_it_wins(site: Site) -> None:
    made = new_table(site)
    wait_until_idle(site)
    table_id, seat, token = made["table"], made["seat"], made["token"]
    path = f"/api/play/resign/{table_id}"
    forged = site.client.post(path, json={"seat": seat, "token": "forged"})
    assert forged.status_code == 409
    assert site.client.post(path, json={"seat": seat}).status_code == 422
    assert site.client.get(f"/api/tables/{table_id}").json()["table"]["result"] is None
    answer = site.client.post(path, json={"seat": seat, "token": token})
    assert answer.status_code == 200, answer.text
    assert "resigned" in answer.json()["resigned"]
    info = site.client.get(f"/api/tables/{table_id}").json()["table"]
    assert info["claimed"] == {"winner": 1 - seat, "resigned": True}
    assert info["result"].startswith("Computer") and info["result"].endswith("resigned")
    again = site.client.post(path, json={"seat": seat, "token": token})
    assert again.status_code == 409 and "over" in again.json()["detail"]
    refused = site.client.get(f"/api/tables/{table_id}/replay")
    assert refused.status_code == 409 and "resigned" in refused.json()["detail"]
    rebuilt = Salon(site.store).find(table_id)
    assert rebuilt is not None and rebuilt.claimed is not None and rebuilt.claimed.resigned
    assert rebuilt.outcome() == info["result"]


@pytest.fixture
def room(tmp_path: Path) -> Iterator[TimedRoom]:
    with timed_room(tmp_path) as made:
        yield made


def test_a_rated_game_resigned_is_lost_by_the_one_who_resigned(room: TimedRoom) -> None:
    ann, bob = player(room.app, "Ann"), player(room.app, "Bob")
    seek = offer(ann, pace="live", time=300, rated=True).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    salon = room.app.state.salon
    table = salon.table(made["table"])
    settle(salon, table)
    held: Any = ann.get("/api/account/seats", headers=csrf(ann)).json()["seats"][0]
    body = {"seat": held["seat"], "token": held["token"]}
    answer = post(ann, f"/api/play/resign/{table.id}", body)
    assert answer.status_code == 200, answer.text
    assert table.is_over and table.outcome() == "Bob won: the adversary resigned"
    with room.store.engine.connect() as conn:
        winner = read_rating(conn, 2, "ecarte")
        loser = read_rating(conn, 1, "ecarte")
    assert winner is not None and loser is not None
    assert winner.rating > 1500 > loser.rating
    for name, other in (("Ann", "Bob"), ("Bob", "Ann")):  # alike for both
        games = ann.get(f"/api/players/{name}/history").json()["games"]
        assert [g["claimed"] for g in games] == [True]  # not played to its end: no review
        assert games[0]["profiles"] == [other]  # his public profile, linked
        # Nothing was settled: no average margin of nought (a new player's trial).
        figures = ann.get(f"/api/players/{name}").json()["record"]
        assert [(r["game"], r["won"] + r["lost"], r["average_margin"]) for r in figures] == [
            ("ecarte", 1, None)
        ]


def test_a_session_is_not_resigned_as_a_two_handed_game(site: Site) -> None:
    salon = site.client.app.state.salon
    made = open_session(
        salon, game="chouette", name="Ann", seats=["host", "thumb", "thumb"], options={}
    )
    answer = site.client.post(
        f"/api/play/resign/{made.table.id}", json={"seat": made.seat, "token": made.token}
    )
    assert answer.status_code == 409 and "two-handed" in answer.json()["detail"]
    assert not made.table.is_over


def test_nothing_is_played_at_a_resigned_table_and_it_ends_once(site: Site) -> None:
    """Once resigned the game is over: a move sent after it is refused, no shuffle or
    computer's move is taken, and a second end (the same player again, or a claim racing
    it) is refused rather than told again to what moves ratings."""
    made = new_table(site)
    wait_until_idle(site)
    salon = site.client.app.state.salon
    table = salon.table(made["table"])
    ended: list[str] = []
    salon.on_finish.append(lambda finished: ended.append(finished.id))
    seat, token = made["seat"], made["token"]
    answer = site.client.post(f"/api/play/resign/{table.id}", json={"seat": seat, "token": token})
    assert answer.status_code == 200
    step = table.step
    with pytest.raises(TableError, match="the game is over"):
        salon.act(table, seat, "play AS")
    assert salon.next_step(table) is False and table.step == step
    with pytest.raises(TableError, match="the game is over"):
        salon.end_by_claim(table, seat, "Ann won: the adversary resigned", resigned=True)
    assert table.claimed is not None and table.claimed.winner == 1 - seat
    assert ended == [table.id]


def test_a_seats_secret_is_not_guessed_by_resigning_without_end(tmp_path: Path) -> None:
    """Each resignation (or claim) proves a seat's secret, counted as joining a table is: past
    the allowance an address is told to wait (429), and the game goes on."""
    from fastapi.testclient import TestClient

    from salon.web.app import create_app
    from salon.web.server.limits import Allowance, ClientAllowances
    from salon.web.server.store import Store, sqlite_url

    store = Store(sqlite_url(tmp_path / "salon.db"))
    allowances = ClientAllowances(seats=Allowance(burst=2, per_hour=1))
    with TestClient(create_app(store, thinkers=0, allowances=allowances)) as client:
        made = client.post("/api/tables", json={"name": "Ann", "opponent": "thumb"}).json()
        path, guess = f"/api/play/resign/{made['table']}", {"seat": made["seat"], "token": "x"}
        answers = [client.post(path, json=guess).status_code for _ in range(3)]
        assert answers == [409, 409, 429]
        assert client.get(f"/api/tables/{made['table']}").json()["table"]["result"] is None
    store.close()
