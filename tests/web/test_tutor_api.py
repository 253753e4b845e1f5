"""The tutor at a table against the computer (docs/web.md "The tutor"): a choice weighed from
the player's own view before it is played; a blunder stopped with what it gives away and the
better choice, the player free to confirm it or choose again."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from webtools import Site, new_table

from conftest import TestClient
from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url

RANKS = "6789TJQKA"


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        yield Site(client, store, url)
    store.close()


def _rank(card: str) -> int:
    return RANKS.index("T" if card[:-1] == "10" else card[0])


def at_elders_exchange(site: Site) -> tuple[dict[str, Any], Any, dict[str, Any]]:
    """A Piquet table with hints, its person elder at the exchange: the table made, the table,
    and the person's view."""
    the_salon = site.client.app.state.salon
    for seed in range(40):
        the_salon.chance = random.Random(seed)
        made = new_table(site, game="piquet", opponent="thumb", hints=True)
        table = the_salon.table(made["table"])
        while the_salon.advance_one(table):
            pass
        view = table.view(made["seat"])
        if (view.get("deal") or {}).get("exchange_limit") == 5:
            return made, table, view
    raise AssertionError("no deal made the person elder")


def tutor(site: Site, made: dict[str, Any], action: str, **more: Any) -> Any:
    body = {"seat": made["seat"], "token": made["token"], "action": action} | more
    return site.client.post(f"/api/tables/{made['table']}/tutor", json=body)


def test_the_tutor_stops_a_blunder_and_the_player_may_confirm_it_or_choose_again(
    site: Site,
) -> None:
    """Elder throwing his five best cards: stopped, with the cost and the better choice; the
    better choice passes; the blunder, confirmed, is played (the tutor only advises)."""
    the_salon = site.client.app.state.salon
    for _ in range(10):
        made, table, view = at_elders_exchange(site)
        hand = sorted(view["deal"]["hand"], key=_rank, reverse=True)
        blunder = "exchange " + " ".join(hand[:5])
        said = tutor(site, made, blunder)
        assert said.status_code == 200, said.text
        if said.json()["stop"]:
            break
    found = said.json()
    assert found["verdict"] in ("mistake", "blunder")
    assert found["words"].startswith(f"This is a {found['verdict']}: it ")
    assert found["advice"] and found["best"] != blunder
    step = table.step
    better = tutor(site, made, found["best"])
    assert better.status_code == 200 and better.json()["stop"] is False
    assert table.step == step  # asking the tutor plays nothing
    the_salon.act(table, made["seat"], blunder)  # confirmed: played as chosen
    assert table.step > step


def test_the_tutor_is_given_only_at_the_players_turn_at_a_table_with_hints(site: Site) -> None:
    made, _, view = at_elders_exchange(site)
    hand = view["deal"]["hand"]
    assert tutor(site, made, "exchange " + hand[0], token="wrong").status_code == 404
    assert tutor(site, made, "play the ace of nothing").status_code == 400
    assert tutor(site, made, "exchange AS AS").status_code == 400
    other = {**made, "seat": 1 - made["seat"]}
    assert tutor(site, other, "exchange " + hand[0]).status_code == 404  # not his secret
    plain = new_table(site, game="piquet", opponent="thumb")
    the_salon = site.client.app.state.salon
    while the_salon.advance_one(the_salon.table(plain["table"])):
        pass
    refused = tutor(site, plain, "exchange " + hand[0])
    assert refused.status_code == 409 and "without hints" in refused.json()["detail"]
    assert tutor(site, made, "x" * 201).status_code == 422
    assert tutor(site, made, "exchange " + hand[0], more=1).status_code == 422
