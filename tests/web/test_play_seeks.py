"""Seeks, challenges and "Play someone now" (docs/web.md "Finding someone to play")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post
from play_tools import FakeTime, offer, player
from webtools import CARD_CODE

from salon.web.app import create_app
from salon.web.server.store import Store, sqlite_url


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Any]:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    made = create_app(store, rate=1000, burst=1000, thinkers=0, now=FakeTime())
    yield made
    store.close()


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"game": "whist"}, "whist"),
        ({"pace": "blitz"}, "live or turn-based"),
        ({"pace": "turn", "time": 2}, "1, 3 or 7 days"),
        ({"pace": "live", "time": 5}, "minutes"),
        ({"rated": True, "game": "pool"}, "two-seat"),
        ({"low": 1700, "high": 1600}, "lower end"),
        ({"low": -5}, "between 0 and 4000"),
        ({"rules": "no such rule"}, ""),
    ],
)
def test_a_bad_seek_is_refused_and_changes_nothing(app: Any, fields: Any, said: str) -> None:
    ann = player(app, "Ann")
    answer = offer(ann, **fields)
    assert answer.status_code == 400, answer.text
    assert said in answer.json()["detail"]
    lobby = ann.get("/api/play/lobby").json()
    assert lobby["mine"] == [] and lobby["seeking"] == {}


def test_a_seek_needs_a_player_signed_in(app: Any) -> None:
    from fastapi.testclient import TestClient

    with TestClient(app) as guest:
        assert offer(guest).status_code == 401
        assert post(guest, "/api/play/quick", {"game": "ecarte"}).status_code == 401


def test_a_seek_with_a_rating_range_is_not_offered_to_a_player_outside_it(app: Any) -> None:
    ann, bob = player(app, "Ann"), player(app, "Bob")
    seek = offer(ann, low=1600, high=2000).json()["seek"]
    assert bob.get("/api/play/lobby").json()["seeks"] == []  # a new player stands at 1500
    taken = post(bob, f"/api/play/seeks/{seek['id']}/take")
    assert taken.status_code == 409 and "range" in taken.json()["detail"]
    wide = offer(ann, low=1400, high=1600).json()["seek"]
    assert [s["id"] for s in bob.get("/api/play/lobby").json()["seeks"]] == [wide["id"]]


def test_a_seek_taken_twice_is_refused_the_second_time(app: Any) -> None:
    ann, bob, cid = player(app, "Ann"), player(app, "Bob"), player(app, "Cid")
    seek = offer(ann).json()["seek"]
    first = post(bob, f"/api/play/seeks/{seek['id']}/take")
    assert first.status_code == 200, first.text
    second = post(cid, f"/api/play/seeks/{seek['id']}/take")
    assert second.status_code == 409 and "taken" in second.json()["detail"]
    assert post(ann, f"/api/play/seeks/{seek['id']}/take").status_code == 409


def test_taking_a_seek_seats_both_players_at_a_new_table(app: Any) -> None:
    ann, bob = player(app, "Ann"), player(app, "Bob")
    seek = offer(ann, rated=True).json()["seek"]
    assert bob.get("/api/play/lobby").json()["seeking"] == {"ecarte": 1}
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    mine = ann.get("/api/play/lobby").json()["mine"]
    assert mine[0]["state"] == "taken" and mine[0]["table"] == made["table"]
    assert mine[0]["taken_by"] == "Bob", "her offer's row says who accepted it"
    held = ann.get("/api/account/seats", headers=csrf(ann)).json()["seats"]
    assert [(h["table"], h["seat"]) for h in held] == [(made["table"], 0)]
    with bob.websocket_connect(f"/ws/{made['table']}") as ws:
        from webtools import hello

        assert hello(ws, 1, made["token"])["type"] == "state"
    table = app.state.salon.table(made["table"])
    assert [seat.name for seat in table.seats] == ["Ann", "Bob"]


def test_play_someone_now_pairs_with_the_nearest_seek_by_rating(app: Any) -> None:
    ann, bob, cid = player(app, "Ann"), player(app, "Bob"), player(app, "Cid")
    far = offer(ann, game="piquet").json()["seek"]  # another game: never paired
    first = post(bob, "/api/play/quick", {"game": "ecarte"}).json()
    assert "seek" in first and first["seek"]["player"] == "Bob"
    paired = post(cid, "/api/play/quick", {"game": "ecarte"}).json()
    assert "table" in paired
    table = app.state.salon.table(paired["table"])
    assert [seat.name for seat in table.seats] == ["Bob", "Cid"]
    assert cid.get("/api/play/lobby").json()["seeking"] == {"piquet": 1}
    assert far["state"] == "open"


def test_a_challenge_is_for_its_named_player_who_accepts_or_declines(app: Any) -> None:
    ann, bob, cid = player(app, "Ann"), player(app, "Bob"), player(app, "Cid")
    assert offer(ann, to="nobody at all").status_code == 404
    assert offer(ann, to="Ann").status_code == 400
    challenge = offer(ann, to="bob").json()["seek"]
    assert challenge["to"] == "Bob"
    assert cid.get("/api/play/lobby").json()["seeks"] == []
    assert post(cid, f"/api/play/seeks/{challenge['id']}/take").status_code == 409
    assert post(cid, f"/api/play/seeks/{challenge['id']}/decline").status_code == 409
    assert [s["id"] for s in bob.get("/api/play/lobby").json()["seeks"]] == [challenge["id"]]
    assert post(bob, f"/api/play/seeks/{challenge['id']}/decline").status_code == 200
    assert bob.get("/api/play/lobby").json()["seeks"] == []
    assert post(bob, f"/api/play/seeks/{challenge['id']}/take").status_code == 409
    again = offer(ann, to="Bob").json()["seek"]
    assert "table" in post(bob, f"/api/play/seeks/{again['id']}/take").json()


def test_an_accepted_offer_leaves_your_offers_once_its_game_is_over(app: Any) -> None:
    """docs/web.md "Finding someone to play": an offer accepted names its table while the
    game is played there; once the game is over the offer has nothing left to go to, and is
    no longer among the player's offers."""
    from webtools import play_to_the_end

    ann, bob = player(app, "Ann"), player(app, "Bob")
    over, playing = offer(ann).json()["seek"], offer(ann).json()["seek"]
    finished = post(bob, f"/api/play/seeks/{over['id']}/take").json()["table"]
    played = post(bob, f"/api/play/seeks/{playing['id']}/take").json()["table"]
    salon = app.state.salon
    play_to_the_end(salon, salon.table(finished))
    assert salon.table(finished).is_over and not salon.table(played).is_over
    mine = ann.get("/api/play/lobby").json()["mine"]
    assert [(s["id"], s["state"], s["table"]) for s in mine] == [
        (playing["id"], "taken", played)
    ], "the offer whose game is over is gone; the one still played says where"


def test_the_seeks_feed_tells_every_page_at_once_that_the_seeks_changed(app: Any) -> None:
    """docs/web.md "Finding someone to play": a page of the lobby holds the seeks' feed open
    and is told when a seek is offered or taken, then asks for the lobby, rather than waiting
    for its next poll; the feed says only that the seeks changed."""
    from starlette.websockets import WebSocketDisconnect

    ann, bob, cid = player(app, "Ann"), player(app, "Bob"), player(app, "Cid")
    with (
        ann.websocket_connect("/api/play/feed") as anns,
        cid.websocket_connect("/api/play/feed") as cids,
    ):
        seek = offer(bob).json()["seek"]
        assert anns.receive_json() == cids.receive_json() == {"type": "seeks"}
        assert [s["id"] for s in cid.get("/api/play/lobby").json()["seeks"]] == [seek["id"]]
        made = post(ann, f"/api/play/seeks/{seek['id']}/take").json()
        assert cids.receive_json() == {"type": "seeks"}
        mine = bob.get("/api/play/lobby").json()["mine"]
        assert [(s["state"], s["table"]) for s in mine] == [("taken", made["table"])]
    elsewhere = {"origin": "https://x.example"}  # a page elsewhere may not listen in
    with (
        pytest.raises(WebSocketDisconnect),
        ann.websocket_connect("/api/play/feed", headers=elsewhere),
    ):
        pass


def test_a_page_that_never_reads_the_feed_holds_up_no_other_and_is_let_go(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A page whose socket takes no message (a stalled tab, or a client that never reads) is
    let go after a moment, and every other page is told of each change all the while."""
    import asyncio

    import salon.web.play.feed as feed_module

    monkeypatch.setattr(feed_module, "SEND_SECONDS", 0.3)

    class Page:
        def __init__(self, *, reads: bool) -> None:
            self.reads, self.told, self.closed = reads, 0, False
            self.gone = asyncio.Event()

        async def accept(self) -> None:
            pass

        async def receive_text(self) -> str:
            await self.gone.wait()
            return ""

        async def send_text(self, text: str) -> None:
            if not self.reads:
                await asyncio.Event().wait()  # never taken
            self.told += 1

        async def close(self, code: int = 1000) -> None:
            self.closed = True
            self.gone.set()

    async def until(test: Any) -> None:
        for _ in range(500):
            if test():
                return
            await asyncio.sleep(0.01)
        raise AssertionError("not so within five seconds")

    async def run() -> None:
        feed = feed_module.SeeksFeed()
        stalled = [Page(reads=False) for _ in range(3)]
        live = Page(reads=True)
        held = [asyncio.create_task(feed.listen(p)) for p in (*stalled, live)]  # type: ignore[arg-type]
        await until(lambda: len(feed.sockets) == 4)
        for told in (1, 2, 3):
            feed.changed()
            await until(lambda told=told: live.told == told)
        await until(lambda: feed.sockets == {live})  # type: ignore[comparison-overlap]
        assert all(p.closed for p in stalled) and not live.closed
        live.gone.set()
        await asyncio.gather(*held)

    asyncio.run(run())


def test_a_refused_take_or_withdrawal_writes_nothing_and_tells_no_page(app: Any) -> None:
    """Bad input changes nothing: a take of a seek already taken, or a withdrawal of one that
    is not one's own, is refused, and no page of the lobby is told to ask again."""
    book = app.state.room.book
    told: list[None] = []
    book.on_change.append(lambda: told.append(None))
    ann, bob, cid = player(app, "Ann"), player(app, "Bob"), player(app, "Cid")
    seek = offer(ann).json()["seek"]
    assert post(bob, f"/api/play/seeks/{seek['id']}/take").status_code == 200
    before = (len(told), book.version)
    assert post(cid, f"/api/play/seeks/{seek['id']}/take").status_code >= 400
    assert post(cid, f"/api/play/seeks/{seek['id']}/withdraw").status_code >= 400
    assert (len(told), book.version) == before


def test_a_lobby_asked_after_a_seek_is_written_waits_for_the_answer_that_shows_it(
    app: Any,
) -> None:
    """An ask that finds the lobby's snapshot older than a second answers from it while
    another makes the next; not so when a seek was written since: the pages the feed told
    of it ask at once, and must find it."""
    from salon.web.play.lobby import Lobby

    class Busy:
        """The lock of a snapshot another ask is making, had when waited for."""

        def acquire(self, blocking: bool = True) -> bool:
            return blocking

        def release(self) -> None:
            pass

    room = app.state.room
    lobby = Lobby(room.book, room.keeper, making=Busy())
    ann = player(app, "Ann")
    lobby.snapshot()
    seek = offer(ann).json()["seek"]

    assert [s.id for s in lobby.snapshot().open] == [seek["id"]]


def test_a_player_withdraws_his_own_seek_only(app: Any) -> None:
    ann, bob = player(app, "Ann"), player(app, "Bob")
    seek = offer(ann).json()["seek"]
    assert post(bob, f"/api/play/seeks/{seek['id']}/withdraw").status_code == 409
    assert post(ann, f"/api/play/seeks/{seek['id']}/withdraw").status_code == 200
    assert bob.get("/api/play/lobby").json()["seeking"] == {}


def test_who_is_online_is_shown(app: Any) -> None:
    ann, bob = player(app, "Ann"), player(app, "Bob")
    ann.get("/api/play/lobby")
    lobby = bob.get("/api/play/lobby").json()
    assert lobby["online"] == 2 and lobby["online_names"] == ["Ann", "Bob"]
    assert lobby["profiles"] == ["Ann", "Bob"]  # each name links to its profile


def test_a_private_profile_is_not_linked_from_the_room(app: Any) -> None:
    """A private profile opens to nobody: its name in the room is not a link to it."""
    ann, bob = player(app, "Ann"), player(app, "Bob")
    assert post(ann, "/api/account/private", {"private": True}).status_code == 200
    ann.get("/api/play/lobby")
    lobby = bob.get("/api/play/lobby").json()
    assert lobby["online_names"] == ["Ann", "Bob"] and lobby["profiles"] == ["Bob"]


def test_seeks_and_the_lobby_never_carry_a_card(app: Any) -> None:
    ann, bob = player(app, "Ann"), player(app, "Bob")
    offer(ann, pace="turn", time=1)
    seek = offer(ann).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    for client in (ann, bob):
        for url in ("/api/play/lobby", "/api/play/turns", f"/api/play/clocks/{made['table']}"):
            assert not CARD_CODE.search(client.get(url).text), url


def test_a_seek_says_whether_its_players_rating_is_provisional(app: Any, tmp_path: Path) -> None:
    """docs/web.md "Finding someone to play": as on a player's page, a rating still unsure (a
    new player's 1500) is marked provisional where his offer is listed."""
    from datetime import UTC, datetime

    from salon.web.players.schema import accounts, ratings

    ann, bob = player(app, "Ann"), player(app, "Bob")
    engine = app.state.salon.store.engine
    with engine.begin() as conn:
        bob_id = conn.execute(accounts.select().where(accounts.c.name == "Bob")).one().id
        conn.execute(
            ratings.insert().values(
                account_id=bob_id, game="ecarte", rating=1612.0, deviation=60.0,
                volatility=0.06, games=40, updated=datetime.now(UTC),
            )
        )  # fmt: skip
    offer(ann)
    offer(bob)
    cid = player(app, "Cid")
    listed = {s["player"]: s for s in cid.get("/api/play/lobby").json()["seeks"]}
    assert (listed["Ann"]["rating"], listed["Ann"]["provisional"]) == (1500, True)
    assert (listed["Bob"]["rating"], listed["Bob"]["provisional"]) == (1612, False)


def test_play_again_after_a_seek_keeps_its_terms(app: Any) -> None:
    """docs/web.md "Play again": the next table of a rated, turn-based game between two
    accounts is rated and turn-based too; the other player's seat waits for him to ask (the
    game does not begin, no clock runs), and each seat is, once taken, its account's (listed
    among his tables on every device), opened by the account's own secret; the finished
    table's seat is still handed to the account's devices, to play again from."""
    from webtools import hello, play_to_the_end

    ann, bob = player(app, "Ann"), player(app, "Bob")
    seek = offer(ann, rated=True, pace="turn", time=3).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    anns = ann.get("/api/account/seats", headers=csrf(ann)).json()["seats"][0]
    salon, room = app.state.salon, app.state.room
    play_to_the_end(salon, salon.table(made["table"]))
    held = ann.get("/api/account/seats", headers=csrf(ann)).json()["seats"]
    assert held == [anns], "her finished table's seat, on any device, to play again from"
    again = post(bob, f"/api/tables/{made['table']}/rematch", {"seat": 1, "token": made["token"]})
    assert again.status_code == 200, again.text
    fresh = again.json()["table"]
    seating = room.players.seating
    assert seating.is_rated(fresh)
    [clock] = {c.control for c in room.keeper.clocks(fresh)}
    assert clock == next(iter(room.keeper.clocks(made["table"]))).control
    # Ann has not asked: her seat waits for her, the game does not begin, no clock runs.
    table = salon.table(fresh)
    assert seating.holders(fresh) == [None, seating.holders(made["table"])[1]]
    assert table.seats[0].is_open and not salon.advance_one(table) and table.step == 0
    assert not any(c.clock.running for c in room.keeper.clocks(fresh))
    hers = post(ann, f"/api/tables/{made['table']}/rematch", {"seat": 0, "token": anns["token"]})
    assert hers.json()["table"] == fresh and hers.json()["seat"] == 0
    assert seating.holders(fresh) == seating.holders(made["table"]) != [None, None]
    held = ann.get("/api/account/seats", headers=csrf(ann)).json()["seats"]
    assert (fresh, 0) in [(h["table"], h["seat"]) for h in held], "listed as Ann's table"
    again_hers = post(
        ann, f"/api/tables/{made['table']}/rematch", {"seat": 0, "token": anns["token"]}
    )
    assert again_hers.json()["token"] == hers.json()["token"], "from another device, her seat"
    with ann.websocket_connect(f"/ws/{fresh}") as ws:
        assert hello(ws, 0, hers.json()["token"])["view"]["seat"] == 0
    with bob.websocket_connect(f"/ws/{fresh}") as ws:
        assert hello(ws, 1, again.json()["token"])["view"]["seat"] == 1


def _forced_steps_left_to_people(app: Any, pace: str, time: int) -> int:
    """A Piquet partie of two accounts at this pace, played 150 moves: how often a person was
    left to take a step with nothing to decide."""
    from play_tools import move, settle

    ann, bob = player(app, f"Ann{pace}"), player(app, f"Bob{pace}")
    seek = offer(ann, game="piquet", pace=pace, time=time).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    salon = app.state.salon
    table = salon.table(made["table"])
    left = 0
    for _ in range(150):
        settle(salon, table)
        if table.is_over:
            break
        left += table.adapter.forced(table.game) is not None
        move(salon, table)
    return left


def test_a_turn_after_a_step_taken_for_the_player_is_told_to_him(app: Any) -> None:
    """docs/web.md "Finding someone to play": the server takes a step with nothing to decide
    without telling the player; when his next step is a choice of his own, he is told it is
    his turn, even though he was also the one to take the step before."""
    from play_tools import move, settle

    ann, bob = player(app, "Ann2"), player(app, "Bob2")
    seek = offer(ann, game="piquet", pace="turn", time=1).json()["seek"]
    made = post(bob, f"/api/play/seeks/{seek['id']}/take").json()
    salon = app.state.salon
    table = salon.table(made["table"])
    told: list[int] = []
    salon.on_turn.append(lambda at, seat: told.append(seat) if at is table else None)
    try:
        for _ in range(150):
            settle(salon, table)
            if table.is_over:
                break
            assert told and told[-1] == table.actor, "the person to act was told it"
            move(salon, table)
    finally:
        salon.on_turn.pop()


def test_a_turn_based_game_takes_the_steps_that_leave_nothing_to_decide(app: Any) -> None:
    """docs/web.md "Finding someone to play": at a correspondence game a player may be away for
    days; a step with nothing to decide ("No carte blanche", a forced "Good") is taken for him
    at once, his clock not running for it. At a live table his page takes it, saying so."""
    left_live = _forced_steps_left_to_people(app, "live", 300)
    left_turn = _forced_steps_left_to_people(app, "turn", 1)
    assert left_live > 0, "a live table leaves them to the page"
    assert left_turn == 0, "a turn-based table takes them itself"


def test_the_room_links_only_the_names_it_shows(tmp_path: Path) -> None:
    """The lobby links the profiles of the names it gives, no more: a challenge between two
    others, shown to neither a guest nor a third player, names nobody to them (a review found
    every recent seek's players listed to every asker)."""
    import time

    from fastapi.testclient import TestClient

    store = Store(sqlite_url(tmp_path / "salon.db"))
    now = FakeTime()
    made = create_app(store, rate=1000, burst=1000, thinkers=0, now=now)
    ann = player(made, "Ann")
    player(made, "Bob")
    assert offer(ann, pace="turn", time=1, to="Bob").status_code == 201
    now.pass_(minutes=30)  # Ann and Bob long gone from the room
    time.sleep(1.2)  # past the snapshot shared by the asks of one second
    with TestClient(made) as guest:
        lobby = guest.get("/api/play/lobby").json()
    assert lobby["online_names"] == [] and lobby["profiles"] == []
    store.close()
