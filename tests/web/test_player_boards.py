"""The leaderboards are kept between readers and read afresh whenever what they show changes:
a rated game's end, a computer's game against a person, a profile made private, an account
deleted, a new day (docs/players.md "Profile, history, leaderboard")."""

from __future__ import annotations

import warnings
from datetime import UTC, date, datetime
from typing import Any

from accounts_tools import PASSWORD, post, sign_up
from test_players import _rated_partie
from webtools import play_to_the_end

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.players.boards import Boards
from salon.web.players.glicko2 import Rating
from salon.web.players.schema import accounts, ratings

SETTLED = Rating(1700.0, 60.0)
"""A rating no longer provisional, so that the leaderboard shows it."""


def _settle(site: Any, name: str, game: str = "piquet", rating: Rating = SETTLED) -> None:
    """Give ``name`` a settled rating at ``game``, written behind the server's back."""
    with site.store.engine.begin() as conn:
        found = conn.execute(accounts.select().where(accounts.c.name == name)).one()
        mine = (ratings.c.account_id == found.id) & (ratings.c.game == game)
        conn.execute(ratings.delete().where(mine))
        conn.execute(
            ratings.insert().values(
                account_id=found.id,
                game=game,
                rating=rating.rating,
                deviation=rating.deviation,
                volatility=rating.volatility,
                games=20,
                updated=datetime.now(UTC),
            )
        )


def _board(client: Any, game: str = "piquet") -> dict[str, Any]:
    reply = client.get(f"/api/leaderboard/{game}")
    assert reply.status_code == 200, reply.text
    found: dict[str, Any] = reply.json()
    return found


def _people(client: Any) -> dict[str, int]:
    return {p["name"]: p["rating"] for p in _board(client)["players"]}


def test_the_leaderboard_is_kept_until_a_rated_game_ends(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        _settle(site, "Ann")
        _settle(site, "Bob", rating=Rating(1600.0, 60.0))
        assert _people(site.client) == {"Ann": 1700, "Bob": 1600}
        _settle(site, "Bob", rating=Rating(1650.0, 60.0))
        assert _people(site.client) == {"Ann": 1700, "Bob": 1600}, "the board is kept"
        table = _rated_partie(site, second)
        salon = site.client.app.state.salon
        play_to_the_end(salon, salon.table(table["table"]))
        ann = site.client.get("/api/players/Ann").json()["ratings"][0]["rating"]
        bob = second.get("/api/players/Bob").json()["ratings"][0]["rating"]
    assert ann != 1700 and _people(site.client) == {"Ann": ann, "Bob": bob}


def test_players_still_provisional_are_listed_apart_so_a_newcomer_is_found(site: Any) -> None:
    """A newcomer's rating is provisional for some ten games: he is not on the board, but is
    listed apart with his rating and games, so that he can be found and challenged (a new
    player's trial: the board stayed empty, and no page led to another player)."""
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        _settle(site, "Ann")
        table = _rated_partie(site, second)
        salon = site.client.app.state.salon
        play_to_the_end(salon, salon.table(table["table"]))
        bob = second.get("/api/players/Bob").json()["ratings"][0]
        board = _board(site.client)
        assert [p["name"] for p in board["players"]] == ["Ann"]
        assert [(p["name"], p["rating"], p["games"]) for p in board["provisional"]] == [
            ("Bob", bob["rating"], 1)
        ]
        assert post(second, "/api/account/private", {"private": True}).status_code == 200
        assert _board(site.client)["provisional"] == []  # a private profile is not listed
    every = site.client.get("/players", follow_redirects=False)  # where players are found
    assert every.status_code == 308 and every.headers["location"] == "/leaderboard"


def test_a_computers_rating_moved_by_a_game_shows_at_once(site: Any) -> None:
    sign_up(site.client, "Ann")
    before = {c["player"]: c for c in _board(site.client)["computers"]}
    table = post(site.client, "/api/tables", {"name": "Ann", "opponent": "random"}).json()
    salon = site.client.app.state.salon
    play_to_the_end(salon, salon.table(table["table"]))
    after = {c["player"]: c for c in _board(site.client)["computers"]}
    assert before["random"]["games"] == 0 and after["random"]["games"] == 1


def test_a_profile_made_private_or_deleted_leaves_the_leaderboard_at_once(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        _settle(site, "Ann")
        _settle(site, "Bob")
        assert set(_people(site.client)) == {"Ann", "Bob"}
        assert post(site.client, "/api/account/private", {"private": True}).status_code == 200
        assert set(_people(second)) == {"Bob"}
        deleted = post(second, "/api/account/delete", {"password": PASSWORD})
        assert deleted.status_code == 200, deleted.text
        assert _people(site.client) == {}


def test_the_leaderboard_is_read_afresh_each_day(site: Any) -> None:
    """The board counts the players active in the last 90 days: a day later it is read
    again, not served from the day before."""
    sign_up(site.client, "Ann")
    day = [date(2026, 3, 1)]
    boards = Boards(site.store.engine, today=lambda: day[0])
    kept = boards.answer("piquet")
    _settle(site, "Ann")
    assert boards.answer("piquet") == kept
    day[0] = date(2026, 3, 2)
    assert b'"Ann"' in boards.answer("piquet")
