"""The words of the table, each explained in plain words with the source that defines it.

The same data serves the terminal and the web app.

>>> entry("pique").game
'Piquet'
>>> [e.word for e in GLOSSARY if e.game == "Écarté"][:3]
['the turn-up', 'proposing', 'the point (Écarté)']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

DESCRIPTION: Final = "piquet-description-and-example.txt"
HINTS_1902: Final = "piquet-encyclopedia-1902-with-laws.txt"
TREATISE: Final = "ecarte-treatise-1896-ocr.txt"
BOOKS: Final = {
    DESCRIPTION: "The classic description",
    HINTS_1902: "The Laws of Piquet and Hints to Players, 1902",
    TREATISE: "The treatise on Écarté, 1896",
    "piquet-encyclopedic-article-with-variants.txt": "A modern encyclopedia article",
}
"""The sources as a player knows them: books, not files."""


def in_books(source: str) -> str:
    """A source as a player reads it, each file named as its book.

    >>> in_books(f"{DESCRIPTION}, Dealing; {TREATISE}, Dealing")
    'The classic description, Dealing; The treatise on Écarté, 1896, Dealing'
    """
    for name, book in BOOKS.items():
        source = source.replace(name, book)
    return source


@dataclass(frozen=True, slots=True)
class Entry:
    """One word of the table: its game, what it means, and where the seeds define it."""

    word: str
    game: str
    meaning: str
    source: str


GLOSSARY: Final[tuple[Entry, ...]] = (
    Entry(
        "elder",
        "Piquet",
        "The non-dealer. He may exchange up to five cards, calls first and leads to the first "
        "trick. (At Écarté the non-dealer is likewise the first to speak and to lead.)",
        f"{DESCRIPTION}, Dealing",
    ),
    Entry(
        "younger",
        "Piquet",
        "The dealer. He may exchange up to three cards (more if elder left some), answers the "
        "elder's calls and plays second to the first trick.",
        f"{DESCRIPTION}, Dealing",
    ),
    Entry(
        "stock",
        "Piquet",
        "The eight cards left after the deal of twelve to each player, face down between them: "
        "the cards the players take in for those they discard. At Écarté the stock (talon) is "
        "what remains after the deal of five each and the turn-up.",
        f"{DESCRIPTION}, Dealing; {TREATISE}, Dealing",
    ),
    Entry(
        "point",
        "Piquet",
        "The suit with the most cards in a hand; between equal numbers, the one with the "
        "greater value (ace eleven, court cards ten, the others their pips). The better point "
        "scores one for each card.",
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "sequence",
        "Piquet",
        "Three or more cards of one suit in unbroken order: a tierce (three), quart (four), "
        "quint (five) and so on up to the huitième. The longest, then the highest, is good; it "
        "scores one a card, and ten more from five cards up.",
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "major, minor",
        "Piquet",
        "A sequence headed by the ace is major (a tierce major: ace, king, queen); one of the "
        "lowest cards, ending at the seven, is minor (a tierce minor: nine, eight, seven); the "
        "others are named by the card that heads them (a quart to a queen).",
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "sinking",
        "Piquet",
        "Leaving a score uncalled on purpose (a tierce, say), to mislead the adversary about "
        "one's hand and discard; the points are given up.",
        f"{HINTS_1902}, Hints to players",
    ),
    Entry(
        "quatorze",
        "Piquet",
        "Four aces, kings, queens, knaves or tens: fourteen points if good. Three of them make "
        "a trio, worth three. Any quatorze beats any trio; nines and below count nothing.",
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "sets",
        "Piquet",
        "Quatorzes and trios together: the class called third, after the point and the "
        'sequences, as the count of a deal by class names it ("sets 14–3").',
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "good, not good, equal",
        "Piquet",
        "The younger hand's answers to a call: good (he has nothing as good, so the caller "
        "scores), not good (he has better), equal (the same, so neither scores).",
        f"{DESCRIPTION}, Calling and showing",
    ),
    Entry(
        "pique",
        "Piquet",
        "Thirty points reached by the elder hand in hand and play before the younger counts "
        "anything that deal: thirty more are added, so the thirty is counted sixty.",
        f"{DESCRIPTION}, Carte blanche, pique and repique",
    ),
    Entry(
        "repique",
        "Piquet",
        "Thirty points reached in hand alone, before the adversary counts anything that would "
        "reckon earlier: sixty more are added, so the thirty is counted ninety.",
        f"{DESCRIPTION}, Carte blanche, pique and repique",
    ),
    Entry(
        "the cards",
        "Piquet",
        "Winning more than six of the twelve tricks: ten points. Six each divides the cards and "
        "scores nothing.",
        f"{DESCRIPTION}, Playing",
    ),
    Entry(
        "capot",
        "Piquet",
        "Winning every trick: forty points instead of the ten for the cards.",
        f"{DESCRIPTION}, Playing",
    ),
    Entry(
        "carte blanche",
        "Piquet",
        "A hand dealt without a king, queen or knave: it scores ten, before anything else, once "
        "shown.",
        f"{DESCRIPTION}, Carte blanche, pique and repique",
    ),
    Entry(
        "partie",
        "Piquet",
        "Six deals, each player dealing three times; the higher total wins (by agreement four "
        "deals, the first and last counting double).",
        f"{DESCRIPTION}, Scoring",
    ),
    Entry(
        "rubicon",
        "Piquet",
        "A loser who has not reached a hundred at the end of the partie is rubiconed: the "
        "winner scores both totals and a hundred, instead of the difference and a hundred.",
        f"{DESCRIPTION}, Scoring; {HINTS_1902}, introduction",
    ),
    Entry(
        "settlement",
        "Piquet",
        "What the winner of a partie is paid in points: the difference of the two totals and a "
        "hundred for the game; when the loser is rubiconed, both totals and the hundred. The "
        "hints and reviews count in these points, so near the rubicon a few points of a deal may "
        "be worth a hundred or more.",
        f"{DESCRIPTION}, Scoring",
    ),
    Entry(
        "the turn-up",
        "Écarté",
        "The eleventh card, turned up after the deal of five to each player: its suit is "
        "trumps. If it is the king, the dealer scores one.",
        f"{TREATISE}, Dealing",
    ),
    Entry(
        "proposing",
        "Écarté",
        'The non-dealer asking to exchange cards ("I propose"); the dealer accepts or '
        "refuses. Playing without proposing, or refusing, and then losing the point costs two.",
        f"{TREATISE}, Dealing; Jeux de Règle",
    ),
    Entry(
        "the point (Écarté)",
        "Écarté",
        "Three or four of the five tricks: one point (two against a side that played without "
        "proposing or refused). Five points make the game.",
        f"{TREATISE}, Scoring",
    ),
    Entry(
        "vole",
        "Écarté",
        "Winning all five tricks: two points.",
        f"{TREATISE}, French technical terms",
    ),
    Entry(
        "the king",
        "Écarté",
        "The king of trumps: its holder scores one by marking it before he plays his first "
        "card; turned up, it scores one for the dealer.",
        f"{TREATISE}, Dealing; Announcing",
    ),
    Entry(
        "jeux de règle",
        "Écarté",
        "The hands which should be played without proposing (or, by the dealer, without "
        "accepting: he refuses): those with which a player can hardly fail to win three "
        "tricks, unless the adversary holds two trumps.",
        f"{TREATISE}, Jeux de Règle",
    ),
)


def entry(word: str) -> Entry:
    """The entry for ``word`` (a KeyError names the words known)."""
    for found in GLOSSARY:
        if found.word == word:
            return found
    raise KeyError(f"{word!r} is not in the glossary: {', '.join(e.word for e in GLOSSARY)}")
