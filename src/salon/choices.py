"""The choices a player is offered, in his own words: one source for every client.

A game's choices module (:mod:`salon.piquet.choices`, :mod:`salon.ecarte.choices`) turns a
seat's view into a :class:`Menu`: the question of the moment ("Declare your point", "Your
lead") and the :class:`Choice` list in the order it is shown. The main choices come first;
the others (lesser calls, sinking, throwing down) sit behind one control named by
``Menu.more``. A choice that cannot be undone carries the question to confirm it.

The terminal draws menus as numbered lists; the web card room as buttons.

>>> ace, sink = Choice("play AS", "Ace of spades"), Choice("sink", "Sink", main=False)
>>> menu = Menu("Your lead", (ace, sink))
>>> [c.label for c in menu.main], [c.label for c in menu.others]
(['Ace of spades'], ['Sink'])
>>> menu.default
'play AS'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import groupby
from typing import Generic, TypeVar

from salon.cards import Card, Rank

A = TypeVar("A")

OTHER_CHOICES = "Other choices…"


@dataclass(frozen=True, slots=True)
class Choice(Generic[A]):
    """One action the laws allow now, as the player sees it.

    ``main`` is False for the choices kept behind the "other…" control; ``confirm`` is the
    question to ask before an action that cannot be undone (None: none needed); ``play`` is
    the card the choice plays (a client lets the card itself be chosen); ``cards`` are the
    cards a call, answer or reckoning shows.
    """

    action: A
    label: str
    main: bool = True
    confirm: str | None = None
    play: Card | None = None
    cards: tuple[Card, ...] = ()


def main_first(choices: Iterable[Choice[A]]) -> tuple[Choice[A], ...]:
    """``choices`` in the order a menu shows them: the main ones, then the others, each kept
    in its order.

    >>> [c.label for c in main_first([Choice(1, "Sink", main=False), Choice(2, "Call")])]
    ['Call', 'Sink']
    """
    listed = tuple(choices)
    return tuple(c for c in listed if c.main) + tuple(c for c in listed if not c.main)


@dataclass(frozen=True, slots=True)
class Menu(Generic[A]):
    """What a player is asked at his turn.

    ``discard`` is set while he exchanges: he picks one card up to that many from his hand
    (those actions are too many to list). ``automatic`` marks a moment with nothing to decide
    (a single choice that is not a card to play, such as "No carte blanche" with none held):
    a client may take it without stopping, saying ``said`` (empty when the engine's own
    words already say it).
    """

    prompt: str
    choices: tuple[Choice[A], ...]
    more: str = OTHER_CHOICES
    discard: int = 0
    automatic: bool = False
    said: str = ""

    @property
    def main(self) -> tuple[Choice[A], ...]:
        return tuple(choice for choice in self.choices if choice.main)

    @property
    def others(self) -> tuple[Choice[A], ...]:
        return tuple(choice for choice in self.choices if not choice.main)

    @property
    def default(self) -> A | None:
        """The action that Enter (or a lone button) takes: the only main choice, if one."""
        main = self.main
        return main[0].action if len(main) == 1 else None


def listed(words: list[str]) -> str:
    """Words joined as in speech.

    >>> listed(["seven", "nine", "queen"])
    'seven, nine and queen'
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def rank_written(rank: Rank) -> str:
    """A rank as the treatises write it, in words ("the nine, eight of diamonds",
    piquet-description-and-example.txt), as the table says it and names its cards."""
    return rank.word


def cards_named(cards: Iterable[Card]) -> str:
    """Cards named suit by suit.

    >>> from salon.cards import parse_cards
    >>> cards_named(parse_cards("7D 9D QD 9H"))
    'the seven, nine and queen of diamonds and the nine of hearts'
    >>> cards_named(parse_cards("JC"))
    'the knave of clubs'
    """
    by_suit: dict[str, list[str]] = {}
    for card in sorted(cards, key=lambda c: (c.suit.value, c.rank)):
        by_suit.setdefault(card.suit.plural, []).append(rank_written(card.rank))
    return listed([f"the {listed(ranks)} of {suit}" for suit, ranks in by_suit.items()])


def cards_shown(cards: Iterable[Card], *, by_suit: bool = False) -> str:
    """Cards as a hand or a trick is shown to a player, by their symbols: never the notation
    of records ("AS"), which is for typing and files; ``by_suit``, a hand's suits apart.

    >>> from salon.cards import parse_cards
    >>> cards_shown(parse_cards("AS 10H 7C"))
    'A♠ 10♥ 7♣'
    >>> cards_shown(parse_cards("AS KS 10H"), by_suit=True)
    'A♠ K♠   10♥'
    """
    if not by_suit:
        return " ".join(card.symbol for card in cards)
    return "   ".join(cards_shown(suit) for _, suit in groupby(cards, key=lambda c: c.suit))
