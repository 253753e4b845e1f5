"""The words said at a Piquet table, built from what happens.

>>> running(0, 5), running(5, 4)
('Five.', 'Five and four are nine.')
>>> exchange_words(elder=True, count=4)
'I only take four; I leave one card.'
>>> exchange_words(elder=False, count=3, left=0)
'I take three.'
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from salon.cards import SUITS, Card, format_cards
from salon.piquet.actions import Verdict
from salon.piquet.combinations import CardSet, Combination, Point, Sequence
from salon.words import counted, number_words, said

ANSWER_WORDS: Final = {
    Verdict.GOOD: "Good.",
    Verdict.EQUAL: "Equal.",
    Verdict.NOT_GOOD: "Not good.",
}
"""The younger hand's answers that settle a class, as he says them."""


class EventKind(Enum):
    """What kind of thing an event of a Piquet deal records."""

    DEAL = "deal"
    CARTE_BLANCHE = "carte blanche"
    EXCHANGE = "exchange"
    TAKE_IN = "take in"
    LOOK = "look"
    CALL = "call"
    ANSWER = "answer"
    SINK = "sink"
    NAME = "name"
    SCORE = "score"
    REPIQUE = "repique"
    PIQUE = "pique"
    CARTE_ROUGE = "carte rouge"
    LEAD = "lead"
    PLAY = "play"
    TRICK = "trick"
    CARDS = "cards"
    THROW_IN = "throw in"
    END = "end"
    LAW = "law"
    """A law applied to what went wrong at a table of real cards, said with its number."""


ELDER_LOOKS: Final = "Looks at the cards left."
"""Elder's look at the cards he leaves: something he does, told of him, not said."""


SEEN: Final = ("Left: ", "Younger's leavings: ")
"""The cards shown to one player alone, told of him: "A sees younger's leavings: K♥ Q♣." """


def narration(kind: Enum, words: str, cards: tuple[Card, ...], seat: int) -> str | None:
    """How the table tells what the player of ``seat`` did, when the event is something done
    rather than said (its template names the seats: ``{0}`` for A, ``{1}`` for B); None for
    words a player says.

    >>> narration(EventKind.TAKE_IN, "Takes in 7S.", (Card.parse("7S"),), 1)
    '{1} {1:takes/take} in 7♠.'
    """
    if kind is EventKind.TAKE_IN:
        taken = format_cards(cards, symbols=True)
        return f"{{{seat}}} {{{seat}:takes/take}} in {taken}."
    if kind is EventKind.LOOK and words == ELDER_LOOKS:
        return f"{{{seat}}} {{{seat}:looks/look}} at the cards left in the stock."
    if kind is EventKind.LOOK and words.startswith(SEEN):
        return f"{{{seat}}} {{{seat}:sees/see}} " + words[0].lower() + words[1:]
    return None


def running(before: int, points: int) -> str:
    """A count said aloud: "Five." then "Five and four are nine." """
    after = before + points
    if before == 0:
        return said(after)
    return f"{number_words(before).capitalize()} and {number_words(points)} are " + (
        f"{number_words(after)}."
    )


def exchange_words(*, elder: bool, count: int, left: int = 0) -> str:
    if elder and count < 5:
        left = 5 - count
        return f"I only take {number_words(count)}; I leave {counted(left, 'card')}."
    if left:
        return f"I take {number_words(count)}; I leave {counted(left, 'card')}."
    return f"I take {number_words(count)}."


def naming_words(combo: Combination) -> str:
    """What a player says when he names what he has good or equal."""
    if isinstance(combo, Point):
        return f"In {combo.suit.plural}."
    if isinstance(combo, Sequence):
        return f"In {combo.suit.plural}."
    return ""


def not_reckoned_words(combo: CardSet) -> str:
    """For a trio: "I do not reckon the king of diamonds." """
    missing = [suit for suit in SUITS if Card(combo.rank, suit) not in combo.cards]
    if len(missing) != 1:
        return ""
    return f"I do not reckon the {Card(combo.rank, missing[0]).name}."


def reckoning_words(combo: Combination, before: int) -> str:
    """Younger's reckoning: "Four tens, fourteen." """
    if isinstance(combo, Point | Sequence):
        head = f"{combo.call_words[:-1]} in {combo.suit.plural}"
    else:
        head = combo.call_words[:-1]
    lead = "And " + head[0].lower() + head[1:] if before else head
    return f"{lead}, {number_words(before + combo.score)}."
