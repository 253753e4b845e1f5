"""How the strong Écarté player plays out a sampled deal to weigh proposing or refusing: the
response, the exchanges, the king and the tricks, by the rules of thumb or as :class:`PlayOut`
says."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from salon.agents.ecarte.standing import Gain
from salon.agents.ecarte.thumb import thumb_discard, thumb_proposes, thumb_refuses, thumb_tricks
from salon.cards import Card, Rank, Suit, sort_hand
from salon.ecarte.actions import Propose, Refuse, Stand
from salon.ecarte.view import EcarteDealView
from salon.solvers.ecarte_dd import VOLE, EcartePosition, mask_of, point_worth, solve


@dataclass(frozen=True, slots=True)
class PlayOut:
    """How a deal sampled to weigh proposing or refusing goes on after the choice: the
    response, the exchange and the king by the rules of thumb always; then, with
    ``further_proposals``, more proposals, answers and exchanges by the rules of thumb while
    the stock lasts; and the tricks by the rules of thumb, neither side seeing the other's
    cards, or with ``exact_tricks`` solved with every card seen.

    Without ``no_exchange_after_playing`` a later "I play" (the non-dealer's after an
    exchange) is weighed as if he had proposed and been accepted: a fault kept only by the
    player measured against (docs/agents.md, "The Écarté player and the score of the game")."""

    exact_tricks: bool = False
    further_proposals: bool = False
    no_exchange_after_playing: bool = False

    def gains(
        self,
        option: Any,
        hands: list[set[Card]],
        stock: list[Card],
        deal: EcarteDealView,
        seats: tuple[int, int],
    ) -> list[Gain]:
        """The points marked, in order, after ``option`` (stand, propose, refuse or accept)
        on one full deal: ``hands`` by seat and the ``stock`` top first, both drawn from as
        the deal goes on; ``seats``, the non-dealer's and the weigher's."""
        assert deal.trump is not None
        return _rollout(hands, stock, option, deal, seats, deal.trump, self)


KEPT_FAULTS = PlayOut()
"""The play-out with both faults kept: one exchange at most, and a later "I play" weighed as if
another exchange followed."""
MENDED_PLAY_OUT = PlayOut(further_proposals=True, no_exchange_after_playing=True)
"""The play-out with both faults mended: exchanges go on while the rules of thumb propose and
accept, and a later "I play" ends the exchanges."""


def _rollout(
    hands: list[set[Card]],
    stock: list[Card],
    option: Any,
    deal: EcarteDealView,
    seats: tuple[int, int],
    trump: Suit,
    play_out: PlayOut,
) -> list[Gain]:
    """The points marked, in order, after ``option`` (stand, propose, refuse or accept) on one
    full deal: the king of trumps by whoever holds it, then the tricks (``seats``: the elder's
    and the weigher's)."""
    elder, me = seats
    dealer = 1 - elder
    first = deal.proposals == 0 if isinstance(option, Stand | Propose) else deal.proposals == 1
    penalised: int | None = None
    refused = isinstance(option, Refuse) or (
        isinstance(option, Propose) and thumb_refuses(tuple(sort_hand(hands[dealer])), trump)
    )
    if isinstance(option, Stand) and first:
        penalised = elder
    elif refused:
        penalised = dealer if first else None
    elif not isinstance(option, Stand) or not play_out.no_exchange_after_playing:
        _exchange(hands, stock, elder, dealer, trump)
        if play_out.further_proposals:
            _exchange_on(hands, stock, elder, trump)
    gains: list[Gain] = []
    if deal.turn_up is not None and deal.turn_up.rank is not Rank.KING:
        king = Card(Rank.KING, trump)
        gains.extend((seat == me, 1) for seat in (elder, dealer) if king in hands[seat])
    if play_out.exact_tricks:
        position = EcartePosition(
            (mask_of(hands[0]), mask_of(hands[1])),
            trump,
            leader=elder,
            point=point_worth(penalised),
        )
        value, _ = solve(position)  # seat 0's score less seat 1's
        gains.append(((value > 0) == (me == 0), abs(value)))
        return gains
    won = thumb_tricks(hands[elder], hands[dealer], trump)
    winner, tricks = (elder, won) if won >= 3 else (dealer, 5 - won)
    points = VOLE if tricks == 5 else point_worth(penalised)[winner]
    gains.append((winner == me, points))
    return gains


def _exchange_on(hands: list[set[Card]], stock: list[Card], elder: int, trump: Suit) -> None:
    """Further proposals, accepted or refused, and exchanges by the rules of thumb while the
    stock lasts."""
    dealer = 1 - elder
    while (
        stock
        and thumb_proposes(tuple(sort_hand(hands[elder])), trump)
        and not thumb_refuses(tuple(sort_hand(hands[dealer])), trump)
    ):
        left = len(stock)
        _exchange(hands, stock, elder, dealer, trump)
        if len(stock) == left:
            return


def _exchange(
    hands: list[set[Card]], stock: list[Card], elder: int, dealer: int, trump: Suit
) -> None:
    """One exchange by the rules of thumb, the non-dealer served first."""
    for seat in (elder, dealer):
        limit = min(5, len(stock))
        if limit < 1:
            return
        out = thumb_discard(tuple(sort_hand(hands[seat])), trump, limit)
        hands[seat].difference_update(out)
        hands[seat].update(stock[: len(out)])
        del stock[: len(out)]
