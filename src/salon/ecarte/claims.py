"""The cards thrown down, and the point claimed (Law XXV): a claim stands when no defence can
stop it, and one the cards do not bear out is a throw-down like any other; each a step of the
deal (:mod:`salon.ecarte.deal`) on its state.

>>> from salon.cards import Card, Rank, Suit
>>> ace, king = Card(Rank.ACE, Suit.HEARTS), Card(Rank.KING, Suit.HEARTS)
>>> hands = (frozenset({king}), frozenset({ace}))
>>> can_secure(hands, 0, None, Suit.CLUBS, 0, 1), can_secure(hands, 0, None, Suit.CLUBS, 1, 1)
(True, False)
"""

from __future__ import annotations

from salon.cards import Card, Suit
from salon.ecarte.deal_state import DealState, EventKind
from salon.ecarte.order import sort_ecarte_hand
from salon.ecarte.playing import award, beats, duty_cards
from salon.ecarte.state import Phase
from salon.words import number_words


def throw_down(deal: DealState, *, said: bool = False) -> None:
    seat = deal.seat_to_act()
    deal.thrown_down = seat
    points = 1 if deal.tricks_won[seat] else 2
    if not said:
        deal.say(EventKind.THROW_DOWN, seat, "I throw down my cards.")
    deal.say(EventKind.SCORE, 1 - seat, f"I mark {number_words(points)}.", points=points)
    deal.phase = Phase.OVER


def claim(deal: DealState) -> None:
    """Law XXV: the cards thrown down claiming the point; a claim that the cards do not
    bear out is a throw-down like any other (its penalty applies)."""
    seat = deal.seat_to_act()
    shown = tuple(sort_ecarte_hand(deal.hands[seat]))
    deal.say(EventKind.THROW_DOWN, seat, "The point is mine.", cards=shown)
    if claim_holds(deal, seat):
        deal.claimed = seat
        award(deal, seat, vole=False)
        return
    deal.say(EventKind.THROW_DOWN, 1 - seat, "Not so: the point can be saved.")
    throw_down(deal, said=True)


def claim_holds(deal: DealState, seat: int) -> bool:
    """Law XXV: a claim of the point is allowed when no defence can stop it."""
    needed = 3 - deal.tricks_won[seat]
    if needed <= 0:
        return True
    hands = (frozenset(deal.hands[0]), frozenset(deal.hands[1]))
    return can_secure(hands, deal.leader, deal.lead, deal.trump, seat, needed)


def can_secure(
    hands: tuple[frozenset[Card], frozenset[Card]],
    leader: int,
    lead: Card | None,
    trump: Suit,
    seat: int,
    needed: int,
) -> bool:
    """Whether ``seat`` can make ``needed`` more tricks against any defence, from these hands
    with ``leader`` to lead (or having led ``lead``)."""
    memo: dict[tuple[frozenset[Card], frozenset[Card], int, Card | None, int], bool] = {}

    def search(
        hands: tuple[frozenset[Card], frozenset[Card]], leader: int, lead: Card | None, still: int
    ) -> bool:
        if still <= 0:
            return True
        if len(hands[0]) + len(hands[1]) < still * 2 - (1 if lead else 0):
            return False
        key = (hands[0], hands[1], leader, lead, still)
        if key in memo:
            return memo[key]
        mover = leader if lead is None else 1 - leader
        outcomes = []
        for card in duty_cards(set(hands[mover]), lead, trump):
            after = list(hands)
            after[mover] = hands[mover] - {card}
            pair = (after[0], after[1])
            if lead is None:
                outcomes.append(search(pair, mover, card, still))
            else:
                winner = mover if beats(card, lead, trump) else leader
                outcomes.append(search(pair, winner, None, still - (winner == seat)))
            if (mover == seat) == outcomes[-1]:
                break  # the mover has found what he wants
        result = any(outcomes) if mover == seat else all(outcomes)
        memo[key] = result
        return result

    return search(hands, leader, lead, needed)
