"""Presence at a table and the claim after the grace away (docs/web.md "Clocks"; the rule
in ``salon.web.play.clock.may_claim``): a player whose every page of the table is closed is
shown away to the others, and once the grace has passed while his live clock runs, his
adversary may claim; if he comes back before, the claim is refused. A turn-based table gives
its time per move, away or not. The time is injected, never slept."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post
from play_tools import FakeTime, offer, player, settle

from salon.web.app import create_app
from salon.web.play.clock import GRACE
from salon.web.server.store import Store, sqlite_url


@dataclass
class Game:
    app: Any
    time: FakeTime
    clients: tuple[Any, Any]
    table: Any
    tokens: tuple[str, str]

    @property
    def late(self) -> int:
        """The seat to act, whose clock runs."""
        seat = self.table.actor
        assert isinstance(seat, int)
        return seat

    def clock(self, seat: int) -> dict[str, Any]:
        clocks = self.clients[0].get(f"/api/play/clocks/{self.table.id}").json()["clocks"]
        return dict(clocks[seat])

    def claim(self) -> Any:
        by = 1 - self.late
        body = {"seat": by, "token": self.tokens[by], "kind": "win"}
        return post(self.clients[by], f"/api/play/claim/{self.table.id}", body)

    @contextlib.contextmanager
    def page(self, seat: int) -> Iterator[Any]:
        """A page of ``seat`` open at the table (its websocket, past the hello)."""
        with self.clients[seat].websocket_connect(f"/ws/{self.table.id}") as ws:
            ws.send_text(json.dumps({"type": "hello", "seat": seat, "token": self.tokens[seat]}))
            assert ws.receive_json()["type"] == "state"
            yield ws

    def away_shown(self, seat: int) -> None:
        """Wait for the server to have seen the page close (it does so as it ends)."""
        for _ in range(200):
            if self.clock(seat)["away"] is not None:
                return
            time.sleep(0.01)
        raise AssertionError("the seat was never shown away")


@pytest.fixture
def games(tmp_path: Path) -> Iterator[Any]:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    clock = FakeTime()
    app = create_app(store, rate=1000, burst=1000, thinkers=0, now=clock)

    def make(pace: str = "live", time: int = 180) -> Game:
        ann, bob = player(app, "Ann"), player(app, "Bob")
        seek = offer(ann, pace=pace, time=time).json()["seek"]
        made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
        salon = app.state.salon
        table = salon.table(made["table"])
        settle(salon, table)
        tokens = []
        for client in (ann, bob):
            held = client.get("/api/account/seats", headers=csrf(client)).json()["seats"]
            tokens.append(held[0]["token"])
        return Game(app, clock, (ann, bob), table, (tokens[0], tokens[1]))

    yield make
    store.close()


def test_a_player_who_closes_his_page_may_be_claimed_against_after_the_grace(games: Any) -> None:
    game = games()
    late = game.late
    with game.page(1 - late), game.page(late):
        assert game.clock(late)["away"] is None and game.clock(late)["grace"] == GRACE
    game.away_shown(late)
    game.time.pass_(seconds=GRACE - 5)
    assert game.clock(late)["away"] == pytest.approx(GRACE - 5)
    refused = game.claim()
    assert refused.status_code == 409 and "away less than" in refused.json()["detail"]
    assert not game.table.is_over
    game.time.pass_(seconds=6)
    claimed = game.claim()
    assert claimed.status_code == 200, claimed.text
    assert game.table.is_over and "won" in game.table.outcome()


def test_a_player_back_before_the_grace_is_not_claimed_against(games: Any) -> None:
    game = games()
    late = game.late
    with game.page(late):
        pass
    game.away_shown(late)
    game.time.pass_(seconds=GRACE - 10)
    with game.page(late):  # back in time
        assert game.clock(late)["away"] is None
        game.time.pass_(seconds=GRACE)
        refused = game.claim()
        assert refused.status_code == 409 and "still has time" in refused.json()["detail"]
        assert not game.table.is_over


def test_any_device_counts_as_being_there(games: Any) -> None:
    game = games()
    late = game.late
    with game.page(late):
        with game.page(late):
            pass  # his telephone closes; his desk's page stays open
        game.time.pass_(seconds=GRACE * 2)  # less than his bank of 3 minutes
        assert game.clock(late)["away"] is None
        assert game.claim().status_code == 409


def test_a_turn_based_player_away_keeps_his_time_per_move(games: Any) -> None:
    game = games("turn", 1)
    late = game.late
    with game.page(late):
        pass
    game.away_shown(late)
    game.time.pass_(hours=23)
    refused = game.claim()
    assert refused.status_code == 409 and not game.table.is_over
    game.time.pass_(hours=1, seconds=1)
    assert game.claim().status_code == 200  # his day is over
