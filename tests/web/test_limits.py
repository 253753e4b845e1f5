"""What one client may ask: tables opened and seats claimed per address; tables abandoned
before anyone played expire; finished tables are records, loaded only when asked for.

docs/web.md "Limits" and "Nothing is lost".
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from webtools import Site, new_table, play_to_the_end

from salon.web.server.limits import ClientAllowances
from salon.web.server.store import Store, sqlite_url
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent


def test_a_client_opens_a_few_tables_then_is_told_to_wait(site: Site) -> None:
    """docs/web.md "Limits": ten tables at once from one address, then 429 with Retry-After,
    and the refused table is not stored."""
    burst = ClientAllowances().tables.burst
    for _ in range(burst):
        new_table(site)
    refused = site.client.post("/api/tables", json={"name": "Ann"})
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 0
    assert len(site.store.load_games()) == burst


def test_a_client_claims_a_few_seats_then_is_told_to_wait(site: Site) -> None:
    """docs/web.md "Limits": guessing invitations is limited like claiming seats."""
    made = new_table(site, opponent="friend")
    url = f"/api/tables/{made['table']}/join"
    codes = [
        site.client.post(url, json={"invite": f"guess{n}", "name": "Eve"}).status_code
        for n in range(ClientAllowances().seats.burst + 1)
    ]
    assert set(codes[:-1]) == {404} and codes[-1] == 429
    joined = site.client.post(url, json={"invite": made["invite"], "name": "Bob"})
    assert joined.status_code == 429, "even the right invitation waits its turn"


def test_challenge_links_are_limited_like_lookups_and_seats(site: Site) -> None:
    """docs/web.md "Limits": a flood of made-up challenge links is refused before any of them
    is read: asking what a link offers counts as a lookup, answering it as claiming a seat."""
    for path, kind in (("/api/challenge/about", "lookups"), ("/api/challenge", "seats")):
        codes = [
            site.client.post(path, json={"token": f"guess{n}"}).status_code
            for n in range(getattr(ClientAllowances(), kind).burst + 1)
        ]
        assert set(codes[:-1]) == {400} and codes[-1] == 429, path


def _salon(tmp_path: Path) -> tuple[Store, Salon]:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    return store, Salon(store, chance=random.Random(3))


def test_tables_no_person_acted_at_expire(tmp_path: Path) -> None:
    """docs/web.md "Limits": an invitation never taken, or a table left before its first
    action, is forgotten after the time set; a table where someone played stays."""
    store, salon = _salon(tmp_path)
    try:
        waiting = salon.create(game="piquet", rules="", name="Ann", opponent=Opponent.FRIEND)
        left = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.RANDOM)
        played = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.RANDOM)
        while salon.advance_one(left.table):
            pass
        while salon.advance_one(played.table):
            pass
        view = played.table.view(0)
        salon.act(played.table, 0, view["legal"][0])
        assert salon.expire(3600) == []
        later = datetime.now(UTC) + timedelta(hours=2)
        expired = salon.expire(3600, now=later)
        assert {t.id for t in expired} == {waiting.table.id, left.table.id}
        assert all(t.broken for t in expired)
        assert [row.id for row in store.load_games()] == [played.table.id]
        assert salon.find(waiting.table.id) is None
        assert salon.find(played.table.id) is played.table
    finally:
        store.close()


def test_startup_loads_only_the_tables_in_play(tmp_path: Path) -> None:
    """docs/web.md "Nothing is lost": finished games are records; the server rebuilds only
    the tables in play at startup and loads a finished one when it is asked for."""
    store, salon = _salon(tmp_path)
    try:
        finished = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.RANDOM)
        play_to_the_end(salon, finished.table)
        in_play = salon.create(game="piquet", rules="", name="Ann", opponent=Opponent.RANDOM)
        salon.advance_one(in_play.table)
        (row,) = [row for row in store.load_games() if row.id == finished.table.id]
        assert row.finished is not None and row.result and "wins" in row.result
    finally:
        store.close()
    store = Store(sqlite_url(tmp_path / "salon.db"))
    try:
        again = Salon(store)
        assert list(again.tables) == [in_play.table.id]
        assert not again.finished
        loaded = again.table(finished.table.id)
        assert loaded.is_over and loaded.step == finished.table.step
        assert finished.table.id not in again.tables
    finally:
        store.close()


def test_a_flood_of_umpires_rulings_from_one_address_is_refused(site: Site) -> None:
    """docs/web.md "Limits": the umpire's rulings of every scoring card (Piquet, chouette,
    Écarté, the pool, French Écarté) share one allowance an address; past it each is refused
    429 with Retry-After, and nothing is answered; another address is still served."""
    from fastapi.testclient import TestClient

    names = ["Ann", "Bob"]
    piquet = {"mishap": "discarded-fewer", "choice": 0, "offender": 1, "names": names}
    ecarte = {"mishap": "king-by-mistake", "choice": 0, "offender": 1, "names": names}
    bodies = {"piquet": piquet, "chouette": piquet, "ecarte": ecarte, "pool": ecarte}
    bodies["french"] = ecarte
    burst = ClientAllowances().rulings.burst
    answers = [
        site.client.post(f"/api/score/{game}/ruling", json=bodies[game])
        for _ in range(burst // len(bodies) + 2)
        for game in bodies
    ]
    served = [answer for answer in answers if answer.status_code == 200]
    assert len(served) == burst
    refused = answers[burst:]
    assert {answer.status_code for answer in refused} == {429}
    assert all(int(answer.headers["Retry-After"]) > 0 for answer in refused)
    assert all("deal" not in answer.json() for answer in refused)
    for game in bodies:
        assert site.client.post(f"/api/score/{game}/ruling", json=bodies[game]).status_code == 429
    elsewhere = TestClient(site.client.app, client=("203.0.113.9", 50000))
    answer = elsewhere.post("/api/score/piquet/ruling", json=piquet)
    assert answer.status_code == 200 and answer.json()["deal"]["reckons_nothing"] == [1]
