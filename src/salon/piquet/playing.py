"""The play of the cards: the cards a hand may play, the tricks and the points they count, the
cards and capot at the end, and a hand thrown in; each a step of the deal
(:mod:`salon.piquet.deal`) on its state, for the hand whose turn the deal has found.

>>> from salon.cards import parse_cards
>>> from salon.piquet.rules import PiquetRules
>>> state = DealState(PiquetRules())
>>> state.hands = [set(), set(parse_cards("7♠ A♥"))]
>>> state.lead = parse_cards("K♥")[0]
>>> [card.name for card in playable(state, YOUNGER)]
['ace of hearts']
"""

from __future__ import annotations

from typing import Final

from salon.cards import Card, Suit, in_index_order, piquet_pack
from salon.piquet import declaring, irregular
from salon.piquet.actions import Role
from salon.piquet.exchanging import show_leavings_to_elder
from salon.piquet.rules import CARDS_POINTS, capot_points
from salon.piquet.state import DealState, Phase, Trick
from salon.piquet.talk import EventKind
from salon.words import said

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

_SUIT_CARDS: Final = {suit: [c for c in piquet_pack() if c.suit is suit] for suit in Suit}
"""Each suit's cards in index order (the pack's order)."""


def playable(deal: DealState, role: Role) -> list[Card]:
    """The cards ``role`` may play: the suit led when he holds it, else any."""
    hand = deal.hands[role]
    if deal.lead is not None:
        follow = [c for c in _SUIT_CARDS[deal.lead.suit] if c in hand]
        if follow:
            return follow
    return in_index_order(hand)


def may_throw_in(deal: DealState, role: Role) -> bool:
    """``role`` may throw in his hand before the first trick, to save no rubicon."""
    return (
        deal.rules.rubicon_throw_in
        and role in deal.throw_in_allowed
        and not deal.tricks
        and (deal.lead is None) == (role is ELDER)
    )


def score_play(
    deal: DealState,
    role: Role,
    points: int,
    *,
    kind: EventKind = EventKind.PLAY,
    card: Card | None = None,
) -> None:
    """Count points in play, with the pique if they make it."""
    words = said(deal.scores[role] + points)
    cards = () if card is None else (card,)
    deal.say(kind, role, words, points=points, cards=cards)
    deal.check_pique()


def play(deal: DealState, role: Role, card: Card) -> None:
    """``role`` plays ``card``: a lead, or the card that makes the trick."""
    deal.hands[role].discard(card)
    if deal.lead is None:
        deal.lead = card
        deal.leader = role
        first = not deal.tricks
        score_play(deal, role, 1, kind=EventKind.LEAD, card=card)
        if first:
            if deal.younger_left and deal.younger_looks:
                show_leavings_to_elder(deal)
            declaring.after_first_lead(deal)
        return
    lead = deal.lead
    winner = role if card.suit is lead.suit and card.rank > lead.rank else deal.leader
    deal.tricks.append(Trick(deal.leader, lead, card, winner))
    deal.tricks_won[winner] += 1
    deal.lead = None
    deal.leader = winner
    points = 1 if winner is role else 0
    # The play ends when a hand is empty: one playing short leaves the other cards that
    # cannot be played to, and their last is the last trick (Law 29).
    ended = not deal.hands[ELDER] or not deal.hands[YOUNGER]
    last = ended and not deal.hands[ELDER] and not deal.hands[YOUNGER]
    if last:
        points += deal.rules.last_trick_points
    if winner is role:
        score_play(deal, role, points, card=card)
    else:
        deal.say(EventKind.PLAY, role, said(deal.scores[role]), cards=(card,))
        if points:
            score_play(deal, winner, points, kind=EventKind.TRICK)
    _cards_toward_pique(deal)
    if ended:
        if not last:
            irregular.unplayed(deal, ELDER if deal.hands[ELDER] else YOUNGER)
        _finish(deal)


def _cards_toward_pique(deal: DealState) -> None:
    if (
        deal.rules.cards_count_toward_pique
        and not deal.cards_counted
        and deal.tricks_won[ELDER] == 7
        and deal.tricks_won[YOUNGER] == 0
    ):
        deal.cards_counted = True
        _say_the_cards(deal, ELDER)
        deal.check_pique()


def _finish(deal: DealState) -> None:
    tricks = sum(deal.tricks_won)  # twelve, unless both hands played short (Law 29)
    for role in Role:
        won = deal.tricks_won[role]
        if won == tricks:
            bonus = capot_points(deal.cards_counted)
            deal.say(
                EventKind.CARDS, role, f"Capot: {said(deal.scores[role] + bonus)}", points=bonus
            )
        elif 2 * won > tricks and not deal.cards_counted:
            _say_the_cards(deal, role)
    _end(deal)


def _say_the_cards(deal: DealState, role: Role) -> None:
    """``role`` counts the cards' ten, saying his new total."""
    deal.say(EventKind.CARDS, role, said(deal.scores[role] + CARDS_POINTS), points=CARDS_POINTS)


def throw_in(deal: DealState, thrower: Role) -> None:
    """``thrower`` cannot save the rubicon: the other hand counts every trick."""
    other = thrower.other
    deal.thrown_in = thrower
    deal.say(EventKind.THROW_IN, thrower, "I cannot save the rubicon: count every trick.")
    in_play = 12 + deal.rules.last_trick_points
    already = 1 if deal.lead is not None else 0  # elder's first lead, already counted
    deal.tricks_won[other] = 12
    score_play(deal, other, in_play - already)
    _say_the_cards(deal, other)
    _end(deal)


def _end(deal: DealState) -> None:
    irregular.settle(deal)
    deal.phase = Phase.OVER
    elder, younger = deal.scores
    deal.say(EventKind.END, None, f"Elder {elder}, younger {younger}.")
