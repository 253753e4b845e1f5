"""Setting up a session at a web table: its options, its presets, its participants' words.

A session's table keeps its options as one canonical line (``parties=3; stake=ten shillings a
hundred; rules=rubicon``), read back by :func:`make_session` when the table is rebuilt.

>>> read_options("chouette", {"parties": 2})
'parties=2; stake=ten shillings a hundred; rules=rubicon'
>>> participant_words(["Mme de Staël", "Ann Smith", "Ann Jones", "李白", "chance"])
('Mme', 'Ann', 'Ann-Jones', 'Guest-4', 'chance-5')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from salon.ecarte.pool import PoolMethod
from salon.ecarte.rule_words import PRESET_WORDS as ECARTE_WORDS
from salon.ecarte.rules import EcarteRules
from salon.piquet.rule_words import PRESET_WORDS as PIQUET_WORDS
from salon.piquet.rules import PiquetRules
from salon.piquet.stakes import PRESETS as STAKES
from salon.sessions import bounds
from salon.sessions.chouette import ChouetteSession
from salon.sessions.french import MOST_AT_TABLE, FrenchSession
from salon.sessions.pool import PoolSession
from salon.sessions.records import Session
from salon.words import counted

JSON = dict[str, Any]

SINGLE_GAME_PRESETS: Final = ("classic", "graded")
"""The Écarté presets a pool or a French table plays: single games, never a rubber."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a session: a whole number between bounds, or one of ``choices``."""

    name: str
    text: str
    default: int | str
    least: int = 0
    most: int = 0
    choices: tuple[tuple[str, str], ...] = ()
    seats_order: bool = False
    """An order of seats (the gallery's order of going in), as their numbers: "4 3 5"."""

    def read(self, value: object) -> int | str:
        if self.seats_order:
            return read_order(value)
        if self.choices:
            if not isinstance(value, str) or value not in dict(self.choices):
                known = ", ".join(name for name, _ in self.choices)
                raise ValueError(f"{self.name} is one of {known}, not {value!r}")
            return value
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{self.name} is a whole number, not {value!r}")
        if not self.least <= value <= self.most:
            raise ValueError(f"{self.name} is from {self.least} to {self.most}, not {value}")
        return value

    def json(self) -> JSON:
        if self.seats_order:
            return {"name": self.name, "text": self.text, "kind": "order", "default": ""}
        if self.choices:
            shown = [{"value": name, "text": text} for name, text in self.choices]
            return {
                "name": self.name,
                "text": self.text,
                "kind": "choice",
                "default": self.default,
                "choices": shown,
            }
        return {
            "name": self.name,
            "text": self.text,
            "kind": "number",
            "default": self.default,
            "least": self.least,
            "most": self.most,
        }


PIQUET_RULES: Final = tuple(
    (name, PIQUET_WORDS[name].line)
    for name in ("rubicon", "four-deal", "last-trick-ten", "carte-rouge")
)
ECARTE_RULES: Final = tuple((name, ECARTE_WORDS[name].line) for name in SINGLE_GAME_PRESETS)
"""The rules a session plays, each told as the host chooses it among the two-seat presets."""

DECLARED: Final = "french"
"""The pool's option by which the table declares it French Écarté."""

METHOD_WORDS: Final = {
    PoolMethod.LOSER_PAYS.value: "each loser adds a stake",
    PoolMethod.ENTRANT_PAYS.value: "only those who come in stake",
}
"""How a pool is formed, in a few words."""

OPTIONS: Final[dict[str, tuple[Option, ...]]] = {
    "chouette": (
        Option("parties", "Parties in the sitting", 3, *bounds.PARTIES),
        Option(
            "stake",
            "The stake (the single player plays double stakes)",
            STAKES[0].name,
            choices=tuple((stake.name, stake.name.capitalize()) for stake in STAKES),
        ),
        Option("rules", "The Piquet played", "rubicon", choices=PIQUET_RULES),
    ),
    "pool": (
        Option(
            "method",
            "How the pool is formed",
            PoolMethod.LOSER_PAYS.value,
            choices=(
                (
                    PoolMethod.LOSER_PAYS.value,
                    "All three stake to begin, and each loser adds a stake as he goes out",
                ),
                (
                    PoolMethod.ENTRANT_PAYS.value,
                    "Only the players engaged stake, each adding a stake whenever he comes in",
                ),
            ),
        ),
        Option("stake", "Chips a stake", 1, *bounds.STAKE),
        Option("pools", "Pools to play", 1, *bounds.POOLS),
        Option("rules", "The Écarté played", "classic", choices=ECARTE_RULES),
        Option(
            "declared",
            "The player out",
            "no",
            choices=(
                ("no", "Only watches the table: he may not advise"),
                (
                    DECLARED,
                    "Declared French Écarté: he backs one player, looks over his hand "
                    "and may advise him by pointing",
                ),
            ),
        ),
    ),
    "french": (
        Option(
            "purse", "Each one's chips (no credit: a bet beyond them is refused)", 20, *bounds.PURSE
        ),
        Option("games", "Games to play", 4, *bounds.GAMES),
        Option("stake", "The players' stake in chips", 1, *bounds.STAKE),
        Option("rules", "The Écarté played", "classic", choices=ECARTE_RULES),
        Option(
            "order",
            "The order of going in, as the gallery agrees it (fresh rentrants first)",
            "",
            seats_order=True,
        ),
    ),
}
"""Each session's options in the order of its canonical line."""

FIRST_RENTRANT: Final = 3
"""The first seat of a French table's gallery (the first two play the first game)."""


def read_order(value: object) -> str:
    """An order of going in, as seat numbers: "4 3 5" (or a list of them); "" for the order of
    the seats.

    >>> read_order([4, 3]), read_order("5, 3 4"), read_order("")
    ('4 3', '5 3 4', '')
    >>> read_order("3 3")
    Traceback (most recent call last):
    ...
    ValueError: the order of going in names each seat of the gallery once, not '3 3'
    """
    words = value if isinstance(value, list) else str(value).replace(",", " ").split()
    texts = [str(word).strip() for word in words]
    if not all(text.isdigit() for text in texts) or len(set(texts)) != len(texts):
        raise ValueError(
            f"the order of going in names each seat of the gallery once, not {value!r}"
        )
    if any(int(text) < FIRST_RENTRANT for text in texts):
        raise ValueError(
            f"seats 1 and 2 play the first game: the order of going in names the gallery's "
            f"seats ({FIRST_RENTRANT} and after), not {value!r}"
        )
    return " ".join(str(int(text)) for text in texts)


def check_seats_order(game: str, rules: str, seats: int) -> None:
    """An agreed order of going in names every seat of the gallery of ``seats``, each once."""
    if game != "french":
        return
    order = str(options_of(game, rules)["order"])
    gallery = set(range(FIRST_RENTRANT, seats + 1))
    if order and {int(n) for n in order.split()} != gallery:
        raise ValueError(
            f"the order of going in names each seat of the gallery once (seats "
            f"{FIRST_RENTRANT} to {seats}), not {order!r}"
        )


SEATS: Final = {"chouette": (3, 3), "pool": (3, 3), "french": (3, MOST_AT_TABLE)}
"""The least and most seats at each session's table (French: two players and a gallery of
one to ten)."""

TITLES: Final = {"chouette": "Chouette Piquet", "pool": "Pool Écarté", "french": "French Écarté"}

ENGINES: Final = {"chouette": "piquet", "pool": "ecarte", "french": "ecarte"}
"""The two-handed game each session is played over: its computer players, and whether its
games are Rubicon Piquet's parties (rubicons and capots in a player's record)."""

PRESETS: Final[dict[str, tuple[JSON, ...]]] = {
    "chouette": (
        {
            "name": "three-parties",
            "title": "Three parties against the computers",
            "text": "Three parties of Rubicon Piquet at ten shillings a hundred: one plays "
            "alone against the other two, who consult; the card is kept in tens.",
            "options": {"parties": 3},
            "seats": ["host", "thumb", "thumb"],
        },
        {
            "name": "with-friends",
            "title": "With two friends",
            "text": "A sitting of three parties with two friends, each invited by a link.",
            "options": {"parties": 3},
            "seats": ["host", "friend", "friend"],
        },
    ),
    "pool": (
        {
            "name": "loser-pays",
            "title": "Each loser adds a stake",
            "text": "The treatise's first way: all three stake, each loser adds a stake; "
            "two games won running take the pool.",
            "options": {"method": "loser-pays"},
            "seats": ["host", "thumb", "thumb"],
        },
        {
            "name": "entrant-pays",
            "title": "Only those who come in stake",
            "text": "The treatise's second way: only the players engaged stake, each "
            "adding one whenever he comes in.",
            "options": {"method": "entrant-pays"},
            "seats": ["host", "thumb", "thumb"],
        },
    ),
    "french": (
        {
            "name": "gallery-of-three",
            "title": "Two play, a gallery of three bets",
            "text": "Two play while a gallery of three bets on them and backs one or the "
            "other; the loser of a game gives his place to the next in the gallery. Four "
            "games, twenty chips each.",
            "options": {"games": 4, "purse": 20},
            "seats": ["host", "thumb", "thumb", "thumb", "thumb"],
        },
        {
            "name": "in-the-gallery",
            "title": "You begin in the gallery",
            "text": "You watch from the gallery first: bet, cover, point at cards for "
            "the player you back, and come in when your turn comes.",
            "options": {"games": 4, "purse": 20},
            "seats": ["thumb", "thumb", "host", "thumb"],
        },
    ),
}


def session_games() -> tuple[str, ...]:
    return tuple(OPTIONS)


def read_options(game: str, given: Mapping[str, object]) -> str:
    """The options' canonical line, each given one checked (ValueError says which is wrong)."""
    options = OPTIONS[game]
    known = {option.name for option in options}
    for name in given:
        if name not in known:
            raise ValueError(f"{name!r} is not an option of {game}; it has {', '.join(known)}")
    values = [(o.name, o.read(given[o.name]) if o.name in given else o.default) for o in options]
    return "; ".join(f"{name}={value}" for name, value in values)


def options_of(game: str, rules: str) -> dict[str, int | str]:
    """The options of a canonical line (or any line of ``name=value`` parts), checked."""
    given: dict[str, object] = {}
    for part in rules.split(";"):
        if part.strip():
            name, equals, value = part.partition("=")
            if not equals:
                raise ValueError(f"{part.strip()!r}: an option is written name=value")
            given[name.strip()] = value.strip()
    line = read_options(game, given)
    read: dict[str, int | str] = {}
    for option, part in zip(OPTIONS[game], line.split("; "), strict=True):
        read[option.name] = option.read(part.partition("=")[2])
    return read


def describe(game: str, rules: str) -> str:
    """A session's options in a line, in the players' words.

    >>> describe("pool", "method=entrant-pays; stake=2; pools=1; rules=classic")
    'One pool, a stake of two chips: only those who come in stake. The classic game.'
    >>> describe("pool", "method=loser-pays; pools=1; rules=classic; declared=french")[-29:]
    'game. Declared French Écarté.'
    >>> describe("french", "purse=20; games=1; stake=1; rules=classic")
    'One game, a stake of one chip, purses of twenty chips. The classic game.'
    >>> describe("chouette", "parties=3; stake=ten shillings a hundred; rules=four-deal")
    'Three parties at ten shillings a hundred. Four deals.'
    """
    got = options_of(game, rules)
    if game == "chouette":
        parties = counted(int(got["parties"]), "partie").capitalize()
        return f"{parties} at {got['stake']}. {PIQUET_WORDS[str(got['rules'])].title}."
    played = ECARTE_WORDS[str(got["rules"])].title
    if game == "pool":
        pools = counted(int(got["pools"]), "pool").capitalize()
        stake = counted(int(got["stake"]), "chip")
        declared = " Declared French Écarté." if got["declared"] == DECLARED else ""
        method = METHOD_WORDS[str(got["method"])]
        return f"{pools}, a stake of {stake}: {method}. {played}.{declared}"
    games = counted(int(got["games"]), "game").capitalize()
    stake, purse = counted(int(got["stake"]), "chip"), counted(int(got["purse"]), "chip")
    order = str(got["order"]).split()
    agreed = f" The gallery goes in by seats {', '.join(order)}." if order else ""
    return f"{games}, a stake of {stake}, purses of {purse}. {played}.{agreed}"


def make_session(game: str, rules: str, words: Sequence[str]) -> Session:
    """A new session of ``game`` under the options ``rules`` for these participants."""
    got = options_of(game, rules)
    if game == "chouette":
        stake = next(stake for stake in STAKES if stake.name == got["stake"])
        return ChouetteSession(
            words,
            parties=int(got["parties"]),
            rules=PiquetRules.from_text(str(got["rules"])),
            stake=stake,
        )
    ecarte = EcarteRules.from_text(str(got["rules"]))
    if game == "pool":
        return PoolSession(
            words,
            method=PoolMethod(got["method"]),
            stake=int(got["stake"]),
            pools=int(got["pools"]),
            rules=ecarte,
            declared=got["declared"] == DECLARED,
        )
    numbers = str(got["order"]).split()
    return FrenchSession(
        words,
        stake=int(got["stake"]),
        purse=int(got["purse"]),
        games=int(got["games"]),
        rules=ecarte,
        order=[words[int(n) - 1] for n in numbers] or None,
    )


def games_json(game: str) -> JSON:
    least, most = SEATS[game]
    return {
        "seats": {"least": least, "most": most},
        "options": [option.json() for option in OPTIONS[game]],
        "presets": list(PRESETS[game]),
    }


RECORD_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")
"""A participant's word as a record's actor may be written."""


def participant_words(names: Sequence[str]) -> tuple[str, ...]:
    """One distinct word for each display name, as the talk and the record name them: the
    first word without its accents; else the whole name joined by ``-``; else with the seat's
    number; a name with no Latin letter is ``Guest`` with the seat's number.

    >>> participant_words(["Guest 1", "Guest 2", "3 Musketeers"])
    ('Guest', 'Guest-2', 'Musketeers')
    """
    taken = {"chance"}  # the record's actor for the shuffles
    chosen: list[str] = []
    for number, name in enumerate(names, start=1):
        parts = [part for part in (_ascii(part) for part in name.split()) if part]
        whole = "-".join(parts).lstrip("0123456789_-")
        first = next((part for part in parts if RECORD_NAME.match(part)), "")
        tries = [first, whole, f"{first or 'Guest'}-{number}"]
        tries += [f"Guest-{number}-{extra}" for extra in range(len(names) + 1)]
        word = next(w for w in tries if RECORD_NAME.match(w) and w.lower() not in taken)
        taken.add(word.lower())
        chosen.append(word)
    return tuple(chosen)


def _ascii(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z0-9_-]", "", plain)
