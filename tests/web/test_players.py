"""Seats bound to accounts, password resets by mail, rated tables and Glicko-2, profiles,
histories and the leaderboard (docs/players.md)."""

from __future__ import annotations

import json
import re
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import PASSWORD, csrf, post, sign_up
from webtools import CARD_CODE, choose_action, hello, new_table, play_to_the_end

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.players.accounts import Accounts
from salon.web.players.glicko2 import Rating, Result, rate
from salon.web.players.keys import server_key
from salon.web.players.mail import (
    RESET_FOR,
    Expired,
    MailServer,
    NotValid,
    ResetTokens,
    Used,
)
from salon.web.players.routes import NO_MAIL_RESET
from salon.web.players.web import PlayerSettings
from salon.web.server.store import Store, sqlite_url


def test_glicko2_gives_the_figures_of_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2012), steps 1 to 8: 1500/200/0.06
    against 1400/30 (won), 1550/100 (lost), 1700/300 (lost) with τ = 0.5."""
    after = rate(
        Rating(1500, 200, 0.06),
        [
            Result(Rating(1400, 30), 1),
            Result(Rating(1550, 100), 0),
            Result(Rating(1700, 300), 0),
        ],
        tau=0.5,
    )
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_signed_in_players_seat_opens_on_a_second_device(site: Any) -> None:
    sign_up(site.client, "Ann")
    made = post(site.client, "/api/tables", {"name": "Ann", "opponent": "thumb"}).json()
    with TestClient(site.client.app) as second:
        assert post(second, "/api/account/seats").status_code == 405  # read, never written
        post(second, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
        held = second.get("/api/account/seats", headers=csrf(second)).json()["seats"]
        assert held == [{"table": made["table"], "seat": 0, "token": made["token"]}]
        with second.websocket_connect(f"/ws/{made['table']}") as ws:
            assert hello(ws, 0, held[0]["token"])["type"] == "state"


def test_a_guest_who_signs_up_keeps_the_tables_of_this_device(site: Any) -> None:
    made = new_table(site)
    device = [{"table": made["table"], "seat": made["seat"], "token": made["token"]}]
    forged = [{"table": made["table"], "seat": 1, "token": "not the secret"}]
    answer = sign_up(site.client, "Ann", seats=device + forged)
    assert [s["table"] for s in answer["seats"]] == [made["table"]]
    with TestClient(site.client.app) as second:
        post(second, "/api/account/sign-in", {"name": "Ann", "password": PASSWORD})
        held = second.get("/api/account/seats", headers=csrf(second)).json()["seats"]
        assert held == answer["seats"]


def test_a_password_reset_mail_opens_the_reset_once(
    tmp_path: Path, mailbox: tuple[int, list[Any]]
) -> None:
    port, received = mailbox
    mail = MailServer("127.0.0.1", port, "https://cards.example.org")
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=0, players=PlayerSettings(mail=mail))
    with TestClient(app) as client:
        sign_up(client, "Ann", email="ann@example.org")
        said = post(client, "/api/account/reset-request", {"name": "Ann"})
        unknown = post(client, "/api/account/reset-request", {"name": "Nobody"})
        assert said.json() == unknown.json() and said.status_code == 202
        assert len(received) == 1 and received[0]["To"] == "ann@example.org"
        body = received[0].get_payload(decode=True).decode()
        token = re.search(r"/account#reset=(\S+)", body)
        assert token is not None and "https://cards.example.org/account" in body
        new = {"token": token.group(1), "password": "a brand new one"}
        assert post(client, "/api/account/reset", new).status_code == 200
        again = post(client, "/api/account/reset", new | {"password": "yet another one"})
        assert again.status_code == 410
        signed = post(
            client, "/api/account/sign-in", {"name": "Ann", "password": "a brand new one"}
        )
        assert signed.status_code == 200
    store.close()


def test_a_room_without_mail_says_no_reset_link_can_be_sent(site: Any) -> None:
    """A room started without a mail server promises no mail: it says so, alike for every
    name (docs/players.md, password reset by mail)."""
    sign_up(site.client, "Ann", email="ann@example.org")
    said = post(site.client, "/api/account/reset-request", {"name": "Ann"})
    unknown = post(site.client, "/api/account/reset-request", {"name": "Nobody"})
    assert said.status_code == unknown.status_code == 202
    assert said.json() == unknown.json() == {"said": NO_MAIL_RESET}
    assert "no mail" in NO_MAIL_RESET


def test_the_account_answer_says_whether_the_room_sends_mail(site: Any, tmp_path: Path) -> None:
    """GET /api/account tells a signed-out visitor whether mail is sent, so the account page
    offers a reset link only where one can come (docs/players.md, password reset by mail)."""
    assert site.client.get("/api/account").json() == {"account": None, "sends_mail": False}
    store = Store(sqlite_url(tmp_path / "mailing.db"))
    mail = MailServer("127.0.0.1", 2525, "https://salon.example/")
    app = create_app(store, thinkers=0, players=PlayerSettings(mail=mail))
    with TestClient(app) as client:
        assert client.get("/api/account").json()["sends_mail"] is True


def test_a_reset_token_expires() -> None:
    tokens = ResetTokens("key", max_age=-1)
    with pytest.raises(Expired):
        tokens.account_of(tokens.make(1, "$argon2id$..."))
    with pytest.raises(NotValid):
        ResetTokens("key").account_of("forged.token")


def test_a_reset_link_says_whether_it_is_not_valid_expired_or_used(site: Any) -> None:
    """docs/players.md, password reset by mail: a forged or mangled link is told it is not
    valid (400), never that it expired or was used; a link signed here but too old, or
    spent, is told so (410)."""
    sign_up(site.client, "Ann", email="ann@example.org")
    key = server_key(site.store.engine)
    hashed = Accounts(site.store.engine).by_name("Ann")
    assert hashed is not None

    def reset(token: str) -> Any:
        return post(site.client, "/api/account/reset", {"token": token, "password": "new one!"})

    for forged in ("forged.token.here", "abc", ResetTokens("another key").make(hashed.id, "x")):
        refused = reset(forged)
        assert refused.status_code == 400
        assert refused.json()["detail"] == NotValid.words
    old = ResetTokens(key, clock=lambda: time.time() - 2 * RESET_FOR).make(
        hashed.id, hashed.password_hash
    )
    assert reset(old).status_code == 410
    assert reset(old).json()["detail"] == Expired.words
    good = ResetTokens(key).make(hashed.id, hashed.password_hash)
    assert reset(good).status_code == 200
    spent = reset(good)
    assert spent.status_code == 410
    assert spent.json()["detail"] == Used.words
    assert "expired" not in NotValid.words and "used" not in NotValid.words


def _rated_partie(site: Any, second: Any) -> dict[str, Any]:
    """Ann opens a rated table, Bob (signed in on ``second``) takes its seat."""
    made = post(site.client, "/api/tables", {"name": "Ann", "opponent": "friend", "rated": True})
    assert made.status_code == 201, made.text
    table = made.json()
    join = post(
        second, f"/api/tables/{table['table']}/join", {"invite": table["invite"], "name": "Bob"}
    )
    assert join.status_code == 200, join.text
    return table


def _rated_partie_played(site: Any, second: Any) -> Any:
    """A rated partie between the two clients, played to its end: its table."""
    table = _rated_partie(site, second)
    salon = site.client.app.state.salon
    played = salon.table(table["table"])
    play_to_the_end(salon, played)
    return played


def test_a_rated_partie_moves_both_ratings_as_glicko2_says(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        played = _rated_partie_played(site, second)
        won = 0 if "Ann wins" in played.outcome() else 1 if "Bob wins" in played.outcome() else None
        score = 0.5 if won is None else 1.0 if won == 0 else 0.0
        ann = site.client.get("/api/players/Ann").json()
        bob = second.get("/api/players/Bob").json()
    expected = rate(Rating(), [Result(Rating(), score)])
    assert ann["ratings"][0]["rating"] == round(expected.rating)
    assert ann["ratings"][0]["provisional"] is True
    assert bob["ratings"][0]["rating"] == round(
        rate(Rating(), [Result(Rating(), 1 - score)]).rating
    )
    assert len(ann["graph"]) == 1 and ann["latest"][0]["opponent"] == "Bob"
    assert ann["latest"][0]["rated"] is True
    record = ann["record"][0]
    assert (record["won"], record["lost"], record["drawn"]) == (
        int(score == 1),
        int(score == 0),
        int(score == 0.5),
    )
    assert None not in (record["rubicons_given"], record["capots"])  # a Piquet partie counts them
    # Played to its end: the partie's settlement is its margin, and the average of one.
    assert record["average_margin"] == ann["latest"][0]["margin"] is not None


def test_a_rated_games_end_tells_each_players_rating_change(site: Any) -> None:
    """The end of the game says how each rating moved (the end panel shows it), from the
    state the table sends to its players and watchers (docs/players.md "Ratings")."""
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        played = _rated_partie_played(site, second)
        state = site.client.get(f"/api/tables/{played.id}").json()
        ann = site.client.get("/api/players/Ann").json()["ratings"][0]["rating"]
        bob = second.get("/api/players/Bob").json()["ratings"][0]["rating"]
    moved = state["table"]["ratings_moved"]
    assert moved == [
        {"seat": 0, "name": "Ann", "before": 1500, "after": ann, "provisional": True},
        {"seat": 1, "name": "Bob", "before": 1500, "after": bob, "provisional": True},
    ]


def test_a_rated_games_end_still_tells_the_rating_changes_after_a_restart(site: Any) -> None:
    """A finished rated table opened after the server restarted tells the same rating moves:
    the second of two rated parties, each rating moving from where the first left it."""
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        first = _rated_partie_played(site, second)
        later = _rated_partie_played(site, second)
        told = [site.client.get(f"/api/tables/{t.id}").json()["table"] for t in (first, later)]
    assert [m["before"] for m in told[1]["ratings_moved"]] == [
        m["after"] for m in told[0]["ratings_moved"]
    ]
    with TestClient(create_app(site.store, thinkers=0)) as restarted:
        for table, before in zip((first, later), told, strict=True):
            again = restarted.get(f"/api/tables/{table.id}").json()["table"]
            assert again["ratings_moved"] == before["ratings_moved"]


def test_a_casual_games_end_tells_no_rating(site: Any) -> None:
    made = new_table(site)
    played = site.client.app.state.salon.table(made["table"])
    play_to_the_end(site.client.app.state.salon, played)
    state = site.client.get(f"/api/tables/{made['table']}").json()
    assert "ratings_moved" not in state["table"]


def test_the_leaderboard_says_after_how_many_rated_games_players_appear(site: Any) -> None:
    """The board shows settled ratings only; it says when a newcomer's rating settles, as
    Glicko-2 moves it: against settled players, and against another newcomer."""
    board = site.client.get("/api/leaderboard/piquet").json()
    assert board["players"] == []
    low, high = board["settled_after"]
    for opponent, games in ((Rating(1500, 50), low), (None, high)):
        player, other = Rating(), opponent or Rating()
        for game in range(1, games + 1):
            score = 0.5 if opponent else game % 2
            assert player.provisional
            player, other = (
                rate(player, [Result(other, score)]),
                opponent or rate(other, [Result(player, 1 - score)]),
            )
        assert not player.provisional
    assert (low, high) == (10, 14)


def test_a_rated_table_is_refused_to_a_guest_and_against_the_computer(site: Any) -> None:
    refused = site.client.post(
        "/api/tables", json={"name": "Ann", "opponent": "friend", "rated": True}
    )
    assert refused.status_code == 403
    sign_up(site.client, "Ann")
    computer = post(site.client, "/api/tables", {"name": "Ann", "opponent": "thumb", "rated": True})
    assert computer.status_code == 400
    table = post(
        site.client, "/api/tables", {"name": "Ann", "opponent": "friend", "rated": True}
    ).json()
    with TestClient(site.client.app) as guest:
        join = guest.post(
            f"/api/tables/{table['table']}/join", json={"invite": table["invite"], "name": "Cy"}
        )
        assert join.status_code == 403


def test_a_casual_game_moves_no_rating(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        table = post(site.client, "/api/tables", {"name": "Ann", "opponent": "friend"}).json()
        post(
            second, f"/api/tables/{table['table']}/join", {"invite": table["invite"], "name": "Bob"}
        )
        salon = site.client.app.state.salon
        play_to_the_end(salon, salon.table(table["table"]))
    ann = site.client.get("/api/players/Ann").json()
    assert ann["ratings"] == [] and ann["latest"][0]["rated"] is False


def test_a_private_profile_is_refused_to_others(site: Any) -> None:
    sign_up(site.client, "Ann")
    assert post(site.client, "/api/account/private", {"private": True}).status_code == 200
    assert site.client.get("/api/players/Ann").status_code == 200  # to herself
    with TestClient(site.client.app) as other:
        nobody = other.get("/api/players/Nobody")
        ann = other.get("/api/players/Ann")
        assert ann.status_code == 404 and ann.json() == nobody.json()
        assert other.get("/api/players/Ann/history").status_code == 404


def test_the_history_is_filtered_and_paged(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        salon = site.client.app.state.salon
        for _ in range(2):
            table = _rated_partie(site, second)
            play_to_the_end(salon, salon.table(table["table"]))
    every = site.client.get("/api/players/Ann/history").json()
    assert len(every["games"]) == 2 and every["more"] is False
    assert site.client.get("/api/players/Ann/history?game=ecarte").json()["games"] == []
    assert len(site.client.get("/api/players/Ann/history?opponent=bob").json()["games"]) == 2
    assert site.client.get("/api/players/Ann/history?page=1").json()["games"] == []
    assert site.client.get("/api/players/Ann/history?result=nonsense").status_code == 400
    board = site.client.get("/api/leaderboard/piquet").json()
    assert board["players"] == []  # two games: both ratings are still provisional


def test_the_players_endpoints_show_no_card_of_a_game_in_play(site: Any) -> None:
    sign_up(site.client, "Ann")
    with TestClient(site.client.app) as second:
        sign_up(second, "Bob")
        table = _rated_partie(site, second)
        salon = site.client.app.state.salon
        played = salon.table(table["table"])
        for _ in range(40):  # into the first deal's play: hands dealt, cards held
            if not salon.advance_one(played):
                seat = played.actor
                salon.act(played, seat, choose_action(played.view(seat)))
        assert not played.is_over
        for url in (
            "/api/account",
            "/api/players/Ann",
            "/api/players/Ann/history",
            "/api/leaderboard/piquet",
        ):
            assert not CARD_CODE.search(second.get(url).text), url
        seats = second.get("/api/account/seats", headers=csrf(second)).json()
        # The seats' random tokens and table ids may hold anything, "8S" included: not cards.
        assert not CARD_CODE.search(json.dumps(_without_secrets(seats)))


RANDOM_FIELDS = {"token", "table", "secret"}


def _without_secrets(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _without_secrets(v) for k, v in data.items() if k not in RANDOM_FIELDS}
    if isinstance(data, list):
        return [_without_secrets(item) for item in data]
    return data


def test_a_game_against_the_computer_rates_the_computer_apart(site: Any) -> None:
    from salon.web.players.computers import about, seeds

    sign_up(site.client, "Ann")
    table = post(site.client, "/api/tables", {"name": "Ann", "opponent": "random"}).json()
    salon = site.client.app.state.salon
    played = salon.table(table["table"])
    play_to_the_end(salon, played)
    outcome = played.outcome()
    score = 0.5 if outcome.startswith("Drawn") else 0.0 if outcome.startswith("Ann") else 1.0
    board = site.client.get("/api/leaderboard/piquet").json()
    seed = seeds()[("random", "piquet")]
    expected = rate(seed.rating, [Result(Rating(), score)])
    shown = {c["player"]: c for c in board["computers"]}
    assert shown["random"] == {
        "player": "random",
        "title": "The computer, a beginner",
        "about": about(expected.rating),
        "provisional": expected.provisional,
        "games": 1,
        "seeded_by": seed.games,
    }
    assert site.client.get("/api/players/Ann").json()["ratings"] == []
    assert board["players"] == []


def test_the_computers_ratings_are_seeded_from_games_between_computers(site: Any) -> None:
    """docs/players.md "The computer players": the data file made by
    benchmarks/computer_ratings.py seeds each computer's rating, the random player held at
    the anchor; the leaderboard shows each one before any person has played it."""
    from salon.web.players.computers import SEEDS, about

    data = json.loads(SEEDS.read_text(encoding="utf-8"))
    assert data["anchor"] == {"player": "random", "rating": 1000.0}
    for game in ("piquet", "ecarte"):
        board = site.client.get(f"/api/leaderboard/{game}").json()
        filed = data["ratings"][game]
        assert (
            {c["player"] for c in board["computers"]}
            == set(filed)
            == {
                "random",
                "thumb",
                "strong",
            }
        )
        for shown in board["computers"]:
            seed = filed[shown["player"]]
            assert shown["about"] == about(seed["rating"]), (game, shown)
            assert shown["seeded_by"] == seed["games"] > 0 and shown["games"] == 0
        assert filed["random"]["rating"] == 1000.0
        assert board["players"] == []


def test_the_leaderboard_names_the_computers_in_a_card_players_words(site: Any) -> None:
    """docs/players.md "The computer players": each is named as a table names it, never by
    its name in the program ("random", "thumb")."""
    for game in ("piquet", "ecarte"):
        board = site.client.get(f"/api/leaderboard/{game}").json()
        titles = {c["player"]: c["title"] for c in board["computers"]}
        assert titles == {
            "random": "The computer, a beginner",
            "thumb": "The computer, steady",
            "strong": "The computer, strong",
        }
