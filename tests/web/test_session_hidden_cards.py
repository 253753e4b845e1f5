"""Tables for three or more send no card the laws hide (docs/web.md "Tables for three or more",
"Hidden information"). Sources: piquet-description-and-example.txt, "Chouette piquet" (the
single player's hand is his alone; the adviser looks over the partner's);
ecarte-treatise-1896-ocr.txt, "Pool Écarté" (the player out sees the table only) and "French
Écarté" with Law XXVIII (a backer looks over his player's hand, never la chouette's; one with
money on both players looks over neither). Many random sessions, people and computers mixed, are
played through the server's own tables; after every step each participant's JSON and the
spectator's are read for card codes, which must all be cards the engine let that one see.
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from webtools import cards_in

from salon.ecarte.game import EcarteGame
from salon.piquet.partie import Partie
from salon.sessions.actions import actor_of
from salon.sessions.computers import Computers
from salon.sessions.two_handed import onlooker_view
from salon.web.server.store import Store, sqlite_url
from salon.web.sessions.adapter import Sitting
from salon.web.sessions.tables import open_session
from salon.web.tables.registry import Salon
from salon.web.tables.table import Table

sys.path.insert(0, str(Path(__file__).parents[1] / "sessions"))
from test_hidden_information import Witness, allowed_seat, any_bet
from test_hidden_information import cards_in as engine_cards


class Onlooker:
    """The cards a spectator may have seen: the face of the table and the public talk."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def look(self, game: Any) -> None:
        if game is None:
            return
        public = [event for event in game.events if event.audience is None]
        self.seen |= {str(card) for card in engine_cards(public)}
        if isinstance(game, EcarteGame):
            self.seen |= {str(card) for card in engine_cards(onlooker_view(game))}
        if isinstance(game, Partie) and game.deal is not None:
            tricks = [(t.lead, t.reply) for t in game.deal.tricks]
            self.seen |= {str(card) for card in engine_cards([tricks, game.deal.lead])}


Frame = Callable[[Table], object]
"""More to check at every frame (the chat's test says every card it can)."""


def play_and_check(
    game: str,
    seats: list[str],
    options: dict[str, object],
    seed: int,
    each_frame: Frame | None = None,
) -> int:
    """Play a whole session at a server table, people's actions sent as people send them;
    check every frame; the number of frames checked."""
    with tempfile.TemporaryDirectory() as folder:
        store = Store(sqlite_url(Path(folder) / "salon.db"))
        try:
            salon = Salon(store, chance=random.Random(seed))
            made = open_session(salon, game=game, name="Ann Lee", seats=seats, options=options)
            return _play(salon, made.table, seed, each_frame)
        finally:
            store.close()


def _play(salon: Salon, table: Table, seed: int, each_frame: Frame | None) -> int:
    sitting = table.game
    assert isinstance(sitting, Sitting) and sitting.session is not None
    session = sitting.session
    people = Computers(dict.fromkeys(sitting.words, "random"), "ecarte", seed=seed)
    if game_of(table) == "chouette":
        people = Computers(dict.fromkeys(sitting.words, "random"), "piquet", seed=seed)
    chooser = random.Random(seed)
    witnesses = {word: Witness() for word in sitting.words}
    onlooker = Onlooker()
    frames = 0
    while not session.is_terminal:
        for word, witness in witnesses.items():
            witness.look(session, word)
        onlooker.look(session.game)
        frames += check_frames(table, sitting, witnesses, onlooker)
        if each_frame is not None:
            each_frame(table)
        if salon.advance_one(table):
            continue
        # what a person sends, chosen at random: at the betting, anything legal, so that
        # people bet on both players (Law XXVIII: they then look over neither hand)
        action = any_bet(session, people, chooser)
        assert action is not None
        seat = sitting.words.index(actor_of(action))
        salon.act(table, seat, table.adapter.action_text(sitting, action))
    frames += check_frames(table, sitting, witnesses, onlooker)
    return frames


def game_of(table: Table) -> str:
    return table.adapter.name


def check_frames(
    table: Table, sitting: Sitting, witnesses: dict[str, Witness], onlooker: Onlooker
) -> int:
    session = sitting.session
    assert session is not None
    public_talk = [s.words for s in session.talk if s.audience is None and s.speaker is None]
    public = {str(card) for card in engine_cards(public_talk)}
    info = table.public_info()
    del info["id"]  # a random token, which may look like a card's code
    for seat, word in enumerate(sitting.words):
        held = cards_in({"table": info, "view": table.view(seat)})
        seen = {str(card) for card in witnesses[word].seen}  # cards, and calls' words
        witnesses[word].seen |= calls(session, word)  # type: ignore[arg-type]
        hidden = held - seen - public - witnesses[word].seen
        assert not hidden, f"{word} is sent {hidden}"
    held = cards_in({"table": info, "view": table.view(None)})
    hidden = held - onlooker.seen - public
    assert not hidden, f"a spectator is sent {hidden}"
    return len(sitting.words) + 1


def calls(session: Any, word: str) -> set[str]:
    """What look like cards' codes in the calls open to the seat ``word`` may look at ("call
    point 6C" is a point of six in clubs, no card)."""
    seat = allowed_seat(session, word)
    if seat is None or session.game is None:
        return set()
    return cards_in([str(action) for action in session.game.view(seat).legal])


STRENGTHS = st.sampled_from(["friend", "random", "thumb"])


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=2))
def test_chouette_frames_hold_no_card_hidden_from_their_reader(
    seed: int, others: list[str]
) -> None:
    seats = ["host", *(s if s != "friend" else "random" for s in others)]
    assert play_and_check("chouette", seats, {"parties": 1, "rules": "four-deal"}, seed) > 50


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=2))
def test_pool_frames_hold_no_card_hidden_from_their_reader(seed: int, others: list[str]) -> None:
    seats = [*(s if s != "friend" else "random" for s in others), "host"]
    assert play_and_check("pool", seats, {}, seed) > 20


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), others=st.lists(STRENGTHS, min_size=2, max_size=2))
def test_declared_pool_frames_hold_no_card_hidden_from_their_reader(
    seed: int, others: list[str]
) -> None:
    """Declared French Écarté, the player out backs one player and sees that hand only."""
    seats = [*(s if s != "friend" else "random" for s in others), "host"]
    assert play_and_check("pool", seats, {"declared": "french"}, seed) > 20


@settings(max_examples=10, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    others=st.lists(STRENGTHS, min_size=2, max_size=6),
    host=st.integers(0, 6),
)
def test_french_frames_hold_no_card_hidden_from_their_reader(
    seed: int, others: list[str], host: int
) -> None:
    seats = [s if s != "friend" else "random" for s in others]
    seats.insert(min(host, len(seats)), "host")
    assert play_and_check("french", seats, {"games": 3, "purse": 5}, seed) > 20
