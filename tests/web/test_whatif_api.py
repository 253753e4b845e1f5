"""What if on the web: a decision of a finished game played otherwise, on the same cards,
through the analysis's queue (docs/analysis.md "What if")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.card_codes import card_codes
from webtools import Site, new_table, play_to_the_end

from conftest import TestClient
from salon.records import parse_record
from salon.web.app import create_app
from salon.web.server.bodies import RECORD_BODY_LIMIT
from salon.web.server.store import Store, sqlite_url
from salon.web.tables.replays import MAX_RECORD

EXAMPLES = Path(__file__).parents[2] / "examples"
PIQUET = (EXAMPLES / "piquet-partie-rubicon.txt").read_text(encoding="utf-8")
LATE = [n for n, m in enumerate(parse_record(PIQUET).moves) if m.text.startswith("play ")][-12]
"""A card led ten cards from the partie's end: quick to play out."""


@pytest.fixture
def branching(tmp_path: Path) -> Iterator[Site]:
    """The app, its analysis in a thread (``thinkers=0``)."""
    url = sqlite_url(tmp_path / "salon.db")
    store = Store(url)
    with TestClient(create_app(store, rate=1000, burst=1000, thinkers=0)) as client:
        yield Site(client, store, url)
    store.close()


def _post(site: Site, path: str, **body: Any) -> Any:
    return site.client.post(path, json=body)


def test_the_options_of_a_decision_are_listed_in_words(branching: Site) -> None:
    reply = _post(branching, "/api/whatif/options", record=PIQUET, step=LATE)
    assert reply.status_code == 200, reply.text
    found = reply.json()
    assert found["chosen"]["action"] == parse_record(PIQUET).moves[LATE].text
    assert found["options"] and found["seat"] in (0, 1)
    words = " ".join([found["chosen"]["words"], *(o["words"] for o in found["options"])])
    assert card_codes(words) == []


def test_a_branch_is_played_on_then_out_and_can_be_reviewed(branching: Site) -> None:
    options = _post(branching, "/api/whatif/options", record=PIQUET, step=LATE).json()
    choose = options["options"][0]["action"]
    reply = _post(branching, "/api/whatif", record=PIQUET, step=LATE, choose=choose)
    assert reply.status_code == 200, reply.text
    branch = reply.json()
    assert branch["turn"]["seat"] == options["seat"] and branch["told"] is None
    assert branch["replay"]["steps"][LATE]["action"] == choose
    mine = branch["turn"]["options"][0]["action"]
    on = _post(branching, "/api/whatif/play", record=PIQUET, branch=branch["record"], choose=mine)
    assert on.status_code == 200, on.text
    out = _post(branching, "/api/whatif/play", record=PIQUET, branch=on.json()["record"])
    assert out.status_code == 200, out.text
    ended = out.json()
    assert ended["turn"] is None and "in this branch" in ended["told"]
    review = _post(branching, "/api/reviews", record=ended["record"], quick=True)
    assert review.status_code == 202, review.text


@pytest.mark.parametrize(
    ("body", "status", "said"),
    [
        ({"step": 10_000, "choose": "play 7H"}, 400, "no step"),
        ({"step": LATE, "choose": "play 7S"}, 400, "cannot be chosen"),
        ({"step": LATE, "choose": "nonsense"}, 400, "cannot be chosen"),
        ({"step": 0, "choose": "cut 7H 9S"}, 400, "the shuffle"),
        ({"step": -1, "choose": "play 7H"}, 422, ""),
        ({"step": LATE, "choose": ""}, 422, ""),
        ({"step": LATE, "choose": "play 7H", "seed": 3}, 422, ""),
    ],
)
def test_bad_branches_are_refused(
    branching: Site, body: dict[str, Any], status: int, said: str
) -> None:
    reply = _post(branching, "/api/whatif", record=PIQUET, **body)
    assert reply.status_code == status, reply.text
    assert said in str(reply.json()["detail"])


def test_a_record_or_a_table_is_named_not_both_nor_neither(branching: Site) -> None:
    assert _post(branching, "/api/whatif/options", step=LATE).status_code == 400
    both = _post(branching, "/api/whatif/options", step=LATE, record=PIQUET, table="abc")
    assert both.status_code == 400
    assert _post(branching, "/api/whatif/options", step=3, table="nosuch").status_code == 404


def test_playing_on_refuses_what_the_branch_does_not_allow(branching: Site) -> None:
    choose = _post(branching, "/api/whatif/options", record=PIQUET, step=LATE).json()
    branch = _post(
        branching, "/api/whatif", record=PIQUET, step=LATE, choose=choose["options"][0]["action"]
    ).json()
    wrong = _post(
        branching, "/api/whatif/play", record=PIQUET, branch=branch["record"], choose="play 7S"
    )
    assert wrong.status_code == 400 and "cannot be chosen" in wrong.json()["detail"]
    alone = _post(branching, "/api/whatif/play", record=PIQUET, branch=PIQUET)
    assert alone.status_code == 400 and "not a branch" in alone.json()["detail"]


def test_a_game_still_in_play_has_no_what_if_and_shows_no_card(branching: Site) -> None:
    """A branch shows every card of the real deal: a table still in play is refused, and the
    refusal names no card."""
    made = new_table(branching, game="ecarte", opponent="random")
    table = made["table"]
    for path, body in (
        ("/api/whatif/options", {"table": table, "step": 2}),
        ("/api/whatif", {"table": table, "step": 2, "choose": "propose"}),
    ):
        reply = _post(branching, path, **body)
        assert reply.status_code == 409, reply.text
        assert card_codes(reply.text) == []
    # A record of a game not yet over, pasted, is refused too.
    cut_short = "\n".join(PIQUET.splitlines()[: 20 + LATE])
    reply = _post(branching, "/api/whatif/options", record=cut_short, step=LATE)
    assert reply.status_code == 400 and "not over" in reply.json()["detail"]
    the_salon = branching.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(table))
    steps = branching.client.get(f"/api/tables/{table}/replay").json()["steps"]
    step = next(n for n, s in enumerate(steps) if s["seat"] is not None)
    finished = _post(branching, "/api/whatif/options", table=table, step=step)
    assert finished.status_code == 200, finished.text  # over now, it has its what if


def test_records_too_long_are_refused_before_any_work(branching: Site) -> None:
    long = "x" * (MAX_RECORD + 1)
    reply = _post(branching, "/api/whatif/play", record=PIQUET, branch=long)
    assert reply.status_code == 422
    huge = _post(branching, "/api/whatif/play", record=PIQUET, branch="x" * (2 * RECORD_BODY_LIMIT))
    assert huge.status_code == 413


@pytest.mark.parametrize(
    ("tag", "said"),
    [("x", "[Branch]"), ("99999", "[Branch]"), ("1", "does not start from that game")],
)
def test_a_forged_branch_is_refused_with_its_reason(branching: Site, tag: str, said: str) -> None:
    """A branch tag that names no move, or a shuffle, is refused (400), never a server error."""
    options = _post(branching, "/api/whatif/options", record=PIQUET, step=LATE).json()
    branch = _post(
        branching, "/api/whatif", record=PIQUET, step=LATE, choose=options["options"][0]["action"]
    ).json()
    forged = branch["record"].replace(f'[Branch "{LATE + 1}"]', f'[Branch "{tag}"]')
    assert forged != branch["record"]
    reply = _post(branching, "/api/whatif/play", record=PIQUET, branch=forged)
    assert reply.status_code == 400, reply.text
    assert said in reply.json()["detail"]


def test_a_branch_played_out_is_branched_again(branching: Site) -> None:
    """A branch over is a finished record: its own decisions have their what if, played on
    against the branch it came from, and the new record keeps where the first left the game."""
    options = _post(branching, "/api/whatif/options", record=PIQUET, step=LATE).json()
    begun = _post(
        branching, "/api/whatif", record=PIQUET, step=LATE, choose=options["options"][0]["action"]
    ).json()
    branch = _post(branching, "/api/whatif/play", record=PIQUET, branch=begun["record"]).json()
    first = branch["record"]
    inside = next(
        step
        for step in range(LATE + 1, len(parse_record(first).moves))
        if (asked := _post(branching, "/api/whatif/options", record=first, step=step)).status_code
        == 200
        and asked.json()["options"]
    )
    choose = _post(branching, "/api/whatif/options", record=first, step=inside).json()
    again = _post(
        branching, "/api/whatif", record=first, step=inside, choose=choose["options"][0]["action"]
    )
    assert again.status_code == 200, again.text
    out = _post(branching, "/api/whatif/play", record=first, branch=again.json()["record"])
    assert out.status_code == 200, out.text
    ended = out.json()
    assert ended["turn"] is None and "in the branch it came from" in ended["told"]
    assert parse_record(ended["record"]).tags["Within"] == str(LATE + 1)
    wrong = _post(branching, "/api/whatif/play", record=PIQUET, branch=again.json()["record"])
    assert wrong.status_code == 400 and "does not start from that game" in wrong.text
    review = _post(branching, "/api/reviews", record=ended["record"], quick=True)
    assert review.status_code == 202, review.text
