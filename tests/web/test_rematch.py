"""Play again: the same players, rules and computers at a fresh table, a fresh cut.

docs/web.md "Play again".
"""

from __future__ import annotations

from typing import Any

from webtools import Site, hello, new_table, play_to_the_end


def _finish(site: Site, table_id: str) -> None:
    the_salon = site.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(table_id))


def _rematch(site: Site, table_id: str, seat: int, token: str) -> Any:
    return site.client.post(f"/api/tables/{table_id}/rematch", json={"seat": seat, "token": token})


def _info(site: Site, table_id: str) -> dict[str, Any]:
    return dict(site.client.get(f"/api/tables/{table_id}").json()["table"])


def test_play_again_against_the_computer(site: Site) -> None:
    """docs/web.md "Play again": the next table has the same rules and the same computer,
    and the finished table names it."""
    made = new_table(site, game="ecarte", opponent="random", rules="graded")
    assert _rematch(site, made["table"], 0, made["token"]).status_code == 409
    assert _info(site, made["table"])["result"] is None
    _finish(site, made["table"])
    assert " wins " in _info(site, made["table"])["result"]
    again = _rematch(site, made["table"], 0, made["token"])
    assert again.status_code == 200
    body = again.json()
    assert body["seat"] == 0 and body["token"] != made["token"]
    assert _info(site, made["table"])["next"] == body["table"]
    info = _info(site, body["table"])
    assert info["rules"] == _info(site, made["table"])["rules"]
    assert [s["player"] for s in info["seats"]] == ["human", "random"]
    assert not any(s["open"] for s in info["seats"])
    with site.client.websocket_connect(f"/ws/{body['table']}") as ws:
        assert hello(ws, 0, body["token"])["view"]["seat"] == 0
    assert _rematch(site, made["table"], 0, made["token"]).status_code == 409


def test_play_again_with_a_friend_keeps_his_seat_for_him(site: Site) -> None:
    """docs/web.md "Play again": the first to ask opens the next table; the other's seat
    there opens to his own secret only."""
    made = new_table(site, game="ecarte", opponent="friend")
    url = f"/api/tables/{made['table']}/join"
    bob = site.client.post(url, json={"invite": made["invite"], "name": "Bob"}).json()
    _finish(site, made["table"])
    first = _rematch(site, made["table"], 1, bob["token"]).json()
    assert first["seat"] == 1
    seats = _info(site, first["table"])["seats"]
    assert [s["name"] for s in seats] == ["Ann", "Bob"] and seats[0]["open"]
    assert _rematch(site, made["table"], 0, "a guess").status_code == 404
    assert (
        site.client.post(f"/api/tables/{first['table']}/join", json={"name": "Eve"}).status_code
        == 404
    ), "the kept seat is not open to the lobby"
    second = _rematch(site, made["table"], 0, made["token"]).json()
    assert second == {"table": first["table"], "seat": 0, "token": second["token"]}
    assert not any(s["open"] for s in _info(site, first["table"])["seats"])
    with site.client.websocket_connect(f"/ws/{first['table']}") as ws:
        assert hello(ws, 0, second["token"])["view"]["seat"] == 0
