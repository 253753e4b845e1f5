"""Reviews on the web: a finished game weighed as ``salon review`` weighs it, with its
progress, kept per record and depth, one at a time per client (docs/web.md "Reviews")."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from webtools import Site, new_table, play_to_the_end

from conftest import TestClient
from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url
from salon.web.server.workers import Lane
from salon.web.teaching import review

EXAMPLES = Path(__file__).parents[2] / "examples"


@pytest.fixture
def reviewing(tmp_path: Path) -> Iterator[Site]:
    """The app, its reviews weighed in a thread (``thinkers=0``: a process's start would cost
    more than a tiny game's review)."""
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        yield Site(client, store, url)
    store.close()


def _finished_ecarte(site: Site) -> str:
    made = new_table(site, game="ecarte", opponent="random")
    the_salon = site.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(made["table"]))
    return str(made["table"])


def _until_done(site: Site, answer: dict[str, Any]) -> list[dict[str, Any]]:
    seen = [answer]
    deadline = time.monotonic() + 300
    while seen[-1]["status"] == "weighing" and time.monotonic() < deadline:
        time.sleep(0.1)
        reply = site.client.get(f"/api/reviews/{answer['review']}")
        assert reply.status_code == 200
        seen.append(reply.json())
    return seen


def test_a_finished_tables_review_reports_its_progress_then_every_decision(
    reviewing: Site,
) -> None:
    """POST /api/reviews {"table"} answers at once with the review's id and its progress
    (nothing weighed yet); GET /api/reviews/REVIEW counts the decisions weighed, then gives
    the review as ``salon review --json`` does, each decision with its step of the replay."""
    table = _finished_ecarte(reviewing)
    started = reviewing.client.post("/api/reviews", json={"table": table, "quick": True})
    assert started.status_code == 202, started.text
    first = started.json()
    assert first["status"] == "weighing" and first["done"] == 0 and first["total"] > 0
    seen = _until_done(reviewing, first)
    done = [answer["done"] for answer in seen]
    assert done == sorted(done), "the progress never goes back"
    result = seen[-1]["result"]
    assert seen[-1]["status"] == "done" and seen[-1]["done"] == seen[-1]["total"]
    assert result["quick"] is True and result["game"] == "Ecarte"
    steps = reviewing.client.get(f"/api/tables/{table}/replay").json()["steps"]
    for decision in result["decisions"]:
        assert {"chosen", "best", "points_lost", "chance_lost", "verdict", "maxim"} <= set(decision)
        assert 0 <= decision["chance_for_A"] <= 1
        step = steps[decision["step"]]
        assert step["actor"] == decision["seat"]  # the step where that seat chose
    assert set(result["players"]) == {"A", "B"}
    assert {"points_lost", "mean_points_lost", "verdicts", "luck_points", "error_rate"} <= set(
        result["players"]["A"]
    )


def test_a_pasted_record_is_reviewed_and_kept_for_the_next_ask(reviewing: Site) -> None:
    """The same record at the same depth is the same review: asked again, it is given at once."""
    text = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    first = reviewing.client.post("/api/reviews", json={"record": text, "quick": True}).json()
    _until_done(reviewing, first)
    again = reviewing.client.post("/api/reviews", json={"record": text, "quick": True})
    assert again.status_code == 202
    assert again.json()["review"] == first["review"] and again.json()["status"] == "done"


def test_quick_and_full_are_two_reviews(reviewing: Site) -> None:
    text = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    quick = reviewing.client.post("/api/reviews", json={"record": text, "quick": True}).json()
    _until_done(reviewing, quick)
    full = reviewing.client.post("/api/reviews", json={"record": text, "quick": False}).json()
    assert full["review"] != quick["review"] and full["quick"] is False
    result = _until_done(reviewing, full)[-1]["result"]
    assert result["quick"] is False
    assert result["decisions"][0]["samples"] > 20  # the full depth samples more


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"record": '[Game "Piquet"]\nA: discard 7C\n'}, 400, "line"),
        ({"record": "not a record at all"}, 400, ""),
        ({"record": "x" * 400_001}, 413, "too long"),
        ({}, 400, "either a table or a record"),
        ({"table": "nosuchtable", "record": "x"}, 400, "either a table or a record"),
        ({"table": "nosuchtable"}, 404, "no table"),
        ({"record": "x", "depth": "deep"}, 422, ""),
    ],
)
def test_a_bad_request_is_refused_with_a_reason_and_starts_nothing(
    reviewing: Site, body: dict[str, Any], status: int, words: str
) -> None:
    reply = reviewing.client.post("/api/reviews", json=body)
    assert reply.status_code == status, reply.text
    assert words in str(reply.json()["detail"])
    assert reviewing.client.app.state.salon is not None
    ok = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    assert reviewing.client.post("/api/reviews", json={"record": ok}).status_code == 202


def test_an_unfinished_game_is_not_reviewed(reviewing: Site) -> None:
    made = new_table(reviewing, game="ecarte", opponent="random")
    reply = reviewing.client.post("/api/reviews", json={"table": made["table"]})
    assert reply.status_code == 409 and "once it is over" in reply.json()["detail"]
    text = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    cut = "\n".join(text.splitlines()[:14]) + "\n"
    reply = reviewing.client.post("/api/reviews", json={"record": cut})
    assert reply.status_code == 400 and "finished games" in reply.json()["detail"]


def test_one_review_at_a_time_for_a_client(reviewing: Site) -> None:
    """While a client's review is weighed, another from the same client is refused (429);
    the same review asked again is given, and once it is done the client may ask again."""
    other = _finished_ecarte(reviewing)
    game = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    first = reviewing.client.post("/api/reviews", json={"record": game, "quick": False}).json()
    assert first["status"] == "weighing"
    second = reviewing.client.post("/api/reviews", json={"table": other, "quick": True})
    assert second.status_code == 429 and "under way" in second.json()["detail"]
    same = reviewing.client.post("/api/reviews", json={"record": game, "quick": False})
    assert same.status_code == 202 and same.json()["review"] == first["review"]
    _until_done(reviewing, first)
    assert reviewing.client.post("/api/reviews", json={"table": other}).status_code == 202


def test_a_piquet_deal_alone_is_for_the_terminal(reviewing: Site) -> None:
    """The web reviews whole games, as its replay viewer shows them; a deal alone is reviewed
    by ./salon review."""
    deal = (EXAMPLES / "worked-example-deal.txt").read_text(encoding="utf-8")
    reply = reviewing.client.post("/api/reviews", json={"record": deal})
    assert reply.status_code == 400 and "whole games" in reply.json()["detail"]


def test_a_game_too_long_for_the_web_names_the_command_that_reviews_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The command is said as salon was started, so it works as written."""
    from salon.records import RecordError

    record = (Path(__file__).parents[2] / "examples" / "ecarte-game.txt").read_text()
    monkeypatch.setattr(review, "MAX_DECISIONS", 1)
    monkeypatch.setenv("SALON_COMMAND", "./salon")
    with pytest.raises(RecordError, match=r"review it with \./salon review FILE"):
        review.plan_of(record, quick=True)
    monkeypatch.delenv("SALON_COMMAND")
    with pytest.raises(RecordError, match=r"review it with salon review FILE"):
        review.plan_of(record, quick=True)


def test_the_server_weighs_only_a_few_reviews_at_once() -> None:
    """Past the bound on reviews under way, another client's is refused (503) until one ends."""
    deal = (EXAMPLES / "worked-example-deal.txt").read_text(encoding="utf-8")
    game = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")

    async def ask_two() -> None:
        kept = review.Reviews(Lane("analysis", workers=0), under_way=1)
        try:
            await kept.ask(game, False, "one client")
            with pytest.raises(review.ReviewRefused) as refused:
                await kept.ask(deal, True, "another client")
            assert refused.value.status == 503 and "try again" in str(refused.value)
        finally:
            kept.close()

    asyncio.run(ask_two())


def test_an_unknown_review_is_404(reviewing: Site) -> None:
    reply = reviewing.client.get("/api/reviews/nothing-quick")
    assert reply.status_code == 404


def test_a_review_and_a_replay_are_never_encoded_on_the_event_loop(
    reviewing: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/web.md "Reviews": a review's or a replay's JSON (hundreds of kilobytes for a
    partie) is encoded once, in the worker thread that made it, never by the framework on the
    event loop, where it would hold up every table at each ask."""
    import fastapi.routing

    encoded_on_the_loop: list[str] = []
    framework_encoder = fastapi.routing.serialize_response

    async def watched(*args: Any, response_content: Any, **kwargs: Any) -> Any:
        if isinstance(response_content, dict) and {"result", "steps"} & set(response_content):
            encoded_on_the_loop.append(", ".join(sorted(response_content)))
        return await framework_encoder(*args, response_content=response_content, **kwargs)

    monkeypatch.setattr(fastapi.routing, "serialize_response", watched)
    table = _finished_ecarte(reviewing)
    started = reviewing.client.post("/api/reviews", json={"table": table, "quick": True})
    seen = _until_done(reviewing, started.json())
    assert seen[-1]["status"] == "done" and seen[-1]["result"]["decisions"]
    again = reviewing.client.get(f"/api/reviews/{seen[-1]['review']}").json()
    assert again == seen[-1]
    replay = reviewing.client.get(f"/api/tables/{table}/replay")
    assert replay.status_code == 200 and replay.json()["steps"]
    record = reviewing.client.get(f"/api/tables/{table}/record").text
    posted = reviewing.client.post("/api/replay", json={"record": record})
    assert posted.json() == replay.json()
    assert encoded_on_the_loop == []
