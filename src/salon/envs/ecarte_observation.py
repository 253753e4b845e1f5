"""An Écarté player's view as a fixed-size vector of numbers, and nothing else.

The encoder reads only the fields of an :class:`~salon.ecarte.view.EcarteDealView` (and, in a
game, the :class:`~salon.ecarte.game.EcarteView`); the environments read the same fields from
the engine (:func:`facts_of`), for speed. Nobody may look at the discards, his own included
(Law XII), so they appear only as numbers of cards.

>>> import random
>>> from salon.ecarte.deal import EcarteDeal
>>> deal = EcarteDeal(dealer=1)
>>> deal.apply(deal.sample_chance(random.Random(4)))
>>> vector = observe_deal(deal.view(0))
>>> vector.shape, int(vector[HAND.offset : HAND.stop].sum())
((191,), 5)
>>> OBSERVATION.meaning(TURN_UP.offset + 31)
'turn-up: AC turned up'
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

import numpy as np
import numpy.typing as npt

from salon.cards import SUITS, Card
from salon.ecarte.deal import EcarteDeal, Phase, Trick
from salon.ecarte.game import EcarteView
from salon.envs.layout import CARD_SLOT, Layout

Vector = npt.NDArray[np.float32]
STOCK: Final = 21
"""Cards left in the stock after the deal and the turn-up."""
IN_PLAY: Final = (Phase.PLAY, Phase.OVER)
DISCARDING: Final = (Phase.NON_DEALER_DISCARD, Phase.DEALER_DISCARD)

OBSERVATION: Final = Layout()
HAND: Final = OBSERVATION.cards("hand", "in my hand")
TURN_UP: Final = OBSERVATION.cards("turn-up", "turned up")
PLAYED_BY_ME: Final = OBSERVATION.cards("played by me", "played by me")
PLAYED_BY_ADVERSARY: Final = OBSERVATION.cards("played by adversary", "played by him")
LEAD: Final = OBSERVATION.cards("lead", "led to the trick in progress")
TRUMP: Final = OBSERVATION.one_of("trumps", SUITS, lambda suit: getattr(suit, "plural", ""))
PHASE: Final = OBSERVATION.one_of("phase", list(Phase), lambda p: getattr(p, "value", ""))
FLAGS: Final = OBSERVATION.flags(
    "flags",
    (
        "I dealt",
        "my turn",
        "I lead this trick",
        "I marked the king",
        "the adversary marked the king",
        "the elder played without proposing",
        "the dealer refused the first proposal",
    ),
)
COUNTS: Final = OBSERVATION.numbers(
    "counts",
    (
        f"cards in the stock / {STOCK}",
        f"cards I discarded / {STOCK}",
        f"cards the adversary discarded / {STOCK}",
        "proposals made / 5",
        "cards I may discard now / 5",
        "tricks won by me / 5",
        "tricks won by the adversary / 5",
        "my points this deal / 5",
        "the adversary's points this deal / 5",
    ),
    high=1.0,
)
GAME: Final = OBSERVATION.numbers(
    "game",
    (
        "my points in the game / points for game",
        "the adversary's / points for game",
        "my games won / 11",
        "the adversary's games won / 11",
    ),
    high=2.0,
)
SIZE: Final = OBSERVATION.size

PHASES: Final = tuple(Phase)
"""Looked up with ``tuple.index``: an enum's own hash runs in Python, identity in C."""


def highs() -> Vector:
    return np.array(OBSERVATION.highs(), dtype=np.float32)


@dataclass(frozen=True, slots=True)
class GameStanding:
    """The game's score around the deal; zeros for a lone deal."""

    my_points: int = 0
    adversary_points: int = 0
    points_for_game: int = 5
    my_games: int = 0
    adversary_games: int = 0


LONE_DEAL: Final = GameStanding()


class DealFacts(Protocol):
    """The fields of an :class:`EcarteDealView` the encoder reads."""

    @property
    def seat(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def hand(self) -> Collection[Card]: ...
    @property
    def turn_up(self) -> Card | None: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def discarded(self) -> tuple[int, int]: ...
    @property
    def proposals(self) -> int: ...
    @property
    def lead(self) -> Card | None: ...
    @property
    def leader(self) -> int: ...
    @property
    def tricks(self) -> Sequence[Trick]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def points(self) -> Sequence[int]: ...
    @property
    def marked(self) -> Sequence[bool]: ...
    @property
    def discard_limit(self) -> int: ...


@dataclass(frozen=True, slots=True)
class EngineFacts:
    """The same fields read straight from the deal: a view also sorts the hand and copies the
    talk, which the encoder does not read (the tests compare the two encodings)."""

    seat: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: set[Card]
    turn_up: Card | None
    stock_count: int
    discarded: tuple[int, int]
    proposals: int
    lead: Card | None
    leader: int
    tricks: list[Trick]
    tricks_won: list[int]
    points: list[int]
    marked: list[bool]
    discard_limit: int


def facts_of(deal: EcarteDeal, seat: int) -> EngineFacts:
    """What ``seat`` may know of ``deal``, as the encoder reads it (the deal's own containers:
    encode them at once)."""
    to_act = deal.to_act
    acting = to_act if isinstance(to_act, int) else None
    limit = deal.discard_limit(seat) if acting == seat and deal.phase in DISCARDING else 0
    return EngineFacts(
        seat=seat,
        dealer=deal.dealer,
        phase=deal.phase,
        to_act=acting,
        hand=deal.hands[seat],
        turn_up=deal.turn_up,
        stock_count=len(deal.stock),
        discarded=(len(deal.discards[0]), len(deal.discards[1])),
        proposals=deal.proposals,
        lead=deal.lead,
        leader=deal.leader,
        tricks=deal.tricks,
        tricks_won=deal.tricks_won,
        points=deal.points,
        marked=deal.marked,
        discard_limit=limit,
    )


def observe_deal(view: DealFacts, standing: GameStanding = LONE_DEAL) -> Vector:
    """The vector of one seat's view of a deal (a view, or the facts read from the engine)."""
    vector = np.zeros(SIZE, dtype=np.float32)
    seat = view.seat
    slots = CARD_SLOT
    ones = [HAND.offset + slots[card.index] for card in view.hand]
    if view.turn_up is not None:
        ones.append(TURN_UP.offset + slots[view.turn_up.index])
        ones.append(TRUMP.offset + SUITS.index(view.turn_up.suit))
    mine, theirs = PLAYED_BY_ME.offset, PLAYED_BY_ADVERSARY.offset
    for trick in view.tricks:
        leader_mine = trick.leader == seat
        ones.append((mine if leader_mine else theirs) + slots[trick.lead.index])
        ones.append((theirs if leader_mine else mine) + slots[trick.reply.index])
    if view.lead is not None:
        ones.append(LEAD.offset + slots[view.lead.index])
        ones.append((mine if view.leader == seat else theirs) + slots[view.lead.index])
    ones.append(PHASE.offset + PHASES.index(view.phase))
    flags = FLAGS.offset
    if view.dealer == seat:
        ones.append(flags)
    if view.to_act == seat:
        ones.append(flags + 1)
    if view.phase is Phase.PLAY and view.lead is None and view.leader == seat:
        ones.append(flags + 2)
    if view.marked[seat]:
        ones.append(flags + 3)
    if view.marked[1 - seat]:
        ones.append(flags + 4)
    in_play = view.phase in IN_PLAY
    if in_play and view.proposals == 0:
        ones.append(flags + 5)
    if in_play and view.proposals == 1 and view.discarded == (0, 0):
        ones.append(flags + 6)
    vector[ones] = 1.0
    vector[COUNTS.offset : COUNTS.stop] = (
        view.stock_count / STOCK,
        view.discarded[seat] / STOCK,
        view.discarded[1 - seat] / STOCK,
        min(view.proposals, 5) / 5,
        view.discard_limit / 5,
        view.tricks_won[seat] / 5,
        view.tricks_won[1 - seat] / 5,
        min(view.points[seat], 5) / 5,
        min(view.points[1 - seat], 5) / 5,
    )
    if standing is not LONE_DEAL:
        vector[GAME.offset : GAME.stop] = (
            standing.my_points / standing.points_for_game,
            standing.adversary_points / standing.points_for_game,
            standing.my_games / 11,
            standing.adversary_games / 11,
        )
    return vector


def standing_of(view: EcarteView) -> GameStanding:
    seat = view.seat
    return GameStanding(
        my_points=view.scores[seat],
        adversary_points=view.scores[1 - seat],
        points_for_game=view.points_for_game,
        my_games=view.games_won[seat],
        adversary_games=view.games_won[1 - seat],
    )


def observe_game(view: EcarteView) -> Vector:
    """The vector of one seat's view of a game: its deal, and the score."""
    standing = standing_of(view)
    if view.deal is not None:
        return observe_deal(view.deal, standing)
    vector = np.zeros(SIZE, dtype=np.float32)
    vector[PHASE.offset + len(Phase) - 1] = 1.0  # the game is over
    vector[GAME.offset : GAME.stop] = (
        min(standing.my_points / standing.points_for_game, 2.0),
        min(standing.adversary_points / standing.points_for_game, 2.0),
        standing.my_games / 11,
        standing.adversary_games / 11,
    )
    return vector
