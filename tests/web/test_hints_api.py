"""Hints at the table: only at a table opened with hints (against the computer), only to the
player whose turn it is, made from his own view alone, in the terminal's words (docs/web.md
"Hints")."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from webtools import Site, choose_action, new_table, play_to_the_end

from salon.web.server.store import Store, sqlite_url
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent, TableError
from salon.web.teaching.hints import NoHint, view_to_hint


def _my_turn(site: Site, table_id: str) -> dict[str, Any]:
    """The state once the player has a choice to make in a deal (the choice of deal, which
    has no hint, and the steps the page takes by themselves are taken for him)."""
    the_salon = site.client.app.state.salon
    table = the_salon.table(table_id)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with table.lock:
            actor, view = table.actor, table.view(0)
        if actor == 0 and view.get("deal") is not None and not view.get("automatic"):
            return dict(site.client.get(f"/api/tables/{table_id}").json())
        if actor == 0:
            the_salon.act(table, 0, choose_action(view))
        elif not the_salon.advance_one(table):
            time.sleep(0.05)
    raise AssertionError("the player was never to act in a deal")


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_hint_at_ones_turn_names_the_choice_its_odds_and_the_maxim(site: Site, game: str) -> None:
    made = new_table(site, game=game, opponent="thumb", hints=True)
    the_salon = site.client.app.state.salon
    table = the_salon.table(made["table"])
    for _ in range(20):  # a few choices (a deal's first, say) are not weighed: play them
        state = _my_turn(site, made["table"])
        assert state["table"]["hints"] is True
        reply = site.client.post(
            f"/api/tables/{made['table']}/hint", json={"seat": 0, "token": made["token"]}
        )
        if reply.status_code == 200 or "no hint for this choice" not in reply.text:
            break
        with table.lock:
            view = table.view(0)
        the_salon.act(table, 0, choose_action(view))
    assert reply.status_code == 200, reply.text
    hint = reply.json()["hint"]
    assert "% to win the " in hint["words"] and "in the hundred" not in hint["words"]
    assert 0 <= hint["chance"] <= 1
    if hint["maxim"] is not None:
        assert hint["maxim"]["text"] in hint["words"] and hint["maxim"]["source"]
    view = table.game.view(0)
    if hint["action"] is not None:
        assert hint["action"] in {str(action) for action in view.legal}


def test_no_hint_at_a_table_opened_without_hints(site: Site) -> None:
    made = new_table(site, game="ecarte", opponent="thumb")
    _my_turn(site, made["table"])
    reply = site.client.post(
        f"/api/tables/{made['table']}/hint", json={"seat": 0, "token": made["token"]}
    )
    assert reply.status_code == 409 and "without hints" in reply.json()["detail"]


def test_a_friends_table_offers_no_hints(site: Site) -> None:
    """Against a friend hints are not given: asking for them opens no table (400), and a
    friend's table refuses a hint (409)."""
    asked = site.client.post(
        "/api/tables", json={"name": "Ann", "opponent": "friend", "hints": True}
    )
    assert asked.status_code == 400 and "only against the computer" in asked.json()["detail"]
    made = new_table(site, game="ecarte", opponent="friend")
    site.client.post(
        f"/api/tables/{made['table']}/join", json={"invite": made["invite"], "name": "Bob"}
    )
    reply = site.client.post(
        f"/api/tables/{made['table']}/hint", json={"seat": 0, "token": made["token"]}
    )
    assert reply.status_code == 409 and "against a friend" in reply.json()["detail"]


def test_a_wrong_secret_or_a_malformed_ask_gets_no_hint(site: Site) -> None:
    made = new_table(site, game="ecarte", opponent="thumb", hints=True)
    url = f"/api/tables/{made['table']}/hint"
    assert site.client.post(url, json={"seat": 0, "token": "wrong"}).status_code == 404
    assert site.client.post(url, json={"seat": 1, "token": made["token"]}).status_code == 404
    assert site.client.post(url, json={"seat": 0}).status_code == 422
    assert site.client.post(url, json={"seat": 0, "token": "x", "peek": 1}).status_code == 422
    nowhere = site.client.post("/api/tables/nosuch/hint", json={"seat": 0, "token": "x"})
    assert nowhere.status_code == 404


def test_no_hint_once_the_game_is_over(site: Site) -> None:
    made = new_table(site, game="ecarte", opponent="random", hints=True)
    the_salon = site.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(made["table"]))
    reply = site.client.post(
        f"/api/tables/{made['table']}/hint", json={"seat": 0, "token": made["token"]}
    )
    assert reply.status_code == 409 and "over" in reply.json()["detail"]


def test_only_at_ones_turn_and_from_ones_own_view(tmp_path: Path) -> None:
    """Before the player is to act (the cut is due) the hint is refused; at his turn the
    hint is weighed on his seat's view alone: the one a computer in his seat is given,
    which holds his own cards and none of the adversary's."""
    store = Store(sqlite_url(tmp_path / "salon.db"))
    try:
        the_salon = Salon(store)
        made = the_salon.create(
            game="piquet", rules="", name="Ann", opponent=Opponent.THUMB, hints=True
        )
        table = made.table
        with pytest.raises(NoHint, match="not your turn"):
            view_to_hint(the_salon, table.id, 0, made.token)
        with pytest.raises(TableError, match="secret"):
            view_to_hint(the_salon, table.id, 0, "wrong")
        while table.actor != 0 or table.game.view(0).deal is None:
            if not the_salon.advance_one(table):
                the_salon.act(table, 0, choose_action(table.view(0)))
        step, view = view_to_hint(the_salon, table.id, 0, made.token)
        assert step == table.step
        assert view == table.game.view(0)
        adversary = set(table.game.view(1).deal.hand)
        assert not adversary & set(view.deal.hand)
        assert not adversary & set(view.deal.opponent_known)
        assert Salon(store).table(table.id).hints, "kept over a restart"
    finally:
        store.close()


def test_where_nothing_is_weighed_the_refusal_says_why() -> None:
    """A card that is the only one the laws allow has nothing to weigh: the page is told so,
    not that hints weigh "the play" (found by a new player's trial)."""
    from salon.piquet.partie import Partie
    from salon.web.teaching.hints import no_hint_words

    rng = random.Random(3)
    partie = Partie()
    while len(partie.legal_actions()) != 1 or partie.to_act is None:
        partie.apply(partie.random_action(rng))
    forced = partie.view(partie.to_act)
    assert no_hint_words(forced) == "nothing to weigh: the laws leave you one thing to do here"
    assert "hints weigh" in no_hint_words(type("Two", (), {"legal": (1, 2)})())
