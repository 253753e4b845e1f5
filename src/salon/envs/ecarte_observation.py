"""An Écarté player's view as a fixed-size vector of numbers, and nothing else.

The encoder reads only an :class:`~salon.ecarte.view.EcarteDealView` (and, in a game, the
:class:`~salon.ecarte.game.EcarteView`). Nobody may look at the discards, his own included
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

from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt

from salon.cards import SUITS
from salon.ecarte.deal import Phase
from salon.ecarte.game import EcarteView
from salon.ecarte.view import EcarteDealView
from salon.envs.layout import CARD_SLOT, Layout

Vector = npt.NDArray[np.float32]
STOCK: Final = 21
"""Cards left in the stock after the deal and the turn-up."""
IN_PLAY: Final = (Phase.PLAY, Phase.OVER)

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

_PHASE_SLOT: Final = {phase: PHASE.offset + n for n, phase in enumerate(Phase)}
_TRUMP_SLOT: Final = {suit: TRUMP.offset + n for n, suit in enumerate(SUITS)}


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


def observe_deal(view: EcarteDealView, standing: GameStanding = LONE_DEAL) -> Vector:
    """The vector of one seat's view of a deal."""
    vector = np.zeros(SIZE, dtype=np.float32)
    seat = view.seat
    slots = CARD_SLOT
    ones = [HAND.offset + slots[card.index] for card in view.hand]
    if view.turn_up is not None:
        ones.append(TURN_UP.offset + slots[view.turn_up.index])
        ones.append(_TRUMP_SLOT[view.turn_up.suit])
    mine, theirs = PLAYED_BY_ME.offset, PLAYED_BY_ADVERSARY.offset
    for trick in view.tricks:
        leader_mine = trick.leader == seat
        ones.append((mine if leader_mine else theirs) + slots[trick.lead.index])
        ones.append((theirs if leader_mine else mine) + slots[trick.reply.index])
    if view.lead is not None:
        ones.append(LEAD.offset + slots[view.lead.index])
        ones.append((mine if view.leader == seat else theirs) + slots[view.lead.index])
    ones.append(_PHASE_SLOT[view.phase])
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
    counts = COUNTS.offset
    vector[counts] = view.stock_count / STOCK
    vector[counts + 1] = view.discarded[seat] / STOCK
    vector[counts + 2] = view.discarded[1 - seat] / STOCK
    vector[counts + 3] = min(view.proposals, 5) / 5
    vector[counts + 4] = view.discard_limit / 5
    vector[counts + 5] = view.tricks_won[seat] / 5
    vector[counts + 6] = view.tricks_won[1 - seat] / 5
    vector[counts + 7] = min(view.points[seat], 5) / 5
    vector[counts + 8] = min(view.points[1 - seat], 5) / 5
    game = GAME.offset
    vector[game] = standing.my_points / standing.points_for_game
    vector[game + 1] = standing.adversary_points / standing.points_for_game
    vector[game + 2] = standing.my_games / 11
    vector[game + 3] = standing.adversary_games / 11
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
