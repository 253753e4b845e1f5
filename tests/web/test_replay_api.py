"""The replay of a finished game: every step with its talk and the whole table, built by
the same code as ``salon replay``; only once the game is over.

docs/web.md "Looking back at a game".
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from webtools import Site, new_table, play_to_the_end, stored_actions

from salon.ecarte.actions import ClaimPoint, ThrowDown
from salon.ecarte.game import EcarteGame
from salon.ecarte.rules import EcarteRules
from salon.records import parse_record
from salon.replay import ecarte_record, replay_record
from salon.web.tables.table import Table


def _finished(site: Site, game: str) -> dict[str, Any]:
    made = new_table(site, game=game, opponent="random")
    the_salon = site.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(made["table"]))
    return made


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_a_finished_game_replays_step_by_step_with_every_card(site: Site, game: str) -> None:
    """docs/web.md "Looking back at a game": one step for each stored action, with its
    actor, its text, what was said, and both hands and the stock after it."""
    made = _finished(site, game)
    reply = site.client.get(f"/api/tables/{made['table']}/replay")
    assert reply.status_code == 200
    replay = reply.json()
    stored = stored_actions(site.store, made["table"])
    assert [(s["actor"], s["action"]) for s in replay["steps"]] == stored
    assert replay["game"] == game and replay["names"][0] == "Ann"
    assert "wins" in replay["result"] or "Drawn" in replay["result"]
    deals = [step["state"]["deal"] for step in replay["steps"] if step["state"]["deal"]]
    dealt = next(deal for deal in deals if deal["hands"][0])
    hand_size = 12 if game == "piquet" else 5
    assert all(len(hand) == hand_size for hand in dealt["hands"])
    assert len(dealt["stock"]) == (8 if game == "piquet" else 21)  # less the turn-up
    said = [event for step in replay["steps"] for event in step["talk"]]
    if game == "piquet":  # what each is told of the stock he takes
        assert any(event["private"] for event in said), "the private words too"
    record = site.client.get(f"/api/tables/{made['table']}/record").text
    _, report = replay_record(parse_record(record))
    assert report["finished"]


def test_a_downloaded_record_replays_the_same(site: Site) -> None:
    """docs/web.md "Looking back at a game": POST /api/replay with a record's text gives
    what the table's replay gives."""
    made = _finished(site, "ecarte")
    record = site.client.get(f"/api/tables/{made['table']}/record").text
    sent = site.client.post("/api/replay", json={"record": record})
    assert sent.status_code == 200
    assert sent.json() == site.client.get(f"/api/tables/{made['table']}/replay").json()


def test_no_replay_before_the_end(site: Site) -> None:
    """docs/web.md "Looking back at a game": a replay shows every card, so a game in play
    has none (409), an unknown table none (404), and a record of a game not over is refused."""
    made = new_table(site, game="ecarte")
    waiting = site.client.get(f"/api/tables/{made['table']}/replay")
    assert waiting.status_code == 409 and "over" in waiting.json()["detail"]
    assert site.client.get("/api/tables/nonesuch/replay").status_code == 404
    finished = _finished(site, "ecarte")
    record = site.client.get(f"/api/tables/{finished['table']}/record").text
    cut_short = "\n".join(record.splitlines()[:12]) + "\n"
    refused = site.client.post("/api/replay", json={"record": cut_short})
    assert refused.status_code == 400 and "not over" in refused.json()["detail"]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('[Game "Ecarte"]\n\nchance: cut QQ 7H\n', "line 3"),
        ('[Game "Piquet deal"]\n', "whole games"),
        ("[Game Ecarte]", "line 1"),
    ],
)
def test_bad_records_are_refused_with_the_line(site: Site, text: str, reason: str) -> None:
    """docs/web.md "Looking back at a game": a record that cannot be read or breaks the
    laws is refused as ``salon replay`` refuses it, with the line at fault."""
    refused = site.client.post("/api/replay", json={"record": text})
    assert refused.status_code == 400 and reason in refused.json()["detail"]


def test_a_guest_named_like_a_tag_is_replayed_by_name(site: Site) -> None:
    """docs/records.md "Lines": a guest named ``[Result "B wins"]`` is escaped in the record,
    so the finished table replays (and ``salon replay`` reads its record) with that name."""
    guest = '[Result "B wins"] \\'
    made = new_table(site, game="ecarte", opponent="random", name=guest)
    the_salon = site.client.app.state.salon
    play_to_the_end(the_salon, the_salon.table(made["table"]))
    reply = site.client.get(f"/api/tables/{made['table']}/replay")
    assert reply.status_code == 200 and reply.json()["names"][0] == guest
    record = site.client.get(f"/api/tables/{made['table']}/record").text
    _, report = replay_record(parse_record(record))
    assert report["names"]["A"] == guest


def test_a_table_whose_record_does_not_replay_is_refused_not_a_500(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/web.md "Looking back at a game": a record error is a clear 422, never a 500."""
    made = _finished(site, "ecarte")
    monkeypatch.setattr(Table, "record", lambda table: '[Game "Ecarte"]\n\nB: stand\n')
    reply = site.client.get(f"/api/tables/{made['table']}/replay")
    assert reply.status_code == 422
    assert "cannot be replayed" in reply.json()["detail"] and "line 3" in reply.json()["detail"]


def test_each_step_names_the_seat_that_acted(site: Site) -> None:
    """The viewer names who acted ("Step 198 of 198: Ann"), never the record's letter."""
    made = _finished(site, "ecarte")
    steps = site.client.get(f"/api/tables/{made['table']}/replay").json()["steps"]
    for step in steps:
        expected = {"A": 0, "B": 1}.get(step["actor"])
        assert step["seat"] == expected


def _played_out_ecarte() -> str:
    """The record of a game of Écarté whose every deal is played to its last card (no deal
    thrown down, no point claimed)."""
    game = EcarteGame(EcarteRules())
    rng = random.Random(3)
    while not game.is_terminal:
        moves = [a for a in game.legal_actions() if not isinstance(a, ThrowDown | ClaimPoint)]
        game.apply(rng.choice(moves) if moves else game.random_action(rng))
    return ecarte_record(game, names=("Ann", "Bob"))


@pytest.mark.parametrize("game", ["piquet", "ecarte"])
def test_the_card_that_ends_a_deal_shows_the_deal_played_out(site: Site, game: str) -> None:
    """docs/web.md "Looking back at a game": the step that ends a deal keeps that deal on
    the table, its last trick whole, under the score it ended with; so the game's last step
    shows the last deal and the final score, not an empty table."""
    if game == "piquet":
        made = _finished(site, game)
        steps = site.client.get(f"/api/tables/{made['table']}/replay").json()["steps"]
    else:
        sent = site.client.post("/api/replay", json={"record": _played_out_ecarte()})
        steps = sent.json()["steps"]
    last = steps[-1]["state"]
    assert last["over"] and last["deal"] is None
    assert last["ended_deal"]["phase"] == "over"
    ends = [i for i, step in enumerate(steps) if "ended_deal" in step["state"]]
    assert len(ends) >= 2 and ends[-1] == len(steps) - 1
    played = [i for i in ends if steps[i]["action"].startswith("play")]
    assert played, "some deal was played to its last card"
    for i in ends:  # each the step that ended a deal; the step before, that deal in play
        assert steps[i - 1]["state"]["deal"]["phase"] != "over"
    for i in played:  # (others end by a law, a throw-down, or the king turned up)
        ended = steps[i]["state"]["ended_deal"]
        assert not any(ended["hands"]) and ended["lead"] is None, "every card played"
        assert ended["tricks"][-1]["reply"] == steps[i]["action"].split()[-1]
