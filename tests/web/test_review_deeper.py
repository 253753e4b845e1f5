"""A reviewed decision weighed deeper, and every option shown (docs/analysis.md, "On the web")."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from webtools import Site

from conftest import TestClient
from salon.analysis.review import Decision, Plan, deeper
from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url
from salon.web.teaching import review

EXAMPLES = Path(__file__).parents[2] / "examples"


@pytest.fixture
def reviewing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Site]:
    monkeypatch.setattr(review, "deeper", lambda plan, line: _shallow(plan, line))
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        yield Site(client, store, url)
    store.close()


def _shallow(plan: Plan, line: int) -> list[Decision]:
    """Deeper, at twice the full samples rather than four times: the test stays quick."""
    return deeper(plan, line, factor=2)


def test_a_decision_is_weighed_deeper_with_every_option_and_its_error_bar(
    reviewing: Site,
) -> None:
    """POST /api/reviews/REVIEW/deeper {"line"} weighs that decision again on more samples
    and gives it with every option: its value, its loss with its error bar, its words; a line
    with no decision, or a review that does not exist, is refused and changes nothing."""
    text = (EXAMPLES / "ecarte-game.txt").read_text(encoding="utf-8")
    answer = reviewing.client.post("/api/reviews", json={"record": text, "quick": True}).json()
    deadline = time.monotonic() + 300
    while answer["status"] == "weighing" and time.monotonic() < deadline:
        time.sleep(0.1)
        answer = reviewing.client.get(f"/api/reviews/{answer['review']}").json()
    first = answer["result"]["decisions"][0]
    for option in first["options"]:
        assert {"words", "points", "chance", "chance_lost", "spread", "all_seen"} <= set(option)
    reply = reviewing.client.post(
        f"/api/reviews/{answer['review']}/deeper", json={"line": first["line"]}
    )
    assert reply.status_code == 200
    [deep] = [d for d in reply.json()["decisions"] if d["moment"] == first["moment"]]
    assert deep["samples"] > first["samples"]
    assert deep["chosen_words"] and deep["step"] == first["step"]
    assert len(deep["options"]) == len(first["options"])
    wrong = reviewing.client.post(f"/api/reviews/{answer['review']}/deeper", json={"line": 1})
    assert wrong.status_code == 400
    missing = reviewing.client.post("/api/reviews/nothing/deeper", json={"line": 12})
    assert missing.status_code == 404
    bad = reviewing.client.post(f"/api/reviews/{answer['review']}/deeper", json={"line": "x"})
    assert bad.status_code == 422
