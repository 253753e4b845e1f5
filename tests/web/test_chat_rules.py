"""The chat's rules at the tables of three or more, and its pace with an injected clock
(docs/web.md "Chat"). The rules of advice are the sources': piquet-description-and-example.txt
"Chouette piquet" (the adviser looks over the partner's hand; nobody advises the single
player), ecarte-treatise-1896-ocr.txt "Pool Écarté" (the player out offers no advice) and
"French Écarté" (backers advise their player; nobody advises la chouette)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from webtools import play_to_the_end

from salon.sessions.actions import actor_of
from salon.sessions.computers import Computers, next_step
from salon.web.server.limits import RateLimit
from salon.web.server.store import Store, sqlite_url
from salon.web.sessions.adapter import Sitting
from salon.web.sessions.tables import open_session
from salon.web.tables.registry import Salon
from salon.web.tables.table import Opponent, Table
from salon.web.talk.chat import CHAT_BURST, Chat
from salon.web.talk.rules import Channel, ChatRefused


def _salon(tmp_path: Path) -> Salon:
    return Salon(Store(sqlite_url(tmp_path / "salon.db")), chance=random.Random(5))


def _free() -> RateLimit:
    return RateLimit(rate=1e9, burst=10**9)


def _session(salon: Salon, game: str, seats: list[str]) -> tuple[Table, Sitting]:
    made = open_session(salon, game=game, name="Ann", seats=seats, options={})
    for seat, invite in made.invites:
        salon.join(made.table.id, invite=invite, name=f"Guest {seat}")
    assert isinstance(made.table.game, Sitting)
    return made.table, made.table.game


def _until(salon: Salon, table: Table, sitting: Sitting, done: Any) -> None:
    session = sitting.session
    assert session is not None
    engine = "piquet" if table.adapter.name == "chouette" else "ecarte"
    people = Computers(dict.fromkeys(sitting.words, "random"), engine, seed=3)
    for _ in range(5000):
        if done():
            return
        if salon.advance_one(table):
            continue
        action = next_step(session, people)
        assert action is not None
        seat = sitting.words.index(actor_of(action))
        salon.act(table, seat, table.adapter.action_text(sitting, action))
    raise AssertionError("never came")


def test_chouette_the_adviser_chats_with_the_partner_alone_and_nobody_with_the_single(
    tmp_path: Path,
) -> None:
    salon = _salon(tmp_path)
    table, sitting = _session(salon, "chouette", ["host", "friend", "friend"])
    session = sitting.session
    assert session is not None
    _until(salon, table, sitting, lambda: isinstance(session.game_actor, str))
    roles = {role: sitting.words.index(name) for name, role in session.roles().items()}
    adviser, partner, single = roles["advises"], roles["plays for the two"], roles["plays alone"]
    chat = Chat()
    line = chat.say(table, adviser, Channel.SIDE, "lead the hearts", _free())
    assert line.readers.seats == {adviser, partner}
    assert [line.text for line in chat.lines_for(table, single)] == []
    assert [line.text for line in chat.lines_for(table, partner)] == ["lead the hearts"]
    with pytest.raises(ChatRefused, match="no one shares your hand"):
        chat.say(table, single, Channel.SIDE, "anyone?", _free())
    with pytest.raises(ChatRefused, match="only its players speak to the table"):
        chat.say(table, adviser, Channel.PLAYERS, "he holds the king", _free())
    chat.say(table, single, Channel.PLAYERS, "good luck to you both", _free())
    assert [line.text for line in chat.lines_for(table, adviser)][-1] == "good luck to you both"


def test_french_a_backer_chats_with_his_player_and_not_la_chouette(tmp_path: Path) -> None:
    salon = _salon(tmp_path)
    table, sitting = _session(salon, "french", ["thumb", "thumb", "host"])
    session = sitting.session
    assert session is not None
    ada, ben, _ = sitting.words
    salon.act(table, 2, f"bet {ada} 1")  # Ben has all of it against him: he plays la chouette
    _until(salon, table, sitting, lambda: session.game_actor == ben)
    assert session.book.chouette() == ben  # type: ignore[union-attr]
    chat = Chat()
    line = chat.say(table, 2, Channel.SIDE, "trumps first", _free())
    assert line.readers.seats == {0, 2}  # Ada and her backer
    with pytest.raises(ChatRefused, match="only its players speak"):
        chat.say(table, 2, Channel.PLAYERS, "trumps first", _free())
    with pytest.raises(ChatRefused, match="no one shares your hand"):
        chat.say(table, 1, Channel.SIDE, "anyone?", _free())  # la chouette has no side


def test_pool_the_player_out_waits_for_the_end_of_the_game(tmp_path: Path) -> None:
    salon = _salon(tmp_path)
    table, sitting = _session(salon, "pool", ["host", "friend", "friend"])
    session = sitting.session
    assert session is not None
    _until(salon, table, sitting, lambda: isinstance(session.game_actor, str))
    out = next(n for n, word in enumerate(sitting.words) if session.seat_of(word) is None)
    chat = Chat()
    for channel in (Channel.PLAYERS, Channel.SIDE):
        with pytest.raises(ChatRefused):
            chat.say(table, out, channel, "take the trick", _free())


def test_the_pace_of_chat_with_an_injected_clock(tmp_path: Path) -> None:
    salon = _salon(tmp_path)
    table = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.THUMB).table
    now = [0.0]
    chat = Chat(clock=lambda: now[0])
    limit = chat.limit()
    for number in range(CHAT_BURST):
        chat.say(table, 0, Channel.PLAYERS, f"line {number}", limit)
    with pytest.raises(ChatRefused, match="too fast"):
        chat.say(table, 0, Channel.PLAYERS, "one more", limit)
    now[0] += 2.0
    chat.say(table, 0, Channel.PLAYERS, "one more", limit)
    assert len(chat.lines_for(table, 0)) == CHAT_BURST + 1


def test_the_players_read_the_spectators_once_the_game_is_over(tmp_path: Path) -> None:
    salon = _salon(tmp_path)
    table = salon.create(game="ecarte", rules="", name="Ann", opponent=Opponent.THUMB).table
    chat = Chat()
    chat.say(table, None, Channel.SPECTATORS, "well played", _free(), name="Cy")
    assert chat.lines_for(table, 0) == [] and len(chat.lines_for(table, None)) == 1
    play_to_the_end(salon, table)
    assert [line.name for line in chat.lines_for(table, 0)] == ["Cy (watching)"]
