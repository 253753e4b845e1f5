"""The play of the tricks: the duties of the second player (follow suit and win if you can;
void, trump if you can), the king of trumps marked, the cards played and the deal's score;
each a step of the deal (:mod:`salon.ecarte.deal`) on its state.

>>> from salon.cards import Card, Rank, Suit
>>> beats(Card(Rank.SEVEN, Suit.HEARTS), Card(Rank.ACE, Suit.SPADES), Suit.HEARTS)
True
"""

from __future__ import annotations

from operator import attrgetter

from salon.cards import Card, Suit, piquet_pack
from salon.ecarte.deal_state import DealState, EventKind
from salon.ecarte.order import strength
from salon.ecarte.state import Phase, Trick
from salon.words import number_words

_INDEX = attrgetter("index")
_STRENGTH = {card.rank: strength(card) for card in piquet_pack()}


def beats(card: Card, lead: Card, trump: Suit) -> bool:
    """Whether ``card`` played to ``lead`` wins the trick."""
    if card.suit is lead.suit:
        return strength(card) > strength(lead)
    return card.suit is trump


def duty_cards(hand: set[Card], lead: Card | None, trump: Suit) -> list[Card]:
    """The cards the laws allow: follow suit and win if you can; void, trump if you can."""
    if lead is None:
        return sorted(hand, key=_INDEX)
    suit = lead.suit
    same = [c for c in hand if c.suit is suit]
    if same:
        floor = _STRENGTH[lead.rank]
        higher = [c for c in same if _STRENGTH[c.rank] > floor]
        return sorted(higher or same, key=_INDEX)
    trumps = [c for c in hand if c.suit is trump]
    return sorted(trumps or hand, key=_INDEX)


def duty_words(hand: set[Card], lead: Card, trump: Suit) -> str:
    """The second player's duty in this trick (Law XXIII), said as the laws say it, naming
    what it asks of his hand, to whoever reads the refusal (the player, a record's checker).

    >>> from salon.cards import Card, Suit
    >>> hand = {Card.parse(c) for c in ("QH", "8H", "7S")}
    >>> duty_words(hand, Card.parse("JH"), Suit.SPADES)
    'the trick must be won if it can be, here by a heart above the knave of hearts'
    >>> duty_words(hand, Card.parse("KH"), Suit.SPADES)
    'the suit led, hearts, must be followed'
    >>> duty_words(hand, Card.parse("KD"), Suit.SPADES)
    'a hand with no diamonds must trump'
    """
    suit = lead.suit
    same = [c for c in hand if c.suit is suit]
    if any(_STRENGTH[c.rank] > _STRENGTH[lead.rank] for c in same):
        return (
            f"the trick must be won if it can be, here by a {suit.singular} above the {lead.name}"
        )
    if same:
        return f"the suit led, {suit.plural}, must be followed"
    return f"a hand with no {suit.plural} must trump"


def may_mark(deal: DealState, seat: int) -> bool:
    """Law XX: before playing his first card; the dealer who played the king to the
    first trick may still announce it until he plays again."""
    if deal.marked[seat] or deal.phase is not Phase.PLAY or deal.to_act != seat:
        return False
    king = deal.king_of_trumps()
    if king == deal.turn_up:
        return False
    played = deal.played[seat]
    if not played:
        return king in deal.hands[seat]
    return seat == deal.dealer and len(played) == 1 and played[0] == king


def mark_king(deal: DealState) -> None:
    seat = deal.seat_to_act()
    deal.marked[seat] = True
    deal.say(EventKind.KING, seat, "I mark the king.", points=1)


def play(deal: DealState, card: Card) -> None:
    seat = deal.seat_to_act()
    deal.hands[seat].discard(card)
    deal.played[seat].append(card)
    if deal.lead is None:
        deal.lead = card
        deal.leader = seat
        deal.say(EventKind.PLAY, seat, f"The {card.name}.", cards=(card,))
        return
    lead = deal.lead
    winner = seat if beats(card, lead, deal.trump) else deal.leader
    deal.tricks.append(Trick(deal.leader, lead, card, winner))
    deal.tricks_won[winner] += 1
    deal.lead = None
    deal.leader = winner
    won = deal.tricks_won
    deal.say(EventKind.PLAY, seat, f"The {card.name}.", cards=(card,))
    mine, theirs = number_words(won[winner]), number_words(won[1 - winner])
    deal.say(EventKind.TRICK, winner, f"My trick: {mine} to {theirs}.")
    if len(deal.tricks) == 5:
        score_tricks(deal)


def score_tricks(deal: DealState) -> None:
    winner = 0 if deal.tricks_won[0] >= 3 else 1
    award(deal, winner, vole=deal.tricks_won[winner] == 5)


def award(deal: DealState, winner: int, *, vole: bool) -> None:
    """The point (two for the vole, or against a player who stood or refused and lost)."""
    loser = 1 - winner
    penalty = (deal.stood and loser == deal.elder) or (deal.first_refused and loser == deal.dealer)
    points = 2 if vole or penalty else 1
    what = "the vole" if vole else "the point"
    deal.say(EventKind.SCORE, winner, f"I make {what}: {number_words(points)}.", points=points)
    deal.phase = Phase.OVER
