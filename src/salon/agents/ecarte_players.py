"""The strong Écarté player, which searches where the treatise (``salon.agents.ecarte_thumb``)
gives rules of thumb.

For the play it deals the unseen cards many times in ways that agree with what it has seen (the
duty to follow, to win and to trump tells of voids and of missing higher cards), solves each
deal's remaining tricks exactly (``salon.solvers.ecarte_dd``), and plays the card with the best
average score. Its discard is searched in ``salon.agents.ecarte_discard``.
"""

from __future__ import annotations

import random
from typing import Any

from salon.agents.ecarte_discard import search_discard
from salon.agents.ecarte_thumb import EcarteRulesOfThumb, deal_view, thumb_discard, thumb_refuses
from salon.cards import Card, Suit, piquet_pack, sort_hand
from salon.ecarte.actions import Accept, Discard, MarkKing, Play, Propose, Refuse, Stand
from salon.ecarte.deal import Phase
from salon.ecarte.order import strength
from salon.ecarte.view import EcarteDealView
from salon.solvers.ecarte_dd import EcartePosition, mask_of, point_worth, solve, solve_all_moves

_PACK = piquet_pack()


class EcarteStrong:
    """Sampled deals for proposing, refusing, discarding and the play.

    ``discard_by_search=False`` keeps the treatise's discard, to measure the search against."""

    name = "strong"

    def __init__(
        self, seed: int | None = None, *, samples: int = 60, discard_by_search: bool = True
    ) -> None:
        self.rng = random.Random(seed)
        # The discard draws from a generator of its own, so that choosing the treatise's discard
        # or searching leaves the rest of the play's samples alike.
        self.discard_rng = random.Random(seed)
        self.samples = samples
        self.discard_by_search = discard_by_search
        self.thumb = EcarteRulesOfThumb()

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        deal = deal_view(view)
        if deal.phase is Phase.PROPOSAL and Propose() in legal:
            return self._weigh(deal, (Stand(), Propose()))
        if deal.phase is Phase.RESPONSE:
            return self._weigh(deal, (Refuse(), Accept()))
        if MarkKing() in legal:
            # A point outright; what it tells, that he holds the king of trumps, costs less: the
            # king is the highest trump and wins its trick regardless.
            return MarkKing()
        if deal.discard_limit and self.discard_by_search:
            return Discard(search_discard(deal, self.discard_rng, self.samples))
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) < 2 or deal.phase is not Phase.PLAY:
            return self.thumb.choose(view, legal)  # the treatise's discard, or a forced card
        return self._search(deal, [p.card for p in plays])

    def _weigh(self, deal: EcarteDealView, options: tuple[Any, Any]) -> Any:
        """Play each option out on sampled deals: the exchange by the rules of thumb for both
        sides, then the tricks solved exactly; keep the better average."""
        trump = deal.trump
        assert trump is not None and deal.turn_up is not None
        me, other = deal.seat, 1 - deal.seat
        elder = 1 - deal.dealer
        unseen = [c for c in _PACK if c not in deal.hand and c != deal.turn_up]
        totals = [0.0, 0.0]
        for _ in range(max(8, self.samples // 3)):
            self.rng.shuffle(unseen)
            hands: list[set[Card]] = [set(), set()]
            hands[me] = set(deal.hand)
            hands[other] = set(unseen[:5])
            stock = unseen[5 : 5 + deal.stock_count]
            for index, option in enumerate(options):
                totals[index] += _rollout(
                    [set(h) for h in hands], list(stock), option, deal, elder, me, trump
                )
        return options[0] if totals[0] >= totals[1] else options[1]

    def _search(self, deal: EcarteDealView, plays: list[Card]) -> Play:
        trump = deal.trump
        assert trump is not None
        me, other = deal.seat, 1 - deal.seat
        # The adversary holds as many cards as we do, one fewer if he has led to this trick.
        opponent_count = len(deal.hand) - (1 if deal.lead is not None else 0)
        seen = set(deal.hand) | {c for t in deal.tricks for c in (t.lead, t.reply)}
        if deal.turn_up is not None:
            seen.add(deal.turn_up)
        if deal.lead is not None:
            seen.add(deal.lead)
        unseen = [c for c in _PACK if c not in seen]
        totals = dict.fromkeys(plays, 0.0)
        counted = 0
        point = _point_worth(deal)
        sign = 1 if me == 0 else -1  # the solver's values are seat 0's score less seat 1's
        mine = mask_of(deal.hand)
        for _ in range(self.samples * 5):
            if counted == self.samples:
                break
            self.rng.shuffle(unseen)
            hand = unseen[:opponent_count]
            if not _agrees(deal, hand, other, trump):
                continue
            counted += 1
            hands = (mine, mask_of(hand)) if me == 0 else (mask_of(hand), mine)
            position = EcartePosition(
                hands,
                trump,
                leader=deal.leader,
                lead=-1 if deal.lead is None else deal.lead.index,
                tricks=deal.tricks_won,
                point=point,
            )
            for card, value in solve_all_moves(position).items():
                totals[card] += sign * value
        if not counted:
            fallback: Play = self.thumb.choose(deal, tuple(Play(c) for c in plays))
            return fallback
        return Play(max(plays, key=lambda c: (totals[c], -strength(c))))


def _agrees(deal: EcarteDealView, hand: list[Card], seat: int, trump: Suit) -> bool:
    """Whether the adversary could hold ``hand`` now, given how he played to each trick."""
    for trick in deal.tricks:
        if trick.leader == seat:
            continue
        lead, reply = trick.lead, trick.reply
        if reply.suit is not lead.suit:
            if any(c.suit is lead.suit for c in hand):
                return False  # he did not follow: void in the suit led
            if reply.suit is not trump and any(c.suit is trump for c in hand):
                return False  # void and did not trump: no trumps
        elif strength(reply) < strength(lead) and any(
            c.suit is lead.suit and strength(c) > strength(lead) for c in hand
        ):
            return False  # followed without winning: nothing higher in that suit
    return True


def _point_worth(deal: EcarteDealView) -> tuple[int, int]:
    """What the point scores for seats 0 and 1: two, not one, against the side that played
    without proposing or refused the first proposal."""
    elder = 1 - deal.dealer
    said = [(e.seat, e.words) for e in deal.talk]
    stood = (elder, "I play.") in said and deal.proposals == 0
    refused_first = deal.proposals == 1 and (deal.dealer, "I refuse.") in said
    return point_worth(elder if stood else deal.dealer if refused_first else None)


def _rollout(
    hands: list[set[Card]],
    stock: list[Card],
    option: Any,
    deal: EcarteDealView,
    elder: int,
    me: int,
    trump: Suit,
) -> float:
    """The value to ``me`` of ``option`` (stand, propose, refuse or accept) on one full deal."""
    dealer = 1 - elder
    first = deal.proposals == 0 if isinstance(option, Stand | Propose) else deal.proposals == 1
    penalised: int | None = None
    if isinstance(option, Stand) and first:
        penalised = elder
    elif isinstance(option, Propose):
        if thumb_refuses(tuple(sort_hand(hands[dealer])), trump):
            penalised = dealer if first else None
        else:
            _exchange(hands, stock, elder, dealer, trump)
    elif isinstance(option, Refuse):
        penalised = dealer if first else None
    else:
        _exchange(hands, stock, elder, dealer, trump)
    position = EcartePosition(
        (mask_of(hands[0]), mask_of(hands[1])), trump, leader=elder, point=point_worth(penalised)
    )
    value, _ = solve(position)
    return value if me == 0 else -value


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
