"""docs/bots.md "A policy at the web's tables": ``salon serve --policy NAME=FILE`` offers a
trained policy as a computer player at its game's new tables; a client names it, never a file."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numpy")

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from webtools import Site, new_table, play_moves, stored_actions

from salon.envs.policy import PolicyNetwork
from salon.web.app import create_app
from salon.web.launch import ServerSettings, serve
from salon.web.server.store import Store, sqlite_url
from salon.web.tables.policies import ServedPolicies
from salon.web.tables.registry import Salon


def policy_file(tmp_path: Path, game: str) -> Path:
    path = tmp_path / f"{game}.npz"
    PolicyNetwork.fresh(game, hidden=8, rng=np.random.default_rng(3)).save(path)
    return path


@pytest.fixture
def served(tmp_path: Path) -> ServedPolicies:
    return ServedPolicies.parse([f"pupil={policy_file(tmp_path, 'ecarte')}"])


@pytest.fixture
def policy_site(tmp_path: Path, served: ServedPolicies) -> Iterator[Site]:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, rate=1000, burst=1000, thinkers=0, policies=served)
    with TestClient(app) as client:
        yield Site(client, store, store.url)
    store.close()


def test_a_served_policy_is_offered_at_its_games_tables_only(
    policy_site: Site, tmp_path: Path
) -> None:
    games = {g["name"]: g for g in policy_site.client.get("/api/games").json()["games"]}
    ecarte = [c["name"] for c in games["ecarte"]["computers"]]
    assert ecarte[-1] == "policy:pupil"
    assert "policy:pupil" not in [c["name"] for c in games["piquet"]["computers"]]
    assert str(tmp_path) not in str(games), "no file's path reaches a client"


def test_a_served_policy_plays_its_seat_at_the_web_table(policy_site: Site) -> None:
    made = new_table(policy_site, game="ecarte", opponent="policy:pupil")
    play_moves(policy_site.client, made)
    actors = {actor for actor, _ in stored_actions(policy_site.store, made["table"])}
    assert "B" in actors, "the policy in seat B moved"
    seats = policy_site.store.load_games()[0].seats
    assert [seat.player for seat in seats] == ["human", "policy:pupil"]


def test_an_unknown_policy_or_a_path_is_refused(policy_site: Site) -> None:
    for opponent, status in [
        ("policy:nobody", 400),
        ("policy:../../etc/passwd", 422),
        ("policy:/tmp/x.onnx", 422),
    ]:
        body = {"name": "Ann", "game": "ecarte", "opponent": opponent}
        response = policy_site.client.post("/api/tables", json=body)
        assert response.status_code == status, (opponent, response.text)
    response = policy_site.client.post(
        "/api/tables", json={"name": "Ann", "game": "piquet", "opponent": "policy:pupil"}
    )
    assert response.status_code == 400
    assert "pupil plays ecarte, not piquet" in response.json()["detail"]
    assert policy_site.store.load_games() == []


def test_a_table_whose_policy_is_gone_after_a_restart_is_closed_with_the_reason(
    tmp_path: Path, served: ServedPolicies
) -> None:
    store = Store(sqlite_url(tmp_path / "restart.db"))
    try:
        made = Salon(store, policies=served).create(
            game="ecarte", rules="", name="Ann", opponent="policy:pupil"
        )
        again = Salon(store, policies=served).tables[made.table.id]
        assert again.broken is None
        gone = Salon(store).tables[made.table.id]
        assert gone.broken is not None and "no computer named 'policy:pupil'" in gone.broken
    finally:
        store.close()


def test_serve_refuses_a_bad_policy_before_listening(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.npz"
    junk.write_text("no network")
    for spec, said in [
        (f"pupil={junk}", "not a policy file"),
        ("pupil", "NAME=FILE"),
        (f"Pupil={policy_file(tmp_path, 'piquet')}", "lower-case"),
    ]:
        settings = ServerSettings(port=0, database=sqlite_url(tmp_path / "s.db"), policies=(spec,))
        assert serve(settings) == 2
        assert said in capsys.readouterr().err
