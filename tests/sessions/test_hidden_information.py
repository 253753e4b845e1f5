"""Hidden information at sessions of three or more: no participant's view ever holds a card
that the laws hide from him.

* chouette (piquet-description-and-example.txt, "Chouette piquet"): the single player sees
  his own hand; the partner and the adviser see the partner's, never the single player's;
* Pool Écarté (ecarte-treatise-1896-ocr.txt, "Pool Écarté"): the player out sees only the
  table; at a pool declared French Écarté, the hand of the one player he backs (chosen at
  random, or not at all), never the other's;
* French Écarté (Law XXVIII and "French Écarté"): a backer sees his player's hand, never the
  adversary's; a bettor with money on both players (the betting is chosen at random from all
  that is legal) sees neither; nobody looks over the hand of a player at la chouette.

For each participant the seat the laws let him look at is worked out here from the roles
alone; every card in his view (in its fields or named in its talk) must be one that the game
engine's view of that seat, or the face of the table, shows.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator
from enum import Enum
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from salon.cards import Card, piquet_pack
from salon.records import parse_record
from salon.replay import replay_record
from salon.sessions.chouette import ChouetteSession
from salon.sessions.computers import Computers, next_step
from salon.sessions.french import FrenchPhase, FrenchSession
from salon.sessions.pool import Back, PoolSession
from salon.sessions.records import session_record
from salon.sessions.table import TableSession
from salon.sessions.two_handed import onlooker_view

CODE = re.compile(r"\b(?:10|[AKQJT987])[SHDC]\b")


def cards_in(value: Any) -> Iterator[Card]:
    """Every card a value holds, in its fields or written in its words."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, str):
        for code in CODE.findall(value):
            yield Card.parse(code)
    elif isinstance(value, Enum) or value is None or isinstance(value, int | float):
        return
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from cards_in(getattr(value, field.name))
    elif hasattr(value, "__slots__") and hasattr(value, "words"):  # compiled Event
        yield from cards_in(value.words)
        yield from cards_in(value.cards)
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item)


def allowed_seat(session: TableSession, name: str) -> int | None:
    """The seat whose hand ``name`` may see, from the roles the laws give."""
    if session.seats is None or session.game is None:
        return None
    if isinstance(session, ChouetteSession):
        role = session.roles().get(name)
        return 0 if role == "plays alone" else 1
    if isinstance(session, PoolSession):
        own = session.seat_of(name)
        if own is None and session.backing is not None and name == session.book.waiting:
            return session.seat_of(session.backing)  # declared French Écarté: one hand only
        return own
    assert isinstance(session, FrenchSession)
    own = session.seat_of(name)
    if own is not None:
        return own
    backing = {w.side for w in session.book.wagers if w.name == name}
    if len(backing) != 1 or session.book.chouette() in backing:
        return None  # Law XXVIII: with money against a player, no look at his hand
    return session.book.seated.index(backing.pop())


def any_bet(session: Any, computers: Computers, rng: random.Random) -> Any:
    """The next step, a French Écarté rentrant's betting chosen at random from all that is
    legal: bets on either player, and covers of the other side's money after betting, so that
    bettors with money on both players (against each) are seen."""
    actor = session.to_act
    betting = (FrenchPhase.BETS, FrenchPhase.TAKING, FrenchPhase.COVERING)
    if isinstance(session, FrenchSession) and session.phase in betting:
        assert isinstance(actor, str)
        return rng.choice(session.legal_actions(actor))
    out = session.book.waiting if isinstance(session, PoolSession) else None
    if out is not None and rng.random() < 0.3:
        backing = [a for a in session.legal_actions(out) if isinstance(a, Back)]
        if backing:  # a declared pool: the player out backs one player, now or never
            return rng.choice(backing)
    return next_step(session, computers)


class Witness:
    """The cards one participant has been allowed to see so far: what the engine's view of
    his seat has shown at every step (his hand, the tricks, what was shown to him), and the
    face of the table."""

    def __init__(self) -> None:
        self.seen: set[Card] = set()
        self.game: object = None
        self.heard = 0

    def look(self, session: TableSession, name: str) -> None:
        game = session.game
        if game is None:
            return
        if game is not self.game:
            self.game, self.heard = game, 0
        seat = allowed_seat(session, name)
        if seat is not None:
            deal = getattr(game.view(seat), "deal", None)
            if deal is not None:
                self.seen |= set(cards_in(dataclasses.replace(deal, talk=())))
            events = game.events[self.heard :]
            self.seen |= set(cards_in([e for e in events if e.seen_by(seat)]))
            self.heard = len(game.events)
        if not isinstance(session, ChouetteSession):
            self.seen |= set(cards_in(onlooker_view(game)))


def check_views(session: TableSession, witnesses: dict[str, Witness]) -> None:
    table = [s.words for s in session.talk if s.audience is None and s.speaker is None]
    public = set(cards_in(table))
    for name in session.names:
        view = session.view(name)  # type: ignore[attr-defined]
        held = set(cards_in(view))
        hidden = held - witnesses[name].seen - public
        assert not hidden, f"{name} sees {hidden}"
        game_part = getattr(view, "partie", None) or getattr(view, "game", None)
        if game_part is not None:
            seat = allowed_seat(session, name)
            assert seat is not None and game_part == session.game.view(seat)  # type: ignore[union-attr]


def run(session: Any, game: str, seed: int, every: int) -> None:
    computers = Computers(dict.fromkeys(session.names, "random"), game, seed=seed)
    rng = random.Random(seed)
    witnesses = {name: Witness() for name in session.names}
    step = 0
    while not session.is_terminal:
        for name, witness in witnesses.items():
            witness.look(session, name)
        if step % every == 0:
            check_views(session, witnesses)
        action = any_bet(session, computers, rng)
        assert action is not None
        session.apply(action)
        step += 1
    check_views(session, witnesses)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), every=st.integers(5, 15))
def test_no_one_at_chouette_sees_a_card_hidden_from_him(seed: int, every: int) -> None:
    run(ChouetteSession(("Ann", "Bob", "Cy"), parties=1), "piquet", seed, every)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), every=st.integers(1, 3))
def test_the_player_out_at_pool_sees_only_the_table(seed: int, every: int) -> None:
    run(PoolSession(("Ann", "Bob", "Cy")), "ecarte", seed, every)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), every=st.integers(1, 3))
def test_the_player_out_at_a_declared_pool_sees_only_the_hand_he_backs(
    seed: int, every: int
) -> None:
    run(PoolSession(("Ann", "Bob", "Cy"), declared=True), "ecarte", seed, every)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), every=st.integers(1, 3), gallery=st.integers(0, 5))
def test_a_backer_sees_only_his_players_hand_and_never_la_chouettes(
    seed: int, every: int, gallery: int
) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Guy")[: 2 + gallery]
    session = FrenchSession(names, games=3)
    run(session, "ecarte", seed, every)
    assert session.phase is FrenchPhase.OVER


def after_first_deal(session: Any, game: str, seed: int) -> str:
    """Play until the first deal is dealt and a player must act; the record so far."""
    computers = Computers(dict.fromkeys(session.names, "random"), game, seed=seed)
    rng = random.Random(seed)
    dealt = lambda: any(line.text.startswith("deal ") for line in session.log)  # noqa: E731
    while not (dealt() and isinstance(session.to_act, str)):
        session.apply(any_bet(session, computers, rng))
    return session_record(session)


def swapped_deal(record: str, hidden: set[Card], unseen: set[Card]) -> str:
    """The record with one card of ``hidden`` exchanged, in the shuffle, for one of
    ``unseen``: a deal that differs only in cards the participant may not see."""
    lines = record.splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("chance: deal "))
    order = [Card.parse(code) for code in lines[index].split(";")[0].split()[2:]]
    first = min(hidden, key=lambda c: c.index)
    second = min(unseen, key=lambda c: c.index)
    swapped = [second if c == first else first if c == second else c for c in order]
    lines[index] = "chance: deal " + " ".join(str(c) for c in swapped)
    return "\n".join(lines) + "\n"


def hand(session: TableSession, seat: int) -> set[Card]:
    assert session.game is not None
    return set(session.game.view(seat).deal.hand)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_changing_hidden_cards_never_changes_a_view_at_chouette(seed: int) -> None:
    session = ChouetteSession(("Ann", "Bob", "Cy"), parties=1)
    record = after_first_deal(session, "piquet", seed)
    single, partner = hand(session, 0), hand(session, 1)
    stock = set(piquet_pack()) - single - partner
    for hidden_seat, cards in ((0, single), (1, partner)):
        other, _ = replay_record(parse_record(swapped_deal(record, cards, stock)))
        for name in session.names:
            sees = allowed_seat(session, name) == hidden_seat
            assert (other.view(name) == session.view(name)) is not sees, name


def check_swaps_at_ecarte(session: Any, seed: int) -> None:
    """Swapping a card of either hand for one of the stock changes the view of exactly those
    who may look at that hand."""
    record = after_first_deal(session, "ecarte", seed)
    assert session.game is not None
    turn_up = session.game.view(0).deal.turn_up
    first, second = hand(session, 0), hand(session, 1)
    stock = set(piquet_pack()) - first - second - {turn_up}
    for hidden_seat, cards in ((0, first), (1, second)):
        other, _ = replay_record(parse_record(swapped_deal(record, cards, stock)))
        for name in session.names:
            sees = allowed_seat(session, name) == hidden_seat
            assert (other.view(name) == session.view(name)) is not sees, name


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), gallery=st.integers(1, 4))
def test_changing_hidden_cards_never_changes_a_view_at_french_ecarte(
    seed: int, gallery: int
) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")[: 2 + gallery]
    check_swaps_at_ecarte(FrenchSession(names, games=1), seed)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_changing_hidden_cards_never_changes_a_view_at_pool_ecarte(seed: int) -> None:
    check_swaps_at_ecarte(PoolSession(("Ann", "Bob", "Cy")), seed)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_changing_hidden_cards_never_changes_a_view_at_a_declared_pool(seed: int) -> None:
    check_swaps_at_ecarte(PoolSession(("Ann", "Bob", "Cy"), declared=True), seed)
