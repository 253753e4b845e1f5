"""The umpire of a game played with real cards, for both games: what can go wrong, in the
players' words, the law that rules it, who has a choice, and what each choice does to the deal
being scored. Each game gives its list (``salon.piquet.umpire``, ``salon.ecarte.umpire``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from salon.laws import Code, Law, Moment


class Effect(Enum):
    """What a ruling does to the deal being scored."""

    FRESH_DEAL = "a fresh deal, by the same dealer"
    RECKONS_NOTHING = "the offender reckons nothing this deal"
    PLAYED_AGAIN = (
        "the cards played again; the offender scores nothing for the point, half of any other score"
    )
    KING_NOT_SCORED = "the king turned up is not scored"
    DEALT_OUT_OF_TURN = (
        "the deal stands, dealt by the other player; the elder hand then deals twice running"
    )
    PLAYS_SHORT = (
        "no penalty: the offender plays with fewer cards, and his adversary counts as tricks "
        "the cards that cannot be played to"
    )
    NO_CHANGE = "the score is not changed"


_ON_THE_OFFENDER = frozenset({Effect.RECKONS_NOTHING, Effect.PLAYED_AGAIN, Effect.PLAYS_SHORT})
"""The effects that fall on one player, the offender."""


class Chooser(Enum):
    """Who the law gives the choice to."""

    NOBODY = "nobody: the law decides"
    ELDER = "the elder hand"
    NON_DEALER = "the non-dealer"
    ADVERSARY = "the offender's adversary"


@dataclass(frozen=True, slots=True)
class Choice:
    """One way a mishap may be ruled. ``words`` say it of nobody in particular ("The
    offender reckons nothing this deal"); ``named``, where the choice falls on the offender,
    says it of him once he is named ("{offender} reckons nothing this deal")."""

    words: str
    effect: Effect
    named: str = ""


@dataclass(frozen=True, slots=True)
class Mishap:
    """Something that went wrong, as a player would say it, and its ruling."""

    key: str
    moment: Moment
    words: str
    law: str
    ruling: str
    chooser: Chooser
    choices: tuple[Choice, ...]
    has_offender: bool = False

    def names_offender(self, choice: Choice) -> bool:
        """Whether ``choice`` falls on one player, whom the scorer must be told."""
        return self.has_offender and choice.effect in _ON_THE_OFFENDER

    @property
    def who(self) -> str:
        """The question of who the offender is, in the law's words where they allow it:
        "Who discarded more cards than he took in?"."""
        rest = self.words.removeprefix("a player")
        return f"Who{rest}?" if rest != self.words else "Who was it?"


@dataclass(frozen=True)
class Umpire:
    """A game's mishaps under its code of laws."""

    code: Code
    mishaps: tuple[Mishap, ...]

    def __post_init__(self) -> None:
        for mishap in self.mishaps:
            self.code.law(mishap.law)  # every mishap is ruled by a law of the code

    @property
    def by_key(self) -> dict[str, Mishap]:
        return {mishap.key: mishap for mishap in self.mishaps}

    @property
    def moments(self) -> tuple[Moment, ...]:
        """The moments, in the order of a deal."""
        return tuple(dict.fromkeys(mishap.moment for mishap in self.mishaps))

    def at(self, moment: Moment) -> tuple[Mishap, ...]:
        return tuple(mishap for mishap in self.mishaps if mishap.moment is moment)

    def law_of(self, mishap: Mishap) -> Law:
        return self.code.law(mishap.law)

    def ruling_words(self, mishap: Mishap) -> str:
        """The ruling as the umpire says it: the law, its words, the ruling, who chooses."""
        law = self.law_of(mishap)
        lines = [f"Law {law.number} of {self.code.title}: “{law.words}”", mishap.ruling]
        if mishap.chooser is not Chooser.NOBODY:
            lines.append(f"{mishap.chooser.value.capitalize()} chooses.")
        return "\n".join(lines)


def mishap(
    key: str,
    moment: Moment,
    words: str,
    law: str,
    ruling: str,
    chooser: Chooser = Chooser.NOBODY,
    choices: tuple[Choice, ...] = (),
    *,
    offender: bool = False,
    default: Choice,
) -> Mishap:
    """A mishap; with no choices given, the one the game's umpire takes by default."""
    return Mishap(key, moment, words, law, ruling, chooser, choices or (default,), offender)
