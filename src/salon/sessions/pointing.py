"""A backer's advice at French Écarté, by pointing only, as each one at the table sees it.

Source: ecarte-treatise-1896-ocr.txt, "French Écarté" and Law XXVIII: "Advice may be given by
pointing only; neither cards nor suits may be named." The gallery sees that a backer points,
and for whom; the player and that backer see what he pointed at.
"""

from __future__ import annotations

from typing import Final

from salon.ecarte.actions import (
    Accept,
    ClaimPoint,
    Discard,
    MarkKing,
    Propose,
    Refuse,
    Stand,
    ThrowDown,
)
from salon.ecarte.actions import Play as PlayCard
from salon.phrases import Phrase
from salon.sessions.actions import Advise

SIGNS: Final = {
    Stand: "to play without proposing",
    Propose: "to propose",
    Accept: "to accept",
    Refuse: "to refuse",
    MarkKing: "to mark the king",
    ThrowDown: "to throw down the hand",
    ClaimPoint: "to claim the point",
}
"""What a backer's sign to his player means, for an action that is not a card."""


def pointing_words(advice: Advise, player: str) -> Phrase:
    """What the gallery sees of advice to ``player``: a pointing, never the card or the suit.

    >>> from salon.cards import Card
    >>> print(pointing_words(Advise("Cy", PlayCard(Card.parse("KH"))), "Ann"))
    Cy points at a card for Ann.
    """
    if isinstance(advice.action, PlayCard):
        return Phrase.of("{0} {0:points/point} at a card for {1}.", advice.by, player)
    if isinstance(advice.action, Discard):
        return Phrase.of("{0} {0:points/point} at cards for {1}.", advice.by, player)
    return Phrase.of("{0} {0:signs/sign} to {1}.", advice.by, player)


def pointed_at(advice: Advise, player: str) -> Phrase:
    """What ``player`` and his backer see of the backer's advice: what he pointed at.

    >>> from salon.cards import Card
    >>> told = pointed_at(Advise("Cy", PlayCard(Card.parse("KH"))), "Ann")
    >>> told.read_by("Ann"), told.read_by("Cy")
    ('Cy points at the king of hearts for you.', 'You point at the king of hearts for Ann.')
    >>> print(pointed_at(Advise("Cy", Refuse()), "Ann").read_by("Ann"))
    Cy signs to you to refuse.
    """
    action = advice.action
    if isinstance(action, PlayCard | Discard):
        cards = (action.card,) if isinstance(action, PlayCard) else action.cards
        named = [f"the {card.name}" for card in cards]
        listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
        return Phrase.of("{0} {0:points/point} at " + listed + " for {1}.", advice.by, player)
    meaning = SIGNS.get(type(action), str(action))
    return Phrase.of("{0} {0:signs/sign} to {1} " + meaning + ".", advice.by, player)
