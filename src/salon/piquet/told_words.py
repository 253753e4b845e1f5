"""The table's words for what a player scored, read into the scorer's terms: "quint and
tierce", "fourteen aces, three kings", "equal".

>>> parse_sequences("quint major and a tierce")
(5, 3)
>>> parse_sets("fourteen aces, three kings")
((<Rank.ACE: 14>, 4), (<Rank.KING: 13>, 3))
>>> parse_sets("14 tens 3 Q")
((<Rank.TEN: 10>, 4), (<Rank.QUEEN: 12>, 3))
>>> parse_sets("four tens")
((<Rank.TEN: 10>, 4),)
"""

from __future__ import annotations

import re
import unicodedata

from salon.cards import Rank
from salon.piquet.told import ToldError
from salon.piquet.told_hands import SEQUENCE_NAMES

_SEQUENCE_WORDS = {name: length for length, name in SEQUENCE_NAMES.items()}
_SEQUENCE_WORDS.update({"sixieme": 6, "septieme": 7, "huitieme": 8})
_FILLER = {"and", "a", "an", "major", "minor", "to", "the", "in", "of", "with"}
_SET_SIZES = {
    "fourteen": 4,
    "quatorze": 4,
    "14": 4,
    "four": 4,  # "four tens, fourteen", as they are called
    "4": 4,
    "three": 3,
    "trio": 3,
    "3": 3,
}
_SET_RANKS = {
    "ace": Rank.ACE,
    "aces": Rank.ACE,
    "a": Rank.ACE,
    "king": Rank.KING,
    "kings": Rank.KING,
    "k": Rank.KING,
    "queen": Rank.QUEEN,
    "queens": Rank.QUEEN,
    "q": Rank.QUEEN,
    "knave": Rank.JACK,
    "knaves": Rank.JACK,
    "jack": Rank.JACK,
    "jacks": Rank.JACK,
    "j": Rank.JACK,
    "ten": Rank.TEN,
    "tens": Rank.TEN,
    "10": Rank.TEN,
}
_CARD_RANKS = {"king", "queen", "knave", "jack", "ace", "ten", "nine", "eight", "seven"}


def _words(text: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.findall(r"[a-z]+|\d+", plain)


def parse_sequences(text: str) -> tuple[int, ...]:
    """The lengths of the sequences named, in order ("quint, tierce" or "5 3")."""
    lengths: list[int] = []
    for word in _words(text):
        if word in _SEQUENCE_WORDS:
            lengths.append(_SEQUENCE_WORDS[word])
        elif word.isdigit() and int(word) in SEQUENCE_NAMES:
            lengths.append(int(word))
        elif word not in _FILLER and word not in _CARD_RANKS:
            raise ToldError(f"{word!r} is not a sequence: say tierce, quart, quint … huitième")
    if not lengths:
        raise ToldError("name each sequence: tierce, quart, quint, sixième, septième, huitième")
    return tuple(lengths)


_LOWER_RANKS = frozenset({"nines", "eights", "sevens", "nine", "eight", "seven", "9s", "8s", "7s"})
"""The ranks below the ten, which make no quatorze or trio (said so, not "not understood")."""


def parse_sets(text: str) -> tuple[tuple[Rank, int], ...]:
    """Each set named, as its rank and four or three ("fourteen aces, three kings").

    >>> parse_sets("quatorze of aces and trio of kings")
    ((<Rank.ACE: 14>, 4), (<Rank.KING: 13>, 3))
    """
    sets: list[tuple[Rank, int]] = []
    size: int | None = None
    for word in _words(text):
        if word in _SET_SIZES and size is None:
            size = _SET_SIZES[word]
        elif word in _SET_RANKS and size is not None:
            sets.append((_SET_RANKS[word], size))
            size = None
        elif word == "and" or (word == "of" and size is not None):  # "a quatorze of aces"
            continue
        elif word in _LOWER_RANKS and size is not None:
            raise ToldError(f"only aces, kings, queens, knaves and tens count: not {word}")
        else:
            raise ToldError(
                f"{word!r} is not understood: name each set as fourteen or three and the "
                "rank, as 'fourteen aces, three kings'"
            )
    if size is not None or not sets:
        raise ToldError("name each set as fourteen or three and the rank: 'fourteen aces'")
    return tuple(sets)
