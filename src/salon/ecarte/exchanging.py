"""The deal of the cards and the exchange: the turn-up, the proposals and their answers, the
discards and the cards taken in; each a step of the deal (:mod:`salon.ecarte.deal`) on its
state.

>>> discard_words(1), discard_words(3)
('One card.', 'Three cards.')
"""

from __future__ import annotations

from salon.cards import Card, Rank, format_cards
from salon.ecarte.deal_state import DealState, EventKind
from salon.ecarte.state import Phase
from salon.words import number_words


def discard_words(count: int) -> str:
    """What a player says as he discards: "Two cards." (the others hear only the number)."""
    return f"{number_words(count).capitalize()} card{'s' if count > 1 else ''}."


def deal_cards(deal: DealState, order: tuple[Card, ...]) -> None:
    first, second = deal.rules.deal_pattern.packets
    elder, dealer = deal.elder, deal.dealer
    at = 0
    for size in (first, second):
        deal.hands[elder].update(order[at : at + size])
        deal.hands[dealer].update(order[at + size : at + 2 * size])
        at += 2 * size
    deal.turn_up = order[10]
    deal.stock = list(order[11:])
    deal.say(
        EventKind.DEAL,
        None,
        f"Five cards each; the {deal.turn_up.name} is turned up: "
        f"{deal.turn_up.suit.plural} are trumps.",
        cards=(deal.turn_up,),
    )
    if deal.turn_up.rank is Rank.KING:
        deal.say(EventKind.KING, dealer, "The king is turned up: I mark one.", points=1)
    deal.phase = Phase.PROPOSAL


def stand(deal: DealState) -> None:
    deal.stood = deal.proposals == 0
    deal.say(EventKind.PROPOSE, deal.elder, "I play.")
    deal.phase = Phase.PLAY


def propose(deal: DealState) -> None:
    deal.proposals += 1
    words = "I propose." if deal.proposals == 1 else "Again: I propose."
    deal.say(EventKind.PROPOSE, deal.elder, words)
    deal.phase = Phase.RESPONSE


def accept(deal: DealState) -> None:
    deal.say(EventKind.RESPOND, deal.dealer, "I accept. How many?")
    deal.phase = Phase.NON_DEALER_DISCARD


def refuse(deal: DealState) -> None:
    deal.first_refused = deal.proposals == 1
    deal.say(EventKind.RESPOND, deal.dealer, "I refuse.")
    deal.phase = Phase.PLAY


def discard(deal: DealState, cards: tuple[Card, ...]) -> None:
    seat = deal.seat_to_act()
    deal.hands[seat].difference_update(cards)
    deal.discards[seat].extend(cards)
    deal.say(EventKind.DISCARD, seat, discard_words(len(cards)))
    if seat == deal.elder:
        deal.pending = len(cards)
        deal.phase = Phase.DEALER_DISCARD
        if deal.discard_limit(deal.dealer) < 1:
            draw(deal, deal.elder, deal.pending)  # the stock is spent: he keeps his cards
            deal.pending = 0
            deal.phase = Phase.PROPOSAL
        return
    draw(deal, deal.elder, deal.pending)
    draw(deal, deal.dealer, len(cards))
    deal.pending = 0
    deal.phase = Phase.PROPOSAL


def draw(deal: DealState, seat: int, count: int) -> None:
    taken, deal.stock = deal.stock[:count], deal.stock[count:]
    deal.hands[seat].update(taken)
    cards = format_cards(taken, symbols=True)
    deal.say(EventKind.TAKE_IN, seat, f"Takes {cards}.", audience=seat, cards=tuple(taken))
