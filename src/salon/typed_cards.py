"""Cards as a player types them: as the table shows them (``7♣ K♥``), in words ("seven of
clubs", "7 clubs", "king hearts"), or in the notation of records.

>>> [str(card) for card in typed_cards("7♣, king of hearts 10 spades ace diamonds qh")]
['7C', 'KH', '10S', 'AD', 'QH']
>>> card_words("seven of clubs and")
['7C', 'and']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from salon.cards import Card

ONE_CARD: Final = "K♥ or king of hearts"
"""How the prompts show a card may be typed: as on the table, or in words."""

SOME_CARDS: Final = "7♣ 8♦, or 7 clubs 8 diamonds"
"""How the prompts show cards to put out may be typed."""

RANK_WORDS: Final = {
    "ace": "A",
    "king": "K",
    "queen": "Q",
    "knave": "J",
    "jack": "J",
    "ten": "10",
    "nine": "9",
    "eight": "8",
    "seven": "7",
    "six": "6",
    **{rank: rank.upper() for rank in ("a", "k", "q", "j", "10", "9", "8", "7", "6")},
}
"""A rank said or typed on its own, before its suit."""

SUIT_WORDS: Final = {
    **{word: "C" for word in ("clubs", "club", "♣")},
    **{word: "D" for word in ("diamonds", "diamond", "♦")},
    **{word: "H" for word in ("hearts", "heart", "♥")},
    **{word: "S" for word in ("spades", "spade", "♠")},
}


def card_words(text: str) -> list[str]:
    """The words typed, a rank and its suit written apart ("7 clubs", "king of hearts") made
    one card's notation; other words are left as they are."""
    words = text.replace(",", " ").split()
    read: list[str] = []
    index = 0
    while index < len(words):
        rank = RANK_WORDS.get(words[index].lower())
        after = index + 1
        if after < len(words) and words[after].lower() == "of":
            after += 1
        suit = SUIT_WORDS.get(words[after].lower()) if after < len(words) else None
        if rank is not None and suit is not None:
            read.append(rank + suit)
            index = after + 1
        else:
            read.append(words[index])
            index += 1
    return read


def typed_cards(text: str) -> tuple[Card, ...]:
    """The cards typed, in any of the ways a player may type them (CardParseError: why not)."""
    return tuple(Card.parse(word) for word in card_words(text))


WHOLE_HAND: Final = frozenset({"all", "all of them", "all five", "the lot", "every card"})
"""What a player types to put out his whole hand (at Écarté he may discard all five)."""


def means_the_whole_hand(text: str) -> bool:
    """Whether ``text`` asks for the whole hand rather than naming cards.

    >>> means_the_whole_hand(" All "), means_the_whole_hand("all hearts")
    (True, False)
    """
    return " ".join(text.lower().split()) in WHOLE_HAND


def discard_typed(text: str, hand: Sequence[Card]) -> str:
    """The cards an Écarté discard puts out as typed: "all" read as the whole ``hand`` (in
    the records' notation), anything else as it was typed.

    >>> from salon.cards import parse_cards
    >>> discard_typed("all", parse_cards("KS 7D")), discard_typed("7♦", parse_cards("KS 7D"))
    ('KS 7D', '7♦')
    """
    return " ".join(str(card) for card in hand) if means_the_whole_hand(text) else text


_CODED: Final = re.compile(r"\b(?:10|[6-9AKQJ])[SHDC]\b")


def with_symbols(text: str) -> str:
    """``text`` with each card in the records' notation written as the table shows it, for
    an action to be typed as the player reads it.

    >>> with_symbols("exchange 7D 10C")
    'exchange 7♦ 10♣'
    """
    return _CODED.sub(lambda found: Card.parse(found.group()).symbol, text)


_SHOWN: Final = re.compile(r"(?:10|[6-9AKQJ])[♠♥♦♣]")


def in_notation(text: str) -> str:
    """``text`` with each card shown as on the table written in the records' notation, the
    inverse of :func:`with_symbols`.

    >>> in_notation("exchange 7♦ 10♣")
    'exchange 7D 10C'
    """
    return _SHOWN.sub(lambda found: str(Card.parse(found.group())), text)
