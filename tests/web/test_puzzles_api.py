"""Learn from your mistakes on the web: a finished review's mistakes and blunders made
puzzles, signed by the server, graded in the analysis's worker, kept with the account when
signed in (docs/web.md "Learn from your mistakes")."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import post, sign_up
from itsdangerous import URLSafeSerializer
from tests.analysis.helpers import ecarte_game_record
from webtools import Site

from conftest import TestClient
from salon.agents.base import RandomAgent
from salon.agents.ecarte.thumb import EcarteRulesOfThumb
from salon.analysis.verdicts import Verdict
from salon.teaching.puzzles import SLIPS
from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url
from salon.web.teaching.puzzles import PuzzleTokens


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        yield Site(client, store, url)
    store.close()


def reviewed(site: Site) -> dict[str, Any]:
    """A game of Écarté between the rules of thumb (A) and a random player (B), who refused a
    proposal he should have accepted, reviewed quickly: the review's answer once done."""
    record = ecarte_game_record((EcarteRulesOfThumb(), RandomAgent(4)), seed=4)
    answer = site.client.post("/api/reviews", json={"record": record, "quick": True}).json()
    deadline = time.monotonic() + 300
    while answer["status"] == "weighing" and time.monotonic() < deadline:
        time.sleep(0.1)
        answer = site.client.get(f"/api/reviews/{answer['review']}").json()
    assert answer["status"] == "done", answer
    return dict(answer)


def slips(answer: dict[str, Any], seat: int) -> set[int]:
    names = list(answer["result"]["names"])
    return {
        d["line"]
        for d in answer["result"]["decisions"]
        if d["seat"] == names[seat] and Verdict(d["verdict"]) in SLIPS
    }


def puzzles(site: Site, answer: dict[str, Any], seat: int, *, signed: bool = False) -> Any:
    body = {"review": answer["review"], "seat": seat}
    if signed:
        return post(site.client, "/api/puzzles/from-review", body)
    return site.client.post("/api/puzzles/from-review", json=body)


def answer_of(puzzle: dict[str, Any]) -> dict[str, Any]:
    if puzzle["choices"]:
        return {"action": puzzle["choices"][0]["action"]}
    return {"cards": puzzle["hand"][:1]}


def a_puzzle(site: Site) -> tuple[dict[str, Any], dict[str, Any]]:
    """The review and B's puzzle made of it."""
    answer = reviewed(site)
    made = puzzles(site, answer, 1).json()["puzzles"]
    assert made
    return answer, made[0]


def test_each_mistake_and_blunder_of_the_player_becomes_a_puzzle(site: Site) -> None:
    answer = reviewed(site)
    for seat in (0, 1):
        reply = puzzles(site, answer, seat)
        assert reply.status_code == 200, reply.text
        made = reply.json()
        # Every slip but those weighed on how the deal ended (B's claim of the point).
        assert len(made["puzzles"]) <= len(slips(answer, seat))
        assert made["kept"] is False  # signed out: kept on the device alone
        for puzzle in made["puzzles"]:
            assert puzzle["question"] and puzzle["hand"] and puzzle["played"]
            assert puzzle["schedule"]["box"] == 0
            assert puzzle["names"][puzzle["seat"]] == "You"
    [refused] = puzzles(site, answer, 1).json()["puzzles"]
    assert refused["question"].endswith("Accept or refuse?") and refused["played"] == "Refuse"


def test_a_puzzle_is_graded_and_its_next_showing_scheduled(site: Site) -> None:
    _, puzzle = a_puzzle(site)
    reply = site.client.post(
        "/api/puzzles/answer",
        json={"puzzle": puzzle["position"], "answer": answer_of(puzzle), "box": 2},
    )
    assert reply.status_code == 200, reply.text
    graded = reply.json()
    assert graded["verdict"] in {v.value for v in Verdict}
    assert graded["explanation"] and graded["played"] == puzzle["played"]
    assert graded["key"] == puzzle["key"]
    assert graded["schedule"]["box"] == (3 if graded["good"] else 0)


def _signed_by(key: str, data: Any) -> str:
    return str(PuzzleTokens(key).serializer.dumps(data))


def test_a_forged_puzzle_is_refused(site: Site) -> None:
    """Only the puzzles this server signed are graded: a token changed, one signed with
    another key (its position rewritten), or not a token at all is refused."""
    _, puzzle = a_puzzle(site)
    token = puzzle["position"]
    valid, data = URLSafeSerializer("any key", salt="puzzle").loads_unsafe(token)
    assert not valid and data["question"] == puzzle["question"]  # readable, not forgeable
    head, _, tag = token.rpartition(".")
    forged = [
        f"{head}.{'A' if tag[0] != 'A' else 'B'}{tag[1:]}",
        f"{head[:-3]}.{tag}",
        "not a puzzle at all",
        _signed_by("another server's key", data),
        _signed_by("another server's key", data | {"played": "something else"}),
    ]
    for bad in forged:
        reply = site.client.post(
            "/api/puzzles/answer", json={"puzzle": bad, "answer": answer_of(puzzle)}
        )
        assert reply.status_code == 400, reply.text
        assert "not made by this server" in reply.json()["detail"]


def test_an_answer_that_is_not_one_to_the_puzzle_is_refused(site: Site) -> None:
    _, puzzle = a_puzzle(site)
    token = puzzle["position"]
    wrong = (
        {"action": "play the ace of nothing"}
        if puzzle["choices"]
        else {"cards": ["AS", "KS", "QS", "JS", "10S", "9S"]}
    )
    reply = site.client.post("/api/puzzles/answer", json={"puzzle": token, "answer": wrong})
    assert reply.status_code == 400 and reply.json()["detail"]


@pytest.mark.parametrize(
    "body",
    [
        {"answer": {"action": "propose"}},
        {"puzzle": "x", "answer": {"action": "propose"}, "box": -1},
        {"puzzle": "x", "answer": {"action": "propose"}, "box": 99},
        {"puzzle": "x", "answer": {"action": "propose"}, "extra": 1},
        {"puzzle": "", "answer": {"action": "propose"}},
    ],
)
def test_a_malformed_answer_is_refused(site: Site, body: dict[str, Any]) -> None:
    assert site.client.post("/api/puzzles/answer", json=body).status_code == 422


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"review": "no-such-review", "seat": 0}, 404),
        ({"review": "x", "seat": 2}, 422),
        ({"review": "x", "seat": -1}, 422),
        ({"review": "x"}, 422),
        ({"review": "x", "seat": 0, "more": True}, 422),
    ],
)
def test_puzzles_of_no_finished_review_are_refused(
    site: Site, body: dict[str, Any], status: int
) -> None:
    assert site.client.post("/api/puzzles/from-review", json=body).status_code == status


def test_signed_in_the_puzzles_are_kept_with_the_account_and_their_schedule(
    site: Site,
) -> None:
    answer = reviewed(site)
    seat = 1
    assert site.client.get("/api/puzzles").json() == {"puzzles": [], "kept": False}
    sign_up(site.client, "Puzzler")
    made = puzzles(site, answer, seat, signed=True).json()
    assert made["kept"] is True and made["puzzles"]
    kept = site.client.get("/api/puzzles").json()
    assert kept["kept"] is True
    assert {p["key"] for p in kept["puzzles"]} == {p["key"] for p in made["puzzles"]}
    puzzle = made["puzzles"][0]
    graded = post(
        site.client,
        "/api/puzzles/answer",
        {"puzzle": puzzle["position"], "answer": answer_of(puzzle)},
    ).json()
    again = {p["key"]: p for p in site.client.get("/api/puzzles").json()["puzzles"]}
    assert again[puzzle["key"]]["schedule"] == graded["schedule"]
    assert puzzle["position"] not in str(site.client.get("/api/account").json())
    post(site.client, "/api/account/sign-out")
    sign_up(site.client, "Somebody else")
    assert site.client.get("/api/puzzles").json() == {"puzzles": [], "kept": True}
