"""A direct challenge mails the player challenged, if he gave an address and asked for it
(docs/web.md "Notifications"): a real SMTP server started by the test (aiosmtpd) receives the
mail, whose signed links accept or decline the challenge, expire after a week, and do that
alone; the mail has its one-click unsubscribe like the others."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from accounts_tools import csrf, post, sign_up
from play_tools import FakeTime

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from salon.web.app import create_app
from salon.web.notify.notifier import Inline
from salon.web.notify.tokens import Answer, ChallengeTokens, Kind, UnsubscribeTokens
from salon.web.players.mail import MailServer
from salon.web.players.web import PlayerSettings
from salon.web.server.store import Store, sqlite_url

SITE = "https://cards.example.org"


@dataclass
class Room:
    app: Any
    received: list[Any]
    time: FakeTime
    ann: Any
    bob: Any


@pytest.fixture
def room(tmp_path: Path, mailbox: tuple[int, list[Any]]) -> Iterator[Room]:
    port, received = mailbox
    store = Store(sqlite_url(tmp_path / "salon.db"))
    time = FakeTime()
    mail = MailServer("127.0.0.1", port, SITE)
    app = create_app(store, thinkers=0, players=PlayerSettings(mail=mail), now=time)
    with TestClient(app) as ann, TestClient(app) as bob:
        app.state.notifier.sending = Inline()
        sign_up(ann, "Ann")
        sign_up(bob, "Bob", email="bob@example.org")
        wishes = {"turn": False, "challenge": True, "ended": False}
        assert post(bob, "/api/account/mail", wishes).status_code == 200
        yield Room(app, received, time, ann, bob)
    store.close()


def _challenge(room: Room, **fields: Any) -> str:
    body = {"game": "ecarte", "pace": "turn", "time": 3, "to": "Bob"} | fields
    made = post(room.ann, "/api/play/seeks", body)
    assert made.status_code == 201, made.text
    return str(made.json()["seek"]["id"])


def _links(message: Any) -> dict[str, str]:
    text = str(message.get_payload(decode=True).decode())
    found = re.findall(rf"To (accept|decline): {SITE}(/challenge\?answer=\w+&token=(\S+))", text)
    return {answer: token for answer, _, token in found} | {
        f"{answer}-page": page for answer, page, _ in found
    }


def test_a_challenge_mails_the_player_challenged_and_its_link_accepts(room: Room) -> None:
    challenge = _challenge(room)
    mails = [m for m in room.received if m["Subject"] == "salon: A challenge"]
    assert len(mails) == 1 and mails[0]["To"] == "bob@example.org"
    text = str(mails[0].get_payload(decode=True).decode())
    assert "Ann challenges you to a casual game of Écarté, turn-based, 3 days a move" in text
    # Where else to answer, in the site's own words ("the room" named nothing a player sees).
    assert "answer on salon's home page, under Play someone" in text and "room" not in text
    assert mails[0]["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    links = _links(mails[0])
    assert set(links) == {"accept", "decline", "accept-page", "decline-page"}
    assert room.bob.get(links["accept-page"]).status_code == 200  # the page, which asks first
    # The page tells who challenges and to what before the answer, and that answers nothing.
    with TestClient(room.app) as elsewhere:
        about = elsewhere.post("/api/challenge/about", json={"token": links["accept"]})
    assert about.status_code == 200, about.text
    assert about.json() == {
        "said": "Ann challenges you to a casual game of Écarté, turn-based, 3 days a move.",
        "answer": "accept",
    }
    mine = room.ann.get("/api/play/lobby").json()["mine"]
    assert [(s["id"], s["state"]) for s in mine] == [(challenge, "open")]
    forged = post(room.bob, "/api/challenge/about", {"token": links["accept"] + "x"})
    assert forged.status_code == 400
    with TestClient(room.app) as elsewhere:  # the link alone: no session needed
        answer = elsewhere.post("/api/challenge", json={"token": links["accept"]})
    assert answer.status_code == 200, answer.text
    table = answer.json()["table"]
    seats = room.bob.get("/api/account/seats", headers=csrf(room.bob)).json()["seats"]
    assert [(s["table"], s["seat"]) for s in seats] == [(table, 1)]
    mine = room.ann.get("/api/play/lobby").json()["mine"]
    assert [(s["id"], s["state"], s["table"]) for s in mine] == [(challenge, "taken", table)]
    again = post(room.bob, "/api/challenge", {"token": links["accept"]})
    assert again.status_code == 409  # one answer only
    late = post(room.bob, "/api/challenge", {"token": links["decline"]})
    assert late.status_code == 409
    # The mail's other link, opened after: what became of it and its table, no answer asked
    # (a new player's trial: "There is no such game open to you to close").
    assert late.json()["detail"] == "you accepted this challenge already: its table is open"
    about = post(room.bob, "/api/challenge/about", {"token": links["decline"]}).json()
    assert about == {
        "said": "you accepted this challenge already: its table is open",
        "answer": None,
        "table": table,
    }


def test_the_decline_link_declines_and_the_accept_link_then_does_nothing(room: Room) -> None:
    challenge = _challenge(room, pace="live", time=300, rated=True)
    mail = next(m for m in room.received if m["Subject"] == "salon: A challenge")
    said = mail.get_payload(decode=True).decode()
    assert "a rated game of Écarté, live, 5 minutes each, 30 seconds more a move" in said
    links = _links(mail)
    declined = post(room.bob, "/api/challenge", {"token": links["decline"]})
    assert declined.status_code == 200 and declined.json()["table"] is None
    mine = room.ann.get("/api/play/lobby").json()["mine"]
    assert [(s["id"], s["state"]) for s in mine] == [(challenge, "declined")]
    accepted = post(room.bob, "/api/challenge", {"token": links["accept"]})
    assert accepted.status_code == 409
    assert accepted.json()["detail"] == "you declined this challenge already"
    about = post(room.bob, "/api/challenge/about", {"token": links["accept"]}).json()
    assert about["answer"] is None and about["table"] is None
    assert room.app.state.salon.tables == {}


def test_a_challenge_link_expires_after_a_week_and_changes_nothing(room: Room) -> None:
    challenge = _challenge(room)
    links = _links(next(m for m in room.received if m["Subject"] == "salon: A challenge"))
    room.time.pass_(days=7, seconds=1)
    late = post(room.bob, "/api/challenge", {"token": links["accept"]})
    assert late.status_code == 410 and "expired" in late.json()["detail"]
    mine = room.ann.get("/api/play/lobby").json()["mine"]
    assert [(s["id"], s["state"]) for s in mine] == [(challenge, "open")]


def test_no_challenge_mail_to_a_player_who_did_not_ask_for_it(room: Room) -> None:
    wishes = {"turn": True, "challenge": False, "ended": True}
    assert post(room.bob, "/api/account/mail", wishes).status_code == 200
    _challenge(room)
    assert [m for m in room.received if m["Subject"] == "salon: A challenge"] == []
    assert post(room.ann, "/api/play/seeks", {"game": "ecarte"}).status_code == 201
    assert room.received == []  # a seek to anyone mails no one


def test_challenge_tokens_are_signed_dated_and_good_for_that_alone(room: Room) -> None:
    tokens = ChallengeTokens("the server's key", lambda: 1_000_000.0)
    token = tokens.make(2, "abc", Answer.ACCEPT)
    read = tokens.read(token)
    assert read is not None and (read.account_id, read.challenge, read.answer) == (
        2, "abc", Answer.ACCEPT,
    )  # fmt: skip
    assert ChallengeTokens("another key", lambda: 1_000_000.0).read(token) is None
    assert UnsubscribeTokens("the server's key").read(token) is None
    assert tokens.read(UnsubscribeTokens("the server's key").make(2, Kind.CHALLENGE)) is None
    for forged in ("forged.token", "", token[:-3] + "AAA"):
        answer = post(room.bob, "/api/challenge", {"token": forged})
        assert answer.status_code in (400, 422)
    week_later = 1_000_000.0 + timedelta(days=7, seconds=1).total_seconds()
    later = ChallengeTokens("the server's key", lambda: week_later)
    with pytest.raises(ValueError, match="expired"):
        later.read(token)


def test_a_challenge_taken_without_a_table_is_not_said_to_have_one() -> None:
    """What the mail's other link says of a challenge taken: its table is open only when one
    was made (a seating that failed leaves the seek taken and no table)."""
    from dataclasses import replace

    from salon.web.notify.challenges import answered
    from salon.web.play.seeks import Offer, Seek, State

    offer = Offer(game="ecarte", rules="", pace="turn", time=3, rated=False)
    seek = Seek("s1", 1, offer, 1500.0, 2, State.TAKEN, 2, None)
    assert answered(seek, 2) == "you accepted this challenge already"
    assert answered(replace(seek, table_id="T1"), 2) == (
        "you accepted this challenge already: its table is open"
    )
    assert answered(replace(seek, state=State.DECLINED), 2) == "you declined this challenge already"
