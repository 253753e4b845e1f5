"""Cards that are one choice: equivalent given what the player has seen played.

Two cards of a suit in one hand are equivalent when every card of that suit between them is in
the same hand or out of play to the player's knowledge (played to a trick, or in his own
discard): whichever is played, every trick falls alike, and a card led counts one whatever its
rank. The card on the table parts them (one may beat it and the other not). The analysis weighs
one card of each set and gives the others its values, so that equivalent cards always get the
same value and the same verdict. Discards have no such sets: the point counts the pips and the
sequences count the ranks, so no two cards of a hand are alike before the play.

>>> from salon.cards import parse_cards
>>> runs(parse_cards("QH TH 8H AS"), gone=parse_cards("JH 9H"), table=None)
[[Card.parse('QH'), Card.parse('10H'), Card.parse('8H')], [Card.parse('AS')]]
>>> runs(parse_cards("QH TH"), gone=(), table=Card.parse("JH"))
[[Card.parse('QH')], [Card.parse('10H')]]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from salon.cards import Card, Rank
from salon.piquet.actions import Play
from salon.piquet.view import DealView


def runs(hand: Sequence[Card], *, gone: Collection[Card], table: Card | None) -> list[list[Card]]:
    """The cards of ``hand`` in sets of equivalent cards, each set highest first, the sets in
    the order of their highest card's first appearance in ``hand``."""
    held = set(hand)
    found: dict[Card, list[Card]] = {}
    for card in hand:
        if any(card in members for members in found.values()):
            continue
        members = [card]
        for step in (1, -1):
            rank = card.rank + step
            while rank in Rank.__members__.values():
                other = Card(Rank(rank), card.suit)
                if other == table or (other not in held and other not in gone):
                    break
                if other in held:
                    members.append(other)
                rank += step
        found[card] = sorted(members, key=lambda c: -c.rank)
    return list(found.values())


def equivalent_plays(deal: DealView, plays: Sequence[Play]) -> list[list[Play]]:
    """The playable cards in sets that are one choice, given what ``deal``'s hand has seen."""
    gone = {card for trick in deal.tricks for card in (trick.lead, trick.reply)}
    gone.update(deal.discard)
    playable = [p.card for p in plays]
    sets = runs(playable, gone=gone | (set(deal.hand) - set(playable)), table=deal.lead)
    return [[Play(card) for card in members] for members in sets]
