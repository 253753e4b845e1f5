"""Notifications by mail (docs/web.md "Notifications"): a real SMTP server started by the
test (aiosmtpd) receives the your-turn mail, one a day at most about a table, with a working
one-click unsubscribe; the unsubscribe token signed and good for that alone; the page told
when the server sends no mail; and no mail names a card."""

from __future__ import annotations

import re
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post, sign_up
from webtools import CARD_CODE, choose_action, play_to_the_end

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.notify.notifier import Inline
from salon.web.notify.tokens import Kind, UnsubscribeTokens
from salon.web.notify.wishes import MailBook
from salon.web.players.mail import MailServer, NotValid, ResetTokens
from salon.web.players.web import PlayerSettings
from salon.web.server.store import Store, sqlite_url

SITE = "https://cards.example.org"


class Clock:
    def __init__(self) -> None:
        self.at = datetime(2026, 11, 26, 12, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at


def _your_turn_again(salon: Any, table: Any) -> None:
    """Ann and Bob act, the shuffles are made, until a new turn of Ann's begins."""
    begun: list[int] = []
    salon.on_turn.append(lambda _, seat: begun.append(seat))
    while 0 not in begun:
        assert not table.is_over
        if not salon.advance_one(table):
            seat = table.actor
            salon.act(table, seat, choose_action(table.view(seat)))
    salon.on_turn.pop()


def _paired(app: Any, client: Any, pace: str, time: int) -> Any:
    """A table of Ann's (seat 0, signed in on ``client``) against Bob, from Ann's seek."""
    bob = TestClient(app)
    bob.__enter__()
    sign_up(bob, "Bob")
    seek = post(client, "/api/play/seeks", {"game": "ecarte", "pace": pace, "time": time})
    taken = post(bob, f"/api/play/seeks/{seek.json()['seek']['id']}/take")
    assert taken.status_code == 200, taken.text
    return app.state.salon.table(taken.json()["table"])


def _body(message: Any) -> str:
    return str(message.get_payload(decode=True).decode())


def test_the_your_turn_mail_comes_once_a_day_at_a_turn_based_table_and_its_link_unsubscribes(
    tmp_path: Path, mailbox: tuple[int, list[Any]]
) -> None:
    port, received = mailbox
    store = Store(sqlite_url(tmp_path / "salon.db"))
    mail = MailServer("127.0.0.1", port, SITE)
    app = create_app(store, thinkers=0, players=PlayerSettings(mail=mail))
    clock = Clock()
    with TestClient(app) as client:
        notifier = app.state.notifier
        notifier.sending, notifier.book.now = Inline(), clock
        sign_up(client, "Ann", email="ann@example.org")
        asked = post(client, "/api/account/mail", {"turn": True, "challenge": False, "ended": True})
        assert asked.json() == {
            "mail": True,
            "email": True,
            "turn": True,
            "challenge": False,
            "ended": True,
        }
        table = _paired(app, client, "turn", 1)
        salon = app.state.salon
        _your_turn_again(salon, table)
        turns = [m for m in received if m["Subject"] == "salon: Your turn"]
        assert len(turns) == 1 and turns[0]["To"] == "ann@example.org"
        assert f"{SITE}/#/t/{table.id}" in _body(turns[0])
        _your_turn_again(salon, table)
        assert len([m for m in received if m["Subject"] == "salon: Your turn"]) == 1
        clock.at += timedelta(hours=25)
        _your_turn_again(salon, table)
        turns = [m for m in received if m["Subject"] == "salon: Your turn"]
        assert len(turns) == 2

        link = re.search(rf"{SITE}(/unsubscribe\?token=(\S+))", _body(turns[-1]))
        assert link is not None
        assert turns[-1]["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
        assert client.get(link.group(1)).status_code == 200
        stopped = post(client, "/api/unsubscribe", {"token": link.group(2)})  # as the page
        assert stopped.status_code == 200, stopped.text
        assert "your turn" in stopped.json()["said"]
        wishes = client.get("/api/account/mail", headers=csrf(client)).json()
        assert (wishes["turn"], wishes["ended"]) == (False, True)
        clock.at += timedelta(hours=25)
        _your_turn_again(salon, table)
        assert len([m for m in received if m["Subject"] == "salon: Your turn"]) == 2

        play_to_the_end(salon, table)
        ended = [m for m in received if m["Subject"] == "salon: A game is over"]
        assert len(ended) == 1
        for message in received:
            assert not CARD_CODE.search(_body(message)), _body(message)
    store.close()


@pytest.mark.parametrize("opponent", ["live", "thumb"])
def test_no_your_turn_mail_at_a_live_table_nor_against_the_computer(
    tmp_path: Path, mailbox: tuple[int, list[Any]], opponent: str
) -> None:
    """The your-turn mail is for turn-based tables only: at a live table (or the computer's)
    the player is there to play, and his adversary may claim if he is not."""
    port, received = mailbox
    store = Store(sqlite_url(tmp_path / "salon.db"))
    mail = MailServer("127.0.0.1", port, SITE)
    app = create_app(store, thinkers=0, players=PlayerSettings(mail=mail))
    with TestClient(app) as client:
        notifier = app.state.notifier
        notifier.sending = Inline()
        sign_up(client, "Ann", email="ann@example.org")
        post(client, "/api/account/mail", {"turn": True, "challenge": True, "ended": True})
        if opponent == "live":
            table = _paired(app, client, "live", 300)
        else:
            body = {"name": "Ann", "game": "ecarte", "opponent": opponent}
            made = post(client, "/api/tables", body)
            table = app.state.salon.table(made.json()["table"])
        for _ in range(3):
            _your_turn_again(app.state.salon, table)
        assert [m["Subject"] for m in received if m["Subject"] == "salon: Your turn"] == []
    store.close()


def test_a_mail_programs_one_click_post_unsubscribes(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=0)
    with TestClient(app) as client:
        sign_up(client, "Ann", email="ann@example.org")
        post(client, "/api/account/mail", {"turn": True, "challenge": True, "ended": False})
        account = app.state.notifier.accounts.by_name("Ann")
        token = app.state.notifier.tokens.make(account.id, Kind.CHALLENGE)
        with TestClient(app) as mail_program:  # no cookie: the token alone
            answer = mail_program.post(
                f"/api/unsubscribe?token={token}",
                content=b"List-Unsubscribe=One-Click",
                headers={"Content-Type": "application/x-www-form-urlencoded"},
            )
            assert answer.status_code == 200, answer.text
        wishes = client.get("/api/account/mail", headers=csrf(client)).json()
        assert (wishes["turn"], wishes["challenge"]) == (True, False)
    store.close()


def test_without_a_mail_server_nothing_is_sent_and_the_page_is_told(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    app = create_app(store, thinkers=0)
    with TestClient(app) as client:
        sign_up(client, "Ann")
        wishes = client.get("/api/account/mail", headers=csrf(client)).json()
        assert wishes == {
            "mail": False,
            "email": False,
            "turn": False,
            "challenge": False,
            "ended": False,
        }
        assert client.get("/api/account/mail").status_code in (401, 403)
    store.close()


def test_the_unsubscribe_token_is_signed_and_good_for_that_alone() -> None:
    tokens = UnsubscribeTokens("the server's key")
    token = tokens.make(7, Kind.TURN)
    stop = tokens.read(token)
    assert stop is not None and (stop.account_id, stop.kind) == (7, Kind.TURN)
    assert UnsubscribeTokens("another key").read(token) is None
    assert tokens.read(token[:-2] + ("AA" if token[-2:] != "AA" else "BB")) is None
    reset = ResetTokens("the server's key").make(7, "$argon2id$...")
    assert tokens.read(reset) is None  # a reset link is no unsubscribe
    with pytest.raises(NotValid):  # nor the other way
        ResetTokens("the server's key").account_of(token)
    forged = tokens.serializer.dumps([7, "everything"])
    assert tokens.read(forged) is None


def test_bad_unsubscribe_requests_are_refused(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    with TestClient(create_app(store, thinkers=0)) as client:
        for body in ({"token": "forged.token"}, {"token": ""}, {"other": 1}, [1]):
            assert client.post("/api/unsubscribe", json=body).status_code in (400, 422)
    store.close()


def test_one_mail_a_day_about_a_table_with_an_injected_clock(tmp_path: Path) -> None:
    store = Store(sqlite_url(tmp_path / "salon.db"))
    clock = Clock()
    book = MailBook(store.engine, clock)
    with store.engine.begin() as conn:
        from salon.web.players.schema import accounts

        conn.execute(accounts.insert().values(id=1, name="Ann", name_key="ann", created=clock.at))
    assert book.may_send(1, "table", Kind.TURN)
    clock.at += timedelta(hours=23, minutes=59)
    assert not book.may_send(1, "table", Kind.TURN)
    assert book.may_send(1, "another table", Kind.TURN)
    assert book.may_send(1, "table", Kind.ENDED)
    clock.at += timedelta(minutes=2)
    assert book.may_send(1, "table", Kind.TURN)
    store.close()
