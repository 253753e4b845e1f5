"""The HTTP API: opening tables, inviting a friend, the public view and the record.

docs/web.md "Tables and seats" and "What a client is sent".
"""

from __future__ import annotations

from webtools import Site, cards_in, new_table


def test_new_table_against_the_computer_gives_a_seat_and_its_secret(site: Site) -> None:
    """docs/web.md "Tables and seats": the creator sits in seat 0 with a secret token."""
    made = new_table(site, opponent="random", rules="rubicon; deal_by=threes")
    assert made["seat"] == 0 and len(made["token"]) >= 40 and made["invite"] is None
    state = site.client.get(f"/api/tables/{made['table']}").json()
    assert state["table"]["rules"] == "rubicon; deal_by=threes"
    assert [seat["player"] for seat in state["table"]["seats"]] == ["human", "random"]


def test_secrets_are_stored_hashed(site: Site) -> None:
    """docs/web.md "Tables and seats": a seat's secret is kept only as its hash."""
    made = new_table(site, opponent="friend")
    (row,) = site.store.load_games()
    stored = {seat.token_hash for seat in row.seats} | {seat.invite_hash for seat in row.seats}
    assert made["token"] not in stored and made["invite"] not in stored


def test_bad_rules_are_refused_with_the_reason(site: Site) -> None:
    """docs/web.md "Tables and seats": the rule options are read by PiquetRules.from_text."""
    response = site.client.post("/api/tables", json={"name": "Ann", "rules": "rubicon; capot=3"})
    assert response.status_code == 400
    assert "capot" in response.json()["detail"]
    assert site.store.load_games() == []


def test_unknown_fields_and_bad_opponents_are_refused(site: Site) -> None:
    """docs/web.md "Protocol": every message is validated, unknown fields included."""
    bad = [
        {"name": "Ann", "cheat": True},
        {"name": "Ann", "opponent": "oracle"},
        {"name": ""},
        {"opponent": "thumb"},
    ]
    for body in bad:
        assert site.client.post("/api/tables", json=body).status_code == 422, body
    assert site.store.load_games() == []


def test_unknown_table_is_not_found(site: Site) -> None:
    """docs/web.md "Tables and seats"."""
    assert site.client.get("/api/tables/nonesuch").status_code == 404
    assert site.client.get("/api/tables/nonesuch/record").status_code == 404


def test_invitation_seats_the_friend_once(site: Site) -> None:
    """docs/web.md "Tables and seats": the invitation link seats one friend, once."""
    made = new_table(site, opponent="friend")
    url = f"/api/tables/{made['table']}/join"
    assert site.client.post(url, json={"invite": "wrong", "name": "Bob"}).status_code == 404
    joined = site.client.post(url, json={"invite": made["invite"], "name": " Bob\x07 "})
    assert joined.status_code == 200
    assert joined.json()["seat"] == 1 and joined.json()["token"] != made["token"]
    again = site.client.post(url, json={"invite": made["invite"], "name": "Eve"})
    assert again.status_code == 404
    seats = site.client.get(f"/api/tables/{made['table']}").json()["table"]["seats"]
    assert [seat["name"] for seat in seats] == ["Ann", "Bob"]


def test_record_is_given_only_when_the_game_is_over(site: Site) -> None:
    """docs/web.md "What a client is sent": a record names every card, so it waits for the end."""
    made = new_table(site)
    response = site.client.get(f"/api/tables/{made['table']}/record")
    assert response.status_code == 409


def test_spectators_see_no_hand(site: Site) -> None:
    """docs/web.md "What a client is sent": spectators get public events and state only; at
    the start, no card but the two cut, face up while the choice is made (E Law 3)."""
    made = new_table(site)
    state = site.client.get(f"/api/tables/{made['table']}").json()
    assert state["view"]["seat"] is None and state["view"]["legal"] == []
    assert cards_in(state) <= set(state["view"]["cut"] or [])
    assert "hand" not in (state["view"]["deal"] or {})


def test_the_page_and_its_files_are_served(site: Site) -> None:
    """docs/web.md "The page": plain files served by the app, no build step."""
    page = site.client.get("/")
    assert page.status_code == 200 and "<html" in page.text
    assert site.client.get("/static/app.js").status_code == 200
    assert site.client.get("/static/style.css").status_code == 200


def test_what_only_an_account_may_do_is_hidden_until_the_page_knows_who_it_is(site: Site) -> None:
    """The offers' form and "Play someone now" are shown once the page has asked whether its
    player is signed in, never painted first for a guest (found by a new player's trial)."""
    page = site.client.get("/").text
    for opening in (
        '<p class="quick" hidden>',
        '<h3 id="seek-form-title" hidden>',
        '<form id="seek-form" class="seek-form" aria-labelledby="seek-form-title" hidden>',
    ):
        assert opening in page


def test_the_strong_computer_can_take_the_second_seat(site) -> None:
    reply = site.client.post("/api/tables", json={"name": "Ann", "opponent": "strong"})
    assert reply.status_code == 201


def test_computers_think_in_another_process(tmp_path) -> None:
    """docs/web.md "Nothing is lost": the server lets its computers think in worker processes;
    their moves are checked, stored and sent like anyone's."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    from webtools import play_moves, stored_actions

    from salon.web.app import create_app
    from salon.web.server.store import Store, sqlite_url

    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=1)
    try:
        with TestClient(app) as client:
            site = Site(client, store, store.url)
            made = new_table(site, game="ecarte", opponent="strong")
            play_moves(client, made)
            actors = {actor for actor, _ in stored_actions(store, made["table"])}
            assert "B" in actors, "the computer in seat B moved"
    finally:
        store.close()


def test_games_list_presets_and_computers_each_with_a_line(site: Site) -> None:
    """docs/web.md "Tables and seats": GET /api/games gives each preset and each computer
    player with a line that explains it; every computer offered can take a seat."""
    from salon.web.tables.table import Opponent

    games = {game["name"]: game for game in site.client.get("/api/games").json()["games"]}
    assert set(games) == {"piquet", "ecarte", "chouette", "pool", "french"}
    assert games["piquet"]["presets"][0]["name"] == "rubicon"
    assert games["ecarte"]["presets"][0]["name"] == "classic"
    for game in games.values():
        fields = (
            {"name", "title", "text"}
            if game["seats"]["most"] == 2
            else {"name", "title", "text", "options", "seats"}
        )
        for entry in game["presets"]:
            assert set(entry) == fields and len(entry["text"]) > 20, entry
        for entry in game["computers"]:
            assert set(entry) == {"name", "title", "strength", "text"}, entry
            assert len(entry["text"]) > 20, entry
            assert "\n" not in entry["text"]
        computers = [c["name"] for c in game["computers"]]
        assert set(computers) == {o.value for o in Opponent} - {"friend"}
        for preset in game["presets"]:
            if "seats" in preset and preset is not game["presets"][0]:
                continue  # the limit of new tables at once: the first of each is opened
            if "seats" in preset:  # a whole table of three or more, ready to open
                fields = {"seats": preset["seats"], "options": preset["options"]}
                new_table(site, game=game["name"], **fields)
            else:
                new_table(site, game=game["name"], rules=preset["name"])


def test_the_invitation_says_who_invites_and_under_which_rules(site: Site) -> None:
    """docs/web.md "Tables and seats": the public info names the host and explains the rules
    in a line: the preset's, and any options beyond it."""
    made = new_table(site, opponent="friend", game="ecarte", rules="rubber; game_points=7")
    info = site.client.get(f"/api/tables/{made['table']}").json()["table"]
    assert info["host"] == "Ann" and info["title"] == "Écarté"
    assert info["rules_text"].startswith("The rubber: the best of three games")
    assert info["rules_text"].endswith("Also: points to win a game: seven.")
    plain = new_table(site, rules="four-deal")
    info = site.client.get(f"/api/tables/{plain['table']}").json()["table"]
    assert info["rules_text"].startswith("A shorter partie of four deals")
