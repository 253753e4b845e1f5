"""The lobby: open tables to join without an invitation, games to watch, games finished, and
a page's own tables, all served from memory and the index of finished games.

docs/web.md "The lobby".
"""

from __future__ import annotations

import warnings
from typing import Any

import pytest
from webtools import Site, cards_in, new_table, play_to_the_end

import salon.web.tables.lobby
from salon.web.app import create_app
from salon.web.server.limits import ClientAllowances

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


@pytest.fixture(autouse=True)
def _always_fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(salon.web.tables.lobby, "FRESH_FOR", 0.0)


def _lobby(site: Site) -> dict[str, Any]:
    reply = site.client.get("/api/lobby")
    assert reply.status_code == 200
    return dict(reply.json())


def _ids(entries: list[dict[str, Any]]) -> list[str]:
    return [entry["id"] for entry in entries]


def test_a_listed_table_is_open_to_join_from_the_lobby(site: Site) -> None:
    """docs/web.md "The lobby": a host may list his table; its open seat is taken without an
    invitation, and the game then shows among those to watch."""
    listed = new_table(site, opponent="friend", listed=True, game="ecarte", rules="rubber")
    private = new_table(site, opponent="friend")
    lobby = _lobby(site)
    assert _ids(lobby["open"]) == [listed["table"]]
    (entry,) = lobby["open"]
    assert entry["host"] == "Ann" and entry["title"] == "Écarté" and entry["status"] == "waiting"
    assert entry["rules_text"].startswith("The rubber")
    refused = site.client.post(f"/api/tables/{private['table']}/join", json={"name": "Eve"})
    assert refused.status_code == 404
    joined = site.client.post(f"/api/tables/{listed['table']}/join", json={"name": "Bob"})
    assert joined.status_code == 200 and joined.json()["seat"] == 1
    again = site.client.post(f"/api/tables/{listed['table']}/join", json={"name": "Eve"})
    assert again.status_code == 404
    lobby = _lobby(site)
    assert lobby["open"] == [] and _ids(lobby["playing"]) == [listed["table"]]
    assert lobby["playing"][0]["names"] == ["Ann", "Bob"]
    assert cards_in(lobby) == set()


def test_finished_listed_games_are_listed_and_my_tables_found(site: Site) -> None:
    """docs/web.md "The lobby": finished games listed by their host show newest first with
    their result; "my tables" gives each table's status and who is to act."""
    the_salon = site.client.app.state.salon
    done = new_table(site, game="ecarte", opponent="random", listed=True)
    play_to_the_end(the_salon, the_salon.table(done["table"]))
    hidden = new_table(site, game="ecarte", opponent="random")
    play_to_the_end(the_salon, the_salon.table(hidden["table"]))
    waiting = new_table(site, opponent="friend")
    lobby = _lobby(site)
    assert _ids(lobby["finished"]) == [done["table"]]
    assert "wins" in lobby["finished"][0]["words"] and lobby["finished"][0]["status"] == "over"
    ids = ",".join([waiting["table"], "nonesuch", hidden["table"]])
    mine = site.client.get(f"/api/tables?ids={ids}").json()["tables"]
    assert _ids(mine) == [waiting["table"], hidden["table"]]
    assert [t["status"] for t in mine] == ["waiting", "over"]
    assert "wins" in mine[1]["words"] and mine[1]["to_act"] is None


def test_my_finished_tables_are_read_from_the_index_not_replayed(site: Site) -> None:
    """docs/web.md "The lobby": after a restart a finished table is summed up from the
    database's index; the server does not replay it to list it."""
    the_salon = site.client.app.state.salon
    done = new_table(site, game="ecarte", opponent="random")
    play_to_the_end(the_salon, the_salon.table(done["table"]))
    with TestClient(create_app(site.store, thinkers=0)) as client:
        mine = client.get(f"/api/tables?ids={done['table']}").json()["tables"]
        assert mine[0]["status"] == "over" and "wins" in mine[0]["words"]
        restarted = client.app.state.salon  # type: ignore[attr-defined]
        assert done["table"] not in restarted.tables and not restarted.finished


def test_lists_are_rate_limited(site: Site) -> None:
    """docs/web.md "Limits": one address may ask for the lobby sixty times at once, then one
    more each second. The allowances' clock is the test's, so a slow machine changes nothing."""
    seconds = [0.0]
    app = create_app(site.store, thinkers=0, ticks=lambda: seconds[0])
    allowance = ClientAllowances().lookups
    with TestClient(app) as client:
        codes = [client.get("/api/lobby").status_code for _ in range(allowance.burst + 1)]
        assert codes[:-1] == [200] * allowance.burst and codes[-1] == 429
        seconds[0] += 3600 / allowance.per_hour
        codes = [client.get("/api/lobby").status_code for _ in range(2)]
        assert codes == [200, 429]


def test_too_many_ids_are_refused(site: Site) -> None:
    """docs/web.md "The lobby": a page asks about fifty tables at most."""
    ids = ",".join(f"t{n}" for n in range(51))
    assert site.client.get(f"/api/tables?ids={ids}").status_code == 400


def test_one_address_takes_one_lobby_seat_of_a_table(site: Site) -> None:
    """docs/web.md "The lobby": from the lobby one address takes one seat of a table; the
    other open seats go to other addresses, or by the host's invitations."""
    body = {"name": "Ann", "game": "pool", "seats": ["host", "friend", "friend"], "listed": True}
    made = site.client.post("/api/tables", json=body).json()
    url = f"/api/tables/{made['table']}/join"
    first = site.client.post(url, json={"name": "Eve"})
    assert first.status_code == 200
    second = site.client.post(url, json={"name": "Eve again"})
    assert second.status_code == 404 and "invitation" in second.json()["detail"]
    elsewhere = TestClient(site.client.app, client=("203.0.113.9", 50000))
    assert elsewhere.post(url, json={"name": "Bob"}).status_code == 200
    names = [
        seat["name"]
        for seat in site.client.get(f"/api/tables/{made['table']}").json()["table"]["seats"]
    ]
    assert names == ["Ann", "Eve", "Bob"]


def test_an_invitation_is_not_held_to_the_lobby_rule(site: Site) -> None:
    """docs/web.md "The lobby": a seat taken by its invitation never counts as a lobby seat."""
    body = {"name": "Ann", "game": "pool", "seats": ["host", "friend", "friend"], "listed": True}
    made = site.client.post("/api/tables", json=body).json()
    url = f"/api/tables/{made['table']}/join"
    invited = {"name": "Cy", "invite": made["invites"][0]["invite"]}
    assert site.client.post(url, json=invited).status_code == 200
    assert site.client.post(url, json={"name": "Eve"}).status_code == 200
