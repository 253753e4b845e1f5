"""Rated chouette, pool and French Écarté (docs/players.md "Chouette, the pool and French
Écarté"): a session played to the end at the server by signed-in accounts moves their ratings,
each game a result between every member of one side and every member of the other, the whole
session one rating period; a rated session is refused to a guest and with the computer."""

from __future__ import annotations

import warnings
from typing import Any

from accounts_tools import post, sign_up

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.sessions.actions import actor_of
from salon.sessions.computers import Computers, next_step
from salon.web.app import create_app
from salon.web.players.glicko2 import Rating, Result, rate
from salon.web.sessions.adapter import Sitting

NAMES = ("Ann", "Bob", "Cy")


def _rated_session(site: Any, game: str, options: dict[str, Any]) -> str:
    """Ann opens a rated table of ``game`` for two friends; Bob and Cy, signed in, sit."""
    body = {"name": "Ann", "game": game, "seats": ["host", "friend", "friend"]}
    made = post(site.client, "/api/tables", body | {"options": options, "rated": True})
    assert made.status_code == 201, made.text
    table = made.json()
    for name, invite in zip(NAMES[1:], table["invites"], strict=True):
        friend = TestClient(site.client.app)  # no lifespan of its own: the site's serves
        sign_up(friend, name)
        url = f"/api/tables/{table['table']}/join"
        joined = post(friend, url, {"invite": invite["invite"], "name": name})
        assert joined.status_code == 200, joined.text
    return str(table["table"])


def _play_out(site: Any, table_id: str, engine: str) -> Sitting:
    """Every participant plays at random through the server's tables until the end."""
    salon = site.client.app.state.salon
    table = salon.table(table_id)
    sitting = table.game
    assert isinstance(sitting, Sitting) and sitting.session is not None
    people = Computers(dict.fromkeys(sitting.words, "random"), engine, seed=5)
    for _ in range(20000):
        if table.is_over:
            return sitting
        if salon.advance_one(table):
            continue
        action = next_step(sitting.session, people)
        seat = sitting.words.index(actor_of(action))
        salon.act(table, seat, table.adapter.action_text(table.game, action))
    raise AssertionError("the session never ended")


def _expected(sitting: Sitting) -> dict[str, Rating]:
    """Glicko-2 over the whole session, every pair across a game's sides, all from 1500."""
    assert sitting.session is not None
    met: dict[str, list[Result]] = {word: [] for word in sitting.words}
    for bout in sitting.session.bouts():
        won = 0.5 if bout.winner is None else 1.0 - bout.winner
        for first in bout.sides[0]:
            for second in bout.sides[1]:
                met[first].append(Result(Rating(), won))
                met[second].append(Result(Rating(), 1.0 - won))
    return {word: rate(Rating(), results) for word, results in met.items() if results}


def _ratings(site: Any, name: str, game: str) -> list[dict[str, Any]]:
    profile = site.client.get(f"/api/players/{name}").json()
    return [rating for rating in profile["ratings"] if rating["game"] == game]


def test_a_rated_chouette_rates_the_single_player_against_each_of_the_two(site: Any) -> None:
    """piquet-description-and-example.txt "Chouette piquet": the single player plays double
    stakes, against each of the two who consult; so each partie is a result of his against
    each of them, and of each of them against him."""
    sign_up(site.client, "Ann")
    table_id = _rated_session(site, "chouette", {"parties": 2, "rules": "four-deal"})
    sitting = _play_out(site, table_id, "piquet")
    assert sitting.session is not None
    bouts = sitting.session.bouts()
    assert len(bouts) == 2 and all(len(bout.sides[1]) == 2 for bout in bouts)
    expected = _expected(sitting)
    assert set(expected) == set(NAMES)
    for name in NAMES:
        [rating] = _ratings(site, name, "chouette")
        assert rating["rating"] == round(expected[name].rating), name
        assert rating["deviation"] == round(expected[name].deviation), name
        assert rating["games"] == 2 and rating["provisional"] is True
    history = site.client.get("/api/players/Ann/history?game=chouette").json()["games"]
    assert len(history) == 1 and history[0]["rated"] is True
    assert history[0]["opponents"] == ["Bob", "Cy"]
    ends = {s.name: s.net for s in sitting.session.standings()}
    assert history[0]["margin"] == ends["Ann"]
    assert len(site.client.get("/api/players/Ann/history?opponent=cy").json()["games"]) == 1
    assert site.client.get("/api/players/Ann").json()["record"][0]["game"] == "chouette"


def test_a_rated_sessions_end_tells_each_players_rating_change(site: Any) -> None:
    """The end of a rated session says how each rating moved, as a rated game's end does
    (docs/players.md "Chouette, the pool and French Écarté")."""
    sign_up(site.client, "Ann")
    table_id = _rated_session(site, "chouette", {"parties": 2, "rules": "four-deal"})
    sitting = _play_out(site, table_id, "piquet")
    expected = _expected(sitting)
    state = site.client.get(f"/api/tables/{table_id}").json()
    seat_of = {word: seat for seat, word in enumerate(sitting.words)}
    assert state["table"]["ratings_moved"] == [
        {
            "seat": seat_of[name],
            "name": name,
            "before": 1500,
            "after": round(expected[name].rating),
            "provisional": True,
        }
        for name in sorted(NAMES, key=seat_of.__getitem__)
    ]
    with TestClient(create_app(site.store, thinkers=0)) as restarted:  # and after a restart
        again = restarted.get(f"/api/tables/{table_id}").json()["table"]
    assert again["ratings_moved"] == state["table"]["ratings_moved"]


def test_a_rated_pool_rates_each_game_between_its_two_players(site: Any) -> None:
    """ecarte-treatise-1896-ocr.txt "Pool Écarté": two play each game while the third is out;
    each game is a result between its two players only."""
    sign_up(site.client, "Ann")
    table_id = _rated_session(site, "pool", {"pools": 1})
    sitting = _play_out(site, table_id, "ecarte")
    assert sitting.session is not None
    bouts = sitting.session.bouts()
    assert len(bouts) >= 2 and all(len(bout.sides[1]) == 1 for bout in bouts)
    expected = _expected(sitting)
    for name in NAMES:
        played = sum(name in (*b.sides[0], *b.sides[1]) for b in bouts)
        [rating] = _ratings(site, name, "pool")
        assert rating["rating"] == round(expected[name].rating), name
        assert rating["games"] == played
    board = site.client.get("/api/leaderboard/pool").json()
    assert board["players"] == []  # one session: every rating still provisional
    assert _ratings(site, "Ann", "ecarte") == []  # the pool is rated apart
    [record] = site.client.get("/api/players/Ann").json()["record"]
    assert (record["game"], record["rubicons_given"], record["capots"]) == ("pool", None, None)


def test_a_rated_session_is_refused_with_a_guest_or_a_computer_seat(site: Any) -> None:
    body = {"name": "Ann", "game": "pool", "seats": ["host", "friend", "friend"], "rated": True}
    assert site.client.post("/api/tables", json=body).status_code == 403  # a guest hosts
    sign_up(site.client, "Ann")
    computer = post(site.client, "/api/tables", body | {"seats": ["host", "friend", "thumb"]})
    assert computer.status_code == 400 and "computer" in computer.json()["detail"]
    table = post(site.client, "/api/tables", body).json()
    guest = TestClient(site.client.app)
    url = f"/api/tables/{table['table']}/join"
    refused = guest.post(url, json={"invite": table["invites"][0]["invite"], "name": "Cy"})
    assert refused.status_code == 403
    state = site.client.get(f"/api/tables/{table['table']}").json()
    assert [seat["open"] for seat in state["table"]["seats"]] == [False, True, True]


def test_a_casual_session_notes_each_players_end_and_moves_no_rating(site: Any) -> None:
    sign_up(site.client, "Ann")
    body = {"name": "Ann", "game": "pool", "seats": ["host", "random", "random"]}
    made = post(site.client, "/api/tables", body).json()
    sitting = _play_out(site, made["table"], "ecarte")
    assert sitting.session is not None
    ann = site.client.get("/api/players/Ann").json()
    assert ann["ratings"] == [] and ann["latest"][0]["rated"] is False
    net = next(s.net for s in sitting.session.standings() if s.name == "Ann")
    assert ann["latest"][0]["margin"] == net


def test_a_rated_french_table_rates_its_players_and_never_the_gallery(site: Any) -> None:
    """ecarte-treatise-1896-ocr.txt "French Écarté": two play, the gallery bets on them; a
    bettor's money rides on the game but he plays none of it, so his rating does not move."""
    sign_up(site.client, "Ann")
    table_id = _rated_session(site, "french", {"games": 1})
    sitting = _play_out(site, table_id, "ecarte")
    assert sitting.session is not None
    [bout] = sitting.session.bouts()
    players = {*bout.sides[0], *bout.sides[1]}
    [bettor] = set(NAMES) - players
    expected = _expected(sitting)
    for name in players:
        [rating] = _ratings(site, name, "french")
        assert rating["rating"] == round(expected[name].rating) and rating["games"] == 1
    assert _ratings(site, bettor, "french") == []
    history = site.client.get(f"/api/players/{bettor}/history").json()["games"]
    assert len(history) == 1 and history[0]["game"] == "french"  # his chips are in his record
